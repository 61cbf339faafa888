package org.spielwerk.core;

/**
 * The format numbers of the JSON this library keeps compatible: saved games ({@link SavedGame#FORMAT}) and
 * game states ({@link #STATE}). Each is written as a field {@code "format"} first in its object. A document
 * without it was written before formats were numbered (Spielwerk 0.1.0 wrote states without one) and reads
 * as format 1; a newer format than this library knows is refused rather than half read (docs/release.md,
 * "Format versions").
 *
 * <p>A change that a reader of the previous format could not follow (a renamed or newly required field,
 * another meaning of a value) takes the next number, and the library keeps reading the older ones.
 */
public final class Formats {
  /** The format of game states this library writes, and the newest it reads. */
  public static final int STATE = 1;

  private Formats() {}

  /**
   * Checks a format number read from JSON: 1 up to {@code newest} pass.
   *
   * @param format the number read
   * @param newest the newest format of this kind the library reads
   * @param kind what is read, in the singular ({@code "state"}, {@code "saved game"})
   * @throws InvalidJsonException on the path {@code format}, naming both numbers, when the format is newer
   *     than {@code newest} or below 1
   */
  public static void requireReadable(int format, int newest, String kind) {
    if (format < 1) {
      throw new InvalidJsonException("format", "format " + format + " is no format of a " + kind + " (the first is 1)");
    }
    if (format > newest) {
      throw new InvalidJsonException("format", "written in format " + format + " by a newer Spielwerk; this library reads "
          + kind + "s up to format " + newest);
    }
  }
}
