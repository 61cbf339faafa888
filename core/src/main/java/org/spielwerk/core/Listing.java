package org.spielwerk.core;

import java.util.List;

/**
 * The legal actions of one state exactly as its game listed them, kept with the state and the game: what
 * {@link Game#playListed} needs to know that an action is legal without checking it again. Only
 * {@link #of} makes one, and it asks the game itself, so a listing cannot hold an action its game did not
 * list for its state (the list is the game's unmodifiable one). A value of one call: nothing is kept
 * anywhere else.
 *
 * @param <S> the state type
 * @param <A> the action type
 */
public final class Listing<S, A> {
  private final Game<S, A, ?, ?, ?> game;
  private final S state;
  private final List<A> actions;

  /**
   * For {@link #of}, and for core's own loops ({@link Playout}, {@link IsmctsAgent}), which pass the answer of
   * {@code game.legalActions(state)} they have just asked for.
   */
  Listing(Game<S, A, ?, ?, ?> game, S state, List<A> actions) {
    this.game = game;
    this.state = state;
    this.actions = actions;
  }

  /** The legal actions of {@code state}, as {@code game.legalActions(state)} answers them. */
  public static <S, A> Listing<S, A> of(Game<S, A, ?, ?, ?> game, S state) {
    Require.nonNull(game, "game");
    Require.nonNull(state, "state");
    return new Listing<>(game, state, game.legalActions(state));
  }

  /** The state whose actions these are. */
  public S state() {
    return state;
  }

  /** The legal actions, unmodifiable, in the game's order; empty once the game is over. */
  public List<A> actions() {
    return actions;
  }

  /** The number of legal actions. */
  public int size() {
    return actions.size();
  }

  /** The action at {@code index}. */
  public A get(int index) {
    return actions.get(index);
  }

  /**
   * Whether the game's class has a {@link Game#playListed} of its own. Core's loops (and the command-line tool's
   * {@code simulate}) build a listing only for such a game and call {@code play} for the others: the default
   * {@code playListed}, compiled with the game's whole {@code play} inside, is too large for the JIT to inline, so
   * the listing would be built on the heap for nothing (24 bytes an action, 7% of unterwegs' allocation). A fact
   * of the class, kept once per class.
   */
  public static boolean playsListedItself(Game<?, ?, ?, ?, ?> game) {
    return OWN_PLAY_LISTED.get(game.getClass());
  }

  private static final ClassValue<Boolean> OWN_PLAY_LISTED = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      try {
        return type.getMethod("playListed", Listing.class, int.class).getDeclaringClass() != Game.class;
      } catch (NoSuchMethodException e) {
        throw new AssertionError("Game.playListed is public", e);
      }
    }
  };

  /** Whether {@code game} (this very instance) made the listing: only then may it trust it unchecked. */
  public boolean listedBy(Game<?, ?, ?, ?, ?> game) {
    return this.game == game;
  }
}
