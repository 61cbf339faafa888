package org.spielwerk.portroyal;

/** The two kinds of tax increase (§2.4): who gets the bonus coin after the halving step. */
public enum TaxKind {
  /** The player(s) with the most swords get 1 coin each. */
  MOST_SWORDS,
  /** The player(s) with the fewest influence points get 1 coin each. */
  FEWEST_INFLUENCE
}
