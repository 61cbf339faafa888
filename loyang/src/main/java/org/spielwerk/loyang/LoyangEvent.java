package org.spielwerk.loyang;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.vavr.collection.Vector;
import org.spielwerk.core.GameEvent;

/**
 * What happened. All events are public except the hand dealt to a player. Events name cards by their
 * {@link CardFace} from the game's own tables, so their words need no state.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface LoyangEvent extends GameEvent {

  /** A round began with its harvest (§3.1). */
  record RoundBegan(int round) implements LoyangEvent {}

  /** A player turned over the top field of the private stack. */
  record FieldRevealed(int seat, CardFace card) implements LoyangEvent {}

  /** A player harvested these goods. */
  record Harvested(int seat, Goods goods) implements LoyangEvent {}

  /** A field was emptied: a private field leaves the game, a common field goes to the discard pile. */
  record FieldCleared(int seat, CardFace card, boolean outOfGame) implements LoyangEvent {}

  /** The cards dealt to a player (only that player sees them). */
  record HandDealt(int seat, Vector<CardFace> cards) implements LoyangEvent {
    @Override
    public int privateTo() {
      return seat;
    }
  }

  /** Every player was dealt this many cards. */
  record CardsDealt(int each) implements LoyangEvent {}

  /** A card went into the courtyard, from a hand or (2 players) from the draw pile. */
  record CourtyardAdded(int seat, CardFace card, boolean fromDrawPile) implements LoyangEvent {}

  /** A card came into a player's display; {@code covering} is the card under it or null. */
  record CardPlaced(int seat, CardFace card, CardFace covering) implements LoyangEvent {}

  /** A double pack's bottom card was uncovered (§5). */
  record CardUncovered(int seat, CardFace card) implements LoyangEvent {}

  /** A card went to the discard pile. */
  record CardDiscarded(int seat, CardFace card) implements LoyangEvent {}

  /** A player left the draft. */
  record LeftDraft(int seat) implements LoyangEvent {}

  /** The new start players (§3.2.6). */
  record StartPlayers(int first, int second) implements LoyangEvent {}

  /** 4 players: the partners of this round (§3.3.2). */
  record PartnerChosen(int seat, int partner) implements LoyangEvent {}

  /** A player paid cash, to another player or (to = -1) to the supply. */
  record Paid(int seat, int amount, int to, Reason reason) implements LoyangEvent {}

  /** A player received cash. */
  record Earned(int seat, int amount, Reason reason) implements LoyangEvent {}

  /** A player took a loan. */
  record LoanTaken(int seat, int loans) implements LoyangEvent {}

  /** A player sowed a field. */
  record Sown(int seat, CardFace card, Good good, int count) implements LoyangEvent {}

  /** A player bought goods (from the own shop or from the supply); the cash follows as {@link Paid}. */
  record Bought(int seat, Good good, int count, int price, boolean fromSupply) implements LoyangEvent {}

  /** A player sold a good to the own shop. */
  record Sold(int seat, Good good, int price) implements LoyangEvent {}

  /** A player handed over a good from the cart to the supply (stall payments, storing). */
  record Handed(int seat, Good good) implements LoyangEvent {}

  /** A player took a good from a stall (own, or another player's with the Trader). */
  record Traded(int seat, int owner, CardFace card, Good good) implements LoyangEvent {}

  /** A player moved goods between the cart, the shop or fields without paying (helpers, §9). */
  record GoodsMoved(int seat, Goods goods, Transfer how, int from) implements LoyangEvent {}

  /** A player played a helper. */
  record HelperUsed(int seat, CardFace card, int option) implements LoyangEvent {}

  /** A regular customer was delivered (by the owner, or by another player's Deliveryman). */
  record Delivered(int seat, int owner, CardFace card, int row, int pay) implements LoyangEvent {}

  /** A regular customer was not delivered this round. */
  record Declined(int seat, CardFace card, boolean paid) implements LoyangEvent {}

  /** A casual customer was served. */
  record Served(int seat, CardFace card, int income) implements LoyangEvent {}

  /** The double pack's cards (open to all). */
  record PackDrawn(int seat, Vector<CardFace> cards) implements LoyangEvent {}

  /** The draw pile was empty: the discard pile became the new draw pile. */
  record Reshuffled(int cards) implements LoyangEvent {}

  /** Goods stored at the end of a player's action phase; the rest went back to the supply. */
  record Stored(int seat, Goods kept, Goods lost) implements LoyangEvent {}

  /** The storehouse was flipped to capacity 4. */
  record Flipped(int seat) implements LoyangEvent {}

  /** A step on the path. */
  record Stepped(int seat, int space, int cost) implements LoyangEvent {}

  /** The game ended with these scores (space minus loans). */
  record GameEnded(Vector<Integer> scores) implements LoyangEvent {}

  /** Why cash was paid or received. */
  enum Reason {
    /** A good bought from the own shop. */
    SHOP,
    /** A common field paid for (§3.2.4). */
    COMMON_FIELD,
    /** The double pack (§4H). */
    DOUBLE_PACK,
    /** The storehouse flipped to capacity 4 (§3.4). */
    STOREHOUSE,
    /** A red-marked regular customer not delivered (§6). */
    COMPENSATION,
    /** A regular customer delivered. */
    REGULAR_CUSTOMER,
    /** A casual customer served. */
    CASUAL_CUSTOMER,
    /** Helpers (§9), by name. */
    SHOPPER, HAGGLER, MERCHANT, BOOKKEEPER, MARKET_CRIER, TENANT, TRADER, DELIVERYMAN,
    /** The Deliveryman's share for the owner when delivering into the top row (§9.12). */
    DELIVERYMAN_TOP_ROW,
    /** The Tout's price for a casual customer (§9.1). */
    TOUT,
    /** The Self-supplier's price for a good (§9.18). */
    SELF_SUPPLIER
  }

  /** How goods moved without a purchase (helpers, §9). */
  enum Transfer {
    /** Market crier option 2: from an own stall to the own shop. */
    STALL_TO_SHOP,
    /** Ploughman option 1: a field's goods back to the supply. */
    PLOUGHED,
    /** Self-supplier: a good from another player's field ({@code from}) to the cart. */
    SELF_SUPPLIED
  }
}
