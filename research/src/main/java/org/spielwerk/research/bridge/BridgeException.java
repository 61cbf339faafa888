package org.spielwerk.research.bridge;

/**
 * A request the bridge cannot answer as asked: a missing or wrongly typed field, an unknown command
 * or handle, a line over the length limit. The message starts with the field's name.
 */
public final class BridgeException extends IllegalArgumentException {
  public BridgeException(String message) {
    super(message);
  }
}
