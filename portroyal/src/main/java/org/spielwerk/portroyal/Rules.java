package org.spielwerk.portroyal;

import static org.spielwerk.portroyal.Contract.C_FINANZBEAMTER;
import static org.spielwerk.portroyal.Contract.C_FREGATTENSCHRECK;
import static org.spielwerk.portroyal.Contract.C_GALEONENSCHRECK;
import static org.spielwerk.portroyal.Contract.C_KLEINER_ZOCKER;
import static org.spielwerk.portroyal.Contract.C_PECHVOGEL;
import static org.spielwerk.portroyal.Contract.C_PIRATENPACK;
import static org.spielwerk.portroyal.Contract.C_ZOCKER;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.portroyal.Phase.Discover;
import org.spielwerk.portroyal.Phase.GameOver;
import org.spielwerk.portroyal.Phase.GiftRecipient;
import org.spielwerk.portroyal.Phase.RepelOrAccept;
import org.spielwerk.portroyal.Phase.TradeAndHire;
import org.spielwerk.portroyal.Phase.TurnOver;
import org.spielwerk.portroyal.PortRoyalAction.Accept;
import org.spielwerk.portroyal.PortRoyalAction.ClaimExpedition;
import org.spielwerk.portroyal.PortRoyalAction.DeclineCoins;
import org.spielwerk.portroyal.PortRoyalAction.FulfilContract;
import org.spielwerk.portroyal.PortRoyalAction.GiveCoin;
import org.spielwerk.portroyal.PortRoyalAction.Hire;
import org.spielwerk.portroyal.PortRoyalAction.Pass;
import org.spielwerk.portroyal.PortRoyalAction.Repel;
import org.spielwerk.portroyal.PortRoyalAction.Reveal;
import org.spielwerk.portroyal.PortRoyalAction.SkipContract;
import org.spielwerk.portroyal.PortRoyalAction.Stop;
import org.spielwerk.portroyal.PortRoyalAction.Trade;
import org.spielwerk.portroyal.PortRoyalEvent.EndReason;
import org.spielwerk.portroyal.PortRoyalEvent.ExtraTaxReason;
import org.spielwerk.portroyal.PortRoyalEvent.SlotEnd;
import org.spielwerk.portroyal.PortRoyalEvent.Source;
import org.spielwerk.portroyal.PortRoyalOptions.AutoPass;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxOnReshuffle;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxWhenEmpty;
import org.spielwerk.portroyal.PortRoyalOptions.Reshuffle;
import org.spielwerk.portroyal.PortRoyalOptions.ReshufflesCounted;

/**
 * The rules, applied to a working copy of one position. One instance lives for one call: it
 * lists the legal actions, checks an action with the same predicates, plays it, runs the automatic
 * steps that follow (slot-start bonuses, skipped slots, the end of the turn) up to the next
 * decision, and freezes the result into a new immutable state. Each method implements one rule and
 * says which.
 *
 * <p>The fields are the position's parts; they hold immutable values and are replaced, never
 * mutated, so the input state is never touched. Players are copied only when they change.
 */
final class Rules {
  private static final int TAX_THRESHOLD = 12;
  private static final int CUBES = 3;
  private static final int REWARD_FIELDS = 5;

  private PortRoyalState in;
  PortRoyalOptions opts;
  CardTable t;
  int n;

  private int active;
  private int round;
  private boolean endTriggered;
  private Phase phase;
  private List<ContractChance> chances;
  private List<Card> draw;
  private int shuffles;
  private CardBag discard;
  private CardBag harbor;
  private CardBag row;
  private Vector<ContractState> contracts;
  private Vector<PortRoyalPlayer> players;
  /** The players being changed (bit per seat set in {@code changed}); the objects are reused by every load. */
  private final Seat[] seats = {new Seat(), new Seat(), new Seat(), new Seat(), new Seat()};
  private int changed;
  private RandomSource random;
  /** Where this call reports what happened: {@code apply}'s list, or ignored by {@code play} and listings. */
  private EventSink<PortRoyalEvent> events;
  private final java.util.ArrayList<PortRoyalAction> other = new java.util.ArrayList<>(4);

  /** An empty list for a question answered on the way (is there a choice?), reused. */
  private java.util.List<PortRoyalAction> scratch() {
    other.clear();
    return other;
  }

  /** The legal actions while they are listed (copied out immutably). */
  final java.util.ArrayList<PortRoyalAction> buffer = new java.util.ArrayList<>(16);
  /** The active player's Discover phase lasts (from his turn's start to the end of Discover or the bust). */
  private boolean discovering;
  /** Draw-pile rebuilds during this Discover phase that count for Y4 (written into the phase on freezing). */
  private int rebuilds;
  /** Y4 taxes due, resolved once the step that rebuilt the draw pile is complete. */
  private int extraTaxesDue;

  /** A player being changed. */
  private static final class Seat {
    List<Coin> coins;
    int coinCount;
    CardBag display;
    CardBag tucked;
    CardBag kept;
    int swords;
    int influence;

    void load(PortRoyalPlayer p) {
      coins = p.coins();
      coinCount = coins.size();
      display = p.display();
      tucked = p.tucked();
      kept = p.kept();
      swords = p.swords();
      influence = p.influence();
    }

    PortRoyalPlayer freeze() {
      return new PortRoyalPlayer(coins, display, tucked, kept, swords, influence);
    }
  }

  // ----- derived facts, worked out at most once per call for the immutable part they were derived from;
  // load forgets them all, so no fact of one call is seen by the next -----

  private static final int ABILITIES = Ability.values().length;
  private static final int STRIDE = Colour.VALUES.length + 1;
  /**
   * Per seat: the display whose persons {@link #abilityCounts} counts (identity within this call: a
   * display is replaced, never changed, when a person is hired).
   */
  private final CardBag[] countedDisplay = new CardBag[5];
  /** Per seat: canonical persons by ability ({@code a * STRIDE}) and by ability and colour ({@code a * STRIDE + 1 + c}). */
  private final int[][] abilityCounts = new int[5][ABILITIES * STRIDE];
  /** The harbour whose ships {@link #harborShipColours}, {@link #harborShips} and {@link #harborTwoOfAColour} describe. */
  private CardBag factsHarbor;
  private int harborShipColours;
  private int harborShips;
  private boolean harborTwoOfAColour;

  /** An empty working copy, to {@link #load} one call's position into. */
  Rules() {}

  /** The working copy of one call on this position, made for the call (the plain path of the per-thread copy). */
  Rules(PortRoyalState state, CardTable table, EventSink<PortRoyalEvent> events) {
    load(state, table, events);
  }

  /**
   * Starts a call on this position: every field is replaced and every derived fact forgotten, so nothing
   * of the last call is kept (only the arrays are reused).
   */
  Rules load(PortRoyalState state, CardTable table, EventSink<PortRoyalEvent> events) {
    this.in = state;
    this.opts = state.options();
    this.t = table;
    java.util.Arrays.fill(countedDisplay, null);
    factsHarbor = null;
    buffer.clear();
    other.clear();
    this.n = state.players().size();
    this.events = events;
    active = state.active();
    round = state.round();
    endTriggered = state.endTriggered();
    phase = state.phase();
    chances = state.chances();
    draw = state.draw();
    shuffles = state.shuffles();
    discard = state.discard();
    harbor = state.harbor();
    row = state.expeditionRow();
    contracts = state.contracts();
    players = state.players();
    changed = 0;
    random = null;
    extraTaxesDue = 0;
    rebuilds = switch (phase) {
      case Discover d -> d.reshuffles();
      case RepelOrAccept r -> r.discover().reshuffles();
      case TurnOver x -> x.reshuffles();
      case TradeAndHire th -> -1;
      case GiftRecipient g -> -1;
      case GameOver x -> -1;
    };
    discovering = rebuilds >= 0;
    return this;
  }

  /** The phase with this Discover phase's rebuild count (Y4). */
  private Phase counted(Phase p) {
    return switch (p) {
      case Discover d -> d.reshuffles() == rebuilds ? d
          : Discover.of(d.cards(), d.extraTaxLast(), rebuilds, d.gamblerStepped());
      case RepelOrAccept r -> r.discover().reshuffles() == rebuilds ? r
          : new RepelOrAccept(r.ship(), (Discover) counted(r.discover()));
      case TurnOver x -> x.reshuffles() == rebuilds ? x : new TurnOver(rebuilds);
      case TradeAndHire th -> p;
      case GiftRecipient g -> p;
      case GameOver x -> p;
    };
  }

  /** The position after the changes. */
  PortRoyalState freeze() {
    Vector<PortRoyalPlayer> ps = in.players();
    for (int s = 0; s < n; s++) {
      if ((changed & (1 << s)) != 0) {
        ps = ps.update(s, seats[s].freeze());
      }
    }
    return new PortRoyalState(opts, in.startPlayer(), active, round, endTriggered, counted(phase), chances, draw, shuffles,
        discard, harbor, row, ps, contracts, random == null ? in.rng() : random.toRng());
  }

  // ===== reading the position ==================================================================

  private Seat mut(int s) {
    Seat m = seats[s];
    if ((changed & (1 << s)) == 0) {
      m.load(players.get(s));
      changed |= 1 << s;
    }
    return m;
  }

  private Seat seat(int s) {
    return (changed & (1 << s)) != 0 ? seats[s] : null;
  }

  int coins(int s) {
    Seat m = seat(s);
    return m != null ? m.coinCount : players.get(s).coins().size();
  }

  CardBag display(int s) {
    Seat m = seat(s);
    return m != null ? m.display : players.get(s).display();
  }

  CardBag kept(int s) {
    Seat m = seat(s);
    return m != null ? m.kept : players.get(s).kept();
  }

  int swords(int s) {
    Seat m = seat(s);
    return m != null ? m.swords : players.get(s).swords();
  }

  int influence(int s) {
    Seat m = seat(s);
    return m != null ? m.influence : players.get(s).influence();
  }

  /** Persons of an ability in a player's display. */
  int count(int s, Ability ability) {
    return abilityCounts(s)[ability.ordinal() * STRIDE];
  }

  /** Persons of an ability working for a colour (Traders, Clerks, Wholesalers). */
  int count(int s, Ability ability, Colour colour) {
    return abilityCounts(s)[ability.ordinal() * STRIDE + 1 + colour.ordinal()];
  }

  /**
   * The seat's persons counted by ability and colour, recounted only when its display is another bag than
   * the one last counted: displays change only by hires and claims, so most calls find them counted. The
   * persons counted are those {@link CardTable#persons(Ability)} lists: canonical cards of the ability.
   */
  private int[] abilityCounts(int s) {
    CardBag d = display(s);
    int[] counts = abilityCounts[s];
    if (countedDisplay[s] != d) {
      java.util.Arrays.fill(counts, 0);
      for (int o = d.first(); o >= 0; o = d.next(o)) {
        Card card = Card.VALUES[o];
        if (card.isPerson() && card.ability() != null && t.canonical(card) == card) {
          int k = d.count(o);
          int a = card.ability().ordinal() * STRIDE;
          counts[a] += k;
          if (card.colour() != null) {
            counts[a + 1 + card.colour().ordinal()] += k;
          }
        }
      }
      countedDisplay[s] = d;
    }
    return counts;
  }

  private int lastSeat() {
    return (in.startPlayer() + n - 1) % n;
  }

  private boolean pilesEmpty() {
    return draw.isEmpty() && discard.isEmpty();
  }

  private RandomSource rnd() {
    if (random == null) {
      random = in.rng().source();
    }
    return random;
  }

  /** Whose decision it is, or -1 once the game is over. */
  int toMove() {
    if (!chances.isEmpty()) {
      return chances.head().seat();
    }
    return switch (phase) {
      case Discover d -> active;
      case RepelOrAccept r -> active;
      case TradeAndHire th -> th.seat();
      case GiftRecipient g -> g.giver();
      case TurnOver x -> active;
      case GameOver x -> -1;
    };
  }

  /** Bit set of the ship colours in a bag. */
  private static int shipColours(CardBag bag) {
    int colours = 0;
    for (int o = bag.first(); o >= 0; o = bag.next(o)) {
      Card card = Card.VALUES[o];
      if (card.isShip()) {
        colours |= 1 << card.colour().ordinal();
      }
    }
    return colours;
  }

  /** The colours of the ships in the harbour (§4.4 allowance; §10.5.8-9 gamblers). */
  int harborColours() {
    return Integer.bitCount(harborShipColours());
  }

  /** Bit set of the ship colours in the harbour. */
  private int harborShipColours() {
    harborFacts();
    return harborShipColours;
  }

  /** The harbour's facts, derived again only when this call's harbour is another bag than last time. */
  private void harborFacts() {
    CardBag h = harbor;
    if (h == factsHarbor) {
      return;
    }
    int colours = 0;
    int ships = 0;
    boolean two = false;
    for (int o = h.first(); o >= 0; o = h.next(o)) {
      Card card = Card.VALUES[o];
      if (card.isShip()) {
        int bit = 1 << card.colour().ordinal();
        int k = h.count(o);
        two |= (colours & bit) != 0 || k > 1;
        colours |= bit;
        ships += k;
      }
    }
    harborShipColours = colours;
    harborShips = ships;
    harborTwoOfAColour = two;
    factsHarbor = h;
  }

  // ===== legality: predicates shared by legalActions and check ================================

  /** §4.1, Y3: a card can be revealed, or Yucata's additional tax stands in for it. */
  private boolean canReveal(Discover d) {
    return !pilesEmpty() || (opts.extraTaxWhenPilesEmpty() != ExtraTaxWhenEmpty.NEVER && !d.extraTaxLast());
  }

  /** §4.1: the first card is mandatory; the active player may stop after any resolved card. */
  private boolean canStop(Discover d) {
    return d.cards() > 0 || d.extraTaxLast() || !canReveal(d);
  }

  /** §4.1: only a ship without a skull, with the active player's swords at least the ship's. */
  boolean canRepel(Card ship) {
    return !t.skull(ship) && swords(active) >= t.swords(ship);
  }

  /** §4.1 and Audit Q1: accepting a repellable duplicate is a choice unless Q1 (b) is chosen. */
  private boolean canAccept(Card ship) {
    return !(opts.mustRepelDuplicates() && canRepel(ship) && (harborShipColours() & (1 << ship.colour().ordinal())) != 0);
  }

  /** §4.4, §5: cost minus 1 per own Mademoiselle, never below 0. */
  int hireCost(int s, Card person) {
    return Math.max(0, t.cost(person) - count(s, Ability.MADEMOISELLE));
  }

  /** §4.4: the active player pays the cost; a non-active player also 1 coin to the active player. */
  private boolean canHire(int s, Card person) {
    return coins(s) >= hireCost(s, person) + (s == active ? 0 : 1);
  }

  /** Unterwegs §4: the traded ship goes under the player's Wholesaler of its colour. */
  private boolean tucks(int s, Card ship, boolean declined) {
    return opts.unterwegsCards() && count(s, Ability.WHOLESALER, ship.colour()) > 0
        && (!declined || opts.tuckDeclinedShips());
  }

  /** Coins a trade would pay: ship + Traders of its colour (§4.4). */
  private int tradeValue(int s, Card ship) {
    return t.coins(ship) + count(s, Ability.TRADER, ship.colour());
  }

  /**
   * §4.4, §9.19, unterwegs §6.8: a non-active player must be able to pay the active player 1 coin,
   * if need be out of the ship's income; the ship is discarded before its coins are drawn, so only
   * a tucked ship with both piles empty (Y2) can leave him without that coin.
   */
  private boolean canTrade(int s, Card ship) {
    if (s == active || coins(s) >= 1) {
      return true;
    }
    int available = draw.size() + discard.size() + (tucks(s, ship, false) ? 0 : 1);
    return Math.min(tradeValue(s, ship), available) >= 1;
  }

  /** The Foe contract a decline of this ship's coins works for (§10.5.7), or null. */
  private static Contract foe(Card ship) {
    return switch (ship.colour()) {
      case RED -> C_FREGATTENSCHRECK;
      case BLACK -> C_GALEONENSCHRECK;
      default -> null;
    };
  }

  /**
   * §10.5.7: a frigate's or galleon's coins may be declined while its Foe contract lies face up; a
   * non-active player first pays the active player 1 coin from his own coins.
   */
  private boolean canDecline(int s, Card ship) {
    Contract foe = foe(ship);
    return foe != null && contractIndex(foe) >= 0 && (s == active || coins(s) >= 1);
  }

  /** §4.4, Audit Q2: passing is always allowed unless Q2 (b) makes the active player take a card. */
  private boolean canPass(TradeAndHire th) {
    return !(opts.activeMustTake() && th.slot() == 0 && th.taken() == 0 && canTakeAny(th));
  }

  private boolean canTake(int s, Card card) {
    return card.isShip() ? canTrade(s, card) || canDecline(s, card) : canHire(s, card);
  }

  private boolean canTakeAny(TradeAndHire th) {
    if (th.allowance() <= 0) {
      return false;
    }
    for (int o = harbor.first(); o >= 0; o = harbor.next(o)) {
      if (canTake(th.seat(), Card.VALUES[o])) {
        return true;
      }
    }
    return false;
  }

  /**
   * §4.1.3: only the active player, during his Discover or his own Trade &amp; Hire slot (ENGINE
   * DECISION: the window closes with his slot), never with two ships of one colour in the harbour.
   */
  private boolean claimWindow() {
    boolean when = phase instanceof Discover || phase instanceof TradeAndHire th && th.slot() == 0;
    return when && chances.isEmpty() && !twoShipsOfAColour();
  }

  private boolean twoShipsOfAColour() {
    harborFacts();
    return harborTwoOfAColour;
  }

  /**
   * §4.1.3: every distinct set of persons that pays an expedition in the row: one person per
   * symbol (Captain = anchor, Priest = cross, Settler = house), a Jack of all Trades for any one.
   */
  void claims(java.util.List<PortRoyalAction> out) {
    if (row.isEmpty()) {
      return;
    }
    CardBag d = display(active);
    int captains = d.count(Card.CAPTAIN);
    int priests = d.count(Card.PRIEST);
    int settlers = d.count(Card.SETTLER);
    int jacks = d.count(Card.JACK_OF_ALL_TRADES);
    if (captains + priests + settlers + jacks == 0 || !anyPayable(captains, priests, settlers, jacks) || !claimWindow()) {
      return;
    }
    for (int e = row.first(); e >= 0; e = row.next(e)) {
      Card exp = Card.VALUES[e];
      int a = exp.anchors();
      int c = exp.crosses();
      int h = exp.houses();
      if (!payable(exp, captains, priests, settlers, jacks)) {
        continue;
      }
      for (int x = Math.min(a, captains); x >= 0; x--) {
        for (int y = Math.min(c, priests); y >= 0; y--) {
          for (int z = Math.min(h, settlers); z >= 0; z--) {
            int j = (a - x) + (c - y) + (h - z);
            if (j <= jacks) {
              CardBag persons = CardBag.EMPTY.plus(Card.CAPTAIN, x).plus(Card.PRIEST, y).plus(Card.SETTLER, z)
                  .plus(Card.JACK_OF_ALL_TRADES, j);
              out.add(new ClaimExpedition(exp, persons));
            }
          }
        }
      }
    }
  }

  /** Whether any expedition in the row can be paid with these persons (most of the time none can). */
  private boolean anyPayable(int captains, int priests, int settlers, int jacks) {
    for (int e = row.first(); e >= 0; e = row.next(e)) {
      if (payable(Card.VALUES[e], captains, priests, settlers, jacks)) {
        return true;
      }
    }
    return false;
  }

  /** §4.1.3: the symbols the specific persons cannot cover are at most the Jacks of all Trades. */
  private static boolean payable(Card exp, int captains, int priests, int settlers, int jacks) {
    int missing = Math.max(0, exp.anchors() - captains) + Math.max(0, exp.crosses() - priests)
        + Math.max(0, exp.houses() - settlers);
    return missing <= jacks;
  }

  // ----- contracts (§10.4, §10.5) -----

  private int contractIndex(Contract c) {
    Vector<ContractState> cs = contracts;
    for (int i = 0; i < cs.size(); i++) {
      if (cs.get(i).contract() == c) {
        return i;
      }
    }
    return -1;
  }

  private int freeCubes(int s) {
    int used = 0;
    for (ContractState cs : contracts) {
      if (cs.completedBy(s) || cs.progress(s) > 0) {
        used++;
      }
    }
    return CUBES - used;
  }

  private int completedCount(int s) {
    int done = 0;
    for (ContractState cs : contracts) {
      if (cs.completedBy(s)) {
        done++;
      }
    }
    return done;
  }

  /**
   * §10.5.2: a face-up contract the player has not completed, with a reward field left, and a cube
   * for it (a free one, or his cube already on its progress field); active-only ones for the active
   * player only.
   */
  private boolean open(int s, Contract c) {
    int i = contractIndex(c);
    if (i < 0) {
      return false;
    }
    ContractState cs = contracts.get(i);
    return !cs.completedBy(s) && cs.completedBy().size() < REWARD_FIELDS
        && (cs.progress(s) > 0 || freeCubes(s) > 0)
        && (!c.activeOnly() || s == active);
  }

  private int progress(int s, Contract c) {
    int i = contractIndex(c);
    return i < 0 ? 0 : contracts.get(i).progress(s);
  }

  /** §10.4: the conditions on a player's display (the contracts that are not momentary). */
  private boolean met(int s, Contract c) {
    return switch (c.task()) {
      case PERSONS -> {
        Ability[] pair = t.pair(c);
        if (pair[0] != pair[1]) {
          yield count(s, pair[0]) >= 1 && count(s, pair[1]) >= 1;
        }
        if (pair[0] == Ability.TRADER && opts.traderPrinceSameColour()) {
          boolean any = false;
          for (Colour colour : Colour.VALUES) {
            any |= count(s, Ability.TRADER, colour) >= 2;
          }
          yield any;
        }
        yield count(s, pair[0]) >= 2;
      }
      case CHEAP_STAFF -> {
        CardBag d = display(s);
        int cheap = 0;
        for (int o = d.first(); o >= 0; o = d.next(o)) {
          Card card = Card.VALUES[o];
          if (card.isPerson() && t.cost(card) <= 3) {
            cheap += d.count(o);
          }
        }
        yield cheap >= c.amount();
      }
      case SWORDS -> swords(s) >= c.amount();
      case EXPEDITION -> {
        CardBag d = display(s);
        int exps = 0;
        for (int o = d.first(); o >= 0; o = d.next(o)) {
          if (Card.VALUES[o].kind() == Kind.EXPEDITION) {
            exps += d.count(o);
          }
        }
        yield exps >= c.amount();
      }
      case PIRATE_PACK -> Integer.bitCount(shipColours(kept(s))) >= c.amount();
      case DECLINE_RED, DECLINE_BLACK, PAY_TAX, BUST, COLOURS -> false;
    };
  }

  /** Printed fulfilment (§10.5.1): a display condition may be fulfilled whenever the player is at turn. */
  private boolean canFulfil(int s, Contract c) {
    return !c.momentary() && open(s, c) && met(s, c);
  }

  /** The player is at a regular decision of his own turn or slot (§10.5.1). */
  private boolean fulfilWindow(int s) {
    if (opts.automaticContracts() || contracts.isEmpty() || !chances.isEmpty()) {
      return false;
    }
    return phase instanceof Discover && s == active || phase instanceof TradeAndHire th && th.seat() == s;
  }

  private void fulfilments(int s, java.util.List<PortRoyalAction> out) {
    if (!fulfilWindow(s)) {
      return;
    }
    for (ContractState cs : contracts) {
      if (canFulfil(s, cs.contract())) {
        out.add(FulfilContract.of(cs.contract()));
      }
    }
  }

  /** The Discover phase of the turn, if the turn is in one. */
  private Discover discoverPhase() {
    return switch (phase) {
      case Discover d -> d;
      case RepelOrAccept r -> r.discover();
      default -> null;
    };
  }

  /** A contract of a chance is still open; Kleiner Zocker at most one step per turn (§10.5.8). */
  private boolean chanceOption(int s, Contract c) {
    if (!open(s, c)) {
      return false;
    }
    if (c == C_KLEINER_ZOCKER) {
      Discover d = discoverPhase();
      return d != null && !d.gamblerStepped();
    }
    return true;
  }

  private boolean anyChanceOption(ContractChance ch) {
    for (Contract c : ch.contracts()) {
      if (chanceOption(ch.seat(), c)) {
        return true;
      }
    }
    return false;
  }

  // ----- the legal actions -----

  /** The legal actions of the seat to move, in a fixed order. */
  void legalActions(java.util.List<PortRoyalAction> out) {
    if (!chances.isEmpty()) {
      ContractChance ch = chances.head();
      for (Contract c : ch.contracts()) {
        if (chanceOption(ch.seat(), c)) {
          out.add(FulfilContract.of(c));
        }
      }
      out.add(PortRoyalAction.SKIP_CONTRACT);
      return;
    }
    switch (phase) {
      case Discover d -> {
        if (canReveal(d)) {
          out.add(PortRoyalAction.REVEAL);
        }
        if (canStop(d)) {
          out.add(PortRoyalAction.STOP);
        }
        claims(out);
        fulfilments(active, out);
      }
      case RepelOrAccept r -> {
        if (canRepel(r.ship())) {
          out.add(PortRoyalAction.REPEL);
        }
        if (canAccept(r.ship())) {
          out.add(PortRoyalAction.ACCEPT);
        }
      }
      case TradeAndHire th -> {
        takes(th, out);
        if (th.slot() == 0) {
          claims(out);
        }
        fulfilments(th.seat(), out);
        if (canPass(th)) {
          out.add(PortRoyalAction.PASS);
        }
      }
      case GiftRecipient g -> {
        for (int s = 0; s < n; s++) {
          if (s != g.giver()) {
            out.add(new GiveCoin(s));
          }
        }
      }
      case TurnOver x -> {
        // only reached with chances pending
      }
      case GameOver x -> {
        // nothing
      }
    }
  }

  private void takes(TradeAndHire th, java.util.List<PortRoyalAction> out) {
    if (th.allowance() <= 0) {
      return;
    }
    int s = th.seat();
    for (int o = harbor.first(); o >= 0; o = harbor.next(o)) {
      Card card = Card.VALUES[o];
      if (card.isShip()) {
        if (canTrade(s, card)) {
          out.add(Trade.of(card));
        }
        if (canDecline(s, card)) {
          out.add(DeclineCoins.of(card));
        }
      } else if (canHire(s, card)) {
        out.add(Hire.of(card));
      }
    }
  }

  /** Whether the slot offers anything but passing (Yucata skips a player who cannot take a card, §4.4). */
  private boolean slotHasChoice(TradeAndHire th) {
    if (canTakeAny(th)) {
      return true;
    }
    boolean claimable = th.slot() == 0 && !row.isEmpty();
    if (!claimable && !fulfilWindow(th.seat())) {
      return false;
    }
    java.util.List<PortRoyalAction> other = scratch();
    if (claimable) {
      claims(other);
    }
    fulfilments(th.seat(), other);
    return !other.isEmpty();
  }

  // ----- checking an action -----

  private static IllegalActionException illegal(String rule, String detail) {
    return new IllegalActionException(rule, detail);
  }

  /**
   * Throws unless the action is legal, naming the rule that forbids it. Uses the predicates of
   * {@link #legalActions}. The action's shape ({@link #checkShape}) is checked before, by the caller.
   */
  void check(PortRoyalAction action) {
    if (phase instanceof GameOver) {
      throw illegal("End of the game (§6)", "the game is over");
    }
    if (!chances.isEmpty()) {
      ContractChance ch = chances.head();
      switch (action) {
        case FulfilContract f -> {
          if (!ch.contracts().contains(f.contract()) || !chanceOption(ch.seat(), f.contract())) {
            throw illegal("Contracts (§10.5.1)", f.contract() + " is not among the contracts " + ch.contracts()
                + " that player " + ch.seat() + " may fulfil now");
          }
        }
        case SkipContract s -> {
          // always allowed
        }
        default -> throw illegal("Contracts (§10.5.1)",
            "player " + ch.seat() + " first decides whether to fulfil " + ch.contracts() + " now");
      }
      return;
    }
    switch (action) {
      case Reveal r -> {
        Discover d = expect(Discover.class, "Discover (§4.1)", "cards are revealed only during Discover");
        if (!canReveal(d)) {
          throw illegal("Discover (§4.1)", "draw pile and discard pile are empty, no card can be revealed");
        }
      }
      case Stop s -> {
        Discover d = expect(Discover.class, "Discover (§4.1)", "only Discover can be stopped");
        if (!canStop(d)) {
          throw illegal("Discover (§4.1)", "the active player must reveal at least one card first");
        }
      }
      case Repel r -> {
        RepelOrAccept ra = expect(RepelOrAccept.class, "Repel (§4.1)", "only the ship just revealed can be repelled");
        if (t.skull(ra.ship())) {
          throw illegal("Repel (§4.1)", ra.ship() + " has a skull and can never be repelled");
        }
        if (!canRepel(ra.ship())) {
          throw illegal("Repel (§4.1)", ra.ship() + " needs " + t.swords(ra.ship()) + " swords, the active player has "
              + swords(active));
        }
      }
      case Accept a -> {
        RepelOrAccept ra = expect(RepelOrAccept.class, "Discover (§4.1)", "there is no revealed ship to accept");
        if (!canAccept(ra.ship())) {
          throw illegal("Repel (§4.1, Audit Q1 b)", ra.ship() + " has a colour already in the harbour and can be repelled, so it must be");
        }
      }
      case Trade tr -> {
        TradeAndHire th = checkTake(tr.ship(), "Trade (§4.4)", true);
        if (!canTrade(th.seat(), tr.ship())) {
          throw illegal("Trade (§4.4, unterwegs §6.8)", "player " + th.seat()
              + " has no coin and would get none to pay the active player");
        }
      }
      case DeclineCoins dc -> {
        TradeAndHire th = checkTake(dc.ship(), "Frigate/Galleon Foe (§10.5.7)", true);
        if (foe(dc.ship()) == null || contractIndex(foe(dc.ship())) < 0) {
          throw illegal("Frigate/Galleon Foe (§10.5.7)", "coins are declined only for a red or black ship whose Foe contract lies face up");
        }
        if (!canDecline(th.seat(), dc.ship())) {
          throw illegal("Frigate/Galleon Foe (§10.5.7)", "a non-active player declining the coins first pays the active player 1 coin of his own, and has none");
        }
      }
      case Hire h -> {
        TradeAndHire th = checkTake(h.person(), "Hire (§4.4)", false);
        if (!canHire(th.seat(), h.person())) {
          int cost = hireCost(th.seat(), h.person());
          throw illegal("Hire (§4.4)", h.person() + " costs " + cost
              + (th.seat() == active ? "" : " + 1 for the active player") + ", player " + th.seat() + " has " + coins(th.seat()));
        }
      }
      case Pass p -> {
        TradeAndHire th = expect(TradeAndHire.class, "Trade & Hire (§4.4)", "passing ends a Trade & Hire slot, and none is running");
        if (!canPass(th)) {
          throw illegal("Trade & Hire (§4.4, Audit Q2 b)", "the active player must take at least one card");
        }
      }
      case ClaimExpedition c -> {
        if (!claimWindow()) {
          throw illegal("Expeditions (§4.1.3)", "only the active player claims, during his Discover or his own Trade & Hire slot");
        }
        if (!row.contains(c.expedition())) {
          throw illegal("Expeditions (§4.1.3)", c.expedition() + " is not in the expedition row");
        }
        java.util.List<PortRoyalAction> legal = new java.util.ArrayList<>();
        claims(legal);
        if (!legal.contains(c)) {
          throw illegal("Expeditions (§4.1.3)", c.expedition() + " needs " + c.expedition().anchors() + " anchor(s), "
              + c.expedition().crosses() + " cross(es), " + c.expedition().houses()
              + " house(s), one person each (a Jack of all Trades for any one), from the display; "
              + c.persons() + " does not pay it or is not owned");
        }
      }
      case GiveCoin g -> {
        GiftRecipient gr = expect(GiftRecipient.class, "Gift ship (§10.2)", "no gift coin is to be given");
        if (g.seat() < 0 || g.seat() >= n || g.seat() == gr.giver()) {
          throw illegal("Gift ship (§10.2)", "the coin goes to another player, not to seat " + g.seat());
        }
      }
      case FulfilContract f -> {
        int s = toMove();
        if (opts.automaticContracts()) {
          throw illegal("Contracts (§10.6)", "with automatic fulfilment contracts are fulfilled by the engine");
        }
        if (!fulfilWindow(s)) {
          throw illegal("Contracts (§10.5.1)", "a contract is fulfilled when its player is at turn, as active player or in his Trade & Hire slot");
        }
        if (f.contract().momentary()) {
          throw illegal("Contracts (§10.5.1)", f.contract() + " is fulfilled only at the moment it happens");
        }
        if (!canFulfil(s, f.contract())) {
          throw illegal("Contracts (§10.4, §10.5.2)", "player " + s + " cannot fulfil " + f.contract()
              + " (not face up, already fulfilled, no free cube, active player only, or task not met)");
        }
      }
      case SkipContract s -> throw illegal("Contracts (§10.5.1)", "there is no contract chance to let go by");
    }
  }

  /**
   * An action's own shape, before anything looks at it (the position, the words of a rejection): an
   * action read from JSON may lack its card or contract, or name a seat that is not at the table.
   */
  static void checkShape(PortRoyalAction action, int players) {
    if (incomplete(action)) {
      throw illegal("Actions", "the action lacks an argument: " + action);
    }
    if (action instanceof GiveCoin g && (g.seat() < 0 || g.seat() >= players)) {
      throw illegal("Gift ship (§10.2)", "seat " + g.seat() + " is not at this table (seats 0.." + (players - 1) + ")");
    }
  }

  /** An action read from JSON may lack its card or contract (the actions without arguments lack nothing). */
  private static boolean incomplete(PortRoyalAction action) {
    if (action instanceof Trade a) {
      return a.ship() == null;
    }
    if (action instanceof Hire a) {
      return a.person() == null;
    }
    if (action instanceof DeclineCoins a) {
      return a.ship() == null;
    }
    if (action instanceof ClaimExpedition a) {
      return a.expedition() == null || a.persons() == null;
    }
    if (action instanceof FulfilContract a) {
      return a.contract() == null;
    }
    return false;
  }

  private <P extends Phase> P expect(Class<P> type, String rule, String detail) {
    if (!type.isInstance(phase)) {
      throw illegal(rule, detail);
    }
    return type.cast(phase);
  }

  private TradeAndHire checkTake(Card card, String rule, boolean ship) {
    TradeAndHire th = expect(TradeAndHire.class, rule, "cards are taken only in a Trade & Hire slot");
    if (card.isShip() != ship) {
      throw illegal(rule, card + (ship ? " is not a ship" : " is not a person"));
    }
    if (!harbor.contains(card)) {
      throw illegal(rule, card + " is not in the harbour");
    }
    if (th.allowance() <= 0) {
      throw illegal("Trade & Hire (§4.4)", "player " + th.seat() + " may take no more cards in this slot");
    }
    return th;
  }

  // ===== playing an action ====================================================================

  /** Plays a checked action and everything automatic after it, up to the next decision. */
  void play(PortRoyalAction action) {
    if (!chances.isEmpty()) {
      decideChance(action);
    } else {
      switch (action) {
        case Reveal r -> reveal();
        case Stop s -> stopDiscovering();
        case Repel r -> {
          RepelOrAccept ra = (RepelOrAccept) phase;
          repelShip(ra.ship(), ra.discover());
        }
        case Accept a -> {
          RepelOrAccept ra = (RepelOrAccept) phase;
          acceptShip(ra.ship(), ra.discover());
        }
        case Trade tr -> tradeShip(tr.ship(), false);
        case DeclineCoins dc -> tradeShip(dc.ship(), true);
        case Hire h -> hirePerson(h.person());
        case Pass p -> endSlot((TradeAndHire) phase, SlotEnd.PASSED);
        case ClaimExpedition c -> claimExpedition(c.expedition(), c.persons());
        case GiveCoin g -> giveGiftCoin(g.seat());
        case FulfilContract f -> step(toMove(), f.contract());
        case SkipContract s -> throw new IllegalStateException("checked before");
      }
    }
    advance();
  }

  /** The automatic steps up to the next decision. */
  void advance() {
    while (true) {
      if (extraTaxesDue > 0) {
        extraTaxesDue--;
        extraTax(ExtraTaxReason.SECOND_RESHUFFLE);
        continue;
      }
      if (!chances.isEmpty()) {
        if (anyChanceOption(chances.head())) {
          return;
        }
        chances = chances.tail();
        continue;
      }
      switch (phase) {
        case Discover d -> {
          if (opts.extraTaxWhenPilesEmpty() == ExtraTaxWhenEmpty.AS_SOON_AS_EMPTY && pilesEmpty() && !d.extraTaxLast()) {
            extraTaxForEmptyPiles(d);
            continue;
          }
          return;
        }
        case RepelOrAccept r -> {
          return;
        }
        case TradeAndHire th -> {
          if (slotHasChoice(th)) {
            return;
          }
          endSlot(th, th.taken() == 0 ? SlotEnd.SKIPPED : SlotEnd.DONE);
        }
        case GiftRecipient g -> {
          if (n > 2) {
            return;
          }
          giveGiftCoin(1 - g.giver());
        }
        case TurnOver x -> endTurn();
        case GameOver x -> {
          return;
        }
      }
    }
  }

  // ----- coins (§3.3, §4.6, Y2) -----

  /**
   * §4.6: the discard pile, shuffled, becomes the new draw pile. Y4 (§7): during the active player's
   * Discover phase the rebuild is counted (every one, or only those needed to reveal a card), and
   * from the second one on an additional tax is due; it is resolved once the current step is done
   * (at once when revealing, else after the payout that drew the coins).
   */
  private void rebuildDrawPile(boolean forReveal) {
    Card[] cards = new Card[discard.size()];
    int k = 0;
    for (int o = discard.first(); o >= 0; o = discard.next(o)) {
      Card card = Card.VALUES[o];
      for (int c = discard.count(o); c > 0; c--) {
        cards[k++] = card;
      }
    }
    shuffle(cards, rnd());
    draw = List.of(cards);
    discard = CardBag.EMPTY;
    shuffles++;
    events.add(new PortRoyalEvent.Reshuffled(cards.length, shuffles));
    if (discovering && (forReveal || opts.reshufflesCounted() == ReshufflesCounted.EVERY_REBUILD)) {
      rebuilds++;
      if (extraTaxOnReshuffle(rebuilds)) {
        extraTaxesDue++;
      }
    }
  }

  /** Y4: the additional taxes due after rebuilds, one after the other. */
  private void resolveExtraTaxesDue() {
    while (extraTaxesDue > 0) {
      extraTaxesDue--;
      extraTax(ExtraTaxReason.SECOND_RESHUFFLE);
    }
  }

  static void shuffle(Object[] cards, RandomSource random) {
    for (int i = cards.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Object swap = cards[i];
      cards[i] = cards[j];
      cards[j] = swap;
    }
  }

  private boolean eager() {
    return opts.reshuffle() == Reshuffle.WHEN_EMPTY;
  }

  /**
   * §3.3: every coin received is the top card of the draw pile, put face down. §4.6, Y2: when both
   * piles are empty, the rest is not received.
   */
  private int gainCoins(int s, int count, Source source) {
    if (count <= 0) {
      return 0;
    }
    Seat m = mut(s);
    List<Coin> coins = m.coins;
    int got = 0;
    while (got < count) {
      if (draw.isEmpty()) {
        if (discard.isEmpty()) {
          break;
        }
        rebuildDrawPile(false);
      }
      coins = coins.prepend(Coin.of(draw.head(), shuffles));
      draw = draw.tail();
      got++;
      if (draw.isEmpty() && eager() && !discard.isEmpty()) {
        rebuildDrawPile(false);
      }
    }
    m.coins = coins;
    m.coinCount += got;
    events.add(new PortRoyalEvent.CoinsReceived(s, source, got, count - got));
    return got;
  }

  /** Coins paid go to the (open) discard pile, the most recently received first. */
  private CardBag spend(int s, int count) {
    if (count <= 0) {
      return CardBag.EMPTY;
    }
    Seat m = mut(s);
    CardBag paid = CardBag.ofCoins(m.coins, count);
    m.coins = m.coins.drop(count);
    m.coinCount -= count;
    discard = discard.plus(paid);
    return paid;
  }

  /** §4.4: a non-active player pays the active player 1 coin per card taken (the coin changes hands). */
  private void payActivePlayer(int s) {
    Seat from = mut(s);
    Seat to = mut(active);
    Coin coin = from.coins.head();
    from.coins = from.coins.tail();
    from.coinCount--;
    to.coins = to.coins.prepend(coin);
    to.coinCount++;
    events.add(new PortRoyalEvent.SurchargePaid(s, active));
  }

  /** Influence changed: §6, V2, V3 - the end is triggered once a player reaches the target. */
  private void addInfluence(int s, int delta) {
    Seat m = mut(s);
    m.influence += delta;
    if (!endTriggered && m.influence >= opts.influenceTarget() && (!opts.expeditionRequired() || hasExpedition(s))) {
      endTriggered = true;
      events.add(new PortRoyalEvent.EndTriggered(s, EndReason.TARGET));
    }
  }

  private boolean hasExpedition(int s) {
    CardBag d = display(s);
    for (int o = d.first(); o >= 0; o = d.next(o)) {
      if (Card.VALUES[o].kind() == Kind.EXPEDITION) {
        return true;
      }
    }
    return false;
  }

  // ----- Discover (§4.1) -----

  private boolean extraTaxOnReshuffle(int reshuffles) {
    return switch (opts.extraTaxOnReshuffle()) {
      case NEVER -> false;
      case SECOND -> reshuffles == 2;
      case SECOND_AND_LATER -> reshuffles >= 2;
    };
  }

  /** §4.1: reveal the top card (reshuffling when needed, with Yucata's additional taxes Y3/Y4). */
  private void reveal() {
    Discover d = (Discover) phase;
    if (pilesEmpty()) {
      extraTaxForEmptyPiles(d);
      return;
    }
    while (draw.isEmpty()) {
      if (discard.isEmpty()) {
        // Y4's taxes drew the last cards as coins: nothing is left to reveal
        if (opts.extraTaxWhenPilesEmpty() != ExtraTaxWhenEmpty.NEVER && !d.extraTaxLast()) {
          extraTaxForEmptyPiles(d);
        }
        return;
      }
      rebuildDrawPile(true);
      resolveExtraTaxesDue();
    }
    Card card = draw.head();
    draw = draw.tail();
    events.add(new PortRoyalEvent.CardRevealed(active, card));
    if (draw.isEmpty() && eager() && !discard.isEmpty()) {
      rebuildDrawPile(true);
      resolveExtraTaxesDue();
    }
    Discover next = Discover.of(d.cards() + 1, false, rebuilds, d.gamblerStepped());
    switch (card.kind()) {
      case PERSON -> {
        harbor = harbor.plus(card);
        phase = next;
      }
      case EXPEDITION -> {
        row = row.plus(card);
        phase = next;
      }
      case TAX -> {
        phase = next;
        resolveTax(card.taxKind(), card, null);
      }
      case SHIP -> revealShip(card, next);
    }
  }

  /** Y3 (§7): an additional tax stands in for the card that cannot be revealed. */
  private void extraTaxForEmptyPiles(Discover d) {
    phase = Discover.of(d.cards(), true, d.reshuffles(), d.gamblerStepped());
    extraTax(ExtraTaxReason.PILES_EMPTY);
  }

  /** Y3/Y4 (§7): an additional tax increase, no card; its kind per Audit Q10. */
  private void extraTax(ExtraTaxReason reason) {
    TaxKind kind = switch (opts.extraTaxKind()) {
      case RANDOM -> rnd().nextBoolean() ? TaxKind.MOST_SWORDS : TaxKind.FEWEST_INFLUENCE;
      case MOST_SWORDS -> TaxKind.MOST_SWORDS;
      case FEWEST_INFLUENCE -> TaxKind.FEWEST_INFLUENCE;
    };
    resolveTax(kind, null, reason);
  }

  /** §4.1: a ship that can be repelled waits for the active player's choice; others are accepted. */
  private void revealShip(Card ship, Discover next) {
    if (!canRepel(ship)) {
      acceptShip(ship, next);
    } else if (!canAccept(ship)) {
      repelShip(ship, next);
    } else {
      phase = new RepelOrAccept(ship, next);
    }
  }

  /** §4.1 Accept: the ship enters the harbour, or busts on a second ship of its colour (§4.2). */
  private void acceptShip(Card ship, Discover d) {
    int colours = harborShipColours();
    if ((colours & (1 << ship.colour().ordinal())) != 0) {
      bust(ship);
      return;
    }
    harbor = harbor.plus(ship);
    phase = d;
    events.add(new PortRoyalEvent.ShipAccepted(active, ship));
    if (!contracts.isEmpty()) {
      shipEntered(Integer.bitCount(colours) + 1);
    }
  }

  /**
   * §4.2: the harbour (with the new ship) goes to the discard pile, no Trade &amp; Hire, every
   * player gets 1 coin per Jester; expansion: Pechvogel (§10.4).
   */
  private void bust(Card ship) {
    CardBag discarded = harbor.plus(ship);
    discard = discard.plus(discarded);
    harbor = CardBag.EMPTY;
    phase = new TurnOver(rebuilds);
    events.add(new PortRoyalEvent.Busted(active, ship, discarded));
    for (int i = 0; i < n; i++) {
      int s = (active + i) % n;
      int jesters = count(s, Ability.JESTER);
      if (jesters > 0) {
        gainCoins(s, jesters, Source.JESTER);
      }
    }
    if (!contracts.isEmpty()) {
      momentary(active, C_PECHVOGEL, null);
    }
  }

  /** §4.1 Repel: the ship goes to the discard pile, or is kept for Piratenpack (§10.5.10). */
  private void repelShip(Card ship, Discover d) {
    phase = d;
    events.add(new PortRoyalEvent.ShipRepelled(active, ship));
    if (keepsForPiratePack(ship)) {
      Seat m = mut(active);
      m.kept = m.kept.plus(ship);
      events.add(new PortRoyalEvent.ShipSetAside(active, ship));
      if (opts.automaticContracts()) {
        automaticFulfilments(active);
      }
    } else {
      discard = discard.plus(ship);
    }
  }

  /**
   * §10.5.10: with Piratenpack face up, not yet completed and a free cube, the active player keeps
   * the first repelled ship of each colour.
   */
  private boolean keepsForPiratePack(Card ship) {
    return !contracts.isEmpty() && open(active, C_PIRATENPACK)
        && (shipColours(kept(active)) & (1 << ship.colour().ordinal())) == 0;
  }

  /** §4.1, §4.4: Discover ends; the active player's allowance follows from the harbour's colours. */
  private void stopDiscovering() {
    Discover d = (Discover) phase;
    discovering = false;
    if (d.cards() == 0 && pilesEmpty() && !endTriggered) {
      // ENGINE DECISION: nothing can ever be revealed again unless players give up coins; end the game
      endTriggered = true;
      events.add(new PortRoyalEvent.EndTriggered(active, EndReason.STALLED));
    }
    int colours = harborColours();
    int allowance = colours <= 3 ? 1 : colours == 4 ? 2 : 3;
    events.add(new PortRoyalEvent.DiscoverEnded(active, colours, allowance));
    startSlot(0, allowance);
  }

  // ----- taxes (§4.3) -----

  /**
   * §4.3: every player with 12 or more coins discards half (rounded down); then the players with
   * the most swords, or with the fewest influence, get 1 coin each (ties: all of them); then the
   * card goes to the discard pile. Expansion: Finanzbeamter for the players who paid (§10.5.11).
   */
  private void resolveTax(TaxKind kind, Card card, ExtraTaxReason reason) {
    events.add(new PortRoyalEvent.TaxResolved(active, card == null, kind, reason));
    int taxed = 0;
    for (int i = 0; i < n; i++) {
      int s = (active + i) % n;
      int c = coins(s);
      if (c >= TAX_THRESHOLD) {
        // the coins are paid whether or not anybody listens: only the event is optional
        CardBag paid = spend(s, c / 2);
        events.add(new PortRoyalEvent.TaxPaid(s, paid));
        taxed |= 1 << s;
      }
    }
    int best = kind == TaxKind.MOST_SWORDS ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    for (int s = 0; s < n; s++) {
      best = kind == TaxKind.MOST_SWORDS ? Math.max(best, swords(s)) : Math.min(best, influence(s));
    }
    for (int i = 0; i < n; i++) {
      int s = (active + i) % n;
      if ((kind == TaxKind.MOST_SWORDS ? swords(s) : influence(s)) == best) {
        gainCoins(s, 1, Source.TAX_BONUS);
      }
    }
    if (card != null) {
      discard = discard.plus(card);
    }
    if (taxed != 0 && !contracts.isEmpty()) {
      for (int i = 0; i < n; i++) {
        int s = (active + i) % n;
        boolean allowed = opts.automaticContracts() || opts.taxOfficerForEveryone() || s == active;
        if ((taxed & (1 << s)) != 0 && allowed) {
          momentary(s, C_FINANZBEAMTER, null);
        }
      }
    }
  }

  // ----- Trade & Hire (§4.4, §4.5) -----

  /**
   * §4.5: a slot begins with its bonuses (Admiral at 5+ cards, Jester on an empty harbour for
   * non-active players; expansion Vice Admiral at 3-4 cards, Gunner per ship but one), then the
   * allowance is fixed, with 1 more card per Governor. V1 may pass for a non-active player.
   */
  private void startSlot(int slot, int baseAllowance) {
    int s = (active + slot) % n;
    int cards = harbor.size();
    if (cards >= 5) {
      int admirals = count(s, Ability.ADMIRAL);
      if (admirals > 0) {
        gainCoins(s, 2 * admirals, Source.ADMIRAL);
      }
    }
    if (opts.expansionCards()) {
      if (cards == 3 || cards == 4) {
        int viceAdmirals = count(s, Ability.VICE_ADMIRAL);
        if (viceAdmirals > 0) {
          gainCoins(s, viceAdmirals, Source.VICE_ADMIRAL);
        }
      }
      harborFacts();
      int ships = harborShips;
      if (ships >= 2) {
        int gunners = count(s, Ability.GUNNER);
        if (gunners > 0) {
          gainCoins(s, gunners * (ships - 1), Source.GUNNER);
        }
      }
    }
    if (slot != 0 && cards == 0) {
      int jesters = count(s, Ability.JESTER);
      if (jesters > 0) {
        gainCoins(s, jesters, Source.JESTER);
      }
    }
    int allowance = (slot == 0 ? baseAllowance : 1) + count(s, Ability.GOVERNOR);
    TradeAndHire th = TradeAndHire.of(slot, s, allowance, 0);
    phase = th;
    events.add(new PortRoyalEvent.SlotStarted(s, allowance));
    if (slot != 0 && opts.autoPass() != AutoPass.OFF && slotHasChoice(th) && autoPasses(th)) {
      endSlot(th, SlotEnd.AUTO_PASSED);
    }
  }

  /**
   * V1 (§8, Audit Q3): a non-active player passes automatically when the cards he could take are
   * ships that net him no coin after the surcharge and no other use (no Wholesaler to tuck under,
   * no gift, no Foe decline); with {@link AutoPass#ONLY_CARD} only when there is exactly one.
   */
  private boolean autoPasses(TradeAndHire th) {
    int s = th.seat();
    java.util.List<PortRoyalAction> other = scratch();
    fulfilments(s, other);
    if (!other.isEmpty()) {
      return false;
    }
    int zeroNet = 0;
    for (int o = harbor.first(); o >= 0; o = harbor.next(o)) {
      Card card = Card.VALUES[o];
      if (!card.isShip()) {
        if (canHire(s, card)) {
          return false;
        }
        continue;
      }
      if (canDecline(s, card)) {
        return false;
      }
      if (canTrade(s, card)) {
        if (tradeValue(s, card) - 1 > 0 || t.gift(card) || tucks(s, card, false)) {
          return false;
        }
        zeroNet += harbor.count(o);
      }
    }
    return zeroNet > 0 && (this.opts.autoPass() == AutoPass.ALL_ZERO_NET || zeroNet == 1);
  }

  /** A slot ended: the next player's slot, or (after the last) the harbour is cleared and the turn ends. */
  private void endSlot(TradeAndHire th, SlotEnd how) {
    events.add(new PortRoyalEvent.SlotEnded(th.seat(), how));
    if (th.slot() + 1 < n) {
      startSlot(th.slot() + 1, 0);
      return;
    }
    if (!harbor.isEmpty()) {
      events.add(new PortRoyalEvent.HarborCleared(harbor));
      discard = discard.plus(harbor);
      harbor = CardBag.EMPTY;
    }
    endTurn();
  }

  /**
   * §4.4 Trade: the ship goes to the discard pile (or under a Wholesaler, unterwegs §4), the player
   * receives its coins + 1 per own Trader of its colour, a non-active player pays the active player
   * 1 coin (possibly out of this income). Expansion: declining the coins (§10.5.7), the Clerk's
   * extra card and the gift ship's coin (§10.2).
   */
  private void tradeShip(Card ship, boolean declined) {
    TradeAndHire th = (TradeAndHire) phase;
    int s = th.seat();
    boolean isActive = s == active;
    harbor = harbor.minus(ship);
    boolean tuck = tucks(s, ship, declined);
    events.add(new PortRoyalEvent.ShipTraded(s, ship, declined, tuck));
    if (declined && !isActive) {
      payActivePlayer(s);
    }
    if (!tuck) {
      discard = discard.plus(ship);
    }
    if (!declined) {
      gainCoins(s, tradeValue(s, ship), Source.TRADE);
    }
    if (tuck) {
      Seat m = mut(s);
      m.tucked = m.tucked.plus(ship);
      addInfluence(s, 1);
    }
    if (!declined && !isActive) {
      payActivePlayer(s);
    }
    if (declined) {
      progressFoe(s, foe(ship));
    }
    int extra = opts.expansionCards() ? count(s, Ability.CLERK, ship.colour()) : 0;
    TradeAndHire after = TradeAndHire.of(th.slot(), s, th.allowance() - 1 + extra, th.taken() + 1);
    phase = t.gift(ship) ? new GiftRecipient(s, after) : after;
  }

  /** §10.2: the gift ship's coin goes to the chosen other player. */
  private void giveGiftCoin(int to) {
    GiftRecipient g = (GiftRecipient) phase;
    events.add(new PortRoyalEvent.GiftGiven(g.giver(), to));
    gainCoins(to, 1, Source.GIFT);
    phase = g.slot();
  }

  /**
   * §4.4 Hire: pay the cost (minus Mademoiselles, not below 0) to the discard pile, a non-active
   * player 1 coin more to the active player; the person joins the display and works at once
   * (start-of-slot persons from the next slot on, §9.20).
   */
  private void hirePerson(Card person) {
    TradeAndHire th = (TradeAndHire) phase;
    int s = th.seat();
    CardBag paid = spend(s, hireCost(s, person));
    harbor = harbor.minus(person);
    Seat m = mut(s);
    m.display = m.display.plus(person);
    m.swords += t.swords(person);
    events.add(new PortRoyalEvent.PersonHired(s, person, paid));
    if (s != active) {
      payActivePlayer(s);
    }
    phase = TradeAndHire.of(th.slot(), s, th.allowance() - 1, th.taken() + 1);
    addInfluence(s, t.influence(person));
    if (opts.automaticContracts() && !contracts.isEmpty()) {
      automaticFulfilments(s);
    }
  }

  /**
   * §4.1.3: discard the paying persons, move the expedition into the display (its influence
   * replaces theirs) and receive its coins.
   */
  private void claimExpedition(Card expedition, CardBag persons) {
    int s = active;
    Seat m = mut(s);
    int lost = 0;
    int lostSwords = 0;
    CardBag display = m.display;
    for (int o = persons.first(); o >= 0; o = persons.next(o)) {
      Card card = Card.VALUES[o];
      int k = persons.count(o);
      display = display.minus(card, k);
      lost += k * t.influence(card);
      lostSwords += k * t.swords(card);
    }
    m.display = display.plus(expedition);
    m.swords -= lostSwords;
    discard = discard.plus(persons);
    row = row.minus(expedition);
    events.add(new PortRoyalEvent.ExpeditionClaimed(s, expedition, persons));
    addInfluence(s, t.influence(expedition) - lost);
    gainCoins(s, t.coins(expedition), Source.EXPEDITION);
    if (opts.automaticContracts() && !contracts.isEmpty()) {
      automaticFulfilments(s);
    }
  }

  // ----- the end of a turn and of the game (§4, §6) -----

  /** The next player becomes active; after the last seat's turn a round is complete (§6). */
  private void endTurn() {
    if (active == lastSeat()) {
      round++;
      if (!endTriggered && round >= opts.roundLimit()) {
        endTriggered = true;
        events.add(new PortRoyalEvent.EndTriggered(-1, EndReason.ROUND_LIMIT));
      }
      if (endTriggered) {
        phase = new GameOver();
        PortRoyalState end = freeze();
        // scored for the event only: play, whose sink ignores it, does not rank the game
        if (events != EventSink.<PortRoyalEvent>ignore()) {
          events.add(new PortRoyalEvent.GameEnded(end.players().map(PortRoyalPlayer::influence),
              end.players().map(PortRoyalPlayer::coinCount), Vector.ofAll(Scoring.ranks(end))));
        }
        return;
      }
    }
    active = (active + 1) % n;
    phase = Discover.START;
    discovering = true;
    rebuilds = 0;
    events.add(new PortRoyalEvent.TurnStarted(active, round));
  }

  // ----- contracts (§10.5) -----

  /**
   * A momentary contract condition happened for a player (§10.5.1): with automatic fulfilment the
   * step is taken at once (§10.6); otherwise the player gets a chance to decide.
   */
  private void momentary(int s, Contract a, Contract b) {
    Vector<Contract> options = Vector.empty();
    if (a != null && chanceOption(s, a)) {
      options = options.append(a);
    }
    if (b != null && chanceOption(s, b)) {
      options = options.append(b);
    }
    if (options.isEmpty()) {
      return;
    }
    if (!opts.automaticContracts()) {
      chances = chances.append(new ContractChance(s, options));
      return;
    }
    if (!opts.littleGamblerStepAutomatic() && options.contains(C_KLEINER_ZOCKER) && progress(s, C_KLEINER_ZOCKER) == 0) {
      // Audit Q8 (b): the progress cube is placed only on request
      chances = chances.append(new ContractChance(s, Vector.of(C_KLEINER_ZOCKER)));
      options = options.remove(C_KLEINER_ZOCKER);
    }
    automatically(s, options);
  }

  /** §10.5.8-9: a ship entered the harbour during the active player's Discover. */
  private void shipEntered(int colours) {
    if (colours >= 3) {
      momentary(active, C_KLEINER_ZOCKER, colours >= 4 ? C_ZOCKER : null);
    }
  }

  /** §10.6: Yucata fulfils display conditions the moment they hold. */
  private void automaticFulfilments(int s) {
    Vector<Contract> met = Vector.empty();
    for (ContractState cs : contracts) {
      if (canFulfil(s, cs.contract())) {
        met = met.append(cs.contract());
      }
    }
    automatically(s, met);
  }

  /**
   * §10.6: take the steps; when cubes run short, the contracts paying more coins first (ENGINE
   * DECISION: equal coins in face-up order; a progress step counts as 0 coins).
   */
  private void automatically(int s, Vector<Contract> candidates) {
    if (candidates.isEmpty()) {
      return;
    }
    Vector<Contract> order = candidates.size() == 1 ? candidates : candidates.sortBy(c -> -stepCoins(s, c));
    for (Contract c : order) {
      if (chanceOption(s, c) && (c.momentary() || canFulfil(s, c))) {
        step(s, c);
      }
    }
  }

  private int stepCoins(int s, Contract c) {
    if (c == C_KLEINER_ZOCKER && progress(s, c) == 0) {
      return 0;
    }
    int i = contractIndex(c);
    return t.reward(c, contracts.get(i).completedBy().size());
  }

  /** A decision on a pending contract chance. */
  private void decideChance(PortRoyalAction action) {
    ContractChance ch = chances.head();
    chances = chances.tail();
    if (action instanceof FulfilContract f) {
      Vector<Contract> rest = ch.contracts().remove(f.contract());
      if (!rest.isEmpty()) {
        chances = chances.prepend(new ContractChance(ch.seat(), rest));
      }
      step(ch.seat(), f.contract());
    } else {
      events.add(new PortRoyalEvent.ContractSkipped(ch.seat(), ch.contracts()));
    }
  }

  /** The next step on a contract: Kleiner Zocker's progress field first, otherwise completion. */
  private void step(int s, Contract c) {
    if (c == C_KLEINER_ZOCKER) {
      Discover d = discoverPhase();
      Discover stepped = Discover.of(d.cards(), d.extraTaxLast(), d.reshuffles(), true);
      phase = phase instanceof RepelOrAccept r ? new RepelOrAccept(r.ship(), stepped) : stepped;
      if (progress(s, c) == 0) {
        setProgress(s, c, 1);
        return;
      }
    }
    complete(s, c);
  }

  private void setProgress(int s, Contract c, int step) {
    int i = contractIndex(c);
    ContractState cs = contracts.get(i);
    contracts = contracts.update(i, new ContractState(c, cs.completedBy(), cs.progress().update(s, step)));
    events.add(new PortRoyalEvent.ContractProgressed(s, c, step));
  }

  /** §10.5.7: a declined frigate or galleon moves the player's cube on, completing at the last decline. */
  private void progressFoe(int s, Contract foe) {
    if (!open(s, foe)) {
      return;
    }
    int step = progress(s, foe) + 1;
    if (step >= foe.amount()) {
      complete(s, foe);
    } else {
      setProgress(s, foe, step);
    }
  }

  /**
   * §10.5: the cube goes to the leftmost free reward field and the player receives its coins; his
   * 2nd contract is worth 1 influence, his 3rd 2 more. Piratenpack's 5 ships go to the discard pile.
   */
  private void complete(int s, Contract c) {
    int i = contractIndex(c);
    ContractState cs = contracts.get(i);
    int field = cs.completedBy().size();
    contracts = contracts.update(i, new ContractState(c, cs.completedBy().append(s), cs.progress().update(s, 0)));
    int done = completedCount(s);
    int bonus = done == 2 ? 1 : done == 3 ? 2 : 0;
    events.add(new PortRoyalEvent.ContractCompleted(s, c, field, bonus));
    if (c == C_PIRATENPACK) {
      Seat m = mut(s);
      discard = discard.plus(m.kept);
      m.kept = CardBag.EMPTY;
    }
    if (bonus > 0) {
      addInfluence(s, bonus);
    }
    gainCoins(s, t.reward(c, field), Source.CONTRACT);
  }
}
