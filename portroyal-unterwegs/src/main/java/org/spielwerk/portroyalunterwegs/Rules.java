package org.spielwerk.portroyalunterwegs;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.portroyalunterwegs.Phase.Discover;
import org.spielwerk.portroyalunterwegs.Phase.GameOver;
import org.spielwerk.portroyalunterwegs.Phase.RepelOrAccept;
import org.spielwerk.portroyalunterwegs.Phase.TradeAndHire;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.Busted;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.CardRevealed;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.CoinsReceived;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.DiscoverEnded;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.EndTriggered;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.GameEnded;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.HarborCleared;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.PersonArrived;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.PersonHired;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.Reshuffled;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.ShipAccepted;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.ShipRepelled;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.ShipTraded;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.SlotEnded;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.SurchargePaid;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.TaxPaid;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.TaxResolved;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent.TurnStarted;

/**
 * The rules of Port Royal unterwegs as pure functions, one per rule of the spec, each taking a state
 * and returning the next. Each takes an {@link EventSink} last and reports what happened to it
 * unconditionally: {@link PortRoyalUnterwegs#apply} collects the events
 * ({@link EventSink#into}), {@link PortRoyalUnterwegs#play} ignores them ({@link EventSink#ignore()}),
 * so both run one code path and no rule asks whether anybody listens. The predicates at the top decide
 * legality for both {@code legalActions} and {@code apply}.
 */
final class Rules {
  private Rules() {}

  static final int TAX_THRESHOLD = 9;
  static final int TAX_KEEP = 8;

  // ---- legality, shared by legalActions and apply ------------------------------------------

  /** Discover (§3, U-Q2): a card can be revealed, or a virtual tax when both piles are empty. */
  static boolean canReveal(UnterwegsState s) {
    return !s.draw().isEmpty() || !s.discard().isEmpty()
        || s.options().extraTaxWhenPilesEmpty() == UnterwegsOptions.ExtraTaxWhenEmpty.WHEN_REVEALING;
  }

  /** Repel (§3): not a skull ship, and the active player's swords reach the ship's. */
  static boolean canRepel(UnterwegsState s, Card.Ship ship) {
    return !ship.skull() && s.player(s.active()).swords() >= ship.swords();
  }

  /**
   * Accept (§3, Audit U-Q1): a ship can always be accepted (a second ship of a colour busts), except
   * that with {@code mustRepelDuplicates} on a ship that would bust must be repelled when it can be.
   */
  static boolean canAccept(UnterwegsState s, Card.Ship ship) {
    return !s.options().mustRepelDuplicates() || !hasShipOfColour(s.harbor(), ship.colour()) || !canRepel(s, ship);
  }

  /** A revealed ship waits for the active player's decision exactly when he has a choice. */
  static boolean waitsForDecision(UnterwegsState s, Card.Ship ship) {
    return canRepel(s, ship) && canAccept(s, ship);
  }

  /**
   * Trade &amp; Hire (§3): whether {@code seat} can take {@code card} now. A person costs its price,
   * plus the 1-coin surcharge for a non-active player, paid from coins held before. A ship is free
   * for the active player; a non-active player pays the surcharge, possibly from the ship's income,
   * so he cannot take a ship that would bring him no coin while he has none (§6.8).
   */
  static boolean canTake(UnterwegsState s, int seat, Card card) {
    boolean active = seat == s.active();
    UnterwegsPlayer player = s.player(seat);
    return switch (card) {
      case Card.Person person -> player.coinCount() >= person.cost() + (active ? 0 : 1);
      case Card.Ship ship -> active || player.coinCount() + income(s, player, ship) >= 1;
      case Card.Tax tax -> false;
    };
  }

  /** Coins a trade would bring: as many as the piles hold (Y2), the ship counted unless tucked (§4). */
  static int income(UnterwegsState s, UnterwegsPlayer player, Card.Ship ship) {
    int available = s.draw().size() + s.discard().size() + (player.hasWholesaler(ship.colour()) ? 0 : 1);
    return Math.min(ship.coins(), available);
  }

  static boolean canTakeAny(UnterwegsState s, int seat) {
    Vector<Card> harbor = s.harbor();
    for (int i = 0; i < harbor.size(); i++) {
      if (canTake(s, seat, harbor.get(i))) {
        return true;
      }
    }
    return false;
  }

  /** Trade &amp; Hire (§3, Audit Q2): a slot may end without a card, unless option b binds the active player. */
  static boolean canPass(UnterwegsState s, TradeAndHire slot) {
    return slot.slot() != 0 || slot.taken() > 0 || !s.options().activeMustTake();
  }

  // ---- Discover ------------------------------------------------------------------------------

  /** Discover (§3): reveal the top card and resolve it by its type. */
  static UnterwegsState reveal(UnterwegsState s, EventSink<UnterwegsEvent> events) {
    if (s.draw().isEmpty()) {
      if (s.discard().isEmpty()) {
        return revealVirtualTax(s, events);
      }
      s = reshuffle(s, events);
    }
    Card card = s.draw().head();
    events.add(new CardRevealed(s.active(), card));
    return switch (card) {
      case Card.Person person -> {
        events.add(new PersonArrived(person));
        yield change(s).draw(s.draw().tail()).harbor(s.harbor().append(person)).phase(new Discover(true)).build();
      }
      case Card.Tax tax -> {
        UnterwegsState taxed = resolveTax(s.withDraw(s.draw().tail()), false, events);
        yield taxed.withDiscard(taxed.discard().prepend(tax)).withPhase(new Discover(true));
      }
      case Card.Ship ship -> shipRevealed(s, s.draw().tail(), ship, events);
    };
  }

  /**
   * Audit U-Q2 reading (a): with both piles empty a virtual tax is revealed instead; if the piles are
   * still empty afterwards, nothing more can be revealed and Discover ends.
   */
  private static UnterwegsState revealVirtualTax(UnterwegsState s, EventSink<UnterwegsEvent> events) {
    s = resolveTax(s, true, events).withPhase(new Discover(true));
    return s.draw().isEmpty() && s.discard().isEmpty() ? stop(s, events) : s;
  }

  /**
   * Discover (§3): a revealed ship waits for the repel decision when repelling is possible; otherwise
   * it is accepted. With {@code mustRepelDuplicates} on (Audit Q1 b) a ship that would bust is repelled
   * whenever it can be.
   */
  private static UnterwegsState shipRevealed(UnterwegsState s, List<Card> draw, Card.Ship ship,
      EventSink<UnterwegsEvent> events) {
    // the draw pile without the ship goes into the one new state the decision makes
    boolean repellable = canRepel(s, ship);
    if (repellable && canAccept(s, ship)) {
      return change(s).draw(draw).phase(new RepelOrAccept(ship)).build();
    }
    return repellable ? repel(s, draw, ship, events) : accept(s, draw, ship, events);
  }

  /** Repel (§3): the ship goes onto the discard pile; swords are not used up, nobody gets coins. */
  static UnterwegsState repel(UnterwegsState s, Card.Ship ship, EventSink<UnterwegsEvent> events) {
    return repel(s, s.draw(), ship, events);
  }

  private static UnterwegsState repel(UnterwegsState s, List<Card> draw, Card.Ship ship,
      EventSink<UnterwegsEvent> events) {
    events.add(new ShipRepelled(s.active(), ship, s.player(s.active()).swords()));
    return change(s).draw(draw).discard(s.discard().prepend(ship)).phase(new Discover(true)).build();
  }

  /** Discover (§3): the ship goes into the harbor, or busts the turn if its colour is there already. */
  static UnterwegsState accept(UnterwegsState s, Card.Ship ship, EventSink<UnterwegsEvent> events) {
    return accept(s, s.draw(), ship, events);
  }

  private static UnterwegsState accept(UnterwegsState s, List<Card> draw, Card.Ship ship,
      EventSink<UnterwegsEvent> events) {
    if (hasShipOfColour(s.harbor(), ship.colour())) {
      return bust(s, draw, ship, events);
    }
    events.add(new ShipAccepted(s.active(), ship));
    return change(s).draw(draw).harbor(s.harbor().append(ship)).phase(new Discover(true)).build();
  }

  /** Bust (§3): the whole harbor and the ship go onto the discard pile; no Trade &amp; Hire. */
  private static UnterwegsState bust(UnterwegsState s, List<Card> draw, Card.Ship ship,
      EventSink<UnterwegsEvent> events) {
    Vector<Card> harbor = s.harbor();
    if (kept(events)) {
      events.add(new Busted(s.active(), ship, harbor.append(ship)));
    }
    List<Card> discard = s.discard();
    for (int i = 0; i < harbor.size(); i++) {
      discard = discard.prepend(harbor.get(i));
    }
    return endTurn(s, draw, discard.prepend(ship), Vector.empty(), events);
  }

  /** Discover ends (§3): the active player's allowance follows from the ship colours in the harbor. */
  static UnterwegsState stop(UnterwegsState s, EventSink<UnterwegsEvent> events) {
    int colours = shipColours(s.harbor());
    int allowance = colours == 5 ? 3 : colours == 4 ? 2 : 1;
    events.add(new DiscoverEnded(s.active(), colours, allowance));
    return startSlot(s, 0, allowance, events);
  }

  // ---- Tax (§1.2) ----------------------------------------------------------------------------

  /**
   * Tax increase (§1.2): every player with 9 or more coins puts coins on the discard pile down to 8;
   * then every player tied for the fewest influence gets 1 coin. The reduction comes first (§6.6), so
   * its coins can be reshuffled into the bonus coins; the card itself is discarded by the caller
   * after the bonus, so it cannot be drawn as one of its own coins.
   */
  static UnterwegsState resolveTax(UnterwegsState s, boolean virtual, EventSink<UnterwegsEvent> events) {
    events.add(new TaxResolved(s.active(), virtual));
    int n = s.playerCount();
    for (int i = 0; i < n; i++) {
      int seat = (s.active() + i) % n;
      UnterwegsPlayer player = s.player(seat);
      int excess = player.coinCount() - TAX_KEEP;
      if (player.coinCount() >= TAX_THRESHOLD) {
        s = discardCoins(s, seat, excess, events);
      }
    }
    int fewest = Integer.MAX_VALUE;
    for (int seat = 0; seat < n; seat++) { // an index loop: a Vavr iterator is an allocation per call
      fewest = Math.min(fewest, s.player(seat).influence());
    }
    for (int i = 0; i < n; i++) {
      int seat = (s.active() + i) % n;
      if (s.player(seat).influence() == fewest) {
        s = drawCoins(s, seat, 1, events);
      }
    }
    return s;
  }

  // ---- Trade & Hire (§3, §4) -----------------------------------------------------------------

  /**
   * Starts the slot {@code slot} (0 = the active player) or, when a player can take nothing, skips
   * it (Yucata's interface rule; this edition has no start-of-slot abilities, so skipping changes
   * nothing). After the last slot the harbor is cleared and the turn ends.
   */
  static UnterwegsState startSlot(UnterwegsState s, int slot, int allowance, EventSink<UnterwegsEvent> events) {
    int n = s.playerCount();
    for (; slot < n; slot++, allowance = 1) {
      int seat = (s.active() + slot) % n;
      if (canTakeAny(s, seat)) {
        return s.withPhase(new TradeAndHire(slot, allowance, 0));
      }
      events.add(new SlotEnded(seat, 0, true));
    }
    return clearHarbor(s, events);
  }

  /** After a card is taken: the slot goes on while allowance and takeable cards remain. */
  static UnterwegsState cardTaken(UnterwegsState s, TradeAndHire slot, EventSink<UnterwegsEvent> events) {
    int seat = (s.active() + slot.slot()) % s.playerCount();
    TradeAndHire next = new TradeAndHire(slot.slot(), slot.allowance() - 1, slot.taken() + 1);
    if (next.allowance() > 0 && canTakeAny(s, seat)) {
      return s.withPhase(next);
    }
    return endSlot(s, next, events);
  }

  /** A slot ends, by choice or because nothing more can be taken; the next player's begins. */
  static UnterwegsState endSlot(UnterwegsState s, TradeAndHire slot, EventSink<UnterwegsEvent> events) {
    events.add(new SlotEnded((s.active() + slot.slot()) % s.playerCount(), slot.taken(), false));
    return startSlot(s, slot.slot() + 1, 1, events);
  }

  /**
   * Trade (§3, §4): the ship goes onto the discard pile and its coins are drawn; a player with a
   * Wholesaler of its colour draws the coins first and then tucks the ship, which never reaches the
   * discard pile. A non-active player then pays the active player 1 coin, possibly one just drawn.
   */
  static UnterwegsState trade(UnterwegsState s, int seat, Card.Ship ship, EventSink<UnterwegsEvent> events) {
    boolean tucked = s.player(seat).hasWholesaler(ship.colour());
    s = change(s).discard(tucked ? s.discard() : s.discard().prepend(ship)).harbor(removeOne(s.harbor(), ship))
        .quietTurns(tucked ? 0 : s.quietTurns()).build();
    s = drawCoins(s, seat, ship.coins(), tucked ? ship : null, events);
    events.add(new ShipTraded(seat, ship, tucked));
    s = paySurcharge(s, seat, events);
    return tucked ? checkEndTrigger(s, seat, events) : s;
  }

  /** Hire (§3): pay the cost onto the discard pile, take the person, then the surcharge if non-active. */
  static UnterwegsState hire(UnterwegsState s, int seat, Card.Person person, EventSink<UnterwegsEvent> events) {
    s = discardCoins(s.withHarbor(removeOne(s.harbor(), person)), seat, person.cost(), person, events);
    return checkEndTrigger(paySurcharge(s, seat, events), seat, events);
  }

  /** Surcharge (§3): a non-active player pays 1 coin to the active player for every card he takes. */
  private static UnterwegsState paySurcharge(UnterwegsState s, int seat, EventSink<UnterwegsEvent> events) {
    if (seat == s.active()) {
      return s;
    }
    RandomSource random = s.rng().source();
    UnterwegsPlayer payer = s.player(seat);
    UnterwegsPlayer active = s.player(s.active());
    int pick = random.nextInt(payer.coinCount());
    Coin coin = payer.coins().get(pick);
    events.add(new SurchargePaid(seat, s.active()));
    Vector<UnterwegsPlayer> seats = s.players().update(seat, payer.withCoins(UnterwegsPlayer.removeCoin(payer.coins(), pick)))
        .update(s.active(), active.withCoins(UnterwegsPlayer.addCoin(active.coins(), coin)));
    return change(s).players(seats).rng(random.toRng()).build();
  }

  /** End of Trade &amp; Hire (§3): the cards left in the harbor go onto the discard pile. */
  private static UnterwegsState clearHarbor(UnterwegsState s, EventSink<UnterwegsEvent> events) {
    if (!s.harbor().isEmpty()) {
      events.add(new HarborCleared(s.harbor()));
      List<Card> discard = s.discard();
      Vector<Card> harbor = s.harbor();
      for (int i = 0; i < harbor.size(); i++) {
        discard = discard.prepend(harbor.get(i));
      }
      return endTurn(s, s.draw(), discard, Vector.empty(), events);
    }
    return endTurn(s, events);
  }

  /**
   * Whether anybody keeps the events ({@code play}'s sink drops them). Only for the events whose fields cost
   * work of their own: the game's winners ({@link #gameOver} scores the game, about 5 KB per game, which made
   * {@code play} allocate 9% more per action), the coins paid ({@link #discardCoins}) and the busted harbor
   * ({@link #bust}). The JIT drops an unused event record, but not the work done for its fields. Every other
   * event is added unconditionally.
   */
  private static boolean kept(EventSink<UnterwegsEvent> events) {
    return events != EventSink.<UnterwegsEvent>ignore();
  }

  // ---- Coins and piles (§2, §3) --------------------------------------------------------------

  /**
   * Coins (§2): each coin is the top card of the draw pile, taken face down; an empty draw pile is
   * first rebuilt from the discard pile (§3); when both are empty the coin is not paid (§3, Y2).
   */
  static UnterwegsState drawCoins(UnterwegsState s, int seat, int count, EventSink<UnterwegsEvent> events) {
    return drawCoins(s, seat, count, null, events);
  }

  /**
   * {@link #drawCoins}, and then {@code tuck} (if not null) goes under the player's Wholesaler (§4):
   * the coins are drawn first, so the ship cannot be one of them.
   */
  private static UnterwegsState drawCoins(UnterwegsState s, int seat, int count, Card.Ship tuck,
      EventSink<UnterwegsEvent> events) {
    UnterwegsPlayer player = s.player(seat);
    List<Coin> coins = player.coins();
    List<Card> draw = s.draw();
    int received = 0;
    for (; received < count; received++) {
      if (draw.isEmpty()) {
        if (s.discard().isEmpty()) {
          break;
        }
        s = reshuffle(s.withDraw(draw), events);
        draw = s.draw();
      }
      coins = UnterwegsPlayer.addCoin(coins, new Coin(draw.head(), s.shuffles()));
      draw = draw.tail();
    }
    events.add(new CoinsReceived(seat, received, count - received));
    player = tuck == null ? player.withCoins(coins) : new UnterwegsPlayer(coins, player.display(), player.tucked().append(tuck));
    return change(s).draw(draw).players(s.players().update(seat, player)).build();
  }

  /**
   * Paying coins (§3, §1.2): coins go face up onto the discard pile. Nobody knows which card is which
   * coin, so the coins paid are drawn at random from the player's coins (always paying the newest
   * would let one card cycle between a hoard and the harbor for ever while the rest stay locked).
   */
  static UnterwegsState discardCoins(UnterwegsState s, int seat, int count, EventSink<UnterwegsEvent> events) {
    return count == 0 ? s : discardCoins(s, seat, count, null, events);
  }

  /**
   * {@link #discardCoins}, and then {@code hired} (if not null) joins the player's display (§3). The
   * coins are announced with the hire ({@code PersonHired}) or as a tax ({@code TaxPaid}), as in the base game.
   */
  private static UnterwegsState discardCoins(UnterwegsState s, int seat, int count, Card.Person hired,
      EventSink<UnterwegsEvent> events) {
    RandomSource random = s.rng().source();
    UnterwegsPlayer player = s.player(seat);
    List<Coin> coins = player.coins();
    List<Card> discard = s.discard();
    Card[] paid = kept(events) ? new Card[count] : null;
    for (int i = 0; i < count; i++) {
      int pick = random.nextInt(coins.size());
      Card card = coins.get(pick).card();
      if (paid != null) {
        paid[i] = card;
      }
      discard = discard.prepend(card);
      coins = UnterwegsPlayer.removeCoin(coins, pick);
    }
    if (paid != null && hired != null) {
      events.add(new PersonHired(seat, hired, Vector.of(paid)));
    } else if (paid != null && count > 0) {
      events.add(new TaxPaid(seat, Vector.of(paid)));
    }
    player = hired == null ? player.withCoins(coins) : new UnterwegsPlayer(coins, player.display().append(hired), player.tucked());
    return change(s).discard(discard).players(s.players().update(seat, player))
        .quietTurns(hired == null ? s.quietTurns() : 0).rng(random.toRng()).build();
  }

  /**
   * Reshuffle (§3): the discard pile, shuffled, becomes the new draw pile. Its cards are known to all
   * (they lay face up), so coins drawn from it start a new {@link Coin#shuffle()}.
   */
  static UnterwegsState reshuffle(UnterwegsState s, EventSink<UnterwegsEvent> events) {
    RandomSource random = s.rng().source();
    List<Card> draw = random.shuffle(s.discard());
    events.add(new Reshuffled(draw.size()));
    return change(s).draw(draw).shuffles(s.shuffles() + 1).discard(List.empty()).rng(random.toRng()).build();
  }

  // ---- End of turn and game (§5) -------------------------------------------------------------

  /**
   * End trigger (§5): checked whenever a player's influence grows, which only a hire or a tucked ship
   * can do, at once, in or out of his turn; influence never falls, so the trigger stays set.
   */
  static UnterwegsState checkEndTrigger(UnterwegsState s, int seat, EventSink<UnterwegsEvent> events) {
    if (s.endTriggered()) {
      return s;
    }
    int influence = s.player(seat).influence();
    if (influence >= s.options().influenceTarget()) {
      events.add(new EndTriggered(seat, influence));
      return s.withEndTriggered(true);
    }
    return s;
  }

  /**
   * End of a turn: once the end is triggered, the game ends after the turn of the player right of the
   * start player (§5, §6.9); otherwise the next player clockwise becomes active.
   */
  static UnterwegsState endTurn(UnterwegsState s, EventSink<UnterwegsEvent> events) {
    return endTurn(s, s.draw(), s.discard(), s.harbor(), events);
  }

  /**
   * {@link #endTurn} of {@code s} with its piles and harbor replaced first (a bust, a cleared harbor):
   * the common case, the next player's turn, makes one state for both.
   */
  private static UnterwegsState endTurn(UnterwegsState s, List<Card> draw, List<Card> discard, Vector<Card> harbor,
      EventSink<UnterwegsEvent> events) {
    boolean last = s.endTriggered() && s.active() == s.lastSeat();
    int quiet = s.quietTurns() + 1;
    if (last || quiet >= QUIET_TURN_LIMIT) {
      s = change(s).draw(draw).discard(discard).harbor(harbor).quietTurns(last ? s.quietTurns() : quiet).build();
      return gameOver(s, !last, events);
    }
    int next = (s.active() + 1) % s.playerCount();
    events.add(new TurnStarted(next));
    s = change(s).draw(draw).discard(discard).harbor(harbor).active(next).phase(new Discover(false)).quietTurns(quiet)
        .build();
    if (s.draw().isEmpty() && s.discard().isEmpty()
        && s.options().extraTaxWhenPilesEmpty() == UnterwegsOptions.ExtraTaxWhenEmpty.NEVER) {
      // Audit U-Q2 (b): nothing can be revealed, so every Discover from now on ends at once with an
      // empty harbor and nothing can ever change again: the game is stalled (see QUIET_TURN_LIMIT).
      return gameOver(s, true, events);
    }
    return s;
  }

  /**
   * ENGINE DECISION (the rules are silent): after this many turns in a row in which no card entered
   * a display (no hire, no tucked ship), the game ends and is scored as it stands; so does a game whose
   * next turn, under reading (b) of U-Q2, starts with both piles empty, since then nothing can change. Influence changes
   * only by hires and tucks; a game that goes so long without one is caught in a cycle the rules do
   * not resolve: with every person held as a coin or in a display, only tax cards (or, with both piles
   * empty, virtual taxes) are left to reveal, and coins move between the players' heaps for ever.
   * Random playouts of normal games never come near this count (docs/portroyal-unterwegs.md).
   */
  static final int QUIET_TURN_LIMIT = 100;

  private static UnterwegsState gameOver(UnterwegsState s, boolean stalled, EventSink<UnterwegsEvent> events) {
    s = s.withPhase(new GameOver(stalled));
    if (kept(events)) {
      events.add(new GameEnded(Vector.ofAll(Scoring.outcome(s).winners()), stalled));
    }
    return s;
  }

  // ---- helpers -------------------------------------------------------------------------------

  /** The first index of {@code card} in {@code cards} below {@code limit}, else {@code limit}. */
  static int firstIndex(Vector<Card> cards, Card card, int limit) {
    for (int i = 0; i < limit; i++) {
      if (cards.get(i).equals(card)) {
        return i;
      }
    }
    return limit;
  }

  static boolean hasShipOfColour(Vector<Card> harbor, Colour colour) {
    for (int i = 0; i < harbor.size(); i++) {
      if (harbor.get(i) instanceof Card.Ship ship && ship.colour() == colour) {
        return true;
      }
    }
    return false;
  }

  static int shipColours(Vector<Card> harbor) {
    int mask = 0;
    for (int i = 0; i < harbor.size(); i++) {
      if (harbor.get(i) instanceof Card.Ship ship) {
        mask |= 1 << ship.colour().ordinal();
      }
    }
    return Integer.bitCount(mask);
  }

  private static Vector<Card> removeOne(Vector<Card> cards, Card card) {
    return cards.removeAt(firstIndex(cards, card, cards.size()));
  }

  /**
   * A builder holding every part of {@code s}: a transition names only the parts it changes
   * ({@code change(s).draw(d).phase(p).build()}), so no two parts of the same type can be swapped unseen.
   */
  private static UnterwegsStateBuilder change(UnterwegsState s) {
    return new UnterwegsStateBuilder().from(s);
  }

  static IllegalActionException illegal(String rule, String detail) {
    return new IllegalActionException(rule, detail);
  }
}
