package org.spielwerk.research.bots;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.research.tournament.GameResult;
import org.spielwerk.research.tournament.Tournament;

/**
 * The bots' ladder: one agent against another at a table, seats rotated, with the win rate's Wilson
 * interval and the CPU time each agent spent deciding. The challenger takes one seat, the other agent
 * every other seat, so with k seats an even challenger wins 1/k; "beats" means the whole interval lies
 * above 1/k. The games are {@link Tournament}'s (same seeds, same seating), played on the calling
 * thread one after the other so that the CPU times are the agents' own.
 *
 * <p>Run it with {@code java -cp examples/target/spielwerk.jar org.spielwerk.research.bots.Ladder GAME
 * PLAYERS GAMES SEED CHALLENGER/OTHER...}, e.g. {@code loyang 2 1000 2026 rules:hard/greedy}.
 */
public final class Ladder {

  /** z for a two-sided 95% interval. */
  private static final double Z = 1.959963984540054;

  private Ladder() {
  }

  /**
   * One pairing's result.
   *
   * @param challenger the challenger's spec
   * @param other the spec at every other seat
   * @param players seats
   * @param games games played
   * @param winShare the challenger's summed win share (a shared win counts 1/k)
   * @param decisions per agent (challenger, other) the decisions asked of it (forced ones included)
   * @param cpuNanos per agent the thread CPU time spent in its decisions
   */
  public record Pairing(String challenger, String other, int players, long games, double winShare,
      long[] decisions, long[] cpuNanos) {

    /** The challenger's win rate. */
    public double rate() {
      return winShare / games;
    }

    /** The Wilson score interval of the win rate at 95% (low, high). */
    public double[] wilson() {
      return Ladder.wilson(winShare, games);
    }

    /** Whether the whole interval lies above an even share, 1/players. */
    public boolean beats() {
      return wilson()[0] > 1.0 / players;
    }

    /** Decisions per CPU-second of one agent (0 = challenger, 1 = other). */
    public double decisionsPerCpuSecond(int agent) {
      return cpuNanos[agent] == 0 ? Double.NaN : decisions[agent] * 1e9 / cpuNanos[agent];
    }

    @Override
    public String toString() {
      double[] w = wilson();
      return String.format(java.util.Locale.ROOT,
          "%s vs %s: %d games, %d seats: %.1f%% (%.1f-%.1f)%s; decisions/CPU-s %.0f / %.0f; CPU %.1f s",
          challenger, other, games, players, 100 * rate(), 100 * w[0], 100 * w[1],
          beats() ? " beats" : w[1] < 1.0 / players ? " loses" : " even", decisionsPerCpuSecond(0),
          decisionsPerCpuSecond(1), (cpuNanos[0] + cpuNanos[1]) / 1e9);
    }
  }

  /** The Wilson score interval at 95% of {@code successes} out of {@code n}. */
  public static double[] wilson(double successes, long n) {
    double p = successes / n;
    double z2 = Z * Z;
    double centre = (p + z2 / (2.0 * n)) / (1 + z2 / n);
    double half = Z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }

  /** Plays {@code games} games of the challenger against the other agent on every other seat. */
  public static Pairing play(String gameId, int players, String challenger, String other, long games, long seed) {
    Game<?, ?, ?, ?, ?> game = Games.byId(gameId);
    List<String> specs = new ArrayList<>();
    specs.add(challenger);
    for (int s = 1; s < players; s++) {
      specs.add(other);
    }
    Tournament t = new Tournament(gameId, Json.write(game.defaultOptions()), players, specs, games, seed);
    t.check();
    long[] decisions = new long[2];
    long[] cpu = new long[2];
    Agent timedChallenger = timed(Agents.byName(challenger), 0, decisions, cpu);
    Agent timedOther = timed(Agents.byName(other), 1, decisions, cpu);
    List<Agent> bots = new ArrayList<>();
    bots.add(timedChallenger);
    for (int s = 1; s < players; s++) {
      bots.add(timedOther);
    }
    double share = 0;
    for (long g = 0; g < games; g++) {
      GameResult r = t.play(game, bots, g);
      for (int s = 0; s < players; s++) {
        if (r.agents().get(s) == 0) {
          share += r.payoffs().get(s);
        }
      }
    }
    return new Pairing(challenger, other, players, games, share, decisions, cpu);
  }

  /** An agent that counts its decisions (with a choice) and the thread CPU time they took. */
  private static Agent timed(Agent agent, int slot, long[] decisions, long[] cpu) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    return new Agent() {
      @Override
      public String name() {
        return agent.name();
      }

      @Override
      public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
        long start = mx.getCurrentThreadCpuTime();
        A a = agent.choose(game, state, random);
        cpu[slot] += mx.getCurrentThreadCpuTime() - start;
        decisions[slot]++;
        return a;
      }
    };
  }

  /** {@code GAME PLAYERS GAMES SEED CHALLENGER/OTHER...}: prints one line per pairing. */
  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    if (code != 0) {
      System.exit(code);
    }
  }

  /**
   * The command line: one line per pairing on {@code out}; a usage error (a missing or non-numeric argument, an
   * unknown game or agent, a bad pairing) is one line on {@code err} naming the argument, and exit code 2.
   */
  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length < 5) {
      err.println("usage: Ladder GAME PLAYERS GAMES SEED CHALLENGER/OTHER...");
      return 2;
    }
    try {
      String gameId = args[0];
      int players = (int) number(args[1], "PLAYERS", 1, Integer.MAX_VALUE);
      long games = number(args[2], "GAMES", 1, Long.MAX_VALUE);
      long seed = number(args[3], "SEED", Long.MIN_VALUE, Long.MAX_VALUE);
      for (int i = 4; i < args.length; i++) {
        String[] pair = args[i].split("/", 2);
        if (pair.length != 2 || pair[0].isEmpty() || pair[1].isEmpty()) {
          throw new IllegalArgumentException("pairing: must be CHALLENGER/OTHER (two agent specs), got '" + args[i] + "'");
        }
        out.println(gameId + ": " + play(gameId, players, pair[0], pair[1], games, seed));
        out.flush();
      }
      return 0;
    } catch (IllegalArgumentException e) {
      // an unknown game or agent spec, a player count the game refuses: the library's message names it
      err.println(e.getMessage());
      return 2;
    }
  }

  private static long number(String text, String name, long min, long max) {
    try {
      long value = Long.parseLong(text.strip());
      if (value >= min && value <= max) {
        return value;
      }
    } catch (NumberFormatException e) {
      // refused below, naming the argument
    }
    throw new IllegalArgumentException(name + ": must be a whole number from " + min + " to " + max + ", got '" + text + "'");
  }
}
