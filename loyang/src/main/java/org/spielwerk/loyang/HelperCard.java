package org.spielwerk.loyang;

/**
 * A helper in a player's display.
 *
 * @param card the card's number
 * @param under the card it covers as the top of a double pack, or -1 (§5)
 * @param round the round in which the player got it (the Lord cannot be used in that round, §9.7)
 */
public record HelperCard(int card, int under, int round) {}
