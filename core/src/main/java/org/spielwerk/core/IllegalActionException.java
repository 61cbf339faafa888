package org.spielwerk.core;

/**
 * An action the rules forbid in this position. The message names the rule; the state the action
 * was applied to is unchanged.
 *
 * <p>An illegal action is bad input, not a fault of the engine, so the exception carries no stack
 * trace: search and tests that try many actions pay little for a rejection.
 */
public class IllegalActionException extends RuntimeException {
  private final String rule;

  /**
   * @param rule the rule that forbids the action, e.g. "Repel (§4.1): swords must reach the ship's"
   * @param detail the particulars of this case
   */
  public IllegalActionException(String rule, String detail) {
    super(rule + ": " + detail, null, false, false);
    this.rule = rule;
  }

  /** The rule that forbids the action. */
  public String rule() {
    return rule;
  }
}
