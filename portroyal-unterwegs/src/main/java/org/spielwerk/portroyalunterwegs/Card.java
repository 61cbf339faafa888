package org.spielwerk.portroyalunterwegs;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * One card of the deck (§1). Every card has a coin on its back. Identical cards are equal values and
 * share an id, so a position does not change when two identical cards swap places.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface Card {

  /** The card's row in the components table, e.g. {@code SAILOR_3} or {@code U_B_5_3N}. */
  String id();

  /** Whether the card carries the two nails that allow mixing it into the base game (§7). */
  boolean twoNails();

  /** The kinds of person (§4). */
  enum Kind {
    /** Tucks traded ships of its colour under itself, +1 influence each. */
    WHOLESALER,
    /** 1 sword. */
    SAILOR,
    /** 2 swords. */
    PIRATE,
    /** Influence only. */
    PASSENGER
  }

  /**
   * A person, hired from the harbor into a personal display.
   *
   * @param colour the Wholesaler's colour; null for every other kind
   * @param swords swords for repelling ships (Sailors 1, Pirates 2)
   */
  record Person(String id, Kind kind, Colour colour, int cost, int influence, int swords, boolean twoNails)
      implements Card {}

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
