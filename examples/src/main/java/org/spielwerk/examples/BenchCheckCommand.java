package org.spielwerk.examples;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.spielwerk.core.Games;
import org.spielwerk.examples.bench.IsmctsBenchmark;
import org.spielwerk.examples.bench.PlayoutBenchmark;
import org.spielwerk.examples.bench.StateSizes;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The benchmark check (issues 11 and 21): random playouts of every game with the allocation profiler,
 * printed next to each game's targets, ISMCTS tree iterations per second, and the retained size of a
 * mid-game state. Each game's fork first plays until its speed per CPU-second stops rising (the JIT
 * compiles a large engine for tens of seconds), and every speed is also given per CPU-second of the
 * benchmark thread, so that a figure from a busy machine stays comparable. A change that loses speed
 * shows here before it lands; it is a measurement, never a test that fails on a slow machine.
 */
@Command(name = "bench-check", description = {
    "Random-playout speed and allocation of every game next to its targets, and mid-game state sizes (JOL).",
    "Also ISMCTS iterations per second. Per CPU-second figures stay comparable on a busy machine; the others do not."})
final class BenchCheckCommand implements Callable<Integer> {

  /** The issues' targets: actions per second on one thread, bytes allocated per action. */
  record Target(double actionsPerSecond, double bytesPerAction) {}

  static final Map<String, Target> TARGETS = Map.of(
      "portroyal-unterwegs", new Target(8_000_000, 250),
      "portroyal", new Target(8_000_000, 250),
      "portroyal-stiche", new Target(8_000_000, 250),
      "gilded-compass", new Target(1_000_000, 2048),
      "loyang", new Target(300_000, 2048));

  @Option(names = "--games", split = ",", description = "game ids (default: every registered game)")
  List<String> games;

  @Option(names = "--iterations", defaultValue = "3", description = "measured iterations of 2 s (default ${DEFAULT-VALUE})")
  int iterations;

  @Option(names = "--warmup", defaultValue = "2", description = "JMH warm-up iterations of 2 s after the steady warm-up (default ${DEFAULT-VALUE})")
  int warmup;

  @Option(names = "--steady-warmup", defaultValue = "90",
      description = "before JMH's warm-up, play until the speed per CPU-second stops rising, at most this many CPU-seconds per game; 0 for none (default ${DEFAULT-VALUE})")
  int steadyWarmup;

  @Option(names = "--no-sizes", description = "skip the state sizes")
  boolean noSizes;

  @Option(names = "--no-ismcts", description = "skip the ISMCTS iterations per second")
  boolean noIsmcts;

  @Override
  public Integer call() throws Exception {
    List<String> ids = new ArrayList<>();
    if (games == null) {
      Games.all().forEach(g -> ids.add(g.info().id()));
    } else {
      for (String id : games) {
        ids.add(Games.byId(id).info().id());
      }
    }
    Map<String, String> rows = new LinkedHashMap<>();
    for (RunResult result : run(PlayoutBenchmark.class.getName() + ".randomPlayout", ids, true)) {
      String id = result.getParams().getParam("game");
      double gamesPerSecond = result.getPrimaryResult().getScore();
      double actionsPerSecond = secondary(result, "actions");
      double actionsPerCpuSecond = perCpuSecond(result);
      double bytesPerGame = secondary(result, "gc.alloc.rate.norm");
      double bytesPerAction = bytesPerGame / (actionsPerSecond / gamesPerSecond);
      Target target = TARGETS.get(id);
      rows.put(id, String.format("| %s | %,.0f | %,.0f | %,.0f | %,.0f | %s | %s |", id, gamesPerSecond, actionsPerSecond,
          actionsPerCpuSecond, bytesPerAction,
          target == null ? "-" : String.format("%,.0f actions/s %s", target.actionsPerSecond(),
              verdict(actionsPerSecond, actionsPerCpuSecond, target.actionsPerSecond())),
          target == null ? "-" : String.format("%,.0f B %s", target.bytesPerAction(),
              bytesPerAction <= target.bytesPerAction() ? "met" : "NOT met")));
    }
    Map<String, String> searchRows = new LinkedHashMap<>();
    if (!noIsmcts) {
      for (RunResult result : run(IsmctsBenchmark.class.getName() + ".decide", ids, false)) {
        String id = result.getParams().getParam("game");
        int players = Games.byId(id).info().minPlayers(); // the benchmark's players = 0: the game's fewest
        searchRows.put(id, String.format("| %s | %d | %,.1f | %,.0f | %,.0f |", id, players,
            result.getPrimaryResult().getScore(), secondary(result, "iterations"), perCpuSecond(result)));
      }
    }
    System.out.println();
    System.out.println("Random playouts, fewest players (per CPU-second: the benchmark thread's CPU time, comparable on a busy machine;");
    System.out.println("a target counts as met by the wall-clock figure, \"met per CPU-s\" when only the CPU-time figure reaches it)");
    System.out.println("| game | games/s | actions/s | actions per CPU-s | B/action | speed target | allocation target |");
    System.out.println("|---|---|---|---|---|---|---|");
    rows.values().forEach(System.out::println);
    if (!searchRows.isEmpty()) {
      System.out.println();
      System.out.println("ISMCTS, 100 tree iterations per decision with random rollouts, 32 positions of random games");
      System.out.println("| game | players | decisions/s | iterations/s | iterations per CPU-s |");
      System.out.println("|---|---|---|---|---|");
      searchRows.values().forEach(System.out::println);
    }
    if (!noSizes) {
      System.out.println();
      System.out.println("| game | players | mid-game state, retained | the next state adds |");
      System.out.println("|---|---|---|---|");
      for (String id : ids) {
        StateSizes.Size size = StateSizes.measure(id, 0, 20);
        System.out.printf("| %s | %d | %,d B | %,d B |%n", id, size.players(), size.bytes(), size.nextAdds());
      }
    }
    return 0;
  }

  /** One JMH run of a benchmark over the games, one fork per game, each warmed up until steady first. */
  private Collection<RunResult> run(String benchmark, List<String> ids, boolean allocation) throws Exception {
    ChainedOptionsBuilder builder = new OptionsBuilder()
        .include(benchmark.replace(".", "\\.") + "$")
        .param("game", ids.toArray(String[]::new))
        .param("players", "0")
        .param("steadyWarmup", Integer.toString(steadyWarmup))
        .forks(1)
        .warmupIterations(warmup)
        .warmupTime(TimeValue.seconds(2))
        .measurementIterations(iterations)
        .measurementTime(TimeValue.seconds(2))
        .threads(1);
    if (allocation) {
      builder.addProfiler(GCProfiler.class);
    }
    return new Runner(builder.build()).run();
  }

  private static double secondary(RunResult result, String label) {
    return result.getSecondaryResults().get(label).getScore();
  }

  /** The pooled work per CPU-second of the benchmark thread over the measured iterations. */
  private static double perCpuSecond(RunResult result) {
    double nanos = secondary(result, "cpuNanos");
    return nanos <= 0 ? Double.NaN : secondary(result, "cpuWork") * 1e9 / nanos;
  }

  private static String verdict(double perSecond, double perCpuSecond, double target) {
    if (perSecond >= target) {
      return "met";
    }
    return perCpuSecond >= target ? "met per CPU-s only" : "NOT met";
  }
}
