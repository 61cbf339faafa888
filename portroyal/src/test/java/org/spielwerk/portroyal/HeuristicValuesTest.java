package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.spielwerk.portroyal.Card.*;

import org.junit.jupiter.api.Test;

/**
 * Issue 13: the greedy agent's heuristic pinned on small hand-built positions, numbers worked out by
 * hand from its intent: a player's worth (3.5 per influence, coins up to 11 at full value and 0.4
 * beyond, 0.4 per sword up to 6, a little per lasting ability), and for the active player the coins
 * of the best ships he may still take, at 0.8 each.
 */
class HeuristicValuesTest {
  private static final PortRoyal GAME = Table.GAME;
  private static final double EPS = 1e-9;

  private static double value(PortRoyalState s, int seat) {
    return GAME.heuristic().value(s, seat);
  }

  /** The harbour's share of the value: the same position with an empty harbour differs by exactly that. */
  private static double potential(PortRoyalState s, int seat) {
    return value(s, seat) - value(s.withHarbor(CardBag.EMPTY), seat);
  }

  private static PortRoyalState discover(Card... harbor) {
    return Table.of(2).harbor(harbor).build();
  }

  /** Discovering with up to 3 colours in the harbour: one more ship to take, the best one counts. */
  @Test
  void discover_fewColours_theBestShipCounts() {
    assertThat(potential(discover(SHIP_Y_1_1, SHIP_B_5_3), 0)).isCloseTo(0.8 * 3, within(EPS));
    assertThat(potential(discover(SHIP_Y_1_1, SHIP_B_5_3, SHIP_G_3_2), 0)).isCloseTo(0.8 * 3, within(EPS));
    assertThat(potential(discover(SHIP_G_3_2), 0)).isCloseTo(0.8 * 2, within(EPS));
    assertThat(potential(discover(), 0)).isZero();
    // persons in the harbour carry no coins
    assertThat(potential(discover(TRADER_YELLOW_3, SAILOR_3), 0)).isZero();
  }

  /** §4.3: 4 colours let the active player take 2 cards, 5 colours 3: the best ships count. */
  @Test
  void discover_manyColours_moreShipsCount() {
    // coins 4, 3, 2, 2 in four colours: the best two
    assertThat(potential(discover(SHIP_Y_4_4, SHIP_B_5_3, SHIP_G_3_2, SHIP_K_4_2), 0)).isCloseTo(0.8 * 7, within(EPS));
    // the first card of the game (a person) lying first does not hide the ships' colours
    assertThat(potential(discover(TRADER_YELLOW_3, SHIP_Y_4_4, SHIP_B_5_3, SHIP_G_3_2, SHIP_K_4_2), 0))
        .isCloseTo(0.8 * 7, within(EPS));
    // coins 1, 3, 2, 3, 3 in five colours: the best three
    assertThat(potential(discover(SHIP_Y_1_1, SHIP_B_5_3, SHIP_G_3_2, SHIP_R_6_3, SHIP_K_7_3), 0))
        .isCloseTo(0.8 * 9, within(EPS));
  }

  /** A ship waiting to be repelled or accepted: the harbour counts as in Discover. */
  @Test
  void repelOrAccept_countsTheHarbourLikeDiscover() {
    Phase waiting = new Phase.RepelOrAccept(SHIP_R_1_1, new Phase.Discover(1, false, 0, false));
    assertThat(potential(discover(SHIP_Y_1_1, SHIP_B_5_3).withPhase(waiting), 0)).isCloseTo(0.8 * 3, within(EPS));
    assertThat(potential(discover(SHIP_Y_4_4, SHIP_B_5_3, SHIP_G_3_2, SHIP_K_4_2).withPhase(waiting), 0))
        .isCloseTo(0.8 * 7, within(EPS));
  }

  /** Trade &amp; Hire: the active player's own slot counts as many ships as he may still take. */
  @Test
  void tradeAndHire_theAllowanceCounts() {
    PortRoyalState s = discover(SHIP_Y_1_1, SHIP_B_5_3, SHIP_G_3_2, SHIP_R_6_3, SHIP_K_2_1);
    assertThat(potential(s.withPhase(new Phase.TradeAndHire(0, 0, 1, 0)), 0)).isCloseTo(0.8 * 3, within(EPS));
    assertThat(potential(s.withPhase(new Phase.TradeAndHire(0, 0, 2, 0)), 0)).isCloseTo(0.8 * 6, within(EPS));
    assertThat(potential(s.withPhase(new Phase.TradeAndHire(0, 0, 3, 0)), 0)).isCloseTo(0.8 * 8, within(EPS));
    assertThat(potential(s.withPhase(new Phase.TradeAndHire(0, 0, 5, 0)), 0)).isCloseTo(0.8 * 10, within(EPS));
    // never more ships than colours
    assertThat(potential(s.withPhase(new Phase.TradeAndHire(0, 0, 7, 0)), 0)).isCloseTo(0.8 * 10, within(EPS));
    assertThat(potential(s.withPhase(new Phase.TradeAndHire(0, 0, 0, 3)), 0)).isZero();
    // a single ship counts once, however many cards may be taken
    PortRoyalState one = discover(SHIP_B_5_3);
    assertThat(potential(one.withPhase(new Phase.TradeAndHire(0, 0, 3, 0)), 0)).isCloseTo(0.8 * 3, within(EPS));
    // another player's slot: the active player takes nothing more
    assertThat(potential(s.withPhase(new Phase.TradeAndHire(1, 1, 3, 0)), 0)).isZero();
    assertThat(potential(s.withPhase(new Phase.GiftRecipient(0, new Phase.TradeAndHire(0, 0, 3, 0))), 0)).isZero();
    assertThat(potential(s.withPhase(new Phase.TurnOver(0)), 0)).isZero();
  }

  /** Only the active player may still take ships. */
  @Test
  void theHarbourCountsOnlyForTheActivePlayer() {
    PortRoyalState s = discover(SHIP_Y_4_4, SHIP_B_5_3, SHIP_G_3_2, SHIP_K_4_2);
    assertThat(potential(s, 1)).isZero();
    assertThat(potential(s.withActive(1), 1)).isCloseTo(0.8 * 7, within(EPS));
    assertThat(potential(s.withActive(1), 0)).isZero();
  }

  /** A player's worth, with an empty opponent (whose worth 0 counts half against it). */
  @Test
  void worth_influenceCoinsSwordsAndAbilities() {
    CardTable t = GAME.table(PortRoyalOptions.PRINTED);
    assertThat(value(Table.of(2).build(), 0)).isZero();
    assertThat(value(Table.of(2).coins(0, 11).build(), 0)).isCloseTo(11, within(EPS));
    assertThat(value(Table.of(2).coins(0, 13).build(), 0)).isCloseTo(11 + 0.4 * 2, within(EPS));
    assertThat(value(Table.of(2).coins(0, 4).build(), 0)).isCloseTo(4, within(EPS));
    // a Trader (the first card of the game) and a Governor: influence plus 0.5 and 2 for their abilities
    PortRoyalState persons = Table.of(2).display(0, TRADER_YELLOW_3, GOVERNOR).build();
    assertThat(value(persons, 0)).isCloseTo(3.5 * (t.influence(TRADER_YELLOW_3) + t.influence(GOVERNOR)) + 0.5 + 2.0,
        within(EPS));
    PortRoyalState twoGovernors = Table.of(2).display(0, GOVERNOR, GOVERNOR).build();
    assertThat(value(twoGovernors, 0)).isCloseTo(3.5 * 2 * t.influence(GOVERNOR) + 2 * 2.0, within(EPS));
    // swords count up to 6
    PortRoyalState sailor = Table.of(2).display(0, SAILOR_3).build();
    assertThat(value(sailor, 0)).isCloseTo(3.5 * t.influence(SAILOR_3) + 0.4 * t.swords(SAILOR_3), within(EPS));
    PortRoyalState pirates = Table.of(2).display(0, PIRATE_7, PIRATE_9, SAILOR_3, SAILOR_3, SAILOR_3).build();
    int swords = t.swords(PIRATE_7) + t.swords(PIRATE_9) + 3 * t.swords(SAILOR_3);
    assertThat(swords).isGreaterThan(6);
    assertThat(value(pirates, 0)).isCloseTo(
        3.5 * (t.influence(PIRATE_7) + t.influence(PIRATE_9) + 3 * t.influence(SAILOR_3)) + 0.4 * 6, within(EPS));
    // the best opponent's worth counts half against
    assertThat(value(Table.of(3).coins(1, 4).coins(2, 6).build(), 0)).isCloseTo(-3, within(EPS));
    assertThat(value(Table.of(3).coins(0, 2).coins(1, 4).coins(2, 6).build(), 1)).isCloseTo(4 - 3, within(EPS));
  }

  /** V2: an expedition anywhere in the display counts, also behind the first card of the game. */
  @Test
  void hasExpedition_looksAtTheWholeDisplay() {
    PortRoyalState s = Table.of(2).display(0, TRADER_YELLOW_3, EXP_2ANCHOR).display(1, TRADER_YELLOW_5).build();
    assertThat(Scoring.hasExpedition(s.player(0))).isTrue();
    assertThat(Scoring.hasExpedition(s.player(1))).isFalse();
    assertThat(Scoring.hasExpedition(Table.of(2).display(0, EXP_2CROSS).build().player(0))).isTrue();
  }
}
