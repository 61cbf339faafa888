package org.spielwerk.core;

/** Words for a game's actions, events and views (English), kept out of the rules. */
public interface GameText<S, A, E, V> {

  /** The action in words, as the seat to move would read it in {@code state}. */
  String action(S state, A action);

  /** The event in words. */
  String event(E event);

  /** A plain-text rendering of a view, for a terminal. */
  String view(V view);

  /**
   * The game's title in this text's language, for headers; the game's own {@link GameInfo#name()} where the
   * title is the same in every language (the German edition of a game may carry another title).
   */
  default String title(GameInfo info) {
    return info.name();
  }

  /** The name of a seat, e.g. "Player 2". */
  default String seat(int seat) {
    return "Player " + (seat + 1);
  }
}
