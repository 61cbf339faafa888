package org.spielwerk.spark;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.LongStream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.research.tournament.GameResult;
import org.spielwerk.research.tournament.Reports;
import org.spielwerk.research.tournament.Summary;
import org.spielwerk.research.tournament.Tournament;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A tournament (or a plain simulation: one agent list, many games) as a Spark job. The games are
 * spread over the cluster by index; each is played by {@link Tournament#play}, which draws everything
 * from the tournament's seed and the game's index, so the results equal the local runner's exactly
 * for the same seed, whatever the partitioning. The summary and reports are the local runner's too.
 *
 * <p>{@code local[*]} unless {@code --master} or {@code spark-submit} says otherwise.
 */
@Command(name = "spielwerk-spark", mixinStandardHelpOptions = true,
    description = "Play a Spielwerk tournament as a Spark job (local[*] by default).")
public final class SparkTournament implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "the game's id")
  String gameId;

  @Option(names = "--agents", split = ",", required = true, description = "agent specs, seated in turn and rotated")
  List<String> agents;

  @Option(names = "--players", description = "seats (default: the number of agents, within the game's range)")
  Integer players;

  @Option(names = "--games", defaultValue = "1000", description = "number of games (default ${DEFAULT-VALUE})")
  long games;

  @Option(names = "--seed", defaultValue = "1", description = "base seed (default ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--options", paramLabel = "JSON", description = "the setup options as JSON (default: the game's)")
  String options;

  @Option(names = "--master", description = "Spark master (default: spark-submit's, else local[*])")
  String master;

  @Option(names = "--partitions", description = "partitions of the game indices (default: Spark's parallelism)")
  Integer partitions;

  @Option(names = "--out", paramLabel = "DIR", description = "where results and plots go (default: "
      + "target/spark-tournament-GAME; on a cluster, a path on the driver)")
  Path out;

  public static void main(String[] args) {
    System.exit(new CommandLine(new SparkTournament()).execute(args));
  }

  @Override
  public Integer call() throws Exception {
    Game<?, ?, ?, ?, ?> game = Games.byId(gameId);
    int seats = players != null ? players
        : Math.max(game.info().minPlayers(), Math.min(game.info().maxPlayers(), agents.size()));
    String optionsJson = options != null ? options : Json.write(game.defaultOptions());
    Tournament tournament = new Tournament(gameId, optionsJson, seats, agents, games, seed);
    tournament.check();
    SparkConf conf = new SparkConf().setAppName("spielwerk " + gameId);
    if (master != null) {
      conf.setMaster(master);
    } else if (!conf.contains("spark.master")) {
      conf.setMaster("local[*]");
    }
    long started = System.nanoTime();
    List<GameResult> results;
    try (JavaSparkContext spark = new JavaSparkContext(conf)) {
      spark.setLogLevel("WARN");
      results = run(spark, tournament, partitions != null ? partitions : spark.defaultParallelism());
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    Summary summary = Summary.of(tournament, results);
    Path dir = out != null ? out : Path.of("target", "spark-tournament-" + gameId);
    List<Path> files = Reports.write(dir, summary, results);
    System.out.printf("%s, %d players, %d games, seed %d, Spark %s, %.1f s%n", game.info().name(), seats, games, seed,
        conf.get("spark.master"), seconds);
    System.out.print(Reports.table(summary));
    System.out.println("wrote " + files.size() + " files to " + dir.toAbsolutePath().normalize());
    return 0;
  }

  /**
   * Plays the tournament's games on Spark, in {@code partitions} slices of indices; the results come
   * back in game order. Each partition builds the game and agents once.
   */
  public static List<GameResult> run(JavaSparkContext spark, Tournament tournament, int partitions) {
    List<Long> indices = LongStream.range(0, tournament.games()).boxed().toList();
    List<GameResult> results = new ArrayList<>(spark.parallelize(indices, Math.max(1, partitions))
        .mapPartitions((Iterator<Long> slice) -> {
          Game<?, ?, ?, ?, ?> game = Games.byId(tournament.gameId());
          List<Agent> bots = tournament.agents().stream().map(Agents::byName).toList();
          List<GameResult> played = new ArrayList<>();
          while (slice.hasNext()) {
            played.add(tournament.play(game, bots, slice.next()));
          }
          return played.iterator();
        })
        .collect());
    results.sort(java.util.Comparator.comparingLong(GameResult::game));
    return results;
  }
}
