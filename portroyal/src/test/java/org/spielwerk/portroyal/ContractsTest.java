package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.Contract.*;
import static org.spielwerk.portroyal.PortRoyalAction.ACCEPT;
import static org.spielwerk.portroyal.PortRoyalAction.PASS;
import static org.spielwerk.portroyal.PortRoyalAction.REPEL;
import static org.spielwerk.portroyal.PortRoyalAction.REVEAL;
import static org.spielwerk.portroyal.PortRoyalAction.SKIP_CONTRACT;
import static org.spielwerk.portroyal.PortRoyalAction.STOP;
import static org.spielwerk.portroyal.Table.extraTaxes;
import static org.spielwerk.portroyal.Table.assertIllegal;
import static org.spielwerk.portroyal.Table.coins;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.legal;
import static org.spielwerk.portroyal.Table.play;
import static org.spielwerk.portroyal.Table.step;
import static org.spielwerk.portroyal.Table.toMove;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalAction.ClaimExpedition;
import org.spielwerk.portroyal.PortRoyalAction.DeclineCoins;
import org.spielwerk.portroyal.PortRoyalAction.FulfilContract;
import org.spielwerk.portroyal.PortRoyalAction.GiveCoin;
import org.spielwerk.portroyal.PortRoyalAction.Hire;
import org.spielwerk.portroyal.PortRoyalAction.Trade;
import org.spielwerk.portroyal.PortRoyalEvent.ContractCompleted;
import org.spielwerk.portroyal.PortRoyalEvent.ContractProgressed;

/** The expansion's contracts (§10.3-10.6), printed (by choice) and Yucata (automatic). */
class ContractsTest {
  private static final PortRoyalOptions PRINTED = PortRoyalOptions.PRINTED_EXPANSION;
  private static final PortRoyalOptions YUCATA = PortRoyalOptions.YUCATA_EXPANSION;

  private static PortRoyalPositions printed(int players, Contract... faceUp) {
    return Table.of(players).options(PRINTED).contracts(faceUp);
  }

  private static PortRoyalPositions yucata(int players, Contract... faceUp) {
    return Table.of(players).options(YUCATA).contracts(faceUp);
  }

  private static FulfilContract fulfil(Contract c) {
    return FulfilContract.of(c);
  }

  private static ContractState state(PortRoyalState s, Contract c) {
    return s.contracts().find(cs -> cs.contract() == c).get();
  }

  /** §10.3: 4 of the 16 contracts face up, no cube placed; contracts need the new cards. */
  @Test
  void setup_fourFaceUpContracts() {
    PortRoyalState s = Table.GAME.setup(YUCATA, 3, 5);
    assertThat(s.contracts()).hasSize(4);
    assertThat(s.contracts().map(ContractState::contract).distinct()).hasSize(4);
    assertThat(s.contracts()).allMatch(cs -> cs.completedBy().isEmpty() && cs.progress().equals(Vector.of(0, 0, 0)));
    assertThat(s.draw().size() + 9).isEqualTo(143);
    assertThatThrownBy(() -> Table.GAME.setup(PortRoyalOptions.YUCATA.withContracts(true), 3, 5))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("contracts").hasMessageContaining("§10");
  }

  /**
   * §10.5.1 (printed): a non-active player fulfils a person-pair contract in his own slot; the first
   * to do so takes the leftmost reward field.
   */
  @Test
  void comedian_fulfilledByChoiceInOwnSlot() {
    PortRoyalState s = printed(2, C_KOMIKER, C_KAEMPFER, C_ENTDECKER, C_ZOCKER).display(1, PRIEST, JESTER_5)
        .harbor(SHIP_Y_1_1).slot(1, 1).build();
    assertThat(legal(s)).containsExactly(Trade.of(SHIP_Y_1_1), fulfil(C_KOMIKER), PASS);
    Step<PortRoyalState, PortRoyalEvent> step = step(s, fulfil(C_KOMIKER));
    assertThat(events(step, ContractCompleted.class)).containsExactly(new ContractCompleted(1, C_KOMIKER, 0, 0));
    assertThat(coins(step.state(), 1)).isEqualTo(4);
    assertThat(state(step.state(), C_KOMIKER).completedBy()).containsExactly(1);
    assertIllegal(step.state(), fulfil(C_KOMIKER), "Contracts");
  }

  /** §10.5.1: the active player may fulfil at any time of his turn, e.g. before revealing. */
  @Test
  void activePlayer_fulfilsBeforeRevealing() {
    PortRoyalState s = printed(2, C_KAEMPFER, C_KOMIKER, C_ENTDECKER, C_ZOCKER).display(0, PIRATE_5, SAILOR_3).build();
    assertThat(legal(s)).containsExactly(REVEAL, fulfil(C_KAEMPFER));
    s = play(s, fulfil(C_KAEMPFER));
    assertThat(coins(s, 0)).isEqualTo(3);
  }

  /** §10.5.6: a Jack of all Trades never stands in for a depicted person. */
  @Test
  void jackOfAllTrades_doesNotCount() {
    PortRoyalState s = printed(2, C_KOMIKER, C_KAEMPFER, C_ENTDECKER, C_ZOCKER).display(0, JACK_OF_ALL_TRADES, JESTER_5).build();
    assertIllegal(s, fulfil(C_KOMIKER), "Contracts (§10.4, §10.5.2)");
  }

  /** §10.4, §10.5.3: reward by position; the 2nd contract is worth 1 influence, the 3rd 2 more. */
  @Test
  void rewardByPosition_andInfluenceForTheSecondAndThird() {
    PortRoyalState s = printed(3, C_KAEMPFER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).display(1, SAILOR_3, SAILOR_5, SAILOR_7)
        .cubes(C_KAEMPFER, Vector.of(0), 0, 0, 0).cubes(C_KOMIKER, Vector.of(1), 0, 0, 0).cubes(C_ENTDECKER, Vector.of(1), 0, 0, 0)
        .harbor(SHIP_Y_1_1).slot(1, 1).build();
    assertThat(s.player(1).influence()).isEqualTo(6 + 1);
    Step<PortRoyalState, PortRoyalEvent> step = step(s, fulfil(C_KAEMPFER));
    assertThat(events(step, ContractCompleted.class)).containsExactly(new ContractCompleted(1, C_KAEMPFER, 1, 2));
    assertThat(coins(step.state(), 1)).as("second field of Kämpfer").isEqualTo(2);
    assertThat(step.state().player(1).influence()).isEqualTo(6 + 3);
  }

  /** §10.5.2: three cubes: no fourth contract. */
  @Test
  void atMostThreeContracts() {
    PortRoyalState s = printed(2, C_KAEMPFER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).display(0, SAILOR_3, SAILOR_5, SAILOR_7)
        .cubes(C_KOMIKER, Vector.of(0), 0, 0).cubes(C_ENTDECKER, Vector.of(0), 0, 0).cubes(C_CHARMEUR, Vector.of(0), 0, 0).build();
    assertIllegal(s, fulfil(C_KAEMPFER), "Contracts");
  }

  /** §10.4 Cheap Staff: 4 persons of printed cost 3 or less; Mademoiselle discounts do not count. */
  @Test
  void cheapStaff() {
    PortRoyalState s = printed(2, C_BILLIGES_PERSONAL, C_KOMIKER, C_ENTDECKER, C_CHARMEUR)
        .display(0, SAILOR_3, SAILOR_3, TRADER_RED_3, SAILOR_5, MADEMOISELLE_7, MADEMOISELLE_9).build();
    assertThat(legal(s)).doesNotContain(fulfil(C_BILLIGES_PERSONAL));
    s = Table.of(2).options(PRINTED).contracts(C_BILLIGES_PERSONAL, C_KOMIKER, C_ENTDECKER, C_CHARMEUR)
        .display(0, SAILOR_3, SAILOR_3, TRADER_RED_3, TRADER_BLUE_3).build();
    assertThat(coins(play(s, fulfil(C_BILLIGES_PERSONAL)), 0)).isEqualTo(5);
  }

  /** §10.4 Trader Prince: two Traders of any colours; the other UNCONFIRMED reading wants one colour. */
  @Test
  void traderPrince() {
    PortRoyalPositions table = printed(2, C_HANDELSFUERST, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).display(0, TRADER_RED_3, TRADER_BLUE_3);
    assertThat(legal(table.build())).contains(fulfil(C_HANDELSFUERST));
    assertThat(legal(table.options(PRINTED.withTraderPrinceSameColour(true)).build())).doesNotContain(fulfil(C_HANDELSFUERST));
  }

  /** §10.5.5: persons of a completed contract stay usable (for an expedition); the contract stays completed. */
  @Test
  void personsStayUsable() {
    PortRoyalState s = printed(2, C_NEUE_KOLONIE, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).display(0, SETTLER, SETTLER, GUNNER_4)
        .row(EXP_2HOUSE).build();
    s = play(s, fulfil(C_NEUE_KOLONIE), new ClaimExpedition(EXP_2HOUSE, CardBag.of(SETTLER, SETTLER)));
    assertThat(state(s, C_NEUE_KOLONIE).completedBy()).containsExactly(0);
    assertThat(legal(s)).contains(fulfil(C_ENTDECKER));
  }

  /**
   * §10.5.7 Frigate Foe: declining a traded frigate's coins (Trader's included) moves the cube to
   * "1.", then "2.", the third decline completes; the ship still goes to the discard pile.
   */
  @Test
  void frigateFoe_threeDeclines() {
    PortRoyalState s = printed(2, C_FREGATTENSCHRECK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).display(0, TRADER_RED_3)
        .harbor(SHIP_R_3_2).slot(0, 1).build();
    assertThat(legal(s)).containsExactly(Trade.of(SHIP_R_3_2), DeclineCoins.of(SHIP_R_3_2), PASS);
    Step<PortRoyalState, PortRoyalEvent> step = step(s, DeclineCoins.of(SHIP_R_3_2));
    assertThat(events(step, ContractProgressed.class)).containsExactly(new ContractProgressed(0, C_FREGATTENSCHRECK, 1));
    assertThat(coins(step.state(), 0)).isZero();
    assertThat(step.state().discard().contains(SHIP_R_3_2)).isTrue();
    PortRoyalState third = printed(2, C_FREGATTENSCHRECK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR)
        .cubes(C_FREGATTENSCHRECK, Vector.empty(), 2, 0).harbor(SHIP_R_1_1).slot(0, 1).build();
    step = step(third, DeclineCoins.of(SHIP_R_1_1));
    assertThat(events(step, ContractCompleted.class)).containsExactly(new ContractCompleted(0, C_FREGATTENSCHRECK, 0, 0));
    assertThat(coins(step.state(), 0)).isEqualTo(8);
  }

  /** §10.5.7 Galleon Foe: two declines of black ships. */
  @Test
  void galleonFoe_twoDeclines() {
    PortRoyalState s = yucata(2, C_GALEONENSCHRECK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR)
        .cubes(C_GALEONENSCHRECK, Vector.empty(), 1, 0).harbor(SHIP_K_2_1).slot(0, 1).build();
    s = play(s, DeclineCoins.of(SHIP_K_2_1));
    assertThat(state(s, C_GALEONENSCHRECK).completedBy()).containsExactly(0);
    assertThat(coins(s, 0)).isEqualTo(6);
  }

  /** §10.5.7: only red or black ships, only while their Foe contract lies face up. */
  @Test
  void decline_onlyForAFaceUpFoe() {
    PortRoyalState s = printed(2, C_FREGATTENSCHRECK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR)
        .harbor(SHIP_K_2_1, SHIP_Y_1_1).slot(0, 1).build();
    assertIllegal(s, DeclineCoins.of(SHIP_K_2_1), "Frigate/Galleon Foe (§10.5.7)");
    assertIllegal(s, DeclineCoins.of(SHIP_Y_1_1), "Frigate/Galleon Foe (§10.5.7)");
  }

  /** §10.5.7: a non-active player first pays the active player 1 coin of his own; without one he cannot decline. */
  @Test
  void decline_nonActivePaysFirst() {
    PortRoyalState broke = printed(2, C_FREGATTENSCHRECK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).harbor(SHIP_R_1_1).slot(1, 1).build();
    assertIllegal(broke, DeclineCoins.of(SHIP_R_1_1), "Frigate/Galleon Foe (§10.5.7)");
    PortRoyalState s = printed(2, C_FREGATTENSCHRECK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).coins(1, 1).harbor(SHIP_R_1_1)
        .slot(1, 1).build();
    s = play(s, DeclineCoins.of(SHIP_R_1_1));
    assertThat(coins(s, 1)).isZero();
    assertThat(coins(s, 0)).isEqualTo(1);
    assertThat(state(s, C_FREGATTENSCHRECK).progress(1)).isEqualTo(1);
  }

  /** §10.5.7: the gift ship's coin is still paid and a Clerk's extra card still applies after a decline. */
  @Test
  void decline_giftCoinAndClerkStillApply() {
    PortRoyalState s = printed(3, C_FREGATTENSCHRECK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).display(0, CLERK_RED)
        .harbor(XSHIP_R_6_3P, SHIP_Y_1_1).slot(0, 1).build();
    s = play(s, DeclineCoins.of(XSHIP_R_6_3P));
    assertThat(legal(s)).containsExactly(new GiveCoin(1), new GiveCoin(2));
    s = play(s, new GiveCoin(1));
    assertThat(coins(s, 1)).isEqualTo(1);
    assertThat(s.phase()).isEqualTo(new Phase.TradeAndHire(0, 0, 1, 1));
  }

  /** §10.5.7: a decline after completing the contract (or without a cube) has no contract effect. */
  @Test
  void decline_noEffectWhenAlreadyCompleted() {
    PortRoyalState s = printed(2, C_FREGATTENSCHRECK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR)
        .cubes(C_FREGATTENSCHRECK, Vector.of(0), 0, 0).harbor(SHIP_R_3_2).slot(0, 1).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, DeclineCoins.of(SHIP_R_3_2));
    assertThat(events(step, ContractProgressed.class)).isEmpty();
    assertThat(coins(step.state(), 0)).isZero();
  }

  /** §10.5.11, Audit Q7 (a): every taxed player may fulfil Tax Officer, clockwise from the active player. */
  @Test
  void taxOfficer_everyTaxedPlayerGetsAChance() {
    PortRoyalState s = printed(3, C_FINANZBEAMTER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).active(1).coins(0, 12).coins(2, 14)
        .draw(TAX_MIN_IP).build();
    s = play(s, REVEAL);
    assertThat(toMove(s)).isEqualTo(2);
    assertThat(legal(s)).containsExactly(fulfil(C_FINANZBEAMTER), SKIP_CONTRACT);
    s = play(s, SKIP_CONTRACT);
    assertThat(toMove(s)).isZero();
    s = play(s, fulfil(C_FINANZBEAMTER));
    assertThat(coins(s, 0)).as("12 halved, +1 fewest influence, +7").isEqualTo(6 + 1 + 7);
    assertThat(toMove(s)).as("back to the active player's Discover").isEqualTo(1);
    assertThat(legal(s)).contains(REVEAL, STOP);
  }

  /** Audit Q7 (b), option taxOfficerForEveryone off: only the active player may use a tax for it. */
  @Test
  void taxOfficer_onlyTheActivePlayer_Q7b() {
    PortRoyalState s = printed(3, C_FINANZBEAMTER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR)
        .options(PRINTED.withTaxOfficerForEveryone(false)).active(1).coins(0, 12).coins(1, 12).draw(TAX_MIN_IP).build();
    s = play(s, REVEAL);
    assertThat(toMove(s)).isEqualTo(1);
    s = play(s, fulfil(C_FINANZBEAMTER));
    assertThat(s.chances().isEmpty()).isTrue();
  }

  /** §10.6: with automatic fulfilment, a taxed non-active player completes Tax Officer at once. */
  @Test
  void taxOfficer_automatic() {
    PortRoyalState s = yucata(2, C_FINANZBEAMTER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).coins(1, 13).draw(TAX_MAX_SWORDS).build();
    s = play(s, REVEAL);
    assertThat(state(s, C_FINANZBEAMTER).completedBy()).containsExactly(1);
    assertThat(coins(s, 1)).isEqualTo(7 + 1 + 7);
  }

  /** §10.4 Jinx: busting as active player; the chance comes at the bust and is gone afterwards. */
  @Test
  void jinx_onABust() {
    PortRoyalPositions table = printed(2, C_PECHVOGEL, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).harbor(SHIP_Y_1_1)
        .phase(new Phase.Discover(1, false, 0, false)).draw(SHIP_Y_2_2);
    PortRoyalState s = play(table.build(), REVEAL);
    assertThat(legal(s)).containsExactly(fulfil(C_PECHVOGEL), SKIP_CONTRACT);
    PortRoyalState done = play(s, fulfil(C_PECHVOGEL));
    assertThat(coins(done, 0)).isEqualTo(1);
    assertThat(done.active()).isEqualTo(1);
    PortRoyalState skipped = play(s, SKIP_CONTRACT);
    assertThat(state(skipped, C_PECHVOGEL).completedBy()).isEmpty();
    assertThat(skipped.active()).isEqualTo(1);
  }

  /**
   * §10.5.8-9 (Yucata, automatic): 3 colours put the Little Gamester cube on "1." (at most one step
   * per turn), 4 colours complete the Gamester; a later turn with 3 colours completes the Little Gamester.
   */
  @Test
  void gamesters_automatic() {
    PortRoyalState s = yucata(2, C_KLEINER_ZOCKER, C_ZOCKER, C_ENTDECKER, C_CHARMEUR)
        .draw(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1).build();
    s = play(s, REVEAL, REVEAL, REVEAL);
    assertThat(state(s, C_KLEINER_ZOCKER).progress(0)).isEqualTo(1);
    s = play(s, REVEAL);
    assertThat(state(s, C_ZOCKER).completedBy()).containsExactly(0);
    assertThat(state(s, C_KLEINER_ZOCKER).completedBy()).as("one step per turn").isEmpty();
    PortRoyalState later = yucata(2, C_KLEINER_ZOCKER, C_ZOCKER, C_ENTDECKER, C_CHARMEUR)
        .cubes(C_KLEINER_ZOCKER, Vector.empty(), 1, 0).draw(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1).build();
    later = play(later, REVEAL, REVEAL, REVEAL);
    assertThat(state(later, C_KLEINER_ZOCKER).completedBy()).containsExactly(0);
    assertThat(coins(later, 0)).isEqualTo(2);
  }

  /** §10.4: repelled ships do not count for the gamesters. */
  @Test
  void gamesters_repelledShipsDoNotCount() {
    PortRoyalState s = yucata(2, C_KLEINER_ZOCKER, C_ZOCKER, C_ENTDECKER, C_CHARMEUR).display(0, PIRATE_5)
        .draw(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1).build();
    s = play(s, REVEAL, ACCEPT, REVEAL, ACCEPT, REVEAL, REPEL);
    assertThat(state(s, C_KLEINER_ZOCKER).progress(0)).isZero();
  }

  /** §10.5.1 (printed): the Gamester chance is the active player's to take or let pass. */
  @Test
  void gamester_printedChance() {
    PortRoyalState s = printed(2, C_ZOCKER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).harbor(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1)
        .phase(new Phase.Discover(3, false, 0, false)).draw(SHIP_R_1_1).build();
    s = play(s, REVEAL);
    assertThat(legal(s)).containsExactly(fulfil(C_ZOCKER), SKIP_CONTRACT);
    s = play(s, SKIP_CONTRACT);
    assertThat(legal(s)).as("the chance is gone").containsExactly(REVEAL, STOP);
  }

  /** Audit Q8 (b): with automatic fulfilment, the Little Gamester progress cube only on request. */
  @Test
  void littleGamester_progressOnRequest_Q8b() {
    PortRoyalState s = Table.of(2).options(YUCATA.withLittleGamblerStepAutomatic(false))
        .contracts(C_KLEINER_ZOCKER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).harbor(SHIP_Y_1_1, SHIP_B_1_1)
        .phase(new Phase.Discover(2, false, 0, false)).draw(SHIP_G_1_1).build();
    s = play(s, REVEAL);
    assertThat(legal(s)).containsExactly(fulfil(C_KLEINER_ZOCKER), SKIP_CONTRACT);
  }

  /**
   * §10.5.10 Pack of Pirates: the first repelled ship of each colour is kept, later ones of a kept
   * colour are discarded; with all 5 colours the contract completes and the ships are discarded.
   */
  @Test
  void piratePack() {
    PortRoyalState s = yucata(2, C_PIRATENPACK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).display(0, PIRATE_9, PIRATE_7)
        .kept(0, SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1).draw(SHIP_Y_2_2, SHIP_R_1_1, SHIP_K_2_1).build();
    s = play(s, REVEAL, REPEL);
    assertThat(s.discard().contains(SHIP_Y_2_2)).isTrue();
    s = play(s, REVEAL, REPEL);
    assertThat(s.player(0).kept().size()).isEqualTo(4);
    Step<PortRoyalState, PortRoyalEvent> last = step(play(s, REVEAL), REPEL);
    assertThat(events(last, ContractCompleted.class)).containsExactly(new ContractCompleted(0, C_PIRATENPACK, 0, 0));
    s = last.state();
    assertThat(s.player(0).kept().isEmpty()).isTrue();
    assertThat(s.discard().toList()).contains(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1, SHIP_K_2_1);
    assertThat(coins(s, 0)).isEqualTo(3);
  }

  /** §10.5.10: no ship is kept without a free cube (or after completing the contract). */
  @Test
  void piratePack_needsAFreeCube() {
    PortRoyalState s = yucata(2, C_PIRATENPACK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).display(0, PIRATE_9)
        .cubes(C_KOMIKER, Vector.of(0), 0, 0).cubes(C_ENTDECKER, Vector.of(0), 0, 0).cubes(C_CHARMEUR, Vector.of(0), 0, 0)
        .draw(SHIP_Y_1_1).build();
    s = play(s, REVEAL, REPEL);
    assertThat(s.player(0).kept().isEmpty()).isTrue();
  }

  /** §10.5.10 (printed): with 5 kept ships the active player fulfils Pack of Pirates when he likes; never a non-active player. */
  @Test
  void piratePack_printed_activeOnly() {
    PortRoyalPositions table = printed(2, C_PIRATENPACK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR)
        .kept(1, SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1, SHIP_K_2_1);
    PortRoyalState nonActive = table.harbor(SHIP_Y_2_2).slot(1, 1).build();
    assertIllegal(nonActive, fulfil(C_PIRATENPACK), "Contracts");
    PortRoyalState own = printed(2, C_PIRATENPACK, C_KOMIKER, C_ENTDECKER, C_CHARMEUR)
        .kept(0, SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1, SHIP_K_2_1).build();
    assertThat(legal(own)).containsExactly(REVEAL, fulfil(C_PIRATENPACK));
  }

  /**
   * §10.6: when several contracts become due at once and the cubes run short, those paying more
   * coins are completed.
   */
  @Test
  void automatic_moreCoinsFirstWhenCubesRunShort() {
    PortRoyalState s = yucata(2, C_CHARMEUR, C_SEEHOHEIT, C_KOMIKER, C_ENTDECKER).display(0, MADEMOISELLE_7, VICEADM_5)
        .cubes(C_KOMIKER, Vector.of(0), 0, 0).cubes(C_ENTDECKER, Vector.of(0), 0, 0)
        .coins(0, 4).harbor(CAPTAIN).slot(0, 1).build();
    s = play(s, Hire.of(CAPTAIN));
    assertThat(state(s, C_SEEHOHEIT).completedBy()).containsExactly(0);
    assertThat(state(s, C_CHARMEUR).completedBy()).isEmpty();
    assertThat(s.player(0).influence()).as("persons 2+1+1, third contract +1+2").isEqualTo(4 + 3);
  }

  /** §10.6: no FulfilContract action with automatic fulfilment. */
  @Test
  void automatic_noManualFulfilment() {
    PortRoyalState s = yucata(2, C_KAEMPFER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).display(0, PIRATE_5, SAILOR_3).build();
    assertIllegal(s, fulfil(C_KAEMPFER), "Contracts (§10.6)");
  }

  /** §10.5.2: a cube on a progress field is used, even if that contract is never completed. */
  @Test
  void progressCube_countsAsUsed() {
    PortRoyalState s = printed(2, C_KAEMPFER, C_FREGATTENSCHRECK, C_ENTDECKER, C_CHARMEUR).display(0, SAILOR_3, SAILOR_5, SAILOR_7)
        .cubes(C_FREGATTENSCHRECK, Vector.empty(), 1, 0).cubes(C_ENTDECKER, Vector.of(0), 0, 0).cubes(C_CHARMEUR, Vector.of(0), 0, 0)
        .build();
    assertIllegal(s, fulfil(C_KAEMPFER), "Contracts");
  }

  /** §10.5.9: a Gamester completed during Discover stays completed when the turn busts later. */
  @Test
  void gamester_notUndoneByALaterBust() {
    PortRoyalState s = yucata(2, C_ZOCKER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).harbor(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1)
        .phase(new Phase.Discover(3, false, 0, false)).draw(SHIP_R_1_1, SHIP_Y_2_2).build();
    s = play(s, REVEAL, REVEAL);
    assertThat(s.active()).as("busted").isEqualTo(1);
    assertThat(state(s, C_ZOCKER).completedBy()).containsExactly(0);
    assertThat(coins(s, 0)).isEqualTo(2);
  }

  /** §10.5.11: Yucata's additional taxes (Y3/Y4) count for Tax Officer too. */
  @Test
  void taxOfficer_byAnAdditionalTax() {
    PortRoyalState s = yucata(2, C_FINANZBEAMTER, C_KOMIKER, C_ENTDECKER, C_CHARMEUR).restAsCoins(1).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
    assertThat(extraTaxes(step)).hasSize(1);
    assertThat(state(step.state(), C_FINANZBEAMTER).completedBy()).containsExactly(1);
  }
}
