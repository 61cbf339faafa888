package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

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

  @Property(tries = 200)
  void nextIntStaysInItsBound(@ForAll long seed, @ForAll @IntRange(min = 1, max = 1000) int bound) {
    RandomSource random = new RandomSource(seed);
    for (int i = 0; i < 50; i++) {
      assertThat(random.nextInt(bound)).isBetween(0, bound - 1);
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

  @Property(tries = 100)
  void shuffleIsAPermutation(@ForAll long seed) {
    List<Integer> items = List.range(0, 30);
    assertThat(new RandomSource(seed).shuffle(items).sorted()).isEqualTo(items);
  }

  @Test
  void shuffleMovesThings() {
    List<Integer> items = List.range(0, 30);
    assertThat(new RandomSource(5).shuffle(items)).isNotEqualTo(items);
  }
}
