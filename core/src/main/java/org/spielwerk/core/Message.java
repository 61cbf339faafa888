package org.spielwerk.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A text as the key of a game's message catalogue and its named arguments, so that a front end can render it
 * in its own language from its own catalogue files, or ask the game's {@link Catalogue} for the words.
 * Arguments are numbers, booleans, plain strings that are not words (none in this project's games), and nested
 * messages (a card, a seat, a colour), which are rendered first. Written to JSON as {@code {"key": ...,
 * "args": {...}}}.
 */
public record Message(String key, Map<String, Object> args) {

  public Message {
    Objects.requireNonNull(key, "key must not be null");
    Objects.requireNonNull(args, "args must not be null");
    args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
  }

  /**
   * A message from its key and alternating argument names and values: {@code Message.of("event.paid", "seat",
   * seat, "coins", 2)}.
   */
  public static Message of(String key, Object... namesAndValues) {
    if (namesAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("arguments of " + key + " come as name, value pairs");
    }
    Map<String, Object> args = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      args.put((String) namesAndValues[i], namesAndValues[i + 1]);
    }
    return new Message(key, args);
  }
}
