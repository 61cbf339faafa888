package org.spielwerk.portroyal;

import com.fasterxml.jackson.annotation.JsonAlias;
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
    private static final int CARDS = 16;
    private static final int RESHUFFLES = 4;
    private static final Discover[] CACHE = new Discover[CARDS * RESHUFFLES * 4];

    static {
      for (int c = 0; c < CARDS; c++) {
        for (int r = 0; r < RESHUFFLES; r++) {
          for (int flags = 0; flags < 4; flags++) {
            CACHE[(c * RESHUFFLES + r) * 4 + flags] = new Discover(c, (flags & 1) != 0, r, (flags & 2) != 0);
          }
        }
      }
    }

    static final Discover START = of(0, false, 0, false);

    /** The phase (a shared instance for the usual values: a turn reveals a card per action). */
    static Discover of(int cards, boolean extraTaxLast, int reshuffles, boolean gamblerStepped) {
      if (cards >= 0 && cards < CARDS && reshuffles >= 0 && reshuffles < RESHUFFLES) {
        return CACHE[(cards * RESHUFFLES + reshuffles) * 4 + (extraTaxLast ? 1 : 0) + (gamblerStepped ? 2 : 0)];
      }
      return new Discover(cards, extraTaxLast, reshuffles, gamblerStepped);
    }
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
   * @param allowance cards he may still take
   * @param taken cards he has taken in this slot
   */
  record TradeAndHire(int slot, int seat, @JsonAlias("left") int allowance, int taken) implements Phase {
    private static final int SEATS = 5;
    private static final int CARDS = 8;
    private static final TradeAndHire[] CACHE = new TradeAndHire[SEATS * SEATS * CARDS * CARDS];

    static {
      for (int i = 0; i < CACHE.length; i++) {
        CACHE[i] = new TradeAndHire(i / (SEATS * CARDS * CARDS), i / (CARDS * CARDS) % SEATS, i / CARDS % CARDS, i % CARDS);
      }
    }

    /** The phase (a shared instance for the usual values). */
    static TradeAndHire of(int slot, int seat, int allowance, int taken) {
      if (slot >= 0 && slot < SEATS && seat >= 0 && seat < SEATS && allowance >= 0 && allowance < CARDS && taken >= 0 && taken < CARDS) {
        return CACHE[((slot * SEATS + seat) * CARDS + allowance) * CARDS + taken];
      }
      return new TradeAndHire(slot, seat, allowance, taken);
    }
  }

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
