package org.spielwerk.core;

/** A hand-built or loaded position that cannot occur: its components do not add up. */
public class InvalidPositionException extends IllegalArgumentException {
  private final String field;

  public InvalidPositionException(String field, String detail) {
    super(field + ": " + detail);
    this.field = field;
  }

  /** The part of the position at fault. */
  public String field() {
    return field;
  }
}
