package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.Arrays;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Rng;
import org.spielwerk.core.Step;

/**
 * A table laid out by hand for scenario tests: name the cards that matter (harbour, displays, the
 * top of the draw pile, coin counts); every other card of the game goes below the named top of the
 * draw pile (or to the discard pile), so that the position always passes {@link PortRoyal#validate}.
 */
final class Table {
  static final PortRoyal GAME = new PortRoyal();

  private PortRoyalOptions options = PortRoyalOptions.PRINTED;
  private int players = 2;
  private int active = 0;
  private int start = 0;
  private int round = 0;
  private int epoch = 0;
  private boolean endTriggered = false;
  private final java.util.List<Card> top = new ArrayList<>();
  private CardBag harbor = CardBag.EMPTY;
  private CardBag row = CardBag.EMPTY;
  private CardBag discard = CardBag.EMPTY;
  private final int[] coins = new int[5];
  private final java.util.List<java.util.List<Card>> coinCards = new ArrayList<>();
  private final CardBag[] display = new CardBag[5];
  private final CardBag[] tucked = new CardBag[5];
  private final CardBag[] kept = new CardBag[5];
  private Phase phase = Phase.Discover.START;
  private Vector<Contract> contracts = Vector.empty();
  private final java.util.Map<Contract, ContractState> contractStates = new java.util.HashMap<>();
  private boolean restInDiscard = false;
  private int restAsCoins = -1;

  Table() {
    Arrays.fill(display, CardBag.EMPTY);
    Arrays.fill(tucked, CardBag.EMPTY);
    Arrays.fill(kept, CardBag.EMPTY);
    for (int s = 0; s < 5; s++) {
      coinCards.add(new ArrayList<>());
    }
  }

  static Table of(int players) {
    return new Table().players(players);
  }

  Table players(int n) {
    players = n;
    return this;
  }

  Table options(PortRoyalOptions o) {
    options = o;
    return this;
  }

  Table active(int seat) {
    active = seat;
    return this;
  }

  Table start(int seat) {
    start = seat;
    return this;
  }

  Table round(int r) {
    round = r;
    return this;
  }

  /** How often the draw pile was rebuilt before (every coin stays of epoch 0). */
  Table epoch(int e) {
    epoch = e;
    return this;
  }

  Table endTriggered() {
    endTriggered = true;
    return this;
  }

  /** The top of the draw pile, first card first. */
  Table draw(Card... cards) {
    top.addAll(Arrays.asList(cards));
    return this;
  }

  Table harbor(Card... cards) {
    harbor = harbor.plus(CardBag.of(cards));
    return this;
  }

  Table row(Card... cards) {
    row = row.plus(CardBag.of(cards));
    return this;
  }

  Table discard(Card... cards) {
    discard = discard.plus(CardBag.of(cards));
    return this;
  }

  /** A number of coins; their faces come from the cards left over. */
  Table coins(int seat, int count) {
    coins[seat] = count;
    return this;
  }

  /** Coins with these faces (top first). */
  Table coinCards(int seat, Card... cards) {
    coinCards.get(seat).addAll(Arrays.asList(cards));
    return this;
  }

  Table display(int seat, Card... cards) {
    display[seat] = display[seat].plus(CardBag.of(cards));
    return this;
  }

  Table tucked(int seat, Card... cards) {
    tucked[seat] = tucked[seat].plus(CardBag.of(cards));
    return this;
  }

  Table kept(int seat, Card... cards) {
    kept[seat] = kept[seat].plus(CardBag.of(cards));
    return this;
  }

  Table phase(Phase p) {
    phase = p;
    return this;
  }

  /** A Trade &amp; Hire slot: slot 0 is the active player's. */
  Table slot(int slot, int left) {
    phase = new Phase.TradeAndHire(slot, (active + slot) % players, left, 0);
    return this;
  }

  Table contracts(Contract... faceUp) {
    contracts = Vector.of(faceUp);
    return this;
  }

  /** Cubes already on a face-up contract: who completed it (in order) and the progress by seat. */
  Table cubes(Contract contract, Vector<Integer> completedBy, Integer... progress) {
    contractStates.put(contract, new ContractState(contract, completedBy, Vector.of(progress)));
    return this;
  }

  /** The cards not named go to the discard pile (the draw pile holds only the named top). */
  Table restInDiscard() {
    restInDiscard = true;
    return this;
  }

  /** The cards not named become coins of this seat: draw and discard pile hold only the named cards. */
  Table restAsCoins(int seat) {
    restAsCoins = seat;
    return this;
  }

  PortRoyalState build() {
    PortRoyalState state = buildUnchecked();
    GAME.validate(state);
    return state;
  }

  /** The position without {@link PortRoyal#validate}: for positions the rules never reach. */
  PortRoyalState buildUnchecked() {
    CardBag rest = GAME.components(options, players);
    java.util.List<CardBag> named = new ArrayList<>(java.util.List.of(harbor, row, discard, CardBag.of(top)));
    if (phase instanceof Phase.RepelOrAccept r) {
      named.add(CardBag.of(r.ship()));
    }
    for (int s = 0; s < players; s++) {
      named.add(display[s]);
      named.add(tucked[s]);
      named.add(kept[s]);
      named.add(CardBag.of(coinCards.get(s)));
    }
    for (CardBag bag : named) {
      for (Card card : bag.toList()) {
        if (!rest.contains(card)) {
          throw new IllegalArgumentException("no " + card + " left for this table");
        }
        rest = rest.minus(card);
      }
    }
    // coins from the cards left over: ships first (any cards would do, their faces are hidden)
    java.util.List<Card> pool = new ArrayList<>(rest.toList().asJava());
    java.util.Collections.reverse(pool);
    java.util.List<List<Coin>> hands = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      List<Coin> hand = List.ofAll(coinCards.get(s)).map(c -> Coin.of(c, 0));
      for (int c = hand.size(); c < coins[s]; c++) {
        hand = hand.append(Coin.of(pool.remove(0), 0));
      }
      hands.add(hand);
    }
    if (restAsCoins >= 0) {
      hands.set(restAsCoins, hands.get(restAsCoins).appendAll(List.ofAll(pool).map(c -> Coin.of(c, 0))));
      pool.clear();
    }
    Vector<ContractState> cs = contracts.map(c -> contractStates.getOrDefault(c, ContractState.fresh(c, players)));
    Vector<PortRoyalPlayer> seats = Vector.empty();
    for (int s = 0; s < players; s++) {
      PortRoyalPlayer p = new PortRoyalPlayer(hands.get(s), display[s], tucked[s], kept[s], 0, 0);
      CardTable t = GAME.table(options);
      int seat = s;
      int done = cs.count(c -> c.completedBy(seat));
      p = p.withSwords(Scoring.swords(t, p)).withInfluence(Scoring.influence(t, p, done));
      seats = seats.append(p);
    }
    List<Card> draw = List.ofAll(top);
    CardBag discardPile = discard;
    if (restInDiscard) {
      discardPile = discardPile.plus(CardBag.of(pool));
    } else {
      draw = draw.appendAll(pool);
    }
    PortRoyalState state = new PortRoyalState(options, start, active, round, endTriggered, phase, List.empty(), draw, epoch,
        discardPile, harbor, row, seats, cs, Rng.seeded(1));
    return state;
  }

  // ----- playing -----

  static Step<PortRoyalState, PortRoyalEvent> step(PortRoyalState state, PortRoyalAction action) {
    Step<PortRoyalState, PortRoyalEvent> step = GAME.apply(state, action);
    GAME.validate(step.state());
    return step;
  }

  static PortRoyalState play(PortRoyalState state, PortRoyalAction... actions) {
    for (PortRoyalAction action : actions) {
      state = step(state, action).state();
    }
    return state;
  }

  /** The action is rejected naming the rule, and is not among the legal actions. */
  static void assertIllegal(PortRoyalState state, PortRoyalAction action, String rule) {
    assertThat(GAME.legalActions(state)).as("legal actions").doesNotContain(action);
    assertThatThrownBy(() -> GAME.apply(state, action))
        .isInstanceOf(IllegalActionException.class)
        .satisfies(e -> assertThat(((IllegalActionException) e).rule()).contains(rule));
  }

  static int coins(PortRoyalState s, int seat) {
    return s.player(seat).coinCount();
  }

  static int toMove(PortRoyalState s) {
    return PortRoyal.toMove(s);
  }

  static java.util.List<PortRoyalAction> legal(PortRoyalState s) {
    return GAME.legalActions(s);
  }

  @SuppressWarnings("unchecked")
  static <E extends PortRoyalEvent> java.util.List<E> events(Step<PortRoyalState, PortRoyalEvent> step, Class<E> type) {
    return (java.util.List<E>) step.events().stream().filter(type::isInstance).toList();
  }
}
