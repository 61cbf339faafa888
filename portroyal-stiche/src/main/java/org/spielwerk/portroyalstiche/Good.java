package org.spielwerk.portroyalstiche;

/**
 * The four goods of the simple loot cards (§1.1). Each player board has one ship (hold) per good, so a
 * {@code Good} also names a ship: simple loot goes to the ship of its good, special and bonus cards
 * to any ship.
 */
public enum Good {
  BISCUIT,
  TOBACCO,
  RUM,
  GUNPOWDER;

  private static final Good[] ALL = values();

  /** The good (ship) with this ordinal. */
  static Good of(int ordinal) {
    return ALL[ordinal];
  }
}
