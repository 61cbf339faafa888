package org.spielwerk.research.bridge;

/**
 * A request the bridge cannot answer as asked: a missing or wrongly typed field, an unknown command
 * or handle, a line over the length limit. It names the request field at fault ({@link #field()}), which the
 * bridge sends as the error's {@code field}; the message starts with it.
 */
public final class BridgeException extends IllegalArgumentException {
  private final String field;

  public BridgeException(String field, String detail) {
    super(field + ": " + detail);
    this.field = field;
  }

  /**
   * A refusal whose message starts with the field's name, without the field as a value (0.1.0's form; the
   * bridge's own refusals all name their field now).
   *
   * @deprecated use {@link #BridgeException(String, String)}, which sends the field as a value of its own
   */
  @Deprecated
  public BridgeException(String message) {
    super(message);
    this.field = null;
  }

  /** The request field at fault, e.g. {@code handles} or {@code cmd}; null from the deprecated constructor. */
  public String field() {
    return field;
  }
}
