package org.spielwerk.portroyalunterwegs;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** Where the turn stands; each phase carries only what it needs. All of it is public. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface Phase {

  /**
   * The active player reveals cards or stops (§3).
   *
   * @param revealed whether he has revealed a card this turn (the first reveal is mandatory)
   */
  @JsonSubTypes(@JsonSubTypes.Type(value = Discover.class, names = {"Discover", "Discovering"}))
  record Discover(boolean revealed) implements Phase {}

  /**
   * A ship was just revealed and the active player can repel it: he repels or accepts (§3).
   *
   * @param ship the revealed ship, no longer in the draw pile and not yet in the harbor
   */
  @JsonSubTypes(@JsonSubTypes.Type(value = RepelOrAccept.class, names = {"RepelOrAccept", "ShipRevealed"}))
  record RepelOrAccept(Card.Ship ship) implements Phase {}

  /**
   * A player's slot in Trade &amp; Hire (§3): the active player's first, then each other player's
   * clockwise.
   *
   * @param slot 0 for the active player, k for the k-th player to his left
   * @param allowance cards this player may still take in this slot
   * @param taken cards he has taken in this slot
   */
  @JsonSubTypes(@JsonSubTypes.Type(value = TradeAndHire.class, names = {"TradeAndHire", "TradingAndHiring"}))
  record TradeAndHire(int slot, int allowance, int taken) implements Phase {}

  /**
   * The game is over.
   *
   * @param stalled true when it ended because it could not progress: no card entered a display for
   *     {@code Rules.QUIET_TURN_LIMIT} turns, or nothing was left to reveal under reading (b) of U-Q2
   *     (an ENGINE DECISION, see the module docs)
   */
  record GameOver(boolean stalled) implements Phase {}
}
