package org.spielwerk.core;

/**
 * A bot. An agent may read the real state only through {@link Game#legalActions},
 * {@link Game#view} and {@link Game#resample}: search runs on a resampled position, so that it
 * cannot know the real next draw.
 */
public interface Agent {

  /** A short name, as used on the command line. */
  String name();

  /** One of {@code game.legalActions(state)}. */
  <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random);
}
