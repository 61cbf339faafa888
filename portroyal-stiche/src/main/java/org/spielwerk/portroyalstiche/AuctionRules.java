package org.spielwerk.portroyalstiche;

import java.util.List;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BidMade;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.FaceUpCardsTaken;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.Passed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PrivilegesWon;

/** The auction of the privileges (§4.1). */
final class AuctionRules {
  private AuctionRules() {}

  static final String BID_RULE = "Bidding (§4.1)";
  static final String CAP_RULE = "Debt cap (§4.1, §8.2)";

  /** The lowest bid allowed: one more than the highest bid (the first bid is at least 1). */
  static int minBid(Phase.Auction auction) {
    return auction.highBid() + 1;
  }

  /** The highest bid a seat may make: its debt plus its bid never exceed 19. */
  static int maxBid(PortRoyalSticheState state, int seat) {
    return Cards.DEBT_CAP - state.player(seat).debt();
  }

  static PortRoyalSticheState bid(
      PortRoyalSticheState state, Phase.Auction auction, int tons, EventSink<PortRoyalSticheEvent> events) {
    int seat = auction.toAct();
    if (tons < minBid(auction)) {
      throw new IllegalActionException(BID_RULE,
          "a bid must be a whole number of tons higher than the highest bid (" + auction.highBid() + "), not " + tons);
    }
    if (tons > maxBid(state, seat)) {
      throw new IllegalActionException(CAP_RULE, "debt " + state.player(seat).debt() + " plus bid " + tons
          + " would exceed 19; the highest bid allowed is " + maxBid(state, seat));
    }
    events.add(new BidMade(seat, tons));
    return next(state, new Phase.Auction(seat, seat, tons, auction.passed()), events);
  }

  static PortRoyalSticheState pass(PortRoyalSticheState state, Phase.Auction auction, EventSink<PortRoyalSticheEvent> events) {
    int seat = auction.toAct();
    events.add(new Passed(seat));
    return next(state, new Phase.Auction(seat, auction.highBidder(), auction.highBid(),
        auction.passed() | (1 << seat)), events);
  }

  /**
   * The turn goes clockwise to the next seat that has not passed. The auction ends when every seat but
   * the highest bidder has passed, or when every seat passed without a bid: then the dealer holds the
   * privileges for 0 (§4.1, §8.17).
   */
  private static PortRoyalSticheState next(
      PortRoyalSticheState state, Phase.Auction auction, EventSink<PortRoyalSticheEvent> events) {
    int players = state.playerCount();
    int active = players - Integer.bitCount(auction.passed());
    if (active == 0) {
      return award(state, state.dealer(), 0, events);
    }
    if (active == 1 && auction.highBidder() >= 0) {
      return award(state, auction.highBidder(), auction.highBid(), events);
    }
    int seat = state.left(auction.toAct());
    while (auction.hasPassed(seat)) {
      seat = state.left(seat);
    }
    return state.withPhase(new Phase.Auction(seat, auction.highBidder(), auction.highBid(), auction.passed()));
  }

  /** The holder gets the privileges; his bid is pending (black cube), his debt cube stays (§4.1). */
  private static PortRoyalSticheState award(
      PortRoyalSticheState state, int holder, int bid, EventSink<PortRoyalSticheEvent> events) {
    events.add(new PrivilegesWon(holder, bid));
    events.add(new FaceUpCardsTaken(holder, state.faceUp()));
    Player player = state.player(holder);
    return state
        .withHolder(holder)
        .withBid(bid)
        .withPlayer(holder, player.withHand(player.hand().union(state.faceUp())))
        .withPhase(new Phase.Exchange(holder));
  }
}
