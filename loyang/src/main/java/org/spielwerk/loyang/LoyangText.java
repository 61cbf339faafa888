package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import org.spielwerk.core.GameText;
import org.spielwerk.loyang.LoyangAction.Via;

/** Words for actions, events and views (English). */
final class LoyangText implements GameText<LoyangState, LoyangAction, LoyangEvent, LoyangView> {

  static String card(Catalogue c, int card) {
    return c.isCard(card) ? card(c.face(card)) : "card " + card;
  }

  /** A card in words, from what its table row shows. */
  static String card(CardFace f) {
    if (f == null) {
      return "a card";
    }
    if (f.privateField()) {
      return (f.home() ? "home field" : "private field " + f.plots()) + " [" + f.goods() + "]";
    }
    return switch (f.kind()) {
      case FIELD -> "common field " + f.plots() + " [" + f.goods() + "]";
      case STALL -> "market stall: " + stallOffers(f);
      case REGULAR -> "regular customer for " + wanted(f.goods()) + " (pays " + f.payments().replace("/", ", ") + ")";
      case CASUAL -> "casual customer for " + wanted(f.goods()) + " (pays " + f.price() + ")";
      case HELPER -> f.helper() == null ? "helper " + f.id() : name(f.helper());
    };
  }

  /** What a stall offers and for how many goods each, as the rulebook says: "pumpkin for 1 good, ...". */
  static String stallOffers(CardFace f) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < f.goods().length(); i++) {
      Good g = Good.ofLetter(f.goods().charAt(i));
      char bowls = i < f.bowls().length() ? f.bowls().charAt(i) : '?';
      b.append(i == 0 ? "" : ", ").append(g == null ? String.valueOf(f.goods().charAt(i)) : g.word())
          .append(" for ").append(bowls).append(bowls == '1' ? " good" : " goods");
    }
    return b.toString();
  }

  /** A customer's goods in words: "pumpkin, turnip and leek". */
  static String wanted(String letters) {
    java.util.List<String> names = new java.util.ArrayList<>();
    for (char ch : letters.toCharArray()) {
      Good g = Good.ofLetter(ch);
      names.add(g == null ? String.valueOf(ch) : g.word());
    }
    return names.size() < 2 ? String.join("", names)
        : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
  }

  /** A stall's goods with their bowls, e.g. "P1 B2 L2". */
  static String stall(CardFace f) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < f.goods().length(); i++) {
      b.append(i == 0 ? "" : " ").append(f.goods().charAt(i)).append(i < f.bowls().length() ? f.bowls().charAt(i) : '?');
    }
    return b.toString();
  }

  static String name(HelperType h) {
    String rule = Checks.helperRule(h);
    return rule.substring(0, rule.indexOf(" (§"));
  }

  /** "1 card", "3 cards". */
  private static String cards(int n) {
    return n + (n == 1 ? " card" : " cards");
  }

  private static String seatName(int seat) {
    return seat < 0 ? "the supply" : "Player " + (seat + 1);
  }

  /**
   * Worded from the view alone: on a position dealt from the view, since the words of an action read only
   * what the seat to move may see (the leak property of the text tests proves it).
   */
  @Override
  public String actionFromView(LoyangView view, LoyangAction action) {
    return action(Hidden.fromView(view, 0L), action);
  }

  /** Never throws: an action the rules forbid here may point nowhere; then its kind is worded. */
  @Override
  public String action(LoyangState s, LoyangAction action) {
    return org.spielwerk.core.SafeWords.orKind(() -> words(s, action), action, " (not possible here)");
  }

  private String words(LoyangState s, LoyangAction action) {
    Catalogue c = Rules.cat(s);
    int seat = s.toMove();
    Player p = seat >= 0 ? s.player(seat) : null;
    return switch (action) {
      case LoyangAction.TakeLoan x -> "Take a loan (+5 cash)";
      case LoyangAction.Sell x -> "Sell " + x.good().word() + " to the shop (+" + c.sell[x.good().ordinal()] + ")";
      case LoyangAction.DiscardHelper x -> "Discard " + helper(c, p, x.helper()) + " unused";
      case LoyangAction.Done x -> "Done";
      case LoyangAction.SowHome x -> "Buy " + x.good().word() + " (" + c.buy[x.good().ordinal()]
          + ") and sow the home field";
      case LoyangAction.PlayHarvestHelper x -> "Play the Harvest helper";
      case LoyangAction.HarvestAgain x -> "Harvest again from " + field(c, p, x.field());
      case LoyangAction.Reveal x -> "Reveal the top card of the draw pile into the courtyard";
      case LoyangAction.AddToCourtyard x -> "Put " + card(c, x.card()) + " into the courtyard";
      case LoyangAction.TakeFromCourtyard x -> "Take " + card(c, x.card()) + " from the courtyard";
      case LoyangAction.TakeFromHand x -> "Take " + card(c, x.card()) + " from the hand";
      case LoyangAction.PlaceAssigned x -> "Place the assigned " + (p.assigned() >= 0 ? card(c, p.assigned()) : "customer");
      case LoyangAction.PlayLord x -> "Play the Lord of the manor (up to 2 more courtyard cards)";
      case LoyangAction.ChoosePartner x -> "Choose " + seatName(x.seat()) + " as partner";
      case LoyangAction.Sow x -> "Sow " + x.good().word() + " on " + field(c, p, x.field());
      case LoyangAction.Buy x -> "Buy " + x.good().word() + " from the shop (" + c.buy[x.good().ordinal()] + ")";
      case LoyangAction.Exchange x -> "Trade for " + x.good().word() + " at " + card(c, p.stalls().get(x.stall()).card());
      case LoyangAction.Give x -> "Hand over " + x.good().word();
      case LoyangAction.Deliver x -> "Deliver to " + card(c, p.regulars().get(x.regular()).card());
      case LoyangAction.DeliverTwice x -> "Deliver twice into the top row of "
          + card(c, p.regulars().get(x.regular()).card());
      case LoyangAction.Decline x -> "Do not deliver " + card(c, p.regulars().get(x.regular()).card())
          + (p.regulars().get(x.regular()).red() ? " (pay 2)" : " (marker turns red)");
      case LoyangAction.Serve x -> "Serve " + card(c, p.casuals().get(x.casual()).card());
      case LoyangAction.BuyPack x -> s.phase() instanceof Phase.Acting a
          ? "Buy the double pack (" + Checks.packCost(p, a) + ")" : "Buy the double pack";
      case LoyangAction.Keep x -> "Keep " + card(c, x.card());
      case LoyangAction.EndActions x -> "End the actions (store goods, then steps)";
      case LoyangAction.Flip x -> "Flip the storehouse to capacity 4 (2 cash)";
      case LoyangAction.GiveUp x -> "Give up " + x.good().word();
      case LoyangAction.Advance x -> s.phase() instanceof Phase.Acting a
          ? "Step to space " + (p.space() + 1) + " (" + c.stepCost(Math.min(p.space() + 1, c.maxSpace), a.steps() == 0) + ")"
          : "Step forward";
      case LoyangAction.Activate x -> "Play " + helper(c, p, x.helper()) + " (option " + x.option() + ")";
      case LoyangAction.ShopSupply x -> "Shopper: buy " + x.good().word() + " from the supply ("
          + c.shopper[x.good().ordinal()] + ")";
      case LoyangAction.Haggle x -> "Haggler: 2 " + x.good().word() + (x.withShopper() ? " from the supply with the Shopper"
          : " from the shop");
      case LoyangAction.MerchantBuy x -> "Merchant: " + (x.via() == Via.HAGGLER ? "2 " : "1 ") + x.good().word()
          + (x.via() == Via.SHOPPER ? " from the supply for 0" : " for 1");
      case LoyangAction.ShopCount x -> "Bookkeeper: the shop holds " + x.count() + " " + nextShopGood(s);
      case LoyangAction.Income x -> "Bookkeeper: 1 cash per field of " + x.good().word();
      case LoyangAction.CrierMove x -> "Market crier: " + x.good().word() + " from " + card(c, p.stalls().get(x.stall()).card())
          + " to the shop";
      case LoyangAction.Plough x -> "Ploughman: clear " + field(c, p, x.field());
      case LoyangAction.PloughField x -> "Ploughman: harvest " + field(c, p, x.field());
      case LoyangAction.Tenant x -> "Tenant: pay 3 and take " + card(c, x.card()) + " from the stack";
      case LoyangAction.TenantSwap x -> "Tenant: put " + field(c, p, x.field()) + " under the stack, take "
          + card(c, x.card());
      case LoyangAction.TradeAt x -> "Trader: " + x.good().word() + " at " + seatName(x.seat()) + "'s "
          + card(c, s.player(x.seat()).stalls().get(x.stall()).card());
      case LoyangAction.SwapHelper x -> "Charlatan: swap for " + seatName(x.seat()) + "'s "
          + helper(c, s.player(x.seat()), x.theirs());
      case LoyangAction.DeliverFor x -> "Deliveryman: deliver to " + seatName(x.seat()) + "'s "
          + card(c, s.player(x.seat()).regulars().get(x.regular()).card());
      case LoyangAction.SwapStall x -> "Market woman: swap " + card(c, p.stalls().get(x.stall()).card()) + " for "
          + seatName(x.seat()) + "'s " + card(c, s.player(x.seat()).stalls().get(x.theirs()).card());
      case LoyangAction.SwapCasual x -> "Tout: swap " + card(c, p.casuals().get(x.casual()).card()) + " for "
          + seatName(x.seat()) + "'s " + card(c, s.player(x.seat()).casuals().get(x.theirs()).card());
      case LoyangAction.BuyCasual x -> "Tout: buy " + seatName(x.seat()) + "'s "
          + card(c, s.player(x.seat()).casuals().get(x.casual()).card()) + " for 2 and serve it";
      case LoyangAction.SelfSupply x -> "Self-supplier: take a good from " + seatName(x.seat()) + "'s "
          + field(c, s.player(x.seat()), x.field());
    };
  }

  private static String nextShopGood(LoyangState s) {
    return Checks.sub(s) instanceof Phase.ShopReset r ? Good.ALL[r.good()].word() : "goods";
  }

  private static String helper(Catalogue c, Player p, int index) {
    return p != null && index >= 0 && index < p.helpers().size() ? card(c, p.helpers().get(index).card()) : "helper";
  }

  private static String field(Catalogue c, Player p, int index) {
    if (p == null || index < 0 || index >= p.fields().size()) {
      return "a field";
    }
    Field f = p.fields().get(index);
    return card(c, f.card()) + (f.count() > 0 ? " (" + f.count() + " " + f.good().word() + ")" : " (empty)");
  }

  private static String reason(LoyangEvent.Reason reason) {
    return switch (reason) {
      case SHOP -> "shop";
      case COMMON_FIELD -> "common field";
      case DOUBLE_PACK -> "double pack";
      case STOREHOUSE -> "storehouse";
      case COMPENSATION -> "compensation";
      case REGULAR_CUSTOMER -> "regular customer";
      case CASUAL_CUSTOMER -> "casual customer";
      case SHOPPER -> name(HelperType.SHOPPER);
      case HAGGLER -> name(HelperType.HAGGLER);
      case MERCHANT -> name(HelperType.MERCHANT);
      case BOOKKEEPER -> name(HelperType.BOOKKEEPER);
      case MARKET_CRIER -> name(HelperType.MARKET_CRIER);
      case TENANT -> name(HelperType.TENANT);
      case TRADER -> name(HelperType.TRADER);
      case DELIVERYMAN -> name(HelperType.DELIVERYMAN);
      case DELIVERYMAN_TOP_ROW -> "Deliveryman's top row";
      case TOUT -> name(HelperType.TOUT);
      case SELF_SUPPLIER -> name(HelperType.SELF_SUPPLIER);
    };
  }

  @Override
  public String event(LoyangEvent event) {
    return switch (event) {
      case LoyangEvent.RoundBegan e -> "--- Round " + e.round() + " ---";
      case LoyangEvent.FieldRevealed e -> seatName(e.seat()) + " got " + card(e.card()) + ".";
      case LoyangEvent.Harvested e -> seatName(e.seat()) + " harvested " + e.goods() + ".";
      case LoyangEvent.FieldCleared e -> seatName(e.seat()) + "'s " + card(e.card()) + " is empty"
          + (e.outOfGame() ? " and leaves the game." : " and goes to the discard pile.");
      case LoyangEvent.HandDealt e -> seatName(e.seat()) + " was dealt " + e.cards().map(LoyangText::card).mkString(", ") + ".";
      case LoyangEvent.CardsDealt e -> "Each player was dealt " + cards(e.each()) + ".";
      case LoyangEvent.CourtyardAdded e -> card(e.card()) + " went into the courtyard"
          + (e.fromDrawPile() ? " from the draw pile." : " from " + seatName(e.seat()) + "'s hand.");
      case LoyangEvent.CardPlaced e -> seatName(e.seat()) + " placed " + card(e.card())
          + (e.covering() != null ? " on top of " + card(e.covering()) + "." : ".");
      case LoyangEvent.CardUncovered e -> seatName(e.seat()) + "'s " + card(e.card()) + " was uncovered.";
      case LoyangEvent.CardDiscarded e -> card(e.card()) + " went to the discard pile.";
      case LoyangEvent.LeftDraft e -> seatName(e.seat()) + " left the draft.";
      case LoyangEvent.StartPlayers e -> seatName(e.first()) + " is First Start Player"
          + (e.second() >= 0 ? ", " + seatName(e.second()) + " Second Start Player." : ".");
      case LoyangEvent.PartnerChosen e -> seatName(e.seat()) + " plays with " + seatName(e.partner()) + ".";
      case LoyangEvent.Paid e -> seatName(e.seat()) + " paid " + e.amount() + " to " + seatName(e.to()) + " (" + reason(e.reason()) + ").";
      case LoyangEvent.Earned e -> seatName(e.seat()) + " received " + e.amount() + " (" + reason(e.reason()) + ").";
      case LoyangEvent.LoanTaken e -> seatName(e.seat()) + " took loan " + e.loans() + ".";
      case LoyangEvent.Sown e -> seatName(e.seat()) + " sowed " + e.count() + " " + e.good().word() + " on "
          + card(e.card()) + ".";
      case LoyangEvent.Bought e -> seatName(e.seat()) + " bought " + e.count() + " " + e.good().word() + " for "
          + e.price() + (e.fromSupply() ? " from the supply." : ".");
      case LoyangEvent.Sold e -> seatName(e.seat()) + " sold " + e.good().word() + " for " + e.price() + ".";
      case LoyangEvent.Handed e -> seatName(e.seat()) + " gave " + e.good().word() + " back to the supply.";
      case LoyangEvent.Traded e -> seatName(e.seat()) + " took " + e.good().word() + " from "
          + (e.owner() == e.seat() ? "" : seatName(e.owner()) + "'s ") + card(e.card()) + ".";
      case LoyangEvent.GoodsMoved e -> seatName(e.seat()) + ": " + e.goods() + switch (e.how()) {
        case STALL_TO_SHOP -> " from a stall to the shop.";
        case PLOUGHED -> " ploughed back to the supply.";
        case SELF_SUPPLIED -> " taken from " + seatName(e.from()) + "'s field.";
      };
      case LoyangEvent.HelperUsed e -> seatName(e.seat()) + " played " + card(e.card()) + ".";
      case LoyangEvent.Delivered e -> seatName(e.seat()) + " delivered "
          + (e.owner() == e.seat() ? "" : seatName(e.owner()) + "'s ") + card(e.card()) + " (row " + e.row()
          + ") for " + e.pay() + ".";
      case LoyangEvent.Declined e -> seatName(e.seat()) + " did not deliver " + card(e.card())
          + (e.paid() ? " and paid compensation." : "; the marker is red.");
      case LoyangEvent.Served e -> seatName(e.seat()) + " served " + card(e.card()) + " for " + e.income() + ".";
      case LoyangEvent.PackDrawn e -> seatName(e.seat()) + " drew " + e.cards().map(LoyangText::card).mkString(", ") + ".";
      case LoyangEvent.Reshuffled e -> "The discard pile (" + e.cards() + " cards) became the draw pile.";
      case LoyangEvent.Stored e -> seatName(e.seat()) + " stored " + e.kept() + ".";
      case LoyangEvent.Flipped e -> seatName(e.seat()) + "'s storehouse now holds 4.";
      case LoyangEvent.Stepped e -> seatName(e.seat()) + " stepped to space " + e.space() + " for " + e.cost() + ".";
      case LoyangEvent.GameEnded e -> "The game is over. Scores: " + e.scores().mkString(", ") + ".";
    };
  }

  /** Where the round stands, in words. */
  static String phase(LoyangView v) {
    return switch (v.phase()) {
      case Phase.SowingHome h -> "Setup: " + seatName(h.seat()) + " sows the home field";
      case Phase.HarvestTurn h -> "Harvest phase: " + seatName(h.seat()) + " (Harvest helper)";
      case Phase.Drafting d -> "Card phase, distribution round: " + seatName(d.seat()) + " to choose"
          + (d.sub() != null ? " (" + sub(d.sub()) + ")" : "");
      case Phase.ChoosingPartner x -> "Action phase: " + seatName(v.firstStart()) + " chooses a partner";
      case Phase.Acting a -> "Action phase of " + seatName(v.order().get(a.turn())) + switch (a.stage()) {
        case ACTIONS -> a.sub() != null ? " (" + sub(a.sub()) + ")" : "";
        case STORING -> " (storing goods)";
        case ADVANCING -> " (steps on the path)";
      };
      case Phase.GameOver x -> "Game over";
    };
  }

  private static String sub(Phase.Sub sub) {
    return switch (sub) {
      case Phase.StallPay x -> "handing over goods at a stall";
      case Phase.Pack x -> "double pack";
      case Phase.MerchantBuying x -> name(HelperType.MERCHANT);
      case Phase.ShopReset x -> name(HelperType.BOOKKEEPER) + ": shop";
      case Phase.BookkeeperIncome x -> name(HelperType.BOOKKEEPER) + ": income";
      case Phase.CrierSale x -> name(HelperType.MARKET_CRIER);
      case Phase.Ploughing x -> name(HelperType.PLOUGHMAN);
    };
  }

  @Override
  public String view(LoyangView v) {
    Catalogue c = Catalogue.of(v.options());
    StringBuilder b = new StringBuilder();
    b.append("Round ").append(v.round()).append(", draw pile ").append(v.drawCount()).append(", discard ")
        .append(v.discard().size()).append('\n');
    b.append(phase(v)).append('\n');
    if (!v.courtyard().isEmpty()) {
      b.append("Courtyard: ").append(v.courtyard().map(x -> card(c, x)).mkString(", ")).append('\n');
    }
    for (int seat = 0; seat < v.players().size(); seat++) {
      LoyangView.PlayerView p = v.players().get(seat);
      b.append(seat == v.observer() ? "* " : "  ").append(seatName(seat)).append(": cash ").append(p.cash())
          .append(", space ").append(p.space()).append(", loans ").append(p.loans()).append(", cart ")
          .append(p.cart()).append(", store ").append(p.store()).append(" (").append(p.bigStore() ? 4 : 1)
          .append("), shop ").append(p.shop()).append(p.done() && v.phase() instanceof Phase.Acting ? ", done" : "").append('\n');
      b.append("    fields: ").append(p.fields().map(f -> card(c, f.card()) + "=" + (f.count() > 0 ? f.count()
          + "" + f.good().letter() : "empty") + under(c, f.under())).mkString("; ")).append('\n');
      line(b, "helpers", p.helpers().map(h -> card(c, h.card()) + under(c, h.under())));
      line(b, "stalls", p.stalls().map(st -> card(c, st.card()) + " holds " + st.goods() + under(c, st.under())));
      line(b, "regulars", p.regulars().map(r -> card(c, r.card()) + " rows " + r.rows() + (r.red() ? " red" : " blue")
          + (r.handled() ? " handled" : r.owed() ? " owed" : "") + under(c, r.under())));
      line(b, "casuals", p.casuals().map(cc -> card(c, cc.card()) + under(c, cc.under())));
      if (!p.hand().isEmpty()) {
        line(b, "hand", p.hand().map(x -> card(c, x)));
      } else if (p.handCount() > 0) {
        b.append("    hand: ").append(cards(p.handCount())).append("\n");
      }
    }
    return b.toString();
  }

  private static String under(Catalogue c, int under) {
    return under >= 0 ? " over " + card(c, under) : "";
  }

  private static void line(StringBuilder b, String what, Vector<String> items) {
    if (!items.isEmpty()) {
      b.append("    ").append(what).append(": ").append(items.mkString("; ")).append('\n');
    }
  }
}
