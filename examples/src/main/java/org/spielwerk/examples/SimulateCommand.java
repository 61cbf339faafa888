package org.spielwerk.examples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Plays many games between bots, spread over threads, and reports speed and results. Game g is set up
 * from a seed derived from {@code --seed} and g, and its agents sit rotated by g, so the figures do
 * not depend on the number of threads.
 */
@Command(name = "simulate", description = "Play many games between bots; print speed and win rates.")
final class SimulateCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "the game's id (see `list`)")
  String gameId;

  @Option(names = "--players", required = true, description = "number of players")
  int players;

  @Option(names = "--games", defaultValue = "1000", description = "number of games (default ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--seed", defaultValue = "1", description = "base seed (default ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--threads", description = "worker threads (default: all cores)")
  Integer threads;

  @Option(names = "--agents", split = ",", defaultValue = "random",
      description = "agents, comma-separated, seated in turn and rotated each game: ${COMPLETION-CANDIDATES}; default ${DEFAULT-VALUE}")
  List<String> agents;

  @Option(names = "--no-progress", description = "no progress bar")
  boolean noProgress;

  @Mixin
  GameSetup setup = new GameSetup();

  @Override
  public Integer call() throws Exception {
    if (games < 1) {
      throw new InvalidSetupException("games", "must be at least 1");
    }
    return simulate(Games.byId(gameId));
  }

  /** Totals of one game or of many. */
  private static final class Tally {
    long actions;
    long games;
    final double[] seatWins;
    final double[] agentWins;
    final long[] agentSeats;

    Tally(int players, int agents) {
      seatWins = new double[players];
      agentWins = new double[agents];
      agentSeats = new long[agents];
    }

    void add(Tally other) {
      actions += other.actions;
      games += other.games;
      for (int i = 0; i < seatWins.length; i++) {
        seatWins[i] += other.seatWins[i];
      }
      for (int i = 0; i < agentWins.length; i++) {
        agentWins[i] += other.agentWins[i];
        agentSeats[i] += other.agentSeats[i];
      }
    }
  }

  private <S, A, E extends GameEvent, V, O> int simulate(Game<S, A, E, V, O> game) throws Exception {
    O options = setup.options(game);
    game.setup(options, players, seed); // reject bad options before starting threads
    List<Agent> bots = agents.stream().map(Agents::byName).toList();
    int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (workers < 1) {
      throw new InvalidSetupException("threads", "must be at least 1");
    }
    AtomicLong next = new AtomicLong();
    ExecutorService pool = Executors.newFixedThreadPool(workers);
    long started = System.nanoTime();
    List<Future<Tally>> parts = new ArrayList<>();
    ProgressBar bar = progressBar();
    Tally total = new Tally(players, bots.size());
    try {
      for (int w = 0; w < workers; w++) {
        parts.add(pool.submit(() -> {
          Tally tally = new Tally(players, bots.size());
          for (long g; (g = next.getAndIncrement()) < games; ) {
            playOne(game, options, bots, g, tally);
            if (bar != null) {
              bar.step();
            }
          }
          return tally;
        }));
      }
      for (Future<Tally> part : parts) {
        total.add(part.get());
      }
    } finally {
      pool.shutdownNow();
      if (bar != null) {
        bar.close();
        System.err.flush();
      }
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    report(game, bots, workers, total, seconds);
    return 0;
  }

  private ProgressBar progressBar() {
    if (noProgress) {
      return null;
    }
    // a console consumer of fixed width: no terminal probing (JLine's native library stays unloaded)
    return new ProgressBarBuilder().setTaskName("games").setInitialMax(games).setStyle(ProgressBarStyle.ASCII)
        .setConsumer(new ConsoleProgressBarConsumer(System.err, 100))
        .setUpdateIntervalMillis(250).build();
  }

  private <S, A, E extends GameEvent, V, O> void playOne(
      Game<S, A, E, V, O> game, O options, List<Agent> bots, long g, Tally tally) {
    RandomSource seeds = new RandomSource(seed ^ (g * 0x9E3779B97F4A7C15L));
    S state = game.setup(options, players, seeds.nextLong());
    RandomSource random = new RandomSource(seeds.nextLong());
    int limit = game.info().maxActions();
    long actions = 0;
    while (game.status(state) instanceof Status.ToMove toMove) {
      if (++actions > limit) {
        throw new IllegalStateException("game " + g + " outlasted " + limit + " actions");
      }
      Agent bot = bots.get((int) ((toMove.seat() + g) % bots.size()));
      state = game.play(state, bot.choose(game, state, random));
    }
    Outcome outcome = ((Status.Finished) game.status(state)).outcome();
    tally.actions += actions;
    tally.games++;
    for (int seat = 0; seat < players; seat++) {
      double payoff = outcome.payoff(seat);
      int agent = (int) ((seat + g) % bots.size());
      tally.seatWins[seat] += payoff;
      tally.agentWins[agent] += payoff;
      tally.agentSeats[agent]++;
    }
  }

  private void report(Game<?, ?, ?, ?, ?> game, List<Agent> bots, int workers, Tally total, double seconds) {
    System.out.printf("%s, %d players, %d games, seed %d, %d thread(s), agents %s%n", game.info().name(), players,
        total.games, seed, workers, String.join(",", agents));
    System.out.printf("games/s      %,.0f%n", total.games / seconds);
    System.out.printf("actions/s    %,.0f%n", total.actions / seconds);
    System.out.printf("mean length  %.1f actions%n", (double) total.actions / total.games);
    System.out.printf("time         %.2f s%n", seconds);
    StringBuilder seats = new StringBuilder("win rate by seat ");
    for (int seat = 0; seat < players; seat++) {
      seats.append(String.format("  %d: %.1f%%", seat + 1, 100 * total.seatWins[seat] / total.games));
    }
    System.out.println(seats);
    StringBuilder byAgent = new StringBuilder("win rate by agent");
    for (int a = 0; a < bots.size(); a++) {
      byAgent.append(String.format("  %s#%d: %.1f%%", bots.get(a).name(), a + 1,
          100 * total.agentWins[a] / Math.max(1, total.agentSeats[a])));
    }
    System.out.println(byAgent + "   (per seat it took; shared wins split)");
  }
}
