package org.spielwerk.gildedcompass;

import org.spielwerk.core.IllegalActionException;

/**
 * Why an action breaks a rule: the rule with its spec section, and the particulars. The same
 * predicates list the legal actions (a null violation) and reject an illegal one.
 */
record Violation(String rule, String detail) {

  /** A broken rule not put into words: what the checks answer when only legality is asked (listing). */
  static final Violation REJECTED = new Violation("rejected", "not explained");

  /** The exception for callers (core's exception carries no stack trace: rejecting input stays cheap). */
  IllegalActionException exception() {
    return new IllegalActionException(rule, detail);
  }
}
