package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import org.spielwerk.core.Rng;
import org.spielwerk.core.Step;

/**
 * Builds a position for a scenario test, in the rulebook's terms: who holds which persons, how many
 * coins, which cards lie on top of the draw pile. Every card not placed goes, in table order, first
 * into coins asked for by count and then to the bottom of the draw pile, so the position always holds
 * the whole deck and passes {@link PortRoyalUnterwegs#validate}.
 */
final class Table {
  static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();

  private UnterwegsOptions options = UnterwegsOptions.DEFAULT;
  private final int players;
  private final java.util.List<Card> top = new ArrayList<>();
  private final java.util.List<Card> discard = new ArrayList<>();
  private final java.util.List<Card> harbor = new ArrayList<>();
  private final Map<Integer, java.util.List<Card.Person>> persons = new HashMap<>();
  private final Map<Integer, java.util.List<Card.Ship>> tucked = new HashMap<>();
  private final Map<Integer, Integer> coinCounts = new HashMap<>();
  private boolean drawOnlyTop;
  private int active;
  private int start;
  private Phase phase = new Phase.Discovering(false);

  private Table(int players) {
    this.players = players;
  }

  static Table of(int players) {
    return new Table(players);
  }

  static Card card(String id) {
    return Cards.DEFAULT_DECK.find(c -> c.id().equals(id)).getOrElseThrow(() -> new IllegalArgumentException(id));
  }

  static Card.Person person(String id) {
    return (Card.Person) card(id);
  }

  static Card.Ship ship(String id) {
    return (Card.Ship) card(id);
  }

  Table options(UnterwegsOptions options) {
    this.options = options;
    return this;
  }

  /** The top cards of the draw pile, top first. */
  Table draw(String... ids) {
    for (String id : ids) {
      top.add(card(id));
    }
    return this;
  }

  /** The draw pile holds only the cards given with {@link #draw}; the rest go to the discard pile. */
  Table drawOnly() {
    drawOnlyTop = true;
    return this;
  }

  Table discard(String... ids) {
    for (String id : ids) {
      discard.add(card(id));
    }
    return this;
  }

  Table harbor(String... ids) {
    for (String id : ids) {
      harbor.add(card(id));
    }
    return this;
  }

  Table persons(int seat, String... ids) {
    for (String id : ids) {
      persons.computeIfAbsent(seat, s -> new ArrayList<>()).add(person(id));
    }
    return this;
  }

  Table tucked(int seat, String... ids) {
    for (String id : ids) {
      tucked.computeIfAbsent(seat, s -> new ArrayList<>()).add(ship(id));
    }
    return this;
  }

  Table coins(int seat, int count) {
    coinCounts.put(seat, count);
    return this;
  }

  Table active(int seat) {
    this.active = seat;
    return this;
  }

  Table start(int seat) {
    this.start = seat;
    return this;
  }

  Table phase(Phase phase) {
    this.phase = phase;
    return this;
  }

  UnterwegsState build() {
    java.util.List<Card> pool = new ArrayList<>(options.cards().asJava());
    java.util.List<Card> placed = new ArrayList<>(top);
    placed.addAll(discard);
    placed.addAll(harbor);
    persons.values().forEach(placed::addAll);
    tucked.values().forEach(placed::addAll);
    if (phase instanceof Phase.ShipRevealed revealed) {
      placed.add(revealed.ship());
    }
    for (Card card : placed) {
      assertThat(pool.remove(card)).as("the deck has another " + card.id()).isTrue();
    }
    Vector<Seat> seats = Vector.empty();
    for (int i = 0; i < players; i++) {
      int count = coinCounts.getOrDefault(i, 0);
      java.util.List<Card> coins = new ArrayList<>(pool.subList(0, count));
      pool.subList(0, count).clear();
      seats = seats.append(new Seat(List.ofAll(coins).map(card -> new Coin(card, 0)).sorted(Coin.ORDER),
          Vector.ofAll(persons.getOrDefault(i, java.util.List.of())),
          Vector.ofAll(tucked.getOrDefault(i, java.util.List.of()))));
    }
    List<Card> drawPile = List.ofAll(top);
    List<Card> discardPile = List.ofAll(discard);
    if (drawOnlyTop) {
      discardPile = discardPile.appendAll(pool);
    } else {
      drawPile = drawPile.appendAll(pool);
    }
    UnterwegsState state = new UnterwegsStateBuilder()
        .options(options).draw(drawPile).shuffles(0).discard(discardPile).harbor(Vector.ofAll(harbor)).seats(seats)
        .startPlayer(start).active(active).phase(phase)
        .endTriggered(seats.exists(seat -> seat.influence() >= options.targetInfluence())).quietTurns(0).rng(Rng.seeded(1))
        .build();
    GAME.validate(state);
    return state;
  }

  /** Plays actions in order and returns the last step. */
  static Step<UnterwegsState, UnterwegsEvent> play(UnterwegsState state, UnterwegsAction... actions) {
    Step<UnterwegsState, UnterwegsEvent> step = null;
    for (UnterwegsAction action : actions) {
      step = GAME.apply(state, action);
      state = step.state();
    }
    return step;
  }

  static UnterwegsAction trade(String id) {
    return new UnterwegsAction.Trade(ship(id));
  }

  static UnterwegsAction hire(String id) {
    return new UnterwegsAction.Hire(person(id));
  }
}
