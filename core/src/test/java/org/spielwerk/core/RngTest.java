package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RngTest {

  @Test
  void splitMix64_givesTheReferenceSequence() {
    // SplitMix64 from seed 0 (Steele, Lea, Flood 2014): the published first outputs.
    RandomSource random = Rng.seeded(0).source();
    assertThat(random.nextLong()).isEqualTo(0xE220A8397B1DCDAFL);
    assertThat(random.nextLong()).isEqualTo(0x6E789E6AA1B965F4L);
    assertThat(random.nextLong()).isEqualTo(0x06C45D188009454FL);
  }

  @Test
  void theGeneratorStateIsAValue() {
    RandomSource a = Rng.seeded(99).source();
    a.nextLong();
    RandomSource b = Rng.seeded(99).source();
    b.nextLong();
    assertThat(a.toRng()).isEqualTo(b.toRng());
    assertThat(a.nextLong()).isEqualTo(b.nextLong());
  }

  /** Seeded cases: the seed names the bounds tried, so a failure reruns from it. */
  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 42, 0x5eed, -7, Long.MIN_VALUE, Long.MAX_VALUE})
  void nextIntStaysInItsBound(long seed) {
    RandomSource bounds = new RandomSource(seed);
    for (int round = 0; round < 200; round++) {
      int bound = round < 3 ? new int[] {1, 2, Integer.MAX_VALUE}[round] : 1 + bounds.nextInt(1000);
      RandomSource random = new RandomSource(bounds.nextLong());
      for (int i = 0; i < 50; i++) {
        assertThat(random.nextInt(bound)).as("seed %d bound %d", seed, bound).isBetween(0, bound - 1);
      }
    }
  }

  @Test
  void nextIntIsRoughlyUniform() {
    RandomSource random = new RandomSource(3);
    int[] counts = new int[6];
    for (int i = 0; i < 60_000; i++) {
      counts[random.nextInt(6)]++;
    }
    for (int count : counts) {
      assertThat(count).isBetween(9_400, 10_600);
    }
  }

  @Test
  void nextIntRejectsAnEmptyRange() {
    assertThatThrownBy(() -> new RandomSource(1).nextInt(0)).isInstanceOf(IllegalArgumentException.class);
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 42, 0x5eed, -7, Long.MIN_VALUE, Long.MAX_VALUE})
  void shuffleIsAPermutation(long seed) {
    RandomSource seeds = new RandomSource(seed);
    for (int round = 0; round < 100; round++) {
      List<Integer> items = List.range(0, seeds.nextInt(40));
      assertThat(new RandomSource(seeds.nextLong()).shuffle(items).sorted()).as("seed %d round %d", seed, round).isEqualTo(items);
    }
  }

  @Test
  void shuffleMovesThings() {
    List<Integer> items = List.range(0, 30);
    assertThat(new RandomSource(5).shuffle(items)).isNotEqualTo(items);
  }
}
