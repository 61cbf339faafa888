package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.loyang.LoyangAction.Via;

/**
 * German words for At the Gates of Loyang, in the terms of the German Yucata rules (seed 004): Käsch,
 * Karren, Lager, Laden, Vorrat, Stammfeld, privates und allgemeines Feld, Marktstand, Stammkunde,
 * Laufkunde, Helfer, Hof, Ablage, Nachziehstapel, Ablagestapel, Doppelpack, Wohlstandspfad, Kredit,
 * Zufriedenheitsmarke, Regalzeile, Startspieler; the helpers by their German card names. Goods are
 * abbreviated by their German initials W K R C B L (Weizen, Kürbis, Rübe, Chinakohl, Bohne, Lauch).
 */
final class LoyangTextDe implements GameText<LoyangState, LoyangAction, LoyangEvent, LoyangView> {

  /** The title of the German edition (Hall Games): "Vor den Toren von Loyang". */
  @Override
  public String title(GameInfo info) {
    return "Vor den Toren von Loyang";
  }

  @Override
  public String seat(int seat) {
    return seat < 0 ? "den Vorrat" : "Spieler " + (seat + 1);
  }

  /** The German initial of a good. */
  static char letter(Good g) {
    return switch (g) {
      case WHEAT -> 'W';
      case PUMPKIN -> 'K';
      case TURNIP -> 'R';
      case CABBAGE -> 'C';
      case BEAN -> 'B';
      case LEEK -> 'L';
    };
  }

  /** A good's name, singular or plural. */
  static String good(Good g, int count) {
    boolean one = count == 1;
    return switch (g) {
      case WHEAT -> "Weizen";
      case PUMPKIN -> one ? "Kürbis" : "Kürbisse";
      case TURNIP -> one ? "Rübe" : "Rüben";
      case CABBAGE -> "Chinakohl";
      case BEAN -> one ? "Bohne" : "Bohnen";
      case LEEK -> "Lauch";
    };
  }

  static String good(Good g) {
    return good(g, 1);
  }

  /** Goods in words, e.g. "2 Weizen, 1 Kürbis"; "nichts" when empty. */
  static String goods(Goods goods) {
    StringBuilder b = new StringBuilder();
    for (Good g : Good.ALL) {
      int n = goods.get(g);
      if (n > 0) {
        b.append(b.isEmpty() ? "" : ", ").append(n).append(' ').append(good(g, n));
      }
    }
    return b.isEmpty() ? "nichts" : b.toString();
  }

  /** Goods in German initials, e.g. "2W 1K"; "-" when empty. */
  static String short_(Goods goods) {
    StringBuilder b = new StringBuilder();
    for (Good g : Good.ALL) {
      int n = goods.get(g);
      if (n > 0) {
        b.append(b.isEmpty() ? "" : " ").append(n).append(letter(g));
      }
    }
    return b.isEmpty() ? "-" : b.toString();
  }

  /** Table letters (W P T C B L) in German initials. */
  private static String letters(String tableLetters) {
    StringBuilder b = new StringBuilder();
    for (char ch : tableLetters.toCharArray()) {
      Good g = Good.ofLetter(ch);
      b.append(g == null ? ch : letter(g));
    }
    return b.toString();
  }

  /** A customer's goods in words: "Kürbis, Rübe und Lauch". */
  private static String wanted(String letters) {
    java.util.List<String> names = new java.util.ArrayList<>();
    for (char ch : letters.toCharArray()) {
      Good g = Good.ofLetter(ch);
      names.add(g == null ? String.valueOf(ch) : good(g));
    }
    return names.size() < 2 ? String.join("", names)
        : String.join(", ", names.subList(0, names.size() - 1)) + " und " + names.get(names.size() - 1);
  }

  /** The German card name of a helper. */
  static String name(HelperType h) {
    return switch (h) {
      case TOUT -> "Abwerber";
      case OFFICIAL -> "Beamter";
      case ERRAND_BOY -> "Botenjunge";
      case BOOKKEEPER -> "Buchhalter";
      case HARVEST_HELPER -> "Erntehelfer";
      case HAGGLER -> "Feilscher";
      case LORD -> "Gutsherr";
      case TRADER -> "Händler";
      case CHARLATAN -> "Hochstapler";
      case SHOPPER -> "Käufer";
      case MERCHANT -> "Kaufmann";
      case DELIVERYMAN -> "Lieferant";
      case MAID -> "Magd";
      case MARKET_CRIER -> "Marktschreier";
      case MARKET_WOMAN -> "Marktweib";
      case TENANT -> "Pächter";
      case PLOUGHMAN -> "Pflüger";
      case SELF_SUPPLIER -> "Selbstversorger";
      case SALESWOMAN -> "Verkäuferin";
    };
  }

  static String card(Catalogue c, int card) {
    return c.isCard(card) ? card(c.face(card)) : "Karte " + card;
  }

  /** A card in words, from what its table row shows. */
  static String card(CardFace f) {
    if (f == null) {
      return "eine Karte";
    }
    if (f.privateField()) {
      return (f.home() ? "Stammfeld" : "privates Feld " + f.plots()) + " [" + letters(f.goods()) + "]";
    }
    return switch (f.kind()) {
      case FIELD -> "allgemeines Feld " + f.plots() + " [" + letters(f.goods()) + "]";
      case STALL -> {
        // what the stall offers and for how many goods from the cart each (the bowls)
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < f.goods().length(); i++) {
          Good g = Good.ofLetter(f.goods().charAt(i));
          char bowls = i < f.bowls().length() ? f.bowls().charAt(i) : '?';
          b.append(i == 0 ? "" : ", ").append(g == null ? String.valueOf(f.goods().charAt(i)) : good(g))
              .append(" für ").append(bowls).append(bowls == '1' ? " Ware" : " Waren");
        }
        yield "Marktstand: " + b;
      }
      case REGULAR -> "Stammkunde für " + wanted(f.goods()) + " (zahlt " + f.payments().replace("/", ", ") + ")";
      case CASUAL -> "Laufkunde für " + wanted(f.goods()) + " (zahlt " + f.price() + ")";
      case HELPER -> f.helper() == null ? "Helfer " + f.id() : name(f.helper());
    };
  }

  /**
   * Worded from the view alone: on a position dealt from the view, since the words of an action read only
   * what the seat to move may see (the leak property of the text tests proves it).
   */
  @Override
  public String actionFromView(LoyangView view, LoyangAction action) {
    return action(Hidden.fromView(view, 0L), action);
  }

  @Override
  public String moved(int seat) {
    return seat(seat) + " ist am Zug gewesen.";
  }

  /** Never throws: an action the rules forbid here may point nowhere; then its kind is worded. */
  @Override
  public String action(LoyangState s, LoyangAction action) {
    return org.spielwerk.core.SafeWords.orKind(() -> words(s, action), action, " (hier nicht möglich)");
  }

  private String words(LoyangState s, LoyangAction action) {
    Catalogue c = Rules.cat(s);
    int seat = s.toMove();
    Player p = seat >= 0 ? s.player(seat) : null;
    return switch (action) {
      case LoyangAction.TakeLoan x -> "Einen Kredit aufnehmen (+5 Käsch)";
      case LoyangAction.Sell x -> "1 " + good(x.good()) + " an den Laden verkaufen (+" + c.sell[x.good().ordinal()]
          + " Käsch)";
      case LoyangAction.DiscardHelper x -> helper(c, p, x.helper()) + " ungenutzt abwerfen";
      case LoyangAction.Done x -> "Fertig";
      case LoyangAction.SowHome x -> "1 " + good(x.good()) + " kaufen (" + c.buy[x.good().ordinal()]
          + " Käsch) und auf dem Stammfeld aussäen";
      case LoyangAction.PlayHarvestHelper x -> "Den Erntehelfer ausspielen";
      case LoyangAction.HarvestAgain x -> "Noch einmal ernten: " + field(c, p, x.field());
      case LoyangAction.Reveal x -> "Die oberste Karte des Nachziehstapels in den Hof aufdecken";
      case LoyangAction.AddToCourtyard x -> card(c, x.card()) + " in den Hof legen";
      case LoyangAction.TakeFromCourtyard x -> card(c, x.card()) + " aus dem Hof nehmen";
      case LoyangAction.TakeFromHand x -> card(c, x.card()) + " von der Hand nehmen";
      case LoyangAction.PlaceAssigned x -> "Den zugeteilten "
          + (p.assigned() >= 0 ? card(c, p.assigned()) : "Stammkunden") + " auslegen";
      case LoyangAction.PlayLord x -> "Den Gutsherrn ausspielen (bis zu 2 weitere Hofkarten)";
      case LoyangAction.ChoosePartner x -> seat(x.seat()) + " als Partner wählen";
      case LoyangAction.Sow x -> good(x.good()) + " aussäen auf " + field(c, p, x.field());
      case LoyangAction.Buy x -> "1 " + good(x.good()) + " im Laden kaufen (" + c.buy[x.good().ordinal()] + " Käsch)";
      case LoyangAction.Exchange x -> "1 " + good(x.good()) + " ertauschen am " + card(c, p.stalls().get(x.stall()).card());
      case LoyangAction.Give x -> "1 " + good(x.good()) + " abgeben";
      case LoyangAction.Deliver x -> card(c, p.regulars().get(x.regular()).card()) + " beliefern";
      case LoyangAction.DeliverTwice x -> card(c, p.regulars().get(x.regular()).card())
          + " doppelt beliefern (beide in die oberste Regalzeile)";
      case LoyangAction.Decline x -> card(c, p.regulars().get(x.regular()).card()) + " nicht beliefern"
          + (p.regulars().get(x.regular()).red() ? " (2 Käsch Entschädigung)" : " (Zufriedenheitsmarke wird rot)");
      case LoyangAction.Serve x -> card(c, p.casuals().get(x.casual()).card()) + " bedienen";
      case LoyangAction.BuyPack x -> s.phase() instanceof Phase.Acting a
          ? "Den Doppelpack kaufen (" + Checks.packCost(p, a) + " Käsch)" : "Den Doppelpack kaufen";
      case LoyangAction.Keep x -> card(c, x.card()) + " behalten";
      case LoyangAction.EndActions x -> "Aktionen beenden (Waren einlagern, dann Schritte auf dem Wohlstandspfad)";
      case LoyangAction.Flip x -> "Das Lager auf 4 Waren umdrehen (2 Käsch)";
      case LoyangAction.GiveUp x -> "1 " + good(x.good()) + " in den Vorrat zurückgeben";
      case LoyangAction.Advance x -> s.phase() instanceof Phase.Acting a
          ? "Auf dem Wohlstandspfad zu Position " + (p.space() + 1) + " vorrücken ("
              + c.stepCost(Math.min(p.space() + 1, c.maxSpace), a.steps() == 0) + " Käsch)"
          : "Auf dem Wohlstandspfad vorrücken";
      case LoyangAction.Activate x -> helper(c, p, x.helper()) + " ausspielen (Funktion " + x.option() + ")";
      case LoyangAction.ShopSupply x -> "Käufer: 1 " + good(x.good()) + " aus dem Vorrat kaufen ("
          + c.shopper[x.good().ordinal()] + " Käsch)";
      case LoyangAction.Haggle x -> "Feilscher: 2 " + good(x.good(), 2)
          + (x.withShopper() ? " mit dem Käufer aus dem Vorrat" : " aus dem Laden");
      case LoyangAction.MerchantBuy x -> "Kaufmann: " + (x.via() == Via.HAGGLER ? "2 " + good(x.good(), 2)
          + " (mit dem Feilscher)" : "1 " + good(x.good())) + (x.via() == Via.SHOPPER
          ? " mit dem Käufer aus dem Vorrat für 0 Käsch" : " für 1 Käsch");
      case LoyangAction.ShopCount x -> "Buchhalter: der Laden erhält " + x.count() + " " + nextShopGood(s, x.count());
      case LoyangAction.Income x -> "Buchhalter: 1 Käsch je Feld mit " + good(x.good(), 2);
      case LoyangAction.CrierMove x -> "Marktschreier: 1 " + good(x.good()) + " vom "
          + card(c, p.stalls().get(x.stall()).card()) + " in den Laden";
      case LoyangAction.Plough x -> "Pflüger: " + field(c, p, x.field()) + " räumen";
      case LoyangAction.PloughField x -> "Pflüger: " + field(c, p, x.field()) + " abernten";
      case LoyangAction.Tenant x -> "Pächter: 3 Käsch zahlen und " + card(c, x.card()) + " aus dem Stapel nehmen";
      case LoyangAction.TenantSwap x -> "Pächter: " + field(c, p, x.field()) + " unter den Stapel legen und "
          + card(c, x.card()) + " nehmen";
      case LoyangAction.TradeAt x -> "Händler: 1 " + good(x.good()) + " am "
          + card(c, s.player(x.seat()).stalls().get(x.stall()).card()) + " von " + seat(x.seat());
      case LoyangAction.SwapHelper x -> "Hochstapler: tauschen gegen " + helper(c, s.player(x.seat()), x.theirs())
          + " von " + seat(x.seat());
      case LoyangAction.DeliverFor x -> "Lieferant: " + card(c, s.player(x.seat()).regulars().get(x.regular()).card())
          + " von " + seat(x.seat()) + " beliefern";
      case LoyangAction.SwapStall x -> "Marktweib: " + card(c, p.stalls().get(x.stall()).card()) + " tauschen gegen "
          + card(c, s.player(x.seat()).stalls().get(x.theirs()).card()) + " von " + seat(x.seat());
      case LoyangAction.SwapCasual x -> "Abwerber: " + card(c, p.casuals().get(x.casual()).card()) + " tauschen gegen "
          + card(c, s.player(x.seat()).casuals().get(x.theirs()).card()) + " von " + seat(x.seat());
      case LoyangAction.BuyCasual x -> "Abwerber: " + card(c, s.player(x.seat()).casuals().get(x.casual()).card())
          + " von " + seat(x.seat()) + " für 2 Käsch abwerben und sofort bedienen";
      case LoyangAction.SelfSupply x -> "Selbstversorger: 1 Ware nehmen von " + field(c, s.player(x.seat()), x.field())
          + " von " + seat(x.seat());
    };
  }

  private static String nextShopGood(LoyangState s, int count) {
    return Checks.sub(s) instanceof Phase.ShopReset r ? good(Good.ALL[r.good()], count) : "Waren";
  }

  private static String helper(Catalogue c, Player p, int index) {
    return p != null && index >= 0 && index < p.helpers().size() ? card(c, p.helpers().get(index).card()) : "Helfer";
  }

  private static String field(Catalogue c, Player p, int index) {
    if (p == null || index < 0 || index >= p.fields().size()) {
      return "ein Feld";
    }
    Field f = p.fields().get(index);
    return card(c, f.card()) + (f.count() > 0 ? " (" + f.count() + " " + good(f.good(), f.count()) + ")" : " (leer)");
  }

  private static String reason(LoyangEvent.Reason reason) {
    return switch (reason) {
      case SHOP -> "Laden";
      case COMMON_FIELD -> "allgemeines Feld";
      case DOUBLE_PACK -> "Doppelpack";
      case STOREHOUSE -> "Lager";
      case COMPENSATION -> "Entschädigung";
      case REGULAR_CUSTOMER -> "Stammkunde";
      case CASUAL_CUSTOMER -> "Laufkunde";
      case SHOPPER -> name(HelperType.SHOPPER);
      case HAGGLER -> name(HelperType.HAGGLER);
      case MERCHANT -> name(HelperType.MERCHANT);
      case BOOKKEEPER -> name(HelperType.BOOKKEEPER);
      case MARKET_CRIER -> name(HelperType.MARKET_CRIER);
      case TENANT -> name(HelperType.TENANT);
      case TRADER -> name(HelperType.TRADER);
      case DELIVERYMAN -> name(HelperType.DELIVERYMAN);
      case DELIVERYMAN_TOP_ROW -> "Lieferant, oberste Regalzeile";
      case TOUT -> name(HelperType.TOUT);
      case SELF_SUPPLIER -> name(HelperType.SELF_SUPPLIER);
    };
  }

  private static String cash(int amount) {
    return amount + " Käsch";
  }

  @Override
  public String event(LoyangEvent event) {
    return switch (event) {
      case LoyangEvent.RoundBegan e -> "--- Runde " + e.round() + " ---";
      case LoyangEvent.FieldRevealed e -> seat(e.seat()) + " deckte " + card(e.card()) + " auf.";
      case LoyangEvent.Harvested e -> seat(e.seat()) + " erntete " + goods(e.goods()) + ".";
      case LoyangEvent.FieldCleared e -> card(e.card()) + " von " + seat(e.seat()) + " ist leer"
          + (e.outOfGame() ? " und kommt aus dem Spiel." : " und kommt auf den Ablagestapel.");
      case LoyangEvent.HandDealt e -> seat(e.seat()) + " erhielt auf die Hand: "
          + e.cards().map(LoyangTextDe::card).mkString(", ") + ".";
      case LoyangEvent.CardsDealt e -> "Jeder Spieler erhielt " + e.each() + (e.each() == 1 ? " Karte." : " Karten.");
      case LoyangEvent.CourtyardAdded e -> card(e.card()) + " kam "
          + (e.fromDrawPile() ? "vom Nachziehstapel" : "aus der Hand von " + seat(e.seat())) + " in den Hof.";
      case LoyangEvent.CardPlaced e -> seat(e.seat()) + " legte " + card(e.card())
          + (e.covering() != null ? " auf " + card(e.covering()) : "") + " in die Ablage.";
      case LoyangEvent.CardUncovered e -> card(e.card()) + " von " + seat(e.seat()) + " wurde freigelegt.";
      case LoyangEvent.CardDiscarded e -> card(e.card()) + " kam auf den Ablagestapel.";
      case LoyangEvent.LeftDraft e -> seat(e.seat()) + " schied aus der Verteilungsrunde aus.";
      case LoyangEvent.StartPlayers e -> seat(e.first()) + " ist erster Startspieler"
          + (e.second() >= 0 ? ", " + seat(e.second()) + " zweiter Startspieler." : ".");
      case LoyangEvent.PartnerChosen e -> seat(e.seat()) + " spielt mit " + seat(e.partner()) + ".";
      case LoyangEvent.Paid e -> seat(e.seat()) + " zahlte " + cash(e.amount()) + " an " + seat(e.to()) + " ("
          + reason(e.reason()) + ").";
      case LoyangEvent.Earned e -> seat(e.seat()) + " kassierte " + cash(e.amount()) + " (" + reason(e.reason()) + ").";
      case LoyangEvent.LoanTaken e -> seat(e.seat()) + " nahm den " + e.loans() + ". Kredit auf.";
      case LoyangEvent.Sown e -> seat(e.seat()) + " säte " + e.count() + " " + good(e.good(), e.count()) + " auf "
          + card(e.card()) + " aus.";
      case LoyangEvent.Bought e -> seat(e.seat()) + " kaufte " + e.count() + " " + good(e.good(), e.count())
          + (e.fromSupply() ? " aus dem Vorrat" : " im Laden") + " für " + cash(e.price()) + ".";
      case LoyangEvent.Sold e -> seat(e.seat()) + " verkaufte 1 " + good(e.good()) + " für " + cash(e.price())
          + " an den Laden.";
      case LoyangEvent.Handed e -> seat(e.seat()) + " gab 1 " + good(e.good()) + " in den Vorrat.";
      case LoyangEvent.Traded e -> seat(e.seat()) + " ertauschte 1 " + good(e.good()) + " am " + card(e.card())
          + (e.owner() == e.seat() ? "" : " von " + seat(e.owner())) + ".";
      case LoyangEvent.GoodsMoved e -> seat(e.seat()) + ": " + goods(e.goods()) + switch (e.how()) {
        case STALL_TO_SHOP -> " vom Marktstand in den Laden.";
        case PLOUGHED -> " vom Feld zurück in den Vorrat (Pflüger).";
        case SELF_SUPPLIED -> " vom Feld von " + seat(e.from()) + " genommen.";
      };
      case LoyangEvent.HelperUsed e -> seat(e.seat()) + " spielte " + card(e.card()) + " aus.";
      case LoyangEvent.Delivered e -> seat(e.seat()) + " belieferte " + card(e.card())
          + (e.owner() == e.seat() ? "" : " von " + seat(e.owner())) + " (Regalzeile " + e.row() + ") für "
          + cash(e.pay()) + ".";
      case LoyangEvent.Declined e -> seat(e.seat()) + " belieferte " + card(e.card()) + " nicht"
          + (e.paid() ? " und zahlte Entschädigung." : "; die Zufriedenheitsmarke ist rot.");
      case LoyangEvent.Served e -> seat(e.seat()) + " bediente " + card(e.card()) + " für " + cash(e.income()) + ".";
      case LoyangEvent.PackDrawn e -> seat(e.seat()) + " zog für den Doppelpack: "
          + e.cards().map(LoyangTextDe::card).mkString(", ") + ".";
      case LoyangEvent.Reshuffled e -> "Der Ablagestapel (" + e.cards() + " Karten) wurde zum neuen Nachziehstapel.";
      case LoyangEvent.Stored e -> seat(e.seat()) + " lagerte " + goods(e.kept()) + " ein.";
      case LoyangEvent.Flipped e -> "Das Lager von " + seat(e.seat()) + " fasst jetzt 4 Waren.";
      case LoyangEvent.Stepped e -> seat(e.seat()) + " rückte auf dem Wohlstandspfad zu Position " + e.space() + " vor ("
          + cash(e.cost()) + ").";
      case LoyangEvent.GameEnded e -> "Spielende. Punkte: " + e.scores().mkString(", ") + ".";
    };
  }

  /** Where the round stands, in words. */
  static String phase(LoyangView v) {
    return switch (v.phase()) {
      case Phase.SowingHome h -> "Spielvorbereitung: Spieler " + (h.seat() + 1) + " sät auf dem Stammfeld aus";
      case Phase.HarvestTurn h -> "Erntephase: Spieler " + (h.seat() + 1) + " (Erntehelfer)";
      case Phase.Drafting d -> "Kartenphase, Verteilungsrunde: Spieler " + (d.seat() + 1) + " ist am Zug"
          + (d.sub() != null ? " (" + sub(d.sub()) + ")" : "");
      case Phase.ChoosingPartner x -> "Aktionsphase: Spieler " + (v.firstStart() + 1) + " wählt einen Partner";
      case Phase.Acting a -> "Aktionsphase von Spieler " + (v.order().get(a.turn()) + 1) + switch (a.stage()) {
        case ACTIONS -> a.sub() != null ? " (" + sub(a.sub()) + ")" : "";
        case STORING -> " (Waren einlagern)";
        case ADVANCING -> " (Schritte auf dem Wohlstandspfad)";
      };
      case Phase.GameOver x -> "Spielende";
    };
  }

  private static String sub(Phase.Sub sub) {
    return switch (sub) {
      case Phase.StallPay x -> "Waren für den Marktstand abgeben";
      case Phase.Pack x -> "Doppelpack";
      case Phase.MerchantBuying x -> name(HelperType.MERCHANT);
      case Phase.ShopReset x -> name(HelperType.BOOKKEEPER) + ": Laden";
      case Phase.BookkeeperIncome x -> name(HelperType.BOOKKEEPER) + ": Einnahmen";
      case Phase.CrierSale x -> name(HelperType.MARKET_CRIER);
      case Phase.Ploughing x -> name(HelperType.PLOUGHMAN);
    };
  }

  @Override
  public String view(LoyangView v) {
    Catalogue c = Catalogue.of(v.options());
    StringBuilder b = new StringBuilder();
    b.append("Runde ").append(v.round()).append(", Nachziehstapel ").append(v.drawCount()).append(", Ablagestapel ")
        .append(v.discard().size()).append('\n');
    b.append(phase(v)).append('\n');
    if (!v.courtyard().isEmpty()) {
      b.append("Hof: ").append(v.courtyard().map(x -> card(c, x)).mkString(", ")).append('\n');
    }
    for (int seat = 0; seat < v.players().size(); seat++) {
      LoyangView.PlayerView p = v.players().get(seat);
      b.append(seat == v.observer() ? "* " : "  ").append(seat(seat)).append(": ").append(cash(p.cash()))
          .append(", Wohlstandspfad ").append(p.space()).append(", Kredite ").append(p.loans()).append(", Karren ")
          .append(short_(p.cart())).append(", Lager ").append(short_(p.store())).append(" (fasst ")
          .append(p.bigStore() ? 4 : 1).append("), Laden ").append(short_(p.shop())).append(p.done() && v.phase() instanceof Phase.Acting ? ", fertig" : "")
          .append('\n');
      b.append("    Felder: ").append(p.fields().map(f -> card(c, f.card()) + " = " + (f.count() > 0 ? f.count()
          + "" + letter(f.good()) : "leer") + under(c, f.under())).mkString("; ")).append('\n');
      line(b, "Helfer", p.helpers().map(h -> card(c, h.card()) + under(c, h.under())));
      line(b, "Marktstände", p.stalls().map(st -> card(c, st.card()) + " mit " + short_(st.goods()) + under(c, st.under())));
      line(b, "Stammkunden", p.regulars().map(r -> card(c, r.card()) + ", Regalzeilen " + r.rows()
          + (r.red() ? ", rot" : ", blau") + (r.handled() ? ", erledigt" : r.owed() ? ", zu beliefern" : "")
          + under(c, r.under())));
      line(b, "Laufkunden", p.casuals().map(cc -> card(c, cc.card()) + under(c, cc.under())));
      if (!p.hand().isEmpty()) {
        line(b, "Hand", p.hand().map(x -> card(c, x)));
      } else if (p.handCount() > 0) {
        b.append("    Hand: ").append(p.handCount()).append(p.handCount() == 1 ? " Karte\n" : " Karten\n");
      }
    }
    return b.toString();
  }

  private static String under(Catalogue c, int under) {
    return under >= 0 ? " auf " + card(c, under) : "";
  }

  private static void line(StringBuilder b, String what, Vector<String> items) {
    if (!items.isEmpty()) {
      b.append("    ").append(what).append(": ").append(items.mkString("; ")).append('\n');
    }
  }
}
