package org.spielwerk.portroyalstiche;

/** The four colours of the trick cards (§1.3); each stands for a pirate captain. Klabautermann cards have none. */
public enum Colour {
  RED,
  BLUE,
  GREEN,
  BLACK;

  private static final Colour[] ALL = values();

  /** The colour with this ordinal (no defensive copy of {@code values()} in the hot path). */
  static Colour of(int ordinal) {
    return ALL[ordinal];
  }

  /** The bits of this colour's eight cards in a {@link TrickSet}. */
  long cards() {
    return 0xFFL << (8 * ordinal());
  }
}
