package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What IsmctsAgent's settings mean, on a position built so that a cut playout (judged by the
 * heuristic) and a playout to the end disagree.
 */
class IsmctsDecisionTest {

  /** Three seats; seat 0 picks 0, 1 or 2, then the seats pass {@code passes} times and the game ends. */
  record Line(int chosen, int passes) {}

  static final class Gamble extends ScriptedGame<Line> {
    final int passes;

    Gamble(int passes) {
      super(Line.class, passes + 1);
      this.passes = passes;
    }

    @Override
    Line next(Line state, int action) {
      if (!legalActions(state).contains(action)) {
        throw new IllegalActionException("Gamble", "not now");
      }
      return state.chosen() < 0 ? new Line(action, 0) : new Line(state.chosen(), state.passes() + 1);
    }

    @Override
    public Status status(Line state) {
      if (state.chosen() < 0) {
        return new Status.ToMove(0);
      }
      if (state.passes() < passes) {
        return new Status.ToMove((state.passes() + 1) % 3);
      }
      // at the end only choice 0 wins for seat 0
      List<Integer> scores = state.chosen() == 0 ? List.of(10, 0, 0) : List.of(0, 10, 10);
      return new Status.Finished(new Outcome(scores, Outcome.ranksByDescending(scores)));
    }

    @Override
    public List<Integer> legalActions(Line state) {
      if (state.chosen() < 0) {
        return List.of(0, 1, 2);
      }
      return state.passes() < passes ? List.of(0) : List.of();
    }

    /** Misleading on purpose: choice 2 looks like a sole lead, 1 like a shared one, 0 like a loss. */
    @Override
    public Heuristic<Line> heuristic() {
      return (state, seat) -> {
        int[] values = switch (state.chosen()) {
          case 0 -> new int[] {0, 10, 0};
          case 1 -> new int[] {10, 10, 0};
          default -> new int[] {10, 0, 0};
        };
        return values[seat];
      };
    }
  }

  /** A long game: 60 iterations cannot reach its end through the tree. */
  private static int choice(String spec, long seed) {
    return Agents.byName(spec).choose(new Gamble(100), new Line(-1, 0), new RandomSource(seed));
  }

  @Test
  void playoutsToTheEndFollowTheOutcome() {
    for (long seed = 0; seed < 5; seed++) {
      assertThat(choice("ismcts:iterations=60:depth=0", seed)).as("seed %d", seed).isEqualTo(0);
      assertThat(choice("ismcts:iterations=60:depth=0:rollout=greedy", seed)).as("seed %d", seed).isEqualTo(0);
    }
  }

  @Test
  void cutPlayoutsRankTheSeatsByTheHeuristicAndSplitSharedLeads() {
    // a sole lead (2) is worth 1, a lead shared by two (1) worth 1/2, no lead (0) nothing
    for (long seed = 0; seed < 5; seed++) {
      assertThat(choice("ismcts:iterations=60:depth=2", seed)).as("seed %d", seed).isEqualTo(2);
      assertThat(choice("ismcts:iterations=60:depth=2:determinizations=3", seed)).as("seed %d", seed).isEqualTo(2);
    }
  }

  @Test
  void aTimeBudgetRunsIterationsUntilItIsSpent() {
    // in a short game, enough iterations grow the tree to the end, where the outcome corrects the heuristic
    for (long seed = 0; seed < 3; seed++) {
      Agent agent = Agents.byName("ismcts:time=200:depth=2");
      assertThat(agent.choose(new Gamble(6), new Line(-1, 0), new RandomSource(seed))).as("seed %d", seed).isEqualTo(0);
    }
  }

  @Test
  void aSingleLegalActionIsTakenWithoutSearching() {
    Gamble game = new Gamble(30);
    IsmctsAgent agent = new IsmctsAgent();
    assertThat(agent.name()).isEqualTo("ismcts");
    assertThat(agent.choose(game, new Line(0, 5), new RandomSource(1))).isZero();
    assertThat(game.resamples).hasValue(0);
    assertThatThrownBy(() -> agent.choose(game, new Line(0, game.passes), new RandomSource(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("the game is over: no action to choose");
  }

  @Test
  void aGameThatOutlastsItsBoundIsReported() {
    ScriptedGame<Line> endless = new ScriptedGame<>(Line.class, 10) {
      @Override
      Line next(Line state, int action) {
        return new Line(action, state.passes() + 1);
      }

      @Override
      public Status status(Line state) {
        return new Status.ToMove(0);
      }

      @Override
      public List<Integer> legalActions(Line state) {
        return List.of(0, 1);
      }

      @Override
      public Heuristic<Line> heuristic() {
        return (state, seat) -> 0;
      }
    };
    assertThatThrownBy(() -> new IsmctsAgent().choose(endless, new Line(0, 0), new RandomSource(1)))
        .isInstanceOf(IllegalStateException.class).hasMessage("scripted: no random playout reached the end");
  }

  @Test
  void settingsAcceptTheirSmallestValuesAndRejectLess() {
    IsmctsAgent.Settings least = new IsmctsAgent.Settings(1, 0, 0.0, IsmctsAgent.Rollout.RANDOM, 1, 0, false);
    assertThat(new IsmctsAgent(least).settings()).isEqualTo(least);
    assertThat(IsmctsAgent.Settings.defaults()).isEqualTo(new IsmctsAgent.Settings(200, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 1, 30, true));
    assertThatThrownBy(() -> new IsmctsAgent.Settings(0, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 1, 0, false))
        .isInstanceOf(InvalidSetupException.class).hasMessage("iterations: must be at least 1, not 0");
    assertThatThrownBy(() -> new IsmctsAgent.Settings(1, -1, 0.7, IsmctsAgent.Rollout.RANDOM, 1, 0, false))
        .isInstanceOf(InvalidSetupException.class).hasMessage("time: must not be negative, not -1");
    for (double c : new double[] {-0.1, Double.NaN, Double.POSITIVE_INFINITY}) {
      assertThatThrownBy(() -> new IsmctsAgent.Settings(1, 0, c, IsmctsAgent.Rollout.RANDOM, 1, 0, false))
          .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("c: must be a finite number >= 0");
    }
    assertThatThrownBy(() -> new IsmctsAgent.Settings(1, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 0, 0, false))
        .isInstanceOf(InvalidSetupException.class).hasMessage("determinizations: must be at least 1, not 0");
    assertThatThrownBy(() -> new IsmctsAgent.Settings(1, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 1, -1, false))
        .isInstanceOf(InvalidSetupException.class).hasMessage("depth: must not be negative, not -1");
    assertThatThrownBy(() -> new IsmctsAgent.Settings(1, 0, 0.7, null, 1, 0, false))
        .isInstanceOf(NullPointerException.class).hasMessage("rollout must not be null");
  }
}
