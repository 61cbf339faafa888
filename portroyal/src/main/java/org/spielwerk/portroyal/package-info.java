/**
 * Port Royal (Pegasus Spiele, Alexander Pfister, 2014) for 2 to 5 players, as played on Yucata: the
 * base game, Yucata's changes Y1-Y4 and variants V1-V3, the expansion "Ein Auftrag geht noch" and the
 * unterwegs two-nail cards mixed in.
 *
 * <p>Follows the project's rules spec of the game (from the German seed {@code 000_54cc70fe928daab9})
 * and the travel edition's spec, §4, §6.8, §7. Entry point: {@link
 * org.spielwerk.portroyal.PortRoyal}; options and presets: {@link
 * org.spielwerk.portroyal.PortRoyalOptions}; card data: {@code cards.csv} and {@code contracts.csv}
 * read by {@link org.spielwerk.portroyal.CardTable}; the rules: {@code Rules} (one working copy per
 * transition, one method per rule, shared by {@code legalActions} and {@code apply}).
 *
 * <p>Every ENGINE DECISION, open question and UNCONFIRMED value is listed in {@code docs/portroyal.md}.
 * The deliberate choices beyond the spec: identical cards are one value (two-nail and plain expansion
 * ships play as the base ships of the same values); a spent coin is the most recently received one
 * and lands face up on the open discard pile; Y2 holds in every mode; a turn that cannot reveal any
 * card triggers the end, and a round limit ends games with an unreachable target.
 */
package org.spielwerk.portroyal;
