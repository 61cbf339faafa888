package org.spielwerk.gildedcompass;

/**
 * Owners of dice (§0): a seat 0..N-1, the dummy, or nobody (an empty slot). The 2 black dice of A
 * Little Help belong to their user's seat for the round (§6).
 */
public final class Owner {
  private Owner() {}

  /** The dummy player of the 2-3 player variant (§7.2). */
  public static final int DUMMY = -1;

  /** No owner: an empty University entrance, Tower floor or Temple space. */
  public static final int NOBODY = -2;
}
