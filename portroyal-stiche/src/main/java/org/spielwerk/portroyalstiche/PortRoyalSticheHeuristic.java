package org.spielwerk.portroyalstiche;

/**
 * A cheap positional score for the greedy agent: a seat's projected final total (ships as they would
 * score now, minus debt and a pending bid) plus rough values for what is still in play (the privileges
 * while bidding, a trick it is winning, strong cards in hand), minus the best opponent's projection.
 */
final class PortRoyalSticheHeuristic {
  private PortRoyalSticheHeuristic() {}

  /** What the privileges are worth while bidding, in tons (a guess, tuned by nothing but sense). */
  private static final double PRIVILEGES = 5.0;
  private static final double KEPT_REMOVE_ONE = 2.0;
  private static final double WINNING_TRICK = 0.6;
  private static final double LEADING = 0.3;

  static double value(PortRoyalSticheState state, int seat) {
    double best = Double.NEGATIVE_INFINITY;
    for (int other = 0; other < state.playerCount(); other++) {
      if (other != seat) {
        best = Math.max(best, estimate(state, other));
      }
    }
    return estimate(state, seat) - best;
  }

  private static double estimate(PortRoyalSticheState state, int seat) {
    Player player = state.player(seat);
    double value = Scoring.total(state, seat);
    if (state.holder() == seat) {
      value -= state.bid();
    }
    if (player.keptRemoveOne()) {
      value += KEPT_REMOVE_ONE;
    }
    value += handStrength(state, player.hand());
    switch (state.phase()) {
      case Phase.Auction auction -> {
        if (auction.highBidder() == seat) {
          value += PRIVILEGES - auction.highBid();
        }
      }
      case Phase.PrizeChoice choice -> {
        if (choice.leader() == seat) {
          double bestPrize = 0;
          for (long rest = state.display().bits(); rest != 0; rest &= rest - 1) {
            bestPrize = Math.max(bestPrize, prizeGain(state, seat, Loot.of(Long.numberOfTrailingZeros(rest))));
          }
          value += LEADING * bestPrize;
        }
      }
      case Phase.TrickPlay play -> value += trickShare(state, play.trick(), seat);
      case Phase.Penalty penalty -> value += trickShare(state, penalty.trick(), seat);
      case Phase.Spoils spoils -> {
        if (spoils.winner() == seat) {
          value += state.pendingBonus().value();
          if (spoils.loot().isDefined()) {
            value += prizeGain(state, seat, spoils.loot().get());
          }
        }
      }
      case Phase.Exchange e -> {
        // the hand's strength already counts
      }
      case Phase.TrumpChoice t -> {
        // idem
      }
      case Phase.LeaderChoice l -> {
        // idem
      }
      case Phase.NextLeaderChoice n -> {
        // idem
      }
      case Phase.GameOver g -> {
        // the total is final
      }
    }
    return value;
  }

  /** The expected share of the current trick's prize: a part of it while winning, a bit for leading. */
  private static double trickShare(PortRoyalSticheState state, Trick trick, int seat) {
    if (trick.plays().isEmpty()) {
      return trick.leader() == seat ? LEADING * prizeGain(state, seat, trick.prize()) : 0;
    }
    return trick.winner(state.trumpColour()) == seat ? WINNING_TRICK * prizeGain(state, seat, trick.prize()) : 0;
  }

  /** Trumps and Klabautermann cards win tricks; high cards of other colours a little. */
  private static double handStrength(PortRoyalSticheState state, TrickSet hand) {
    Colour trump = state.trumpColour();
    double strength = 0;
    for (long rest = hand.bits(); rest != 0; rest &= rest - 1) {
      TrickCard card = TrickCard.of(Long.numberOfTrailingZeros(rest));
      double weight = card.isKlabautermann() ? 0.3 : card.colour() == trump ? 0.35 : trump == null ? 0.15 : 0.08;
      strength += weight * card.value();
    }
    return strength;
  }

  /** How much a loot card (and any bonus under it) would add to the seat's score now. */
  private static double prizeGain(PortRoyalSticheState state, int seat, Loot loot) {
    double bonus = state.bonusCarrier().isDefined() && state.bonusCarrier().get() == loot
        ? 3.5 * state.bonusUnder().size() : 0;
    return bonus + switch (loot.kind()) {
      case SIMPLE -> gainOn(state, seat, loot, loot.good());
      case SPECIAL -> {
        double best = Double.NEGATIVE_INFINITY;
        for (Good ship : Good.values()) {
          best = Math.max(best, gainOn(state, seat, loot, ship));
        }
        yield Math.max(0, best);
      }
      case REMOVE_ONE -> KEPT_REMOVE_ONE;
      case MOVE_ONE -> 1.0;
    };
  }

  private static double gainOn(PortRoyalSticheState state, int seat, Loot loot, Good good) {
    Ship ship = state.player(seat).ship(good);
    int before = Scoring.ship(good, ship, state.playerCount(), state.options()).score();
    int after = Scoring.ship(good, ship.withLoot(ship.loot().with(loot)), state.playerCount(), state.options()).score();
    return after - before;
  }
}
