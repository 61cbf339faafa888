package org.spielwerk.core;

import io.vavr.collection.List;
import io.vavr.collection.Traversable;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.Collection;

/**
 * A mutable SplitMix64 cursor, for drawing many values inside one transition (or one agent's
 * decision) without allocating a generator value per draw. Not thread-safe; never stored in a state:
 * store {@link #toRng()} instead.
 */
public final class RandomSource {
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
  private long state;

  public RandomSource(long state) {
    this.state = state;
  }

  /** The generator's state after the draws so far. */
  public Rng toRng() {
    return new Rng(state);
  }

  /** 64 random bits. */
  public long nextLong() {
    state += GOLDEN_GAMMA;
    long z = state;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A uniform int in {@code [0, bound)}, without modulo bias. */
  public int nextInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive: " + bound);
    }
    int bits = (int) (nextLong() >>> 33);
    int max = bound - 1;
    if ((bound & max) == 0) {
      return bits & max;
    }
    int value = bits % bound;
    while (bits - value + max < 0) {
      bits = (int) (nextLong() >>> 33);
      value = bits % bound;
    }
    return value;
  }

  /** A uniform int in {@code [from, to]}. */
  public int nextInt(int from, int to) {
    return from + nextInt(to - from + 1);
  }

  /** A fair coin. */
  public boolean nextBoolean() {
    return nextLong() < 0;
  }

  /** A uniform double in {@code [0, 1)}. */
  public double nextDouble() {
    return (nextLong() >>> 11) * 0x1.0p-53;
  }

  /** One element, uniformly. */
  public <T> T pick(java.util.List<T> items) {
    return items.get(nextInt(items.size()));
  }

  /** The elements in a uniformly random order (Fisher-Yates). */
  public <T> List<T> shuffle(Iterable<? extends T> items) {
    return List.of(shuffledArray(items));
  }

  /** The elements in a uniformly random order, as a vector. */
  public <T> Vector<T> shuffleToVector(Iterable<? extends T> items) {
    return Vector.of(shuffledArray(items));
  }

  @SuppressWarnings("unchecked")
  private <T> T[] shuffledArray(Iterable<? extends T> items) {
    Object[] array = toArray(items);
    for (int i = array.length - 1; i > 0; i--) {
      int j = nextInt(i + 1);
      Object swap = array[i];
      array[i] = array[j];
      array[j] = swap;
    }
    return (T[]) array;
  }

  /**
   * The items in their order as a new array, straight from a collection or a Vavr value (a copy through a
   * Vavr list cost a cell per item; setups and every resampling shuffle).
   */
  private static Object[] toArray(Iterable<?> items) {
    if (items instanceof Collection<?> collection) {
      return collection.toArray();
    }
    if (items instanceof Traversable<?> traversable) {
      return traversable.toJavaArray();
    }
    ArrayList<Object> copy = new ArrayList<>();
    items.forEach(copy::add);
    return copy.toArray();
  }
}
