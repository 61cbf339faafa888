package org.spielwerk.core.contract;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contract's "legalActions is unmodifiable" property catches a list a caller can change, and only such a list. */
class UnmodifiableListingsTest {

  /** A read-only list as a game may write one (a view over bits, say): AbstractList's mutators throw. */
  private static final class ReadOnly extends AbstractList<String> {
    private final String[] items;

    ReadOnly(String... items) {
      this.items = items;
    }

    @Override
    public String get(int index) {
      return items[index];
    }

    @Override
    public int size() {
      return items.length;
    }
  }

  @Test
  void aListTheCallerCanChangeIsCaught() {
    assertThatThrownBy(() -> UnmodifiableListings.assertUnmodifiable(new ArrayList<>(List.of("a", "b")), "here: "))
        .isInstanceOf(AssertionError.class).hasMessageContaining("legalActions is unmodifiable");
    assertThatThrownBy(() -> UnmodifiableListings.assertUnmodifiable(new ArrayList<>(), "here: "))
        .isInstanceOf(AssertionError.class).hasMessageContaining("add");
  }

  /** A list that refuses to grow but lets an element be replaced is still caught. */
  @Test
  void aListThatOnlyAllowsSetIsCaught() {
    List<String> fixedSize = java.util.Arrays.asList("a", "b");
    assertThatThrownBy(() -> UnmodifiableListings.assertUnmodifiable(fixedSize, "here: "))
        .isInstanceOf(AssertionError.class).hasMessageContaining("set");
  }

  @Test
  void unmodifiableListsPass() {
    for (List<String> list : List.of(List.<String>of(), List.of("a"), List.of("a", "b", "c"),
        Collections.unmodifiableList(new ArrayList<>(List.of("a", "b"))), new ReadOnly("a", "b"), new ReadOnly())) {
      assertThatCode(() -> UnmodifiableListings.assertUnmodifiable(list, "")).as(list.toString()).doesNotThrowAnyException();
    }
  }

  @Test
  void eachKindOfListIsCheckedOnceAGame() {
    UnmodifiableListings listings = new UnmodifiableListings();
    listings.check(List.of("a"), "");
    List<String> changeable = new ArrayList<>(List.of("a"));
    assertThatThrownBy(() -> listings.check(changeable, "")).isInstanceOf(AssertionError.class);
    // the same kind again is not checked again: the first answer of a kind stands for its kind
    assertThatCode(() -> listings.check(List.of("b"), "")).doesNotThrowAnyException();
  }
}
