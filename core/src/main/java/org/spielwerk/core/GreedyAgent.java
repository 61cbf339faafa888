package org.spielwerk.core;

import java.util.ArrayList;
import java.util.List;

/**
 * One-ply greedy: plays each legal action on several resampled copies of the position (so chance is
 * drawn from what the seat could imagine, not from the real deck), averages what the game's
 * {@link Heuristic} says of the results for the seat that moves, and takes the best action; ties
 * are broken at random. A move that ends the game is scored by its outcome, far above any heuristic
 * value. Averaging over samples lets it weigh a risky draw (a reveal that may bust) by its odds.
 */
public final class GreedyAgent implements Agent {
  private static final double WIN = 1e9;

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
    double[] values = new double[legal.size()];
    for (int k = 0; k < samples; k++) {
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
      return WIN * finished.outcome().payoff(seat) - WIN * finished.outcome().ranks().get(seat);
    }
    return heuristic.value(next, seat);
  }
}
