package org.spielwerk.core;

/**
 * Rejecting an action given from outside (a saved game's record, a {@link Match}'s caller) with the
 * documented {@link IllegalActionException}, even where a game fails while wording it: the words of
 * an action that does not fit the position may themselves not be sayable (a card index past the end
 * of a hand, a ship without a colour), and the caller must still learn which action was refused
 * rather than read a stack trace from the text code.
 */
final class Rejections {
  private Rejections() {}

  /**
   * Plays {@code action}. An exception other than {@link IllegalActionException} from an action that
   * is not among the legal ones is the game failing while rejecting it, and becomes an
   * {@link IllegalActionException} of rule "Legal actions"; on a listed action it is an engine fault
   * and passes unchanged.
   */
  static <S, A, E extends GameEvent> Step<S, E> apply(Game<S, A, E, ?, ?> game, S state, A action) {
    try {
      return game.apply(state, action);
    } catch (IllegalActionException e) {
      throw e;
    } catch (RuntimeException e) {
      if (isListed(game, state, action)) {
        throw e;
      }
      throw new IllegalActionException("Legal actions", "not among the legal actions here (rejecting it failed with "
          + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
    }
  }

  private static <S, A> boolean isListed(Game<S, A, ?, ?, ?> game, S state, A action) {
    try {
      return game.legalActions(state).contains(action);
    } catch (RuntimeException e) {
      return false;
    }
  }

  /**
   * The action in the game's words, or, when wording it fails or says nothing, its JSON (which names
   * every field and cannot fail for a value that was read from JSON).
   */
  static <S, A> String words(Game<S, A, ?, ?, ?> game, S state, A action) {
    try {
      String text = game.text().action(state, action);
      if (text != null && !text.isBlank()) {
        return text;
      }
    } catch (RuntimeException e) {
      // falls through to the JSON: the action does not fit the position well enough to be worded
    }
    try {
      return Json.write(action);
    } catch (RuntimeException e) {
      return String.valueOf(action);
    }
  }
}
