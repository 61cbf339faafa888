package org.spielwerk.core;

/**
 * The random generator's state as a value (SplitMix64: one long), kept inside a game state so that
 * the same seed and the same actions give equal states on every machine and JVM.
 *
 * <p>A transition that needs chance opens a {@link RandomSource} on it, draws, and stores
 * {@link RandomSource#toRng()} in the new state. Nothing else in an engine is random.
 */
public record Rng(long state) {

  /** A generator for a seed; any long is a good seed. */
  public static Rng seeded(long seed) {
    return new Rng(seed);
  }

  /** A mutable cursor on this generator, for use inside one transition. */
  public RandomSource source() {
    return new RandomSource(state);
  }
}
