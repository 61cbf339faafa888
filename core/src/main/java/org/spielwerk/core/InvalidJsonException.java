package org.spielwerk.core;

/**
 * JSON that does not describe a value of the asked type: malformed text, an unknown or missing
 * field, a value of the wrong kind. The message and {@link #path()} name where it went wrong, such
 * as {@code seats[1].coins}.
 */
public class InvalidJsonException extends IllegalArgumentException {
  private final String path;

  /** A problem found after reading, such as a {@code null} where a value is required. */
  public InvalidJsonException(String path, String detail) {
    this(path, detail, null);
  }

  public InvalidJsonException(String path, String detail, Throwable cause) {
    super((path.isEmpty() ? "" : path + ": ") + detail, cause);
    this.path = path;
  }

  /** Where in the JSON the problem lies ({@code ""} for the whole document). */
  public String path() {
    return path;
  }
}
