package org.spielwerk.portroyalstiche;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** A decision of the seat to move. Each record names the rule it belongs to. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface PortRoyalSticheAction {

  /** §4.1: bid a whole number of tons, higher than the highest bid, debt plus bid at most 19. */
  record Bid(int tons) implements PortRoyalSticheAction {}

  /**
   * §4.1: pass in the auction; final for this auction. (Named apart from Port Royal's and unterwegs'
   * {@code Pass}, which ends a Trade &amp; Hire slot; JSON type {@code "Pass"} is still read.)
   */
  @JsonSubTypes(@JsonSubTypes.Type(value = PassAuction.class, names = {"PassAuction", "Pass"}))
  record PassAuction() implements PortRoyalSticheAction {}

  /**
   * §4.2a: the privilege holder lays two cards of his ten aside, face down. The two cards are an
   * unordered pair: the constructor puts them in card order, so {@code LayAside(a, b)} and
   * {@code LayAside(b, a)} are the same action.
   */
  record LayAside(TrickCard first, TrickCard second) implements PortRoyalSticheAction {
    public LayAside {
      if (first != null && second != null && first.ordinal() > second.ordinal()) {
        TrickCard swap = first;
        first = second;
        second = swap;
      }
    }
  }

  /** §4.2b: the privilege holder chooses the trump colour. */
  record ChooseTrump(Colour colour) implements PortRoyalSticheAction {}

  /** §4.2c and §5.1.5: the privilege holder, or a trick's winner, names the next leader. */
  record NameLeader(int seat) implements PortRoyalSticheAction {}

  /** §5.1.1: the leader chooses the display card the trick is played for. */
  record ChoosePrize(Loot loot) implements PortRoyalSticheAction {}

  /** §5.1-5.2: play a trick card. */
  record Play(TrickCard card) implements PortRoyalSticheAction {}

  /** §7 Reading B: the offender's right-hand neighbour chooses the loot card the offender loses. */
  record TakePenaltyCard(Loot loot) implements PortRoyalSticheAction {}

  /** §5.4: load the won card onto a ship (simple loot: only the ship of its good). */
  record Load(Good ship) implements PortRoyalSticheAction {}

  /** §5.5: the privilege holder pays his bid with the won card instead of loading it. */
  record Repay() implements PortRoyalSticheAction {}

  /** §5.4: discard the won card with a kept „1 Karte entfernen" instead of loading it. */
  record DiscardWithRemoveOne() implements PortRoyalSticheAction {}

  /** §5.4 option 2: keep the won „1 Karte entfernen" beside the board. */
  record KeepRemoveOne() implements PortRoyalSticheAction {}

  /** §5.4 option 1: discard the won „1 Karte entfernen" and remove this loot card from an own ship. */
  record RemoveLoot(Loot loot) implements PortRoyalSticheAction {}

  /** §5.4 option 1: discard the won „1 Karte entfernen" and remove this bonus card from an own ship. */
  record RemoveBonus(Bonus bonus) implements PortRoyalSticheAction {}

  /** §5.4 option 1: discard the won „1 Karte entfernen" and remove nothing. */
  record DiscardRemoveOne() implements PortRoyalSticheAction {}

  /** §5.4: with the won „1 Karte umlegen", move a special card to another own ship. */
  record MoveLoot(Loot loot, Good to) implements PortRoyalSticheAction {}

  /** §5.4: with the won „1 Karte umlegen", move a bonus card to another own ship. */
  record MoveBonus(Bonus bonus, Good to) implements PortRoyalSticheAction {}

  /** §5.4: discard the won „1 Karte umlegen" without moving anything. */
  record DiscardMoveOne() implements PortRoyalSticheAction {}

  /**
   * §5.4: place a bonus card won with the trick, face down, on a ship. The cards are placed lowest
   * value first (so the action does not name the value); with {@code bonusCardsTogether} all of them go
   * onto the ship at once.
   */
  record PlaceBonus(Good ship) implements PortRoyalSticheAction {}

  PassAuction PASS = new PassAuction();
  Repay REPAY = new Repay();
  DiscardWithRemoveOne DISCARD_WITH_REMOVE_ONE = new DiscardWithRemoveOne();
  KeepRemoveOne KEEP_REMOVE_ONE = new KeepRemoveOne();
  DiscardRemoveOne DISCARD_REMOVE_ONE = new DiscardRemoveOne();
  DiscardMoveOne DISCARD_MOVE_ONE = new DiscardMoveOne();
}
