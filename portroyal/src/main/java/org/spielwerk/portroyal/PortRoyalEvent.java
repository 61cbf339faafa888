package org.spielwerk.portroyal;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vavr.collection.Vector;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Json;

/**
 * What happened, in order. All events are public: coins are never shown by face (a spent coin is
 * shown when it lands face up on the open discard pile).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface PortRoyalEvent extends GameEvent {

  /** Why a player received coins. */
  enum Source {
    TRADE, EXPEDITION, TAX_BONUS, JESTER, ADMIRAL, VICE_ADMIRAL, GUNNER, CONTRACT, GIFT
  }

  /** Why an additional tax increase was revealed (Yucata Y3, Y4). */
  enum ExtraTaxReason {
    PILES_EMPTY, SECOND_RESHUFFLE
  }

  /** How a Trade &amp; Hire slot ended. */
  enum SlotEnd {
    /** The player passed. */
    PASSED,
    /** Nothing more to take (allowance used up or harbour empty). */
    DONE,
    /** Yucata: the player could take no card at all (§4.4). */
    SKIPPED,
    /** V1: automatic passing (§8). */
    AUTO_PASSED
  }

  /** Why the end of the game was triggered. */
  enum EndReason {
    /** A player reached the influence target (§6, V2, V3). */
    TARGET,
    /** ENGINE DECISION: no card could be revealed, the game is stuck. */
    STALLED,
    /** ENGINE DECISION: the round limit was reached. */
    ROUND_LIMIT
  }

  /** A player's turn began. */
  record TurnStarted(int seat, int round) implements PortRoyalEvent {}

  /** The discard pile was shuffled into a new draw pile, the {@code shuffles}-th of the game. */
  @JsonSubTypes(@JsonSubTypes.Type(value = Reshuffled.class, names = {"Reshuffled", "DrawPileRebuilt"}))
  record Reshuffled(int cards, @JsonAlias("epoch") int shuffles) implements PortRoyalEvent {}

  /** The active player revealed a card. */
  record CardRevealed(int seat, Card card) implements PortRoyalEvent {}

  /**
   * A tax increase is resolved (§4.3) in {@code seat}'s turn, as unterwegs' {@code TaxResolved(seat,
   * extra)}: the tax card just revealed, or ({@code extra}) Yucata's additional tax (Y3/Y4), which
   * was {@code ExtraTaxRevealed(kind, reason)} until 26 Nov 2026.
   *
   * @param kind most swords or fewest influence get the bonus coin
   * @param reason why an extra tax came; null for a tax card
   */
  record TaxResolved(int seat, boolean extra, TaxKind kind, ExtraTaxReason reason) implements PortRoyalEvent {}

  /** A player with 12 or more coins lost half of them to the discard pile (§4.3), as unterwegs' {@code TaxPaid}. */
  record TaxPaid(int seat, CardBag coins) implements PortRoyalEvent {}

  /** A player received coins; {@code missing} could not be paid because both piles were empty (Y2). */
  record CoinsReceived(int seat, Source source, int coins, int missing) implements PortRoyalEvent {}

  /** A non-active player paid the active player 1 coin for a card (§4.4). */
  @JsonSubTypes(@JsonSubTypes.Type(value = SurchargePaid.class, names = {"SurchargePaid", "CoinPaid"}))
  record SurchargePaid(int from, int to) implements PortRoyalEvent {}

  /** The active player repelled the ship (§4.1). */
  record ShipRepelled(int seat, Card ship) implements PortRoyalEvent {}

  /** The repelled ship was set aside for Piratenpack (§10.5.10). */
  record ShipSetAside(int seat, Card ship) implements PortRoyalEvent {}

  /** The ship went into the harbour. */
  record ShipAccepted(int seat, Card ship) implements PortRoyalEvent {}

  /** A second ship of a colour: the harbour went to the discard pile (§4.2). */
  record Busted(int seat, Card ship, CardBag discarded) implements PortRoyalEvent {}

  /** Discover ended; the active player may take {@code allowance} cards before Governors (§4.4). */
  record DiscoverEnded(int seat, int colours, int allowance) implements PortRoyalEvent {}

  /** A player's Trade &amp; Hire slot began; he may take {@code allowance} cards. */
  record SlotStarted(int seat, int allowance) implements PortRoyalEvent {}

  /** A player's Trade &amp; Hire slot ended. */
  record SlotEnded(int seat, SlotEnd how) implements PortRoyalEvent {}

  /**
   * A player traded a ship; {@code declined}: he declined its coins (§10.5.7); {@code tucked}: it went
   * under his Wholesaler of its colour instead of onto the discard pile (unterwegs §4), as unterwegs'
   * {@code ShipTraded(seat, ship, tucked)} says. Until 26 Nov 2026 a tuck was a separate event
   * {@code ShipTucked(seat, ship)} after the trade's coins; JSON of a {@code ShipTraded} without
   * {@code tucked} still reads (as not tucked), a {@code ShipTucked} no longer does.
   */
  record ShipTraded(int seat, Card ship, boolean declined, boolean tucked) implements PortRoyalEvent {

    /** The trade's fields as JSON writes them. */
    private record Fields(int seat, Card ship, boolean declined, boolean tucked) {}

    /** Reads a trade, also one written before the {@code tucked} field existed. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static ShipTraded read(ObjectNode json) throws JsonProcessingException {
      ObjectNode o = json.deepCopy();
      if (!o.has("tucked")) {
        o.put("tucked", false);
      }
      Fields f = Json.mapper().treeToValue(o, Fields.class);
      return new ShipTraded(f.seat(), f.ship(), f.declined(), f.tucked());
    }
  }

  /** A player hired a person, spending these coins. */
  record PersonHired(int seat, Card person, CardBag coins) implements PortRoyalEvent {}

  /** The trader of a gift ship gave another player its coin (§10.2). */
  record GiftGiven(int from, int to) implements PortRoyalEvent {}

  /** The active player claimed an expedition, discarding these persons (§4.1.3). */
  record ExpeditionClaimed(int seat, Card expedition, CardBag persons) implements PortRoyalEvent {}

  /** What was left in the harbour went to the discard pile. */
  record HarborCleared(CardBag cards) implements PortRoyalEvent {}

  /** A player's cube moved to a contract's progress field {@code step} (§10.5). */
  record ContractProgressed(int seat, Contract contract, int step) implements PortRoyalEvent {}

  /** A player completed a contract on reward field {@code field} (0 = first), with its bonus influence. */
  record ContractCompleted(int seat, Contract contract, int field, int influence) implements PortRoyalEvent {}

  /** A player let a contract chance go by. */
  record ContractSkipped(int seat, Vector<Contract> contracts) implements PortRoyalEvent {}

  /** The end was triggered; the round is played out (§6). */
  record EndTriggered(int seat, EndReason reason) implements PortRoyalEvent {}

  /** The game is over. */
  record GameEnded(Vector<Integer> influence, Vector<Integer> coins, Vector<Integer> ranks) implements PortRoyalEvent {}
}
