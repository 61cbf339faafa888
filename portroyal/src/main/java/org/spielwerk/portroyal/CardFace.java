package org.spielwerk.portroyal;

/**
 * A kind of card with its numbers in one card table: what a player sees on the card. Its accessors
 * are those of a card of Port Royal unterwegs ({@code Card.Person}, {@code Card.Ship}), so one UI or
 * agent reads a card of either game the same way; each is 0, false or null where it does not apply.
 * Get one with {@link CardTable#face(Card)} (the table of a game: {@link PortRoyal#table(PortRoyalOptions)}).
 *
 * @param card the kind of card
 * @param id the card's id, its row in {@code cards.csv}
 * @param kind person, ship, expedition or tax increase
 * @param ability a person's ability; null for other cards
 * @param colour a ship's colour, or the colour a Trader, Clerk or Wholesaler works for; null otherwise
 * @param cost a person's hiring cost in coins
 * @param influence a person's or an expedition's influence
 * @param swords a person's swords, or the swords needed to repel a ship (0 for a skull ship)
 * @param skull a ship with a skull, which can never be repelled
 * @param coins the coins a ship pays when traded, or an expedition when claimed
 * @param gift trading the ship gives another player 1 coin (§10.2)
 * @param twoNails an unterwegs card that may be mixed into the base game (unterwegs §7)
 */
public record CardFace(Card card, String id, Kind kind, Ability ability, Colour colour, int cost, int influence,
    int swords, boolean skull, int coins, boolean gift, boolean twoNails) {

  public boolean isPerson() {
    return kind == Kind.PERSON;
  }

  public boolean isShip() {
    return kind == Kind.SHIP;
  }

  public boolean isTax() {
    return kind == Kind.TAX;
  }

  public boolean isExpedition() {
    return kind == Kind.EXPEDITION;
  }
}
