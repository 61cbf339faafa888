package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.Loot.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.Status;

/** Final scoring (§6) and the edge cases §8.11-8.14. */
class ScoringTest {

  static PortRoyalStichePositions over(int players) {
    return PortRoyalStichePositions.of(players).round(6).tricksDone(8).phase(new Phase.GameOver());
  }

  private static Outcome outcome(PortRoyalStichePositions position) {
    PortRoyalSticheState state = Table.at(position).state;
    return ((Status.Finished) Table.GAME.status(state)).outcome();
  }

  private static ShipScore ship(PortRoyalStichePositions position, int seat, Good good) {
    PortRoyalSticheState state = position.build();
    return Scoring.ship(good, state.player(seat).ship(good), state.playerCount(), state.options());
  }

  @Test
  void total_isSurvivingCargoPlusBonusMinusDebt() { // §6
    PortRoyalStichePositions position = over(3).ship(0, Good.RUM, RUM_12, RUM_9).bonus(0, Good.RUM, Bonus.BONUS_3)
        .ship(0, Good.BISCUIT, BISCUIT_5, PLUS_6).debt(0, 7);
    assertThat(outcome(position).scores().get(0)).isEqualTo(21 + 3 + 11 - 7);
  }

  @Test
  void capacity_is24With3PlayersAnd18With4() { // §1.3, §6
    assertThat(ship(over(3).ship(0, Good.RUM, RUM_12, RUM_10, RUM_2), 0, Good.RUM).sunk()).isFalse();
    assertThat(ship(over(3).ship(0, Good.RUM, RUM_12, RUM_10, RUM_3), 0, Good.RUM).sunk()).isTrue();
    assertThat(ship(over(4).ship(0, Good.RUM, RUM_12, RUM_6), 0, Good.RUM).sunk()).isFalse();
    assertThat(ship(over(4).ship(0, Good.RUM, RUM_12, RUM_7), 0, Good.RUM).sunk()).isTrue();
  }

  @Test
  void aSunkShip_scoresNothing_notEvenItsBonusCards() { // §6, seed: "Auch Bonuskarten ... mit untergegangen"
    PortRoyalStichePositions position = over(4).ship(0, Good.RUM, RUM_12, RUM_7).bonus(0, Good.RUM, Bonus.BONUS_6);
    assertThat(ship(position, 0, Good.RUM).score()).isZero();
    assertThat(outcome(position).scores().get(0)).isZero();
  }

  @Test
  void seedExample_maxPlus5_raises24To29() { // §1.1, seed: "z.B. von 24 T. auf 29 T."
    ShipScore score = ship(over(3).ship(0, Good.RUM, RUM_12, RUM_10, RUM_7, MAX_PLUS_5), 0, Good.RUM);
    assertThat(score.capacity()).isEqualTo(29);
    assertThat(score.weight()).isEqualTo(29);
    assertThat(score.sunk()).isFalse();
  }

  @Test
  void maxCards_changeTheCapacityBy5() { // §1.1
    assertThat(ship(over(4).ship(0, Good.RUM, RUM_12, RUM_10, MAX_PLUS_5), 0, Good.RUM).capacity()).isEqualTo(23);
    assertThat(ship(over(4).ship(0, Good.RUM, RUM_12, RUM_10, MAX_PLUS_5), 0, Good.RUM).score()).isEqualTo(22);
    assertThat(ship(over(3).ship(0, Good.RUM, RUM_12, RUM_8, MAX_MINUS_5), 0, Good.RUM).sunk()).isTrue();
  }

  @Test
  void times2_doublesTheLootValueButNotTheBonusNorTheWeight() { // §1.1, §8.12
    ShipScore score = ship(over(4).ship(0, Good.RUM, RUM_12, RUM_4, TIMES_2).bonus(0, Good.RUM, Bonus.BONUS_5), 0, Good.RUM);
    assertThat(score.weight()).isEqualTo(16);
    assertThat(score.sunk()).isFalse();
    assertThat(score.lootValue()).isEqualTo(32);
    assertThat(score.score()).isEqualTo(32 + 5);
  }

  @Test
  void times2DoublesWeight_option_sinksTheDoubledShip() { // UNCONFIRMED interpretation, option
    PortRoyalStichePositions position = over(4).options(PortRoyalSticheOptions.STANDARD.withTimesTwoDoublesWeight(true))
        .ship(0, Good.RUM, RUM_12, RUM_4, TIMES_2);
    assertThat(ship(position, 0, Good.RUM).weight()).isEqualTo(32);
    assertThat(ship(position, 0, Good.RUM).sunk()).isTrue();
  }

  @Test
  void negativeCargo_countsAs0_butBonusCardsStillCount() { // §8.11
    ShipScore score = ship(over(3).ship(0, Good.RUM, RUM_3, MINUS_10).bonus(0, Good.RUM, Bonus.BONUS_2), 0, Good.RUM);
    assertThat(score.lootValue()).isEqualTo(-7);
    assertThat(score.cargo()).isZero();
    assertThat(score.score()).isEqualTo(2);
  }

  @Test
  void aNegativeSum_isDoubledToo() { // §1.1 seed: "Negative Werte verdoppeln sich ebenfalls"
    ShipScore score = ship(over(3).ship(0, Good.RUM, RUM_3, MINUS_10, TIMES_2), 0, Good.RUM);
    assertThat(score.lootValue()).isEqualTo(-14);
    assertThat(score.score()).isZero();
  }

  @Test
  void totals_canBeNegative() { // §8.14
    assertThat(outcome(over(3).ship(1, Good.RUM, RUM_3).debt(1, 12)).scores().get(1)).isEqualTo(-9);
  }

  @Test
  void theHighestTotalWins() { // §6
    Outcome outcome = outcome(over(3).ship(0, Good.RUM, RUM_9).ship(1, Good.RUM, RUM_10).ship(2, Good.RUM, RUM_8));
    assertThat(outcome.winners()).containsExactly(1);
    assertThat(outcome.ranks()).isEqualTo(List.of(1, 0, 2));
  }

  @Test
  void equalTotals_shareTheVictory() { // §6 ENGINE DECISION (UNCONFIRMED): no tie-break
    Outcome outcome = outcome(over(3).ship(0, Good.RUM, RUM_9).ship(1, Good.TOBACCO, TOBACCO_9).ship(2, Good.RUM, RUM_8));
    assertThat(outcome.winners()).containsExactly(0, 1);
    assertThat(outcome.payoff(0)).isEqualTo(0.5);
  }
}
