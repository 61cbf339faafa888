package org.spielwerk.gildedcompass;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A multiset of die values 1..6, packed as six 4-bit counts. Dice of one owner are identical apart
 * from their value, so a set of dice is fully described by how many show each value; that makes
 * placements over identical dice one action. Written in JSON as its values in ascending order,
 * e.g. {@code "2355"}.
 *
 * @param bits count of value v in bits {@code 4(v-1) .. 4v-1}
 */
public record Pips(int bits) {
  /** No dice. */
  public static final Pips EMPTY = new Pips(0);

  public Pips {
    if (bits < 0 || bits >= (1 << 24)) {
      throw new IllegalArgumentException("not a dice multiset: " + bits);
    }
  }

  /** The dice with these values. */
  public static Pips of(int... values) {
    int bits = 0;
    for (int v : values) {
      checkValue(v);
      bits += 1 << ((v - 1) * 4);
    }
    return new Pips(bits);
  }

  /** {@code n} dice of value {@code v}. */
  public static Pips repeat(int v, int n) {
    checkValue(v);
    return new Pips(n << ((v - 1) * 4));
  }

  private static void checkValue(int v) {
    if (v < 1 || v > 6) {
      throw new IllegalArgumentException("a die shows 1..6, not " + v);
    }
  }

  /** How many dice show {@code v}. */
  public int count(int v) {
    return (bits >>> ((v - 1) * 4)) & 15;
  }

  /** The number of dice. */
  public int size() {
    int n = 0;
    for (int b = bits; b != 0; b >>>= 4) {
      n += b & 15;
    }
    return n;
  }

  /** The sum of the pips. */
  public int sum() {
    int s = 0;
    for (int v = 1; v <= 6; v++) {
      s += v * count(v);
    }
    return s;
  }

  public boolean isEmpty() {
    return bits == 0;
  }

  /** One more die of value {@code v}. */
  public Pips plus(int v) {
    return new Pips(bits + (1 << ((v - 1) * 4)));
  }

  /** The union (as multisets). */
  public Pips plus(Pips other) {
    return new Pips(bits + other.bits);
  }

  /** One die of value {@code v} fewer; the die must be there. */
  public Pips minus(int v) {
    if (count(v) == 0) {
      throw new IllegalArgumentException("no " + v + " in " + this);
    }
    return new Pips(bits - (1 << ((v - 1) * 4)));
  }

  /** The difference (as multisets); {@code other} must be contained. */
  public Pips minus(Pips other) {
    if (!contains(other)) {
      throw new IllegalArgumentException(other + " is not part of " + this);
    }
    return new Pips(bits - other.bits);
  }

  /** Whether every die of {@code other} is here too (as multisets). */
  public boolean contains(Pips other) {
    for (int v = 1; v <= 6; v++) {
      if (other.count(v) > count(v)) {
        return false;
      }
    }
    return true;
  }

  /** The lowest value, or 0 when empty. */
  public int lowest() {
    for (int v = 1; v <= 6; v++) {
      if (count(v) > 0) {
        return v;
      }
    }
    return 0;
  }

  /** The highest value, or 0 when empty. */
  public int highest() {
    for (int v = 6; v >= 1; v--) {
      if (count(v) > 0) {
        return v;
      }
    }
    return 0;
  }

  /** The number of different values. */
  public int distinct() {
    int n = 0;
    for (int v = 1; v <= 6; v++) {
      if (count(v) > 0) {
        n++;
      }
    }
    return n;
  }

  /** The values in ascending order, e.g. "2355"; empty for no dice. */
  @JsonValue
  public String text() {
    StringBuilder out = new StringBuilder();
    for (int v = 1; v <= 6; v++) {
      for (int i = count(v); i > 0; i--) {
        out.append((char) ('0' + v));
      }
    }
    return out.toString();
  }

  /** Reads {@link #text()}. */
  @JsonCreator
  public static Pips parse(String text) {
    int bits = 0;
    for (int i = 0; i < text.length(); i++) {
      int v = text.charAt(i) - '0';
      checkValue(v);
      bits += 1 << ((v - 1) * 4);
    }
    return new Pips(bits);
  }

  @Override
  public String toString() {
    return "[" + text() + "]";
  }
}
