package org.spielwerk.examples;

import org.spielwerk.core.InvalidSetupException;

/** The tool numbers seats 1..players wherever a person types or reads one; the engines count from 0. */
final class Seats {
  private Seats() {}

  /**
   * @return the engine's seat for a 1-based seat the user typed
   * @throws InvalidSetupException naming the option when the seat is not at the table
   */
  static int check(String option, int seat, int players) {
    if (seat < 1 || seat > players) {
      throw new InvalidSetupException(option, "seats are numbered 1.." + players + ", not " + seat);
    }
    return seat - 1;
  }
}
