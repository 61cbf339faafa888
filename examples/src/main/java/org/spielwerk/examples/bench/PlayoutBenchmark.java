package org.spielwerk.examples.bench;

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
import org.spielwerk.core.Playout;
import org.spielwerk.core.RandomSource;

/**
 * Random playouts on one thread: the score is games per second; the {@code actions} counter gives
 * actions per second, {@code cpuWork} / {@code cpuNanos} actions per CPU-second of the benchmark thread.
 * Run: {@code spielwerk bench Playout -p game=portroyal-unterwegs -p players=3}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class PlayoutBenchmark {

  @Param({"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  public String game;

  /** Seats; 0 means the game's fewest. */
  @Param({"0"})
  public int players;

  /**
   * At most this many CPU-seconds of playouts before JMH's own warm-up, ended as soon as the speed per
   * CPU-second stops rising ({@link CpuTime#untilSteady}); 0 for none. {@code bench-check} sets it.
   */
  @Param({"0"})
  public int steadyWarmup;

  private Game<Object, Object, ?, ?, Object> engine;
  private Object options;
  private RandomSource random;

  /** Actions played, reported per second next to the games. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Counters {
    public long actions;

    @Setup(Level.Iteration)
    public void reset() {
      actions = 0;
    }
  }

  @Setup
  public void setup() {
    engine = BenchGames.byId(game);
    players = BenchGames.players(engine, players);
    options = engine.defaultOptions();
    random = new RandomSource(42);
    if (steadyWarmup > 0) {
      RandomSource warm = new RandomSource(7);
      CpuTime.Warmup done = CpuTime.untilSteady(
          () -> Playout.random(engine, engine.setup(options, players, warm.nextLong()), warm).actions(), steadyWarmup);
      System.out.printf("steady warm-up of %s: %.1f CPU-s in %d windows, last %,.0f actions per CPU-second%n",
          game, done.cpuSeconds(), done.windows(), done.unitsPerCpuSecond());
    }
  }

  @Benchmark
  public int randomPlayout(Counters counters, CpuCounters cpu) {
    Object state = engine.setup(options, players, random.nextLong());
    int actions = Playout.random(engine, state, random).actions();
    counters.actions += actions;
    cpu.cpuWork += actions;
    return actions;
  }
}
