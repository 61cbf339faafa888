package org.spielwerk.portroyalunterwegs;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import org.spielwerk.core.Rng;

/**
 * Builds a position in the rulebook's terms, for tests, puzzles, tutorials and bug reports: who holds
 * which persons and tucked ships, how many coins, which cards lie on top of the draw pile, in the
 * harbor and on the discard pile. Cards are named by their id in the components table ({@code cards.csv},
 * e.g. {@code SAILOR_3}, {@code U_B_5_3N}); identical cards share an id. Every card not placed goes, in
 * table order, first into the coins asked for by count and then to the bottom of the draw pile (or, with
 * {@link #drawOnly()}, onto the discard pile), so the position always holds the whole deck. Derived
 * values are computed: the end trigger is set exactly when someone has reached the target. {@link #build()}
 * returns a position that {@link PortRoyalUnterwegs#validate} accepts, or throws naming what does not fit.
 *
 * {@snippet file="org/spielwerk/portroyalunterwegs/JavadocExamplesTest.java" region="positions"}
 */
public final class UnterwegsPositions {
  private static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();

  private UnterwegsOptions options = UnterwegsOptions.DEFAULT;
  private final int players;
  private final java.util.List<String> top = new ArrayList<>();
  private final java.util.List<String> discard = new ArrayList<>();
  private final java.util.List<String> harbor = new ArrayList<>();
  private final Map<Integer, java.util.List<String>> persons = new HashMap<>();
  private final Map<Integer, java.util.List<String>> tucked = new HashMap<>();
  private final Map<Integer, Integer> coinCounts = new HashMap<>();
  private boolean drawOnlyTop;
  private int active;
  private int start;
  private long seed = 1;
  private Phase phase = new Phase.Discover(false);

  private UnterwegsPositions(int players) {
    this.players = players;
  }

  /** An empty table for this many players: seat 0 starts and is about to reveal. */
  public static UnterwegsPositions of(int players) {
    return new UnterwegsPositions(players);
  }

  /** A card of the default table by id. */
  public static Card card(String id) {
    return card(Cards.DEFAULT_DECK, id);
  }

  /** A person of the default table by id. */
  public static Card.Person person(String id) {
    return (Card.Person) card(id);
  }

  /** A ship of the default table by id. */
  public static Card.Ship ship(String id) {
    return (Card.Ship) card(id);
  }

  private static Card card(Vector<Card> deck, String id) {
    return deck.find(c -> c.id().equals(id))
        .getOrElseThrow(() -> new IllegalArgumentException("no card " + id + " in the table"));
  }

  private static <T extends Card> T as(Class<T> type, Card card, String what) {
    if (!type.isInstance(card)) {
      throw new IllegalArgumentException(card.id() + " is not " + what);
    }
    return type.cast(card);
  }

  /** The options (default {@link UnterwegsOptions#DEFAULT}); their table is the deck placed. */
  public UnterwegsPositions options(UnterwegsOptions options) {
    this.options = options;
    return this;
  }

  /** The top cards of the draw pile, top first. */
  public UnterwegsPositions draw(String... ids) {
    top.addAll(java.util.List.of(ids));
    return this;
  }

  /** The draw pile holds only the cards given with {@link #draw}; the rest go to the discard pile. */
  public UnterwegsPositions drawOnly() {
    drawOnlyTop = true;
    return this;
  }

  /** The top cards of the discard pile, top first. */
  public UnterwegsPositions discard(String... ids) {
    discard.addAll(java.util.List.of(ids));
    return this;
  }

  /** The harbor, in the order revealed. */
  public UnterwegsPositions harbor(String... ids) {
    harbor.addAll(java.util.List.of(ids));
    return this;
  }

  /** Persons in a seat's display. */
  public UnterwegsPositions display(int seat, String... ids) {
    persons.computeIfAbsent(seat, s -> new ArrayList<>()).addAll(java.util.List.of(ids));
    return this;
  }

  /** Ships tucked under a seat's Wholesalers. */
  public UnterwegsPositions tucked(int seat, String... ids) {
    tucked.computeIfAbsent(seat, s -> new ArrayList<>()).addAll(java.util.List.of(ids));
    return this;
  }

  /** How many coins a seat holds (cards of the first deck, fronts unknown). */
  public UnterwegsPositions coins(int seat, int count) {
    coinCounts.put(seat, count);
    return this;
  }

  /** The active player (default 0). */
  public UnterwegsPositions active(int seat) {
    this.active = seat;
    return this;
  }

  /** The start player (default 0); the seat to his right takes the last turn. */
  public UnterwegsPositions start(int seat) {
    this.start = seat;
    return this;
  }

  /** Where the turn stands (default: the active player's first reveal). */
  public UnterwegsPositions phase(Phase phase) {
    this.phase = phase;
    return this;
  }

  /** The seed of the position's random generator (reshuffles, coins paid). */
  public UnterwegsPositions seed(long seed) {
    this.seed = seed;
    return this;
  }

  /**
   * The position.
   *
   * @throws IllegalArgumentException when a card is placed more often than the deck holds it
   * @throws org.spielwerk.core.InvalidPositionException when the position breaks a rule (naming the field)
   */
  public UnterwegsState build() {
    Vector<Card> deck = options.cards();
    java.util.List<Card> pool = new ArrayList<>(deck.asJava());
    java.util.List<Card> placed = new ArrayList<>();
    java.util.function.Function<java.util.List<String>, java.util.List<Card>> resolve = ids -> {
      java.util.List<Card> cards = new ArrayList<>();
      for (String id : ids) {
        Card card = card(deck, id);
        cards.add(card);
        placed.add(card);
      }
      return cards;
    };
    java.util.List<Card> drawTop = resolve.apply(top);
    java.util.List<Card> discardTop = resolve.apply(discard);
    java.util.List<Card> harborCards = resolve.apply(harbor);
    Map<Integer, java.util.List<Card>> personCards = new HashMap<>();
    persons.forEach((seat, ids) -> personCards.put(seat, resolve.apply(ids)));
    Map<Integer, java.util.List<Card>> tuckedCards = new HashMap<>();
    tucked.forEach((seat, ids) -> tuckedCards.put(seat, resolve.apply(ids)));
    if (phase instanceof Phase.RepelOrAccept revealed) {
      placed.add(revealed.ship());
    }
    for (Card card : placed) {
      if (!pool.remove(card)) {
        throw new IllegalArgumentException("the deck has no further " + card.id());
      }
    }
    Vector<UnterwegsPlayer> seats = Vector.empty();
    for (int i = 0; i < players; i++) {
      int count = coinCounts.getOrDefault(i, 0);
      if (count > pool.size()) {
        throw new IllegalArgumentException("only " + pool.size() + " cards are left for seat " + i + "'s coins");
      }
      java.util.List<Card> coins = new ArrayList<>(pool.subList(0, count));
      pool.subList(0, count).clear();
      seats = seats.append(new UnterwegsPlayer(List.ofAll(coins).map(card -> new Coin(card, 0)).sorted(Coin.ORDER),
          Vector.ofAll(personCards.getOrDefault(i, java.util.List.of())).map(c -> as(Card.Person.class, c, "a person")),
          Vector.ofAll(tuckedCards.getOrDefault(i, java.util.List.of())).map(c -> as(Card.Ship.class, c, "a ship"))));
    }
    List<Card> drawPile = List.ofAll(drawTop);
    List<Card> discardPile = List.ofAll(discardTop);
    if (drawOnlyTop) {
      discardPile = discardPile.appendAll(pool);
    } else {
      drawPile = drawPile.appendAll(pool);
    }
    int target = options.influenceTarget();
    UnterwegsState state = new UnterwegsStateBuilder().options(options).draw(drawPile).shuffles(0)
        .discard(discardPile).harbor(Vector.ofAll(harborCards)).players(seats).startPlayer(start).active(active)
        .phase(phase).endTriggered(seats.exists(seat -> seat.influence() >= target)).quietTurns(0)
        .rng(Rng.seeded(seed)).build();
    GAME.validate(state);
    return state;
  }
}
