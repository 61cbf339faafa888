/**
 * At the Gates of Loyang (Vor den Toren von Loyang, Hall Games, Uwe Rosenberg, 2009) for 2 to 4 players,
 * as played on Yucata, after the project's rules spec of the game and its German seed. The entry point is
 * {@link org.spielwerk.loyang.Loyang}; positions for tests and embedders are built with
 * {@link org.spielwerk.loyang.LoyangPositions}. Components are CSV tables replaceable through
 * {@link org.spielwerk.loyang.LoyangOptions}; docs/loyang.md lists every estimated value and engine decision.
 */
package org.spielwerk.loyang;
