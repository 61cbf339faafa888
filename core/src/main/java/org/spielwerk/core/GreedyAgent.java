package org.spielwerk.core;

import java.util.ArrayList;
import java.util.List;

/**
 * One-ply greedy: plays each legal action on several resampled copies of the position (so chance is
 * drawn from what the seat could imagine, not from the real deck), averages what the game's
 * {@link Heuristic} says of the results for the seat that moves, and takes the best action; ties
 * are broken at random. A move that ends the game is scored by its outcome, far above any heuristic
 * value. Averaging over samples lets it weigh a risky draw (a reveal that may bust) by its odds.
 * To stay cheap where the choices are many it judges at most 64 of them (a random subset) and plays at
 * most 256 positions per decision, taking fewer samples when there are many actions.
 */
public final class GreedyAgent implements Agent {
  private static final double WIN = 1e9;
  /** Most actions judged per decision. */
  static final int MAX_CANDIDATES = 64;
  /** Most positions played per decision: fewer samples when there are many actions. */
  static final int BUDGET = 256;

  /** Resampled positions per decision. */
  private final int samples;

  /** A greedy agent averaging over 8 resampled positions. */
  public GreedyAgent() {
    this(8);
  }

  /** A greedy agent averaging over {@code samples} resampled positions per decision. */
  public GreedyAgent(int samples) {
    if (samples < 1) {
      throw new IllegalArgumentException("samples must be at least 1");
    }
    this.samples = samples;
  }

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    List<A> legal = game.legalActions(state);
    if (legal.size() == 1) {
      return legal.get(0);
    }
    int seat = ((Status.ToMove) game.status(state)).seat();
    Heuristic<S> heuristic = game.heuristic();
    legal = candidates(legal, random);
    int rounds = Math.max(1, Math.min(samples, BUDGET / legal.size()));
    double[] values = new double[legal.size()];
    for (int k = 0; k < rounds; k++) {
      S sample = game.resample(state, seat, random.nextLong());
      for (int i = 0; i < legal.size(); i++) {
        values[i] += value(game, heuristic, sample, legal.get(i), seat);
      }
    }
    double best = Double.NEGATIVE_INFINITY;
    List<A> bests = new ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      A action = legal.get(i);
      double value = values[i];
      if (value > best) {
        best = value;
        bests.clear();
      }
      if (value == best) {
        bests.add(action);
      }
    }
    return bests.get(random.nextInt(bests.size()));
  }

  /**
   * At most {@link #MAX_CANDIDATES} actions are judged: from a longer list (a choice of dice to
   * reroll, say) a uniform random subset, so that a decision stays cheap.
   */
  private static <A> List<A> candidates(List<A> legal, RandomSource random) {
    if (legal.size() <= MAX_CANDIDATES) {
      return legal;
    }
    List<A> pool = new ArrayList<>(legal);
    for (int i = 0; i < MAX_CANDIDATES; i++) {
      java.util.Collections.swap(pool, i, i + random.nextInt(pool.size() - i));
    }
    return pool.subList(0, MAX_CANDIDATES);
  }

  private static <S, A> double value(
      Game<S, A, ?, ?, ?> game, Heuristic<S> heuristic, S sample, A action, int seat) {
    S next;
    try {
      next = game.play(sample, action);
    } catch (IllegalActionException e) {
      // legal in the real position but not in this sample: a move the sample cannot judge
      return Double.NEGATIVE_INFINITY;
    }
    if (game.status(next) instanceof Status.Finished finished) {
      return WIN * finished.outcome().terminalValue(seat);
    }
    return heuristic.value(next, seat);
  }
}
