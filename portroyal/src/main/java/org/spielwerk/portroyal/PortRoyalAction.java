package org.spielwerk.portroyal;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** A decision of the seat to move. Actions without arguments are shared singletons. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface PortRoyalAction {

  /** Reveal the top card of the draw pile (§4.1). */
  record Reveal() implements PortRoyalAction {}

  /** Stop revealing and start Trade &amp; Hire (§4.1). */
  record Stop() implements PortRoyalAction {}

  /** Repel the ship just revealed (§4.1). */
  record Repel() implements PortRoyalAction {}

  /** Put the ship just revealed into the harbour, busting if its colour is there already (§4.1, §4.2). */
  record Accept() implements PortRoyalAction {}

  /** Trade a ship from the harbour for its coins (§4.4). */
  record Trade(Card ship) implements PortRoyalAction {
    private static final Trade[] CACHE = new Trade[Card.VALUES.length];

    static {
      for (Card card : Card.VALUES) {
        CACHE[card.ordinal()] = new Trade(card);
      }
    }

    /** The shared instance. */
    public static Trade of(Card ship) {
      return CACHE[ship.ordinal()];
    }
  }

  /** Trade a frigate or galleon and decline all its coins, for Frigate or Galleon Foe (§10.5.7). */
  record DeclineCoins(Card ship) implements PortRoyalAction {
    private static final DeclineCoins[] CACHE = new DeclineCoins[Card.VALUES.length];

    static {
      for (Card card : Card.VALUES) {
        CACHE[card.ordinal()] = new DeclineCoins(card);
      }
    }

    /** The shared instance. */
    public static DeclineCoins of(Card ship) {
      return CACHE[ship.ordinal()];
    }
  }

  /** Hire a person from the harbour (§4.4). */
  record Hire(Card person) implements PortRoyalAction {
    private static final Hire[] CACHE = new Hire[Card.VALUES.length];

    static {
      for (Card card : Card.VALUES) {
        CACHE[card.ordinal()] = new Hire(card);
      }
    }

    /** The shared instance. */
    public static Hire of(Card person) {
      return CACHE[person.ordinal()];
    }
  }

  /** Take no more cards in this Trade &amp; Hire slot (§4.4). */
  record Pass() implements PortRoyalAction {}

  /**
   * Claim an expedition from the row, discarding these persons (§4.1.3): one per symbol, a Jack of
   * all Trades for any one symbol. Every distinct set of persons is its own action.
   */
  record ClaimExpedition(Card expedition, CardBag persons) implements PortRoyalAction {}

  /** Give the gift ship's coin to this player (§10.2). */
  record GiveCoin(int seat) implements PortRoyalAction {}

  /** Fulfil a contract, or take its progress step (§10.5). */
  record FulfilContract(Contract contract) implements PortRoyalAction {
    private static final FulfilContract[] CACHE = new FulfilContract[Contract.VALUES.length];

    static {
      for (Contract contract : Contract.VALUES) {
        CACHE[contract.ordinal()] = new FulfilContract(contract);
      }
    }

    /** The shared instance. */
    public static FulfilContract of(Contract contract) {
      return CACHE[contract.ordinal()];
    }
  }

  /** Let a contract chance go by (§10.5.1). */
  record SkipContract() implements PortRoyalAction {}

  Reveal REVEAL = new Reveal();
  Stop STOP = new Stop();
  Repel REPEL = new Repel();
  Accept ACCEPT = new Accept();
  Pass PASS = new Pass();
  SkipContract SKIP_CONTRACT = new SkipContract();
}
