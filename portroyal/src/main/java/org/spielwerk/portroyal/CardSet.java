package org.spielwerk.portroyal;

/** Where a card comes from; the options choose which sets are shuffled in. */
public enum CardSet {
  /** The 120 cards of the base game (§2). */
  BASE,
  /** The 24 normal cards of the expansion "Ein Auftrag geht noch" (§10.1). */
  EXPANSION,
  /** The 20 two-nail cards of Port Royal unterwegs (portroyal-unterwegs §7). */
  UNTERWEGS
}
