package org.spielwerk.examples;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.research.tournament.GameResult;
import org.spielwerk.research.tournament.Reports;
import org.spielwerk.research.tournament.Summary;
import org.spielwerk.research.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Agents against each other with seats rotated: win rates with confidence intervals, ratings, CSV,
 * JSON and plots. The same games as {@code simulate} for the same seed and agents.
 */
@Command(name = "tournament", description = "Agents against each other: win rates with intervals, ratings, "
    + "CSV/JSON results and plots.")
final class TournamentCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "the game's id (see `list`)")
  String gameId;

  @Option(names = "--agents", split = ",", required = true,
      description = "agent specs, comma-separated, seated in turn and rotated each game, e.g. "
          + "ismcts:iterations=200,greedy,rules:hard")
  List<String> agents;

  @Option(names = "--players", description = "seats (default: the number of agents, within the game's range)")
  Integer players;

  @Option(names = "--games", defaultValue = "100", description = "number of games (default ${DEFAULT-VALUE})")
  long games;

  @Option(names = "--seed", defaultValue = "1", description = "base seed (default ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--threads", description = "worker threads (default: all cores)")
  Integer threads;

  @Option(names = "--out", paramLabel = "DIR", description = "where results and plots go "
      + "(default: target/tournament-GAME)")
  Path out;

  @Option(names = "--no-progress", description = "no progress bar")
  boolean noProgress;

  @Mixin
  GameSetup setup = new GameSetup();

  @Override
  public Integer call() throws Exception {
    return run(Games.byId(gameId));
  }

  private <S, A, E extends GameEvent, V, O> int run(Game<S, A, E, V, O> game) throws Exception {
    int seats = players != null ? players
        : Math.max(game.info().minPlayers(), Math.min(game.info().maxPlayers(), agents.size()));
    Tournament tournament = Tournament.of(game, setup.options(game), seats, agents, games, seed);
    int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    long started = System.nanoTime();
    List<GameResult> results;
    ProgressBar bar = noProgress ? null : new ProgressBarBuilder().setTaskName("games").setInitialMax(games)
        .setStyle(ProgressBarStyle.ASCII).setConsumer(new ConsoleProgressBarConsumer(System.err, 100))
        .setUpdateIntervalMillis(250).build();
    try {
      results = tournament.run(workers, bar == null ? null : bar::step);
    } finally {
      if (bar != null) {
        bar.close();
        System.err.flush();
      }
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    Summary summary = Summary.of(tournament, results);
    Path dir = out != null ? out : Path.of("target", "tournament-" + game.info().id());
    List<Path> files = Reports.write(dir, summary, results);
    System.out.printf("%s, %d players, %d games, seed %d, %d thread(s), %.1f s%n", game.info().name(), seats, games,
        seed, workers, seconds);
    System.out.print(Reports.table(summary));
    System.out.println("wrote " + files.size() + " files to " + dir.toAbsolutePath().normalize()
        + " (games.csv, summary.json, ratings.csv, plots as PNG and SVG)");
    return 0;
  }
}
