package org.spielwerk.examples;

import java.lang.management.ManagementFactory;
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
import org.spielwerk.core.Listing;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.Playout;
import org.spielwerk.core.RandomAgent;
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

  @Option(names = "--compare-playout", description = {
      "afterwards, play the same games on one thread with Playout.random (the path JMH's PlayoutBenchmark",
      "measures: legalActions and the event-free play, no agent, no status) and print both speeds"})
  boolean comparePlayout;

  @Option(names = "--control", description = {
      "first run a pure-CPU loop (no allocation, no shared memory) on every worker thread: how the machine",
      "scales over threads when memory plays no part"})
  boolean control;

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
    /** CPU time of the worker threads. */
    long cpuNanos;
    /** Actions and CPU time of the second half of the games (by game number): the warmed-up pace. */
    long lateActions;
    long lateCpuNanos;
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
      cpuNanos += other.cpuNanos;
      lateActions += other.lateActions;
      lateCpuNanos += other.lateCpuNanos;
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
    if (control) {
      controlLoop(pool, workers);
    }
    long started = System.nanoTime();
    long processCpuStart = processCpuNanos();
    List<Future<Tally>> parts = new ArrayList<>();
    ProgressBar bar = progressBar();
    Tally total = new Tally(players, bots.size());
    try {
      for (int w = 0; w < workers; w++) {
        parts.add(pool.submit(() -> {
          Tally tally = new Tally(players, bots.size());
          long cpuStart = cpuNanos();
          long lateCpuStart = -1;
          long lateActionsStart = 0;
          for (long g; (g = next.getAndIncrement()) < games; ) {
            if (lateCpuStart < 0 && g >= games / 2) {
              lateCpuStart = cpuNanos();
              lateActionsStart = tally.actions;
            }
            playOne(game, options, bots, g, tally);
            if (bar != null) {
              bar.step();
            }
          }
          long cpuEnd = cpuNanos();
          tally.cpuNanos = cpuEnd - cpuStart;
          if (lateCpuStart >= 0) {
            tally.lateCpuNanos = cpuEnd - lateCpuStart;
            tally.lateActions = tally.actions - lateActionsStart;
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
    long processCpu = processCpuNanos() - processCpuStart;
    report(game, bots, workers, total, seconds);
    if (processCpu > 0) {
      System.out.printf("process CPU  %.2f s (worker threads %.2f s; the rest is JIT compilation and GC), %,.0f actions"
          + " per process CPU-second%n", processCpu / 1e9, total.cpuNanos / 1e9, total.actions * 1e9 / processCpu);
    }
    if (comparePlayout) {
      comparePlayout(game, options, total);
    }
    return 0;
  }

  /** The whole JVM's CPU time in nanoseconds (all threads: JIT compiler and GC too), or -1. */
  private static long processCpuNanos() {
    return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
        ? os.getProcessCpuTime() : -1;
  }

  /** The calling thread's CPU time in nanoseconds. */
  private static long cpuNanos() {
    return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }

  /**
   * The same games (same seeds) played with {@link Playout#random} on this thread: the path of JMH's
   * playout benchmark, so a user's run and the benchmark's are measured in one JVM on one machine state.
   * Only the speed is compared; with agents other than random the games themselves differ.
   */
  private <S, A, E extends GameEvent, V, O> void comparePlayout(Game<S, A, E, V, O> game, O options, Tally simulated) {
    long started = System.nanoTime();
    long cpuStart = cpuNanos();
    long actions = 0;
    long lateActions = 0;
    long lateCpuStart = 0;
    for (long g = 0; g < games; g++) {
      if (g == games / 2) {
        lateCpuStart = cpuNanos();
        lateActions = actions;
      }
      RandomSource seeds = new RandomSource(seed ^ (g * 0x9E3779B97F4A7C15L));
      S state = game.setup(options, players, seeds.nextLong());
      actions += Playout.random(game, state, new RandomSource(seeds.nextLong())).actions();
    }
    long cpuEnd = cpuNanos();
    double seconds = (System.nanoTime() - started) / 1e9;
    System.out.printf("Playout.random, the same %d games on one thread (JMH's path), after the run above%n", games);
    System.out.printf("actions/s    %,.0f%n", actions / seconds);
    System.out.printf("mean length  %.1f actions%n", (double) actions / games);
    System.out.printf("actions per CPU-second  %,.0f   (second half of the games: %,.0f)%n",
        actions * 1e9 / Math.max(1, cpuEnd - cpuStart),
        (actions - lateActions) * 1e9 / Math.max(1, cpuEnd - lateCpuStart));
    double user = simulated.lateActions * 1e9 / Math.max(1, simulated.lateCpuNanos);
    double playout = (actions - lateActions) * 1e9 / Math.max(1, cpuEnd - lateCpuStart);
    System.out.printf("simulate / Playout.random per CPU-second, second halves: %.2f%n", user / playout);
  }

  /** Steps of the control loop per thread. */
  private static final long CONTROL_STEPS = 1_000_000_000L;

  /**
   * A loop of pure arithmetic (xorshift) on every worker at once, the same work per thread: if two
   * threads take as long as one, the machine gives each thread a core; the simulation's own factor next
   * to it says how much memory traffic (allocation, GC) costs in scaling.
   */
  private static void controlLoop(ExecutorService pool, int workers) throws Exception {
    long started = System.nanoTime();
    List<Future<Long>> parts = new ArrayList<>();
    for (int w = 0; w < workers; w++) {
      long start = w + 1;
      parts.add(pool.submit(() -> {
        long cpuStart = cpuNanos();
        long x = start;
        for (long i = 0; i < CONTROL_STEPS; i++) {
          x ^= x << 13;
          x ^= x >>> 7;
          x ^= x << 17;
        }
        if (x == 0) {
          System.out.print(""); // keeps the loop's result alive
        }
        return cpuNanos() - cpuStart;
      }));
    }
    long cpu = 0;
    for (Future<Long> part : parts) {
      cpu += part.get();
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    System.out.printf("control loop  %d thread(s) x %,d xorshift steps: %.2f s wall, %.2f s CPU, %,.0f M steps/s"
        + " (per CPU-second %,.0f M)%n", workers, CONTROL_STEPS, seconds, cpu / 1e9,
        workers * CONTROL_STEPS / seconds / 1e6, workers * CONTROL_STEPS / (cpu / 1e3));
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

  /**
   * One move of {@code bot}: {@code game.play(state, bot.choose(game, state, random))}. For the random agent in a
   * game with a {@code playListed} of its own, the same draw ({@code RandomAgent} picks {@code nextInt(size)} of
   * the legal actions) is played through the listing, so the game may skip checking an action it has just listed,
   * as the benchmark's playouts do; {@code SimulateMoveTest} plays whole games both ways and compares them.
   */
  static <S, A> S move(Game<S, A, ?, ?, ?> game, S state, Agent bot, RandomSource random) {
    if (bot instanceof RandomAgent && Listing.playsListedItself(game)) {
      Listing<S, A> listing = Listing.of(game, state);
      return game.playListed(listing, random.nextInt(listing.size()));
    }
    return game.play(state, bot.choose(game, state, random));
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
      state = move(game, state, bot, random);
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
    System.out.printf("actions per CPU-second  %,.0f   (worker threads' CPU time %.2f s)%n",
        total.actions * 1e9 / Math.max(1, total.cpuNanos), total.cpuNanos / 1e9);
    if (total.lateCpuNanos > 0) {
      double late = total.lateActions * 1e9 / total.lateCpuNanos;
      double warmup = Math.max(0, 1 - total.actions / late / (total.cpuNanos / 1e9));
      System.out.printf("warm-up      second half of the games: %,.0f actions per CPU-second; %.0f%% of the CPU time"
          + " went beyond that pace (JIT warm-up)%n", late, 100 * warmup);
    }
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
