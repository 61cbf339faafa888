package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.SpielwerkStyle;

/**
 * One seat: its board (debt cube, four ships, trick markers, a kept „1 Karte entfernen") and its hand.
 *
 * @param debt the yellow debt cube, 0..19 (§4.1); the current round's pending bid is kept apart
 * @param hand the trick cards in hand (hidden from the others)
 * @param ships the four ships, indexed by {@link Good#ordinal()}
 * @param markers the colours this seat has marked void with a trick marker this round (§5.2)
 * @param exposed the marked colours whose false claim has been revealed (Reading B, §7): each false
 *     marker is punished once
 * @param keptRemoveOne whether a kept „1 Karte entfernen" lies beside the board (§5.4 option 2)
 * @param removedBonus bonus cards this seat removed from its own ships with „1 Karte entfernen"; they
 *     are out of the game and only this seat knows their values
 */
@SpielwerkStyle
@Value.Builder
public record Player(
    int debt,
    TrickSet hand,
    Vector<Ship> ships,
    ColourSet markers,
    ColourSet exposed,
    boolean keptRemoveOne,
    BonusSet removedBonus) implements WithPlayer {

  private static final Vector<Ship> EMPTY_SHIPS = Vector.fill(Cards.SHIPS, Ship.EMPTY);

  /** A player at the start of the game: no debt, empty hand and ships. */
  public static final Player START =
      new Player(0, TrickSet.EMPTY, EMPTY_SHIPS, ColourSet.EMPTY, ColourSet.EMPTY, false, BonusSet.EMPTY);

  public Ship ship(Good good) {
    return ships.get(good.ordinal());
  }

  public Player withShip(Good good, Ship ship) {
    return withShips(ships.update(good.ordinal(), ship));
  }

  /** Every loot card on this seat's ships. */
  public LootSet loot() {
    long bits = 0;
    for (int i = 0; i < ships.size(); i++) { // an index loop: a Vavr iterator is an allocation per call
      bits |= ships.get(i).loot().bits();
    }
    return new LootSet(bits);
  }

  /** Every bonus card on this seat's ships. */
  public BonusSet bonus() {
    int bits = 0;
    for (int i = 0; i < ships.size(); i++) {
      bits |= ships.get(i).bonus().bits();
    }
    return new BonusSet(bits);
  }

  /** The ship a loot card lies on, or null. */
  Good shipOf(Loot card) {
    for (int i = 0; i < Cards.SHIPS; i++) {
      if (ships.get(i).loot().contains(card)) {
        return Good.of(i);
      }
    }
    return null;
  }

  /** The ship a bonus card lies on, or null. */
  Good shipOf(Bonus card) {
    for (int i = 0; i < Cards.SHIPS; i++) {
      if (ships.get(i).bonus().contains(card)) {
        return Good.of(i);
      }
    }
    return null;
  }
}
