package org.spielwerk.portroyalunterwegs;

import com.fasterxml.jackson.annotation.JsonAlias;
import io.vavr.collection.List;
import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.SpielwerkStyle;

/**
 * One player's cards.
 *
 * @param coins cards held face down as coins; nobody knows their fronts (§2). A face-down heap has no
 *     order, so the list is kept sorted by {@link Coin#ORDER}: equal heaps give equal states
 * @param display the personal display: the persons hired
 * @param tucked ships collected under this player's Wholesalers (§4), +1 influence each
 */
@SpielwerkStyle
@Value.Builder
public record UnterwegsPlayer(List<Coin> coins, @JsonAlias("persons") Vector<Card.Person> display,
    Vector<Card.Ship> tucked) implements WithUnterwegsPlayer {

  /** A player with nothing yet. */
  public static final UnterwegsPlayer EMPTY = new UnterwegsPlayer(List.empty(), Vector.empty(), Vector.empty());

  /**
   * Adds a coin to a heap sorted by {@link Coin#ORDER}, sharing the tail after it: one cell per coin
   * before it, nothing else allocated.
   */
  static List<Coin> addCoin(List<Coin> coins, Coin coin) {
    if (coins.isEmpty() || Coin.compare(coins.head(), coin) >= 0) {
      return coins.prepend(coin);
    }
    return addCoin(coins.tail(), coin).prepend(coins.head());
  }

  /** The heap without its coin at {@code index}, sharing the tail after it. */
  static List<Coin> removeCoin(List<Coin> coins, int index) {
    return index == 0 ? coins.tail() : removeCoin(coins.tail(), index - 1).prepend(coins.head());
  }

  /** Number of coins. */
  public int coinCount() {
    return coins.size();
  }

  /** Influence: the persons' plus one per tucked ship (§4). */
  public int influence() {
    int influence = tucked.size();
    for (int i = 0; i < display.size(); i++) {
      influence += display.get(i).influence();
    }
    return influence;
  }

  /** Swords of Sailors and Pirates (§4). */
  public int swords() {
    int swords = 0;
    for (int i = 0; i < display.size(); i++) {
      swords += display.get(i).swords();
    }
    return swords;
  }

  /** Whether a Wholesaler of this colour is in the display. */
  public boolean hasWholesaler(Colour colour) {
    for (int i = 0; i < display.size(); i++) {
      Card.Person person = display.get(i);
      if (person.ability() == Card.Ability.WHOLESALER && person.colour() == colour) {
        return true;
      }
    }
    return false;
  }
}
