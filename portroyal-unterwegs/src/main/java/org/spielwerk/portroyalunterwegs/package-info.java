/**
 * Port Royal unterwegs (Pegasus Spiele, Alexander Pfister, 2016): the 60-card travel edition of Port
 * Royal for 2 to 4 players, ending at 8 influence. The entry point is
 * {@link org.spielwerk.portroyalunterwegs.PortRoyalUnterwegs}; setup options are
 * {@link org.spielwerk.portroyalunterwegs.UnterwegsOptions}.
 *
 * <p>Follows the project's rules spec of the travel edition (from the German rulebook, seed
 * {@code 003_…}). The card data is the table {@code cards.csv} ({@link org.spielwerk.portroyalunterwegs.Cards});
 * 29 of its 39 rows are UNCONFIRMED estimates of the spec and can be replaced through the {@code deck}
 * option. Decisions the rules leave open, each documented in {@code docs/portroyal-unterwegs.md}:
 * <ul>
 *   <li>random start player from the seed (§2.3), or a given seat;
 *   <li>repelling is optional, a repellable duplicate may be accepted to bust (U-Q1/Q1 a; option);
 *   <li>the active player may take no card (U-Q1/Q2 a; option);
 *   <li>a reveal with both piles empty resolves a virtual tax (U-Q2 a; option: reveal nothing);
 *   <li>coins received while both piles are empty are not paid (Y2 safety net, always on);
 *   <li>a non-active player with no coins cannot take a tucked ship that brings no coin (§6.8);
 *   <li>coins are paid from a player's face-down heap at random, and a heap is kept sorted so that
 *       equal heaps are equal states; each coin remembers the shuffle of the draw pile it came from, so
 *       that {@code resample} swaps only cards nobody can tell apart;
 *   <li>a player who can take nothing in Trade &amp; Hire is skipped (no start-of-slot abilities exist
 *       in this edition, so this changes nothing but the number of decisions);
 *   <li>a game that can no longer progress ends and is scored as it stands (100 turns without a hire
 *       or tucked ship, or nothing left to reveal under U-Q2 b).
 * </ul>
 */
package org.spielwerk.portroyalunterwegs;
