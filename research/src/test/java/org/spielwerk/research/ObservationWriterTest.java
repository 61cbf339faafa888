package org.spielwerk.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;
import org.spielwerk.portroyalstiche.Bonus;
import org.spielwerk.portroyalstiche.BonusSet;
import org.spielwerk.portroyalstiche.TrickCard;
import org.spielwerk.portroyalstiche.TrickSet;

/**
 * The writer's slices, written a slice at a time (one bounds check and one fill per slice): the same floats as
 * a float at a time, and {@code bits} the same as {@code members} for a set kept as a bit mask.
 */
class ObservationWriterTest {

  @Test
  void bitsWritesTheFloatsOfMembersForEverySet() {
    RandomSource random = new RandomSource(11);
    int cards = TrickCard.values().length;
    for (int i = 0; i < 500; i++) {
      TrickSet trickSet = new TrickSet(random.nextLong() & ((1L << cards) - 1) & random.nextLong());
      BonusSet bonusSet = new BonusSet((int) (random.nextLong() & ((1L << Bonus.values().length) - 1)));
      float[] viaMembers = new ObservationWriter().scalar("before", 0.5).members("hand", trickSet.toList(), cards)
          .members("bonus", bonusSet.toList(), Bonus.values().length).toArray();
      float[] viaBits = new ObservationWriter().scalar("before", 0.5).bits("hand", trickSet.bits(), cards)
          .bits("bonus", bonusSet.bits(), Bonus.values().length).toArray();
      assertThat(viaBits).as("set %s, %s", trickSet, bonusSet).containsExactly(viaMembers);
    }
  }

  @Test
  void aVectorOfScaleOneIsTheSameFloatsAsDividedByOne() {
    int[] values = {7, -3, 0, 16_777_217, Integer.MIN_VALUE};
    float[] expected = new float[values.length];
    for (int i = 0; i < values.length; i++) {
      expected[i] = (float) (values[i] / 1.0);
    }
    assertThat(new ObservationWriter().vector("v", values, 1).toArray()).containsExactly(expected);
  }

  @Test
  void perSeatNamesEachIndexInEveryPattern() {
    assertThat(ObservationWriter.perSeat(3, "seat # coins", "trick card #")).isDeepEqualTo(new String[][] {
        {"seat 0 coins", "trick card 0"}, {"seat 1 coins", "trick card 1"}, {"seat 2 coins", "trick card 2"}});
  }

  @Test
  void aBitOutsideTheSliceIsRefused() {
    assertThatThrownBy(() -> new ObservationWriter().bits("hand", 1L << 5, 5)).hasMessageContaining(
        "hand: bit 5 is outside the slice's 5 floats");
  }

  @Test
  void aGrowingWriterKeepsWhatWasWrittenAndZeroesEachSlice() {
    // a single float past the array's end grows it too (the array is replaced before the float is stored)
    float[] written = new ObservationWriter(1).scalar("a", 2).scalar("a2", 8).oneHot("b", 3, 100)
        .vector("c", new int[] {4, 6}, 2).counts("d", new int[] {9, 7, 5}, 1, 2).oneHot("none", -1, 3).toArray();
    float[] expected = new float[2 + 100 + 2 + 2 + 3];
    expected[0] = 2;
    expected[1] = 8;
    expected[2 + 3] = 1;
    expected[102] = 2;
    expected[103] = 3;
    expected[104] = 7;
    expected[105] = 5;
    assertThat(written).containsExactly(expected);
  }

  @Test
  void aWriterIntoAnArrayOverwritesItsRangeOnlyAndStopsAtItsLength() {
    float[] target = new float[8];
    java.util.Arrays.fill(target, 9);
    ObservationWriter out = ObservationWriter.into(target, 2, 4).oneHot("a", 1, 3);
    assertThat(target).containsExactly(9, 9, 0, 1, 0, 9, 9, 9);
    assertThatThrownBy(() -> out.oneHot("b", 0, 2)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("longer than the layout's 4 floats");
    assertThat(target).as("nothing written past the range").containsExactly(9, 9, 0, 1, 0, 9, 9, 9);
  }
}
