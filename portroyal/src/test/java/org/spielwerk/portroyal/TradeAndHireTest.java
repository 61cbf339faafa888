package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.PASS;
import static org.spielwerk.portroyal.PortRoyalAction.REVEAL;
import static org.spielwerk.portroyal.PortRoyalAction.STOP;
import static org.spielwerk.portroyal.Table.assertIllegal;
import static org.spielwerk.portroyal.Table.coins;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.legal;
import static org.spielwerk.portroyal.Table.play;
import static org.spielwerk.portroyal.Table.step;
import static org.spielwerk.portroyal.Table.toMove;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalAction.ClaimExpedition;
import org.spielwerk.portroyal.PortRoyalAction.Hire;
import org.spielwerk.portroyal.PortRoyalAction.Trade;
import org.spielwerk.portroyal.PortRoyalEvent.SlotEnd;
import org.spielwerk.portroyal.PortRoyalEvent.SlotEnded;

/** Trade &amp; Hire (§4.4), start-of-slot bonuses (§4.5), person abilities (§5) and edge cases (§9). */
class TradeAndHireTest {

  /** Seed example (§4.4 Trade): Klemens takes the flute, discards it and receives 2 coins. */
  @Test
  void trade_klemensTakesTheFluteForTwoCoins() {
    PortRoyalState s = Table.of(2).harbor(SHIP_B_2_2, SAILOR_3).slot(0, 1).build();
    s = play(s, Trade.of(SHIP_B_2_2));
    assertThat(coins(s, 0)).isEqualTo(2);
    assertThat(s.discard().contains(SHIP_B_2_2)).isTrue();
  }

  /** Seed example (§4.4 Hire): Andrea hires a Sailor, paying 3 coins to the discard pile. */
  @Test
  void hire_andreaHiresASailorForThreeCoins() {
    PortRoyalState s = Table.of(2).coins(0, 3).harbor(SAILOR_3).slot(0, 1).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, Hire.of(SAILOR_3));
    s = step.state();
    assertThat(coins(s, 0)).isZero();
    assertThat(s.player(0).display().toList()).containsExactly(SAILOR_3);
    assertThat(s.player(0).swords()).isEqualTo(1);
    assertThat(s.player(0).influence()).isEqualTo(1);
    assertThat(events(step, PortRoyalEvent.PersonHired.class).get(0).coins().size()).isEqualTo(3);
    assertThat(s.discard().size()).as("the 3 coins").isEqualTo(3);
  }

  /**
   * Seed example (§4.4): Andrea reveals 5 cards, 4 of them ships of different colours, so she takes
   * 2 cards: a ship for 2 coins, then spends them on a person. Alex takes a ship and pays her 1
   * coin; the rest of the harbour goes to the discard pile.
   */
  @Test
  void andreasFourColourTurn_alexPaysHerACoin() {
    PortRoyalState s = Table.of(2).coins(0, 1).coins(1, 0)
        .draw(SHIP_Y_1_1, SHIP_B_2_2, SAILOR_3, SHIP_G_1_2, SHIP_R_1_1).build();
    s = play(s, REVEAL, REVEAL, REVEAL, REVEAL, REVEAL);
    Step<PortRoyalState, PortRoyalEvent> stop = step(s, STOP);
    assertThat(events(stop, PortRoyalEvent.DiscoverEnded.class)).containsExactly(new PortRoyalEvent.DiscoverEnded(0, 4, 2));
    s = play(stop.state(), Trade.of(SHIP_B_2_2));
    assertThat(coins(s, 0)).isEqualTo(3);
    s = play(s, Hire.of(SAILOR_3));
    assertThat(coins(s, 0)).isZero();
    assertThat(toMove(s)).as("Andrea's 2 cards are taken; Alex's turn to take").isEqualTo(1);
    Step<PortRoyalState, PortRoyalEvent> alex = step(s, Trade.of(SHIP_G_1_2));
    s = alex.state();
    assertThat(coins(s, 1)).as("2 coins, 1 paid to Andrea out of them").isEqualTo(1);
    assertThat(coins(s, 0)).isEqualTo(1);
    assertThat(events(alex, PortRoyalEvent.SurchargePaid.class)).containsExactly(new PortRoyalEvent.SurchargePaid(1, 0));
    assertThat(events(alex, PortRoyalEvent.HarborCleared.class).get(0).cards().toList()).containsExactly(SHIP_Y_1_1, SHIP_R_1_1);
    assertThat(s.harbor().isEmpty()).isTrue();
    assertThat(s.active()).isEqualTo(1);
  }

  /** §4.4: 0-3 ship colours allow 1 card, 4 allow 2, 5 allow 3; every Governor 1 more. */
  @Test
  void allowance_byShipColours_plusGovernors() {
    assertThat(allowance(Table.of(2).harbor(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SAILOR_3, SAILOR_3))).isEqualTo(1);
    assertThat(allowance(Table.of(2).harbor(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1))).isEqualTo(2);
    assertThat(allowance(Table.of(2).harbor(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1, SHIP_K_2_1))).isEqualTo(3);
    assertThat(allowance(Table.of(2).display(0, GOVERNOR, GOVERNOR).harbor(SHIP_Y_1_1))).isEqualTo(3);
  }

  private static int allowance(PortRoyalPositions table) {
    PortRoyalState s = table.phase(new Phase.Discover(1, false, 0, false)).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, STOP);
    return events(step, PortRoyalEvent.SlotStarted.class).get(0).allowance();
  }

  /** §9.7: the allowance is fixed when Discover ends; taking ships out of the harbour does not lower it. */
  @Test
  void allowance_fixedWhenDiscoverEnds() {
    PortRoyalState s = Table.of(2).harbor(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1)
        .phase(new Phase.Discover(4, false, 0, false)).build();
    s = play(s, STOP, Trade.of(SHIP_Y_1_1));
    assertThat(s.phase()).isEqualTo(new Phase.TradeAndHire(0, 0, 1, 1));
    s = play(s, Trade.of(SHIP_B_1_1));
    assertThat(toMove(s)).isEqualTo(1);
  }

  /** §4.4: a non-active player takes 1 card, +1 per Governor, paying 1 coin per card. */
  @Test
  void nonActive_governorTakesTwoCards_payingForEach() {
    PortRoyalState s = Table.of(2).display(1, GOVERNOR).coins(1, 5).harbor(SHIP_Y_1_1, SAILOR_3)
        .phase(new Phase.Discover(2, false, 0, false)).build();
    s = play(s, STOP, PASS);
    assertThat(s.phase()).isEqualTo(new Phase.TradeAndHire(1, 1, 2, 0));
    s = play(s, Hire.of(SAILOR_3));
    assertThat(coins(s, 1)).isEqualTo(5 - 3 - 1);
    s = play(s, Trade.of(SHIP_Y_1_1));
    assertThat(coins(s, 1)).isEqualTo(1);
    assertThat(coins(s, 0)).isEqualTo(2);
  }

  /** §9.10: a Governor hired during a slot does not raise that slot's allowance. */
  @Test
  void governorHiredInASlot_noExtraCardThere() {
    PortRoyalState s = Table.of(2).coins(0, 8).harbor(GOVERNOR, SHIP_Y_1_1).slot(0, 1).build();
    s = play(s, Hire.of(GOVERNOR));
    assertThat(toMove(s)).isEqualTo(1);
  }

  /** §5 Trader: +1 coin per own Trader of the traded ship's colour; Traders stack. */
  @Test
  void traders_payOneMorePerMatchingTrader() {
    PortRoyalState s = Table.of(2).display(0, TRADER_YELLOW_3, TRADER_YELLOW_5, TRADER_BLUE_3)
        .harbor(SHIP_Y_1_2).slot(0, 1).build();
    s = play(s, Trade.of(SHIP_Y_1_2));
    assertThat(coins(s, 0)).isEqualTo(2 + 2);
  }

  /** §5, §9.9: each Mademoiselle makes hiring 1 cheaper, never below 0; the surcharge stays 1. */
  @Test
  void mademoiselles_discountNeverBelowZero_surchargeStays() {
    PortRoyalState s = Table.of(2).display(0, MADEMOISELLE_7, MADEMOISELLE_9).coins(0, 1).harbor(SAILOR_3).slot(0, 1).build();
    s = play(s, Hire.of(SAILOR_3));
    assertThat(coins(s, 0)).isZero();
    PortRoyalState free = Table.of(2).display(1, MADEMOISELLE_7, MADEMOISELLE_9, MADEMOISELLE_7).coins(1, 1)
        .harbor(SAILOR_3).slot(1, 1).build();
    free = play(free, Hire.of(SAILOR_3));
    assertThat(coins(free, 1)).as("free hire, 1 coin to the active player").isZero();
    assertThat(coins(free, 0)).isEqualTo(1);
    PortRoyalState broke = Table.of(2).display(1, MADEMOISELLE_7, MADEMOISELLE_9, MADEMOISELLE_7).coins(1, 0)
        .harbor(SAILOR_3, SHIP_Y_1_1).slot(1, 1).build();
    assertIllegal(broke, Hire.of(SAILOR_3), "Hire (§4.4)");
  }

  /** §4.5: Admirals pay 2 coins each when a slot starts with 5 or more cards, to active and non-active players. */
  @Test
  void admirals_payAtFiveCards() {
    PortRoyalState s = Table.of(2).display(0, ADMIRAL_5, ADMIRAL_7).display(1, ADMIRAL_9)
        .harbor(SHIP_Y_1_1, SHIP_B_1_1, SAILOR_3, SAILOR_3, SETTLER).phase(new Phase.Discover(5, false, 0, false)).build();
    s = play(s, STOP);
    assertThat(coins(s, 0)).isEqualTo(4);
    s = play(s, Trade.of(SHIP_Y_1_1));
    assertThat(coins(s, 1)).as("4 cards left: no Admiral").isZero();
    PortRoyalState four = Table.of(2).display(0, ADMIRAL_5).harbor(SHIP_Y_1_1, SHIP_B_1_1, SAILOR_3, SAILOR_3)
        .phase(new Phase.Discover(4, false, 0, false)).build();
    assertThat(coins(play(four, STOP), 0)).isZero();
  }

  /** §9.10, §9.20: an Admiral hired in a slot pays nothing in that slot. */
  @Test
  void admiralHiredInASlot_paysFromTheNextSlot() {
    PortRoyalState s = Table.of(2).coins(1, 8).harbor(ADMIRAL_7, SHIP_Y_1_1, SHIP_B_1_1, SAILOR_3, SAILOR_3, SETTLER)
        .phase(new Phase.Discover(6, false, 0, false)).build();
    s = play(s, STOP, PASS, Hire.of(ADMIRAL_7));
    assertThat(coins(s, 1)).isZero();
  }

  /**
   * §9.1-9.3: the Jester pays a non-active player whose slot starts on an empty harbour, never the
   * active player; remaining players still get their slot and its bonuses after the harbour ran empty.
   */
  @Test
  void jesters_emptyHarbour_nonActiveOnly_evenAfterItRanEmpty() {
    PortRoyalState s = Table.of(3).display(0, JESTER_5).display(1, JESTER_7).display(2, JESTER_9, JESTER_7)
        .harbor(SHIP_Y_1_1).phase(new Phase.Discover(1, false, 0, false)).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, STOP);
    s = play(step.state(), Trade.of(SHIP_Y_1_1));
    assertThat(coins(s, 0)).as("1 for the ship, nothing from his Jester").isEqualTo(1);
    assertThat(coins(s, 1)).isEqualTo(1);
    assertThat(coins(s, 2)).isEqualTo(2);
  }

  /** §9.8: a non-active player with no coin may take a ship and pay the active player out of its income. */
  @Test
  void surcharge_paidOutOfTheShipsIncome() {
    PortRoyalState s = Table.of(2).coins(1, 0).harbor(SHIP_Y_1_1).slot(1, 1).build();
    s = play(s, Trade.of(SHIP_Y_1_1));
    assertThat(coins(s, 1)).isZero();
    assertThat(coins(s, 0)).isEqualTo(1);
  }

  /** Bad input (§4.4): a non-active player needs the cost + 1 coins before hiring. */
  @Test
  void hire_withoutTheCoins_isRejected() {
    PortRoyalState s = Table.of(2).coins(1, 3).harbor(SAILOR_3, SHIP_Y_1_1).slot(1, 1).build();
    assertIllegal(s, Hire.of(SAILOR_3), "Hire (§4.4)");
    assertThat(legal(s)).containsExactly(Trade.of(SHIP_Y_1_1), PASS);
  }

  /** Bad input (§4.4): no more cards than the allowance. */
  @Test
  void takingMoreCardsThanAllowed_isRejected() {
    // the slot stays open after its last card because the active player could still claim an expedition
    PortRoyalState s = Table.of(2).display(0, PRIEST, PRIEST).row(EXP_2CROSS).harbor(SHIP_Y_1_1, SHIP_B_1_1)
        .phase(new Phase.TradeAndHire(0, 0, 0, 1)).build();
    assertIllegal(s, Trade.of(SHIP_Y_1_1), "Trade & Hire (§4.4)");
    assertThat(legal(s)).containsExactly(new ClaimExpedition(EXP_2CROSS, CardBag.of(PRIEST, PRIEST)), PASS);
  }

  /**
   * Yucata's interface rule (§4.4): a player who cannot take any card is skipped; his start-of-slot
   * bonuses are still paid.
   */
  @Test
  void cannotAffordAnything_skipped_bonusesStillPaid() {
    PortRoyalState s = Table.of(2).display(1, ADMIRAL_5).coins(1, 0)
        .harbor(GOVERNOR, GOVERNOR, SAILOR_7, PIRATE_9, ADMIRAL_9).phase(new Phase.Discover(5, false, 0, false)).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, STOP);
    assertThat(events(step, SlotEnded.class)).containsExactly(new SlotEnded(0, SlotEnd.SKIPPED), new SlotEnded(1, SlotEnd.SKIPPED));
    assertThat(coins(step.state(), 1)).isEqualTo(2);
    assertThat(step.state().active()).isEqualTo(1);
  }

  /** §4.4 ENGINE DECISION, Audit Q2 (a): the active player may take nothing. */
  @Test
  void activePlayer_mayTakeNothing() {
    PortRoyalState s = Table.of(2).harbor(SHIP_Y_1_1).slot(0, 1).build();
    assertThat(legal(s)).containsExactly(Trade.of(SHIP_Y_1_1), PASS);
    s = play(s, PASS);
    assertThat(toMove(s)).isEqualTo(1);
  }

  /** Audit Q2 (b), option activeMustTake: the active player must take a card when he can. */
  @Test
  void activePlayer_mustTake_Q2b() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED.withActiveMustTake(true)).harbor(SHIP_Y_1_1, SHIP_B_1_1)
        .slot(0, 2).build();
    assertIllegal(s, PASS, "Audit Q2");
    s = play(s, Trade.of(SHIP_Y_1_1));
    assertThat(legal(s)).contains(PASS);
  }

  /**
   * §9.19, Y2: the traded ship goes to the discard pile before its coins are drawn, so with both
   * piles empty it comes back as the trader's first coin; the rest cannot be paid.
   */
  @Test
  void trade_shipDiscardedBeforeItsCoins() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.YUCATA).coins(1, 0).harbor(SHIP_B_1_2)
        .slot(1, 1).restAsCoins(0).build();
    assertThat(s.draw().isEmpty() && s.discard().isEmpty()).isTrue();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, Trade.of(SHIP_B_1_2));
    assertThat(events(step, PortRoyalEvent.CoinsReceived.class)).contains(
        new PortRoyalEvent.CoinsReceived(1, PortRoyalEvent.Source.TRADE, 1, 1));
    assertThat(coins(step.state(), 1)).as("his one coin went to the active player").isZero();
    assertThat(step.state().player(0).coins().head().card()).isEqualTo(SHIP_B_1_2);
  }

  /** §4.4: a person taken first works for the next card of the same slot (a Trader, then his ship). */
  @Test
  void hiredPerson_worksAtOnce() {
    PortRoyalState s = Table.of(2).coins(0, 3).harbor(TRADER_RED_3, SHIP_R_1_1, SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1)
        .slot(0, 2).build();
    s = play(s, Hire.of(TRADER_RED_3), Trade.of(SHIP_R_1_1));
    assertThat(coins(s, 0)).isEqualTo(2);
  }
}
