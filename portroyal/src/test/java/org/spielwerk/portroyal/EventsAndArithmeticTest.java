package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.REPEL;
import static org.spielwerk.portroyal.PortRoyalAction.REVEAL;
import static org.spielwerk.portroyal.PortRoyalAction.SKIP_CONTRACT;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.play;
import static org.spielwerk.portroyal.Table.step;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalEvent.ContractSkipped;
import org.spielwerk.portroyal.PortRoyalEvent.ExpeditionClaimed;
import org.spielwerk.portroyal.PortRoyalEvent.ShipRepelled;
import org.spielwerk.portroyal.PortRoyalEvent.ShipSetAside;
import org.spielwerk.portroyal.PortRoyalEvent.ShipTraded;

/**
 * Events that a UI relies on are emitted exactly (each can otherwise vanish unnoticed), the
 * expedition payment's arithmetic with replaced rows, and the cache of replaced tables.
 */
class EventsAndArithmeticTest {

  /** §10.5.10: a repelled ship kept for Piratenpack is announced as set aside, and not discarded. */
  @Test
  void piratenpack_aRepelledShipIsSetAside() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.YUCATA_EXPANSION)
        .contracts(Contract.C_PIRATENPACK, Contract.C_KOMIKER, Contract.C_ENTDECKER, Contract.C_CHARMEUR)
        .display(0, PIRATE_5).draw(SHIP_Y_1_1).build();
    s = play(s, REVEAL);
    Step<PortRoyalState, PortRoyalEvent> repel = step(s, REPEL);
    assertThat(repel.events()).containsSubsequence(new ShipRepelled(0, SHIP_Y_1_1), new ShipSetAside(0, SHIP_Y_1_1));
    assertThat(repel.state().player(0).kept().toList()).containsExactly(SHIP_Y_1_1);
    assertThat(repel.state().discard().contains(SHIP_Y_1_1)).isFalse();
    // without Piratenpack face up the ship goes to the discard pile, and no set-aside is announced
    PortRoyalState plain = play(Table.of(2).options(PortRoyalOptions.YUCATA_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_ENTDECKER, Contract.C_CHARMEUR, Contract.C_KAEMPFER)
        .display(0, PIRATE_5).draw(SHIP_Y_1_1).build(), REVEAL);
    Step<PortRoyalState, PortRoyalEvent> discarded = step(plain, REPEL);
    assertThat(events(discarded, ShipSetAside.class)).isEmpty();
    assertThat(discarded.state().discard().contains(SHIP_Y_1_1)).isTrue();
  }

  /** Unterwegs §4: the tuck is announced with the trade (as unterwegs does), before the ship's coins. */
  @Test
  void wholesaler_theTuckIsAnnounced() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED.withUnterwegsCards(true))
        .display(0, WHOLESALER_G_6).harbor(SHIP_G_1_2, SHIP_Y_1_1).slot(0, 2).build();
    Step<PortRoyalState, PortRoyalEvent> trade = step(s, PortRoyalAction.Trade.of(SHIP_G_1_2));
    assertThat(events(trade, ShipTraded.class)).containsExactly(new ShipTraded(0, SHIP_G_1_2, false, true));
    assertThat(trade.events()).containsSubsequence(
        new ShipTraded(0, SHIP_G_1_2, false, true), new PortRoyalEvent.CoinsReceived(0, PortRoyalEvent.Source.TRADE, 2, 0));
    assertThat(trade.state().player(0).tucked().count(SHIP_G_1_2)).isEqualTo(1);
    // a ship of another colour is traded onto the discard pile, and the event says so
    Step<PortRoyalState, PortRoyalEvent> plain = step(trade.state(), PortRoyalAction.Trade.of(SHIP_Y_1_1));
    assertThat(events(plain, ShipTraded.class)).containsExactly(new ShipTraded(0, SHIP_Y_1_1, false, false));
    assertThat(plain.state().player(0).tucked().count(SHIP_Y_1_1)).isZero();
  }

  /** §10.5.1 printed: letting a chance go by is announced with the contracts offered. */
  @Test
  void printedContracts_aSkippedChanceIsAnnounced() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_PECHVOGEL, Contract.C_KOMIKER, Contract.C_ENTDECKER, Contract.C_CHARMEUR)
        .harbor(SHIP_Y_1_1).phase(new Phase.Discover(1, false, 0, false)).draw(SHIP_Y_2_2).build();
    s = play(s, REVEAL);
    Step<PortRoyalState, PortRoyalEvent> skip = step(s, SKIP_CONTRACT);
    assertThat(events(skip, ContractSkipped.class)).containsExactly(new ContractSkipped(0, Vector.of(Contract.C_PECHVOGEL)));
  }

  /**
   * §4.1.3: the paying persons leave the display with their influence and swords; the expedition's
   * influence and coins come in. With replaced rows (a Captain of 2 influence and 2 swords) every
   * term of the sum shows.
   */
  @Test
  void expeditionPayment_arithmetic() {
    PortRoyalOptions options = PortRoyalOptions.PRINTED.withCardTable(Vector.of(new CardRow(CAPTAIN, 5, 4, 2, 2, false, 0, false)));
    PortRoyalState s = Table.of(2).options(options).display(0, CAPTAIN, CAPTAIN, CAPTAIN, SAILOR_5).row(EXP_2ANCHOR).build();
    CardTable t = Table.GAME.table(options);
    int influence = 3 * 2 + t.influence(SAILOR_5);
    int swords = 3 * 2 + t.swords(SAILOR_5);
    assertThat(s.player(0).influence()).isEqualTo(influence);
    assertThat(s.player(0).swords()).isEqualTo(swords);
    Step<PortRoyalState, PortRoyalEvent> claim = step(s, new PortRoyalAction.ClaimExpedition(EXP_2ANCHOR, CardBag.of(CAPTAIN, CAPTAIN)));
    assertThat(events(claim, ExpeditionClaimed.class))
        .containsExactly(new ExpeditionClaimed(0, EXP_2ANCHOR, CardBag.of(CAPTAIN, CAPTAIN)));
    PortRoyalPlayer p = claim.state().player(0);
    assertThat(p.influence()).isEqualTo(influence - 2 * 2 + t.influence(EXP_2ANCHOR));
    assertThat(p.swords()).isEqualTo(swords - 2 * 2);
    assertThat(p.coinCount()).isEqualTo(t.coins(EXP_2ANCHOR));
    assertThat(p.display().toList()).containsExactlyInAnyOrder(CAPTAIN, SAILOR_5, EXP_2ANCHOR);
    assertThat(claim.state().discard().toList()).containsExactly(CAPTAIN, CAPTAIN);
  }

  /** The last replaced table is reused for equal rows, and never for different ones. */
  @Test
  void replacedTables_cachedPerRows() {
    PortRoyal game = new PortRoyal();
    Vector<CardRow> a = Vector.of(new CardRow(SAILOR_3, 10, 2, 1, 1, false, 0, false));
    Vector<CardRow> b = Vector.of(new CardRow(SAILOR_3, 10, 5, 1, 1, false, 0, false));
    PortRoyalOptions optionsA = PortRoyalOptions.YUCATA.withCardTable(a);
    PortRoyalOptions optionsB = PortRoyalOptions.YUCATA.withCardTable(b);
    CardTable first = game.table(optionsA);
    assertThat(game.table(PortRoyalOptions.YUCATA.withCardTable(Vector.ofAll(a)))).isSameAs(first);
    assertThat(first.cost(SAILOR_3)).isEqualTo(2);
    assertThat(game.table(optionsB).cost(SAILOR_3)).isEqualTo(5);
    assertThat(game.table(optionsA).cost(SAILOR_3)).isEqualTo(2);
    assertThat(game.table(optionsA.withContractRows(Vector.of(new ContractRow(Contract.C_PECHVOGEL, Vector.empty(),
        Vector.of(9, 9, 9, 9, 9))))).reward(Contract.C_PECHVOGEL, 0)).isEqualTo(9);
    assertThat(game.table(optionsA).reward(Contract.C_PECHVOGEL, 0)).isEqualTo(CardTable.STANDARD.reward(Contract.C_PECHVOGEL, 0));
    assertThat(game.table(PortRoyalOptions.YUCATA)).isSameAs(CardTable.STANDARD);
  }
}
