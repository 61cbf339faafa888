package org.spielwerk.portroyal;

import com.fasterxml.jackson.annotation.JsonAlias;

/**
 * A card held face down as a coin (§3.3): nobody, its owner included, ever sees its face.
 *
 * @param card the card on the coin's front
 * @param shuffle the draw pile it came from: 0 for the first deck, k after the k-th reshuffle. It is
 *     public (everybody saw the coin being drawn) and lets {@code resample} re-deal coins only among
 *     cards that could be there: after a reshuffle, everybody knows which cards the new draw pile
 *     holds (they were face up on the discard pile).
 */
public record Coin(Card card, @JsonAlias("epoch") int shuffle) {
  private static final int CACHED_SHUFFLES = 64;
  private static final Coin[] CACHE = new Coin[Card.VALUES.length * CACHED_SHUFFLES];

  static {
    for (Card card : Card.VALUES) {
      for (int shuffle = 0; shuffle < CACHED_SHUFFLES; shuffle++) {
        CACHE[card.ordinal() * CACHED_SHUFFLES + shuffle] = new Coin(card, shuffle);
      }
    }
  }

  public Coin {
    if (card == null || shuffle < 0) {
      throw new IllegalArgumentException("a coin needs a card and a shuffle >= 0");
    }
  }

  /** The coin (shared instances for the usual shuffles, so that drawing coins allocates little). */
  public static Coin of(Card card, int shuffle) {
    return shuffle < CACHED_SHUFFLES ? CACHE[card.ordinal() * CACHED_SHUFFLES + shuffle] : new Coin(card, shuffle);
  }
}
