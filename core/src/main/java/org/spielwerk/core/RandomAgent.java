package org.spielwerk.core;

/** Picks a legal action uniformly at random (from the legal actions alone: a {@link ViewDecider} that never declines). */
public final class RandomAgent implements Agent, ViewDecider {

  @Override
  public String name() {
    return "random";
  }

  @Override
  public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    return random.pick(game.legalActions(state));
  }

  /** The same draw as {@link #choose}, from the legal actions alone. */
  @Override
  public <A, V> A decide(Game<?, A, ?, V, ?> game, V view, int seat, java.util.List<A> legal, RandomSource random) {
    return random.pick(legal);
  }
}
