package org.spielwerk.portroyalunterwegs;

import java.util.Comparator;

/**
 * A card held face down as a coin. Nobody knows its front, but everybody knows from which shuffle of
 * the draw pile it came: the first deck is shuffle 0, and every reshuffle of the discard pile (whose
 * cards all players saw) starts the next. Only coins of one shuffle, and the draw pile of the latest,
 * can be told apart by nobody; {@link PortRoyalUnterwegs#resample} swaps cards only among those.
 *
 * @param card the card on its front
 * @param shuffle the shuffle of the draw pile it was taken from
 */
public record Coin(Card card, int shuffle) {

  /** The canonical order of a face-down heap: by shuffle, then by card id. */
  public static final Comparator<Coin> ORDER = Coin::compare;

  /** {@link #ORDER}: by shuffle, then by card id. */
  static int compare(Coin a, Coin b) {
    int byShuffle = Integer.compare(a.shuffle, b.shuffle);
    if (byShuffle != 0 || a.card == b.card) {
      return byShuffle; // identical cards are one object in the built-in tables: no need to read the ids
    }
    return a.card.id().compareTo(b.card.id());
  }
}
