package org.spielwerk.portroyal;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.vavr.collection.List;

/**
 * A multiset of cards whose order does not matter (the discard pile, the harbour, a display): two
 * bags with the same cards are equal, whatever happened before. An immutable value: every change
 * gives a new bag.
 *
 * <p>Packed for speed: 4 bits per kind of card (at most 15 copies of a kind), 16 kinds per long.
 * In JSON a bag is the sorted list of its cards, e.g. {@code ["SAILOR_3","SAILOR_3","GOVERNOR"]}.
 */
public final class CardBag {
  private static final int WORDS = 7;
  private static final long LOW_BITS = 0x1111_1111_1111_1111L;

  static {
    if (Card.VALUES.length > WORDS * 16) {
      throw new ExceptionInInitializerError("CardBag holds " + WORDS * 16 + " kinds, not " + Card.VALUES.length);
    }
  }

  /** The empty bag. */
  public static final CardBag EMPTY = new CardBag(0, 0, 0, 0, 0, 0, 0, 0);

  private final int size;
  private final long w0;
  private final long w1;
  private final long w2;
  private final long w3;
  private final long w4;
  private final long w5;
  private final long w6;

  private CardBag(int size, long w0, long w1, long w2, long w3, long w4, long w5, long w6) {
    this.size = size;
    this.w0 = w0;
    this.w1 = w1;
    this.w2 = w2;
    this.w3 = w3;
    this.w4 = w4;
    this.w5 = w5;
    this.w6 = w6;
  }

  /** A bag of these cards. */
  public static CardBag of(Card... cards) {
    CardBag bag = EMPTY;
    for (Card card : cards) {
      bag = bag.plus(card);
    }
    return bag;
  }

  /** A bag of these cards (JSON reads bags this way). */
  @JsonCreator
  public static CardBag of(Iterable<Card> cards) {
    CardBag bag = EMPTY;
    for (Card card : cards) {
      bag = bag.plus(card);
    }
    return bag;
  }

  private long word(int i) {
    return switch (i) {
      case 0 -> w0;
      case 1 -> w1;
      case 2 -> w2;
      case 3 -> w3;
      case 4 -> w4;
      case 5 -> w5;
      default -> w6;
    };
  }

  private CardBag withWord(int i, long w, int newSize) {
    return switch (i) {
      case 0 -> new CardBag(newSize, w, w1, w2, w3, w4, w5, w6);
      case 1 -> new CardBag(newSize, w0, w, w2, w3, w4, w5, w6);
      case 2 -> new CardBag(newSize, w0, w1, w, w3, w4, w5, w6);
      case 3 -> new CardBag(newSize, w0, w1, w2, w, w4, w5, w6);
      case 4 -> new CardBag(newSize, w0, w1, w2, w3, w, w5, w6);
      case 5 -> new CardBag(newSize, w0, w1, w2, w3, w4, w, w6);
      default -> new CardBag(newSize, w0, w1, w2, w3, w4, w5, w);
    };
  }

  /** The number of cards. */
  public int size() {
    return size;
  }

  public boolean isEmpty() {
    return size == 0;
  }

  /** Copies of this card. */
  public int count(Card card) {
    return count(card.ordinal());
  }

  /** Copies of the card with this ordinal. */
  public int count(int ordinal) {
    return (int) (word(ordinal >>> 4) >>> ((ordinal & 15) << 2)) & 15;
  }

  public boolean contains(Card card) {
    return count(card.ordinal()) > 0;
  }

  /** This bag with one more copy of the card. */
  public CardBag plus(Card card) {
    return plus(card, 1);
  }

  /** This bag with {@code copies} more copies of the card. */
  public CardBag plus(Card card, int copies) {
    if (copies == 0) {
      return this;
    }
    int o = card.ordinal();
    int now = count(o);
    if (copies < 0 || now + copies > 15) {
      throw new IllegalArgumentException("a bag holds 0 to 15 copies of " + card + ", not " + (now + copies));
    }
    int i = o >>> 4;
    return withWord(i, word(i) + ((long) copies << ((o & 15) << 2)), size + copies);
  }

  /** This bag with one copy of the card less. */
  public CardBag minus(Card card) {
    return minus(card, 1);
  }

  /** This bag with {@code copies} copies of the card less. */
  public CardBag minus(Card card, int copies) {
    if (copies == 0) {
      return this;
    }
    int o = card.ordinal();
    int now = count(o);
    if (copies < 0 || copies > now) {
      throw new IllegalArgumentException("the bag holds " + now + " " + card + ", cannot remove " + copies);
    }
    int i = o >>> 4;
    return withWord(i, word(i) - ((long) copies << ((o & 15) << 2)), size - copies);
  }

  /** Both bags' cards together. */
  public CardBag plus(CardBag other) {
    if (other.size == 0) {
      return this;
    }
    if (size == 0) {
      return other;
    }
    // word by word when no count passes 15 (a nibble's carry would show in the next nibble's low bit)
    long c0 = carries(w0, other.w0);
    long c1 = carries(w1, other.w1);
    long c2 = carries(w2, other.w2);
    long c3 = carries(w3, other.w3);
    long c4 = carries(w4, other.w4);
    long c5 = carries(w5, other.w5);
    long c6 = carries(w6, other.w6);
    if ((c0 | c1 | c2 | c3 | c4 | c5 | c6) == 0) {
      return new CardBag(size + other.size, w0 + other.w0, w1 + other.w1, w2 + other.w2, w3 + other.w3,
          w4 + other.w4, w5 + other.w5, w6 + other.w6);
    }
    CardBag bag = this;
    for (int o = other.first(); o >= 0; o = other.next(o)) {
      bag = bag.plus(Card.VALUES[o], other.count(o));
    }
    return bag;
  }

  /** Whether every card of {@code other} is in this bag (with its copies). */
  /** The cards of the first {@code count} coins, in one step (coins are spent from the top). */
  static CardBag ofCoins(List<Coin> coins, int count) {
    CardBag bag = EMPTY;
    long w0 = 0;
    long w1 = 0;
    long w2 = 0;
    long w3 = 0;
    long w4 = 0;
    long w5 = 0;
    long w6 = 0;
    List<Coin> rest = coins;
    for (int i = 0; i < count; i++) {
      int o = rest.head().card().ordinal();
      long one = 1L << ((o & 15) << 2);
      long before = switch (o >>> 4) {
        case 0 -> w0;
        case 1 -> w1;
        case 2 -> w2;
        case 3 -> w3;
        case 4 -> w4;
        case 5 -> w5;
        default -> w6;
      };
      if (((before >>> ((o & 15) << 2)) & 15) == 15) {
        throw new IllegalArgumentException("a bag holds 0 to 15 copies of " + Card.VALUES[o] + ", not 16");
      }
      switch (o >>> 4) {
        case 0 -> w0 += one;
        case 1 -> w1 += one;
        case 2 -> w2 += one;
        case 3 -> w3 += one;
        case 4 -> w4 += one;
        case 5 -> w5 += one;
        default -> w6 += one;
      }
      rest = rest.tail();
    }
    return count == 0 ? bag : new CardBag(count, w0, w1, w2, w3, w4, w5, w6);
  }

  /** Nonzero when adding the two words overflows a 4-bit count. */
  private static long carries(long a, long b) {
    long sum = a + b;
    long carriedIntoNibbles = (a ^ b ^ sum) & 0x1111_1111_1111_1110L;
    long carriedOut = Long.compareUnsigned(sum, a) < 0 ? 1 : 0;
    return carriedIntoNibbles | carriedOut;
  }

  public boolean containsAll(CardBag other) {
    for (int o = other.first(); o >= 0; o = other.next(o)) {
      if (count(o) < other.count(o)) {
        return false;
      }
    }
    return true;
  }

  /** The ordinal of the first kind with at least one copy, or -1. */
  public int first() {
    return next(-1);
  }

  /** The ordinal of the next kind after {@code ordinal} with at least one copy, or -1. */
  public int next(int ordinal) {
    int from = ordinal + 1;
    for (int i = from >>> 4; i < WORDS; i++) {
      long w = word(i);
      long present = (w | (w >>> 1) | (w >>> 2) | (w >>> 3)) & LOW_BITS;
      if (i == from >>> 4) {
        present &= -1L << ((from & 15) << 2);
      }
      if (present != 0) {
        return (i << 4) + (Long.numberOfTrailingZeros(present) >>> 2);
      }
    }
    return -1;
  }

  /** The number of different kinds in the bag. */
  public int kinds() {
    int kinds = 0;
    for (int i = 0; i < WORDS; i++) {
      long w = word(i);
      kinds += Long.bitCount((w | (w >>> 1) | (w >>> 2) | (w >>> 3)) & LOW_BITS);
    }
    return kinds;
  }

  /** The cards, sorted by kind, each copy listed. */
  @JsonValue
  public List<Card> toList() {
    List<Card> list = List.empty();
    for (int o = lastOrdinal(); o >= 0; o--) {
      int copies = count(o);
      for (int k = 0; k < copies; k++) {
        list = list.prepend(Card.VALUES[o]);
      }
    }
    return list;
  }

  private static int lastOrdinal() {
    return Card.VALUES.length - 1;
  }

  @Override
  public boolean equals(Object other) {
    return this == other
        || other instanceof CardBag b
            && size == b.size && w0 == b.w0 && w1 == b.w1 && w2 == b.w2 && w3 == b.w3
            && w4 == b.w4 && w5 == b.w5 && w6 == b.w6;
  }

  @Override
  public int hashCode() {
    long h = w0;
    h = h * 31 + w1;
    h = h * 31 + w2;
    h = h * 31 + w3;
    h = h * 31 + w4;
    h = h * 31 + w5;
    h = h * 31 + w6;
    return Long.hashCode(h);
  }

  @Override
  public String toString() {
    return toList().mkString("[", ", ", "]");
  }
}
