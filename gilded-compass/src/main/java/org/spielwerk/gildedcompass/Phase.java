package org.spielwerk.gildedcompass;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Whose decision it is and what it is about. Every phase but {@link GameOver} waits for one seat;
 * each carries only what its decision needs (tiles drawn and not yet decided on lie in the
 * {@link Supply}, private to the deciding seat). Phases hold public information only, so a view
 * shows them as they are.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public sealed interface Phase {

  /** The seat to decide, or -1 once the game is over. */
  int seat();

  /** Round start: a holder of A Little Help decides whether to take the black dice (§3.1, §6). */
  record LittleHelpOffer(int seat) implements Phase {}

  /**
   * A turn (§3.2). The seat's unplaced dice have been rolled; it may re-roll (tokens) and persuade
   * before its first placement, must place own dice once, and may place dummy dice once.
   *
   * @param extra a Timeless Gift's extra turn (§3.3 step 2)
   * @param own the unplaced own dice as rolled
   * @param black the unplaced black dice as rolled (A Little Help)
   * @param dummy the unplaced dummy dice held, as rolled
   * @param placedOwn own dice were placed this turn
   * @param placedDummy dummy dice were placed this turn
   * @param persuaded after the first die of Persuasion: the die it set, which the second change may not touch
   * @param marked the dice chosen so far for a re-roll (§3.2 step 2); once one is marked, the turn goes
   *     on with more marks or the re-roll itself
   */
  record Turn(int seat, boolean extra, Pips own, Pips black, Pips dummy, boolean placedOwn, boolean placedDummy,
      Option<SetDie> persuaded, Marked marked) implements Phase {

    /** A turn with no dice marked for a re-roll. */
    public Turn(int seat, boolean extra, Pips own, Pips black, Pips dummy, boolean placedOwn, boolean placedDummy,
        Option<SetDie> persuaded) {
      this(seat, extra, own, black, dummy, placedOwn, placedDummy, persuaded, Marked.NONE);
    }

    /** The dice of a kind in hand. */
    public Pips hand(DieKind kind) {
      return switch (kind) {
        case OWN -> own;
        case BLACK -> black;
        case DUMMY -> dummy;
      };
    }

    /** Whether any dice were placed this turn (re-rolls and Persuasion come before). */
    public boolean placedAny() {
      return placedOwn || placedDummy;
    }
  }

  /**
   * Dice marked for a re-roll, by kind (§3.2 step 2). Marks are made one die at a time in a fixed
   * order (kind, then value), so every choice of dice is reached in exactly one way.
   */
  record Marked(Pips own, Pips black, Pips dummy) {
    /** Nothing marked. */
    public static final Marked NONE = new Marked(Pips.EMPTY, Pips.EMPTY, Pips.EMPTY);

    public boolean isEmpty() {
      return own.isEmpty() && black.isEmpty() && dummy.isEmpty();
    }

    /** The marked dice of a kind. */
    public Pips of(DieKind kind) {
      return switch (kind) {
        case OWN -> own;
        case BLACK -> black;
        case DUMMY -> dummy;
      };
    }

    /** With one more die of {@code kind} showing {@code value}. */
    public Marked plus(DieKind kind, int value) {
      return new Marked(kind == DieKind.OWN ? own.plus(value) : own, kind == DieKind.BLACK ? black.plus(value) : black,
          kind == DieKind.DUMMY ? dummy.plus(value) : dummy);
    }

    /** The order of the last mark: kind and value as {@code 6 * kind + value - 1}, or -1 when none. */
    public int last() {
      if (!dummy.isEmpty()) {
        return 12 + dummy.highest() - 1;
      }
      if (!black.isEmpty()) {
        return 6 + black.highest() - 1;
      }
      return own.isEmpty() ? -1 : own.highest() - 1;
    }
  }

  /** A die of a kind set to a value by Persuasion. */
  record SetDie(DieKind kind, int value) {}

  /** After the last regular turn: a holder of A Timeless Gift decides on an extra turn (§3.3 step 2). */
  record TimelessGiftOffer(int seat, int offset) implements Phase {}

  /**
   * Before the Archives resolve: a holder of Ally on the Inside decides (§10.2).
   *
   * @param offset position of {@code seat} in the order from the start player
   * @param ranking indices of the Archives groups in scoring order, as changed by earlier allies
   */
  record AllyOffer(int seat, int offset, Vector<Integer> ranking) implements Phase {}

  /** Auction House: the place winner keeps {@code keep} more of the artifacts drawn (§5.4). */
  record ChooseArtifacts(int seat, int place, int keep) implements Phase {}

  /** Guild: the holder of {@code place} keeps one of the missions drawn or passed to it (§5.5). */
  record ChooseMission(int seat, int place) implements Phase {}

  /** Archives: the owner of the group at {@code rank} of {@code ranking} takes a map (§5.1). */
  record ChooseMap(int seat, Vector<Integer> ranking, int rank) implements Phase {}

  /**
   * Illuminati: the next picker takes an ability (§5.7).
   *
   * @param pickers the owners who take a tile, in order (the dummy removes the top tile)
   * @param step the index of {@code seat} in {@code pickers}
   */
  record ChooseAbility(int seat, Vector<Integer> pickers, int step) implements Phase {}

  /** Sunken Galleon, PRINTED: the seat keeps {@code keep} more of its treasures drawn this round (§5.8). */
  record ChooseTreasures(int seat, int keep) implements Phase {}

  /**
   * University: the owner of the leftmost die still in the row takes a specialist (§5.2); dice
   * already served have left the row, {@code entrance} (0-based) is where the die stood.
   */
  record ChooseSpecialist(int seat, int entrance) implements Phase {}

  /**
   * Game end, assignment by hand (§8.1): the seat decides for its next specialist.
   *
   * @param partial the decisions so far, for the first specialists in the seat's order
   */
  record Assigning(int seat, Assignment partial) implements Phase {}

  /** The game is over; the state holds the score sheets. */
  record GameOver() implements Phase {
    @Override
    public int seat() {
      return -1;
    }
  }

  /** The kinds of dice a player may hold (§0). */
  enum DieKind {
    OWN, BLACK, DUMMY
  }
}
