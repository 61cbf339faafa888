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
      super(Line.class, passes + 1, 3);
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
  void equallyVisitedChildrenAreSettledByTheirMeanRewardNotTheirPlaceInTheList() {
    // three iterations visit each of the three choices once; the cut playouts score them 0, 1/2 and 1,
    // so the answer is the last listed (answering the first, 0, would be the order of the list speaking)
    for (long seed = 0; seed < 5; seed++) {
      assertThat(choice("ismcts:iterations=3:depth=2", seed)).as("seed %d", seed).isEqualTo(2);
      assertThat(choice("ismcts:iterations=3:depth=2:expand=random", seed)).as("seed %d", seed).isEqualTo(2);
    }
  }

  /** Two seats; seat 0 picks 0 (a narrow lead by the heuristic) or 1 (a wide one); the game goes on long. */
  static final class Leads extends ScriptedGame<Line> {
    Leads() {
      super(Line.class, 1000);
    }

    @Override
    Line next(Line state, int action) {
      return state.chosen() < 0 ? new Line(action, 0) : new Line(state.chosen(), state.passes() + 1);
    }

    @Override
    public Status status(Line state) {
      if (state.passes() >= 500) {
        List<Integer> scores = List.of(1, 0);
        return new Status.Finished(new Outcome(scores, Outcome.ranksByDescending(scores)));
      }
      return new Status.ToMove(state.chosen() < 0 ? 0 : state.passes() % 2);
    }

    @Override
    public List<Integer> legalActions(Line state) {
      return status(state) instanceof Status.Finished ? List.of() : state.chosen() < 0 ? List.of(0, 1) : List.of(0);
    }

    @Override
    public Heuristic<Line> heuristic() {
      return (state, seat) -> {
        double lead = state.chosen() == 1 ? 20 : 0.5;
        return seat == 0 ? lead : 0;
      };
    }
  }

  @Test
  void valueScoredCutsTellAWideLeadFromANarrowOne() {
    Leads game = new Leads();
    for (long seed = 0; seed < 5; seed++) {
      // ranked, both leads are a win (mean 1 each, equal visits: the first listed); valued, the wide one is better
      assertThat(Agents.byName("ismcts:iterations=2:depth=3").choose(game, new Line(-1, 0), new RandomSource(seed)))
          .as("seed %d", seed).isEqualTo(0);
      assertThat(Agents.byName("ismcts:iterations=2:depth=3:cut=value").choose(game, new Line(-1, 0),
          new RandomSource(seed))).as("seed %d", seed).isEqualTo(1);
      assertThat(Agents.byName("ismcts:iterations=40:depth=3:cut=value:scale=2").choose(game, new Line(-1, 0),
          new RandomSource(seed))).as("seed %d", seed).isEqualTo(1);
    }
  }

  @Test
  void cutPayoffsByRankAndByValue() {
    assertThat(IsmctsAgent.rankPayoffs(new double[] {3, 3, 1})).containsExactly(0.5, 0.5, 0.0);
    assertThat(IsmctsAgent.rankPayoffs(new double[] {1, 4, 2})).containsExactly(0.0, 1.0, 0.0);
    double[] valued = IsmctsAgent.valuePayoffs(new double[] {10, 5, 0}, 5);
    // each against its best rival: +5, -5, -10 over a scale of 5
    assertThat(valued[0]).isCloseTo(1 / (1 + Math.exp(-1)), org.assertj.core.api.Assertions.within(1e-12));
    assertThat(valued[1]).isCloseTo(1 / (1 + Math.exp(1)), org.assertj.core.api.Assertions.within(1e-12));
    assertThat(valued[2]).isCloseTo(1 / (1 + Math.exp(2)), org.assertj.core.api.Assertions.within(1e-12));
    assertThat(IsmctsAgent.valuePayoffs(new double[] {2, 2}, 1)).containsExactly(0.5, 0.5);
  }

  @Test
  void wideningAddsChildrenWithTheSquareRootOfTheVisits() {
    assertThat(IsmctsAgent.widened(0, 0, 1.0)).isFalse();
    assertThat(IsmctsAgent.widened(1, 0, 1.0)).isTrue();
    assertThat(IsmctsAgent.widened(1, 4, 1.0)).isFalse();
    assertThat(IsmctsAgent.widened(2, 4, 1.0)).isTrue();
    assertThat(IsmctsAgent.widened(3, 4, 2.0)).isFalse();
    assertThat(IsmctsAgent.widened(4, 4, 2.0)).isTrue();
    assertThat(IsmctsAgent.widened(1000, 4, 0.0)).as("0 turns it off").isFalse();
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
  void aGameThatOutlastsItsBoundIsJudgedByTheHeuristic() {
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
    // the seats come from Game.seats, so no playout has to reach the end to count them (it once had to, and
    // an endless game failed here); a playout past the bound is cut and judged by the heuristic
    assertThat(new IsmctsAgent().choose(endless, new Line(0, 0), new RandomSource(1))).isIn(0, 1);
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
    assertThat(least.cut()).as("the old constructor keeps the old scoring").isEqualTo(IsmctsAgent.Cut.RANK);
    assertThat(least.cutScale()).isEqualTo(5.0);
    assertThat(least.widening()).isZero();
    assertThat(least.rolloutCandidates()).isEqualTo(8);
    assertThatThrownBy(() -> new IsmctsAgent.Settings(1, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 1, 0, false, null, 5, 0, 8))
        .isInstanceOf(NullPointerException.class).hasMessage("cut must not be null");
    for (double scale : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY}) {
      assertThatThrownBy(() -> new IsmctsAgent.Settings(1, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 1, 0, false,
          IsmctsAgent.Cut.VALUE, scale, 0, 8)).isInstanceOf(InvalidSetupException.class)
          .hasMessageStartingWith("scale: must be a finite number > 0");
    }
    assertThatThrownBy(() -> new IsmctsAgent.Settings(1, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 1, 0, false,
        IsmctsAgent.Cut.VALUE, 1, -0.5, 8)).isInstanceOf(InvalidSetupException.class)
        .hasMessage("widen: must be a finite number >= 0, not -0.5");
    assertThatThrownBy(() -> new IsmctsAgent.Settings(1, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 1, 0, false,
        IsmctsAgent.Cut.VALUE, 1, 0, 0)).isInstanceOf(InvalidSetupException.class)
        .hasMessage("candidates: must be at least 1, not 0");
  }
}
