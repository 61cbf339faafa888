package org.spielwerk.portroyalstiche;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * An immutable set of bonus cards as a bit mask over {@link Bonus#ordinal()}: the cards on a ship, under
 * the leftover loot card, waiting to be placed. In JSON a set is the list of its cards.
 *
 * @param bits bit {@code i} set when {@code Bonus.of(i)} is in the set
 */
public record BonusSet(int bits) {
  public static final BonusSet EMPTY = new BonusSet(0);

  public BonusSet {
    if ((bits & ~0x3F) != 0) {
      throw new IllegalArgumentException("not a set of bonus cards: " + Integer.toBinaryString(bits));
    }
  }

  public static BonusSet of(Bonus... cards) {
    int bits = 0;
    for (Bonus card : cards) {
      bits |= card.bit();
    }
    return new BonusSet(bits);
  }

  /** The set of these cards (the JSON form). */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  public static BonusSet ofAll(Iterable<Bonus> cards) {
    int bits = 0;
    for (Bonus card : cards) {
      // a set written with a card twice (or a null) is no set: JSON read strictly, and a position built by hand
      if (card == null) {
        throw new IllegalArgumentException("BonusSet: null is no element");
      }
      if ((bits & (card.bit())) != 0) {
        throw new IllegalArgumentException("BonusSet: " + card + " twice");
      }
      bits |= card.bit();
    }
    return new BonusSet(bits);
  }

  /** The cards in ascending value (the JSON form). */
  @JsonValue
  public List<Bonus> toList() {
    List<Bonus> list = new ArrayList<>(size());
    for (int rest = bits; rest != 0; rest &= rest - 1) {
      list.add(Bonus.of(Integer.numberOfTrailingZeros(rest)));
    }
    return list;
  }

  public boolean contains(Bonus card) {
    return (bits & card.bit()) != 0;
  }

  public int size() {
    return Integer.bitCount(bits);
  }

  public boolean isEmpty() {
    return bits == 0;
  }

  public BonusSet with(Bonus card) {
    return new BonusSet(bits | card.bit());
  }

  public BonusSet without(Bonus card) {
    return new BonusSet(bits & ~card.bit());
  }

  public BonusSet union(BonusSet other) {
    return new BonusSet(bits | other.bits);
  }

  /** The lowest card; the set must not be empty. */
  public Bonus lowest() {
    if (bits == 0) {
      throw new IllegalStateException("no bonus card");
    }
    return Bonus.of(Integer.numberOfTrailingZeros(bits));
  }

  /** The sum of the values. */
  public int value() {
    int sum = 0;
    for (int rest = bits; rest != 0; rest &= rest - 1) {
      sum += Integer.numberOfTrailingZeros(rest) + 1;
    }
    return sum;
  }

  @Override
  public String toString() {
    return toList().toString();
  }
}
