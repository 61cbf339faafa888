package org.spielwerk.portroyalstiche;

/**
 * A card in the current trick.
 *
 * @param seat who played it
 * @param card the card
 * @param markerPlaced whether this play laid a trick marker on the led colour (a trump on a non-trump
 *     led colour, with no Klabautermann in the trick, on a colour not yet marked)
 */
public record PlayedCard(int seat, TrickCard card, boolean markerPlaced) {}
