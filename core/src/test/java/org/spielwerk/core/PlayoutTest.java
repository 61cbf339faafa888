package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlayoutTest {

  @Test
  void aPlayoutCountsTheActionsToTheEnd() {
    Countdown game = new Countdown();
    for (long seed = 0; seed < 20; seed++) {
      Countdown.State state = game.setup(new Countdown.Options(30, 3), 3, seed);
      // the same uniform choices, by hand
      RandomSource raw = new RandomSource(seed);
      int expected = 0;
      Countdown.State s = state;
      while (!game.isOver(s)) {
        List<Countdown.Action> legal = game.legalActions(s);
        s = game.play(s, legal.get(raw.nextInt(legal.size())));
        expected++;
      }
      RandomSource random = new RandomSource(seed);
      assertThat(Playout.random(game, state, random)).as("seed %d", seed).isEqualTo(expected).isBetween(10, 30);
      assertThat(random.toRng()).as("one draw per action").isEqualTo(raw.toRng());
    }
  }

  @Test
  void aFinishedGameTakesNoActions() {
    Countdown game = new Countdown();
    Countdown.State over = game.play(game.setup(new Countdown.Options(1, 1), 2, 0), new Countdown.Action.Count(1));
    assertThat(Playout.random(game, over, new RandomSource(1))).isZero();
  }

  @Test
  void aGameMayTakeExactlyItsBoundButNotMore() {
    Countdown game = new Countdown(12);
    assertThat(Playout.random(game, game.setup(new Countdown.Options(12, 1), 2, 0), new RandomSource(1))).isEqualTo(12);
    assertThatThrownBy(() -> Playout.random(game, game.setup(new Countdown.Options(13, 1), 2, 0), new RandomSource(1)))
        .isInstanceOf(IllegalStateException.class).hasMessage("countdown outlasted 12 actions");
  }
}
