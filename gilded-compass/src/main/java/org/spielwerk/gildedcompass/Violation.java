package org.spielwerk.gildedcompass;

import org.spielwerk.core.IllegalActionException;

/**
 * Why an action breaks a rule: the rule with its spec section, and the particulars. The same
 * predicates list the legal actions (a null violation) and reject an illegal one.
 */
record Violation(String rule, String detail) {

  /** The exception for callers; it carries no stack trace (an illegal action is input, not a fault). */
  IllegalActionException exception() {
    return new RuleBroken(rule, detail);
  }

  /** An {@link IllegalActionException} without a stack trace: rejecting input stays cheap for search. */
  static final class RuleBroken extends IllegalActionException {
    RuleBroken(String rule, String detail) {
      super(rule, detail);
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this;
    }
  }
}
