package org.spielwerk.portroyalunterwegs;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.Map;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Require;
import org.spielwerk.core.Rng;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.portroyalunterwegs.Phase.Discover;
import org.spielwerk.portroyalunterwegs.Phase.GameOver;
import org.spielwerk.portroyalunterwegs.Phase.RepelOrAccept;
import org.spielwerk.portroyalunterwegs.Phase.TradeAndHire;
import org.spielwerk.portroyalunterwegs.UnterwegsAction.Accept;
import org.spielwerk.portroyalunterwegs.UnterwegsAction.Hire;
import org.spielwerk.portroyalunterwegs.UnterwegsAction.Pass;
import org.spielwerk.portroyalunterwegs.UnterwegsAction.Repel;
import org.spielwerk.portroyalunterwegs.UnterwegsAction.Reveal;
import org.spielwerk.portroyalunterwegs.UnterwegsAction.Stop;
import org.spielwerk.portroyalunterwegs.UnterwegsAction.Trade;

/**
 * Port Royal unterwegs (Pegasus Spiele, Alexander Pfister, 2016), the 60-card travel edition for 2 to 4
 * players, after the rules spec {@code portroyal-unterwegs.md}. Stateless and thread-safe.
 *
 * <p>A game between bots, from setup to the end (compiled and run by the module's tests):
 * {@snippet file="org/spielwerk/portroyalunterwegs/JavadocExamplesTest.java" region="play"}
 */
public final class PortRoyalUnterwegs
    implements Game<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView, UnterwegsOptions> {

  /**
   * No game needs more actions than this. Measured: random playouts over millions of games stay far
   * below it (docs/portroyal-unterwegs.md); a game that stalls ends by the stall rule instead.
   */
  public static final int MAX_ACTIONS = 20_000;

  private static final GameInfo INFO = new GameInfo("portroyal-unterwegs", "Port Royal unterwegs", 2, 4, MAX_ACTIONS);
  private static final UnterwegsHeuristic HEURISTIC = new UnterwegsHeuristic();

  @Override
  public GameInfo info() {
    return INFO;
  }

  @Override
  public Types<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView, UnterwegsOptions> types() {
    return new Types<>(UnterwegsState.class, UnterwegsAction.class, UnterwegsEvent.class, UnterwegsView.class,
        UnterwegsOptions.class);
  }

  @Override
  public UnterwegsOptions defaultOptions() {
    return UnterwegsOptions.DEFAULT;
  }

  @Override
  public Map<String, UnterwegsOptions> presets() {
    // a fixed order (Map.of iterates in an order that changes from run to run), so that whatever numbers the
    // presets (the contract's cases, a UI's list) is reproducible
    var presets = new java.util.LinkedHashMap<String, UnterwegsOptions>();
    presets.put("DEFAULT", UnterwegsOptions.DEFAULT);
    presets.put("STRICT", UnterwegsOptions.STRICT);
    return java.util.Collections.unmodifiableMap(presets);
  }

  /** Setup (§2): shuffle the 60 cards, deal each player 3 coins, choose the start player. */
  @Override
  public UnterwegsState setup(UnterwegsOptions options, int players, long seed) {
    Require.nonNull(options, "options");
    INFO.checkPlayers(players);
    options.check(players);
    RandomSource random = Rng.seeded(seed).source();
    List<Card> draw = random.shuffle(options.cards());
    Vector<UnterwegsPlayer> seats = Vector.empty();
    for (int i = 0; i < players; i++) {
      List<Coin> coins = List.empty();
      for (int k = 0; k < 3; k++) {
        coins = UnterwegsPlayer.addCoin(coins, new Coin(draw.head(), 0));
        draw = draw.tail();
      }
      seats = seats.append(UnterwegsPlayer.EMPTY.withCoins(coins));
    }
    int start = options.randomStartPlayer() ? random.nextInt(players) : options.startPlayer();
    return new UnterwegsStateBuilder().options(options).draw(draw).shuffles(0).discard(List.empty())
        .harbor(Vector.empty()).players(seats).startPlayer(start).active(start).phase(new Discover(false))
        .endTriggered(false).quietTurns(0).rng(random.toRng()).build();
  }

  @Override
  public Status status(UnterwegsState state) {
    Require.nonNull(state, "state");
    return state.phase() instanceof GameOver
        ? new Status.Finished(Scoring.outcome(state))
        : new Status.ToMove(state.toMove());
  }

  // The lists of the phases whose choices need no card: shared, immutable, allocated once.
  private static final java.util.List<UnterwegsAction> REVEAL_ONLY = java.util.List.of(UnterwegsAction.REVEAL);
  private static final java.util.List<UnterwegsAction> REVEAL_OR_STOP =
      java.util.List.of(UnterwegsAction.REVEAL, UnterwegsAction.STOP);
  private static final java.util.List<UnterwegsAction> STOP_ONLY = java.util.List.of(UnterwegsAction.STOP);
  private static final java.util.List<UnterwegsAction> REPEL_OR_ACCEPT =
      java.util.List.of(UnterwegsAction.REPEL, UnterwegsAction.ACCEPT);
  private static final java.util.List<UnterwegsAction> REPEL_ONLY = java.util.List.of(UnterwegsAction.REPEL);
  private static final java.util.List<UnterwegsAction> ACCEPT_ONLY = java.util.List.of(UnterwegsAction.ACCEPT);

  /** The actions in a fixed order, as an unmodifiable list. */
  @Override
  public java.util.List<UnterwegsAction> legalActions(UnterwegsState s) {
    Require.nonNull(s, "state");
    return switch (s.phase()) {
      case Discover d -> Rules.canReveal(s)
          ? d.revealed() ? REVEAL_OR_STOP : REVEAL_ONLY
          : d.revealed() ? STOP_ONLY : java.util.List.of();
      case RepelOrAccept r -> Rules.canRepel(s, r.ship())
          ? Rules.canAccept(s, r.ship()) ? REPEL_OR_ACCEPT : REPEL_ONLY
          : Rules.canAccept(s, r.ship()) ? ACCEPT_ONLY : java.util.List.of();
      case TradeAndHire t -> {
        int seat = s.toMove();
        Vector<Card> harbor = s.harbor();
        java.util.List<UnterwegsAction> legal = new ArrayList<>(harbor.size() + 1);
        for (int i = 0; i < harbor.size(); i++) {
          Card card = harbor.get(i);
          if (Rules.firstIndex(harbor, card, i) == i && Rules.canTake(s, seat, card)) {
            legal.add(take(card));
          }
        }
        if (Rules.canPass(s, t)) {
          legal.add(UnterwegsAction.PASS);
        }
        yield java.util.Collections.unmodifiableList(legal);
      }
      case GameOver o -> java.util.List.of();
    };
  }

  private static UnterwegsAction take(Card card) {
    return switch (card) {
      case Card.Ship ship -> new Trade(ship);
      case Card.Person person -> new Hire(person);
      case Card.Tax tax -> throw new IllegalStateException("a tax card in the harbor");
    };
  }

  @Override
  public Step<UnterwegsState, UnterwegsEvent> apply(UnterwegsState s, UnterwegsAction action) {
    java.util.List<UnterwegsEvent> events = new ArrayList<>(8);
    return new Step<>(transition(s, action, EventSink.into(events)), events);
  }

  /** {@link #apply} without its events: the same new state, for playouts and search. */
  @Override
  public UnterwegsState play(UnterwegsState s, UnterwegsAction action) {
    return transition(s, action, EventSink.ignore());
  }

  /**
   * The rules of one action. Every rule reports its events to {@code events} without asking whether
   * anybody listens: {@link #apply} collects them, {@link #play} ignores them.
   */
  private static UnterwegsState transition(UnterwegsState s, UnterwegsAction action,
      EventSink<UnterwegsEvent> events) {
    Require.nonNull(s, "state");
    Require.nonNull(action, "action");
    return switch (action) {
      case Reveal r -> {
        discovering(s, "Reveal");
        if (!Rules.canReveal(s)) {
          throw Rules.illegal("Reveal (§3, U-Q2)", "both piles are empty, there is nothing to reveal");
        }
        yield Rules.reveal(s, events);
      }
      case Stop st -> {
        if (!(discovering(s, "Stop")).revealed()) {
          throw Rules.illegal("Discover (§3)", "the active player must reveal at least one card before stopping");
        }
        yield Rules.stop(s, events);
      }
      case Repel r -> {
        Card.Ship ship = revealedShip(s, "Repel");
        if (!Rules.canRepel(s, ship)) {
          throw Rules.illegal("Repel (§3)", ship.skull()
              ? "a skull ship can never be repelled"
              : "repelling needs " + ship.swords() + " swords; the active player has " + s.player(s.active()).swords());
        }
        yield Rules.repel(s, ship, events);
      }
      case Accept a -> {
        Card.Ship ship = revealedShip(s, "Accept");
        if (!Rules.canAccept(s, ship)) {
          throw Rules.illegal("Repel (§3, Audit U-Q1 b)",
              "with mustRepelDuplicates on, a second ship of a colour that can be repelled must be repelled");
        }
        yield Rules.accept(s, ship, events);
      }
      case Trade t -> {
        TradeAndHire slot = checkTake(s, t.ship(), "Trade");
        yield Rules.cardTaken(Rules.trade(s, s.toMove(), t.ship(), events), slot, events);
      }
      case Hire h -> {
        TradeAndHire slot = checkTake(s, h.person(), "Hire");
        yield Rules.cardTaken(Rules.hire(s, s.toMove(), h.person(), events), slot, events);
      }
      case Pass p -> {
        TradeAndHire slot = tradeAndHire(s, "Pass");
        if (!Rules.canPass(s, slot)) {
          throw Rules.illegal("Trade & Hire (§3, Audit Q2 b)",
              "with activeMustTake on, the active player must take a card while he can");
        }
        yield Rules.endSlot(s, slot, events);
      }
    };
  }

  private static Discover discovering(UnterwegsState s, String what) {
    if (s.phase() instanceof Discover d) {
      return d;
    }
    throw Rules.illegal("Discover (§3)", what + " is only possible in the active player's Discover phase, not in "
        + phaseName(s));
  }

  private static Card.Ship revealedShip(UnterwegsState s, String what) {
    if (s.phase() instanceof RepelOrAccept r) {
      return r.ship();
    }
    throw Rules.illegal(what.equals("Repel") ? "Repel (§3)" : "Discover (§3)",
        what + " applies only to a ship just revealed that the active player could repel; now it is " + phaseName(s));
  }

  private static TradeAndHire tradeAndHire(UnterwegsState s, String what) {
    if (s.phase() instanceof TradeAndHire t) {
      return t;
    }
    throw Rules.illegal("Trade & Hire (§3)", what + " is only possible in Trade & Hire, not in " + phaseName(s));
  }

  private static TradeAndHire checkTake(UnterwegsState s, Card card, String what) {
    TradeAndHire slot = tradeAndHire(s, what);
    if (!s.harbor().contains(card)) {
      throw Rules.illegal("Trade & Hire (§3)", notInHarbor(s, card, what));
    }
    if (!Rules.canTake(s, s.toMove(), card)) {
      int seat = s.toMove();
      throw switch (card) {
        case Card.Person p -> Rules.illegal("Hire (§3)", "hiring costs " + p.cost() + " coins"
            + (seat == s.active() ? "" : " plus 1 coin for the active player") + "; the player has "
            + s.player(seat).coinCount());
        case Card.Ship sh -> Rules.illegal("Surcharge (§3, §6.8)",
            "a non-active player with no coins cannot take a ship that brings him no coin to pay the active player");
        case Card.Tax t -> Rules.illegal("Trade & Hire (§3)", "a tax card cannot be taken");
      };
    }
    return slot;
  }

  /**
   * Why a card cannot be taken: it is missing from the action, it is no card of this game's deck (a card
   * made up or changed in JSON, which the words must not try to describe), or it is not in the harbor.
   */
  private static String notInHarbor(UnterwegsState s, Card card, String what) {
    if (card == null) {
      return what + " names no card";
    }
    if (!s.options().cards().contains(card)) {
      return what + " names " + card.id() + ", which is no card of this game's deck (every field as in the "
          + "components table)";
    }
    return "there is no " + UnterwegsText.of(java.util.Locale.ENGLISH).cardWords(card) + " in the harbor";
  }

  private static String phaseName(UnterwegsState s) {
    return switch (s.phase()) {
      case Discover d -> "Discover";
      case RepelOrAccept r -> "the decision on a revealed ship";
      case TradeAndHire t -> "Trade & Hire";
      case GameOver o -> "a finished game";
    };
  }

  @Override
  public UnterwegsView view(UnterwegsState state, int observer) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    return UnterwegsView.of(state, observer);
  }

  /**
   * Re-deals what no seat can see: the fronts of the coins (no player knows even his own, §2) and the
   * draw pile. Cards are swapped only among those nobody can tell apart: the coins taken from one
   * shuffle of the draw pile, and for the latest shuffle also the draw pile itself. (Everyone saw the
   * discard pile that a reshuffle turned into the draw pile, so its cards cannot be coins of an earlier
   * shuffle.) Counts and shuffles stay; the random generator is replaced.
   */
  @Override
  public UnterwegsState resample(UnterwegsState state, int observer, long seed) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    RandomSource random = Rng.seeded(seed).source();
    int shuffles = state.shuffles();
    // one pool per shuffle that still has coins out (a map: shuffles may be many, pools are few)
    Map<Integer, java.util.List<Card>> pools = new java.util.TreeMap<>();
    pools.put(shuffles, new ArrayList<>(state.draw().asJava()));
    for (UnterwegsPlayer seat : state.players()) {
      for (Coin coin : seat.coins()) {
        pools.computeIfAbsent(coin.shuffle(), k -> new ArrayList<>()).add(coin.card());
      }
    }
    Map<Integer, java.util.Iterator<Card>> dealt = new java.util.HashMap<>();
    pools.forEach((shuffle, pool) -> dealt.put(shuffle,
        pool.isEmpty() ? java.util.Collections.emptyIterator() : random.shuffle(pool).iterator()));
    Vector<UnterwegsPlayer> seats = Vector.empty();
    for (UnterwegsPlayer seat : state.players()) {
      List<Coin> coins = seat.coins().map(coin -> new Coin(dealt.get(coin.shuffle()).next(), coin.shuffle()));
      seats = seats.append(seat.withCoins(coins.sorted(Coin.ORDER)));
    }
    List<Card> draw = state.draw().map(card -> dealt.get(shuffles).next());
    return state.withPlayers(seats).withDraw(draw).withRng(random.toRng());
  }

  /**
   * Deals a position from a view alone: the coins of each shuffle and, for the latest, the draw pile
   * are dealt at random from that shuffle's unseen cards; everything else is copied from the view and
   * the random generator is seeded afresh. The same in distribution as {@link #resample} from the
   * real position. A view is taken as strictly as {@link #validate} takes a state: the position dealt
   * passes {@code validate} and shows the observer exactly this view.
   *
   * @throws org.spielwerk.core.InvalidPositionException (an IllegalArgumentException) naming the view's
   *     field when the view does not add up: a field missing, a count out of range, unseen cards that do
   *     not fill the coins and the draw pile, or no valid position that shows this view
   */
  @Override
  public UnterwegsState resampleFromView(UnterwegsView view, long seed) {
    Require.nonNull(view, "view");
    ViewChecks.checkBeforeDeal(view);
    RandomSource random = Rng.seeded(seed).source();
    java.util.List<java.util.Iterator<Card>> dealt = new ArrayList<>(view.unseen().size());
    for (Vector<Card> pool : view.unseen()) {
      dealt.add(pool.isEmpty() ? java.util.Collections.emptyIterator() : random.shuffle(pool.asJava()).iterator());
    }
    // the pools fit exactly (checked above), so no iterator runs dry and none keeps a card
    Vector<UnterwegsPlayer> seats = Vector.empty();
    for (UnterwegsView.PlayerView seat : view.players()) {
      List<Coin> coins = List.ofAll(seat.coinShuffles()).map(shuffle -> new Coin(dealt.get(shuffle).next(), shuffle));
      seats = seats.append(new UnterwegsPlayer(coins.sorted(Coin.ORDER), seat.display(), seat.tucked()));
    }
    java.util.Iterator<Card> latest = dealt.get(view.shuffles());
    java.util.List<Card> draw = new ArrayList<>(view.drawCount());
    for (int i = 0; i < view.drawCount(); i++) {
      draw.add(latest.next());
    }
    UnterwegsState position = new UnterwegsStateBuilder().options(view.options()).draw(List.ofAll(draw))
        .shuffles(view.shuffles()).discard(view.discard()).harbor(view.harbor()).players(seats)
        .startPlayer(view.startPlayer()).active(view.active()).phase(view.phase()).endTriggered(view.endTriggered())
        .quietTurns(view.quietTurns()).rng(random.toRng()).build();
    ViewChecks.checkDeal(view, position);
    return position;
  }

  /**
   * Checks a position built by hand or read from JSON against every rule of the spec about where a
   * card may lie and what a counter may hold; see {@link Validation}.
   */
  @Override
  public void validate(UnterwegsState s) {
    Require.nonNull(s, "state");
    Validation.validate(s);
  }

  @Override
  public Heuristic<UnterwegsState> heuristic() {
    return HEURISTIC;
  }

  @Override
  public GameText<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView> text() {
    return UnterwegsText.of(java.util.Locale.ENGLISH);
  }

  /**
   * The words in the locale's language from the game's message catalogue: English, German (the German
   * rulebook's terms), English for a language without a catalogue file.
   */
  @Override
  public GameText<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView> text(java.util.Locale locale) {
    return UnterwegsText.of(locale);
  }
}
