package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalunterwegs.Table.GAME;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.portroyalunterwegs.UnterwegsOptions.ExtraTaxWhenEmpty;

/**
 * Rules that issue 13's mutation audit found unpinned (a surviving mutant each), at the exact edge
 * where a changed comparison would show: every test here fails when the rule it names is broken.
 */
class RuleEdgesTest {

  // ---- the start seat (§2.3 ENGINE DECISION)

  @Test
  void startSeat_zeroNamedInTheOptionsBindsThePosition() {
    // §2.3: random unless the options fix a seat (randomStartPlayer false); seat 0 is a seat like the
    // others, so a position claiming another start seat under options that fix seat 0 is not one of theirs.
    UnterwegsState s = Table.of(3).options(UnterwegsOptions.DEFAULT.withRandomStartPlayer(false).withStartPlayer(0)).build();
    GAME.validate(s);
    assertInvalid(s.withStartPlayer(1), "startPlayer");
    assertInvalid(s.withStartPlayer(2), "startPlayer");
    // with a random start seat any seat may have been drawn
    GAME.validate(s.withOptions(UnterwegsOptions.DEFAULT).withStartPlayer(2));
  }

  // ---- validate's ranges: the largest value play reaches is accepted, one more is not

  @Test
  void validate_aLiveGameHoldsAtMostOneQuietTurnLessThanTheLimit() {
    // ENGINE DECISION (Rules.QUIET_TURN_LIMIT): the turn that reaches the limit ends the game, so a
    // game still running has seen at most LIMIT - 1 quiet turns; a stalled game has seen the limit.
    UnterwegsState s = Table.of(2).build();
    GAME.validate(s.withQuietTurns(Rules.QUIET_TURN_LIMIT - 1));
    assertInvalid(s.withQuietTurns(Rules.QUIET_TURN_LIMIT), "quietTurns");
    UnterwegsState stalled = s.withPhase(new Phase.GameOver(true));
    GAME.validate(stalled.withQuietTurns(Rules.QUIET_TURN_LIMIT));
    assertInvalid(stalled.withQuietTurns(Rules.QUIET_TURN_LIMIT + 1), "quietTurns");
  }

  @Test
  void validate_theActivePlayersSlotAllowsUpToThreeCardsInAll() {
    // §3: five colours allow 3 cards, so a slot may start with 3 and may have taken 2 with 1 left;
    // allowance and cards taken never add up to more than 3.
    UnterwegsState s = Table.of(2).harbor("U_Y_1_1", "U_B_1_1", "U_G_1_1", "U_R_1_1", "U_K_2_1")
        .phase(new Phase.TradeAndHire(0, 3, 0)).build();
    GAME.validate(s);
    GAME.validate(s.withPhase(new Phase.TradeAndHire(0, 2, 1)));
    GAME.validate(s.withPhase(new Phase.TradeAndHire(0, 1, 2)));
    assertInvalid(s.withPhase(new Phase.TradeAndHire(0, 1, 3)), "phase");
    assertInvalid(s.withPhase(new Phase.TradeAndHire(0, 3, 1)), "phase");
  }

  // ---- the end (§5, §6.9)

  @Test
  void validate_aGameEndsOnlyAfterTheTriggerEvenInTheLastSeatsTurn() {
    // §5: the game ends after the turn of the seat right of the start player, but only once someone
    // has reached the target; without the trigger that seat's turn is followed by the start player's.
    UnterwegsState s = Table.of(3).start(0).active(2).build();
    assertThat(s.lastSeat()).isEqualTo(2);
    assertThat(s.endTriggered()).isFalse();
    assertInvalid(s.withPhase(new Phase.GameOver(false)), "phase");
    UnterwegsState reached = Table.of(3).options(UnterwegsOptions.DEFAULT.withInfluenceTarget(3))
        .display(1, "WHOLESALER_Y_8").start(0).active(2).build();
    GAME.validate(reached.withPhase(new Phase.GameOver(false)));
    assertInvalid(reached.withActive(1).withPhase(new Phase.GameOver(false)), "phase");
  }

  @Test
  void validate_underNeverAGameWithBothPilesEmptyMayHaveStalledAtOnce() {
    // Audit U-Q2 (b), ENGINE DECISION: a turn that starts with both piles empty can change nothing,
    // so the game ends as stalled without waiting for the quiet-turn limit; under reading (a) the
    // virtual tax still moves coins, so such a game has not stalled.
    UnterwegsState held = PilesTest.allCardsHeld(UnterwegsOptions.DEFAULT).withPhase(new Phase.GameOver(true));
    assertThat(held.quietTurns()).isLessThan(Rules.QUIET_TURN_LIMIT);
    GAME.validate(held.withOptions(held.options().withExtraTaxWhenPilesEmpty(ExtraTaxWhenEmpty.NEVER)));
    assertInvalid(held, "phase");
  }

  @Test
  void validate_aCoinComesFromAShuffleThatHappened() {
    // §2, §3: the first deck is shuffle 0 and every reshuffle counts up from there; no coin is older.
    UnterwegsState s = Table.of(2).coins(0, 3).build();
    UnterwegsPlayer seat = s.player(0);
    Coin first = seat.coins().head();
    assertThat(first.shuffle()).isZero();
    assertInvalid(s.withPlayer(0, seat.withCoins(seat.coins().tail().prepend(new Coin(first.card(), -1)))),
        "players[0].coins");
  }

  // ---- the stall rule (ENGINE DECISION, Rules.QUIET_TURN_LIMIT)

  @Test
  void quietTurns_aTuckedShipEndsTheQuietRun() {
    // A turn is quiet when no card enters a display; a ship tucked under a Wholesaler (§4) raises
    // influence like a hire, so the count starts afresh: the turn that would have been the last
    // quiet one ends with a count of 1 and the game goes on.
    UnterwegsState s = Table.of(2).harbor("U_B_1_1").display(0, "WHOLESALER_B_8")
        .phase(new Phase.TradeAndHire(0, 1, 0)).build().withQuietTurns(Rules.QUIET_TURN_LIMIT - 1);
    UnterwegsState after = Table.play(s, Table.trade("U_B_1_1")).state();
    assertThat(after.player(0).tucked()).containsExactly(Table.ship("U_B_1_1"));
    assertThat(GAME.isOver(after)).isFalse();
    assertThat(after.quietTurns()).isEqualTo(1);
    // a ship of another colour goes onto the discard pile: the turn stays quiet and ends the game
    UnterwegsState other = Table.of(2).harbor("U_Y_1_1").display(0, "WHOLESALER_B_8")
        .phase(new Phase.TradeAndHire(0, 1, 0)).build().withQuietTurns(Rules.QUIET_TURN_LIMIT - 1);
    assertThat(Table.play(other, Table.trade("U_Y_1_1")).state().phase()).isEqualTo(new Phase.GameOver(true));
  }

  private static void assertInvalid(UnterwegsState s, String field) {
    assertThatThrownBy(() -> GAME.validate(s)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo(field));
  }
}
