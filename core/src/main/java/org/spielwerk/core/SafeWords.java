package org.spielwerk.core;

import java.util.function.Supplier;

/**
 * Words that never throw: a text is asked about actions the rules forbid (a saved game with a bad record, a
 * fuzzed message to the bridge) whose indices may point nowhere and whose fields may be missing; it then
 * words what it can, the kind of action, instead of failing while an error is being reported.
 */
public final class SafeWords {
  private SafeWords() {}

  /**
   * The words, or, when wording fails on a malformed action, the action's kind spaced out ("Exchange",
   * "Take From Courtyard") followed by {@code notHere}.
   */
  public static String orKind(Supplier<String> words, Object action, String notHere) {
    try {
      return words.get();
    } catch (RuntimeException malformed) {
      // an index that points nowhere or a missing field: only an action the rules forbid gets here
      return kind(action) + notHere;
    }
  }

  /** The record's name spaced into words: "TakeFromCourtyard" becomes "Take From Courtyard". */
  static String kind(Object action) {
    String name = action == null ? "?" : action.getClass().getSimpleName();
    return name.replaceAll("(?<=[a-z0-9])(?=[A-Z])", " ");
  }
}
