package org.spielwerk.portroyalstiche;

/**
 * The 49 loot cards (§1.1), one constant per card, written as the components table: 40 simple cards
 * (four goods, values 2-10 and 12, value = weight in tons) and 9 grey special cards. The ordinal is the
 * card's bit in a {@link LootSet}.
 */
public enum Loot {
  BISCUIT_2(Kind.SIMPLE, Good.BISCUIT, 2, 0),
  BISCUIT_3(Kind.SIMPLE, Good.BISCUIT, 3, 0),
  BISCUIT_4(Kind.SIMPLE, Good.BISCUIT, 4, 0),
  BISCUIT_5(Kind.SIMPLE, Good.BISCUIT, 5, 0),
  BISCUIT_6(Kind.SIMPLE, Good.BISCUIT, 6, 0),
  BISCUIT_7(Kind.SIMPLE, Good.BISCUIT, 7, 0),
  BISCUIT_8(Kind.SIMPLE, Good.BISCUIT, 8, 0),
  BISCUIT_9(Kind.SIMPLE, Good.BISCUIT, 9, 0),
  BISCUIT_10(Kind.SIMPLE, Good.BISCUIT, 10, 0),
  BISCUIT_12(Kind.SIMPLE, Good.BISCUIT, 12, 0),
  TOBACCO_2(Kind.SIMPLE, Good.TOBACCO, 2, 0),
  TOBACCO_3(Kind.SIMPLE, Good.TOBACCO, 3, 0),
  TOBACCO_4(Kind.SIMPLE, Good.TOBACCO, 4, 0),
  TOBACCO_5(Kind.SIMPLE, Good.TOBACCO, 5, 0),
  TOBACCO_6(Kind.SIMPLE, Good.TOBACCO, 6, 0),
  TOBACCO_7(Kind.SIMPLE, Good.TOBACCO, 7, 0),
  TOBACCO_8(Kind.SIMPLE, Good.TOBACCO, 8, 0),
  TOBACCO_9(Kind.SIMPLE, Good.TOBACCO, 9, 0),
  TOBACCO_10(Kind.SIMPLE, Good.TOBACCO, 10, 0),
  TOBACCO_12(Kind.SIMPLE, Good.TOBACCO, 12, 0),
  RUM_2(Kind.SIMPLE, Good.RUM, 2, 0),
  RUM_3(Kind.SIMPLE, Good.RUM, 3, 0),
  RUM_4(Kind.SIMPLE, Good.RUM, 4, 0),
  RUM_5(Kind.SIMPLE, Good.RUM, 5, 0),
  RUM_6(Kind.SIMPLE, Good.RUM, 6, 0),
  RUM_7(Kind.SIMPLE, Good.RUM, 7, 0),
  RUM_8(Kind.SIMPLE, Good.RUM, 8, 0),
  RUM_9(Kind.SIMPLE, Good.RUM, 9, 0),
  RUM_10(Kind.SIMPLE, Good.RUM, 10, 0),
  RUM_12(Kind.SIMPLE, Good.RUM, 12, 0),
  GUNPOWDER_2(Kind.SIMPLE, Good.GUNPOWDER, 2, 0),
  GUNPOWDER_3(Kind.SIMPLE, Good.GUNPOWDER, 3, 0),
  GUNPOWDER_4(Kind.SIMPLE, Good.GUNPOWDER, 4, 0),
  GUNPOWDER_5(Kind.SIMPLE, Good.GUNPOWDER, 5, 0),
  GUNPOWDER_6(Kind.SIMPLE, Good.GUNPOWDER, 6, 0),
  GUNPOWDER_7(Kind.SIMPLE, Good.GUNPOWDER, 7, 0),
  GUNPOWDER_8(Kind.SIMPLE, Good.GUNPOWDER, 8, 0),
  GUNPOWDER_9(Kind.SIMPLE, Good.GUNPOWDER, 9, 0),
  GUNPOWDER_10(Kind.SIMPLE, Good.GUNPOWDER, 10, 0),
  GUNPOWDER_12(Kind.SIMPLE, Good.GUNPOWDER, 12, 0),
  /** „+8": +8 value and weight on its ship; repays 8. */
  PLUS_8(Kind.SPECIAL, null, 8, 0),
  /** „+6": +6 value and weight on its ship; repays 6. */
  PLUS_6(Kind.SPECIAL, null, 6, 0),
  /** „−10": −10 value and weight on its ship. */
  MINUS_10(Kind.SPECIAL, null, -10, 0),
  /** „−5": −5 value and weight on its ship. */
  MINUS_5(Kind.SPECIAL, null, -5, 0),
  /** „Max +5": the ship's capacity +5. */
  MAX_PLUS_5(Kind.SPECIAL, null, 0, 5),
  /** „Max −5": the ship's capacity −5. */
  MAX_MINUS_5(Kind.SPECIAL, null, 0, -5),
  /** „x2": doubles the ship's loot value (not its weight, not its bonus cards). */
  TIMES_2(Kind.SPECIAL, null, 0, 0),
  /** „1 Karte entfernen": never placed; remove a card now, or keep it to discard a later loot card. */
  REMOVE_ONE(Kind.REMOVE_ONE, null, 0, 0),
  /** „1 Karte umlegen": never placed; always the bottom card of the loot deck; move one card. */
  MOVE_ONE(Kind.MOVE_ONE, null, 0, 0);

  /** What a loot card does when won (§5.4). */
  public enum Kind {
    /** Goes to the ship of its good. */
    SIMPLE,
    /** A grey card placed on any own ship. */
    SPECIAL,
    /** „1 Karte entfernen". */
    REMOVE_ONE,
    /** „1 Karte umlegen". */
    MOVE_ONE
  }

  private static final Loot[] ALL = values();
  /** Every loot card's bit. */
  static final long ALL_BITS = (1L << ALL.length) - 1;

  private final Kind kind;
  private final Good good;
  private final int weight;
  private final int capacity;

  Loot(Kind kind, Good good, int weight, int capacity) {
    this.kind = kind;
    this.good = good;
    this.weight = weight;
    this.capacity = capacity;
  }

  static Loot of(int ordinal) {
    return ALL[ordinal];
  }

  /** The simple card of a good and value (2..10, 12). */
  public static Loot of(Good good, int value) {
    if (value < 2 || value > 12 || value == 11) {
      throw new IllegalArgumentException("simple loot values are 2..10 and 12, not " + value);
    }
    return ALL[good.ordinal() * 10 + (value == 12 ? 9 : value - 2)];
  }

  public Kind kind() {
    return kind;
  }

  /** Whether this is one of the 40 simple cards. */
  public boolean isSimple() {
    return kind == Kind.SIMPLE;
  }

  /** Whether the card is laid on a ship when kept (simple and the seven ship specials). */
  public boolean isLoadable() {
    return kind == Kind.SIMPLE || kind == Kind.SPECIAL;
  }

  /** The good of a simple card; throws for a special card. */
  public Good good() {
    if (good == null) {
      throw new IllegalStateException(this + " has no good");
    }
    return good;
  }

  /**
   * What the card adds to its ship's value and weight (§6): the printed number of a simple card, +8,
   * +6, −10, −5; 0 for the others.
   */
  public int weight() {
    return weight;
  }

  /** What the card adds to its ship's capacity: +5 or −5 for Max ±5, else 0. */
  public int capacity() {
    return capacity;
  }

  /** Whether the card may repay a bid (§5.5): simple cards, +8 and +6. */
  public boolean canRepay() {
    return kind == Kind.SIMPLE || this == PLUS_8 || this == PLUS_6;
  }

  /** The payment when used to repay (§5.5); 0 for cards that cannot repay. */
  public int repayValue() {
    return canRepay() ? weight : 0;
  }

  long bit() {
    return 1L << ordinal();
  }
}
