package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.GAME;
import static org.spielwerk.loyang.Fixture.twoActing;

import io.vavr.collection.Vector;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
import org.spielwerk.loyang.LoyangAction.MerchantBuy;
import org.spielwerk.loyang.LoyangAction.Via;
import org.spielwerk.loyang.Phase.Acting;

/** The words of single actions, events and views, in English and German, from constructed positions. */
class TextWordsTest {
  private static final GameText<LoyangState, LoyangAction, LoyangEvent, LoyangView> EN = GAME.text(Locale.ENGLISH);
  private static final GameText<LoyangState, LoyangAction, LoyangEvent, LoyangView> DE = GAME.text(Locale.GERMAN);

  private static LoyangState sub(LoyangState s, Phase.Sub sub) {
    return s.withPhase(((Acting) s.phase()).withSub(sub));
  }

  /** §9.6, §9.10, §9.11: the Haggler's and the Merchant's purchases say where the goods come from. */
  @Test
  void hagglerAndMerchant() {
    LoyangState s = twoActing().build();
    assertThat(EN.action(s, new LoyangAction.Haggle(0, Good.BEAN, true)))
        .isEqualTo("Haggler: 2 beans from the supply with the Shopper");
    assertThat(EN.action(s, new LoyangAction.Haggle(0, Good.BEAN, false))).isEqualTo("Haggler: 2 beans from the shop");
    assertThat(EN.action(s, new MerchantBuy(Good.WHEAT, Via.SHOP))).isEqualTo("Merchant: 1 wheat for 1");
    assertThat(EN.action(s, new MerchantBuy(Good.WHEAT, Via.SHOPPER))).isEqualTo("Merchant: 1 wheat from the supply for 0");
    assertThat(EN.action(s, new MerchantBuy(Good.WHEAT, Via.HAGGLER))).isEqualTo("Merchant: 2 wheat for 1");
    assertThat(DE.action(s, new LoyangAction.Haggle(0, Good.BEAN, true))).endsWith(" mit dem Käufer aus dem Vorrat");
    assertThat(DE.action(s, new LoyangAction.Haggle(0, Good.BEAN, false))).endsWith(" aus dem Laden");
    assertThat(DE.action(s, new MerchantBuy(Good.WHEAT, Via.SHOP))).startsWith("Kaufmann: 1 ").endsWith(" für 1 Käsch");
    assertThat(DE.action(s, new MerchantBuy(Good.WHEAT, Via.SHOPPER)))
        .startsWith("Kaufmann: 1 ").endsWith(" mit dem Käufer aus dem Vorrat für 0 Käsch");
    assertThat(DE.action(s, new MerchantBuy(Good.WHEAT, Via.HAGGLER)))
        .startsWith("Kaufmann: 2 ").contains("(mit dem Feilscher)").endsWith(" für 1 Käsch");
  }

  /** §9.4: the Bookkeeper's shop count names the good being reset. */
  @Test
  void bookkeeperShopCount() {
    LoyangState reset = sub(twoActing().build(), new Phase.ShopReset(1, null));
    assertThat(EN.action(reset, new LoyangAction.ShopCount(2))).isEqualTo("Bookkeeper: the shop holds 2 pumpkins");
    assertThat(DE.action(reset, new LoyangAction.ShopCount(2))).startsWith("Buchhalter: der Laden erhält 2 ")
        .doesNotEndWith("Waren");
    LoyangState none = twoActing().build();
    assertThat(EN.action(none, new LoyangAction.ShopCount(2))).isEqualTo("Bookkeeper: the shop holds 2 goods");
    assertThat(DE.action(none, new LoyangAction.ShopCount(2))).isEqualTo("Buchhalter: der Laden erhält 2 Waren");
  }

  /** A helper and a field are named when they exist, generically otherwise. */
  @Test
  void helpersAndFieldsByPosition() {
    LoyangState s = twoActing().give(0, "SHOPPER").build();
    int fields = s.player(0).fields().size();
    assertThat(EN.action(s, new LoyangAction.DiscardHelper(0))).isEqualTo("Discard Shopper unused");
    assertThat(EN.action(s, new LoyangAction.DiscardHelper(1))).isEqualTo("Discard helper unused");
    assertThat(EN.action(s, new LoyangAction.DiscardHelper(-1))).isEqualTo("Discard helper unused");
    assertThat(DE.action(s, new LoyangAction.DiscardHelper(0))).doesNotStartWith("Helfer ");
    assertThat(DE.action(s, new LoyangAction.DiscardHelper(1))).isEqualTo("Helfer ungenutzt abwerfen");
    assertThat(DE.action(s, new LoyangAction.DiscardHelper(-1))).isEqualTo("Helfer ungenutzt abwerfen");
    assertThat(EN.action(s, new LoyangAction.Sow(0, Good.WHEAT))).startsWith("Sow wheat on home field");
    assertThat(EN.action(s, new LoyangAction.Sow(fields, Good.WHEAT))).isEqualTo("Sow wheat on a field");
    assertThat(EN.action(s, new LoyangAction.Sow(-1, Good.WHEAT))).isEqualTo("Sow wheat on a field");
    assertThat(DE.action(s, new LoyangAction.Sow(0, Good.WHEAT))).contains("Stammfeld");
    assertThat(DE.action(s, new LoyangAction.Sow(fields, Good.WHEAT))).endsWith(" aussäen: ein Feld");
    assertThat(DE.action(s, new LoyangAction.Sow(-1, Good.WHEAT))).endsWith(" aussäen: ein Feld");
  }

  /** §2.3: the beginner's assigned customer is named; without one the words stay generic. */
  @Test
  void theAssignedCustomer() {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA.withBeginner(true), 2, 1).build();
    Player p = s.player(s.toMove());
    assertThat(p.assigned()).isNotNegative();
    assertThat(EN.action(s, LoyangAction.PLACE_ASSIGNED)).startsWith("Place the assigned regular customer for ");
    assertThat(DE.action(s, LoyangAction.PLACE_ASSIGNED)).startsWith("Den zugeteilten Stammkunde für ");
    LoyangState none = s.withPlayer(s.toMove(), p.withAssigned(-1));
    assertThat(EN.action(none, LoyangAction.PLACE_ASSIGNED)).isEqualTo("Place the assigned customer");
    assertThat(DE.action(none, LoyangAction.PLACE_ASSIGNED)).isEqualTo("Den zugeteilten Stammkunden auslegen");
  }

  /** A card nobody may see reads as "a card"; a stall without printed bowls shows "?". */
  @Test
  void hiddenCardsAndMissingBowls() {
    LoyangEvent dealt = new LoyangEvent.HandDealt(1, Vector.of((CardFace) null));
    assertThat(EN.event(dealt)).isEqualTo("Player 2 was dealt a card.");
    assertThat(DE.event(dealt)).contains("eine Karte");
    CardFace stall = CardNumbers.of(LoyangOptions.YUCATA).face(LoyangPositions.of(twoActing().build()).card("MS01"));
    CardFace shortBowls = new CardFace(stall.number(), stall.id(), stall.kind(), stall.privateField(), stall.home(),
        stall.plots(), stall.goods(), "1", stall.payments(), stall.price(), stall.helper());
    assertThat(LoyangText.of(Locale.ENGLISH).card(shortBowls))
        .isEqualTo("market stall: pumpkin for 1 good, beans for ? goods, leek for ? goods");
    assertThat(LoyangText.of(Locale.GERMAN).card(shortBowls)).isEqualTo("Marktstand: Kürbis für 1 Ware, Bohne für ? Waren, Lauch für ? Waren");
  }

  /** The view names the phase and any decision in progress, the courtyard, finished players, customers' state. */
  @Test
  void viewLines() {
    LoyangState s = twoActing().give(0, "RC-TC").give(1, "RC-WP").build();
    assertThat(EN.view(GAME.view(sub(s, new Phase.Pack(Vector.empty(), -1, -1)), 0)))
        .contains("Action phase of Player 1 (double pack)");
    assertThat(DE.view(GAME.view(sub(s, new Phase.Pack(Vector.empty(), -1, -1)), 0)))
        .contains("Aktionsphase von Spieler 1 (Doppelpack)");
    String[][] subs = {
        {"handing over goods at a stall", "Waren für den Marktstand abgeben"},
        {"Merchant", "Kaufmann"}, {"Bookkeeper: shop", ": Laden"}, {"Bookkeeper: income", ": Einnahmen"},
        {"Market crier", "Marktschreier"}, {"Ploughman", "Pflüger"}};
    Phase.Sub[] open = {new Phase.StallPay(1, 0, Good.WHEAT, 1), new Phase.MerchantBuying(1), new Phase.ShopReset(0, null),
        new Phase.BookkeeperIncome(null), new Phase.CrierSale(0, 0, null), new Phase.Ploughing()};
    for (int i = 0; i < open.length; i++) {
      LoyangView v = GAME.view(sub(s, open[i]), 0);
      assertThat(LoyangText.of(Locale.ENGLISH).phase(v)).isEqualTo("Action phase of Player 1 (" + subs[i][0] + ")");
      assertThat(LoyangText.of(Locale.GERMAN).phase(v)).startsWith("Aktionsphase von Spieler 1 (").contains(subs[i][1]);
    }
    // regular customers: owed / handled; finished players in the action phase
    Acting a = (Acting) s.phase();
    LoyangState second = s.withPhase(new Acting(1, a.stage(), 0, a.flags(), null))
        .withPlayer(0, s.player(0).withDone(true).withRegulars(s.player(0).regulars().map(r -> new Regular(r.card(),
            r.under(), r.rows(), true, 0, true, true))));
    String en = EN.view(GAME.view(second, 1));
    assertThat(en).contains("Player 1: cash").contains(", done\n")
        .contains("regular customer for turnip and cabbage: 0 of 4 deliveries made, the next pays 5 cash, red marker, served this round")
        .contains("blue marker, still to serve this round");
    String de = DE.view(GAME.view(second, 1));
    assertThat(de).contains(", fertig\n").contains("Zufriedenheitsmarke rot, diese Runde beliefert")
        .contains("Zufriedenheitsmarke blau, diese Runde noch zu beliefern");
    assertThat(EN.view(GAME.view(s, 0))).doesNotContain(", done");
    assertThat(DE.view(GAME.view(s, 0))).doesNotContain(", fertig");
    // a customer that arrived after its owner's action phase is neither owed nor handled
    LoyangState later = s.withPlayer(1, s.player(1).withRegulars(s.player(1).regulars().map(r -> new Regular(r.card(),
        r.under(), r.rows(), false, 0, false, false))));
    assertThat(EN.view(GAME.view(later, 0))).contains(
        "regular customer for wheat and pumpkin: 0 of 4 deliveries made, the next pays 2 cash, blue marker\n");
    assertThat(DE.view(GAME.view(later, 0))).contains(
        "Stammkunde für Weizen und Kürbis: 0 von 4 Lieferungen, die nächste bringt 2 Käsch, Zufriedenheitsmarke blau\n");
  }

  /** The draft's view shows the courtyard; setup, the harvest turn and the partner choice name the seat. */
  @Test
  void phasesInTheView() {
    LoyangPositions b = LoyangPositions.of(LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 1).build())
        .courtyard("CC-WPT");
    LoyangState draft = b.build();
    assertThat(EN.view(GAME.view(draft, 0))).contains("Courtyard: casual customer for wheat, pumpkin and turnip (pays 7)");
    assertThat(DE.view(GAME.view(draft, 0))).contains("Hof: Laufkunde für Weizen, Kürbis und Rübe (zahlt 7)");
    LoyangState setup = GAME.setup(LoyangOptions.YUCATA.withStartPlayer(1), 2, 1);
    assertThat(DE.view(GAME.view(setup, 0))).contains("Spielvorbereitung: Spieler 2 sät auf dem Stammfeld aus");
    assertThat(EN.view(GAME.view(setup, 0))).contains("Setup: Player 2 sows the home field");
    LoyangState harvest = twoActing().give(1, "HARVEST_HELPER").build().withPhase(new Phase.HarvestTurn(1, false, 0));
    assertThat(DE.view(GAME.view(harvest, 0))).contains("Erntephase: Spieler 2 (Erntehelfer)");
    assertThat(EN.view(GAME.view(harvest, 0))).contains("Harvest phase: Player 2 (Harvest helper)");
    LoyangState partner = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 4, 1).actionPhase(2, 3, 0, 1).build()
        .withOrder(Vector.empty()).withPhase(new Phase.ChoosingPartner());
    assertThat(DE.view(GAME.view(partner, 0))).contains("Aktionsphase: Spieler 3 wählt einen Partner");
    assertThat(EN.view(GAME.view(partner, 0))).contains("Action phase: Player 3 chooses a partner");
  }

  /** §5: a card covering another names it, even the table's first card (a common field). */
  @Test
  void coveredCards() {
    LoyangPositions b = twoActing();
    int first = b.card("CF3");
    assertThat(first).isZero();
    LoyangState s = b.givePack(0, "TRADER", "CF3").build();
    assertThat(s.player(0).helpers().head().under()).isZero();
    assertThat(EN.view(GAME.view(s, 0))).contains("Trader over common field 3");
    assertThat(DE.view(GAME.view(s, 0))).contains("Händler (liegt auf: allgemeines 3er-Feld");
  }
}
