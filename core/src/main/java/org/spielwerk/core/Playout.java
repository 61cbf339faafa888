package org.spielwerk.core;

import java.util.List;

/** Plays games to the end, for simulations, benchmarks and tests. */
public final class Playout {
  private Playout() {}

  /**
   * Plays uniformly random legal actions from {@code state} to the end.
   *
   * @return the number of actions played
   * @throws IllegalStateException when the game outlasts {@link GameInfo#maxActions()}
   */
  public static <S, A> int random(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    int limit = game.info().maxActions();
    int actions = 0;
    while (true) {
      List<A> legal = game.legalActions(state);
      if (legal.isEmpty()) {
        return actions;
      }
      if (++actions > limit) {
        throw new IllegalStateException(game.info().id() + " outlasted " + limit + " actions");
      }
      state = game.play(state, legal.get(random.nextInt(legal.size())));
    }
  }
}
