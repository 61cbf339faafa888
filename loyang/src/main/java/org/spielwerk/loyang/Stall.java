package org.spielwerk.loyang;

/**
 * A market stall in a player's display (§4D).
 *
 * @param card the card's number
 * @param under the card it covers as the top of a double pack, or -1 (§5)
 * @param goods the goods still on it (never none: an emptied stall is discarded at once)
 */
public record Stall(int card, int under, Goods goods) {}
