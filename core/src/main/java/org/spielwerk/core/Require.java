package org.spielwerk.core;

/**
 * The argument checks every game makes with the same exception and the same words, so that an
 * embedder meets one convention in all games (docs/architecture.md, "Bad input").
 *
 * <ul>
 *   <li>a {@code null} state, action, options or view: {@link NullPointerException}
 *       "{@code <what> must not be null}";
 *   <li>a seat outside {@code 0..players-1}: {@link IllegalArgumentException}
 *       "{@code seat <n> is not at this table (seats 0..<players-1>)}".
 * </ul>
 */
public final class Require {
  private Require() {}

  /**
   * @return {@code value}
   * @throws NullPointerException "{@code <what> must not be null}"
   */
  public static <T> T nonNull(T value, String what) {
    if (value == null) {
      throw new NullPointerException(what + " must not be null");
    }
    return value;
  }

  /**
   * @return {@code seat}
   * @throws IllegalArgumentException "{@code seat <n> is not at this table (seats 0..<players-1>)}"
   */
  public static int seat(int seat, int players) {
    if (seat < 0 || seat >= players) {
      throw new IllegalArgumentException("seat " + seat + " is not at this table (seats 0.." + (players - 1) + ")");
    }
    return seat;
  }
}
