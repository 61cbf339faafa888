package org.spielwerk.portroyal;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.Outcome;

/** Influence, the final ranking (§6, V2) and the greedy agent's heuristic. */
final class Scoring {
  private Scoring() {}

  /** §10.5.3: the 2nd completed contract is worth 1 influence, the 3rd 2 more. */
  static int contractInfluence(int completed) {
    return (completed >= 2 ? 1 : 0) + (completed >= 3 ? 2 : 0);
  }

  /** Influence from its sources: display (persons and expeditions), tucked ships, contracts. */
  static int influence(CardTable table, PortRoyalPlayer player, int contractsCompleted) {
    int sum = 0;
    CardBag display = player.display();
    for (int o = display.first(); o >= 0; o = display.next(o)) {
      sum += display.count(o) * table.influence(Card.VALUES[o]);
    }
    return sum + player.tucked().size() + contractInfluence(contractsCompleted);
  }

  /** Swords from their sources: the Sailors and Pirates of the display. */
  static int swords(CardTable table, PortRoyalPlayer player) {
    int sum = 0;
    CardBag display = player.display();
    for (int o = display.first(); o >= 0; o = display.next(o)) {
      Card card = Card.VALUES[o];
      if (card.isPerson()) {
        sum += display.count(o) * table.swords(card);
      }
    }
    return sum;
  }

  static int contractsCompleted(PortRoyalState state, int seat) {
    int done = 0;
    for (ContractState cs : state.contracts()) {
      if (cs.completedBy(seat)) {
        done++;
      }
    }
    return done;
  }

  static boolean hasExpedition(PortRoyalPlayer player) {
    CardBag display = player.display();
    for (int o = display.first(); o >= 0; o = display.next(o)) {
      if (Card.VALUES[o].kind() == Kind.EXPEDITION) {
        return true;
      }
    }
    return false;
  }

  /**
   * §6: most influence, then most coins; still tied, a shared place. V2: every player with an
   * expedition ranks above every player without one.
   */
  static List<Integer> ranks(PortRoyalState state) {
    int n = state.playerCount();
    long[] keys = new long[n];
    for (int s = 0; s < n; s++) {
      PortRoyalPlayer p = state.player(s);
      long expedition = state.options().expeditionRequired() && hasExpedition(p) ? 1 : 0;
      keys[s] = (expedition << 40) | ((long) p.influence() << 20) | p.coinCount();
    }
    List<Integer> ranks = new ArrayList<>(n);
    for (int s = 0; s < n; s++) {
      int better = 0;
      for (int other = 0; other < n; other++) {
        if (keys[other] > keys[s]) {
          better++;
        }
      }
      ranks.add(better);
    }
    return ranks;
  }

  static Outcome outcome(PortRoyalState state) {
    List<Integer> scores = new ArrayList<>(state.playerCount());
    for (PortRoyalPlayer p : state.players()) {
      scores.add(p.influence());
    }
    return new Outcome(scores, ranks(state));
  }

  /**
   * A cheap positional score for the greedy agent: influence is worth a bit more than what it costs
   * to buy (3.5 coins a point), coins beyond the tax threshold less, lasting abilities a little; the
   * active player's harbour counts with the ships he may still take; the best opponent's worth
   * counts against it.
   */
  static double value(CardTable table, PortRoyalState state, int seat) {
    double best = Double.NEGATIVE_INFINITY;
    double own = 0;
    for (int s = 0; s < state.playerCount(); s++) {
      double worth = worth(table, state, s);
      if (s == seat) {
        own = worth;
      } else {
        best = Math.max(best, worth);
      }
    }
    return own + harborPotential(table, state, seat) - 0.5 * best;
  }

  /** The coins of the best ships the active player may still take this turn, discounted. */
  private static double harborPotential(CardTable table, PortRoyalState state, int seat) {
    if (state.active() != seat) {
      return 0;
    }
    int cards;
    switch (state.phase()) {
      case Phase.Discover d -> {
        int colours = Integer.bitCount(colours(state.harbor()));
        cards = colours <= 3 ? 1 : colours - 2;
      }
      case Phase.RepelOrAccept r -> {
        int colours = Integer.bitCount(colours(state.harbor()));
        cards = colours <= 3 ? 1 : colours - 2;
      }
      case Phase.TradeAndHire th -> cards = th.slot() == 0 ? th.allowance() : 0;
      case Phase.GiftRecipient g -> cards = 0;
      case Phase.TurnOver x -> cards = 0;
      case Phase.GameOver x -> cards = 0;
    }
    // the harbour never holds two ships of one colour
    cards = Math.min(cards, Colour.VALUES.length);
    if (cards <= 0) {
      return 0;
    }
    int[] best = new int[cards];
    CardBag h = state.harbor();
    for (int o = h.first(); o >= 0; o = h.next(o)) {
      Card card = Card.VALUES[o];
      if (!card.isShip()) {
        continue;
      }
      int coins = table.coins(card);
      for (int k = h.count(o); k > 0; k--) {
        int i = cards - 1;
        if (coins > best[i]) {
          while (i > 0 && best[i - 1] < coins) {
            best[i] = best[i - 1];
            i--;
          }
          best[i] = coins;
        }
      }
    }
    int sum = 0;
    for (int c : best) {
      sum += c;
    }
    return 0.8 * sum;
  }

  private static int colours(CardBag bag) {
    int colours = 0;
    for (int o = bag.first(); o >= 0; o = bag.next(o)) {
      Card card = Card.VALUES[o];
      if (card.isShip()) {
        colours |= 1 << card.colour().ordinal();
      }
    }
    return colours;
  }

  private static double worth(CardTable table, PortRoyalState state, int seat) {
    PortRoyalPlayer p = state.player(seat);
    int coins = p.coinCount();
    double value = 3.5 * p.influence() + Math.min(coins, 11) + 0.4 * Math.max(0, coins - 11);
    value += 0.4 * Math.min(p.swords(), 6);
    CardBag display = p.display();
    for (int o = display.first(); o >= 0; o = display.next(o)) {
      Card card = Card.VALUES[o];
      if (!card.isPerson()) {
        continue;
      }
      int k = display.count(o);
      value += k * switch (card.ability()) {
        case GOVERNOR -> 2.0;
        case ADMIRAL, MADEMOISELLE, GUNNER, CLERK -> 0.8;
        case JESTER, TRADER, VICE_ADMIRAL, WHOLESALER -> 0.5;
        case SETTLER, CAPTAIN, PRIEST, JACK_OF_ALL_TRADES -> 0.6;
        case SAILOR, PIRATE, PASSENGER -> 0.0;
      };
    }
    return value;
  }
}
