package org.spielwerk.core.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * The contract's property "{@code legalActions} answers an unmodifiable list" (the promise of
 * {@code Game#legalActions}): every mutating method of {@link List} throws
 * {@link UnsupportedOperationException} and the list still holds what it held. A caller that could
 * change the list could make an engine that remembers its last listing trust an action it never
 * listed, or change a list the engine shares between calls.
 *
 * <p>One checker per random game: each kind of list (its class, and whether it is empty) is checked
 * the first time the game answers one, since a throw per mutating method at every step would cost
 * more than the rest of the playout; the random cases together meet every kind a game answers.
 */
final class UnmodifiableListings {
  private final Set<String> checked = new HashSet<>();

  /** Asserts that {@code legal} cannot be changed, once per kind of list. */
  <A> void check(List<A> legal, String where) {
    if (checked.add(legal.getClass().getName() + (legal.isEmpty() ? " empty" : ""))) {
      assertUnmodifiable(legal, where);
    }
  }

  /** Every mutating method throws {@link UnsupportedOperationException} and leaves the list as it was. */
  static <A> void assertUnmodifiable(List<A> legal, String where) {
    List<A> before = new ArrayList<>(legal);
    String what = where + "legalActions is unmodifiable (" + legal.getClass().getName() + "): ";
    A some = legal.isEmpty() ? null : legal.get(0);
    refuses(() -> legal.add(some), what + "add");
    refuses(() -> legal.add(0, some), what + "add at 0");
    refuses(() -> legal.addAll(Collections.singletonList(some)), what + "addAll");
    if (!legal.isEmpty()) {
      // on an empty list these have nothing to change, and AbstractList lets them pass
      refuses(() -> legal.set(0, some), what + "set");
      refuses(() -> legal.remove(0), what + "remove at 0");
      refuses(() -> legal.remove(some), what + "remove");
      refuses(legal::clear, what + "clear");
      refuses(() -> legal.removeIf(a -> true), what + "removeIf");
      refuses(() -> legal.replaceAll(a -> a), what + "replaceAll");
      refuses(() -> legal.sort((a, b) -> 0), what + "sort");
      refuses(() -> legal.subList(0, 1).clear(), what + "subList clear");
      refuses(() -> {
        Iterator<A> it = legal.iterator();
        it.next();
        it.remove();
      }, what + "iterator remove");
      refuses(() -> legal.listIterator().add(some), what + "listIterator add");
    }
    assertThat(legal).as(what + "unchanged").isEqualTo(before);
  }

  /** The change throws {@link UnsupportedOperationException}; anything else fails naming it. */
  private static void refuses(Runnable change, String what) {
    try {
      change.run();
    } catch (UnsupportedOperationException expected) {
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(what + " threw " + e + " instead of UnsupportedOperationException", e);
    }
    throw new AssertionError(what + " changed the list instead of throwing UnsupportedOperationException");
  }
}
