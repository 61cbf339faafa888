/**
 * The Spielwerk core: the {@link org.spielwerk.core.Game} API that every rules engine implements.
 *
 * <p>A game is a stateless object; a position is an immutable value; a move is a pure function
 * {@code (state, action) -> Step(state', events)}. Randomness is data inside the state
 * ({@link org.spielwerk.core.Rng}), so the same seed and the same actions give equal states on
 * every machine. What a seat may see is its own view type; {@code resample} re-deals what it cannot
 * see, for search. {@link org.spielwerk.core.Json} reads and writes states, views, actions, events
 * and saved games; {@link org.spielwerk.core.Agents} has the ready bots.
 */
package org.spielwerk.core;
