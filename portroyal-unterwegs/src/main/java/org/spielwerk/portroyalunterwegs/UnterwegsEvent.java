package org.spielwerk.portroyalunterwegs;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.vavr.collection.Vector;
import org.spielwerk.core.GameEvent;

/**
 * What happened, in order. All events are public: coin cards are never shown to anyone while they are
 * coins, so coin events carry counts only, until coins are paid onto the open discard pile.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface UnterwegsEvent extends GameEvent {

  /** The discard pile was shuffled into a new draw pile. */
  record Reshuffled(int cards) implements UnterwegsEvent {}

  /** The active player revealed a card. */
  record CardRevealed(int seat, Card card) implements UnterwegsEvent {}

  /** A person went into the harbor. */
  record PersonArrived(Card.Person person) implements UnterwegsEvent {}

  /** A ship went into the harbor. */
  record ShipAccepted(int seat, Card.Ship ship) implements UnterwegsEvent {}

  /** The active player repelled the ship just revealed; it went onto the discard pile. */
  record ShipRepelled(int seat, Card.Ship ship, int swords) implements UnterwegsEvent {}

  /** A second ship of a colour: the harbor went onto the discard pile, no Trade &amp; Hire. */
  record Busted(int seat, Card.Ship ship, Vector<Card> discarded) implements UnterwegsEvent {}

  /**
   * A tax increase was resolved (§1.2).
   *
   * @param extra true for the extra tax revealed because both piles were empty (Audit U-Q2 a; the
   *     unterwegs spec calls it a virtual tax)
   */
  record TaxResolved(int seat, @JsonAlias("virtual") boolean extra) implements UnterwegsEvent {}

  /**
   * A tax increase made a player with 9 or more coins put coins face up onto the discard pile, down to 8
   * (§1.2); the same event as the base game's. (Until 26 Nov 2026 {@code CoinsDiscarded(seat, cards)},
   * also for a hire's coins, which {@link PersonHired} now carries.)
   */
  record TaxPaid(int seat, Vector<Card> coins) implements UnterwegsEvent {}

  /** A player took coins face down from the draw pile; {@code missing} coins did not exist (§3, Y2). */
  record CoinsReceived(int seat, int count, int missing) implements UnterwegsEvent {}

  /** A non-active player paid the active player 1 coin for a card (§3). */
  record SurchargePaid(int from, int to) implements UnterwegsEvent {}

  /** The active player stopped; Trade &amp; Hire starts with his allowance. */
  @JsonSubTypes(@JsonSubTypes.Type(value = DiscoverEnded.class, names = {"DiscoverEnded", "DiscoveryStopped"}))
  record DiscoverEnded(int seat, int colours, int allowance) implements UnterwegsEvent {}

  /** A player traded a ship; {@code tucked} when it went under his Wholesaler (§4). */
  record ShipTraded(int seat, Card.Ship ship, boolean tucked) implements UnterwegsEvent {}

  /** A player hired a person, putting these coins face up onto the discard pile (as in the base game). */
  record PersonHired(int seat, Card.Person person, Vector<Card> coins) implements UnterwegsEvent {}

  /** A player ended his slot, by choice ({@code skipped} false) or because he could take nothing. */
  record SlotEnded(int seat, int taken, boolean skipped) implements UnterwegsEvent {}

  /** The rest of the harbor went onto the discard pile at the end of Trade &amp; Hire. */
  record HarborCleared(Vector<Card> discarded) implements UnterwegsEvent {}

  /** A player reached the target influence: this round is the last (§5). */
  record EndTriggered(int seat, int influence) implements UnterwegsEvent {}

  /** A new turn began. */
  record TurnStarted(int seat) implements UnterwegsEvent {}

  /** The game ended; {@code winners} share the victory. */
  record GameEnded(Vector<Integer> winners, boolean stalled) implements UnterwegsEvent {}
}
