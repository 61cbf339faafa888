package org.spielwerk.portroyalstiche;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * An immutable set of trick colours as a bit mask: the colours a player has marked with trick markers
 * (§5.2). In JSON a set is the list of its colours.
 *
 * @param bits bit {@code i} set when {@code Colour.values()[i]} is in the set
 */
public record ColourSet(int bits) {
  public static final ColourSet EMPTY = new ColourSet(0);

  public ColourSet {
    if ((bits & ~0xF) != 0) {
      throw new IllegalArgumentException("not a set of colours: " + Integer.toBinaryString(bits));
    }
  }

  public static ColourSet of(Colour... colours) {
    int bits = 0;
    for (Colour colour : colours) {
      bits |= 1 << colour.ordinal();
    }
    return new ColourSet(bits);
  }

  /** The set of these colours (the JSON form). */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  public static ColourSet ofAll(Iterable<Colour> colours) {
    int bits = 0;
    for (Colour colour : colours) {
      // a set written with a card twice (or a null) is no set: JSON read strictly, and a position built by hand
      if (colour == null) {
        throw new IllegalArgumentException("ColourSet: null is no element");
      }
      if ((bits & (1 << colour.ordinal())) != 0) {
        throw new IllegalArgumentException("ColourSet: " + colour + " twice");
      }
      bits |= 1 << colour.ordinal();
    }
    return new ColourSet(bits);
  }

  /** The colours in order (the JSON form). */
  @JsonValue
  public List<Colour> toList() {
    List<Colour> list = new ArrayList<>(size());
    for (int rest = bits; rest != 0; rest &= rest - 1) {
      list.add(Colour.of(Integer.numberOfTrailingZeros(rest)));
    }
    return list;
  }

  public boolean contains(Colour colour) {
    return (bits & (1 << colour.ordinal())) != 0;
  }

  public int size() {
    return Integer.bitCount(bits);
  }

  public boolean isEmpty() {
    return bits == 0;
  }

  public ColourSet with(Colour colour) {
    return new ColourSet(bits | (1 << colour.ordinal()));
  }

  public ColourSet without(Colour colour) {
    return new ColourSet(bits & ~(1 << colour.ordinal()));
  }

  /** The trick cards of every colour in this set. */
  long cards() {
    long cards = 0;
    for (int rest = bits; rest != 0; rest &= rest - 1) {
      cards |= Colour.of(Integer.numberOfTrailingZeros(rest)).cards();
    }
    return cards;
  }

  @Override
  public String toString() {
    return toList().toString();
  }
}
