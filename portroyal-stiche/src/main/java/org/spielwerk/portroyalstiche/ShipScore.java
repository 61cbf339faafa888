package org.spielwerk.portroyalstiche;

/**
 * How one ship scores (§6).
 *
 * @param ship which ship
 * @param weight simple values + 8·(+8) + 6·(+6) − 10·(−10) − 5·(−5) (doubled with x2 only under the
 *     {@code timesTwoDoublesWeight} option)
 * @param capacity base capacity ± 5 per Max card
 * @param sunk whether weight exceeds capacity
 * @param lootValue the same sum as the weight, doubled when x2 is on the ship
 * @param cargo max(0, lootValue)
 * @param bonus the bonus cards' values (never doubled)
 * @param score 0 if sunk, else cargo + bonus
 */
public record ShipScore(
    Good ship, int weight, int capacity, boolean sunk, int lootValue, int cargo, int bonus, int score) {}
