package org.spielwerk.core;

/**
 * An action the rules forbid in this position. The message names the rule; the state the action
 * was applied to is unchanged.
 */
public class IllegalActionException extends RuntimeException {
  private final String rule;

  /**
   * @param rule the rule that forbids the action, e.g. "Repel (§4.1): swords must reach the ship's"
   * @param detail the particulars of this case
   */
  public IllegalActionException(String rule, String detail) {
    super(rule + ": " + detail);
    this.rule = rule;
  }

  /** The rule that forbids the action. */
  public String rule() {
    return rule;
  }
}
