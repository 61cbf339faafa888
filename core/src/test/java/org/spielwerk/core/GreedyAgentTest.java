package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntToDoubleFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The greedy agent's decision rule (GreedyAgent's javadoc): what it judges, how often, and how it breaks ties. */
class GreedyAgentTest {

  /** Seat 0 picks one of {@code n} numbers; then it is seat 1's turn (the test looks one ply deep only). */
  record Pick(int n, int chosen, boolean sampled) {
    static Pick of(int n) {
      return new Pick(n, -1, false);
    }
  }

  /** The position after choice {@code a} is worth {@code value(a)} to seat 0, unless the choice ends the game. */
  static final class PickGame extends ScriptedGame<Pick> {
    final IntToDoubleFunction value;
    final Set<Integer> wins = new HashSet<>();
    final Set<Integer> losses = new HashSet<>();
    final Set<Integer> sharedWins = new HashSet<>();
    final Set<Integer> illegalInSamples = new HashSet<>();
    final List<Integer> judged = Collections.synchronizedList(new ArrayList<>());

    PickGame(IntToDoubleFunction value) {
      super(Pick.class, 10);
      this.value = value;
    }

    @Override
    Pick next(Pick state, int action) {
      if (state.chosen() >= 0 || action < 0 || action >= state.n()) {
        throw new IllegalActionException("Pick", "one of 0.." + (state.n() - 1));
      }
      if (state.sampled() && illegalInSamples.contains(action)) {
        throw new IllegalActionException("Pick", "not in this sample");
      }
      judged.add(action);
      return new Pick(state.n(), action, state.sampled());
    }

    @Override
    public Status status(Pick state) {
      if (state.chosen() < 0) {
        return new Status.ToMove(0);
      }
      if (wins.contains(state.chosen())) {
        return new Status.Finished(new Outcome(List.of(1, 0), List.of(0, 1)));
      }
      if (losses.contains(state.chosen())) {
        return new Status.Finished(new Outcome(List.of(0, 1), List.of(1, 0)));
      }
      if (sharedWins.contains(state.chosen())) {
        return new Status.Finished(new Outcome(List.of(1, 1), List.of(0, 0)));
      }
      return new Status.ToMove(1);
    }

    @Override
    public List<Integer> legalActions(Pick state) {
      return state.chosen() < 0 ? IntStream.range(0, state.n()).boxed().toList() : List.of();
    }

    @Override
    public Pick resample(Pick state, int observer, long seed) {
      super.resample(state, observer, seed);
      return new Pick(state.n(), state.chosen(), true);
    }

    @Override
    public Heuristic<Pick> heuristic() {
      return (state, seat) -> seat == 0 ? value.applyAsDouble(state.chosen()) : -value.applyAsDouble(state.chosen());
    }
  }

  @Test
  void aSingleLegalActionIsTakenWithoutSearching() {
    PickGame game = new PickGame(a -> a);
    assertThat(new GreedyAgent().choose(game, Pick.of(1), new RandomSource(1))).isZero();
    assertThat(game.resamples).hasValue(0);
    assertThat(game.plays).hasValue(0);
  }

  @Test
  void theBestActionByTheHeuristicIsChosen() {
    PickGame game = new PickGame(a -> -(a - 6) * (a - 6));
    for (long seed = 0; seed < 50; seed++) {
      assertThat(new GreedyAgent().choose(game, Pick.of(10), new RandomSource(seed))).as("seed %d", seed).isEqualTo(6);
    }
  }

  @Test
  void tiesAreBrokenUniformlyByTheRandomSource() {
    PickGame game = new PickGame(a -> a % 2 == 1 && a < 6 ? 1 : 0);
    int[] counts = new int[6];
    for (long seed = 0; seed < 300; seed++) {
      int choice = new GreedyAgent().choose(game, Pick.of(6), new RandomSource(seed));
      assertThat(new GreedyAgent().choose(game, Pick.of(6), new RandomSource(seed))).as("same seed, same choice")
          .isEqualTo(choice);
      counts[choice]++;
    }
    assertThat(counts[0] + counts[2] + counts[4]).isZero();
    for (int tied : new int[] {1, 3, 5}) {
      assertThat(counts[tied]).as("choice %d of 300", tied).isBetween(70, 130);
    }
  }

  @Test
  void samplesShrinkWhenThereAreManyActions() {
    // samples per decision = min(samples, 256 / actions judged); each sample plays every judged action once
    int[][] cases = {{2, 8, 8}, {2, 3, 3}, {2, 1, 1}, {40, 8, 6}, {64, 8, 4}, {64, 2, 2}, {200, 8, 4}};
    for (int[] c : cases) {
      PickGame game = new PickGame(a -> a);
      new GreedyAgent(c[1]).choose(game, Pick.of(c[0]), new RandomSource(3));
      int judged = Math.min(c[0], GreedyAgent.MAX_CANDIDATES);
      assertThat(game.resamples).as("%d actions, %d samples", c[0], c[1]).hasValue(c[2]);
      assertThat(game.plays).as("%d actions, %d samples", c[0], c[1]).hasValue(c[2] * judged);
    }
    PickGame defaults = new PickGame(a -> a);
    new GreedyAgent().choose(defaults, Pick.of(2), new RandomSource(3));
    assertThat(defaults.resamples).as("the default is 8 samples").hasValue(8);
  }

  @Test
  void aLongListIsJudgedOnAUniformRandomSubsetOf64() {
    int n = 100;
    int[] judgedTimes = new int[n];
    int topChosen = 0;
    for (long seed = 0; seed < 200; seed++) {
      PickGame game = new PickGame(a -> a);
      int choice = new GreedyAgent().choose(game, Pick.of(n), new RandomSource(seed));
      Set<Integer> judged = new HashSet<>(game.judged);
      assertThat(judged).as("seed %d", seed).hasSize(GreedyAgent.MAX_CANDIDATES);
      assertThat(choice).as("the best of those judged, seed %d", seed).isEqualTo(Collections.max(judged));
      judged.forEach(a -> judgedTimes[a]++);
      topChosen += choice == n - 1 ? 1 : 0;
    }
    // each action is among the 64 of 100 with probability 0.64: 128 of 200 times on average
    for (int a = 0; a < n; a++) {
      assertThat(judgedTimes[a]).as("action %d judged", a).isBetween(95, 160);
    }
    assertThat(topChosen).isBetween(95, 160);
  }

  @Test
  void aWinningLastMoveBeatsAnyHeuristicValueAndALosingOneIsAvoided() {
    PickGame win = new PickGame(a -> 1e6);
    win.wins.add(0);
    win.losses.add(2);
    PickGame shared = new PickGame(a -> -1e6);
    shared.losses.add(1);
    shared.sharedWins.add(2);
    PickGame lose = new PickGame(a -> -1e6);
    lose.losses.add(1);
    for (long seed = 0; seed < 20; seed++) {
      assertThat(new GreedyAgent().choose(win, Pick.of(3), new RandomSource(seed))).isEqualTo(0);
      assertThat(new GreedyAgent().choose(shared, Pick.of(3), new RandomSource(seed))).isEqualTo(2);
      assertThat(new GreedyAgent().choose(lose, Pick.of(2), new RandomSource(seed))).isEqualTo(0);
    }
  }

  @Test
  void anActionTheSampleRejectsIsNotChosen() {
    PickGame game = new PickGame(a -> a == 0 ? -100 : 100);
    game.illegalInSamples.add(1);
    for (long seed = 0; seed < 20; seed++) {
      assertThat(new GreedyAgent().choose(game, Pick.of(2), new RandomSource(seed))).isEqualTo(0);
    }
  }

  @Test
  void atLeastOneSample() {
    assertThatThrownBy(() -> new GreedyAgent(0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("samples must be at least 1");
    assertThat(new GreedyAgent(1).name()).isEqualTo("greedy");
  }

  @Test
  void theRandomAgentPicksWithTheNextDraw() {
    PickGame game = new PickGame(a -> a);
    RandomAgent agent = new RandomAgent();
    assertThat(agent.name()).isEqualTo("random");
    RandomSource random = new RandomSource(4);
    RandomSource raw = new RandomSource(4);
    for (int i = 0; i < 50; i++) {
      assertThat(agent.choose(game, Pick.of(7), random)).isEqualTo(raw.nextInt(7));
    }
  }
}
