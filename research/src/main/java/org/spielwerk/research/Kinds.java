package org.spielwerk.research;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The distinct kinds of a component (cards of a deck, say), numbered in first-seen order, for count
 * vectors and one-hot slices of an observation.
 */
public sealed class Kinds<T> permits Catalogue {
  private final List<T> items = new ArrayList<>();
  private final Map<T, Integer> index = new HashMap<>();
  // the same component objects come back in every position of a table: find them by identity first
  // (no record hashCode over their fields), by equality only for copies (read from JSON, say)
  // (filled once here and only read after, so the catalogue stays safe to share between threads)
  private final Map<T, Integer> byIdentity = new java.util.IdentityHashMap<>();

  public Kinds(Iterable<? extends T> items) {
    for (T item : items) {
      if (!index.containsKey(item)) {
        index.put(item, this.items.size());
        this.items.add(item);
      }
      byIdentity.put(item, index.get(item));
    }
  }

  public int size() {
    return items.size();
  }

  public List<T> items() {
    return List.copyOf(items);
  }

  /** The item's number, or -1 when it is not among the kinds (or null). */
  public int indexOf(T item) {
    if (item == null) {
      return -1;
    }
    Integer i = byIdentity.get(item);
    if (i == null) {
      i = index.get(item);
    }
    return i == null ? -1 : i;
  }

  /** How many of each kind {@code items} holds. */
  public int[] counts(Iterable<? extends T> items) {
    int[] counts = new int[this.items.size()];
    for (T item : items) {
      int i = indexOf(item);
      if (i < 0) {
        throw new IllegalArgumentException("not among the kinds: " + item);
      }
      counts[i]++;
    }
    return counts;
  }
}
