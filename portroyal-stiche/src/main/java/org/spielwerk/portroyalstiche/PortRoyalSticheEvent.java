package org.spielwerk.portroyalstiche;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.vavr.collection.Vector;
import org.spielwerk.core.GameEvent;

/**
 * What happened, in the past tense, in order. Events that would show hidden cards come in pairs: a
 * public event without the secret and an {@code Own...} event with it, private to the one seat that
 * may know it.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface PortRoyalSticheEvent extends GameEvent {

  // ---- rounds (§3)

  /** A round began; {@code dealer} deals. */
  record RoundStarted(int round, int dealer) implements PortRoyalSticheEvent {}

  /** Loot cards were turned face up on the display (9 in round 1, then 8). */
  record LootRevealed(LootSet cards) implements PortRoyalSticheEvent {}

  /** The trick cards were dealt, 8 to each seat, and these two laid face up. */
  record TrickCardsDealt(int dealer, TrickSet faceUp) implements PortRoyalSticheEvent {}

  /** The cards dealt to a seat. Private to that seat. */
  record HandDealt(int seat, TrickSet hand) implements PortRoyalSticheEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** An unpaid bid was added to the holder's debt at the end of the round (§3.6). */
  record BidBecameDebt(int seat, int bid, int debt) implements PortRoyalSticheEvent {}

  /** The top bonus card was slid face down under the leftover loot card, which now carries {@code count}. */
  record BonusAttached(Loot carrier, int count) implements PortRoyalSticheEvent {}

  /** A round ended. */
  record RoundEnded(int round) implements PortRoyalSticheEvent {}

  // ---- auction and privileges (§4)

  record BidMade(int seat, int tons) implements PortRoyalSticheEvent {}

  record Passed(int seat) implements PortRoyalSticheEvent {}

  /** The auction ended: {@code seat} holds the privileges for {@code bid} tons (0: nobody bid). */
  record PrivilegesWon(int seat, int bid) implements PortRoyalSticheEvent {}

  /** The holder took the two face-up cards into his hand (§4.2a). */
  record FaceUpCardsTaken(int seat, TrickSet cards) implements PortRoyalSticheEvent {}

  /** The holder laid two cards aside, face down. */
  record CardsLaidAside(int seat) implements PortRoyalSticheEvent {}

  /** Which two cards the holder laid aside. Private to the holder. */
  record OwnCardsLaidAside(int seat, TrickSet cards) implements PortRoyalSticheEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  record TrumpChosen(int seat, Colour colour) implements PortRoyalSticheEvent {}

  /** {@code by} named {@code seat} to lead the next trick. */
  record LeaderNamed(int by, int seat) implements PortRoyalSticheEvent {}

  // ---- tricks (§5)

  /** The leader chose the loot card played for, with {@code bonusCount} bonus cards under it. */
  record PrizeChosen(int seat, Loot loot, int bonusCount) implements PortRoyalSticheEvent {}

  record CardPlayed(int seat, TrickCard card) implements PortRoyalSticheEvent {}

  /** A trick marker was laid: {@code seat} declared itself void in {@code colour}. */
  record MarkerPlaced(int seat, Colour colour) implements PortRoyalSticheEvent {}

  /** A Klabautermann joined the trick and the marker laid in it was taken back (audit Q2 reading 2). */
  record MarkerTakenBack(int seat, Colour colour) implements PortRoyalSticheEvent {}

  /** Reading B: {@code seat} played a card of a colour it had marked void: the claim was false. */
  record RevokeRevealed(int seat, Colour colour) implements PortRoyalSticheEvent {}

  /** Reading B: the right-hand neighbour took this loot card from the offender; it left the game. */
  record PenaltyTaken(int chooser, int offender, Loot loot) implements PortRoyalSticheEvent {}

  /** Reading B: the offender had no loot card to lose. */
  record PenaltyWaived(int offender) implements PortRoyalSticheEvent {}

  /** {@code seat} won the trick, the prize and {@code bonusCount} bonus cards. */
  record TrickWon(int seat, Loot prize, int bonusCount, TrickSet cards) implements PortRoyalSticheEvent {}

  /** The values of the bonus cards won. Private to the winner. */
  record OwnBonusReceived(int seat, BonusSet bonus) implements PortRoyalSticheEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  // ---- loot (§5.4, §5.5)

  record LootLoaded(int seat, Loot loot, Good ship) implements PortRoyalSticheEvent {}

  /** The holder paid {@code payment} of his bid with a won card; {@code debt} is his new debt. */
  record BidRepaid(int seat, Loot loot, int payment, int remainder, int debt) implements PortRoyalSticheEvent {}

  /** A won card was discarded with a kept „1 Karte entfernen" (both left the game). */
  record LootDiscarded(int seat, Loot loot) implements PortRoyalSticheEvent {}

  record RemoveOneKept(int seat) implements PortRoyalSticheEvent {}

  /** The won „1 Karte entfernen" was discarded and this loot card removed from a ship. */
  record LootRemoved(int seat, Loot loot, Good ship) implements PortRoyalSticheEvent {}

  /** The won „1 Karte entfernen" was discarded and a bonus card removed from a ship. */
  record BonusRemoved(int seat, Good ship) implements PortRoyalSticheEvent {}

  /** Which bonus card was removed. Private to its owner. */
  record OwnBonusRemoved(int seat, Bonus bonus, Good ship) implements PortRoyalSticheEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** The won „1 Karte entfernen" was discarded without removing anything. */
  record RemoveOneDiscarded(int seat) implements PortRoyalSticheEvent {}

  record LootMoved(int seat, Loot loot, Good from, Good to) implements PortRoyalSticheEvent {}

  record BonusMoved(int seat, Good from, Good to) implements PortRoyalSticheEvent {}

  /** Which bonus card was moved. Private to its owner. */
  record OwnBonusMoved(int seat, Bonus bonus, Good from, Good to) implements PortRoyalSticheEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** The won „1 Karte umlegen" was discarded without moving anything. */
  record MoveOneDiscarded(int seat) implements PortRoyalSticheEvent {}

  /** {@code count} bonus cards were placed face down on a ship. */
  record BonusPlaced(int seat, Good ship, int count) implements PortRoyalSticheEvent {}

  /** Which bonus cards were placed. Private to their owner. */
  record OwnBonusPlaced(int seat, BonusSet bonus, Good ship) implements PortRoyalSticheEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  // ---- scoring (§6)

  /** One seat's final score, ship by ship (bonus values are revealed at the end). */
  record SeatScored(int seat, Vector<ShipScore> ships, int debt, int total) implements PortRoyalSticheEvent {}

  /** The game ended; {@code winners} share the victory (ENGINE DECISION: no tie-break). */
  record GameEnded(Vector<Integer> totals, Vector<Integer> winners) implements PortRoyalSticheEvent {}
}
