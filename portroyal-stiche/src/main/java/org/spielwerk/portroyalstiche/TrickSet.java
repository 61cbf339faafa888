package org.spielwerk.portroyalstiche;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * An immutable set of trick cards as a bit mask over {@link TrickCard#ordinal()}: hands, the cards laid
 * aside, the cards played. Sets are canonical (equal contents, equal values) and cost no allocation
 * to query, which keeps {@code legalActions} cheap. In JSON a set is the list of its cards.
 *
 * @param bits bit {@code i} set when {@code TrickCard.of(i)} is in the set
 */
public record TrickSet(long bits) {
  public static final TrickSet EMPTY = new TrickSet(0);

  public TrickSet {
    if ((bits & ~((1L << 35) - 1)) != 0) {
      throw new IllegalArgumentException("not a set of trick cards: " + Long.toBinaryString(bits));
    }
  }

  /** The set of these cards. */
  public static TrickSet of(TrickCard... cards) {
    long bits = 0;
    for (TrickCard card : cards) {
      bits |= card.bit();
    }
    return new TrickSet(bits);
  }

  /** The set of these cards (the JSON form). */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  public static TrickSet ofAll(List<TrickCard> cards) {
    long bits = 0;
    for (TrickCard card : cards) {
      // a set written with a card twice (or a null) is no set: JSON read strictly, and a position built by hand
      if (card == null) {
        throw new IllegalArgumentException("TrickSet: null is no element");
      }
      if ((bits & (card.bit())) != 0) {
        throw new IllegalArgumentException("TrickSet: " + card + " twice");
      }
      bits |= card.bit();
    }
    return new TrickSet(bits);
  }

  /** The cards in ordinal order (the JSON form). */
  @JsonValue
  public List<TrickCard> toList() {
    List<TrickCard> list = new ArrayList<>(size());
    for (long rest = bits; rest != 0; rest &= rest - 1) {
      list.add(TrickCard.of(Long.numberOfTrailingZeros(rest)));
    }
    return list;
  }

  public boolean contains(TrickCard card) {
    return (bits & card.bit()) != 0;
  }

  /** Whether the set holds a card of this colour. */
  public boolean hasColour(Colour colour) {
    return (bits & colour.cards()) != 0;
  }

  public int size() {
    return Long.bitCount(bits);
  }

  public boolean isEmpty() {
    return bits == 0;
  }

  public TrickSet with(TrickCard card) {
    return new TrickSet(bits | card.bit());
  }

  public TrickSet without(TrickCard card) {
    return new TrickSet(bits & ~card.bit());
  }

  public TrickSet union(TrickSet other) {
    return new TrickSet(bits | other.bits);
  }

  public TrickSet minus(TrickSet other) {
    return new TrickSet(bits & ~other.bits);
  }

  public TrickSet intersect(TrickSet other) {
    return new TrickSet(bits & other.bits);
  }

  /** The cards of one colour. */
  public TrickSet ofColour(Colour colour) {
    return new TrickSet(bits & colour.cards());
  }

  @Override
  public String toString() {
    return toList().toString();
  }
}
