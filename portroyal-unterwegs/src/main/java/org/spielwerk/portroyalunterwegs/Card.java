package org.spielwerk.portroyalunterwegs;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * One card of the deck (§1). Every card has a coin on its back. Identical cards are equal values and
 * share an id, so a position does not change when two identical cards swap places.
 *
 * <p>Every card answers the accessors the base game's {@code CardFace} has, so generic code for both
 * games reads a card the same way: {@code id}, {@code colour}, {@code cost}, {@code influence},
 * {@code swords}, {@code skull}, {@code coins} (0, false or null where they do not apply) and
 * {@code isPerson}, {@code isShip}, {@code isTax}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface Card {

  /** The card's row in the components table, e.g. {@code SAILOR_3} or {@code U_B_5_3N}. */
  String id();

  /** Whether the card carries the two nails that allow mixing it into the base game (§7). */
  boolean twoNails();

  /** What a person does (§4); the base game's {@code Ability} has the same constants for these persons. */
  enum Ability {
    /** Tucks traded ships of its colour under itself, +1 influence each. */
    WHOLESALER,
    /** 1 sword. */
    SAILOR,
    /** 2 swords. */
    PIRATE,
    /** Influence only. */
    PASSENGER
  }

  /** The ship's colour, or the colour a Wholesaler works for; null for other cards. */
  default Colour colour() {
    return null;
  }

  /** A person's hiring cost in coins; 0 for other cards. */
  default int cost() {
    return 0;
  }

  /** A person's influence; 0 for other cards (a ship is worth 1 influence only when tucked). */
  default int influence() {
    return 0;
  }

  /** A person's swords, or the swords needed to repel a ship (0 for a skull ship); 0 for a tax. */
  default int swords() {
    return 0;
  }

  /** Whether the card is a ship with a skull, which can never be repelled. */
  default boolean skull() {
    return false;
  }

  /** The coins a ship pays when traded; 0 for other cards. */
  default int coins() {
    return 0;
  }

  /** Whether the card is a {@link Person}. */
  default boolean isPerson() {
    return this instanceof Person;
  }

  /** Whether the card is a {@link Ship}. */
  default boolean isShip() {
    return this instanceof Ship;
  }

  /** Whether the card is a {@link Tax} increase. */
  default boolean isTax() {
    return this instanceof Tax;
  }

  /**
   * A person, hired from the harbor into a personal display.
   *
   * @param ability what the person does (until 26 Nov 2026 {@code kind}, an enum {@code Kind}; JSON
   *     with {@code kind} still reads)
   * @param colour the Wholesaler's colour; null for every other person
   * @param swords swords for repelling ships (Sailors 1, Pirates 2)
   */
  record Person(String id, @JsonAlias("kind") Ability ability, Colour colour, int cost, int influence, int swords,
      boolean twoNails) implements Card {}

  /**
   * A ship, traded from the harbor for coins.
   *
   * @param swords swords needed to repel it; 0 for a skull ship
   * @param skull a skull ship can never be repelled
   * @param coins coins for trading it
   */
  record Ship(String id, Colour colour, int swords, boolean skull, int coins, boolean twoNails) implements Card {}

  /** A tax increase (§1.2). */
  record Tax(String id, boolean twoNails) implements Card {}
}
