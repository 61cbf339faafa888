package org.spielwerk.portroyal;

/**
 * A card held face down as a coin (§3.3): nobody, its owner included, ever sees its face.
 *
 * @param card the card on the coin's front
 * @param epoch the draw pile it came from: 0 for the first deck, k after the k-th reshuffle. It is
 *     public (everybody saw the coin being drawn) and lets {@code resample} re-deal coins only among
 *     cards that could be there: after a reshuffle, everybody knows which cards the new draw pile
 *     holds (they were face up on the discard pile).
 */
public record Coin(Card card, int epoch) {
  private static final int CACHED_EPOCHS = 64;
  private static final Coin[] CACHE = new Coin[Card.VALUES.length * CACHED_EPOCHS];

  static {
    for (Card card : Card.VALUES) {
      for (int epoch = 0; epoch < CACHED_EPOCHS; epoch++) {
        CACHE[card.ordinal() * CACHED_EPOCHS + epoch] = new Coin(card, epoch);
      }
    }
  }

  public Coin {
    if (card == null || epoch < 0) {
      throw new IllegalArgumentException("a coin needs a card and an epoch >= 0");
    }
  }

  /** The coin (shared instances for the usual epochs, so that drawing coins allocates little). */
  public static Coin of(Card card, int epoch) {
    return epoch < CACHED_EPOCHS ? CACHE[card.ordinal() * CACHED_EPOCHS + epoch] : new Coin(card, epoch);
  }
}
