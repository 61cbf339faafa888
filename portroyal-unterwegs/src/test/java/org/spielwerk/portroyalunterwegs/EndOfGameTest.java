package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalunterwegs.Table.GAME;
import static org.spielwerk.portroyalunterwegs.Table.hire;
import static org.spielwerk.portroyalunterwegs.Table.play;
import static org.spielwerk.portroyalunterwegs.Table.trade;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.PASS;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.REVEAL;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.STOP;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/** End of game (§5) and its edge case §6.9. */
class EndOfGameTest {

  /** Plays Reveal, Stop and passes until the turn of {@code seat} begins. */
  private static UnterwegsState untilTurnOf(UnterwegsState s, int seat) {
    while (!(s.active() == seat && s.phase().equals(new Phase.Discover(false)))) {
      if (GAME.isOver(s)) {
        return s;
      }
      UnterwegsAction next = GAME.legalActions(s).contains(STOP) ? STOP
          : GAME.legalActions(s).contains(PASS) ? PASS : GAME.legalActions(s).get(0);
      s = GAME.play(s, next);
    }
    return s;
  }

  @Test
  void end_reachedOutsideOwnTurnStillFinishesTheRound() {
    // §5: the trigger is checked after every action, also in another player's turn; the round is
    // finished and the player right of the start player (seat 2 of 3) takes the last turn.
    UnterwegsState s = Table.of(3).start(0).active(0).harbor("PASSENGER").phase(new Phase.TradeAndHire(1, 1, 0))
        .display(1, "WHOLESALER_Y_8", "WHOLESALER_B_8").coins(1, 5).draw("U_B_1_1", "U_Y_1_1", "U_G_1_1").build();
    Step<UnterwegsState, UnterwegsEvent> hired = GAME.apply(s, hire("PASSENGER"));
    assertThat(hired.events()).contains(new UnterwegsEvent.EndTriggered(1, 8));
    UnterwegsState after = hired.state();
    assertThat(after.endTriggered()).isTrue();
    assertThat(GAME.isOver(after)).isFalse();
    UnterwegsState lastTurn = untilTurnOf(after, 2);
    assertThat(GAME.isOver(lastTurn)).isFalse();
    assertThat(lastTurn.active()).isEqualTo(2);
    UnterwegsState over = GAME.play(GAME.play(lastTurn, REVEAL), STOP);
    over = untilTurnOf(over, 0);
    assertThat(GAME.isOver(over)).isTrue();
    assertThat(over.phase()).isEqualTo(new Phase.GameOver(false));
  }

  @Test
  void end_reachedInTheLastPlayersTurnEndsAfterThatTurn() {
    // §6.9: if the trigger happens in the last player's turn, the game ends after that turn.
    UnterwegsState s = Table.of(2).start(0).active(1).harbor("PASSENGER", "U_B_1_1")
        .phase(new Phase.TradeAndHire(0, 1, 0)).display(1, "WHOLESALER_Y_8", "WHOLESALER_B_8").coins(1, 4)
        .build();
    UnterwegsState after = play(s, hire("PASSENGER")).state();
    assertThat(after.endTriggered()).isTrue();
    assertThat(GAME.isOver(after)).as("seat 0 still has its slot in this turn").isFalse();
    Step<UnterwegsState, UnterwegsEvent> last = GAME.apply(after, trade("U_B_1_1"));
    assertThat(GAME.isOver(last.state())).isTrue();
    assertThat(last.events().get(last.events().size() - 1)).isEqualTo(new UnterwegsEvent.GameEnded(Vector.of(1), false));
  }

  @Test
  void end_tuckedShipsCountTowardsTheTrigger() {
    // §5: a tucked ship is 1 influence and can trigger the end.
    UnterwegsState s = Table.of(2).harbor("U_B_2_2N").phase(new Phase.TradeAndHire(0, 1, 0))
        .display(0, "WHOLESALER_B_8", "WHOLESALER_Y_8", "SAILOR_3").build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, trade("U_B_2_2N"));
    assertThat(step.events()).contains(new UnterwegsEvent.EndTriggered(0, 8));
  }

  @Test
  void end_mostInfluenceWins() {
    Outcome outcome = outcome(Table.of(3).display(0, "PASSENGER").display(1, "SAILOR_7").coins(0, 9).coins(1, 1));
    assertThat(outcome.scores()).containsExactly(2, 3, 0);
    assertThat(outcome.winners()).containsExactly(1);
    assertThat(outcome.ranks()).containsExactly(1, 0, 2);
  }

  @Test
  void end_tiedInfluenceGoesToMoreCoins() {
    Outcome outcome = outcome(Table.of(2).display(0, "PASSENGER").display(1, "PASSENGER").coins(0, 3).coins(1, 4));
    assertThat(outcome.winners()).containsExactly(1);
  }

  @Test
  void end_tiedInfluenceAndCoinsShareTheVictory() {
    Outcome outcome = outcome(Table.of(3).display(0, "PASSENGER").display(1, "PASSENGER").coins(0, 4).coins(1, 4)
        .coins(2, 9));
    assertThat(outcome.winners()).containsExactly(0, 1);
    assertThat(outcome.payoff(0)).isEqualTo(0.5);
  }

  private static Outcome outcome(UnterwegsPositions table) {
    UnterwegsState over = table.build().withPhase(new Phase.GameOver(false)).withEndTriggered(true);
    return ((Status.Finished) GAME.status(over)).outcome();
  }

  @Test
  void end_afterTheGameNothingIsLegal() {
    UnterwegsState over = Table.of(2).build().withPhase(new Phase.GameOver(false));
    assertThat(GAME.legalActions(over)).isEmpty();
    assertThatThrownBy(() -> GAME.apply(over, REVEAL)).isInstanceOf(IllegalActionException.class);
  }

  @Test
  void end_quietTurnsEndAStuckGame() {
    // ENGINE DECISION (docs): after 100 turns in a row without a hire or a tucked ship the game ends.
    UnterwegsState s = Table.of(2).harbor("U_B_1_1").phase(new Phase.TradeAndHire(1, 1, 0)).build()
        .withQuietTurns(Rules.QUIET_TURN_LIMIT - 1);
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, PASS);
    assertThat(step.state().phase()).isEqualTo(new Phase.GameOver(true));
    assertThat(step.events()).anyMatch(e -> e instanceof UnterwegsEvent.GameEnded ended && ended.stalled());
  }

  @Test
  void end_aHireResetsTheQuietCount() {
    UnterwegsState s = Table.of(2).harbor("PASSENGER").phase(new Phase.TradeAndHire(0, 1, 0)).coins(0, 4).build()
        .withQuietTurns(Rules.QUIET_TURN_LIMIT - 1);
    UnterwegsState after = play(s, hire("PASSENGER")).state();
    assertThat(GAME.isOver(after)).isFalse();
    assertThat(after.quietTurns()).isEqualTo(1);
  }
}
