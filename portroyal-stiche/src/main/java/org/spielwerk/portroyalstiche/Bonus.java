package org.spielwerk.portroyalstiche;

/**
 * The six bonus cards ("prisoners", §1.2): values 1 to 6, weight 0, placed face down on any ship. They
 * are not loot cards: they cannot repay, are not doubled by x2 and are not taken by the revoke penalty.
 */
public enum Bonus {
  BONUS_1,
  BONUS_2,
  BONUS_3,
  BONUS_4,
  BONUS_5,
  BONUS_6;

  private static final Bonus[] ALL = values();

  static Bonus of(int ordinal) {
    return ALL[ordinal];
  }

  /** Points on an unsunk ship at the end. */
  public int value() {
    return ordinal() + 1;
  }

  int bit() {
    return 1 << ordinal();
  }
}
