package org.spielwerk.loyang;

/** The six goods, in the order of the shop (§0): wheat, pumpkin, turnip, cabbage, beans, leek. */
public enum Good {
  WHEAT('W'), PUMPKIN('P'), TURNIP('T'), CABBAGE('C'), BEAN('B'), LEEK('L');

  static final Good[] ALL = values();
  private final char letter;

  Good(char letter) {
    this.letter = letter;
  }

  /** The letter used in the components tables. */
  public char letter() {
    return letter;
  }

  /** This good's bit in a set of goods ({@code 1 << ordinal}). */
  int bit() {
    return 1 << ordinal();
  }

  /** The good of a table letter, or null. */
  static Good ofLetter(char c) {
    for (Good g : ALL) {
      if (g.letter == c) {
        return g;
      }
    }
    return null;
  }

  /** Lower-case English name. */
  String word() {
    return switch (this) {
      case WHEAT -> "wheat";
      case PUMPKIN -> "pumpkin";
      case TURNIP -> "turnip";
      case CABBAGE -> "cabbage";
      case BEAN -> "beans";
      case LEEK -> "leek";
    };
  }
}
