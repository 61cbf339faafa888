package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.Objects;

/**
 * Edits of the short vectors of a position (a display of 4-7 tiles, the University row, a seat's
 * maps) built as one new array: Vavr's {@code insert}, {@code removeAt} and {@code remove} split the
 * vector and join the parts (several vectors and iterators, about 100 ns each for a handful of
 * elements), where copying a few references costs a tenth of that. The results are equal vectors.
 */
// TRICK(plain: Vavr's Vector.insert, append, update, removeAt and remove; proof: SmallVectorsTest)
final class SmallVectors {
  private SmallVectors() {}

  /** {@code v.insert(index, element)}. */
  static <T> Vector<T> insert(Vector<T> v, int index, T element) {
    int n = v.size();
    Objects.checkIndex(index, n + 1);
    Object[] a = new Object[n + 1];
    for (int i = 0; i < index; i++) {
      a[i] = v.get(i);
    }
    a[index] = element;
    for (int i = index; i < n; i++) {
      a[i + 1] = v.get(i);
    }
    return of(a);
  }

  /**
   * {@code v.append(element)}: Vavr's goes through {@code appendAll} and a trie modification (about
   * 100 ns for a handful of elements); a vector of up to 32 elements is one leaf, copied here at once.
   * Longer ones (none in a normal game) keep Vavr's, which does not copy them.
   */
  static <T> Vector<T> append(Vector<T> v, T element) {
    int n = v.size();
    if (n >= 32) {
      return v.append(element);
    }
    Object[] a = new Object[n + 1];
    for (int i = 0; i < n; i++) {
      a[i] = v.get(i);
    }
    a[n] = element;
    return of(a);
  }

  /**
   * {@code v.update(index, element)}: Vavr's copies the leaf through a trie modification with a lambda
   * per call; a vector of up to 32 elements is one leaf, copied here at once.
   */
  static <T> Vector<T> update(Vector<T> v, int index, T element) {
    int n = v.size();
    if (n > 32) {
      return v.update(index, element);
    }
    Objects.checkIndex(index, n);
    Object[] a = new Object[n];
    for (int i = 0; i < n; i++) {
      a[i] = v.get(i);
    }
    a[index] = element;
    return of(a);
  }

  /** {@code v.removeAt(index)}. */
  static <T> Vector<T> removeAt(Vector<T> v, int index) {
    int n = v.size();
    Objects.checkIndex(index, n);
    Object[] a = new Object[n - 1];
    for (int i = 0; i < index; i++) {
      a[i] = v.get(i);
    }
    for (int i = index + 1; i < n; i++) {
      a[i - 1] = v.get(i);
    }
    return of(a);
  }

  /** {@code v.remove(element)}: without the first element equal to it, or {@code v} itself when none is. */
  static <T> Vector<T> remove(Vector<T> v, T element) {
    for (int i = 0; i < v.size(); i++) {
      if (Objects.equals(v.get(i), element)) {
        return removeAt(v, i);
      }
    }
    return v;
  }

  @SuppressWarnings("unchecked")
  private static <T> Vector<T> of(Object[] a) {
    return a.length == 0 ? Vector.empty() : (Vector<T>) Vector.of(a);
  }
}
