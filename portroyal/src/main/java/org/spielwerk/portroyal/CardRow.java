package org.spielwerk.portroyal;

/**
 * One row of the card table ({@code cards.csv}): the numbers of one kind of card. Passing rows in
 * {@link PortRoyalOptions#cards()} replaces the built-in rows of those kinds, so that a user holding
 * the physical cards can correct an UNCONFIRMED value without recompiling.
 *
 * @param card the kind of card
 * @param count copies in the deck (0 to 15)
 * @param cost a person's hiring cost in coins
 * @param influence a person's or an expedition's influence points
 * @param swords a person's swords; the swords needed to repel a ship, {@link #SKULL} for a skull
 * @param coins the coins a ship pays when traded or an expedition pays when claimed
 * @param gift trading this ship also gives another player of the trader's choice 1 coin (§10.2)
 */
public record CardRow(Card card, int count, int cost, int influence, int swords, int coins, boolean gift) {
  /** The swords of a ship with a skull: it can never be repelled. */
  public static final int SKULL = -1;
}
