package org.spielwerk.core;

import java.util.List;

/** The ready bots, by name. */
public final class Agents {
  private Agents() {}

  /** The names {@link #byName} knows. */
  public static final List<String> NAMES = List.of("random", "greedy");

  /**
   * A bot by name: {@code random} or {@code greedy}.
   *
   * @throws InvalidSetupException for any other name
   */
  public static Agent byName(String name) {
    return switch (name) {
      case "random" -> new RandomAgent();
      case "greedy" -> new GreedyAgent();
      default -> throw new InvalidSetupException("agents", "unknown agent '" + name + "', known: " + NAMES);
    };
  }
}
