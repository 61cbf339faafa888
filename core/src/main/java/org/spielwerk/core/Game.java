package org.spielwerk.core;

import java.util.List;
import java.util.Map;

/**
 * A rules engine: a stateless, thread-safe object that many threads may use at once.
 *
 * @param <S> the state: an immutable value holding the whole position, its random generator included
 * @param <A> the action: a record of a sealed interface, named as a verb
 * @param <E> the event: a record of a sealed interface, named in the past tense
 * @param <V> the view: what one seat may see, its own type
 * @param <O> the setup options: variants and presets
 */
public interface Game<S, A, E extends GameEvent, V, O> {

  /** Identity, player range and the bound on a game's length. */
  GameInfo info();

  /** The classes of this game's values, for JSON and for generic tools. */
  Types<S, A, E, V, O> types();

  /** The options a game gets when none are given (the preset the game's docs call the default). */
  O defaultOptions();

  /** Named option presets, such as {@code PRINTED} and {@code YUCATA}; the default is among them. */
  Map<String, O> presets();

  /**
   * A new game.
   *
   * @throws InvalidSetupException when the player count is out of range or the options are
   *     inconsistent; the message names the field
   */
  S setup(O options, int players, long seed);

  /** Whose decision it is, or the outcome once the game is over. */
  Status status(S state);

  /**
   * Every action the seat to move may take, in a fixed order and without duplicates; empty only
   * when the game is over.
   */
  List<A> legalActions(S state);

  /**
   * Plays an action.
   *
   * @throws IllegalActionException when the rules forbid it; the message names the rule, and the
   *     input state is untouched (it is immutable)
   */
  Step<S, E> apply(S state, A action);

  /** What {@code observer} may see of the position. */
  V view(S state, int observer);

  /**
   * A position that {@code observer} cannot tell apart from {@code state}: every card or tile it
   * cannot see is re-dealt, and the random generator is replaced, so that search from the result
   * cannot know the real next draw.
   */
  S resample(S state, int observer, long seed);

  /**
   * A position consistent with everything a seat's view shows, dealt from the view alone: what the
   * seat cannot see is dealt at random from what it knows remains, and the random generator is
   * seeded afresh. For a search agent that holds only views (a client of a game server, a bot in
   * another process); the same in distribution as {@link #resample(Object, int, long)} from the
   * real position. The view names its observer.
   *
   * @throws IllegalArgumentException when the view does not add up (more cards seen than exist, ...)
   */
  S resampleFromView(V view, long seed);

  /**
   * Checks a position built by hand or read from JSON: component counts and structural consistency.
   *
   * @throws InvalidPositionException naming the field that does not add up
   */
  void validate(S state);

  /**
   * The number of seats at the table of {@code state} (its player count). By default found from the
   * seats {@link #view} accepts (every game rejects a seat outside the table, contract 8); a game whose
   * state holds the count may answer it directly. The contract checks both agree with the setup.
   *
   * @throws NullPointerException "state must not be null"
   * @since 0.2.0
   */
  default int seats(S state) {
    Require.nonNull(state, "state");
    int seats = info().minPlayers();
    while (seats < info().maxPlayers() && acceptsSeat(state, seats)) {
      seats++;
    }
    return seats;
  }

  /**
   * The number of seats at the table a seat's view shows. By default the seats of a position dealt
   * from the view ({@link #resampleFromView}); a game whose view holds the count may answer directly.
   *
   * @throws IllegalArgumentException when the view does not add up, as {@link #resampleFromView}
   * @since 0.2.0
   */
  default int seatsOfView(V view) {
    return seats(resampleFromView(Require.nonNull(view, "view"), 0L));
  }

  /** Whether {@code seat} sits at the table of {@code state}: {@link #view} rejects a seat that does not. */
  private boolean acceptsSeat(S state, int seat) {
    try {
      view(state, seat);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** Scores a position from a seat's point of view, for the greedy agent: higher is better. */
  Heuristic<S> heuristic();

  /**
   * Words for actions, events and views in English: the same as {@code text(Locale.ENGLISH)}, which is the
   * method a game overrides (since 0.2.0; this one stays for callers, and for games written against 0.1.0,
   * which override it alone).
   */
  default GameText<S, A, E, V> text() {
    return text(java.util.Locale.ENGLISH);
  }

  /**
   * Words in the given language; English and German are offered by every game, any other locale
   * falls back to English, and {@code null} is English. The one method a game overrides for its words.
   *
   * <p>The default serves a game written against 0.1.0 that overrides only {@link #text()}: English (and a
   * language-less locale) are that text, and any other language fails with
   * {@link UnsupportedOperationException} instead of answering English as if it were that language. A game that
   * overrides neither method fails the same way, naming this one.
   *
   * @throws UnsupportedOperationException as said above, for a game that does not override this method
   */
  default GameText<S, A, E, V> text(java.util.Locale locale) {
    String language = locale == null ? "" : locale.getLanguage();
    if (!overridesEnglishText(getClass())) {
      throw new UnsupportedOperationException(getClass().getName() + " has no words: a game overrides Game.text(Locale)");
    }
    if (language.isEmpty() || language.equals("en")) {
      return text();
    }
    throw new UnsupportedOperationException(getClass().getName() + " offers English words only (it overrides"
        + " text(), not text(Locale)), asked for " + locale.toLanguageTag());
  }

  /** Whether a game class words English through its own {@link #text()} (a game written against 0.1.0). */
  private static boolean overridesEnglishText(Class<?> game) {
    try {
      return game.getMethod("text").getDeclaringClass() != Game.class;
    } catch (NoSuchMethodException e) {
      throw new AssertionError("Game.text() is public", e);
    }
  }

  /** A match (a mutable holder of one game in progress) with these options. */
  default Match<S, A, E, V, O> newMatch(O options, int players, long seed) {
    return new Match<>(this, options, players, seed);
  }

  /** A match with the default options; works through a {@code Game<?, ?, ?, ?, ?>} as well. */
  default Match<S, A, E, V, O> newMatch(int players, long seed) {
    return new Match<>(this, defaultOptions(), players, seed);
  }

  /**
   * A match with a named preset (case-insensitive); works through a {@code Game<?, ?, ?, ?, ?>}.
   *
   * @throws InvalidSetupException naming the known presets when there is no such preset
   */
  default Match<S, A, E, V, O> newMatch(String preset, int players, long seed) {
    O options = presets().get(Require.nonNull(preset, "preset").toUpperCase(java.util.Locale.ROOT));
    if (options == null) {
      throw new InvalidSetupException("preset", "unknown preset '" + preset + "' of " + info().id()
          + ", known: " + presets().keySet());
    }
    return new Match<>(this, options, players, seed);
  }

  /** Shorthand for the default options. */
  default S setup(int players, long seed) {
    return setup(defaultOptions(), players, seed);
  }

  /** Shorthand for {@link #apply}{@code .state()}. */
  default S play(S state, A action) {
    return apply(state, action).state();
  }

  /**
   * Plays the action at {@code index} of a listing of this game: {@link #play}{@code (listing.state(),
   * listing.get(index))}, always with the same result. The action is legal by construction (the game listed it
   * for that state), so a game may skip its check here; the contract's playouts compare both paths at every
   * step. For playouts and search, which pick an index of the listing they already hold.
   *
   * @throws IndexOutOfBoundsException when {@code index} is not an index of the listing
   */
  default S playListed(Listing<S, A> listing, int index) {
    Require.nonNull(listing, "listing");
    return play(listing.state(), listing.get(index));
  }

  /** True once the game is over. */
  default boolean isOver(S state) {
    return status(state) instanceof Status.Finished;
  }

  /** The classes a game's values are made of. */
  record Types<S, A, E, V, O>(
      Class<S> state, Class<A> action, Class<E> event, Class<V> view, Class<O> options) {}
}
