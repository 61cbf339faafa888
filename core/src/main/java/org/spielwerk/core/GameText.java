package org.spielwerk.core;

import java.util.List;
import java.util.Optional;

/**
 * Words for a game's actions, events and views, kept out of the rules.
 *
 * <p>Every text a seat reads is worded from what that seat may see: its own legal actions from its view
 * ({@link #actionFromView(Object, Object)}; Java cannot overload {@code action} on a view and a state), the events it was shown ({@link #event(Object, int)}) and its
 * view. Another seat's move reaches a seat only as the events it was shown ({@link Narration}): an action may
 * hold cards only its mover may see (a card laid aside face down), so it is never worded for anyone else.
 */
public interface GameText<S, A, E, V> {

  /**
   * The action in words, as the seat to move reads it in {@code state}: a convenience for a caller that holds
   * the full state; worded from what the seat to move may see only, so it equals
   * {@link #actionFromView(Object, Object)} with that seat's view. For the seat to move only: another seat reads the
   * events of the move instead ({@link Narration}). Never throws for an action the rules forbid there; it words
   * what can be worded.
   */
  String action(S state, A action);

  /**
   * The action in words, as the seat holding {@code view} reads it among its legal actions: for a UI or a bot
   * that holds only its own seat's view. Equal to {@link #action(Object, Object)} on any state showing that
   * view.
   *
   * @throws UnsupportedOperationException for a text that can word actions from states only (no game of this
   *     project: each one words from views)
   */
  default String actionFromView(V view, A action) {
    throw new UnsupportedOperationException(getClass().getSimpleName() + " words actions from a state only");
  }

  /** The event in words, as the public (or the seat it is private to) reads it. */
  String event(E event);

  /**
   * The event in words, as {@code seat} reads it; the caller shows a seat only the events visible to it
   * ({@link GameEvent#visibleTo(int)}, {@link Step#eventsFor(int)}).
   */
  default String event(E event, int seat) {
    return event(event);
  }

  /**
   * The action as a message-catalogue key and its arguments, for a front end that renders in its own language
   * ({@link Catalogue#render(Message)} gives the words); as {@link #action(Object, Object)} reads it. A text
   * without a catalogue gives its words as the one argument {@code words} of the key {@code "text"}.
   */
  default Message actionMessage(S state, A action) {
    return Message.of("text", "words", action(state, action));
  }

  /** The event as a message-catalogue key and its arguments, as {@code seat} reads it (see {@link #actionMessage}). */
  default Message eventMessage(E event, int seat) {
    return Message.of("text", "words", event(event, seat));
  }

  /**
   * The group {@code action} belongs to in a long menu of the legal actions of the seat holding {@code view}, in
   * words ("bid 6 to 10 tons", "lay aside blue 1 and ..."), for {@link Menu}'s two small steps; empty for an
   * action shown on its own. Only a presentation: it never changes which actions are legal. The default groups
   * nothing.
   */
  default Optional<String> menuGroup(V view, A action) {
    return Optional.empty();
  }

  /**
   * The terms of {@code view} a new player may not know, each with what it does ("Clerk: when you trade a ship of
   * its colour, ..."), in the order they appear: for a legend a terminal prints the first time a term appears
   * and a UI shows as a tooltip, rather than on every screen. Empty by default.
   */
  default List<String> legend(V view) {
    return List.of();
  }

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

  /**
   * What another seat reads about a move of {@code seat} that showed it no event at all (its words are never
   * the action itself, which may hold hidden cards), e.g. "Player 2 has moved."
   */
  default String moved(int seat) {
    return seat(seat) + " has moved.";
  }
}
