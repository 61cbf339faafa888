package org.spielwerk.portroyalstiche;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * An immutable set of loot cards as a bit mask over {@link Loot#ordinal()}: the display, the cards on a
 * ship, the cards out of the game. In JSON a set is the list of its cards.
 *
 * @param bits bit {@code i} set when {@code Loot.of(i)} is in the set
 */
public record LootSet(long bits) {
  public static final LootSet EMPTY = new LootSet(0);

  public LootSet {
    if ((bits & ~Loot.ALL_BITS) != 0) {
      throw new IllegalArgumentException("not a set of loot cards: " + Long.toBinaryString(bits));
    }
  }

  public static LootSet of(Loot... cards) {
    long bits = 0;
    for (Loot card : cards) {
      bits |= card.bit();
    }
    return new LootSet(bits);
  }

  /** The set of these cards (the JSON form). */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  public static LootSet ofAll(Iterable<Loot> cards) {
    long bits = 0;
    for (Loot card : cards) {
      // a set written with a card twice (or a null) is no set: JSON read strictly, and a position built by hand
      if (card == null) {
        throw new IllegalArgumentException("LootSet: null is no element");
      }
      if ((bits & card.bit()) != 0) {
        throw new IllegalArgumentException("LootSet: " + card + " twice");
      }
      bits |= card.bit();
    }
    return new LootSet(bits);
  }

  /** The cards in ordinal order (the JSON form). */
  @JsonValue
  public List<Loot> toList() {
    List<Loot> list = new ArrayList<>(size());
    for (long rest = bits; rest != 0; rest &= rest - 1) {
      list.add(Loot.of(Long.numberOfTrailingZeros(rest)));
    }
    return list;
  }

  public boolean contains(Loot card) {
    return (bits & card.bit()) != 0;
  }

  public int size() {
    return Long.bitCount(bits);
  }

  public boolean isEmpty() {
    return bits == 0;
  }

  public LootSet with(Loot card) {
    return new LootSet(bits | card.bit());
  }

  public LootSet without(Loot card) {
    return new LootSet(bits & ~card.bit());
  }

  public LootSet union(LootSet other) {
    return new LootSet(bits | other.bits);
  }

  /** The only card of a one-card set. */
  public Loot single() {
    if (Long.bitCount(bits) != 1) {
      throw new IllegalStateException("not a single card: " + this);
    }
    return Loot.of(Long.numberOfTrailingZeros(bits));
  }

  @Override
  public String toString() {
    return toList().toString();
  }
}
