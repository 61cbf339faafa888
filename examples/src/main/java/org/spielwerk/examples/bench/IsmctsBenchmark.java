package org.spielwerk.examples.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.spielwerk.core.Game;
import org.spielwerk.core.IsmctsAgent;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/**
 * ISMCTS search speed on one thread: the score is decisions per second at {@code iterations} tree
 * iterations each; the {@code iterations} counter gives tree iterations per second ({@code cpuWork} /
 * {@code cpuNanos}: per CPU-second of the benchmark thread). The positions are
 * 32 taken from random games (setup seeds 1..), searched in turn, so the figure averages over a game's
 * phases. Run: {@code spielwerk bench Ismcts -p game=portroyal -wi 2 -i 3}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
@Threads(1)
public class IsmctsBenchmark {

  @Param({"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  public String game;

  /** Seats; 0 means the game's fewest. */
  @Param({"0"})
  public int players;

  /** Tree iterations per decision. */
  @Param({"100"})
  public int iterations;

  /** At most this many CPU-seconds of decisions before JMH's warm-up, until the speed stops rising; 0 for none. */
  @Param({"0"})
  public int steadyWarmup;

  private Game<Object, Object, ?, ?, Object> engine;
  private IsmctsAgent agent;
  private final List<Object> positions = new ArrayList<>();
  private RandomSource random;
  private int next;

  /** Tree iterations, reported per second next to the decisions. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Counters {
    public long iterations;

    @Setup(Level.Iteration)
    public void reset() {
      iterations = 0;
    }
  }

  @Setup
  public void setup() {
    engine = BenchGames.byId(game);
    players = BenchGames.players(engine, players);
    agent = new IsmctsAgent(new IsmctsAgent.Settings(iterations, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 1, 30, true));
    random = new RandomSource(42);
    for (long seed = 1; positions.size() < 32; seed++) {
      Object state = engine.setup(engine.defaultOptions(), players, seed);
      int steps = random.nextInt(60);
      for (int i = 0; i < steps && engine.status(state) instanceof Status.ToMove; i++) {
        List<Object> legal = engine.legalActions(state);
        state = engine.play(state, legal.get(random.nextInt(legal.size())));
      }
      if (engine.status(state) instanceof Status.ToMove && engine.legalActions(state).size() > 1) {
        positions.add(state);
      }
    }
    if (steadyWarmup > 0) {
      RandomSource warm = new RandomSource(7);
      int[] at = {0};
      CpuTime.Warmup done = CpuTime.untilSteady(() -> {
        agent.choose(engine, positions.get(at[0]++ % positions.size()), warm);
        return iterations;
      }, steadyWarmup);
      System.out.printf("steady warm-up of %s: %.1f CPU-s in %d windows, last %,.0f iterations per CPU-second%n",
          game, done.cpuSeconds(), done.windows(), done.unitsPerCpuSecond());
    }
  }

  @Benchmark
  public Object decide(Counters counters, CpuCounters cpu) {
    Object state = positions.get(next++ % positions.size());
    counters.iterations += iterations;
    cpu.cpuWork += iterations;
    return agent.choose(engine, state, random);
  }
}
