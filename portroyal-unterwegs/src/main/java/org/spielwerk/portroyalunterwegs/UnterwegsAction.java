package org.spielwerk.portroyalunterwegs;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** What a player can do. Actions without arguments are singletons. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface UnterwegsAction {

  /** Discover (§3): reveal the top card of the draw pile. */
  record Reveal() implements UnterwegsAction {}

  /** Discover (§3): stop revealing and start Trade &amp; Hire. */
  record Stop() implements UnterwegsAction {}

  /** Discover (§3): repel the ship just revealed onto the discard pile. */
  record Repel() implements UnterwegsAction {}

  /** Discover (§3): put the ship just revealed into the harbor (a second ship of a colour busts). */
  record Accept() implements UnterwegsAction {}

  /** Trade &amp; Hire (§3): take a ship from the harbor for its coins. */
  record Trade(Card.Ship ship) implements UnterwegsAction {}

  /** Trade &amp; Hire (§3): hire a person from the harbor into the display. */
  record Hire(Card.Person person) implements UnterwegsAction {}

  /** Trade &amp; Hire (§3): take no more cards in this slot. */
  record Pass() implements UnterwegsAction {}

  UnterwegsAction REVEAL = new Reveal();
  UnterwegsAction STOP = new Stop();
  UnterwegsAction REPEL = new Repel();
  UnterwegsAction ACCEPT = new Accept();
  UnterwegsAction PASS = new Pass();
}
