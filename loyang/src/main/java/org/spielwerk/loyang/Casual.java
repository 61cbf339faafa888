package org.spielwerk.loyang;

/**
 * A casual customer in a player's display (§4G).
 *
 * @param card the card's number
 * @param under the card it covers as the top of a double pack, or -1 (§5)
 */
public record Casual(int card, int under) {}
