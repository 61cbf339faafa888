package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.Table.assertIllegal;
import static org.spielwerk.portroyal.Table.coins;
import static org.spielwerk.portroyal.Table.legal;
import static org.spielwerk.portroyal.Table.play;

import org.junit.jupiter.api.Test;
import org.spielwerk.portroyal.PortRoyalAction.DeclineCoins;
import org.spielwerk.portroyal.PortRoyalAction.Hire;
import org.spielwerk.portroyal.PortRoyalAction.Trade;

/** The unterwegs two-nail cards mixed into the base game (portroyal-unterwegs §4, §6.8, §7). */
class UnterwegsCardsTest {
  private static final PortRoyalOptions MIXED = PortRoyalOptions.PRINTED.withUnterwegsCards(true);

  private static PortRoyalPositions table(int players) {
    return Table.of(players).options(MIXED);
  }

  /** Unterwegs §4: the ship traded in the Wholesaler's colour is tucked under it, 1 influence each. */
  @Test
  void wholesaler_tucksTheShip_oneInfluenceEach() {
    PortRoyalState s = table(2).display(0, WHOLESALER_G_6).harbor(SHIP_G_1_2).slot(0, 1).build();
    s = play(s, Trade.of(SHIP_G_1_2));
    assertThat(coins(s, 0)).isEqualTo(2);
    assertThat(s.player(0).tucked().toList()).containsExactly(SHIP_G_1_2);
    assertThat(s.player(0).influence()).isEqualTo(2 + 1);
    assertThat(s.discard().contains(SHIP_G_1_2)).isFalse();
  }

  /** §7: a Trader and a Wholesaler of one colour: ship coins + 1, then the tuck. */
  @Test
  void wholesaler_withTrader() {
    PortRoyalState s = table(2).display(0, WHOLESALER_K_6, TRADER_BLACK_3).harbor(SHIP_K_4_2).slot(0, 1).build();
    s = play(s, Trade.of(SHIP_K_4_2));
    assertThat(coins(s, 0)).isEqualTo(3);
    assertThat(s.player(0).tucked().size()).isEqualTo(1);
  }

  /** Unterwegs §6.3: a non-active player pays the surcharge (out of the income) and tucks the ship. */
  @Test
  void wholesaler_nonActive() {
    PortRoyalState s = table(2).display(1, WHOLESALER_R_6).harbor(SHIP_R_3_2).slot(1, 1).build();
    s = play(s, Trade.of(SHIP_R_3_2));
    assertThat(coins(s, 1)).isEqualTo(1);
    assertThat(coins(s, 0)).isEqualTo(1);
    assertThat(s.player(1).tucked().toList()).containsExactly(SHIP_R_3_2);
  }

  /** §7: tucked ships count towards the 12 influence that end the game. */
  @Test
  void tuckedShips_countForTheEnd() {
    PortRoyalState s = table(2).display(0, WHOLESALER_Y_8, PIRATE_9, JESTER_9, ADMIRAL_5, TRADER_BLUE_3)
        .harbor(SHIP_Y_1_1).slot(0, 1).build();
    assertThat(s.player(0).influence()).isEqualTo(11);
    s = play(s, Trade.of(SHIP_Y_1_1));
    assertThat(s.endTriggered()).isTrue();
  }

  /** §7: the 5 Passengers have no ability, 2 influence for 4 coins. */
  @Test
  void passenger() {
    PortRoyalState s = table(2).coins(0, 4).harbor(PASSENGER_NAIL).slot(0, 1).build();
    s = play(s, Hire.of(PASSENGER_NAIL));
    assertThat(s.player(0).influence()).isEqualTo(2);
    assertThat(coins(s, 0)).isZero();
  }

  /**
   * Unterwegs §6.8 ENGINE DECISION: a tucked ship never reaches the discard pile, so with both piles
   * empty a non-active player with no coin would get none and cannot pay: he may not take it. A
   * ship of another colour goes to the discard pile first and pays its own coin (§9.19).
   */
  @Test
  void tuckedShip_withEmptyPiles_notTakeableWithoutACoin() {
    PortRoyalState s = table(2).display(1, WHOLESALER_Y_8).harbor(SHIP_Y_1_1, SHIP_B_1_1).slot(1, 1).restAsCoins(0).build();
    assertIllegal(s, Trade.of(SHIP_Y_1_1), "unterwegs §6.8");
    assertThat(legal(s)).containsExactly(Trade.of(SHIP_B_1_1), PortRoyalAction.PASS);
  }

  /** Audit U-Q3 (a), the default: a ship whose coins were declined is still tucked. */
  @Test
  void declinedShip_stillTucked_UQ3a() {
    PortRoyalOptions all = PortRoyalOptions.PRINTED_EXPANSION.withUnterwegsCards(true);
    PortRoyalState s = Table.of(2).options(all).contracts(Contract.C_FREGATTENSCHRECK, Contract.C_KOMIKER, Contract.C_ENTDECKER,
        Contract.C_CHARMEUR).display(0, WHOLESALER_R_6).harbor(SHIP_R_1_1).slot(0, 1).build();
    PortRoyalState a = play(s, DeclineCoins.of(SHIP_R_1_1));
    assertThat(a.player(0).tucked().toList()).containsExactly(SHIP_R_1_1);
    assertThat(coins(a, 0)).isZero();
    PortRoyalState b = play(s.withOptions(all.withTuckDeclinedShips(false)), DeclineCoins.of(SHIP_R_1_1));
    assertThat(b.player(0).tucked().isEmpty()).as("U-Q3 (b): no coins, no tuck").isTrue();
    assertThat(b.discard().contains(SHIP_R_1_1)).isTrue();
  }

  /** §7: the two-nail ships are the base game's cards of the same values (identical cards are one value). */
  @Test
  void twoNailShips_playAsTheirBaseTwins() {
    PortRoyalState s = Table.GAME.setup(MIXED, 2, 4);
    assertThat(Table.GAME.components(MIXED, 2).count(SHIP_Y_1_1)).isEqualTo(4);
    assertThat(s.draw().contains(U_Y_1_1N)).isFalse();
    assertThat(s.draw().count(c -> c == SHIP_Y_1_1) + s.players().map(p -> p.coins().count(c -> c.card() == SHIP_Y_1_1)).sum().intValue())
        .isEqualTo(4);
  }
}
