package org.spielwerk.examples.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.AssignmentProblem;
import org.spielwerk.gildedcompass.AssignmentSolver;
import org.spielwerk.gildedcompass.GildedCompass;
import org.spielwerk.gildedcompass.GildedCompassOptions;
import org.spielwerk.gildedcompass.GildedCompassState;
import org.spielwerk.gildedcompass.Player;

/**
 * The Gilded Compass end-game solver alone (§8.2: specialists to maps, magic items to specialists,
 * maximal gold then maximal unassigned specialist value), on the holdings of players at the end of
 * random 4-player games; microseconds per player solved.
 * Run: {@code spielwerk bench AssignmentSolver}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AssignmentSolverBenchmark {

  private AssignmentProblem[] problems;
  private int next;

  @Setup
  public void setup() {
    GildedCompass game = new GildedCompass();
    GildedCompassOptions options = GildedCompassOptions.YUCATA_AUTO_ASSIGN;
    RandomSource random = new RandomSource(17);
    List<AssignmentProblem> found = new ArrayList<>();
    while (found.size() < 400) {
      GildedCompassState state = game.setup(options, 4, random.nextLong());
      List<org.spielwerk.gildedcompass.GildedCompassAction> legal;
      while (!(legal = game.legalActions(state)).isEmpty()) {
        state = game.play(state, legal.get(random.nextInt(legal.size())));
      }
      for (Player player : state.players()) {
        found.add(AssignmentProblem.of(player, options));
      }
    }
    problems = found.toArray(AssignmentProblem[]::new);
  }

  @Benchmark
  public AssignmentSolver.Solution solve() {
    AssignmentProblem problem = problems[next];
    next = next + 1 == problems.length ? 0 : next + 1;
    return AssignmentSolver.solve(problem);
  }
}
