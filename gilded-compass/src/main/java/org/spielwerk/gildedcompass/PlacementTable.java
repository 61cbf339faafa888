package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.List;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.GildedCompassOptions.StraightExtension;
import org.spielwerk.gildedcompass.GildedCompassOptions.TemplePairs;

/**
 * The legal placements of a turn's listing read from tables of the board, built once per listing:
 * which Archives groups and which straights exist (as bit masks), who owns a straight, how full the
 * University row is. The candidates are those of {@link Placement#candidates}, in the same order,
 * and each is kept exactly when {@link Turns#placeViolation} (own dice) or
 * {@link Turns#placeDummyViolation} (dummy dice) accepts it: the checks below are those rules with
 * everything that holds by construction of a candidate left out (the dice come from the hand, the
 * building is in play, nothing is marked or placed yet). Only for placements without Will to Win and
 * without black dice, the common case; the rest is listed through {@link Placement#candidates} and the
 * full rules. In the Illuminati and the Sunken Galleon every candidate is legal, so there the candidates
 * are the listing. {@code PlacementTableTest} compares both listings on positions of random games over
 * every preset and option mix.
 */
// TRICK(plain: GildedCompass.turnActions(s, turn, out, false), every Placement.candidates through
// Turns.placeViolation / placeDummyViolation; proof: PlacementTableTest)
final class PlacementTable {
  /** The Hidden Temple's pairs (§5.6), shared. */
  private static final Pips TWO_FIVE = Pips.different(0b010010);
  private static final Pips ONE_SIX = Pips.different(0b100001);

  private final GildedCompassOptions options;
  private final Board board;

  /**
   * Archives: bit {@code 16 (value - 1) + size} of the 96 bits {@code archivesLow}, {@code archivesHigh} is set
   * when a group of that value and size exists (sizes up to 15; a larger one is looked up on the board).
   */
  private long archivesLow;
  private long archivesHigh;
  private boolean archivesLarge;

  /** Straights: bit {@code 8 (low - 1) + length} set when a straight of that low end and length exists. */
  private long straightShapes;

  /** Straights' owners: bit {@code owner + 1} (the dummy is bit 0). */
  private int straightOwners;

  private final int entrances;
  private final int universitySize;
  private final int universityLast;

  /** The table of {@code s}, built for one listing and dropped with it. */
  static PlacementTable of(GildedCompassState s) {
    return new PlacementTable(s);
  }

  PlacementTable(GildedCompassState s) {
    this.options = s.options();
    this.board = s.board();
    Vector<ArchivesGroup> groups = board.archives();
    for (int i = 0; i < groups.size(); i++) {
      ArchivesGroup g = groups.get(i);
      int bit = 16 * (g.value() - 1) + g.size();
      if (g.size() >= 16) {
        archivesLarge = true;
      } else if (bit < 64) {
        archivesLow |= 1L << bit;
      } else {
        archivesHigh |= 1L << (bit - 64);
      }
    }
    Vector<Straight> straights = board.straights();
    for (int i = 0; i < straights.size(); i++) {
      Straight st = straights.get(i);
      straightShapes |= shapeBit(st.low(), st.length());
      straightOwners |= 1 << (st.owner() + 1);
    }
    Vector<Die> row = board.university();
    entrances = s.entrances();
    universitySize = row.size();
    universityLast = row.isEmpty() ? 0 : row.last().value();
  }

  private static long shapeBit(int low, int length) {
    int bit = 8 * (low - 1) + length;
    return bit >= 0 && bit < 64 ? 1L << bit : 0;
  }

  private boolean archiveExists(int value, int size) {
    if (size >= 16) {
      return archivesLarge && archiveOnBoard(value, size);
    }
    int bit = 16 * (value - 1) + size;
    return ((bit < 64 ? archivesLow >>> bit : archivesHigh >>> (bit - 64)) & 1) != 0;
  }

  private boolean archiveOnBoard(int value, int size) {
    Vector<ArchivesGroup> groups = board.archives();
    for (int i = 0; i < groups.size(); i++) {
      if (groups.get(i).value() == value && groups.get(i).size() == size) {
        return true;
      }
    }
    return false;
  }

  private boolean universityTakes(int value) {
    return universitySize < entrances || value <= universityLast;
  }

  /**
   * Adds the legal placements on {@code building} of dice from {@code hand} (own dice without black
   * ones, or the held dummy dice) without Will to Win, in the order of {@link Placement#candidates}.
   *
   * @param owner the seat, or {@link Owner#DUMMY}
   * @param maxDice the most dice one placement may take (2 for dummy dice)
   * @param libraryDie the only die the Library takes (YUCATA's lowest die), 0 for any, -1 for none
   */
  void list(Building building, int owner, Pips hand, int maxDice, int libraryDie, List<GildedCompassAction> out) {
    boolean dummy = owner == Owner.DUMMY;
    switch (building) {
      case ARCHIVES -> {
        Vector<ArchivesGroup> groups = board.archives();
        int n = groups.size();
        // the owner's groups: bit g (at most 64 groups; more fall back to a scan of all)
        long mine = n <= 64 ? ownGroups(groups, owner) : -1;
        for (int v = 1; v <= 6; v++) {
          int have = Math.min(hand.count(v), maxDice);
          if (have == 0) {
            continue;
          }
          for (int k = 1; k <= have; k++) {
            // a new group, or dice added to one's own group of that value: never two identical groups (§5.1)
            if (!archiveExists(v, k)) {
              addShape(out, dummy, building, repeatedShape(v, k));
            }
            if (n <= 64) {
              for (long rest = mine; rest != 0; rest &= rest - 1) {
                int g = Long.numberOfTrailingZeros(rest);
                ArchivesGroup group = groups.get(g);
                if (group.value() == v && !archiveExists(v, k + group.size())) {
                  add(out, dummy, building, Pips.repeated(v, k), g);
                }
              }
              continue;
            }
            for (int g = 0; g < n; g++) {
              ArchivesGroup group = groups.get(g);
              if (group.owner() == owner && group.value() == v && !archiveExists(v, k + group.size())) {
                add(out, dummy, building, Pips.repeated(v, k), g);
              }
            }
          }
        }
      }
      case UNIVERSITY -> {
        for (int v = 1; v <= 6; v++) {
          if (hand.count(v) > 0 && universityTakes(v)) {
            addShape(out, dummy, building, 1 << (v - 1));
          }
        }
        // a pair summing to 5: the higher die enters first and must fit (§5.2)
        if (hand.count(1) > 0 && hand.count(4) > 0 && universityTakes(4)) {
          addShape(out, dummy, building, 0b1001);
        }
        if (hand.count(2) > 0 && hand.count(3) > 0 && universityTakes(3)) {
          addShape(out, dummy, building, 0b0110);
        }
      }
      case LIBRARY -> {
        if (libraryDie < 0) {
          return;
        }
        for (int v = 1; v <= 6; v++) {
          if (hand.count(v) > 0 && (libraryDie == 0 || v == libraryDie)) {
            addShape(out, dummy, building, 1 << (v - 1));
          }
        }
      }
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> straights(building, owner, dummy, hand, maxDice, out);
      case HIDDEN_TEMPLE -> {
        boolean twoFive = hand.count(2) > 0 && hand.count(5) > 0;
        boolean oneSix = hand.count(1) > 0 && hand.count(6) > 0;
        if (!twoFive && !oneSix) {
          return;
        }
        boolean perSpace = options.templePairs() == TemplePairs.PER_SPACE_TABLE;
        for (int space = 0; space < board.temple().size(); space++) {
          if (!board.temple().get(space).free()) {
            continue;
          }
          if (twoFive && (!perSpace || options.table().templeSpaces().get(space).accepts(2))) {
            add(out, dummy, building, TWO_FIVE, space);
          }
          if (oneSix && (!perSpace || options.table().templeSpaces().get(space).accepts(1))) {
            add(out, dummy, building, ONE_SIX, space);
          }
        }
      }
      case TREASURE_TOWER -> {
        for (int v = 1; v <= 6; v++) {
          if (hand.count(v) > 0) {
            addShape(out, dummy, building, 1 << (v - 1));
          }
        }
        // two dice summing to 7 (§5.9)
        for (int low = 1; low <= 3; low++) {
          if (hand.count(low) > 0 && hand.count(7 - low) > 0) {
            addShape(out, dummy, building, 1 << (low - 1) | 1 << (6 - low));
          }
        }
      }
      case ILLUMINATI, SUNKEN_GALLEON -> copyPlusOne(building, owner, dummy, hand, maxDice, out);
    }
  }

  /**
   * Illuminati (§5.7) and Sunken Galleon (§5.8) without Will to Win: the candidates of
   * {@link Placement#candidates}, every one of which the rule accepts (the owner's group then has one
   * die more than the strongest group, and contains its values or has a higher sum: each candidate is
   * built to do exactly that, from at least one and at most {@code maxDice} dice of the hand).
   */
  private void copyPlusOne(Building building, int owner, boolean dummy, Pips hand, int maxDice,
      List<GildedCompassAction> out) {
    boolean galleon = building == Building.SUNKEN_GALLEON;
    Vector<DiceGroup> groups = galleon ? board.galleon() : board.illuminati();
    int strongest = Placement.strongest(groups);
    Pips top = strongest < 0 ? Pips.EMPTY : groups.get(strongest).dice();
    int mine = Placement.groupOf(groups, owner);
    Pips own = mine < 0 ? Pips.EMPTY : groups.get(mine).dice();
    int need = top.size() + 1 - own.size(); // at least 1: no group is larger than the strongest
    if (galleon) {
      if (need <= maxDice) {
        galleonSets(building, dummy, hand.bits(), need, 1, 0, top.sum() - own.sum(), out);
      }
      return;
    }
    for (int extra = 1; extra <= 6; extra++) {
      Pips wanted = top.plus(extra);
      if (wanted.contains(own)) {
        Pips dice = wanted.minus(own);
        if (!dice.isEmpty() && dice.size() <= maxDice && hand.contains(dice)) {
          add(out, dummy, building, dice, -1);
        }
      }
    }
  }

  /**
   * The Galleon's sets: every sub-multiset of the hand with {@code size} more dice from value
   * {@code from} on, added to {@code chosen}, whose sum exceeds {@code beat}; in the order of
   * {@link Placement#subsets} (ascending values, fewer of a value first).
   */
  private static void galleonSets(Building building, boolean dummy, int hand, int size, int from, int chosen,
      int beat, List<GildedCompassAction> out) {
    if (size == 0) {
      if (sum(chosen) > beat) {
        add(out, dummy, building, new Pips(chosen), -1);
      }
      return;
    }
    if (sum(chosen) + highest(hand, size, from) <= beat) {
      return; // not even the highest dice left reach the sum: no set down this branch (the order stays)
    }
    for (int v = from; v <= 6; v++) {
      int have = (hand >>> ((v - 1) * 4)) & 15;
      int next = chosen;
      for (int n = 1; n <= Math.min(have, size); n++) {
        next += 1 << ((v - 1) * 4);
        galleonSets(building, dummy, hand, size - n, v + 1, next, beat, out);
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

  /** Bit {@code g} for each of the (at most 64) groups {@code g} of the owner. */
  private static long ownGroups(Vector<ArchivesGroup> groups, int owner) {
    long mine = 0;
    for (int g = 0; g < groups.size(); g++) {
      if (groups.get(g).owner() == owner) {
        mine |= 1L << g;
      }
    }
    return mine;
  }

  /** Whether {@link #list} answers for the building: every building has its table. */
  static boolean covers(Building building) {
    return true;
  }

  /** Straights (§5.4, §5.5): new straights, then extensions of one's own, never two identical ones. */
  private void straights(Building building, int owner, boolean dummy, Pips hand, int maxDice,
      List<GildedCompassAction> out) {
    boolean mayStart = options.multipleStraights() || (straightOwners & 1 << (owner + 1)) == 0;
    for (int low = 1; low <= 6 && mayStart; low++) {
      for (int high = low; high <= 6 && hand.count(high) > 0 && high - low < maxDice; high++) {
        if (mayStart && (straightShapes & shapeBit(low, high - low + 1)) == 0) {
          addShape(out, dummy, building, ((1 << high) - 1) & ~((1 << (low - 1)) - 1));
        }
      }
    }
    if ((straightOwners & 1 << (owner + 1)) == 0) {
      return;
    }
    boolean anyDice = options.straightExtension() == StraightExtension.ANY_DICE_PER_END;
    Vector<Straight> all = board.straights();
    for (int t = 0; t < all.size(); t++) {
      Straight st = all.get(t);
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
          if (ok && (straightShapes & shapeBit(st.low() - below, st.length() + below + above)) == 0) {
            Pips dice = below == 0 ? Pips.run(st.high() + 1, st.high() + above)
                : above == 0 ? Pips.run(st.low() - below, st.low() - 1)
                : Pips.run(st.low() - below, st.low() - 1).plus(Pips.run(st.high() + 1, st.high() + above));
            add(out, dummy, building, dice, t);
          }
        }
      }
    }
  }

  /**
   * Adds the shared placement of a {@link Pips#shape} with no target (what {@link #add} would find for
   * those dice, without working out their shape again).
   */
  private static void addShape(List<GildedCompassAction> out, boolean dummy, Building building, int shape) {
    out.add(dummy ? GildedCompass.placeDummyOfShape(building, shape) : GildedCompass.placeOfShape(building, shape));
  }

  /** The {@link Pips#shape} of {@code k} dice of value {@code v}: one die is a set of different values. */
  private static int repeatedShape(int v, int k) {
    return k == 1 ? 1 << (v - 1) : 64 + 16 * (v - 1) + k;
  }

  private static void add(List<GildedCompassAction> out, boolean dummy, Building building, Pips dice, int target) {
    out.add(dummy ? GildedCompass.placeDummy(building, dice, target, 0)
        : GildedCompass.place(building, dice, Pips.EMPTY, target, 0));
  }
}
