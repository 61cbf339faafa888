package org.spielwerk.portroyal;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.Arrays;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.Require;
import org.spielwerk.core.Rng;

/**
 * A position built by naming only the cards that matter (harbour, displays, the top of the draw
 * pile, coins, contracts and their cubes, the phase); every other card of the game goes below the
 * named top of the draw pile (or to the discard pile, or as one seat's coins), and the derived values
 * (swords, influence with the contract bonus) are computed, so the position passes
 * {@link PortRoyal#validate} by construction. For tests, puzzles, tutorials and bug reports:
 *
 * {@snippet file="org/spielwerk/portroyal/JavadocExamplesTest.java" region="positions"}
 *
 * <p>Not thread-safe; each builder makes one position at a time.
 */
public final class PortRoyalPositions {
  private static final PortRoyal GAME = new PortRoyal();

  private PortRoyalOptions options = PortRoyalOptions.PRINTED;
  private int players = 2;
  private int active = 0;
  private int start = 0;
  private int round = 0;
  private int shuffles = 0;
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

  private PortRoyalPositions() {
    Arrays.fill(display, CardBag.EMPTY);
    Arrays.fill(tucked, CardBag.EMPTY);
    Arrays.fill(kept, CardBag.EMPTY);
    for (int s = 0; s < 5; s++) {
      coinCards.add(new ArrayList<>());
    }
  }

  /** An empty table for this many players (printed rules, seat 0 active and start player, Discover). */
  public static PortRoyalPositions of(int players) {
    return new PortRoyalPositions().players(players);
  }

  public PortRoyalPositions players(int n) {
    new GameInfo("portroyal", "Port Royal", 2, 5, 1).checkPlayers(n);
    players = n;
    return this;
  }

  public PortRoyalPositions options(PortRoyalOptions o) {
    Require.nonNull(o, "options");
    options = o;
    return this;
  }

  public PortRoyalPositions active(int seat) {
    Require.seat(seat, players);
    active = seat;
    return this;
  }

  public PortRoyalPositions start(int seat) {
    Require.seat(seat, players);
    start = seat;
    return this;
  }

  public PortRoyalPositions round(int r) {
    round = r;
    return this;
  }

  /** How often the draw pile was rebuilt before (every coin stays of shuffles 0). */
  public PortRoyalPositions shuffles(int n) {
    shuffles = n;
    return this;
  }

  public PortRoyalPositions endTriggered() {
    endTriggered = true;
    return this;
  }

  /** The top of the draw pile, first card first. */
  public PortRoyalPositions draw(Card... cards) {
    top.addAll(Arrays.asList(cards));
    return this;
  }

  public PortRoyalPositions harbor(Card... cards) {
    harbor = harbor.plus(CardBag.of(cards));
    return this;
  }

  public PortRoyalPositions row(Card... cards) {
    row = row.plus(CardBag.of(cards));
    return this;
  }

  public PortRoyalPositions discard(Card... cards) {
    discard = discard.plus(CardBag.of(cards));
    return this;
  }

  /** A number of coins; their faces come from the cards left over. */
  public PortRoyalPositions coins(int seat, int count) {
    Require.seat(seat, players);
    coins[seat] = count;
    return this;
  }

  /** Coins with these faces (top first). */
  public PortRoyalPositions coinCards(int seat, Card... cards) {
    Require.seat(seat, players);
    coinCards.get(seat).addAll(Arrays.asList(cards));
    return this;
  }

  public PortRoyalPositions display(int seat, Card... cards) {
    Require.seat(seat, players);
    display[seat] = display[seat].plus(CardBag.of(cards));
    return this;
  }

  public PortRoyalPositions tucked(int seat, Card... cards) {
    Require.seat(seat, players);
    tucked[seat] = tucked[seat].plus(CardBag.of(cards));
    return this;
  }

  public PortRoyalPositions kept(int seat, Card... cards) {
    Require.seat(seat, players);
    kept[seat] = kept[seat].plus(CardBag.of(cards));
    return this;
  }

  public PortRoyalPositions phase(Phase p) {
    phase = p;
    return this;
  }

  /** A Trade &amp; Hire slot: slot 0 is the active player's. */
  public PortRoyalPositions slot(int slot, int allowance) {
    phase = new Phase.TradeAndHire(slot, (active + slot) % players, allowance, 0);
    return this;
  }

  public PortRoyalPositions contracts(Contract... faceUp) {
    contracts = Vector.of(faceUp);
    return this;
  }

  /** Cubes already on a face-up contract: who completed it (in order) and the progress by seat. */
  public PortRoyalPositions cubes(Contract contract, Vector<Integer> completedBy, Integer... progress) {
    contractStates.put(contract, new ContractState(contract, completedBy, Vector.of(progress)));
    return this;
  }

  /** The cards not named go to the discard pile (the draw pile holds only the named top). */
  public PortRoyalPositions restInDiscard() {
    restInDiscard = true;
    return this;
  }

  /** The cards not named become coins of this seat: draw and discard pile hold only the named cards. */
  public PortRoyalPositions restAsCoins(int seat) {
    Require.seat(seat, players);
    restAsCoins = seat;
    return this;
  }

  /**
   * The position: every card not named goes below the named top of the draw pile (or to the discard
   * pile, or as coins); swords and influence are computed from their sources.
   *
   * @throws org.spielwerk.core.InvalidPositionException naming the field when the position breaks a rule
   * @throws IllegalArgumentException when more copies of a card are named than the game has
   */
  public PortRoyalState build() {
    PortRoyalState state = buildUnchecked();
    GAME.validate(state);
    return state;
  }

  private static CardBag canonical(CardTable table, CardBag bag) {
    CardBag out = CardBag.EMPTY;
    for (Card card : bag.toList()) {
      out = out.plus(table.canonical(card));
    }
    return out;
  }

  /** The position without {@link PortRoyal#validate} (package tests: positions the rules never reach). */
  PortRoyalState buildUnchecked() {
    // identical cards are one value in play: a named twin (an unterwegs or expansion ship) becomes its canonical card
    CardTable table = GAME.table(options);
    harbor = canonical(table, harbor);
    row = canonical(table, row);
    discard = canonical(table, discard);
    top.replaceAll(table::canonical);
    for (int s = 0; s < players; s++) {
      display[s] = canonical(table, display[s]);
      tucked[s] = canonical(table, tucked[s]);
      kept[s] = canonical(table, kept[s]);
      coinCards.get(s).replaceAll(table::canonical);
    }
    if (phase instanceof Phase.RepelOrAccept r) {
      phase = new Phase.RepelOrAccept(table.canonical(r.ship()), r.discover());
    }
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
    PortRoyalState state = new PortRoyalState(options, start, active, round, endTriggered, phase, List.empty(), draw, shuffles,
        discardPile, harbor, row, seats, cs, Rng.seeded(1));
    return state;
  }
}
