package org.spielwerk.core;

/** Picks a legal action uniformly at random. */
public final class RandomAgent implements Agent {

  @Override
  public String name() {
    return "random";
  }

  @Override
  public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    return random.pick(game.legalActions(state));
  }
}
