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
    // the six counts added pairwise into three bytes (at most 30 each), then the bytes together
    int pairs = (bits & 0x0F0F0F) + ((bits >>> 4) & 0x0F0F0F);
    return (pairs + (pairs >>> 8) + (pairs >>> 16)) & 0xFF;
  }

  /** Bit {@code 4(v-1)} set for each value {@code v} present. */
  private int present() {
    return (bits | bits >>> 1 | bits >>> 2 | bits >>> 3) & 0x111111;
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
    if (other.bits == 0) {
      return this; // a value: the same dice (no black dice is the common case)
    }
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
    if (other.bits == 0) {
      return this; // a value: the same dice (no black dice is the common case)
    }
    return new Pips(bits - other.bits);
  }

  /** Whether every die of {@code other} is here too (as multisets). */
  public boolean contains(Pips other) {
    // the counts spread into 5-bit lanes whose top bit is set here: subtracting the other's counts clears
    // the top bit exactly in the lanes where the other has more, and never borrows across lanes
    return ((spread(bits) | LANE_TOPS) - spread(other.bits) & LANE_TOPS) == LANE_TOPS;
  }

  private static final int LANE_TOPS = 1 << 4 | 1 << 9 | 1 << 14 | 1 << 19 | 1 << 24 | 1 << 29;

  /** The six 4-bit counts moved into 5-bit lanes (bits 5(v-1) .. 5(v-1)+3). */
  private static int spread(int b) {
    return (b & 0xF) | (b & 0xF0) << 1 | (b & 0xF00) << 2 | (b & 0xF000) << 3 | (b & 0xF0000) << 4
        | (b & 0xF00000) << 5;
  }

  /** The lowest value, or 0 when empty. */
  public int lowest() {
    return bits == 0 ? 0 : Integer.numberOfTrailingZeros(bits) / 4 + 1;
  }

  /** The highest value, or 0 when empty. */
  public int highest() {
    return bits == 0 ? 0 : (31 - Integer.numberOfLeadingZeros(bits)) / 4 + 1;
  }

  /** The number of different values. */
  public int distinct() {
    return Integer.bitCount(present());
  }

  // ---------------------------------------------------------------- shared values for the rules

  /** Each set of different values, by the mask of its values (bit {@code v-1} for value {@code v}). */
  private static final Pips[] DIFFERENT = new Pips[64];

  /** {@code REPEATED[v][n]}: {@code n} dice of value {@code v}. */
  private static final Pips[][] REPEATED = new Pips[7][16];

  static {
    for (int mask = 0; mask < 64; mask++) {
      int b = 0;
      for (int v = 1; v <= 6; v++) {
        if ((mask & (1 << (v - 1))) != 0) {
          b += 1 << ((v - 1) * 4);
        }
      }
      DIFFERENT[mask] = new Pips(b);
    }
    for (int v = 1; v <= 6; v++) {
      for (int n = 0; n < 16; n++) {
        REPEATED[v][n] = new Pips(n << ((v - 1) * 4));
      }
    }
  }

  /**
   * The dice showing each value of {@code mask} once (bit {@code v-1} for value {@code v}), shared:
   * the rules list placements of singles, pairs and straights without a new value per candidate.
   */
  static Pips different(int mask) {
    return DIFFERENT[mask];
  }

  /** The dice showing the values {@code low..high} once each (shared). */
  static Pips run(int low, int high) {
    return DIFFERENT[((1 << high) - 1) & ~((1 << (low - 1)) - 1)];
  }

  /** {@code n} dice of value {@code v} (0..15 of 1..6), shared. */
  static Pips repeated(int v, int n) {
    return REPEATED[v][n];
  }

  /** The number of {@link #shape}s: the sets of different values, then 0..15 dice of one value. */
  static final int SHAPES = 64 + 6 * 16;

  /**
   * The index of the common dice sets, for tables of shared values: a set of different values is
   * its mask (0..63), {@code n} dice of one value {@code v} are {@code 64 + 16(v-1) + n}; -1 for any
   * other set.
   */
  static int shape(Pips dice) {
    int b = dice.bits;
    if ((b & ~0x111111) == 0) {
      return (b & 1) | (b >>> 3 & 2) | (b >>> 6 & 4) | (b >>> 9 & 8) | (b >>> 12 & 16) | (b >>> 15 & 32);
    }
    if (Integer.bitCount(dice.present()) == 1) {
      int v = dice.lowest();
      return 64 + 16 * (v - 1) + dice.count(v);
    }
    return -1;
  }

  /** The dice of a {@link #shape} (shared). */
  static Pips ofShape(int shape) {
    return shape < 64 ? DIFFERENT[shape] : REPEATED[(shape - 64) / 16 + 1][(shape - 64) % 16];
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
