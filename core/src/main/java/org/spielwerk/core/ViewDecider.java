package org.spielwerk.core;

import java.util.List;

/**
 * An agent that can often decide from the view of the seat to move and its legal actions alone, with no position
 * at all (a random agent; a rule-based bot whose rules read the view). {@link ViewAgent} asks it first and deals a
 * position from the view ({@link Game#resampleFromView}, which costs more than such a decision) only when it
 * declines.
 *
 * @since 0.2.0
 */
public interface ViewDecider {
  /**
   * One of {@code legal}, or null to be given a position dealt from the view instead.
   *
   * @param view the view of the seat to move
   * @param seat that seat
   * @param legal its legal actions, in the game's order
   */
  <A, V> A decide(Game<?, A, ?, V, ?> game, V view, int seat, List<A> legal, RandomSource random);
}
