package org.spielwerk.research.tournament;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spielwerk.core.RandomSource;

/**
 * What a tournament's games say: per agent the win rate with a 95% confidence interval, the win
 * rate at each seat, and a rating with a 95% interval; the length of the games. Computed from the
 * results alone, in game order, so equal results give an equal summary (local or on Spark).
 *
 * <p>Win rate: the mean win share over the seats an agent took (a shared win counts 1/k), with the Wilson score
 * interval at 95% (as the Python package's {@code wilson}): unlike mean &plusmn; 1.96 standard errors it never
 * collapses to a point when an agent wins all or none of its games. Rating: Bradley-Terry strengths
 * fitted to every pair of seats held by different agents in every game (the better place wins, equal
 * places draw), on the Elo scale ({@code 400 log10}), centred on 1500; with one virtual draw between
 * every two agents so that an unbeaten agent keeps a finite rating. Its interval is the 2.5% and 97.5%
 * percentiles of 200 bootstrap resamples of the games (seeded by the tournament's seed).
 *
 * @param tournament what was played
 * @param games how many games the summary covers
 * @param agents per agent, in the order given
 * @param meanLength mean number of actions per game
 * @param lengths the game lengths in order, for a histogram
 */
public record Summary(Tournament tournament, long games, List<AgentStats> agents, double meanLength,
    List<Integer> lengths) {

  /**
   * One agent's results.
   *
   * @param index the agent's position in the list
   * @param spec the agent spec
   * @param seatsTaken how many seats it took in all
   * @param winRate mean win share per seat taken
   * @param winRateLow lower end of the 95% interval
   * @param winRateHigh upper end of the 95% interval
   * @param seatWinRates the win rate at each seat (NaN where it never sat)
   * @param seatCounts how often it sat at each seat
   * @param rating Bradley-Terry rating on the Elo scale
   * @param ratingLow lower end of the 95% bootstrap interval
   * @param ratingHigh upper end of the 95% bootstrap interval
   * @param meanScore mean score over the seats it took
   */
  public record AgentStats(int index, String spec, long seatsTaken, double winRate, double winRateLow,
      double winRateHigh, List<Double> seatWinRates, List<Long> seatCounts, double rating, double ratingLow,
      double ratingHigh, double meanScore) {}

  static final int BOOTSTRAP = 200;

  /** The summary of a tournament's results (in any order; they are sorted by game). */
  public static Summary of(Tournament t, List<GameResult> results) {
    List<GameResult> sorted = new ArrayList<>(results);
    sorted.sort(java.util.Comparator.comparingLong(GameResult::game));
    int k = t.agents().size();
    int p = t.players();
    double[] sum = new double[k];
    double[] scoreSum = new double[k];
    long[] n = new long[k];
    double[][] seatSum = new double[k][p];
    long[][] seatN = new long[k][p];
    List<Integer> lengths = new ArrayList<>();
    long totalLength = 0;
    for (GameResult r : sorted) {
      lengths.add(r.length());
      totalLength += r.length();
      for (int s = 0; s < p; s++) {
        int a = r.agents().get(s);
        double pay = r.payoffs().get(s);
        sum[a] += pay;
        scoreSum[a] += r.scores().get(s);
        n[a]++;
        seatSum[a][s] += pay;
        seatN[a][s]++;
      }
    }
    double[] ratings = ratings(sorted, k, null);
    double[][] boot = new double[k][BOOTSTRAP];
    RandomSource random = new RandomSource(t.seed() * 0x2545F4914F6CDD1DL + 1);
    for (int b = 0; b < BOOTSTRAP; b++) {
      int[] pick = new int[sorted.size()];
      for (int i = 0; i < pick.length; i++) {
        pick[i] = random.nextInt(sorted.size());
      }
      double[] r = ratings(sorted, k, pick);
      for (int a = 0; a < k; a++) {
        boot[a][b] = r[a];
      }
    }
    List<AgentStats> stats = new ArrayList<>();
    for (int a = 0; a < k; a++) {
      double mean = n[a] == 0 ? Double.NaN : sum[a] / n[a];
      double[] interval = wilson(mean, n[a]);
      List<Double> seatRates = new ArrayList<>();
      List<Long> seatCounts = new ArrayList<>();
      for (int s = 0; s < p; s++) {
        seatRates.add(seatN[a][s] == 0 ? Double.NaN : seatSum[a][s] / seatN[a][s]);
        seatCounts.add(seatN[a][s]);
      }
      Arrays.sort(boot[a]);
      stats.add(new AgentStats(a, t.agents().get(a), n[a], mean, interval[0], interval[1],
          seatRates, seatCounts, ratings[a], boot[a][(int) (0.025 * BOOTSTRAP)], boot[a][(int) (0.975 * BOOTSTRAP) - 1],
          n[a] == 0 ? Double.NaN : scoreSum[a] / n[a]));
    }
    return new Summary(t, sorted.size(), stats, sorted.isEmpty() ? 0 : (double) totalLength / sorted.size(), lengths);
  }

  /**
   * Bradley-Terry ratings (Elo scale, mean 1500) from the pairwise results of the games (all, or
   * the games at the indices {@code pick}), fitted by Hunter's MM iteration.
   */
  static double[] ratings(List<GameResult> games, int k, int[] pick) {
    double[][] wins = new double[k][k];
    int count = pick == null ? games.size() : pick.length;
    for (int i = 0; i < count; i++) {
      GameResult r = games.get(pick == null ? i : pick[i]);
      int p = r.agents().size();
      for (int s = 0; s < p; s++) {
        for (int u = s + 1; u < p; u++) {
          int a = r.agents().get(s);
          int b = r.agents().get(u);
          if (a == b) {
            continue;
          }
          int ra = r.ranks().get(s);
          int rb = r.ranks().get(u);
          if (ra < rb) {
            wins[a][b] += 1;
          } else if (rb < ra) {
            wins[b][a] += 1;
          } else {
            wins[a][b] += 0.5;
            wins[b][a] += 0.5;
          }
        }
      }
    }
    for (int a = 0; a < k; a++) {
      for (int b = 0; b < k; b++) {
        if (a != b) {
          wins[a][b] += 0.5; // one virtual draw per pair: finite ratings for unbeaten agents
        }
      }
    }
    double[] strength = new double[k];
    Arrays.fill(strength, 1);
    for (int iteration = 0; iteration < 1000; iteration++) {
      double change = 0;
      double[] next = new double[k];
      for (int a = 0; a < k; a++) {
        double won = 0;
        double denominator = 0;
        for (int b = 0; b < k; b++) {
          if (a != b) {
            won += wins[a][b];
            denominator += (wins[a][b] + wins[b][a]) / (strength[a] + strength[b]);
          }
        }
        next[a] = denominator == 0 ? strength[a] : won / denominator;
      }
      double logMean = 0;
      for (double s : next) {
        logMean += Math.log(s) / k;
      }
      for (int a = 0; a < k; a++) {
        next[a] /= Math.exp(logMean);
        change = Math.max(change, Math.abs(next[a] - strength[a]));
      }
      strength = next;
      if (change < 1e-10) {
        break;
      }
    }
    double[] elo = new double[k];
    for (int a = 0; a < k; a++) {
      elo[a] = 1500 + 400 * Math.log10(strength[a]);
    }
    return elo;
  }

  /** The Wilson score interval at 95% of a win rate {@code p} over {@code n} seats (0..1 when there are none). */
  static double[] wilson(double p, long n) {
    if (n == 0) {
      return new double[] {0, 1};
    }
    double z = 1.959963984540054;
    double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }
}
