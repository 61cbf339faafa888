package org.spielwerk.portroyal;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** Where the turn stands; each phase holds only what is valid in it. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface Phase {

  /**
   * The active player reveals cards (§4.1), claims expeditions, or stops.
   *
   * @param cards real cards revealed so far this turn
   * @param extraTaxLast the last thing revealed was Yucata's additional tax for empty piles (Y3); it
   *     counts as the mandatory first card, and another one is not revealed until a card can be
   * @param reshuffles draw-pile rebuilds during this Discover phase that count for Y4 (every one, or with
   *     {@link PortRoyalOptions.ReshufflesCounted#FOR_REVEALS} only those needed to reveal a card)
   * @param gamblerStepped the active player took his Kleiner Zocker step this turn (one per turn, §10.5.8)
   */
  record Discover(int cards, boolean extraTaxLast, int reshuffles, boolean gamblerStepped) implements Phase {
    static final Discover START = new Discover(0, false, 0, false);
  }

  /**
   * The just-revealed ship can be repelled: the active player repels or accepts it (§4.1).
   *
   * @param ship the ship
   * @param discover the Discover phase to go back to
   */
  record RepelOrAccept(Card ship, Discover discover) implements Phase {}

  /**
   * A player's Trade &amp; Hire slot (§4.4).
   *
   * @param slot 0 for the active player, then 1, 2, ... clockwise
   * @param seat whose slot it is
   * @param left cards he may still take
   * @param taken cards he has taken in this slot
   */
  record TradeAndHire(int slot, int seat, int left, int taken) implements Phase {}

  /**
   * A gift ship was traded: its trader chooses which other player gets 1 coin (§10.2).
   *
   * @param giver the trader
   * @param slot the slot to go back to
   */
  record GiftRecipient(int giver, TradeAndHire slot) implements Phase {}

  /**
   * The turn is over (after a bust) once pending contract chances are decided; the bust ended the
   * Discover phase, so coins drawn meanwhile still count for Y4.
   *
   * @param reshuffles draw-pile rebuilds during this turn's Discover phase (Y4)
   */
  record TurnOver(int reshuffles) implements Phase {}

  /** The game is over. */
  record GameOver() implements Phase {}
}
