package org.spielwerk.portroyal;

/**
 * The 16 contracts of the expansion (§10.4), by the spec's ids. The constant fixes what the seed
 * states for certain (the kind of task, its numbers, who may fulfil it); the person pairs of the
 * person contracts and all reward rows are data in {@code contracts.csv} (UNCONFIRMED), replaceable
 * through {@link PortRoyalOptions#contractRows()}.
 */
public enum Contract {
  /** Comedian: own the two depicted persons (Priest + Jester). */
  C_KOMIKER(Task.PERSONS, 0, false),
  /** Lady Killer: own Captain + Mademoiselle. */
  C_CHARMEUR(Task.PERSONS, 0, false),
  /** Maritime Supremacy: own Captain + Vice Admiral. */
  C_SEEHOHEIT(Task.PERSONS, 0, false),
  /** New Colony: own Settler + Gunner. */
  C_NEUE_KOLONIE(Task.PERSONS, 0, false),
  /** Trade Outpost: own Settler + Clerk. */
  C_HANDELSPOSTEN(Task.PERSONS, 0, false),
  /** Trader Prince: own two Traders. */
  C_HANDELSFUERST(Task.PERSONS, 0, false),
  /** Cheap Staff: own 4 persons with a printed cost of 3 or less. */
  C_BILLIGES_PERSONAL(Task.CHEAP_STAFF, 4, false),
  /** Fighter: own 3 swords. */
  C_KAEMPFER(Task.SWORDS, 3, false),
  /** Explorer: own an expedition. */
  C_ENTDECKER(Task.EXPEDITION, 1, false),
  /** Frigate Foe: decline the coins of a traded red ship 3 times. */
  C_FREGATTENSCHRECK(Task.DECLINE_RED, 3, false),
  /** Galleon Foe: decline the coins of a traded black ship 2 times. */
  C_GALEONENSCHRECK(Task.DECLINE_BLACK, 2, false),
  /** Tax Officer: pay taxes (lose coins in a halving step). */
  C_FINANZBEAMTER(Task.PAY_TAX, 1, false),
  /** Jinx: bust as active player. */
  C_PECHVOGEL(Task.BUST, 1, true),
  /** Little Gamester: ships of 3 colours in your harbour, on two different turns. */
  C_KLEINER_ZOCKER(Task.COLOURS, 3, true),
  /** Gamester: ships of 4 colours in your harbour. */
  C_ZOCKER(Task.COLOURS, 4, true),
  /** Pack of Pirates: keep one repelled ship of each of the 5 colours. */
  C_PIRATENPACK(Task.PIRATE_PACK, 5, true);

  static final Contract[] VALUES = values();

  /** What a contract asks for. */
  public enum Task {
    PERSONS,
    CHEAP_STAFF,
    SWORDS,
    EXPEDITION,
    DECLINE_RED,
    DECLINE_BLACK,
    PAY_TAX,
    BUST,
    COLOURS,
    PIRATE_PACK
  }

  private final Task task;
  private final int amount;
  private final boolean activeOnly;

  Contract(Task task, int amount, boolean activeOnly) {
    this.task = task;
    this.amount = amount;
    this.activeOnly = activeOnly;
  }

  /** The kind of task. */
  public Task task() {
    return task;
  }

  /** The task's number: persons, swords, declines, colours (0 for person pairs). */
  public int amount() {
    return amount;
  }

  /** Only the active player can fulfil it (§10.4: Pechvogel, (Kleiner) Zocker, Piratenpack). */
  public boolean activeOnly() {
    return activeOnly;
  }

  /** Progress fields before completion: 2 for Frigate Foe, 1 for Galleon Foe and Little Gamester, else 0. */
  public int progressSteps() {
    return switch (this) {
      case C_FREGATTENSCHRECK -> 2;
      case C_GALEONENSCHRECK, C_KLEINER_ZOCKER -> 1;
      default -> 0;
    };
  }

  /**
   * Contracts whose chance comes with an event and is gone afterwards (§10.5.1); the others are
   * conditions on a player's display that he may fulfil whenever he is at turn.
   */
  public boolean momentary() {
    return switch (task) {
      case PAY_TAX, BUST, COLOURS, DECLINE_RED, DECLINE_BLACK -> true;
      case PERSONS, CHEAP_STAFF, SWORDS, EXPEDITION, PIRATE_PACK -> false;
    };
  }
}
