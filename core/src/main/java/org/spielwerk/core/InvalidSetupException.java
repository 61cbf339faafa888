package org.spielwerk.core;

/** Setup options the game cannot start with; the message names the field. */
public class InvalidSetupException extends IllegalArgumentException {
  private final String field;

  public InvalidSetupException(String field, String detail) {
    super(field + ": " + detail);
    this.field = field;
  }

  /** The option or argument at fault. */
  public String field() {
    return field;
  }
}
