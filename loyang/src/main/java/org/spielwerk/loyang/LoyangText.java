package org.spielwerk.loyang;

import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Message;
import org.spielwerk.loyang.LoyangAction.Via;

/**
 * The words of At the Gates of Loyang in any language that has a catalogue ({@code words.properties} in English,
 * {@code words_de.properties} in the terms of the German Yucata rules, next to this class). This class only picks
 * the message and its arguments ({@link #actionMessage}, {@link #eventMessage}); the catalogue words them, with
 * the language's plural rules. Lists (cards, goods) are joined here with punctuation only, the same in every
 * language; the word that ends a list ("and", "und") comes from the catalogue.
 */
final class LoyangText implements GameText<LoyangState, LoyangAction, LoyangEvent, LoyangView> {

  static final String CATALOGUE = "org.spielwerk.loyang.words";
  private static final Map<Locale, LoyangText> BY_LOCALE = new ConcurrentHashMap<>();

  private final org.spielwerk.core.Catalogue words;

  private LoyangText(org.spielwerk.core.Catalogue words) {
    this.words = words;
  }

  /** The words in {@code locale}'s language, English where it has no catalogue. */
  static LoyangText of(Locale locale) {
    org.spielwerk.core.Catalogue catalogue =
        org.spielwerk.core.Catalogue.of(CATALOGUE, locale, LoyangText.class);
    // one text per catalogue language: a language without a file shares the English one
    return BY_LOCALE.computeIfAbsent(catalogue.locale(), l -> new LoyangText(catalogue));
  }

  /** The catalogue these words come from, for a front end that renders messages itself. */
  org.spielwerk.core.Catalogue catalogue() {
    return words;
  }

  @Override
  public String title(GameInfo info) {
    return words.render("title");
  }

  @Override
  public String seat(int seat) {
    return words.render(seatMessage(seat));
  }

  @Override
  public String moved(int seat) {
    return words.render("moved", "seat", seatMessage(seat));
  }

  /** A seat, or the supply for seat -1 (who is paid for goods from the shop). */
  static Message seatMessage(int seat) {
    return Message.of("seat", "n", seat + 1, "supply", seat < 0);
  }

  // ---- goods ----

  /** A good's name; {@code n} picks singular or plural where the language has both. */
  static Message good(Good g, int n) {
    return Message.of("good", "good", g, "n", n);
  }

  static Message good(Good g) {
    return good(g, 1);
  }

  /** A good by its table letter (W P T C B L), or the letter itself when it names none. */
  private static Object goodOfLetter(char letter) {
    Good g = Good.ofLetter(letter);
    return g == null ? String.valueOf(letter) : good(g);
  }

  /** Goods in words, e.g. "2 Weizen, 1 Kürbis"; {@code none} (a catalogue key) when empty. */
  private String goodsLong(Goods goods, String none) {
    List<String> parts = new ArrayList<>();
    for (Good g : Good.ALL) {
      int n = goods.get(g);
      if (n > 0) {
        parts.add(words.render(counted(g, n)));
      }
    }
    return parts.isEmpty() ? words.render(none) : String.join(", ", parts);
  }

  /** A number of one good: "3 wheat", "1 Kürbis", "2 Kürbisse". */
  static Message counted(Good g, int n) {
    return Message.of("goods.long", "n", n, "kind", g, "good", good(g, n));
  }

  /** Goods as an argument of an event. */
  private String goods(Goods goods) {
    return goodsLong(goods, "goods.none");
  }

  /** Goods on a player's board, a stall or in the shop ("empty" when there are none). */
  private String holds(Goods goods) {
    return goodsLong(goods, "goods.empty");
  }

  /** What a field may grow, from its table letters: "wheat, pumpkin or turnip". */
  private String grows(String tableLetters) {
    return list(tableLetters, "list.or");
  }

  /** A customer's goods in words: "pumpkin, turnip and leek". */
  private String wanted(String letters) {
    return list(letters, "list.and");
  }

  /** Goods named by table letters as a list ending in the catalogue's {@code join} ("and", "or"). */
  private String list(String letters, String join) {
    List<String> names = new ArrayList<>();
    for (char ch : letters.toCharArray()) {
      Object g = goodOfLetter(ch);
      names.add(g instanceof Message m ? words.render(m) : (String) g);
    }
    return names.size() < 2 ? String.join("", names)
        : words.render(join, "first", String.join(", ", names.subList(0, names.size() - 1)),
            "last", names.get(names.size() - 1));
  }

  // ---- cards ----

  String card(CardNumbers c, int card) {
    return c.isCard(card) ? card(c.face(card)) : words.render("card.number", "id", card);
  }

  /** A card in words, from what its table row shows. */
  String card(CardFace f) {
    if (f == null) {
      return words.render("card.unknown");
    }
    if (f.privateField()) {
      return f.home() ? words.render("card.home", "goods", grows(f.goods()))
          : words.render("card.private", "plots", f.plots(), "goods", grows(f.goods()));
    }
    return switch (f.kind()) {
      case FIELD -> words.render("card.common", "plots", f.plots(), "goods", grows(f.goods()));
      case STALL -> words.render("card.stall", "offers", stallOffers(f));
      case REGULAR -> words.render("card.regular", "wanted", wanted(f.goods()), "pays", f.payments().replace("/", ", "));
      case CASUAL -> words.render("card.casual", "wanted", wanted(f.goods()), "price", f.price());
      case HELPER -> f.helper() == null ? words.render("card.helper.unknown", "id", f.id()) : name(f.helper());
    };
  }

  /** A stall in a player's row by its offers (the heading names it a stall). */
  private String stallOffers(CardNumbers c, int card) {
    return c.isCard(card) && c.face(card) != null ? stallOffers(c.face(card)) : card(c, card);
  }

  /**
   * A regular customer in a player's row (§1.7.3, §6): the goods it wants each round, how many of its rows are
   * filled, what the next delivery pays, its satisfaction marker and whether it is still owed this round.
   */
  private String regular(CardNumbers c, int card, int rows, boolean red, String state, String under) {
    CardFace f = c.isCard(card) ? c.face(card) : null;
    if (f == null || f.payments().isEmpty()) {
      return card(c, card) + under;
    }
    String[] pays = f.payments().split("/");
    boolean more = rows >= 0 && rows < pays.length;
    return words.render("view.regular", "wanted", wanted(f.goods()), "rows", rows, "total", pays.length,
        "more", more, "next", more ? pays[rows] : "", "red", red, "state", state, "under", under);
  }

  /** What a stall offers and for how many goods each, as the rulebook says: "pumpkin for 1 good, ...". */
  String stallOffers(CardFace f) {
    List<String> offers = new ArrayList<>();
    for (int i = 0; i < f.goods().length(); i++) {
      char bowls = i < f.bowls().length() ? f.bowls().charAt(i) : '?';
      offers.add(words.render("stall.offer", "good", goodOfLetter(f.goods().charAt(i)),
          "bowls", String.valueOf(bowls)));
    }
    return String.join(", ", offers);
  }

  /** A helper's card name. */
  String name(HelperType h) {
    return words.render("helper", "type", h);
  }

  private String cards(Seq<CardFace> faces) {
    return faces.map(this::card).mkString(", ");
  }

  // ---- actions ----

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
    return words.render(actionMessage(s, action));
  }

  @Override
  public Message actionMessage(LoyangState s, LoyangAction action) {
    try {
      return actionWords(s, action);
    } catch (RuntimeException malformed) {
      // an index that points nowhere or a missing field: only an action the rules forbid gets here
      String kind = action == null ? "?" : action.getClass().getSimpleName();
      return Message.of("not.here", "kind", kind.replaceAll("(?<=[a-z0-9])(?=[A-Z])", " "));
    }
  }

  private Message actionWords(LoyangState s, LoyangAction action) {
    CardNumbers c = Rules.cat(s);
    int seat = s.toMove();
    Player p = seat >= 0 ? s.player(seat) : null;
    return switch (action) {
      case LoyangAction.TakeLoan x -> Message.of("action.loan");
      case LoyangAction.Sell x -> Message.of("action.sell", "good", good(x.good()), "price", c.sell[x.good().ordinal()]);
      case LoyangAction.DiscardHelper x -> Message.of("action.discard.helper", "card", helper(c, p, x.helper()));
      case LoyangAction.Done x -> Message.of("action.done");
      case LoyangAction.SowHome x -> Message.of("action.sow.home", "good", good(x.good()),
          "price", c.buy[x.good().ordinal()]);
      case LoyangAction.PlayHarvestHelper x -> Message.of("action.harvest.helper");
      case LoyangAction.HarvestAgain x -> Message.of("action.harvest.again", "field", field(c, p, x.field()));
      case LoyangAction.Reveal x -> Message.of("action.reveal");
      case LoyangAction.AddToCourtyard x -> Message.of("action.courtyard.add", "card", card(c, x.card()));
      case LoyangAction.TakeFromCourtyard x -> Message.of("action.courtyard.take", "card", card(c, x.card()));
      case LoyangAction.TakeFromHand x -> Message.of("action.hand.take", "card", card(c, x.card()));
      case LoyangAction.PlaceAssigned x -> Message.of("action.place.assigned", "assigned", p.assigned() >= 0,
          "card", p.assigned() >= 0 ? card(c, p.assigned()) : "");
      case LoyangAction.PlayLord x -> Message.of("action.lord");
      case LoyangAction.ChoosePartner x -> Message.of("action.partner", "seat", seatMessage(x.seat()));
      case LoyangAction.Sow x -> Message.of("action.sow", "good", good(x.good()), "field", field(c, p, x.field()));
      case LoyangAction.Buy x -> Message.of("action.buy", "good", good(x.good()), "price", c.buy[x.good().ordinal()]);
      case LoyangAction.Exchange x -> Message.of("action.exchange", "good", good(x.good()),
          "card", card(c, p.stalls().get(x.stall()).card()));
      case LoyangAction.Give x -> Message.of("action.give", "good", good(x.good()));
      case LoyangAction.Deliver x -> Message.of("action.deliver", "card", card(c, p.regulars().get(x.regular()).card()));
      case LoyangAction.DeliverTwice x -> Message.of("action.deliver.twice",
          "card", card(c, p.regulars().get(x.regular()).card()));
      case LoyangAction.Decline x -> Message.of("action.decline", "card", card(c, p.regulars().get(x.regular()).card()),
          "red", p.regulars().get(x.regular()).red());
      case LoyangAction.Serve x -> Message.of("action.serve", "card", card(c, p.casuals().get(x.casual()).card()));
      case LoyangAction.BuyPack x -> s.phase() instanceof Phase.Acting a
          ? Message.of("action.pack", "known", true, "cost", Checks.packCost(p, a))
          : Message.of("action.pack", "known", false, "cost", 0);
      case LoyangAction.Keep x -> Message.of("action.keep", "card", card(c, x.card()));
      case LoyangAction.EndActions x -> Message.of("action.end");
      case LoyangAction.Flip x -> Message.of("action.flip");
      case LoyangAction.GiveUp x -> Message.of("action.give.up", "good", good(x.good()));
      case LoyangAction.Advance x -> s.phase() instanceof Phase.Acting a
          ? Message.of("action.advance", "known", true, "space", p.space() + 1,
              "cost", c.stepCost(Math.min(p.space() + 1, c.maxSpace), a.steps() == 0))
          : Message.of("action.advance", "known", false, "space", 0, "cost", 0);
      case LoyangAction.Activate x -> Message.of("action.activate", "card", helper(c, p, x.helper()),
          "option", x.option());
      case LoyangAction.ShopSupply x -> Message.of("action.shopper", "good", good(x.good()),
          "price", c.shopper[x.good().ordinal()]);
      case LoyangAction.Haggle x -> Message.of("action.haggle", "good", good(x.good(), 2), "shopper", x.withShopper());
      case LoyangAction.MerchantBuy x -> Message.of("action.merchant", "via", x.via(),
          "good", good(x.good(), x.via() == Via.HAGGLER ? 2 : 1));
      case LoyangAction.ShopCount x -> Message.of("action.shop.count", "count", x.count(), "good", nextShopGood(s, x.count()));
      case LoyangAction.Income x -> Message.of("action.income", "good", good(x.good(), 2));
      case LoyangAction.CrierMove x -> Message.of("action.crier", "good", good(x.good()),
          "card", card(c, p.stalls().get(x.stall()).card()));
      case LoyangAction.Plough x -> Message.of("action.plough", "field", field(c, p, x.field()));
      case LoyangAction.PloughField x -> Message.of("action.plough.harvest", "field", field(c, p, x.field()));
      case LoyangAction.Tenant x -> Message.of("action.tenant", "card", card(c, x.card()));
      case LoyangAction.TenantSwap x -> Message.of("action.tenant.swap", "field", field(c, p, x.field()),
          "card", card(c, x.card()));
      case LoyangAction.TradeAt x -> Message.of("action.trader", "good", good(x.good()), "seat", seatMessage(x.seat()),
          "card", card(c, s.player(x.seat()).stalls().get(x.stall()).card()));
      case LoyangAction.SwapHelper x -> Message.of("action.charlatan", "seat", seatMessage(x.seat()),
          "card", helper(c, s.player(x.seat()), x.theirs()));
      case LoyangAction.DeliverFor x -> Message.of("action.deliveryman", "seat", seatMessage(x.seat()),
          "card", card(c, s.player(x.seat()).regulars().get(x.regular()).card()));
      case LoyangAction.SwapStall x -> Message.of("action.market.woman", "card", card(c, p.stalls().get(x.stall()).card()),
          "seat", seatMessage(x.seat()), "theirs", card(c, s.player(x.seat()).stalls().get(x.theirs()).card()));
      case LoyangAction.SwapCasual x -> Message.of("action.tout.swap", "card", card(c, p.casuals().get(x.casual()).card()),
          "seat", seatMessage(x.seat()), "theirs", card(c, s.player(x.seat()).casuals().get(x.theirs()).card()));
      case LoyangAction.BuyCasual x -> Message.of("action.tout.buy", "seat", seatMessage(x.seat()),
          "card", card(c, s.player(x.seat()).casuals().get(x.casual()).card()));
      case LoyangAction.SelfSupply x -> Message.of("action.self.supply", "seat", seatMessage(x.seat()),
          "field", field(c, s.player(x.seat()), x.field()));
    };
  }

  /** The good the Bookkeeper's shop count is about, or goods in general outside that step. */
  private static Message nextShopGood(LoyangState s, int count) {
    return Checks.sub(s) instanceof Phase.ShopReset r ? good(Good.ALL[r.good()], count) : Message.of("goods.any");
  }

  private String helper(CardNumbers c, Player p, int index) {
    return p != null && index >= 0 && index < p.helpers().size() ? card(c, p.helpers().get(index).card())
        : words.render("helper.any");
  }

  private String field(CardNumbers c, Player p, int index) {
    if (p == null || index < 0 || index >= p.fields().size()) {
      return words.render("field.any");
    }
    Field f = p.fields().get(index);
    return words.render("field", "card", card(c, f.card()), "count", f.count(),
        "good", f.count() > 0 ? good(f.good(), f.count()) : "");
  }

  private static Message reason(LoyangEvent.Reason reason) {
    return Message.of("reason", "reason", reason);
  }

  // ---- events ----

  @Override
  public String event(LoyangEvent event) {
    return words.render(eventMessage(event, -1));
  }

  @Override
  public String event(LoyangEvent event, int seat) {
    return words.render(eventMessage(event, seat));
  }

  @Override
  public Message eventMessage(LoyangEvent event, int seat) {
    return switch (event) {
      case LoyangEvent.RoundBegan e -> Message.of("event.round", "round", e.round());
      case LoyangEvent.FieldRevealed e -> Message.of("event.field.revealed", "seat", seatMessage(e.seat()),
          "card", card(e.card()));
      case LoyangEvent.Harvested e -> Message.of("event.harvested", "seat", seatMessage(e.seat()), "goods", goods(e.goods()));
      case LoyangEvent.FieldCleared e -> Message.of("event.field.cleared", "seat", seatMessage(e.seat()),
          "card", card(e.card()), "out", e.outOfGame());
      case LoyangEvent.HandDealt e -> Message.of("event.hand.dealt", "seat", seatMessage(e.seat()), "cards", cards(e.cards()));
      case LoyangEvent.CardsDealt e -> Message.of("event.cards.dealt", "each", e.each());
      case LoyangEvent.CourtyardAdded e -> Message.of("event.courtyard", "card", card(e.card()),
          "pile", e.fromDrawPile(), "seat", seatMessage(e.seat()));
      case LoyangEvent.CardPlaced e -> Message.of("event.placed", "seat", seatMessage(e.seat()), "card", card(e.card()),
          "covering", e.covering() != null, "under", e.covering() != null ? card(e.covering()) : "");
      case LoyangEvent.CardUncovered e -> Message.of("event.uncovered", "seat", seatMessage(e.seat()), "card", card(e.card()));
      case LoyangEvent.CardDiscarded e -> Message.of("event.discarded", "card", card(e.card()));
      case LoyangEvent.LeftDraft e -> Message.of("event.left.draft", "seat", seatMessage(e.seat()));
      case LoyangEvent.StartPlayers e -> Message.of("event.start.players", "first", seatMessage(e.first()),
          "two", e.second() >= 0, "second", seatMessage(e.second()));
      case LoyangEvent.PartnerChosen e -> Message.of("event.partner", "seat", seatMessage(e.seat()),
          "partner", seatMessage(e.partner()));
      case LoyangEvent.Paid e -> Message.of("event.paid", "seat", seatMessage(e.seat()), "amount", e.amount(),
          "to", seatMessage(e.to()), "reason", reason(e.reason()));
      case LoyangEvent.Earned e -> Message.of("event.earned", "seat", seatMessage(e.seat()), "amount", e.amount(),
          "reason", reason(e.reason()));
      case LoyangEvent.LoanTaken e -> Message.of("event.loan", "seat", seatMessage(e.seat()), "loans", e.loans());
      case LoyangEvent.Sown e -> Message.of("event.sown", "seat", seatMessage(e.seat()), "count", e.count(),
          "good", good(e.good(), e.count()), "counted", counted(e.good(), e.count()), "card", card(e.card()));
      case LoyangEvent.Bought e -> Message.of("event.bought", "seat", seatMessage(e.seat()), "count", e.count(),
          "good", good(e.good(), e.count()), "counted", counted(e.good(), e.count()), "price", e.price(),
          "supply", e.fromSupply());
      case LoyangEvent.Sold e -> Message.of("event.sold", "seat", seatMessage(e.seat()), "good", good(e.good()),
          "price", e.price());
      case LoyangEvent.Handed e -> Message.of("event.handed", "seat", seatMessage(e.seat()), "good", good(e.good()));
      case LoyangEvent.Traded e -> Message.of("event.traded", "seat", seatMessage(e.seat()), "good", good(e.good()),
          "own", e.owner() == e.seat(), "owner", seatMessage(e.owner()), "card", card(e.card()));
      case LoyangEvent.GoodsMoved e -> Message.of("event.goods.moved", "seat", seatMessage(e.seat()),
          "goods", goods(e.goods()), "how", e.how(), "from", seatMessage(e.from()));
      case LoyangEvent.HelperUsed e -> Message.of("event.helper.used", "seat", seatMessage(e.seat()), "card", card(e.card()));
      case LoyangEvent.Delivered e -> Message.of("event.delivered", "seat", seatMessage(e.seat()),
          "own", e.owner() == e.seat(), "owner", seatMessage(e.owner()), "card", card(e.card()), "row", e.row(),
          "pay", e.pay());
      case LoyangEvent.Declined e -> Message.of("event.declined", "seat", seatMessage(e.seat()), "card", card(e.card()),
          "paid", e.paid());
      case LoyangEvent.Served e -> Message.of("event.served", "seat", seatMessage(e.seat()), "card", card(e.card()),
          "income", e.income());
      case LoyangEvent.PackDrawn e -> Message.of("event.pack", "seat", seatMessage(e.seat()), "cards", cards(e.cards()));
      case LoyangEvent.Reshuffled e -> Message.of("event.reshuffled", "cards", e.cards());
      case LoyangEvent.Stored e -> Message.of("event.stored", "seat", seatMessage(e.seat()), "goods", goods(e.kept()));
      case LoyangEvent.Flipped e -> Message.of("event.flipped", "seat", seatMessage(e.seat()));
      case LoyangEvent.Stepped e -> Message.of("event.stepped", "seat", seatMessage(e.seat()), "space", e.space(),
          "cost", e.cost());
      case LoyangEvent.GameEnded e -> Message.of("event.game.ended", "scores", e.scores().mkString(", "));
    };
  }

  // ---- views ----

  /** Where the round stands, in words. */
  String phase(LoyangView v) {
    return words.render(switch (v.phase()) {
      case Phase.SowingHome h -> Message.of("phase.sowing", "seat", seatMessage(h.seat()));
      case Phase.HarvestTurn h -> Message.of("phase.harvest", "seat", seatMessage(h.seat()));
      case Phase.Drafting d -> Message.of("phase.drafting", "seat", seatMessage(d.seat()),
          "sub", d.sub() != null ? sub(d.sub()) : "", "hasSub", d.sub() != null);
      case Phase.ChoosingPartner x -> Message.of("phase.partner", "seat", seatMessage(v.firstStart()));
      case Phase.Acting a -> Message.of("phase.acting", "seat", seatMessage(v.order().get(a.turn())),
          "stage", a.stage(), "sub", a.sub() != null ? sub(a.sub()) : "", "hasSub", a.sub() != null);
      case Phase.GameOver x -> Message.of("phase.over");
    });
  }

  private String sub(Phase.Sub sub) {
    return switch (sub) {
      case Phase.StallPay x -> words.render("sub.stall");
      case Phase.Pack x -> words.render("sub.pack");
      case Phase.MerchantBuying x -> name(HelperType.MERCHANT);
      case Phase.ShopReset x -> words.render("sub.bookkeeper.shop", "helper", name(HelperType.BOOKKEEPER));
      case Phase.BookkeeperIncome x -> words.render("sub.bookkeeper.income", "helper", name(HelperType.BOOKKEEPER));
      case Phase.CrierSale x -> name(HelperType.MARKET_CRIER);
      case Phase.Ploughing x -> name(HelperType.PLOUGHMAN);
    };
  }

  /**
   * Each helper the seat can see (its own hand, the courtyard, every player's helper row) explained once, in the
   * order it first appears, with what it does (§9).
   */
  @Override
  public java.util.List<String> legend(LoyangView v) {
    CardNumbers c = CardNumbers.of(v.options());
    java.util.LinkedHashSet<HelperType> seen = new java.util.LinkedHashSet<>();
    java.util.function.Consumer<Integer> note = card -> {
      if (card != null && c.isAction(card) && c.helper(card) != null) {
        seen.add(c.helper(card));
      }
    };
    if (v.observer() >= 0 && v.observer() < v.players().size()) {
      v.players().get(v.observer()).hand().forEach(note);
    }
    v.courtyard().forEach(note);
    v.players().forEach(p -> p.helpers().forEach(h -> note.accept(h.card())));
    return seen.stream().map(h -> words.render("legend.helper", "helper", name(h), "does",
        words.render("does." + h.name().toLowerCase(java.util.Locale.ROOT)))).toList();
  }

  @Override
  public String view(LoyangView v) {
    CardNumbers c = CardNumbers.of(v.options());
    StringBuilder b = new StringBuilder();
    b.append(words.render("view.header", "round", v.round(), "draw", v.drawCount(), "discard", v.discard().size()))
        .append('\n');
    b.append(phase(v)).append('\n');
    if (!v.courtyard().isEmpty()) {
      b.append(words.render("view.courtyard", "cards", v.courtyard().map(x -> card(c, x)).mkString(", "))).append('\n');
    }
    for (int seat = 0; seat < v.players().size(); seat++) {
      LoyangView.PlayerView p = v.players().get(seat);
      b.append(seat == v.observer() ? "* " : "  ").append(words.render("view.seat", "seat", seatMessage(seat),
          "cash", p.cash(), "space", p.space(), "loans", p.loans(), "cart", holds(p.cart()),
          "store", holds(p.store()), "capacity", p.bigStore() ? 4 : 1, "shop", holds(p.shop()),
          "done", p.done() && v.phase() instanceof Phase.Acting)).append('\n');
      line(b, "view.fields", p.fields().map(f -> words.render("view.field", "card", card(c, f.card()),
          "count", f.count(), "goods", f.count() > 0 ? words.render(counted(f.good(), f.count())) : "",
          "under", under(c, f.under()))), true);
      line(b, "view.helpers", p.helpers().map(h -> card(c, h.card()) + under(c, h.under())), false);
      // a stall under its heading reads by its offers alone: "stalls: market stall: ..." said it twice
      line(b, "view.stalls", p.stalls().map(st -> words.render("view.stall", "card", stallOffers(c, st.card()),
          "goods", goods(st.goods()), "under", under(c, st.under()))), false);
      line(b, "view.regulars", p.regulars().map(r -> regular(c, r.card(), r.rows(), r.red(),
          r.handled() ? "handled" : r.owed() ? "owed" : "none", under(c, r.under()))), false);
      line(b, "view.casuals", p.casuals().map(cc -> card(c, cc.card()) + under(c, cc.under())), false);
      if (!p.hand().isEmpty()) {
        line(b, "view.hand", p.hand().map(x -> card(c, x)), false);
      } else if (p.handCount() > 0) {
        b.append("    ").append(words.render("view.hand.count", "count", p.handCount())).append('\n');
      }
    }
    return b.toString();
  }

  private String under(CardNumbers c, int under) {
    return under >= 0 ? words.render("view.under", "card", card(c, under)) : "";
  }

  /** An indented line of items after its heading; fields always have one, other lines only when not empty. */
  private void line(StringBuilder b, String key, Vector<String> items, boolean always) {
    if (always || !items.isEmpty()) {
      b.append("    ").append(words.render(key, "items", items.mkString("; "))).append('\n');
    }
  }
}
