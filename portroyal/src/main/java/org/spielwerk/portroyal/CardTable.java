package org.spielwerk.portroyal;

import io.vavr.collection.Vector;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.CsvTables;

/**
 * The numbers of every card and contract ({@code cards.csv}, {@code contracts.csv}), parsed once,
 * with the rows an option replaces. Immutable; arrays by card ordinal for the hot path.
 *
 * <p>Kinds of card with identical rules data (type, ability, colour, cost, influence, swords,
 * coins, gift) are one card in play: {@link #canonical(Card)} maps each kind to the first such kind,
 * and decks and bags only ever hold canonical cards. So the expansion's plain blue 1-sword ship and
 * the base game's are the same card, as the brief's "identical cards are equal values" asks.
 */
public final class CardTable {
  private static final int N = Card.VALUES.length;
  /** The largest number in a replacement row: keeps every sum of a game far from overflow. */
  public static final int MAX_VALUE = 99;

  /** The built-in tables. */
  public static final CardTable STANDARD = new CardTable(readCards(), readContracts());

  private final CardRow[] rows;
  private final ContractRow[] contractRows;
  private final int[] count;
  private final int[] cost;
  private final int[] influence;
  private final int[] swords;
  private final boolean[] skull;
  private final int[] coins;
  private final boolean[] gift;
  private final Card[] canonical;
  /** Canonical person cards by ability, for counting abilities in a display. */
  private final Card[][] byAbility;
  /** Canonical person cards by ability and colour (Traders, Clerks, Wholesalers). */
  private final Card[][][] byAbilityColour;
  private final int[][] rewards;
  private final Ability[][] persons;

  private CardTable(CardRow[] rows, ContractRow[] contractRows) {
    this.rows = rows;
    this.contractRows = contractRows;
    count = new int[N];
    cost = new int[N];
    influence = new int[N];
    swords = new int[N];
    skull = new boolean[N];
    coins = new int[N];
    gift = new boolean[N];
    canonical = new Card[N];
    for (Card card : Card.VALUES) {
      CardRow row = rows[card.ordinal()];
      int o = card.ordinal();
      count[o] = row.count();
      cost[o] = row.cost();
      influence[o] = row.influence();
      swords[o] = row.swords();
      skull[o] = row.skull();
      coins[o] = row.coins();
      gift[o] = row.gift();
    }
    for (Card card : Card.VALUES) {
      Card first = card;
      for (Card other : Card.VALUES) {
        if (other.ordinal() >= card.ordinal()) {
          break;
        }
        if (sameRules(card, other)) {
          first = other;
          break;
        }
      }
      canonical[card.ordinal()] = first;
    }
    Ability[] abilities = Ability.values();
    byAbility = new Card[abilities.length][];
    byAbilityColour = new Card[abilities.length][Colour.VALUES.length][];
    for (Ability ability : abilities) {
      byAbility[ability.ordinal()] = personsWith(ability, null);
      for (Colour colour : Colour.VALUES) {
        byAbilityColour[ability.ordinal()][colour.ordinal()] = personsWith(ability, colour);
      }
    }
    rewards = new int[Contract.VALUES.length][];
    persons = new Ability[Contract.VALUES.length][];
    for (Contract contract : Contract.VALUES) {
      ContractRow row = contractRows[contract.ordinal()];
      rewards[contract.ordinal()] = row.rewards().toJavaStream().mapToInt(Integer::intValue).toArray();
      persons[contract.ordinal()] = row.persons().toJavaArray(Ability[]::new);
    }
    for (int i = 0; i < 4; i++) {
      components[i] = countComponents((i & 1) != 0, (i & 2) != 0);
    }
  }

  private Card[] personsWith(Ability ability, Colour colour) {
    java.util.List<Card> cards = new java.util.ArrayList<>();
    for (Card card : Card.VALUES) {
      if (card.ability() == ability && (colour == null || card.colour() == colour) && canonical[card.ordinal()] == card) {
        cards.add(card);
      }
    }
    return cards.toArray(Card[]::new);
  }

  private boolean sameRules(Card a, Card b) {
    int x = a.ordinal();
    int y = b.ordinal();
    return a.kind() == b.kind() && a.ability() == b.ability() && a.colour() == b.colour()
        && a.taxKind() == b.taxKind() && a.anchors() == b.anchors() && a.crosses() == b.crosses()
        && a.houses() == b.houses() && a.fivePlayer() == b.fivePlayer()
        && cost[x] == cost[y] && influence[x] == influence[y] && swords[x] == swords[y]
        && skull[x] == skull[y] && coins[x] == coins[y] && gift[x] == gift[y];
  }

  /** The standard tables with these rows replaced; checks every replacement. */
  public static CardTable of(Vector<CardRow> cardRows, Vector<ContractRow> contractRows) {
    if (cardRows.isEmpty() && contractRows.isEmpty()) {
      return STANDARD;
    }
    CardRow[] cards = STANDARD.rows.clone();
    for (CardRow row : cardRows) {
      check(row);
      cards[row.card().ordinal()] = row;
    }
    ContractRow[] contracts = STANDARD.contractRows.clone();
    for (ContractRow row : contractRows) {
      check(row);
      contracts[row.contract().ordinal()] = row;
    }
    return new CardTable(cards, contracts);
  }

  private static void check(CardRow row) {
    String field = "cardTable";
    if (row.card() == null) {
      throw new InvalidSetupException(field, "a row without a card");
    }
    Card card = row.card();
    if (row.count() < 0 || row.count() > 15) {
      throw new InvalidSetupException(field, card + ": count must be 0 to 15, not " + row.count());
    }
    if (card.fivePlayer() && row.count() != 1) {
      throw new InvalidSetupException(field, card + ": the 5-player expedition exists once");
    }
    if (row.cost() < 0 || row.influence() < 0 || row.coins() < 0) {
      throw new InvalidSetupException(field, card + ": cost, influence and coins cannot be negative");
    }
    if (row.cost() > MAX_VALUE || row.influence() > MAX_VALUE || row.coins() > MAX_VALUE || row.swords() > MAX_VALUE) {
      throw new InvalidSetupException(field, card + ": cost, influence, swords and coins are at most " + MAX_VALUE);
    }
    if (row.swords() < 0) {
      throw new InvalidSetupException(field, card + ": swords cannot be negative (a skull ship is skull = true, swords 0)");
    }
    if (row.skull() && !card.isShip()) {
      throw new InvalidSetupException(field, card + ": only a ship can have a skull");
    }
    if (row.skull() && row.swords() != 0) {
      throw new InvalidSetupException(field, card + ": a skull ship can never be repelled, so its swords are 0, not "
          + row.swords());
    }
    if (row.gift() && !card.isShip()) {
      throw new InvalidSetupException(field, card + ": only a ship can give a coin to another player");
    }
  }

  private static void check(ContractRow row) {
    String field = "contractRows";
    if (row.contract() == null || row.persons() == null || row.rewards() == null) {
      throw new InvalidSetupException(field, "a row needs a contract, persons and rewards");
    }
    Contract contract = row.contract();
    if (row.rewards().size() != 5 || row.rewards().exists(r -> r == null || r < 0 || r > MAX_VALUE)) {
      throw new InvalidSetupException(field, contract + ": 5 rewards of 0 to " + MAX_VALUE + " coins, not " + row.rewards());
    }
    boolean pair = contract.task() == Contract.Task.PERSONS;
    if (pair != (row.persons().size() == 2) || (!pair && !row.persons().isEmpty())) {
      throw new InvalidSetupException(field, contract + (pair ? ": two abilities, not " : ": no persons, not ") + row.persons());
    }
    if (row.persons().contains(Ability.JACK_OF_ALL_TRADES) || row.persons().contains(null)) {
      throw new InvalidSetupException(field, contract + ": a Jack of all Trades never counts for a contract (§10.5.6)");
    }
  }

  // ---- cards -------------------------------------------------------------------------------

  /** The row of a kind of card, as in the table. */
  public CardRow row(Card card) {
    return rows[card.ordinal()];
  }

  /** The card that stands for this kind in play (the first kind with the same rules data). */
  public Card canonical(Card card) {
    return canonical[card.ordinal()];
  }

  public int cost(Card card) {
    return cost[card.ordinal()];
  }

  public int influence(Card card) {
    return influence[card.ordinal()];
  }

  /** A person's swords, or the swords needed to repel a ship (0 for a skull ship, see {@link #skull}). */
  public int swords(Card card) {
    return swords[card.ordinal()];
  }

  /** The card with its numbers in this table, read as a card of unterwegs is ({@link CardFace}). */
  public CardFace face(Card card) {
    int o = card.ordinal();
    return new CardFace(card, card.id(), card.kind(), card.ability(), card.colour(), cost[o], influence[o], swords[o],
        skull[o], coins[o], gift[o], card.set() == CardSet.UNTERWEGS);
  }

  /** Whether the card is a ship with a skull, which can never be repelled. */
  public boolean skull(Card card) {
    return skull[card.ordinal()];
  }

  /** A ship's coins, or an expedition's. */
  public int coins(Card card) {
    return coins[card.ordinal()];
  }

  /** Whether trading the ship gives another player 1 coin. */
  public boolean gift(Card card) {
    return gift[card.ordinal()];
  }

  /** Canonical persons of an ability. */
  Card[] persons(Ability ability) {
    return byAbility[ability.ordinal()];
  }

  /** Canonical persons of an ability working for a colour. */
  Card[] persons(Ability ability, Colour colour) {
    return byAbilityColour[ability.ordinal()][colour.ordinal()];
  }

  /**
   * The cards of a game, by kind (canonical cards only): the base game plus the chosen sets, the
   * 5-player expedition included (it lies face up with 5 players and in the box otherwise).
   */
  public CardBag components(boolean expansion, boolean unterwegs) {
    return components[(expansion ? 1 : 0) + (unterwegs ? 2 : 0)];
  }

  /** The bags of {@link #components}, built once per table. */
  private final CardBag[] components = new CardBag[4];

  private CardBag countComponents(boolean expansion, boolean unterwegs) {
    CardBag bag = CardBag.EMPTY;
    for (Card card : Card.VALUES) {
      boolean in = switch (card.set()) {
        case BASE -> true;
        case EXPANSION -> expansion;
        case UNTERWEGS -> unterwegs;
      };
      if (in) {
        bag = bag.plus(canonical(card), count[card.ordinal()]);
      }
    }
    return bag;
  }

  // ---- contracts ---------------------------------------------------------------------------

  /** The row of a contract, as in the table. */
  public ContractRow row(Contract contract) {
    return contractRows[contract.ordinal()];
  }

  /** The coins of reward field {@code field} (0 = first to complete). */
  public int reward(Contract contract, int field) {
    return rewards[contract.ordinal()][field];
  }

  /** The two abilities of a person-pair contract. */
  Ability[] pair(Contract contract) {
    return persons[contract.ordinal()];
  }

  // ---- parsing -----------------------------------------------------------------------------

  /**
   * A line of {@code cards.csv}: swords {@code SKULL} for a skull ship (as in unterwegs' table; the older
   * {@code S} and {@code -1} read the same), gift {@code GIFT} for the gift ship.
   */
  private record CardLine(Card id, int count, int cost, int influence, String swords, int coins, String gift) {
    CardRow row() {
      String cell = swords == null ? "" : swords.trim();
      boolean skull = cell.equals("SKULL") || cell.equals("S") || cell.equals(String.valueOf(CardRow.OLD_SKULL));
      return new CardRow(id, count, cost, influence, skull ? 0 : number(cell), skull, coins, "GIFT".equals(gift));
    }
  }

  /** A line of {@code contracts.csv}: persons as {@code A+B}, rewards as {@code 4,3,2,1,0}. */
  private record ContractLine(Contract id, String persons, String rewards) {
    ContractRow row() {
      Vector<Ability> pair = persons == null ? Vector.empty() : Vector.of(persons.split("\\+")).map(Ability::valueOf);
      return new ContractRow(id, pair, Vector.of(rewards.split(",")).map(CardTable::number));
    }
  }

  private static CardRow[] readCards() {
    CardRow[] rows = new CardRow[N];
    for (CardLine line : CsvTables.read("cards", CsvTables.resource(CardTable.class, "cards.csv"), CardLine.class, ';')) {
      Card card = line.id();
      if (rows[card.ordinal()] != null) {
        throw new IllegalStateException("cards.csv: " + card + " twice");
      }
      rows[card.ordinal()] = line.row();
    }
    for (Card card : Card.VALUES) {
      if (rows[card.ordinal()] == null) {
        throw new IllegalStateException("cards.csv: no row for " + card);
      }
    }
    return rows;
  }

  private static ContractRow[] readContracts() {
    ContractRow[] rows = new ContractRow[Contract.VALUES.length];
    for (ContractLine line : CsvTables.read("contracts", CsvTables.resource(CardTable.class, "contracts.csv"),
        ContractLine.class, ';')) {
      rows[line.id().ordinal()] = line.row();
    }
    for (Contract contract : Contract.VALUES) {
      if (rows[contract.ordinal()] == null) {
        throw new IllegalStateException("contracts.csv: no row for " + contract);
      }
      check(rows[contract.ordinal()]);
    }
    return rows;
  }

  private static int number(String text) {
    return text == null || text.isEmpty() ? 0 : Integer.parseInt(text.trim());
  }
}
