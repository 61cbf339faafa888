package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;

/**
 * {@link SmallVectors} against its plain path, Vavr's own operations: on seeded random vectors of 0-40
 * elements (past the 32 of one leaf, where {@code append} and {@code update} hand over to Vavr) and every
 * index from one below to one past the end, each edit gives an equal vector, or the same kind of
 * exception as Vavr's.
 */
class SmallVectorsTest {

  /** The result of an edit, or the class of what it threw. */
  private static Object outcome(Supplier<Vector<Integer>> edit) {
    try {
      return edit.get();
    } catch (RuntimeException e) {
      return e.getClass();
    }
  }

  @Test
  void everyEditEqualsVavrs() {
    RandomSource random = new RandomSource(34L);
    int compared = 0;
    for (int round = 0; round < 600; round++) {
      int n = random.nextInt(41);
      Vector<Integer> v = Vector.empty();
      for (int i = 0; i < n; i++) {
        v = v.append(random.nextInt(6)); // few values, so that remove meets duplicates and misses
      }
      Integer element = random.nextInt(7);
      for (int index = -1; index <= n + 1; index++) {
        Vector<Integer> vector = v;
        int at = index;
        String where = "vector " + v + ", index " + index + ", element " + element;
        assertThat(outcome(() -> SmallVectors.insert(vector, at, element))).as("insert, " + where)
            .isEqualTo(outcome(() -> vector.insert(at, element)));
        assertThat(outcome(() -> SmallVectors.update(vector, at, element))).as("update, " + where)
            .isEqualTo(outcome(() -> vector.update(at, element)));
        assertThat(outcome(() -> SmallVectors.removeAt(vector, at))).as("removeAt, " + where)
            .isEqualTo(outcome(() -> vector.removeAt(at)));
        compared += 3;
      }
      Vector<Integer> vector = v;
      assertThat(SmallVectors.append(vector, element)).as("append, vector %s", v).isEqualTo(vector.append(element));
      assertThat(SmallVectors.remove(vector, element)).as("remove, vector %s", v).isEqualTo(vector.remove(element));
      compared += 2;
    }
    assertThat(compared).as("edits compared").isGreaterThan(10_000);
  }
}
