package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Dice as a multiset of values 1..6 (§0): written as their values in ascending order. */
class RulesPipsTest {

  @Test
  void aDieShowsOneToSix() {
    for (int bad : new int[] {0, 7, -1}) {
      assertThatThrownBy(() -> Pips.of(bad)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("a die shows 1..6");
      assertThatThrownBy(() -> Pips.repeat(bad, 1)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("a die shows 1..6");
    }
    for (String bad : new String[] {"0", "7", "12a", "1/"}) {
      assertThatThrownBy(() -> Pips.parse(bad)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("a die shows 1..6");
    }
  }

  @Test
  void atMostFifteenDiceOfAValue() {
    assertThat(new Pips((1 << 24) - 1).count(6)).isEqualTo(15);
    assertThatThrownBy(() -> new Pips(1 << 24)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Pips(-1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void textIsTheValuesInAscendingOrder_andReadsBack() {
    Pips dice = Pips.of(5, 2, 3, 5, 6, 1);
    assertThat(dice.text()).isEqualTo("123556");
    assertThat(dice.toString()).isEqualTo("[123556]");
    assertThat(Pips.parse("123556")).isEqualTo(dice);
    assertThat(Pips.parse("655321")).isEqualTo(dice);
    assertThat(Pips.parse("")).isEqualTo(Pips.EMPTY);
    assertThat(Pips.EMPTY.toString()).isEqualTo("[]");
    for (int v = 1; v <= 6; v++) {
      assertThat(Pips.parse(Pips.repeat(v, 3).text())).isEqualTo(Pips.repeat(v, 3));
      assertThat(Pips.parse(String.valueOf(v)).count(v)).isEqualTo(1);
      assertThat(Pips.parse(String.valueOf(v)).size()).isEqualTo(1);
    }
  }

  /**
   * The bit-counting forms of size, lowest, highest, distinct and contains, and the shared values, against the
   * definitions counted value by value: every multiset of up to 3 dice per value, and up to 15 of one.
   */
  @Test
  void countsByBits_equalCountingValueByValue() {
    for (int code = 0; code <= 4096 + 6 * 16; code++) {
      int bits = 0;
      if (code < 4096) { // 0..3 dice of each value
        for (int v = 1; v <= 6; v++) {
          bits |= ((code >> (2 * (v - 1))) & 3) << (4 * (v - 1));
        }
      } else if (code < 4096 + 6 * 16) { // 0..15 dice of one value
        int value = (code - 4096) / 16;
        bits = ((code - 4096) % 16) << (4 * value);
      } else { // 15 of each
        bits = (1 << 24) - 1;
      }
      Pips dice = new Pips(bits);
      int size = 0;
      int lowest = 0;
      int highest = 0;
      int distinct = 0;
      int mask = 0;
      for (int v = 1; v <= 6; v++) {
        int n = dice.count(v);
        size += n;
        if (n > 0) {
          lowest = lowest == 0 ? v : lowest;
          highest = v;
          distinct++;
          mask |= 1 << (v - 1);
        }
      }
      assertThat(dice.size()).as("size of " + dice).isEqualTo(size);
      assertThat(dice.lowest()).as("lowest of " + dice).isEqualTo(lowest);
      assertThat(dice.highest()).as("highest of " + dice).isEqualTo(highest);
      assertThat(dice.distinct()).as("distinct of " + dice).isEqualTo(distinct);
      if (distinct == size) {
        assertThat(Pips.different(mask)).isEqualTo(dice);
      }
      if (distinct == 1) {
        assertThat(Pips.repeated(lowest, size)).isEqualTo(Pips.repeat(lowest, size));
      }
      for (Pips other : new Pips[] {Pips.EMPTY, Pips.of(1), Pips.of(6, 6), Pips.of(2, 3, 3), Pips.repeat(4, 3),
          new Pips((1 << 24) - 1), Pips.of(1, 2, 3, 4, 5, 6), Pips.repeat(1, 15)}) {
        boolean contains = true;
        for (int v = 1; v <= 6; v++) {
          contains &= other.count(v) <= dice.count(v);
        }
        assertThat(dice.contains(other)).as(dice + " contains " + other).isEqualTo(contains);
        boolean within = true;
        for (int v = 1; v <= 6; v++) {
          within &= dice.count(v) <= other.count(v);
        }
        assertThat(other.contains(dice)).as(other + " contains " + dice).isEqualTo(within);
      }
      int shape = Pips.shape(dice);
      assertThat(shape >= 0).as("shape of " + dice).isEqualTo(distinct == size || distinct == 1);
      if (shape >= 0) {
        assertThat(Pips.ofShape(shape)).as("dice of shape " + shape).isEqualTo(dice);
      }
      if (distinct == size && highest - lowest + 1 == size && size > 0) {
        assertThat(Pips.run(lowest, highest)).as("run " + lowest + ".." + highest).isEqualTo(dice);
      }
    }
  }
}
