package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * RandomSource's draws against independent reference definitions on the raw SplitMix64 stream
 * (RngTest pins the stream itself): which values come out and how many longs each draw consumes,
 * because a game's saved seeds replay only if both stay exactly as they are.
 */
class RandomSourceTest {

  /** Unbiased [0, bound): the top 31 bits of a long, redrawn while they fall into the incomplete last block. */
  private static int referenceNextInt(RandomSource raw, int bound) {
    long accepted = (1L << 31) / bound * bound;
    while (true) {
      long bits = raw.nextLong() >>> 33;
      if (bits < accepted) {
        return (int) (bits % bound);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 42, 0x5eed, -7, Long.MIN_VALUE, Long.MAX_VALUE})
  void nextIntIsTheUnbiasedReferenceDraw(long seed) {
    RandomSource seeds = new RandomSource(seed);
    // powers of two, small bounds, and large bounds whose rejection zone is about half the range
    int[] bounds = {1, 2, 3, 6, 7, 64, 1000, 1 << 30, (1 << 30) + 1, (1 << 30) + (1 << 29), Integer.MAX_VALUE};
    for (int bound : bounds) {
      long start = seeds.nextLong();
      RandomSource random = new RandomSource(start);
      RandomSource raw = new RandomSource(start);
      for (int i = 0; i < 200; i++) {
        assertThat(random.nextInt(bound)).as("seed %d bound %d draw %d", seed, bound, i)
            .isEqualTo(referenceNextInt(raw, bound));
        assertThat(random.toRng()).as("longs consumed, bound %d", bound).isEqualTo(raw.toRng());
      }
    }
  }

  @Test
  void aBoundJustAboveAPowerOfTwoRejectsAboutHalfTheDraws() {
    int bound = (1 << 30) + 1;
    RandomSource random = new RandomSource(77);
    RandomSource counter = new RandomSource(77);
    int draws = 2_000;
    for (int i = 0; i < draws; i++) {
      int value = random.nextInt(bound);
      assertThat(value).isBetween(0, bound - 1);
    }
    // count the longs consumed: every draw takes one, plus one per rejection
    long consumed = 0;
    while (!counter.toRng().equals(random.toRng())) {
      counter.nextLong();
      consumed++;
    }
    assertThat(consumed).isBetween(3_600L, 4_400L);
  }

  @Test
  void nextIntFromToCoversExactlyItsClosedRange() {
    RandomSource random = new RandomSource(5);
    RandomSource raw = new RandomSource(5);
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < 500; i++) {
      int value = random.nextInt(-2, 2);
      assertThat(value).isEqualTo(-2 + referenceNextInt(raw, 5));
      seen.add(value);
    }
    assertThat(seen).containsExactlyInAnyOrder(-2, -1, 0, 1, 2);
    for (int i = 0; i < 200; i++) {
      assertThat(random.nextInt(10, 12)).isBetween(10, 12);
      assertThat(random.nextInt(7, 7)).isEqualTo(7);
    }
  }

  @Test
  void nextBooleanIsTheSignOfTheNextLong() {
    RandomSource random = new RandomSource(9);
    RandomSource raw = new RandomSource(9);
    int heads = 0;
    for (int i = 0; i < 10_000; i++) {
      boolean coin = random.nextBoolean();
      assertThat(coin).isEqualTo(raw.nextLong() < 0);
      heads += coin ? 1 : 0;
    }
    assertThat(heads).isBetween(4_800, 5_200);
    // the state whose next output is 0 (SplitMix64's mix maps 0 to 0): zero is not negative
    RandomSource zero = new RandomSource(-0x9E3779B97F4A7C15L);
    assertThat(new RandomSource(-0x9E3779B97F4A7C15L).nextLong()).isZero();
    assertThat(zero.nextBoolean()).isFalse();
  }

  @Test
  void nextDoubleIsTheTop53BitsScaledIntoTheUnitInterval() {
    RandomSource random = new RandomSource(21);
    RandomSource raw = new RandomSource(21);
    double sum = 0;
    for (int i = 0; i < 10_000; i++) {
      double value = random.nextDouble();
      assertThat(value).isEqualTo((raw.nextLong() >>> 11) / (double) (1L << 53)).isGreaterThanOrEqualTo(0.0).isLessThan(1.0);
      sum += value;
    }
    assertThat(sum / 10_000).isBetween(0.48, 0.52);
    assertThat(new RandomSource(-0x9E3779B97F4A7C15L).nextDouble()).isZero();
  }

  @Test
  void pickTakesTheElementAtTheNextIndex() {
    java.util.List<String> items = java.util.List.of("a", "b", "c", "d", "e");
    RandomSource random = new RandomSource(13);
    RandomSource raw = new RandomSource(13);
    for (int i = 0; i < 100; i++) {
      assertThat(random.pick(items)).isEqualTo(items.get(referenceNextInt(raw, items.size())));
    }
  }

  /** Fisher-Yates from the back: position i swaps with a uniform j in [0, i], for i = n-1 down to 1. */
  private static <T> java.util.List<T> referenceShuffle(RandomSource raw, java.util.List<T> items) {
    java.util.List<T> out = new java.util.ArrayList<>(items);
    for (int i = out.size() - 1; i > 0; i--) {
      java.util.Collections.swap(out, i, referenceNextInt(raw, i + 1));
    }
    return out;
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2, 3, 10, 52})
  void shuffleIsFisherYatesAndConsumesOneDrawPerSwap(int size) {
    List<Integer> items = List.range(0, size);
    for (long seed = 0; seed < 20; seed++) {
      RandomSource random = new RandomSource(seed);
      RandomSource raw = new RandomSource(seed);
      assertThat(random.shuffle(items).asJava()).isEqualTo(referenceShuffle(raw, items.asJava()));
      // n-1 draws for n items: one more or less would shift every later draw of the game
      assertThat(random.toRng()).isEqualTo(raw.toRng());
      assertThat(random.nextLong()).isEqualTo(raw.nextLong());
    }
  }

  @Test
  void shuffleToVectorGivesTheSameOrderAsShuffle() {
    List<String> items = List.of("a", "b", "c", "d", "e", "f", "g");
    for (long seed = 0; seed < 20; seed++) {
      Vector<String> vector = new RandomSource(seed).shuffleToVector(items);
      assertThat(vector).isInstanceOf(Vector.class);
      assertThat(vector.toList()).isEqualTo(new RandomSource(seed).shuffle(items));
    }
  }

  /** A shuffle depends on the items' order and the seed only, not on the kind of collection they come in. */
  @Test
  void aShuffleIsTheSameFromEveryKindOfCollection() {
    java.util.List<Integer> items = java.util.stream.IntStream.range(0, 40).boxed().toList();
    Iterable<Integer> plain = items::iterator;
    io.vavr.collection.List<Integer> expected = new RandomSource(77).shuffle(io.vavr.collection.List.ofAll(items));
    assertThat(new RandomSource(77).shuffle(items)).isEqualTo(expected);
    assertThat(new RandomSource(77).shuffle(plain)).isEqualTo(expected);
    assertThat(new RandomSource(77).shuffleToVector(io.vavr.collection.Vector.ofAll(items)).toList()).isEqualTo(expected);
    assertThat(expected.sorted()).isEqualTo(io.vavr.collection.List.ofAll(items));
    assertThat(expected).isNotEqualTo(io.vavr.collection.List.ofAll(items));
  }
}
