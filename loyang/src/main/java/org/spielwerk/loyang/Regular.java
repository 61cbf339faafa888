package org.spielwerk.loyang;

/**
 * A regular customer in a player's display (§6).
 *
 * @param card the card's number
 * @param under the card it covers as the top of a double pack, or -1 (§5)
 * @param rows rows filled, 0..3 (the card leaves when the 4th is filled)
 * @param red whether the satisfaction marker shows red
 * @param deliveries the owner's deliveries this round (2 only with the Errand boy, §9.3)
 * @param handled whether the owner has delivered or declined this round
 * @param owed whether the owner must handle it this round (false when it arrived after his action phase)
 */
public record Regular(int card, int under, int rows, boolean red, int deliveries, boolean handled, boolean owed) {}
