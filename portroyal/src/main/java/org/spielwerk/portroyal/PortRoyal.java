package org.spielwerk.portroyal;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Require;
import org.spielwerk.core.Rng;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * Port Royal (Pegasus Spiele, Alexander Pfister, 2014) for 2 to 5 players, as played on Yucata,
 * with its variants, the expansion "Ein Auftrag geht noch" and the unterwegs two-nail cards
 * (spec: {@code portroyal.md}, {@code portroyal-unterwegs.md} §7). Stateless and thread-safe.
 *
 * <p>Options: {@link PortRoyalOptions}, presets {@link PortRoyalOptions#YUCATA} (default) and
 * {@link PortRoyalOptions#PRINTED}.
 *
 * <p>A game between bots, from setup to the end (compiled and run by the module's tests):
 * {@snippet file="org/spielwerk/portroyal/JavadocExamplesTest.java" region="play"}
 */
public final class PortRoyal
    implements Game<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView, PortRoyalOptions> {

  /** No game is longer; random playouts of 2 to 5 players stay far below it. */
  static final int MAX_ACTIONS = 200_000;
  private static final GameInfo INFO = new GameInfo("portroyal", "Port Royal", 2, 5, MAX_ACTIONS);
  private static final int START_COINS = 3;
  private static final int FACE_UP_CONTRACTS = 4;

  /** One-action lists of the shared action instances, and the commonest pairs: answers that allocate nothing. */
  private static final Map<PortRoyalAction, java.util.List<PortRoyalAction>> SINGLE = new java.util.IdentityHashMap<>();
  private static final Map<PortRoyalAction, java.util.List<PortRoyalAction>> WITH_PASS = new java.util.IdentityHashMap<>();
  private static final java.util.List<PortRoyalAction> REVEAL_STOP =
      java.util.List.of(PortRoyalAction.REVEAL, PortRoyalAction.STOP);

  static {
    java.util.List<PortRoyalAction> shared = new ArrayList<>(java.util.List.of(PortRoyalAction.REVEAL, PortRoyalAction.STOP,
        PortRoyalAction.REPEL, PortRoyalAction.ACCEPT, PortRoyalAction.PASS, PortRoyalAction.SKIP_CONTRACT));
    for (Card card : Card.VALUES) {
      shared.add(PortRoyalAction.Trade.of(card));
      shared.add(PortRoyalAction.DeclineCoins.of(card));
      shared.add(PortRoyalAction.Hire.of(card));
    }
    for (Contract contract : Contract.VALUES) {
      shared.add(PortRoyalAction.FulfilContract.of(contract));
    }
    for (PortRoyalAction action : shared) {
      SINGLE.put(action, java.util.List.of(action));
      WITH_PASS.put(action, java.util.List.of(action, PortRoyalAction.PASS));
    }
  }

  /** The legal actions as an immutable list (shared for the commonest answers). */
  // TRICK(plain: java.util.List.copyOf(actions); proof: SharedAnswersTest)
  static java.util.List<PortRoyalAction> answer(ArrayList<PortRoyalAction> actions) {
    java.util.List<PortRoyalAction> shared = null;
    if (actions.size() == 1) {
      shared = SINGLE.get(actions.get(0));
    } else if (actions.size() == 2) {
      PortRoyalAction first = actions.get(0);
      PortRoyalAction second = actions.get(1);
      if (first == PortRoyalAction.REVEAL && second == PortRoyalAction.STOP) {
        shared = REVEAL_STOP;
      } else if (second == PortRoyalAction.PASS) {
        shared = WITH_PASS.get(first);
      }
    }
    return shared != null ? shared : java.util.List.copyOf(actions);
  }

  /** The last replaced table: options with replacement rows would otherwise parse them on every call. */
  private volatile TableMemo memo;

  private record TableMemo(Vector<CardRow> cards, Vector<ContractRow> contracts, CardTable table) {}

  /**
   * One working copy per thread, reloaded by every call: {@link Rules#load} replaces every field and
   * forgets every fact derived in the last call, so a call sees nothing of the one before; only the
   * arrays are reused (a copy made per call cost about 1.1 KB per action, 6 times the rest). The rules
   * never call back into the game, so a call never meets another one's working copy.
   */
  // TRICK(plain: new Rules(state, table, events) for every call; proof: WorkingCopyTest)
  private static final ThreadLocal<Rules> SCRATCH = ThreadLocal.withInitial(Rules::new);

  @Override
  public GameInfo info() {
    return INFO;
  }

  @Override
  public Types<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView, PortRoyalOptions> types() {
    return new Types<>(PortRoyalState.class, PortRoyalAction.class, PortRoyalEvent.class, PortRoyalView.class,
        PortRoyalOptions.class);
  }

  @Override
  public PortRoyalOptions defaultOptions() {
    return PortRoyalOptions.YUCATA;
  }

  @Override
  public Map<String, PortRoyalOptions> presets() {
    Map<String, PortRoyalOptions> presets = new LinkedHashMap<>();
    presets.put("YUCATA", PortRoyalOptions.YUCATA);
    presets.put("PRINTED", PortRoyalOptions.PRINTED);
    presets.put("YUCATA_EXPANSION", PortRoyalOptions.YUCATA_EXPANSION);
    presets.put("PRINTED_EXPANSION", PortRoyalOptions.PRINTED_EXPANSION);
    return presets;
  }

  /** The card and contract tables these options play with (the built-in ones unless rows are replaced). */
  public CardTable table(PortRoyalOptions options) {
    if (options.cardTable().isEmpty() && options.contractRows().isEmpty()) {
      return CardTable.STANDARD;
    }
    TableMemo last = memo;
    if (last != null && last.cards().equals(options.cardTable()) && last.contracts().equals(options.contractRows())) {
      return last.table();
    }
    CardTable table = CardTable.of(options.cardTable(), options.contractRows());
    memo = new TableMemo(options.cardTable(), options.contractRows(), table);
    return table;
  }

  /**
   * §3: the 5-player expedition face up with 5 players (in the box otherwise), all other cards
   * shuffled, 3 coins each, the start player at random (Y1) or as chosen; expansion: 4 of the 16
   * contracts face up (§10.3).
   */
  @Override
  public PortRoyalState setup(PortRoyalOptions options, int players, long seed) {
    Require.nonNull(options, "options");
    INFO.checkPlayers(players);
    options.check(players);
    CardTable table = table(options);
    RandomSource random = Rng.seeded(seed).source();
    CardBag components = table.components(options.expansionCards(), options.unterwegsCards());
    Card fivePlayer = table.canonical(Card.EXP_5P_ANCHOR_CROSS_HOUSE);
    CardBag deckCards = components.minus(fivePlayer, components.count(fivePlayer));
    Card[] deck = new Card[deckCards.size()];
    int k = 0;
    for (int o = deckCards.first(); o >= 0; o = deckCards.next(o)) {
      for (int c = deckCards.count(o); c > 0; c--) {
        deck[k++] = Card.VALUES[o];
      }
    }
    Rules.shuffle(deck, random);
    int start = options.randomStartPlayer() ? random.nextInt(players) : options.startPlayer();
    Vector<PortRoyalPlayer> seats = Vector.empty();
    int top = 0;
    for (int s = 0; s < players; s++) {
      List<Coin> coins = List.empty();
      for (int c = 0; c < START_COINS && top < deck.length; c++) {
        coins = coins.prepend(Coin.of(deck[top++], 0));
      }
      seats = seats.append(PortRoyalPlayer.holding(coins));
    }
    List<Card> draw = List.of(deck).drop(top);
    CardBag row = players == 5 ? CardBag.of(fivePlayer) : CardBag.EMPTY;
    Vector<ContractState> contracts = Vector.empty();
    if (options.contracts()) {
      Contract[] all = Contract.VALUES.clone();
      Rules.shuffle(all, random);
      for (int i = 0; i < FACE_UP_CONTRACTS; i++) {
        contracts = contracts.append(ContractState.fresh(all[i], players));
      }
    }
    return new PortRoyalState(options, start, start, 0, false, Phase.Discover.START, List.empty(), draw, 0,
        CardBag.EMPTY, CardBag.EMPTY, row, seats, contracts, random.toRng());
  }

  @Override
  public Status status(PortRoyalState state) {
    Require.nonNull(state, "state");
    if (state.phase() instanceof Phase.GameOver) {
      return new Status.Finished(Scoring.outcome(state));
    }
    return new Status.ToMove(toMove(state));
  }

  /** The seat to decide, or -1 when the game is over. */
  static int toMove(PortRoyalState state) {
    if (!state.chances().isEmpty()) {
      return state.chances().head().seat();
    }
    return switch (state.phase()) {
      case Phase.Discover d -> state.active();
      case Phase.RepelOrAccept r -> state.active();
      case Phase.TradeAndHire th -> th.seat();
      case Phase.GiftRecipient g -> g.giver();
      case Phase.TurnOver x -> state.active();
      case Phase.GameOver x -> -1;
    };
  }

  @Override
  public java.util.List<PortRoyalAction> legalActions(PortRoyalState state) {
    Require.nonNull(state, "state");
    if (state.phase() instanceof Phase.GameOver) {
      return java.util.List.of();
    }
    Rules rules = SCRATCH.get().load(state, table(state.options()), EventSink.ignore());
    rules.legalActions(rules.buffer);
    return answer(rules.buffer);
  }

  @Override
  public Step<PortRoyalState, PortRoyalEvent> apply(PortRoyalState state, PortRoyalAction action) {
    Require.nonNull(state, "state");
    Require.nonNull(action, "action");
    Rules.checkShape(action, state.playerCount());
    ArrayList<PortRoyalEvent> events = new ArrayList<>(8);
    Rules rules = SCRATCH.get().load(state, table(state.options()), EventSink.into(events));
    rules.check(action);
    rules.play(action);
    return new Step<>(rules.freeze(), events);
  }

  /** {@link #apply} without the events (random playouts and search want only the state). */
  @Override
  public PortRoyalState play(PortRoyalState state, PortRoyalAction action) {
    Require.nonNull(state, "state");
    Require.nonNull(action, "action");
    Rules.checkShape(action, state.playerCount());
    Rules rules = SCRATCH.get().load(state, table(state.options()), EventSink.ignore());
    rules.check(action);
    rules.play(action);
    return rules.freeze();
  }

  @Override
  public PortRoyalView view(PortRoyalState state, int observer) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    Vector<PortRoyalView.PlayerView> seats = state.players().map(p -> new PortRoyalView.PlayerView(p.coinCount(),
        p.coins().map(Coin::shuffle).toVector(), p.display(), p.tucked(), p.kept(), p.swords(), p.influence()));
    CardBag[] unseen = new CardBag[state.shuffles() + 1];
    java.util.Arrays.fill(unseen, CardBag.EMPTY);
    unseen[state.shuffles()] = CardBag.of(state.draw());
    for (PortRoyalPlayer p : state.players()) {
      for (Coin coin : p.coins()) {
        unseen[coin.shuffle()] = unseen[coin.shuffle()].plus(coin.card());
      }
    }
    return new PortRoyalView(observer, state.options(), state.startPlayer(), state.active(), state.round(),
        state.endTriggered(), state.phase(), state.chances(), toMove(state), state.draw().size(), state.shuffles(),
        state.discard(), state.harbor(), state.expeditionRow(), seats, state.contracts(), Vector.of(unseen));
  }

  /**
   * A position its observer cannot tell apart from the one the view was taken of, from the view alone:
   * each shuffle's unseen cards are dealt at random to the draw pile (the current shuffle's) and the coins
   * of that shuffle; the random generator is seeded afresh. The same as {@link #resample(PortRoyalState,
   * int, long)} for search that holds only views.
   *
   * <p>The view is checked as strictly as {@link #validate} checks a state: first its parts (present, in
   * range, the unseen cards of each shuffle filling exactly its coins and draw pile), then the dealt position
   * is validated and must show the observer exactly the given view.
   *
   * @throws InvalidPositionException naming the field when the view does not add up
   */
  @Override
  public PortRoyalState resampleFromView(PortRoyalView view, long seed) {
    Require.nonNull(view, "view");
    Validation.viewParts(view);
    RandomSource random = new RandomSource(seed ^ 0x9E3779B97F4A7C15L);
    Vector<CardBag> unseen = view.unseen();
    Card[][] dealt = new Card[unseen.size()][];
    int[] next = new int[unseen.size()];
    for (int e = 0; e < dealt.length; e++) {
      dealt[e] = unseen.get(e).toList().toJavaArray(Card[]::new);
      Rules.shuffle(dealt[e], random);
    }
    Vector<PortRoyalPlayer> seats = Vector.empty();
    for (PortRoyalView.PlayerView p : view.players()) {
      List<Coin> coins = List.empty();
      for (int i = p.coinShuffles().size() - 1; i >= 0; i--) {
        int e = p.coinShuffles().get(i);
        coins = coins.prepend(Coin.of(dealt[e][next[e]++], e));
      }
      seats = seats.append(new PortRoyalPlayer(coins, p.display(), p.tucked(), p.kept(), p.swords(), p.influence()));
    }
    int current = view.shuffles();
    List<Card> draw = List.of(dealt[current]).drop(next[current]);
    PortRoyalState state = new PortRoyalState(view.options(), view.startPlayer(), view.active(), view.round(),
        view.endTriggered(), view.phase(), view.chances(), draw, view.shuffles(), view.discard(), view.harbor(),
        view.expeditionRow(), seats, view.contracts(), Rng.seeded(seed));
    validate(state);
    Validation.sameView(view, view(state, view.observer()));
    return state;
  }

  /**
   * Re-deals every card nobody can see: the draw pile and every coin, the observer's own included
   * (nobody knows a coin's face). Cards are exchanged only within one shuffle: after a reshuffle
   * everybody knows which cards the new draw pile holds, so a coin drawn from it (or a card still
   * in it) can only be one of those.
   */
  @Override
  public PortRoyalState resample(PortRoyalState state, int observer, long seed) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    RandomSource random = new RandomSource(seed ^ 0x9E3779B97F4A7C15L);
    Map<Integer, java.util.List<Card>> groups = new HashMap<>();
    int current = state.shuffles();
    for (Card card : state.draw()) {
      groups.computeIfAbsent(current, e -> new ArrayList<>()).add(card);
    }
    for (PortRoyalPlayer p : state.players()) {
      for (Coin coin : p.coins()) {
        groups.computeIfAbsent(coin.shuffle(), e -> new ArrayList<>()).add(coin.card());
      }
    }
    Map<Integer, java.util.Iterator<Card>> dealt = new HashMap<>();
    for (Map.Entry<Integer, java.util.List<Card>> group : groups.entrySet()) {
      Card[] cards = group.getValue().toArray(Card[]::new);
      Rules.shuffle(cards, random);
      dealt.put(group.getKey(), java.util.List.of(cards).iterator());
    }
    java.util.Iterator<Card> fromDraw = dealt.get(current);
    List<Card> draw = state.draw().map(card -> fromDraw.next());
    Vector<PortRoyalPlayer> seats = state.players().map(p ->
        p.withCoins(p.coins().map(coin -> Coin.of(dealt.get(coin.shuffle()).next(), coin.shuffle()))));
    return state.withDraw(draw).withPlayers(seats).withRng(Rng.seeded(seed));
  }

  @Override
  public void validate(PortRoyalState state) {
    Require.nonNull(state, "state");
    Validation.validate(state, this);
  }

  @Override
  public Heuristic<PortRoyalState> heuristic() {
    return (state, seat) -> {
      Require.nonNull(state, "state");
      Require.seat(seat, state.playerCount());
      return Scoring.value(table(state.options()), state, seat);
    };
  }

  @Override
  public GameText<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView> text() {
    return new PortRoyalText(this);
  }

  /** German words for a German locale (the German rules' terms), English otherwise. */
  @Override
  public GameText<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView> text(java.util.Locale locale) {
    return new PortRoyalText(this, locale);
  }

  /** The number of cards of each kind in a game with these options and players (for integrity checks). */
  public CardBag components(PortRoyalOptions options, int players) {
    Require.nonNull(options, "options");
    CardTable table = table(options);
    CardBag all = table.components(options.expansionCards(), options.unterwegsCards());
    Card fivePlayer = table.canonical(Card.EXP_5P_ANCHOR_CROSS_HOUSE);
    return players == 5 ? all : all.minus(fivePlayer, all.count(fivePlayer));
  }
}
