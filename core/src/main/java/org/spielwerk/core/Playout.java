package org.spielwerk.core;

import java.util.List;

/** Plays games to the end, for simulations, benchmarks and tests. */
public final class Playout {
  private Playout() {}

  /**
   * How a playout ended.
   *
   * @param state the final position
   * @param actions the number of actions played
   * @param outcome the game's outcome
   */
  public record Result<S>(S state, int actions, Outcome outcome) {}

  /**
   * Plays uniformly random legal actions from {@code state} to the end.
   *
   * @throws IllegalStateException when the game outlasts {@link GameInfo#maxActions()}
   */
  public static <S, A> Result<S> random(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    int limit = game.info().maxActions();
    int actions = 0;
    boolean listed = Listing.playsListedItself(game);
    while (true) {
      List<A> legal = game.legalActions(state);
      if (legal.isEmpty()) {
        return new Result<>(state, actions, ((Status.Finished) game.status(state)).outcome());
      }
      if (++actions > limit) {
        throw new IllegalStateException(game.info().id() + " outlasted " + limit + " actions");
      }
      int index = random.nextInt(legal.size());
      // a game with a playListed of its own may skip the check of an action it listed itself
      state = listed ? game.playListed(new Listing<>(game, state, legal), index) : game.play(state, legal.get(index));
    }
  }

  /**
   * Plays to the end with one agent per seat ({@code agents.get(seat)}).
   *
   * @throws IllegalStateException when the game outlasts {@link GameInfo#maxActions()}
   */
  public static <S, A> Result<S> withAgents(Game<S, A, ?, ?, ?> game, S state, List<Agent> agents, RandomSource random) {
    int limit = game.info().maxActions();
    int actions = 0;
    while (game.status(state) instanceof Status.ToMove toMove) {
      if (++actions > limit) {
        throw new IllegalStateException(game.info().id() + " outlasted " + limit + " actions");
      }
      state = game.play(state, agents.get(toMove.seat()).choose(game, state, random));
    }
    return new Result<>(state, actions, ((Status.Finished) game.status(state)).outcome());
  }
}
