package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.function.IntConsumer;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceToLibrary;
import org.spielwerk.gildedcompass.GildedCompassEvent.WillToWinUsed;
import org.spielwerk.gildedcompass.GildedCompassOptions.StraightExtension;
import org.spielwerk.gildedcompass.GildedCompassOptions.TemplePairs;
import org.spielwerk.gildedcompass.GildedCompassOptions.TowerPush;

/**
 * Placing a set of dice of one owner on one building (§5): the building's rule as a predicate
 * ({@link #violation}), its effect ({@link #place}) and the candidate placements for a hand
 * ({@link #candidates}). Owners are seats or {@link Owner#DUMMY}; {@code actor} is the seat whose turn
 * it is (the opponent of Will to Win must be neither the owner nor the actor).
 *
 * <p>The rules exist once: the one candidate generator and the one predicate serve both the listing of a
 * turn ({@link PlacementListing}, which asks the predicate for every candidate) and the check of an action
 * ({@code Turns.placeViolation}, which asks it for that one placement). The predicate reads the board
 * through a {@link BoardSummary}, built once per listing or check.
 */
final class Placement {
  private Placement() {}

  /** The Hidden Temple's pairs (§5.6). */
  private static final Pips TWO_FIVE = Pips.of(2, 5);
  private static final Pips ONE_SIX = Pips.of(1, 6);

  /** Receives a candidate placement: dice, target and Will to Win selector. */
  interface Sink {
    void accept(Pips dice, int target, int willToWin);
  }

  // ---------------------------------------------------------------- legality

  /** The broken rule, or null when the building accepts the placement. */
  static Violation violation(GildedCompassState s, int actor, int owner, Building building, Pips dice, int target,
      int willToWin) {
    return violation(s, actor, owner, building, dice, target, willToWin, true);
  }

  /**
   * {@link #violation}, where {@code explain} false answers a broken rule with the shared
   * {@link Violation#REJECTED} instead of building its words: listing the legal placements asks this
   * for every candidate, most rejected ones are never shown to anybody.
   */
  static Violation violation(GildedCompassState s, int actor, int owner, Building building, Pips dice, int target,
      int willToWin, boolean explain) {
    return violation(BoardSummary.of(s), actor, owner, building, dice, target, willToWin, explain);
  }

  /** {@link #violation} over a summary of the board: the one placement predicate. */
  static Violation violation(BoardSummary b, int actor, int owner, Building building, Pips dice, int target,
      int willToWin, boolean explain) {
    if (dice.isEmpty()) {
      return explain ? new Violation("Placement (§0)", "at least one die") : Violation.REJECTED;
    }
    if (willToWin != 0 && !willToWinWorks(b.options, building)) {
      return explain ? new Violation("Will to Win (§6)", "has no effect in the " + building) : Violation.REJECTED;
    }
    if (target != -1 && !targeted(building)) {
      return explain ? new Violation("Placement (§5)", "the " + building + " takes no target") : Violation.REJECTED;
    }
    return buildingRule(b, actor, owner, building, dice, target, willToWin, explain);
  }

  /**
   * The building's own rule (§5.1-§5.9), for a placement that passes {@link #violation}'s general checks: at
   * least one die, Will to Win only where it works, a target only where the building takes one. A candidate
   * of {@link #candidates} passes them by construction, so a listing asks this part alone.
   */
  static Violation buildingRule(BoardSummary b, int actor, int owner, Building building, Pips dice, int target,
      int willToWin, boolean explain) {
    boolean dummyVictims = b.options.dummyAbilities();
    return switch (building) {
      case ARCHIVES -> archives(b, actor, owner, dice, target, willToWin, dummyVictims, explain);
      case UNIVERSITY -> university(b, dice, explain);
      case LIBRARY -> dice.size() == 1 ? null : (explain
          ? new Violation("Library (§5.3)", "exactly one die")
          : Violation.REJECTED);
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> straights(b, actor, owner, dice, target, willToWin, explain);
      case HIDDEN_TEMPLE -> temple(b, dice, target, explain);
      case ILLUMINATI -> copyPlusOne(b, actor, owner, dice, willToWin, false, dummyVictims, explain);
      case SUNKEN_GALLEON -> copyPlusOne(b, actor, owner, dice, willToWin, true, dummyVictims, explain);
      case TREASURE_TOWER -> dice.size() == 1 || (dice.size() == 2 && dice.sum() == 7) ? null
          : (explain
              ? new Violation("Treasure Tower (§5.9)", "one die or two dice summing to 7, not " + dice)
              : Violation.REJECTED);
    };
  }

  private static boolean targeted(Building building) {
    return building == Building.ARCHIVES || building.straights() || building == Building.HIDDEN_TEMPLE;
  }

  /** Buildings with a "no identical combination" rule, where Will to Win can be played (§6). */
  static boolean willToWinWorks(GildedCompassState s, Building building) {
    return willToWinWorks(s.options(), building);
  }

  private static boolean willToWinWorks(GildedCompassOptions options, Building building) {
    return building == Building.ARCHIVES || building.straights() || building == Building.ILLUMINATI
        || (building == Building.SUNKEN_GALLEON && options.willToWinAtGalleon());
  }

  /**
   * Whether Will to Win may take a die from {@code victim}'s combination (§6): an opponent, neither
   * the owner of the placed dice nor the acting seat; the dummy only where abilities work with it
   * (YUCATA).
   */
  private static boolean opponent(int victim, int owner, int actor, boolean dummyVictims) {
    return victim != owner && victim != actor && (dummyVictims || victim != Owner.DUMMY);
  }

  /** Archives (§5.1): equal values; add only to one's own group; no two identical groups. */
  private static Violation archives(BoardSummary b, int actor, int owner, Pips dice, int target, int willToWin,
      boolean dummyVictims, boolean explain) {
    if (dice.distinct() != 1) {
      return explain ? new Violation("Archives (§5.1)", "a group shows one value, not " + dice) : Violation.REJECTED;
    }
    int value = dice.lowest();
    int size = dice.size();
    Vector<ArchivesGroup> groups = b.board.archives();
    if (target != -1) {
      if (target < 0 || target >= groups.size()) {
        return explain ? new Violation("Archives (§5.1)", "no group " + target) : Violation.REJECTED;
      }
      ArchivesGroup group = groups.get(target);
      if (group.owner() != owner) {
        return explain
            ? new Violation("Archives (§5.1)", "dice may be added only to a group of the same owner")
            : Violation.REJECTED;
      }
      if (group.value() != value) {
        return explain
            ? new Violation("Archives (§5.1)", "the added dice must show the group's value " + group.value())
            : Violation.REJECTED;
      }
      size += group.size();
    }
    if (willToWin == 0) {
      // the target group itself never matches: it had fewer dice
      return !b.archiveExists(value, size) ? null
          : (explain
              ? new Violation("Archives (§5.1)", "no two identical groups: " + size + " x " + value + " exists")
              : Violation.REJECTED);
    }
    int twin = -1;
    // the summary tells without a scan when no group of that value and size exists: then there is no twin
    int scan = b.archiveExists(value, size) ? groups.size() : 0;
    for (int i = 0; i < scan; i++) {
      ArchivesGroup g = groups.get(i);
      if (i != target && g.value() == value && g.size() == size) {
        twin = i;
      }
    }
    if (twin < 0) {
      return explain
          ? new Violation("Will to Win (§6)", "only with a placement that repeats an existing group")
          : Violation.REJECTED;
    }
    if (willToWin != 1) {
      return explain ? new Violation("Will to Win (§6)", "in the Archives the selector is 1") : Violation.REJECTED;
    }
    if (!opponent(groups.get(twin).owner(), owner, actor, dummyVictims)) {
      return explain
          ? new Violation("Will to Win (§6)", "the identical group must be an opponent's")
          : Violation.REJECTED;
    }
    for (int i = 0; i < groups.size(); i++) {
      ArchivesGroup g = groups.get(i);
      if (i != target && i != twin && g.value() == value && g.size() == size - 1) {
        return explain
            ? new Violation("Will to Win (§6)", "the removal would create a new identical pair")
            : Violation.REJECTED;
      }
    }
    return null;
  }

  /** University (§5.2): one die, or a pair summing to 5; a full row refuses a die above its rightmost. */
  private static Violation university(BoardSummary b, Pips dice, boolean explain) {
    if (dice.size() == 1) {
      return b.universityTakes(dice.lowest()) ? null
          : (explain
              ? new Violation("University (§5.2)", "the University is full and " + dice.lowest() + " is above its rightmost die")
              : Violation.REJECTED);
    }
    if (dice.size() != 2 || dice.sum() != 5) {
      return explain
          ? new Violation("University (§5.2)", "a single die or a pair summing to 5 (1+4, 2+3), not " + dice)
          : Violation.REJECTED;
    }
    int high = dice.highest();
    if (!b.universityTakes(high)) {
      return explain
          ? new Violation("University (§5.2)", "the higher die " + high + " comes first and does not fit the full row")
          : Violation.REJECTED;
    }
    // the lower die then always fits: the row's rightmost die is at least the higher one
    return null;
  }

  /** Straights (§5.4, §5.5): a new straight or an extension at the ends; no two identical straights. */
  private static Violation straights(BoardSummary b, int actor, int owner, Pips dice, int target, int willToWin,
      boolean explain) {
    String rule = "Straights (§5.4)";
    if (dice.distinct() != dice.size()) {
      return explain ? new Violation(rule, "a straight has one die per value, not " + dice) : Violation.REJECTED;
    }
    Vector<Straight> straights = b.board.straights();
    int low;
    int length;
    if (target == -1) {
      if (dice.highest() - dice.lowest() + 1 != dice.size()) {
        return explain ? new Violation(rule, "the values must be consecutive, not " + dice) : Violation.REJECTED;
      }
      if (!b.options.multipleStraights() && b.hasStraight(owner)) {
        return explain ? new Violation(rule, "one straight per owner (PRINTED)") : Violation.REJECTED;
      }
      low = dice.lowest();
      length = dice.size();
    } else {
      if (target < 0 || target >= straights.size()) {
        return explain ? new Violation(rule, "no straight " + target) : Violation.REJECTED;
      }
      Straight old = straights.get(target);
      if (old.owner() != owner) {
        return explain ? new Violation(rule, "only one's own straight may be extended") : Violation.REJECTED;
      }
      int below = 0;
      int above = 0;
      for (int v = 1; v <= 6; v++) {
        if (dice.count(v) == 0) {
          continue;
        }
        if (v < old.low()) {
          below++;
        } else if (v > old.high()) {
          above++;
        } else {
          return explain ? new Violation(rule, "the straight already has a " + v) : Violation.REJECTED;
        }
      }
      low = old.low() - below;
      length = old.length() + below + above;
      boolean consecutive = (below == 0 || dice.lowest() == low) && (above == 0 || dice.highest() == low + length - 1);
      if (!consecutive) {
        return explain ? new Violation(rule, "extensions continue the straight at its ends") : Violation.REJECTED;
      }
      if (b.options.straightExtension() == StraightExtension.ONE_DIE_PER_END && (below > 1 || above > 1)) {
        return explain ? new Violation(rule, "one die at each end at most") : Violation.REJECTED;
      }
    }
    if (willToWin == 0) {
      // an extended straight itself never matches: it was shorter
      return !b.straightExists(low, length) ? null
          : (explain
              ? new Violation(rule, "no two identical straights: " + low + ".." + (low + length - 1) + " exists")
              : Violation.REJECTED);
    }
    int twin = -1;
    // the summary tells without a scan when no straight of that shape exists: then there is no twin
    int scan = b.straightExists(low, length) ? straights.size() : 0;
    for (int i = 0; i < scan; i++) {
      Straight st = straights.get(i);
      if (i != target && st.low() == low && st.length() == length) {
        twin = i;
      }
    }
    if (twin < 0) {
      return explain
          ? new Violation("Will to Win (§6)", "only with a placement that repeats an existing straight")
          : Violation.REJECTED;
    }
    if (willToWin != 1 && !(willToWin == 2 && length > 1)) {
      return explain
          ? new Violation("Will to Win (§6)", "remove the low end (1) or the high end (2)")
          : Violation.REJECTED;
    }
    if (!opponent(straights.get(twin).owner(), owner, actor, b.options.dummyAbilities())) {
      return explain
          ? new Violation("Will to Win (§6)", "the identical straight must be an opponent's")
          : Violation.REJECTED;
    }
    int reducedLow = willToWin == 1 ? low + 1 : low;
    for (int i = 0; i < straights.size(); i++) {
      Straight st = straights.get(i);
      if (i != target && i != twin && st.low() == reducedLow && st.length() == length - 1) {
        return explain
            ? new Violation("Will to Win (§6)", "the removal would create a new identical pair")
            : Violation.REJECTED;
      }
    }
    return null;
  }

  /** Hidden Temple (§5.6): exactly 2+5 or 1+6 together on a free space that accepts the pair. */
  private static Violation temple(BoardSummary b, Pips dice, int target, boolean explain) {
    String rule = "Hidden Temple (§5.6)";
    boolean twoFive = dice.equals(TWO_FIVE);
    if (!twoFive && !dice.equals(ONE_SIX)) {
      return explain ? new Violation(rule, "exactly the pair 2+5 or 1+6, not " + dice) : Violation.REJECTED;
    }
    Vector<TempleSpace> spaces = b.board.temple();
    if (target < 0 || target >= spaces.size()) {
      return explain ? new Violation(rule, "no space " + target) : Violation.REJECTED;
    }
    if (!spaces.get(target).free()) {
      return explain
          ? new Violation(rule, "space " + target + " is taken; placed pairs are never displaced")
          : Violation.REJECTED;
    }
    if (b.options.templePairs() == TemplePairs.PER_SPACE_TABLE
        && !b.options.table().templeSpaces().get(target).accepts(twoFive ? 2 : 1)) {
      return explain
          ? new Violation(rule, "space " + target + " takes only " + b.options.table().templeSpaces().get(target))
          : Violation.REJECTED;
    }
    return null;
  }

  /**
   * Illuminati (§5.7) and Sunken Galleon (§5.8): one group per owner, which afterwards has one die
   * more than the strongest (largest) group, and contains its values (Illuminati) or has a higher
   * sum (Galleon). With Will to Win: an exact copy of that group, which then loses a die.
   */
  private static Violation copyPlusOne(BoardSummary b, int actor, int owner, Pips dice, int willToWin,
      boolean galleon, boolean dummyVictims, boolean explain) {
    String rule = galleon ? "Sunken Galleon (§5.8)" : "Illuminati (§5.7)";
    Vector<DiceGroup> groups = galleon ? b.board.galleon() : b.board.illuminati();
    int strongest = b.strongest(galleon);
    Pips top = strongest < 0 ? Pips.EMPTY : groups.get(strongest).dice();
    int k = top.size();
    int mine = groupOf(groups, owner);
    Pips own = mine < 0 ? Pips.EMPTY : groups.get(mine).dice();
    Pips result = own.plus(dice);
    if (willToWin == 0) {
      if (result.size() != k + 1) {
        return explain
            ? new Violation(rule, "the group must reach " + (k + 1) + " dice, one more than the strongest")
            : Violation.REJECTED;
      }
      if (galleon ? result.sum() <= top.sum() : !result.contains(top)) {
        return explain ? new Violation(rule, galleon ? "the sum must exceed " + top.sum()
            : "the group must contain the strongest group's values " + top) : Violation.REJECTED;
      }
      return null;
    }
    if (strongest < 0 || !result.equals(top)) {
      return explain
          ? new Violation("Will to Win (§6)", "only an exact copy of the strongest group " + top)
          : Violation.REJECTED;
    }
    if (!opponent(groups.get(strongest).owner(), owner, actor, dummyVictims)) {
      return explain
          ? new Violation("Will to Win (§6)", "the copied group must be an opponent's")
          : Violation.REJECTED;
    }
    if (willToWin < 1 || willToWin > 6 || top.count(willToWin) == 0) {
      return explain
          ? new Violation("Will to Win (§6)", "the copied group has no " + willToWin + " to lose")
          : Violation.REJECTED;
    }
    for (int i = 0; i < groups.size(); i++) {
      if (i != strongest && i != mine && groups.get(i).dice().size() == k - 1) {
        return explain ? new Violation("Will to Win (§6)", "group sizes must stay different") : Violation.REJECTED;
      }
    }
    return null;
  }

  static int strongest(Vector<DiceGroup> groups) {
    int best = -1;
    for (int i = 0; i < groups.size(); i++) {
      if (best < 0 || groups.get(i).dice().size() > groups.get(best).dice().size()) {
        best = i;
      }
    }
    return best;
  }

  static int groupOf(Vector<DiceGroup> groups, int owner) {
    for (int i = 0; i < groups.size(); i++) {
      if (groups.get(i).owner() == owner) {
        return i;
      }
    }
    return -1;
  }

  // ---------------------------------------------------------------- effect

  /** Puts legal dice on the building; pushes, Will to Win and draws included. */
  static GildedCompassState place(GildedCompassState s, int actor, int owner, Building building, Pips dice, int target,
      int willToWin, EventSink<GildedCompassEvent> events) {
    Board b = s.board();
    switch (building) {
      case ARCHIVES -> {
        int value = dice.lowest();
        int size = dice.size() + (target >= 0 ? b.archives().get(target).size() : 0);
        Vector<ArchivesGroup> groups = target >= 0
            ? SmallVectors.update(b.archives(), target, new ArchivesGroup(owner, value, size))
            : SmallVectors.append(b.archives(), new ArchivesGroup(owner, value, size));
        s = s.withBoard(b.withArchives(groups));
        if (willToWin != 0) {
          int placed = target >= 0 ? target : groups.size() - 1;
          int twin = -1;
          for (int i = 0; i < groups.size(); i++) {
            if (i != placed && groups.get(i).value() == value && groups.get(i).size() == size) {
              twin = i;
            }
          }
          ArchivesGroup victim = groups.get(twin);
          groups = victim.size() == 1 ? groups.removeAt(twin)
              : SmallVectors.update(groups, twin, new ArchivesGroup(victim.owner(), value, victim.size() - 1));
          s = s.withBoard(s.board().withArchives(groups));
          events.add(new WillToWinUsed(actor, building, victim.owner(), value));
          s = toLibrary(s, victim.owner(), 1, building, events);
        }
      }
      case UNIVERSITY -> {
        Vector<Die> row = b.university();
        for (int v = 6; v >= 1; v--) { // the higher die of a pair first (§5.2)
          for (int i = dice.count(v); i > 0; i--) {
            Die[] pushed = new Die[1];
            row = insert(row, s.entrances(), new Die(owner, v), pushed);
            if (pushed[0] != null) {
              s = s.withBoard(s.board().withUniversity(row));
              s = toLibrary(s, pushed[0].owner(), 1, building, events);
            }
          }
        }
        s = s.withBoard(s.board().withUniversity(row));
      }
      case LIBRARY -> s = toLibrary(s, owner, 1, building, events);
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> {
        Vector<Straight> straights = b.straights();
        int low = target >= 0 ? Math.min(straights.get(target).low(), dice.lowest()) : dice.lowest();
        int length = dice.size() + (target >= 0 ? straights.get(target).length() : 0);
        Straight placedStraight = new Straight(owner, low, length);
        straights = target >= 0 ? SmallVectors.update(straights, target, placedStraight) : SmallVectors.append(straights, placedStraight);
        int placed = target >= 0 ? target : straights.size() - 1;
        if (willToWin != 0) {
          int twin = -1;
          for (int i = 0; i < straights.size(); i++) {
            if (i != placed && straights.get(i).low() == low && straights.get(i).length() == length) {
              twin = i;
            }
          }
          Straight victim = straights.get(twin);
          int lost = willToWin == 1 ? victim.low() : victim.high();
          straights = victim.length() == 1 ? straights.removeAt(twin)
              : SmallVectors.update(straights, twin, new Straight(victim.owner(), willToWin == 1 ? low + 1 : low, length - 1));
          events.add(new WillToWinUsed(actor, building, victim.owner(), lost));
          s = s.withBoard(b.withStraights(straights));
          s = toLibrary(s, victim.owner(), 1, building, events);
        } else {
          s = s.withBoard(b.withStraights(straights));
        }
      }
      case HIDDEN_TEMPLE -> {
        TempleSpace space = b.temple().get(target);
        s = s.withBoard(b.withTemple(SmallVectors.update(b.temple(), target, new TempleSpace(space.item(), owner, dice.lowest()))));
      }
      case ILLUMINATI, SUNKEN_GALLEON -> {
        boolean galleon = building == Building.SUNKEN_GALLEON;
        Vector<DiceGroup> groups = galleon ? b.galleon() : b.illuminati();
        int strongest = strongest(groups);
        int mine = groupOf(groups, owner);
        Pips result = (mine < 0 ? Pips.EMPTY : groups.get(mine).dice()).plus(dice);
        groups = mine < 0 ? SmallVectors.append(groups, new DiceGroup(owner, result)) : SmallVectors.update(groups, mine, new DiceGroup(owner, result));
        int victimOwner = Owner.NOBODY;
        if (willToWin != 0) {
          DiceGroup victim = groups.get(strongest);
          victimOwner = victim.owner();
          Pips left = victim.dice().minus(willToWin);
          groups = left.isEmpty() ? groups.removeAt(strongest) : SmallVectors.update(groups, strongest, new DiceGroup(victimOwner, left));
          events.add(new WillToWinUsed(actor, building, victimOwner, willToWin));
        }
        s = s.withBoard(galleon ? b.withGalleon(groups) : b.withIlluminati(groups));
        if (victimOwner != Owner.NOBODY) {
          s = toLibrary(s, victimOwner, 1, building, events);
        }
        if (galleon) {
          s = Resolution.drawForGalleon(s, owner, dice.size(), events);
        }
      }
      case TREASURE_TOWER -> s = tower(s, owner, dice, events);
    }
    return s;
  }

  /**
   * Inserts a die into the University row (§5.2): left of every die of equal or higher value,
   * shifting them right; a die beyond the last entrance leaves ({@code pushed[0]}).
   */
  static Vector<Die> insert(Vector<Die> row, int entrances, Die die, Die[] pushed) {
    // the row with the die, as one array: its first n + 1 places, or n when the last one leaves
    int n = row.size();
    Object[] now = new Object[n + 1 > entrances ? n : n + 1];
    int position = 0;
    for (Die d; position < n && (d = row.get(position)).value() < die.value(); position++) {
      now[position] = d;
    }
    Die last = die;
    for (int i = position; i <= n; i++) {
      Die d = i == position ? die : row.get(i - 1);
      if (i < now.length) {
        now[i] = d;
      } else {
        last = d;
      }
    }
    if (now.length == n && pushed != null) {
      pushed[0] = last;
    }
    @SuppressWarnings("unchecked")
    Vector<Die> inserted = now.length == 0 ? Vector.empty() : (Vector<Die>) (Vector<?>) Vector.of(now);
    return inserted;
  }

  /** Treasure Tower (§5.9): dice 1-3 enter the left half, 4-6 the right; dice below move up one floor. */
  private static GildedCompassState tower(GildedCompassState s, int owner, Pips dice,
      EventSink<GildedCompassEvent> events) {
    Vector<Die> tower = s.board().tower();
    boolean wholeTower = s.options().towerPush() == TowerPush.WHOLE_TOWER;
    boolean[] push = new boolean[2];
    for (int v = 1; v <= 6; v++) {
      if (dice.count(v) > 0) {
        push[v <= 3 ? 0 : 1] = true;
      }
    }
    if (wholeTower) {
      push[0] = push[1] = true;
    }
    for (int half = 0; half < 2; half++) {
      if (!push[half]) {
        continue;
      }
      Die top = tower.get(half * 3 + 2);
      tower = tower.update(half * 3 + 2, tower.get(half * 3 + 1)).update(half * 3 + 1, tower.get(half * 3))
          .update(half * 3, Die.EMPTY);
      if (!top.empty()) {
        s = s.withBoard(s.board().withTower(tower));
        s = toLibrary(s, top.owner(), 1, Building.TREASURE_TOWER, events);
      }
    }
    for (int v = 1; v <= 6; v++) {
      if (dice.count(v) > 0) {
        tower = SmallVectors.update(tower, v <= 3 ? 0 : 3, new Die(owner, v));
      }
    }
    return s.withBoard(s.board().withTower(tower));
  }

  /**
   * Moves dice of an owner into the Library (§5.3); a dummy die is taken back instead when dummy
   * dice may not enter the Library (YUCATA).
   */
  static GildedCompassState toLibrary(GildedCompassState s, int owner, int count, Building from,
      EventSink<GildedCompassEvent> events) {
    if (count == 0) {
      return s;
    }
    Board b = s.board();
    if (owner >= 0) {
      s = s.withBoard(b.withLibrary(SmallVectors.update(b.library(), owner, b.library().get(owner) + count)));
      events.add(new DiceToLibrary(owner, from, count, false));
    } else if (s.options().dummyLibraryBan()) {
      s = s.withRound(s.round().withDummyAside(s.round().dummyAside() + count));
      events.add(new DiceToLibrary(owner, from, count, true));
    } else {
      s = s.withBoard(b.withLibraryDummy(b.libraryDummy() + count));
      events.add(new DiceToLibrary(owner, from, count, false));
    }
    return s;
  }

  // ---------------------------------------------------------------- candidates

  /**
   * Every placement of dice from {@code hand} on the building that may be legal (a superset of the
   * legal ones, each to be checked by {@link #violation}), without duplicates; for a listing of the state.
   *
   * @param maxDice the most dice one placement may take (2 for dummy dice, §7.2)
   * @param willToWin whether Will to Win placements are to be offered
   */
  static void candidates(GildedCompassState s, int owner, Building building, Pips hand, int maxDice, boolean willToWin,
      Sink sink) {
    candidates(BoardSummary.of(s), owner, building, hand, maxDice, willToWin, sink);
  }

  /** {@link #candidates} over a summary of the board: the one candidate generator. */
  static void candidates(BoardSummary b, int owner, Building building, Pips hand, int maxDice, boolean willToWin,
      Sink sink) {
    switch (building) {
      case ARCHIVES -> archivesCandidates(b.board.archives(), owner, hand, maxDice, willToWin, sink);
      case UNIVERSITY -> {
        singles(hand, sink);
        pair(hand, 1, 4, sink);
        pair(hand, 2, 3, sink);
      }
      case LIBRARY -> singles(hand, sink);
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> straightCandidates(b, owner, hand, maxDice, willToWin, sink);
      case HIDDEN_TEMPLE -> templeCandidates(b.board.temple(), hand, sink);
      case ILLUMINATI -> copyPlusOneCandidates(b.board.illuminati(), false, owner, hand, maxDice, willToWin, sink);
      case SUNKEN_GALLEON -> copyPlusOneCandidates(b.board.galleon(), true, owner, hand, maxDice, willToWin, sink);
      case TREASURE_TOWER -> {
        singles(hand, sink);
        pair(hand, 1, 6, sink);
        pair(hand, 2, 5, sink);
        pair(hand, 3, 4, sink);
      }
    }
  }

  /** Archives (§5.1): a new group of equal values, or the same dice added to one's own group of that value. */
  private static void archivesCandidates(Vector<ArchivesGroup> groups, int owner, Pips hand, int maxDice,
      boolean willToWin, Sink sink) {
    long mine = 0; // the owner's groups (bit g), read once for the first value the hand has
    boolean read = false;
    for (int v = 1; v <= 6; v++) {
      int have = Math.min(hand.count(v), maxDice);
      if (have == 0) {
        continue;
      }
      if (!read) {
        mine = ownGroups(groups, owner);
        read = true;
      }
      long ofValue = 0;
      for (long rest = mine; rest != 0; rest &= rest - 1) {
        int g = Long.numberOfTrailingZeros(rest);
        ofValue |= groups.get(g).value() == v ? 1L << g : 0;
      }
      for (int n = 1; n <= have; n++) {
        Pips dice = Pips.repeated(v, n);
        sink.accept(dice, -1, 0);
        if (willToWin) {
          sink.accept(dice, -1, 1);
        }
        for (long rest = ofValue; rest != 0; rest &= rest - 1) {
          archivesCandidate(dice, Long.numberOfTrailingZeros(rest), willToWin, sink);
        }
        for (int g = 64; g < groups.size(); g++) { // beyond the bits: more groups than the game ever has
          if (groups.get(g).owner() == owner && groups.get(g).value() == v) {
            archivesCandidate(dice, g, willToWin, sink);
          }
        }
      }
    }
  }

  private static void archivesCandidate(Pips dice, int target, boolean willToWin, Sink sink) {
    sink.accept(dice, target, 0);
    if (willToWin) {
      sink.accept(dice, target, 1);
    }
  }

  /** Bit {@code g} for each of the first 64 groups {@code g} that belong to {@code owner}. */
  private static long ownGroups(Vector<ArchivesGroup> groups, int owner) {
    long mine = 0;
    for (int g = 0; g < Math.min(64, groups.size()); g++) {
      if (groups.get(g).owner() == owner) {
        mine |= 1L << g;
      }
    }
    return mine;
  }

  /** Straights (§5.4, §5.5): new straights from the hand, then extensions of one's own at their ends. */
  private static void straightCandidates(BoardSummary b, int owner, Pips hand, int maxDice, boolean willToWin,
      Sink sink) {
    for (int low = 1; low <= 6; low++) {
      for (int high = low; high <= 6 && hand.count(high) > 0 && high - low < maxDice; high++) {
        straightCandidate(Pips.run(low, high), -1, willToWin, sink);
      }
    }
    if (!b.hasStraight(owner)) {
      return;
    }
    boolean anyDice = b.options.straightExtension() == StraightExtension.ANY_DICE_PER_END;
    Vector<Straight> straights = b.board.straights();
    for (int t = 0; t < straights.size(); t++) {
      Straight st = straights.get(t);
      if (st.owner() != owner) {
        continue;
      }
      int maxBelow = anyDice ? st.low() - 1 : Math.min(1, st.low() - 1);
      int maxAbove = anyDice ? 6 - st.high() : Math.min(1, 6 - st.high());
      for (int below = 0; below <= maxBelow; below++) {
        for (int above = 0; above <= maxAbove; above++) {
          if (below + above == 0 || below + above > maxDice) {
            continue;
          }
          boolean ok = true;
          for (int v = st.low() - below; v < st.low(); v++) {
            ok &= hand.count(v) > 0;
          }
          for (int v = st.high() + 1; v <= st.high() + above; v++) {
            ok &= hand.count(v) > 0;
          }
          if (ok) {
            Pips dice = below == 0 ? Pips.run(st.high() + 1, st.high() + above)
                : above == 0 ? Pips.run(st.low() - below, st.low() - 1)
                : Pips.run(st.low() - below, st.low() - 1).plus(Pips.run(st.high() + 1, st.high() + above));
            straightCandidate(dice, t, willToWin, sink);
          }
        }
      }
    }
  }

  private static void straightCandidate(Pips dice, int target, boolean willToWin, Sink sink) {
    sink.accept(dice, target, 0);
    if (willToWin) {
      sink.accept(dice, target, 1);
      sink.accept(dice, target, 2);
    }
  }

  /** Hidden Temple (§5.6): each pair the hand holds on each free space. */
  private static void templeCandidates(Vector<TempleSpace> spaces, Pips hand, Sink sink) {
    boolean twoFive = hand.count(2) > 0 && hand.count(5) > 0;
    boolean oneSix = hand.count(1) > 0 && hand.count(6) > 0;
    if (!twoFive && !oneSix) {
      return;
    }
    for (int space = 0; space < spaces.size(); space++) {
      if (!spaces.get(space).free()) {
        continue;
      }
      if (twoFive) {
        sink.accept(TWO_FIVE, space, 0);
      }
      if (oneSix) {
        sink.accept(ONE_SIX, space, 0);
      }
    }
  }

  /**
   * Illuminati (§5.7) and Sunken Galleon (§5.8): the dice that give the owner's group one die more than
   * the strongest group, containing its values (Illuminati: those values plus one die of any value) or with a
   * higher sum (Galleon: every such set); with Will to Win (where it works), an exact copy of another's
   * strongest group, once for each value it may lose.
   */
  private static void copyPlusOneCandidates(Vector<DiceGroup> groups, boolean galleon, int owner, Pips hand,
      int maxDice, boolean willToWin, Sink sink) {
    int strongest = strongest(groups);
    Pips top = strongest < 0 ? Pips.EMPTY : groups.get(strongest).dice();
    int mine = groupOf(groups, owner);
    Pips own = mine < 0 ? Pips.EMPTY : groups.get(mine).dice();
    if (galleon) {
      int need = top.size() + 1 - own.size(); // at least 1: no group is larger than the strongest
      if (need <= maxDice) {
        galleonSets(hand.bits(), need, 1, 0, top.sum() - own.sum(), sink);
      }
    } else {
      for (int extra = 1; extra <= 6; extra++) {
        Pips wanted = top.plus(extra);
        if (wanted.contains(own)) {
          Pips dice = wanted.minus(own);
          if (!dice.isEmpty() && dice.size() <= maxDice && hand.contains(dice)) {
            sink.accept(dice, -1, 0);
          }
        }
      }
    }
    if (willToWin && strongest >= 0 && strongest != mine && top.contains(own)) {
      Pips dice = top.minus(own);
      if (!dice.isEmpty() && dice.size() <= maxDice && hand.contains(dice)) {
        for (int v = 1; v <= 6; v++) {
          if (top.count(v) > 0) {
            sink.accept(dice, -1, v);
          }
        }
      }
    }
  }

  /**
   * The Galleon's sets: every sub-multiset of the hand with {@code size} more dice from value
   * {@code from} on, added to {@code chosen}, whose sum exceeds {@code beat}; ascending values, fewer of a
   * value first.
   */
  private static void galleonSets(int hand, int size, int from, int chosen, int beat, Sink sink) {
    if (size == 0) {
      if (sum(chosen) > beat) {
        sink.accept(new Pips(chosen), -1, 0);
      }
      return;
    }
    if (sum(chosen) + highest(hand, size, from) <= beat) {
      return; // not even the highest dice left reach the sum: no set down this branch
    }
    for (int v = from; v <= 6; v++) {
      int have = (hand >>> ((v - 1) * 4)) & 15;
      int next = chosen;
      for (int n = 1; n <= Math.min(have, size); n++) {
        next += 1 << ((v - 1) * 4);
        galleonSets(hand, size - n, v + 1, next, beat, sink);
      }
    }
  }

  /** The sum of the {@code size} highest dice of the hand showing {@code from} or more (fewer if it has fewer). */
  private static int highest(int hand, int size, int from) {
    int total = 0;
    for (int v = 6; v >= from && size > 0; v--) {
      int take = Math.min(size, (hand >>> ((v - 1) * 4)) & 15);
      total += take * v;
      size -= take;
    }
    return total;
  }

  private static int sum(int bits) {
    int s = 0;
    for (int v = 1; v <= 6; v++) {
      s += v * ((bits >>> ((v - 1) * 4)) & 15);
    }
    return s;
  }

  private static void singles(Pips hand, Sink sink) {
    for (int v = 1; v <= 6; v++) {
      if (hand.count(v) > 0) {
        sink.accept(Pips.repeated(v, 1), -1, 0);
      }
    }
  }

  private static void pair(Pips hand, int a, int b, Sink sink) {
    if (hand.count(a) > 0 && hand.count(b) > 0) {
      sink.accept(Pips.different((1 << (a - 1)) | (1 << (b - 1))), -1, 0);
    }
  }

  /** Every sub-multiset of {@code hand}, the empty one included. */
  static void allSubsets(Pips hand, IntConsumer bitsSink) {
    allSubsets(hand, 1, 0, bitsSink);
  }

  private static void allSubsets(Pips hand, int v, int bits, IntConsumer sink) {
    if (v > 6) {
      sink.accept(bits);
      return;
    }
    for (int n = 0; n <= hand.count(v); n++) {
      allSubsets(hand, v + 1, bits + (n << ((v - 1) * 4)), sink);
    }
  }
}
