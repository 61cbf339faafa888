package org.spielwerk.portroyalunterwegs;

/**
 * The argument checks every public entry point makes, worded as core's shared convention
 * ({@code Require}): a null gives "state must not be null", a seat out of range names the seat.
 */
final class Checks {
  private Checks() {}

  static <T> T nonNull(T value, String name) {
    if (value == null) {
      throw new NullPointerException(name + " must not be null");
    }
    return value;
  }

  static int seat(int seat, int players) {
    if (seat < 0 || seat >= players) {
      throw new IllegalArgumentException("seat " + seat + " is not at this table (seats 0.." + (players - 1) + ")");
    }
    return seat;
  }
}
