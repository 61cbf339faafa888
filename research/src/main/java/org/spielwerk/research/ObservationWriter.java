package org.spielwerk.research;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects an observation vector slice by slice. The slices' names and lengths are the documented
 * layout ({@link Slice}); {@link Encoder} checks every observation of a table has the same layout.
 */
public final class ObservationWriter {

  /** One named part of the vector: floats {@code [offset, offset + length)}. */
  public record Slice(String name, int offset, int length) {}

  private float[] values;
  private int size;
  private final List<Slice> slices = new ArrayList<>();

  public ObservationWriter() {
    this(64);
  }

  /** A writer for a vector of about {@code capacity} floats. */
  public ObservationWriter(int capacity) {
    values = new float[Math.max(1, capacity)];
  }

  private void put(float value) {
    if (size == values.length) {
      values = java.util.Arrays.copyOf(values, size * 2);
    }
    values[size++] = value;
  }

  private ObservationWriter begin(String name, int length) {
    slices.add(new Slice(name, size, length));
    return this;
  }

  /** One number, written as is (the caller scales it to about [0, 1]). */
  public ObservationWriter scalar(String name, double value) {
    begin(name, 1);
    put((float) value);
    return this;
  }

  /** One number divided by {@code scale}. */
  public ObservationWriter scaled(String name, double value, double scale) {
    return scalar(name, value / scale);
  }

  /** 1 or 0. */
  public ObservationWriter flag(String name, boolean value) {
    return scalar(name, value ? 1 : 0);
  }

  /** {@code n} floats, 1 at {@code index} (none when index is outside [0, n), e.g. -1 for "none"). */
  public ObservationWriter oneHot(String name, int index, int n) {
    begin(name, n);
    for (int i = 0; i < n; i++) {
      put(i == index ? 1 : 0);
    }
    return this;
  }

  /** Numbers, each divided by {@code scale}. */
  public ObservationWriter vector(String name, int[] values, double scale) {
    begin(name, values.length);
    for (int v : values) {
      put((float) (v / scale));
    }
    return this;
  }

  /** {@code n} floats, 1 at the ordinal of each enum constant in {@code members} (a set of cards, say). */
  public ObservationWriter members(String name, Iterable<? extends Enum<?>> members, int n) {
    begin(name, n);
    int start = size;
    for (int i = 0; i < n; i++) {
      put(0);
    }
    for (Enum<?> member : members) {
      values[start + member.ordinal()] += 1;
    }
    return this;
  }

  /** The vector written so far. */
  public float[] toArray() {
    return java.util.Arrays.copyOf(values, size);
  }

  /** Whether the slices written so far have exactly the offsets and lengths of {@code layout} (names aside). */
  public boolean sameShape(List<Slice> layout) {
    if (layout.size() != slices.size()) {
      return false;
    }
    for (int i = 0; i < slices.size(); i++) {
      Slice a = slices.get(i);
      Slice b = layout.get(i);
      if (a.offset() != b.offset() || a.length() != b.length()) {
        return false;
      }
    }
    return true;
  }

  /** The slices written so far. */
  public List<Slice> layout() {
    return List.copyOf(slices);
  }
}
