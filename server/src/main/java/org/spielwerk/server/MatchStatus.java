package org.spielwerk.server;

import java.util.Locale;

/**
 * Where a match stands, as the lobby lists it and the database stores it ({@link #wire()}: {@code open},
 * {@code running}, {@code finished}). A type rather than a string so that a misspelt status cannot compile.
 */
public enum MatchStatus {
  /** A person's seat is free: nobody moves, bots wait. */
  OPEN,
  /** Every seat is taken and the game is not over. */
  RUNNING,
  /** The game is over. */
  FINISHED;

  /** The name in JSON and in the database. */
  public String wire() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The status with this wire name.
   *
   * @throws ApiException 400 naming {@code field} when the text is not a status
   */
  public static MatchStatus fromWire(String text, String field) {
    for (MatchStatus status : values()) {
      if (status.wire().equals(text)) {
        return status;
      }
    }
    throw ApiException.badRequest(field, field + ": open, running or finished");
  }
}
