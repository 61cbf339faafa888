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
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.spielwerk.core.Games;
import org.spielwerk.examples.bench.PlayoutBenchmark;
import org.spielwerk.examples.bench.StateSizes;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The benchmark check (issue 11): random playouts of every game in one JMH run with the allocation
 * profiler, printed next to each game's targets, plus the retained size of a mid-game state. A
 * change that loses speed shows here before it lands; it is a measurement, never a test that fails
 * on a slow machine.
 */
@Command(name = "bench-check", description = {
    "Random-playout speed and allocation of every game next to its targets, and mid-game state sizes (JOL).",
    "Run it on an idle machine: figures from a loaded one are not comparable."})
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

  @Option(names = "--warmup", defaultValue = "2", description = "warm-up iterations of 2 s (default ${DEFAULT-VALUE})")
  int warmup;

  @Option(names = "--no-sizes", description = "skip the state sizes")
  boolean noSizes;

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
    Options options = new OptionsBuilder()
        .include(PlayoutBenchmark.class.getName() + ".randomPlayout")
        .param("game", ids.toArray(String[]::new))
        .param("players", "0")
        .addProfiler(GCProfiler.class)
        .forks(1)
        .warmupIterations(warmup)
        .warmupTime(TimeValue.seconds(2))
        .measurementIterations(iterations)
        .measurementTime(TimeValue.seconds(2))
        .threads(1)
        .build();
    Collection<RunResult> results = new Runner(options).run();
    Map<String, String> rows = new LinkedHashMap<>();
    for (RunResult result : results) {
      String id = result.getParams().getParam("game");
      double gamesPerSecond = result.getPrimaryResult().getScore();
      double actionsPerSecond = result.getSecondaryResults().get("actions").getScore();
      double bytesPerGame = result.getSecondaryResults().get("gc.alloc.rate.norm").getScore();
      double bytesPerAction = bytesPerGame / (actionsPerSecond / gamesPerSecond);
      Target target = TARGETS.get(id);
      rows.put(id, String.format("| %s | %,.0f | %,.0f | %,.0f | %s | %s |", id, gamesPerSecond, actionsPerSecond,
          bytesPerAction,
          target == null ? "-" : String.format("%,.0f actions/s %s", target.actionsPerSecond(),
              actionsPerSecond >= target.actionsPerSecond() ? "met" : "NOT met"),
          target == null ? "-" : String.format("%,.0f B %s", target.bytesPerAction(),
              bytesPerAction <= target.bytesPerAction() ? "met" : "NOT met")));
    }
    System.out.println();
    System.out.println("| game | games/s | actions/s | B/action | speed target | allocation target |");
    System.out.println("|---|---|---|---|---|---|");
    rows.values().forEach(System.out::println);
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
}
