package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BidBecameDebt;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusAttached;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.GameEnded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.HandDealt;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootRevealed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RoundEnded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RoundStarted;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.SeatScored;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrickCardsDealt;

/** Setup (§2), the start of a round (§3.1-3.2) and its end (§3.6-3.7), the end of the game (§6). */
final class RoundRules {
  private RoundRules() {}

  /** §2: the loot deck with „1 Karte umlegen" at the bottom, the bonus pile, a random first dealer. */
  static PortRoyalSticheState setup(PortRoyalSticheOptions options, int players, long seed) {
    RandomSource random = Rng.seeded(seed).source();
    List<Loot> loot = new ArrayList<>(Loot.values().length);
    for (Loot card : Loot.values()) {
      if (card != Loot.MOVE_ONE) {
        loot.add(card);
      }
    }
    Vector<Loot> lootDeck = random.shuffleToVector(loot).append(Loot.MOVE_ONE);
    Vector<Bonus> bonusDeck = random.shuffleToVector(List.of(Bonus.values()));
    int dealer = random.nextInt(players);
    PortRoyalSticheState state = new PortRoyalSticheState(
        options, 1, dealer, Vector.fill(players, Player.START), lootDeck, LootSet.EMPTY, Option.none(),
        BonusSet.EMPTY, bonusDeck, LootSet.EMPTY, -1, 0, false, Option.none(), TrickSet.EMPTY,
        TrickSet.EMPTY, TrickSet.EMPTY, 0, BonusSet.EMPTY, new Phase.GameOver(), random.toRng());
    // the placeholder phase is replaced at once: the first round starts with the deal and the auction
    return startRound(state, EventSink.ignore());
  }

  /**
   * §3.1-3.2: turn loot cards face up until 9 lie on display, deal 8 trick cards to each seat and lay
   * the last 2 face up; the auction opens left of the dealer.
   */
  static PortRoyalSticheState startRound(PortRoyalSticheState state, EventSink<PortRoyalSticheEvent> events) {
    events.add(new RoundStarted(state.round(), state.dealer()));
    int reveal = Cards.DISPLAY - state.display().size();
    LootSet revealed = LootSet.of(state.lootDeck().take(reveal).toJavaArray(Loot[]::new));
    events.add(new LootRevealed(revealed));
    return deal(state, state.display().union(revealed), state.lootDeck().drop(reveal), events);
  }

  /** §3.2: the dealer shuffles the deck for the player count, deals 8 each and lays 2 face up. */
  private static PortRoyalSticheState deal(PortRoyalSticheState state, LootSet display, Vector<Loot> lootDeck,
      EventSink<PortRoyalSticheEvent> events) {
    int players = state.playerCount();
    RandomSource random = state.rng().source();
    TrickSet deck = Cards.trickDeck(players);
    TrickCard[] cards = deck.toList().toArray(new TrickCard[0]);
    for (int i = cards.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      TrickCard swap = cards[i];
      cards[i] = cards[j];
      cards[j] = swap;
    }
    // the seats are built in an array and made a vector once (a Vector.update per seat copies more)
    Player[] dealt = state.players().toJavaArray(Player[]::new);
    for (int i = 0; i < players; i++) {
      int seat = (state.dealer() + 1 + i) % players;
      long hand = 0;
      for (int k = 0; k < Cards.HAND; k++) {
        hand |= cards[i * Cards.HAND + k].bit();
      }
      dealt[seat] = dealt[seat].withHand(new TrickSet(hand));
    }
    Vector<Player> seats = Vector.of(dealt);
    TrickSet faceUp = TrickSet.of(cards[cards.length - 2], cards[cards.length - 1]);
    events.add(new TrickCardsDealt(state.dealer(), faceUp));
    for (int seat = 0; seat < players; seat++) {
      events.add(new HandDealt(seat, seats.get(seat).hand()));
    }
    // one copy of the state for the whole deal
    return new PortRoyalSticheState(state.options(), state.round(), state.dealer(), seats, lootDeck, display,
        state.bonusCarrier(), state.bonusUnder(), state.bonusDeck(), state.lootOut(), state.holder(), state.bid(),
        state.repaid(), state.trump(), faceUp, state.aside(), state.played(), state.tricksDone(), state.pendingBonus(),
        new Phase.Auction(state.left(state.dealer()), -1, 0, 0), random.toRng());
  }

  /**
   * After the 8th trick: an unpaid bid becomes debt in full (§3.6); after round 6 the game is scored,
   * otherwise the clean-up (§3.7) and the next round.
   */
  static PortRoyalSticheState endRound(PortRoyalSticheState state, EventSink<PortRoyalSticheEvent> events) {
    if (state.bid() > 0) {
      int holder = state.holder();
      int debt = state.player(holder).debt() + state.bid();
      events.add(new BidBecameDebt(holder, state.bid(), debt));
      state = state.withPlayer(holder, state.player(holder).withDebt(debt)).withBid(0);
    }
    events.add(new RoundEnded(state.round()));
    if (state.round() == Cards.ROUNDS) {
      return endGame(state, events);
    }
    return startRound(cleanUp(state, events), events);
  }

  /**
   * §3.7: the top bonus card goes face down under the one loot card left over (joining any bonus cards
   * already there); trick cards are collected, trump and markers cleared; the right-hand neighbour deals.
   */
  private static PortRoyalSticheState cleanUp(PortRoyalSticheState state, EventSink<PortRoyalSticheEvent> events) {
    Loot leftover = state.display().single();
    Bonus top = state.bonusDeck().head();
    BonusSet under = state.bonusUnder().with(top);
    events.add(new BonusAttached(leftover, under.size()));
    Player[] seats = state.players().toJavaArray(Player[]::new);
    for (int seat = 0; seat < seats.length; seat++) {
      Player p = seats[seat];
      seats[seat] = new Player(p.debt(), TrickSet.EMPTY, p.ships(), ColourSet.EMPTY, ColourSet.EMPTY, p.keptRemoveOne(),
          p.removedBonus());
    }
    // one copy of the state instead of a chain of withers
    return new PortRoyalSticheState(state.options(), state.round() + 1, state.right(state.dealer()), Vector.of(seats),
        state.lootDeck(), state.display(), Option.some(leftover), under, state.bonusDeck().tail(), state.lootOut(), -1,
        state.bid(), false, Option.none(), TrickSet.EMPTY, TrickSet.EMPTY, TrickSet.EMPTY, 0, state.pendingBonus(),
        state.phase(), state.rng());
  }

  /** §6: the leftover card and unused bonus cards stay on the table; every seat is scored. */
  private static PortRoyalSticheState endGame(PortRoyalSticheState state, EventSink<PortRoyalSticheEvent> events) {
    Integer[] totals = new Integer[state.playerCount()];
    int best = Integer.MIN_VALUE;
    for (int seat = 0; seat < totals.length; seat++) {
      int total = Scoring.total(state, seat);
      // the ships' scores are for the event only: play, whose sink ignores it, does not work them out
      if (events != EventSink.<PortRoyalSticheEvent>ignore()) {
        events.add(new SeatScored(seat, Scoring.ships(state, seat), state.player(seat).debt(), total));
      }
      totals[seat] = total;
      best = Math.max(best, total);
    }
    Vector<Integer> winners = Vector.empty();
    for (int seat = 0; seat < totals.length; seat++) {
      if (totals[seat] == best) {
        winners = winners.append(seat);
      }
    }
    events.add(new GameEnded(Vector.of(totals), winners));
    return state.withPhase(new Phase.GameOver());
  }
}
