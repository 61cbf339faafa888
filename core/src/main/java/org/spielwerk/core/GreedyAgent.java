package org.spielwerk.core;

import java.util.ArrayList;
import java.util.List;

/**
 * One-ply greedy: plays each legal action on a resampled copy of the position (so chance is drawn
 * from what the seat could imagine, not from the real deck) and takes the action whose result the
 * game's {@link Heuristic} likes best for the seat that moves; ties are broken at random. A move
 * that ends the game is scored by its outcome, far above any heuristic value.
 */
public final class GreedyAgent implements Agent {
  private static final double WIN = 1e9;

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
    S sample = game.resample(state, seat, random.nextLong());
    Heuristic<S> heuristic = game.heuristic();
    double best = Double.NEGATIVE_INFINITY;
    List<A> bests = new ArrayList<>();
    for (A action : legal) {
      double value = value(game, heuristic, sample, action, seat);
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
