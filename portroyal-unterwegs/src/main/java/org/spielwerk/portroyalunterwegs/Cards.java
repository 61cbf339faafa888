package org.spielwerk.portroyalunterwegs;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Map;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.CsvTables;

/**
 * The components table (§1) as data: {@code cards.csv} next to this class, one row per kind of card
 * with its count. Values the spec marks UNCONFIRMED are kept there, so that a player holding the
 * cards can correct them: parse a corrected table with {@link #parse(String)} and pass it as the
 * {@code cardTable} option, no recompiling.
 */
public final class Cards {
  private Cards() {}

  /** The cards of the default table, in table order (60 cards). */
  public static final Vector<Card> DEFAULT_DECK = parse(readDefaultTable());

  /**
   * The spec's alternative reading of the black ships (§1.3, §8 step 4): one 2-sword ship fewer and a
   * second skull ship (3 coins, the spec's estimate for a non-nail skull ship).
   */
  public static final Vector<Card> BLACK_TWO_SKULLS = DEFAULT_DECK
      .replace(DEFAULT_DECK.find(c -> c.id().equals("U_K_2_1")).get(),
          new Card.Ship("U_K_S_3", Colour.BLACK, 0, true, 3, false));

  /** A fixed order of cards, by id (identical cards share an id), for canonical face-down heaps. */
  public static final java.util.Comparator<Card> ORDER = java.util.Comparator.comparing(Card::id);

  /** The ids of rows the spec marks UNCONFIRMED, in table order. */
  public static final Vector<String> UNCONFIRMED = Vector.ofAll(CsvTables.read("cardTable", readDefaultTable(), Row.class))
      .filter(row -> "UNCONFIRMED".equals(row.status()))
      .map(Row::id);

  /**
   * Reads a table in the format of {@code cards.csv}: lines starting with {@code #} are comments, the
   * first other line is the header {@code id,type,kind,colour,count,cost,influence,swords,coins,twoNails,status}.
   *
   * @throws InvalidSetupException naming the table and the row or cell that cannot be read
   */
  public static Vector<Card> parse(String csv) {
    java.util.List<Card> deck = new ArrayList<>();
    for (Row row : CsvTables.read("cardTable", csv, Row.class)) {
      Card card = row.card();
      for (int i = 0; i < row.count(); i++) {
        deck.add(card);
      }
    }
    return Vector.ofAll(deck);
  }

  /** One row of {@code cards.csv}: a kind of card and how many of it the deck holds. */
  record Row(String id, Type type, Card.Ability kind, Colour colour, int count, int cost, int influence, String swords,
      int coins, boolean twoNails, String status) {

    enum Type { PERSON, SHIP, TAX }

    Card card() {
      if (id == null || type == null) {
        throw new InvalidSetupException("cardTable", "a row needs an id and a type: " + this);
      }
      return switch (type) {
        case PERSON -> new Card.Person(id, required(kind, "kind"), colour, cost, influence, number(swords), twoNails);
        case SHIP -> "SKULL".equals(swords)
            ? new Card.Ship(id, required(colour, "colour"), 0, true, coins, twoNails)
            : new Card.Ship(id, required(colour, "colour"), number(swords), false, coins, twoNails);
        case TAX -> new Card.Tax(id, twoNails);
      };
    }

    private <T> T required(T value, String column) {
      if (value == null) {
        throw new InvalidSetupException("cardTable", "row " + id + " needs a " + column);
      }
      return value;
    }

    private int number(String cell) {
      try {
        return cell == null || cell.isEmpty() ? 0 : Integer.parseInt(cell);
      } catch (NumberFormatException e) {
        throw new InvalidSetupException("cardTable", "row " + id + ": swords must be a number or SKULL, not '" + cell + "'");
      }
    }
  }

  /**
   * Checks a deck against the facts the spec calls certain (§1, §8 recommendation): 60 cards; 32
   * persons, 3 taxes, 25 ships; 10 Wholesalers, 10 Sailors, 2 Pirates, 10 Passengers; 5 ships and 2
   * Wholesalers per colour; 20 two-nail cards (5 Wholesalers, 5 Passengers, 10 ships).
   *
   * @throws InvalidSetupException naming the count that is off
   */
  public static void checkCertainFacts(Vector<Card> deck) {
    expect("cards", 60, deck.size());
    deck.forEach(Cards::checkValues);
    expect("persons", 32, deck.count(c -> c instanceof Card.Person));
    expect("tax increases", 3, deck.count(c -> c instanceof Card.Tax));
    expect("ships", 25, deck.count(c -> c instanceof Card.Ship));
    for (Card.Ability kind : Card.Ability.values()) {
      int expected = kind == Card.Ability.PIRATE ? 2 : 10;
      expect(kind + "s", expected, deck.count(c -> c instanceof Card.Person p && p.ability() == kind));
    }
    Map<Colour, Integer> ships = new EnumMap<>(Colour.class);
    Map<Colour, Integer> wholesalers = new EnumMap<>(Colour.class);
    for (Card card : deck) {
      if (card instanceof Card.Ship ship) {
        ships.merge(ship.colour(), 1, Integer::sum);
      } else if (card instanceof Card.Person p && p.ability() == Card.Ability.WHOLESALER) {
        if (p.colour() == null) {
          throw new InvalidSetupException("cardTable", "Wholesaler " + p.id() + " has no colour");
        }
        wholesalers.merge(p.colour(), 1, Integer::sum);
      } else if (card instanceof Card.Person p && p.colour() != null) {
        throw new InvalidSetupException("cardTable", "only Wholesalers have a colour, not " + p.id());
      }
    }
    for (Colour colour : Colour.values()) {
      expect(colour + " ships", 5, ships.getOrDefault(colour, 0));
      expect(colour + " Wholesalers", 2, wholesalers.getOrDefault(colour, 0));
    }
    expect("two-nail Wholesalers", 5,
        deck.count(c -> c.twoNails() && c instanceof Card.Person p && p.ability() == Card.Ability.WHOLESALER));
    expect("two-nail Passengers", 5,
        deck.count(c -> c.twoNails() && c instanceof Card.Person p && p.ability() == Card.Ability.PASSENGER));
    expect("two-nail ships", 10, deck.count(c -> c.twoNails() && c instanceof Card.Ship));
    expect("two-nail cards", 20, deck.count(Card::twoNails));
    Map<String, Card> byId = new java.util.HashMap<>();
    for (Card card : deck) {
      Card other = byId.putIfAbsent(card.id(), card);
      if (other != null && !other.equals(card)) {
        throw new InvalidSetupException("cardTable", "two different cards share the id " + card.id());
      }
    }
  }

  /**
   * Sanity ranges for one card of a replacement table: an id, a colour where the card needs one, and
   * numbers well beyond every printed value (persons cost 3-8, influence 1-3, swords 0-2; ships 1-7
   * swords, 1-4 coins) but small enough that no sum of a game's cards can overflow.
   *
   * @throws InvalidSetupException naming the card and the value out of range
   */
  static void checkValues(Card card) {
    if (card == null || card.id() == null || card.id().isBlank()) {
      throw new InvalidSetupException("cardTable", "every card needs an id: " + card);
    }
    switch (card) {
      case Card.Person p -> {
        if (p.ability() == null) {
          throw new InvalidSetupException("cardTable", p.id() + " needs a kind");
        }
        range(p, "cost", p.cost(), 0, 20);
        range(p, "influence", p.influence(), 0, 10);
        range(p, "swords", p.swords(), 0, 10);
      }
      case Card.Ship ship -> {
        if (ship.colour() == null) {
          throw new InvalidSetupException("cardTable", ship.id() + " needs a colour");
        }
        range(ship, "swords", ship.swords(), ship.skull() ? 0 : 1, ship.skull() ? 0 : 20);
        range(ship, "coins", ship.coins(), 1, Validation.MOST_CARDS_PER_ACTION);
      }
      case Card.Tax tax -> { }
    }
  }

  private static void range(Card card, String what, int value, int from, int to) {
    if (value < from || value > to) {
      throw new InvalidSetupException("cardTable", card.id() + ": " + what + " must be " + from + ".." + to + ", not " + value);
    }
  }

  /** The most influence a player could ever reach: every person's and one per ship (§4, §5). */
  public static int mostInfluence(Vector<Card> deck) {
    int most = 0;
    for (Card card : deck) {
      if (card instanceof Card.Person p) {
        most += p.influence();
      } else if (card instanceof Card.Ship) {
        most++;
      }
    }
    return most;
  }

  private static void expect(String what, int expected, int actual) {
    if (expected != actual) {
      throw new InvalidSetupException("cardTable", "needs " + expected + " " + what + " (§1), has " + actual);
    }
  }

  private static String readDefaultTable() {
    return CsvTables.resource(Cards.class, "cards.csv");
  }
}
