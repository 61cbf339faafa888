package org.spielwerk.core;

import java.util.List;

/**
 * An agent that decides from the view of the seat to move alone. It deals a position from the view with
 * {@link Game#resampleFromView} and lets another agent (a search such as {@link IsmctsAgent}, or any
 * {@link Agent}) choose there: the position it searches holds nothing the seat cannot see, so no bot built
 * on it can peek at the real hidden cards, whatever it does with the state it is given. Its choice is legal
 * in the real position too, because the seat to move has the same choices in every position its view
 * allows (the contract checks it).
 *
 * <p>For a process that holds only views (a game server's bot, a client of the bridge) call
 * {@link #chooseFromView}; where the real state is at hand, {@link #choose} takes the seat's view of it first.
 *
 * <pre>{@code
 * Agent bot = new ViewAgent(new IsmctsAgent(IsmctsAgent.Settings.defaults()));
 * A action = ((ViewAgent) bot).chooseFromView(game, view, new RandomSource(seed));
 * }</pre>
 *
 * @since 0.2.0
 */
public final class ViewAgent implements Agent {
  private final Agent searcher;

  /**
   * @param searcher the agent that chooses in the position dealt from the view
   */
  public ViewAgent(Agent searcher) {
    this.searcher = Require.nonNull(searcher, "searcher");
  }

  /** The agent that chooses in the dealt position. */
  public Agent searcher() {
    return searcher;
  }

  /** The searcher's name: a view-based bot plays like its searcher, minus the hidden cards. */
  @Override
  public String name() {
    return searcher.name();
  }

  /** Chooses from the view of the seat to move in {@code state}; the state's hidden cards are never read. */
  @Override
  public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    Require.nonNull(game, "game");
    if (!(game.status(Require.nonNull(state, "state")) instanceof Status.ToMove toMove)) {
      throw new IllegalArgumentException("the game is over: no action to choose");
    }
    return fromSeatsView(game, state, toMove.seat(), random);
  }

  // a helper with the view type named, so that the view taken can be passed on
  private <S, A, V> A fromSeatsView(Game<S, A, ?, V, ?> game, S state, int seat, RandomSource random) {
    return chooseFromView(game, game.view(state, seat), seat, game.legalActions(state), random);
  }

  /**
   * One of {@code legal}, the legal actions of {@code seat}, the seat to move, whose view this is: a searcher that
   * is a {@link ViewDecider} decides from the view and the legal actions first, and only where it declines is a
   * position dealt from the view (as {@link #chooseFromView(Game, Object, RandomSource)}). For a holder of the
   * real state that shows its bot nothing else (a game server, the bridge): the legal actions of the seat to move
   * are the same in every position its view allows.
   *
   * @since 0.2.0
   */
  public <S, A, V> A chooseFromView(Game<S, A, ?, V, ?> game, V view, int seat, List<A> legal, RandomSource random) {
    Require.nonNull(game, "game");
    Require.nonNull(view, "view");
    Require.nonNull(legal, "legal");
    Require.nonNull(random, "random");
    if (searcher instanceof ViewDecider decider) {
      List<A> choices = List.copyOf(legal);
      A choice = decider.decide(game, view, seat, choices, random);
      if (choice != null) {
        if (!choices.contains(choice)) {
          throw new IllegalStateException(searcher.name() + " decided on an action that is not legal: " + choice);
        }
        return choice;
      }
    }
    return chooseFromView(game, view, random);
  }

  /**
   * One of the legal actions of the seat whose view this is, which must be the seat to move.
   *
   * @throws IllegalArgumentException when the view does not add up (as {@link Game#resampleFromView}), the
   *     game is over, or the view is not the one of the seat to move
   */
  public <S, A, V> A chooseFromView(Game<S, A, ?, V, ?> game, V view, RandomSource random) {
    Require.nonNull(game, "game");
    Require.nonNull(view, "view");
    Require.nonNull(random, "random");
    S dealt = game.resampleFromView(view, random.nextLong());
    if (!(game.status(dealt) instanceof Status.ToMove toMove)) {
      throw new IllegalArgumentException("the game is over: no action to choose");
    }
    // a view of another seat would let the searcher choose for the seat to move with the wrong knowledge
    if (!game.view(dealt, toMove.seat()).equals(view)) {
      throw new IllegalArgumentException("view: not the view of the seat to move (seat " + toMove.seat() + ")");
    }
    return searcher.choose(game, dealt, random);
  }

  @Override
  public String toString() {
    return "ViewAgent[" + searcher.name() + "]";
  }
}
