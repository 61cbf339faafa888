/**
 * Port Royal by Queen Games (Wolfgang Panning, 2000), game id {@code portroyal-stiche}: six rounds of an
 * auction of privileges and eight tricks for loot, loaded onto four ships that sink when overloaded.
 * Unrelated to Pegasus' Port Royal ({@code portroyal}) except for the name.
 *
 * <p>Follows the project's rules spec of the game and, where they differ, the German
 * rulebook it was written from: „1 Karte entfernen" used at once <em>may</em> remove a card from an own
 * ship (the rulebook's "darf"), so discarding it without removing is always allowed.
 *
 * <p>Entry point: {@link org.spielwerk.portroyalstiche.PortRoyalStiche}. Options
 * ({@link org.spielwerk.portroyalstiche.PortRoyalSticheOptions}) select Reading B of revoking (§7) and
 * the other readings of the audit's open questions; Reading A (a false trump is an illegal move) is the
 * default. The rules are in {@code AuctionRules}, {@code PrivilegeRules}, {@code TrickRules},
 * {@code SpoilsRules}, {@code RoundRules} and {@link org.spielwerk.portroyalstiche.Scoring}; every
 * ENGINE DECISION, the open questions and the UNCONFIRMED values are listed in
 * {@code docs/portroyal-stiche.md}.
 *
 * <p>Engine decisions of this module beyond the spec: the won loot card is dealt with before its bonus
 * cards, which are placed lowest value first; a kept „1 Karte entfernen" discards only a card that would
 * be loaded; moving with „1 Karte umlegen" is optional; under Reading B the penalty is chosen as soon as
 * the bluff is revealed.
 */
package org.spielwerk.portroyalstiche;
