package org.spielwerk.research.bots;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.Game;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/**
 * The hard bot's look-ahead: a flat determinized rollout search whose playouts follow the rules.
 * Each candidate move is played on {@code samples} positions resampled from the seat's information
 * (the same positions for every candidate, so that the comparison is not drowned in the deal's
 * noise), then every seat plays on by the game's medium rules (where they are silent, the move the
 * heuristic likes best one ply ahead on that position) for {@code depth} actions; the position is
 * scored for the deciding seat: its win share where the game ended, else
 * {@code 1 / (1 + exp(-d / scale))} with d its heuristic minus the best rival's. The candidate with
 * the best mean wins; the rules' own choice wins ties.
 *
 * <p>Only {@link Game#resample} is applied to the real state, so the search never sees what the seat
 * may not; inside a resampled position the playout's seats see that position whole, which is the
 * usual determinization. Deterministic from the agent's {@link RandomSource}.
 */
public final class Lookahead {

  /**
   * A game's search budget.
   *
   * @param samples resampled positions per decision
   * @param depth actions a playout plays after the candidate before it is scored
   * @param candidates most moves compared (the rules' choice and the best ones one ply ahead)
   * @param scale the heuristic difference that scores 0.73 at a cut
   * @param rulesFirst whether the rules' own choice is played without a search (where the rules know
   *     more than a short playout can show, as Loyang's standing orders); the search then only
   *     decides what the rules leave open
   */
  public record Budget(int samples, int depth, int candidates, double scale, boolean rulesFirst) {
    /** 16 samples, playouts of 4 actions, at most 8 candidates, scale 10, the search over the rules. */
    public static final Budget DEFAULT = new Budget(16, 4, 8, 10, false);
  }

  /** The candidates a playout's greedy step judges. */
  private static final int ROLLOUT_CANDIDATES = 8;

  private Lookahead() {
  }

  /**
   * The best of {@code legal} for {@code seat} by rule playouts.
   *
   * @param ruleChoice the hard rules' choice (null where they are silent): always a candidate, and
   *     the winner of ties
   */
  static <S, A, V> A choose(Game<S, A, ?, V, ?> game, S state, int seat, int players, List<A> legal, A ruleChoice,
      RuleStrategy<A, V> rules, Budget budget, RandomSource random) {
    List<A> candidates = candidates(game, state, seat, legal, ruleChoice, budget.candidates(), random);
    if (candidates.size() == 1) {
      return candidates.get(0);
    }
    double[] values = new double[candidates.size()];
    for (int k = 0; k < budget.samples(); k++) {
      S sample = game.resample(state, seat, random.nextLong());
      long playoutSeed = random.nextLong();
      for (int i = 0; i < candidates.size(); i++) {
        S next;
        try {
          next = game.play(sample, candidates.get(i));
        } catch (IllegalActionException e) {
          values[i] = Double.NEGATIVE_INFINITY; // legal in the real position but not in this sample
          continue;
        }
        values[i] += playout(game, next, seat, players, rules, budget, new RandomSource(playoutSeed));
      }
    }
    int best = 0;
    for (int i = 1; i < candidates.size(); i++) {
      if (values[i] > values[best]) {
        best = i;
      }
    }
    return candidates.get(best);
  }

  /**
   * The moves worth a playout: all of them when few; else the rules' choice and the ones the heuristic
   * likes best one ply ahead on one resampled position.
   */
  private static <S, A> List<A> candidates(Game<S, A, ?, ?, ?> game, S state, int seat, List<A> legal, A ruleChoice,
      int most, RandomSource random) {
    List<A> result = new ArrayList<>();
    if (ruleChoice != null) {
      result.add(ruleChoice); // first, so that it wins ties
    }
    if (legal.size() <= most) {
      for (A a : legal) {
        if (!a.equals(ruleChoice)) {
          result.add(a);
        }
      }
      return result;
    }
    S sample = game.resample(state, seat, random.nextLong());
    Heuristic<S> heuristic = game.heuristic();
    double[] values = new double[legal.size()];
    Integer[] order = new Integer[legal.size()];
    for (int i = 0; i < legal.size(); i++) {
      order[i] = i;
      values[i] = oneStep(game, heuristic, sample, legal.get(i), seat);
    }
    java.util.Arrays.sort(order, (x, y) -> Double.compare(values[y], values[x]));
    for (int i = 0; i < order.length && result.size() < most; i++) {
      A a = legal.get(order[i]);
      if (!a.equals(ruleChoice)) {
        result.add(a);
      }
    }
    return result;
  }

  /** One playout from {@code state}, scored for {@code seat}. */
  private static <S, A, V> double playout(Game<S, A, ?, V, ?> game, S state, int seat, int players,
      RuleStrategy<A, V> rules, Budget budget, RandomSource random) {
    Heuristic<S> heuristic = game.heuristic();
    for (int played = 0; ; played++) {
      Status status = game.status(state);
      if (status instanceof Status.Finished f) {
        return f.outcome().payoff(seat);
      }
      List<A> legal = game.legalActions(state);
      if (played >= budget.depth() || legal.isEmpty()) {
        return cut(heuristic, state, seat, players, budget.scale());
      }
      int mover = ((Status.ToMove) status).seat();
      A action = legal.size() == 1 ? legal.get(0) : rules.decide(game.view(state, mover), mover, legal, Level.MEDIUM,
          random);
      if (action == null) {
        action = greedyStep(game, heuristic, state, legal, mover, random);
      }
      state = game.play(state, action);
    }
  }

  /** A cut playout: by how far the heuristic puts the seat ahead of its best rival. */
  private static <S> double cut(Heuristic<S> heuristic, S state, int seat, int players, double scale) {
    double own = heuristic.value(state, seat);
    double rival = Double.NEGATIVE_INFINITY;
    for (int s = 0; s < players; s++) {
      if (s != seat) {
        rival = Math.max(rival, heuristic.value(state, s));
      }
    }
    return 1 / (1 + Math.exp(-(own - rival) / scale));
  }

  /** The move the heuristic likes best one ply ahead on this very position, of a few. */
  private static <S, A> A greedyStep(Game<S, A, ?, ?, ?> game, Heuristic<S> heuristic, S state, List<A> legal,
      int mover, RandomSource random) {
    int n = Math.min(ROLLOUT_CANDIDATES, legal.size());
    int offset = random.nextInt(legal.size());
    A best = null;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      A action = legal.get(n == legal.size() ? i : (offset + i * (legal.size() / n)) % legal.size());
      double value = oneStep(game, heuristic, state, action, mover);
      if (best == null || value > bestValue) {
        bestValue = value;
        best = action;
      }
    }
    return best;
  }

  /** The heuristic one ply ahead; an ending move by its outcome, far above any heuristic value. */
  private static <S, A> double oneStep(Game<S, A, ?, ?, ?> game, Heuristic<S> heuristic, S state, A action,
      int seat) {
    S next;
    try {
      next = game.play(state, action);
    } catch (IllegalActionException e) {
      return Double.NEGATIVE_INFINITY;
    }
    return game.status(next) instanceof Status.Finished f
        ? 1e9 * (f.outcome().payoff(seat) - f.outcome().ranks().get(seat))
        : heuristic.value(next, seat);
  }
}
