package org.spielwerk.portroyalstiche;

/**
 * One ship (hold) of a player board (§1.4): the loot cards and the face-down bonus cards on it. Which
 * good a ship is for is its index on the board ({@link Good#ordinal()}).
 *
 * @param loot the simple and special loot cards loaded
 * @param bonus the bonus cards placed (face down: only the owner knows them)
 */
public record Ship(LootSet loot, BonusSet bonus) {
  public static final Ship EMPTY = new Ship(LootSet.EMPTY, BonusSet.EMPTY);

  public Ship withLoot(LootSet loot) {
    return new Ship(loot, bonus);
  }

  public Ship withBonus(BonusSet bonus) {
    return new Ship(loot, bonus);
  }

  public boolean isEmpty() {
    return loot.isEmpty() && bonus.isEmpty();
  }
}
