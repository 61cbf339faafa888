package org.spielwerk.research;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects an observation vector slice by slice. The slices' names and lengths are the documented
 * layout ({@link Slice}); {@link Encoder} checks every observation of a table has the same layout.
 *
 * <p>A writer {@link #into into} a caller's array (the bridge's batch frame, say) records no slices
 * and grows nothing: it writes the floats in place and fails when the vector would run past its
 * length, so the hot path allocates nothing per observation; the layout itself is checked on the
 * recording path (the encoder's probe and the contract tests).
 */
public final class ObservationWriter {

  /** One named part of the vector: floats {@code [offset, offset + length)}. */
  public record Slice(String name, int offset, int length) {}

  private float[] values;
  private final int base;
  private final int limit;
  private int size;
  private final List<Slice> slices;

  public ObservationWriter() {
    this(64);
  }

  /** A writer for a vector of about {@code capacity} floats. */
  public ObservationWriter(int capacity) {
    values = new float[Math.max(1, capacity)];
    base = 0;
    limit = -1;
    slices = new ArrayList<>();
  }

  private ObservationWriter(float[] target, int offset, int length) {
    values = target;
    base = offset;
    limit = length;
    slices = null;
  }

  /**
   * A writer that puts {@code length} floats into {@code target} from {@code offset} (overwriting
   * them) and records no slices; writing more than {@code length} floats fails.
   */
  public static ObservationWriter into(float[] target, int offset, int length) {
    if (offset < 0 || length < 0 || offset + length > target.length) {
      throw new IllegalArgumentException("offset " + offset + " and length " + length + " outside the array of "
          + target.length);
    }
    return new ObservationWriter(target, offset, length);
  }

  /**
   * Slice names per seat (or per any index): {@code names[i][k]} is {@code patterns[k]} with {@code #} replaced by
   * i, for i below {@code count}; e.g. {@code perSeat(4, "seat # coins", "seat # swords")}. An encoding makes
   * them once, so that writing an observation (for every game of a pool's step) concatenates no strings.
   */
  public static String[][] perSeat(int count, String... patterns) {
    String[][] names = new String[count][patterns.length];
    for (int i = 0; i < count; i++) {
      for (int k = 0; k < patterns.length; k++) {
        names[i][k] = patterns[k].replace("#", Integer.toString(i));
      }
    }
    return names;
  }

  /** How many floats were written. */
  public int size() {
    return size;
  }

  private void put(float value) {
    int at = reserve(1); // first: reserve may replace the array
    values[at] = value;
  }

  /**
   * Makes room for the next {@code n} floats and returns the array index of the first: one bounds check per
   * slice rather than per float (an observation of a thousand floats is written for every game of a pool's step).
   */
  private int reserve(int n) {
    if (limit >= 0) {
      if (size + n > limit) {
        throw new IllegalStateException("the observation is longer than the layout's " + limit + " floats");
      }
    } else if (size + n > values.length) {
      values = java.util.Arrays.copyOf(values, Math.max(values.length * 2, size + n));
    }
    int at = base + size;
    size += n;
    return at;
  }

  /** {@link #reserve} and zeros in the reserved floats. */
  private int zeros(int n) {
    int at = reserve(n);
    java.util.Arrays.fill(values, at, at + n, 0f);
    return at;
  }

  private ObservationWriter begin(String name, int length) {
    if (slices != null) {
      slices.add(new Slice(name, size, length));
    }
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
    int at = zeros(n);
    if (index >= 0 && index < n) {
      values[at + index] = 1;
    }
    return this;
  }

  /**
   * {@code kinds.size()} floats: how many of each kind {@code items} holds (the floats of
   * {@code vector(name, kinds.counts(items), 1)}, counted in place).
   */
  public <T> ObservationWriter counts(String name, Kinds<T> kinds, Iterable<? extends T> items) {
    int n = kinds.size();
    begin(name, n);
    int at = zeros(n);
    for (T item : items) {
      int i = kinds.indexOf(item);
      if (i < 0) {
        throw new IllegalArgumentException("not among the kinds: " + item);
      }
      values[at + i] += 1;
    }
    return this;
  }

  /**
   * The same as {@link #counts(String, Kinds, Iterable)}, under the parameter type of 0.1.
   *
   * @deprecated since 0.2.0, for removal in 0.3: pass a {@link Kinds}
   */
  @Deprecated(since = "0.2.0", forRemoval = true)
  public <T> ObservationWriter counts(String name, Catalogue<T> catalogue, Iterable<? extends T> items) {
    return counts(name, (Kinds<T>) catalogue, items);
  }

  /** {@code n} floats: how many of each kind {@code counts} holds, from {@code counts[from]}. */
  public ObservationWriter counts(String name, int[] counts, int from, int n) {
    begin(name, n);
    int at = reserve(n);
    for (int i = 0; i < n; i++) {
      values[at + i] = counts[from + i];
    }
    return this;
  }

  /** Numbers, each divided by {@code scale}. */
  public ObservationWriter vector(String name, int[] values, double scale) {
    begin(name, values.length);
    int at = reserve(values.length);
    if (scale == 1) {
      // the same floats without a division each (most vectors are counts or flags, written as they are)
      for (int i = 0; i < values.length; i++) {
        this.values[at + i] = values[i];
      }
    } else {
      for (int i = 0; i < values.length; i++) {
        this.values[at + i] = (float) (values[i] / scale);
      }
    }
    return this;
  }

  /** {@code n} floats, 1 at the ordinal of each enum constant in {@code members} (a set of cards, say). */
  public ObservationWriter members(String name, Iterable<? extends Enum<?>> members, int n) {
    begin(name, n);
    int at = zeros(n);
    for (Enum<?> member : members) {
      if (member.ordinal() >= n) {
        throw new IllegalStateException(name + ": " + member + " is outside the slice's " + n + " floats");
      }
      values[at + member.ordinal()] += 1;
    }
    return this;
  }

  /**
   * {@code n} floats, 1 at each set bit of {@code bits} (bit i for the enum constant of ordinal i): the floats of
   * {@link #members} for a set kept as a bit mask, without listing its members.
   */
  public ObservationWriter bits(String name, long bits, int n) {
    if (n < 64 && bits >>> n != 0) {
      throw new IllegalStateException(name + ": bit " + (63 - Long.numberOfLeadingZeros(bits))
          + " is outside the slice's " + n + " floats");
    }
    begin(name, n);
    int at = zeros(n);
    for (long rest = bits; rest != 0; rest &= rest - 1) {
      values[at + Long.numberOfTrailingZeros(rest)] = 1;
    }
    return this;
  }

  /** The vector written so far. */
  public float[] toArray() {
    return java.util.Arrays.copyOfRange(values, base, base + size);
  }

  /** Whether the slices written so far have exactly the offsets and lengths of {@code layout} (names aside). */
  public boolean sameShape(List<Slice> layout) {
    if (slices == null) {
      throw new IllegalStateException("a writer into an array records no slices");
    }
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
    if (slices == null) {
      throw new IllegalStateException("a writer into an array records no slices");
    }
    return List.copyOf(slices);
  }
}
