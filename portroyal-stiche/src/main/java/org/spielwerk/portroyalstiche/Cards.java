package org.spielwerk.portroyalstiche;

/** The numbers of the components and setup tables (§1, §2, §3) that are not a property of one card. */
public final class Cards {
  private Cards() {}

  /** Rounds in a game (§3). */
  public static final int ROUNDS = 6;
  /** Loot cards on display at the start of a round (§3.1). */
  public static final int DISPLAY = 9;
  /** Loot cards revealed from the deck in rounds 2 to 6 (§3.7). */
  public static final int REVEALED_PER_ROUND = 8;
  /** Trick cards dealt to each player, and tricks per round (§3.2, §5). */
  public static final int HAND = 8;
  /** Trick cards laid face up after the deal, and laid aside by the privilege holder (§3.2, §4.2a). */
  public static final int FACE_UP = 2;
  /** Debt plus bid never exceeds this (§4.1): the debt track runs 0 to −19. */
  public static final int DEBT_CAP = 19;
  /** Trick markers per player (§1.4): one per non-trump colour. */
  public static final int MARKERS = 3;
  /** Ships per player board, one per good (§1.4). */
  public static final int SHIPS = 4;

  private static final TrickSet DECK_3 = deck(6, TrickCard.KLAB_1, TrickCard.KLAB_5);
  private static final TrickSet DECK_4 = deck(8, TrickCard.KLAB_1, TrickCard.KLAB_7);

  private static TrickSet deck(int highest, TrickCard... klabautermann) {
    TrickSet deck = TrickSet.of(klabautermann);
    for (Colour colour : Colour.values()) {
      for (int value = 1; value <= highest; value++) {
        deck = deck.with(TrickCard.of(colour, value));
      }
    }
    return deck;
  }

  /**
   * The trick deck for a player count (§1.3): with 3 players values 1-6 of every colour and
   * Klabautermann 1 and 5 (26 cards); with 4 players values 1-8 and Klabautermann 1 and 7 (34 cards).
   */
  public static TrickSet trickDeck(int players) {
    return switch (players) {
      case 3 -> DECK_3;
      case 4 -> DECK_4;
      default -> throw new IllegalArgumentException("Port Royal (Queen) is for 3 or 4 players, not " + players);
    };
  }

  /** The base capacity of every ship (§1.3): 24 tons with 3 players, 18 with 4. */
  public static int capacity(int players) {
    return players == 3 ? 24 : 18;
  }
}
