/**
 * Order of the Gilded Compass (Allers and Eisenstein, Grey Fox Games 2016): dice placement for 2-5
 * players, after the project's rules spec of the game and its German seed (the rules as played on Yucata),
 * which wins where the two differ; {@code docs/gilded-compass.md} in the repository sums them up.
 *
 * <p>Entry point: {@link org.spielwerk.gildedcompass.GildedCompass}. Positions are
 * {@link org.spielwerk.gildedcompass.GildedCompassState} values; options and the presets
 * {@code YUCATA} (default), {@code PRINTED} and {@code YUCATA_AUTO_ASSIGN} are
 * {@link org.spielwerk.gildedcompass.GildedCompassOptions}. The rules live in {@code Turns} (rounds and
 * turns, §3), {@code Placement} (each building's placement rule, §5), {@code Resolution} (round-end
 * resolution, §4-§5), {@code Endgame} and {@link org.spielwerk.gildedcompass.AssignmentScoring} (scoring,
 * §8-§9) and {@link org.spielwerk.gildedcompass.AssignmentSolver} (the exact end-game optimizer); the
 * components tables are CSV data ({@link org.spielwerk.gildedcompass.Components}), UNCONFIRMED values
 * included, replaceable through the options. Every rule function takes an
 * {@link org.spielwerk.core.EventSink} last and reports to it unconditionally, never asking whether
 * anybody listens: {@code apply} collects the events into its step, {@code play} (playouts, search)
 * ignores them, so {@code play} and {@code apply} are one code path.
 *
 * <p>ENGINE DECISIONS (details in {@code docs/gilded-compass.md}): the two 2-3 player variants are one
 * option and cannot be combined; re-rolls and Persuasion come before a turn's first placement;
 * Persuasion is two decisions; Will to Win only repeats an opponent's combination; black dice are kept
 * apart in hand only; identical dice, tiles and hosts give one action; forced choices are made
 * automatically; the game end reveals every hidden tile; the YUCATA preset assigns automatically with
 * the Auction House and by hand with the Guild (the seed), {@code AUTO_OPTIMAL} is an option.
 */
package org.spielwerk.gildedcompass;
