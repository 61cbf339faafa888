package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;

/** Final scoring (§6): surviving cargo plus bonus cards, minus debt. */
public final class Scoring {
  private Scoring() {}

  /** The weight of the loot on a ship: the sum of the cards' weights (x2 does not count, §1.1). */
  static int weight(LootSet loot) {
    int sum = 0;
    for (long rest = loot.bits(); rest != 0; rest &= rest - 1) {
      sum += Loot.of(Long.numberOfTrailingZeros(rest)).weight();
    }
    return sum;
  }

  /** The capacity of a ship: the base for the player count, ±5 per Max card on it. */
  static int capacity(LootSet loot, int players) {
    int capacity = Cards.capacity(players);
    if (loot.contains(Loot.MAX_PLUS_5)) {
      capacity += 5;
    }
    if (loot.contains(Loot.MAX_MINUS_5)) {
      capacity -= 5;
    }
    return capacity;
  }

  /** How one ship scores. */
  public static ShipScore ship(Good good, Ship ship, int players, PortRoyalSticheOptions options) {
    int sum = weight(ship.loot());
    boolean doubled = ship.loot().contains(Loot.TIMES_2);
    int weight = doubled && options.timesTwoDoublesWeight() ? 2 * sum : sum;
    int capacity = capacity(ship.loot(), players);
    boolean sunk = weight > capacity;
    int lootValue = doubled ? 2 * sum : sum;
    int cargo = Math.max(0, lootValue);
    int bonus = ship.bonus().value();
    return new ShipScore(good, weight, capacity, sunk, lootValue, cargo, bonus, sunk ? 0 : cargo + bonus);
  }

  /** Every ship of a seat, in board order. */
  public static Vector<ShipScore> ships(PortRoyalSticheState state, int seat) {
    Player player = state.player(seat);
    ShipScore[] scores = new ShipScore[Cards.SHIPS];
    for (int i = 0; i < Cards.SHIPS; i++) {
      scores[i] = ship(Good.of(i), player.ships().get(i), state.playerCount(), state.options());
    }
    return Vector.of(scores);
  }

  /** A seat's total: Σ ship scores − debt (§6). May be negative (§8.14). */
  public static int total(PortRoyalSticheState state, int seat) {
    Player player = state.player(seat);
    int total = -player.debt();
    for (int i = 0; i < Cards.SHIPS; i++) {
      total += ship(Good.of(i), player.ships().get(i), state.playerCount(), state.options()).score();
    }
    return total;
  }
}
