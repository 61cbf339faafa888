package org.spielwerk.portroyalstiche;

/**
 * The trick cards in the box as the engine models them (§1.3): four colours with the values 1 to 8 and
 * three colourless Klabautermann cards 1, 5 and 7, 35 cards. The rulebook's component list says "39";
 * no combination of the documented values gives 39 (UNCONFIRMED, see docs), and the per-count decks
 * (26 and 34 cards) are unaffected. The ordinal is the card's bit in a {@link TrickSet}: the eight cards
 * of a colour are contiguous.
 */
public enum TrickCard {
  RED_1, RED_2, RED_3, RED_4, RED_5, RED_6, RED_7, RED_8,
  BLUE_1, BLUE_2, BLUE_3, BLUE_4, BLUE_5, BLUE_6, BLUE_7, BLUE_8,
  GREEN_1, GREEN_2, GREEN_3, GREEN_4, GREEN_5, GREEN_6, GREEN_7, GREEN_8,
  BLACK_1, BLACK_2, BLACK_3, BLACK_4, BLACK_5, BLACK_6, BLACK_7, BLACK_8,
  KLAB_1, KLAB_5, KLAB_7;

  private static final TrickCard[] ALL = values();
  /** The bits of the three Klabautermann cards. */
  static final long KLABAUTERMANN = (1L << KLAB_1.ordinal()) | (1L << KLAB_5.ordinal()) | (1L << KLAB_7.ordinal());

  private final Colour colour;
  private final int value;

  TrickCard() {
    int i = ordinal();
    if (i < 32) {
      colour = Colour.of(i / 8);
      value = i % 8 + 1;
    } else {
      colour = null;
      value = switch (i) {
        case 32 -> 1;
        case 33 -> 5;
        default -> 7;
      };
    }
  }

  /** The card with this ordinal. */
  static TrickCard of(int ordinal) {
    return ALL[ordinal];
  }

  /** The coloured card of a colour and value 1..8. */
  public static TrickCard of(Colour colour, int value) {
    if (value < 1 || value > 8) {
      throw new IllegalArgumentException("trick card values are 1..8, not " + value);
    }
    return ALL[colour.ordinal() * 8 + value - 1];
  }

  /** Whether this is a colourless Klabautermann card. */
  public boolean isKlabautermann() {
    return colour == null;
  }

  /** The colour; throws for a Klabautermann card, which has none (check {@link #isKlabautermann()}). */
  public Colour colour() {
    if (colour == null) {
      throw new IllegalStateException(this + " has no colour");
    }
    return colour;
  }

  /** The colour's ordinal, or -1 for a Klabautermann card. */
  int colourIndex() {
    return colour == null ? -1 : colour.ordinal();
  }

  /** The number printed on the card. */
  public int value() {
    return value;
  }

  /** This card's bit in a {@link TrickSet}. */
  long bit() {
    return 1L << ordinal();
  }
}
