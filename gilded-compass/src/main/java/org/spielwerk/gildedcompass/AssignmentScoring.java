package org.spielwerk.gildedcompass;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.Hosts.Host;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * The rules of an assignment (§8.2) and its gold, straight from the definitions: the reference the
 * optimizer ({@link AssignmentSolver}) is tested against, and the check of assignments made by hand.
 */
public final class AssignmentScoring {
  private AssignmentScoring() {}

  /**
   * The gold an assignment earns, by source.
   *
   * @param ancientMaps ancient maps (regular and abandoned), doubling included
   * @param missionMaps Dual and Secret Maps, doubling included
   * @param specialists assigned specialists, items included
   * @param missions Broaden, Congregate, Gather, Hire, Recruit, Scour and Unite (§9)
   * @param unassigned printed values of unassigned specialists (tie-breaker)
   */
  public record Result(int ancientMaps, int missionMaps, int specialists, int missions, int unassigned) {
    /** All the gold that depends on the assignment. */
    public int gold() {
      return ancientMaps + missionMaps + specialists + missions;
    }
  }

  /**
   * Why the assignment (or its first decisions: later specialists count as unassigned) breaks a
   * rule, or null when it keeps them all.
   */
  public static String violation(AssignmentProblem problem, Assignment assignment) {
    return check(problem, assignment, NO_HOST, null, true);
  }

  /** No next decision (see {@link #valid}). */
  static final int NO_HOST = Integer.MIN_VALUE;

  private static final String INVALID = "invalid";

  /**
   * Whether {@code assignment} followed by one more decision ({@code nextHost}, {@code nextItem};
   * none with {@link #NO_HOST}) keeps every rule; like {@link #violation} without building its
   * message or the longer assignment (the engine asks this for every choice it lists).
   */
  static boolean valid(AssignmentProblem problem, Assignment assignment, int nextHost, ItemChoice nextItem) {
    return check(problem, assignment, nextHost, nextItem, false) == null;
  }

  private static String check(AssignmentProblem problem, Assignment assignment, int nextHost, ItemChoice nextItem,
      boolean explain) {
    int n = problem.specialists().size();
    boolean next = nextHost != NO_HOST;
    int decided = assignment.size() + (next ? 1 : 0);
    if (decided > n || assignment.items().size() != assignment.size()) {
      return explain ? "one decision per specialist: " + n + " specialists" : INVALID;
    }
    int hostCount = problem.hosts().size();
    @SuppressWarnings("unchecked")
    List<Specialist>[] filling = new List[hostCount]; // null: nobody on the host yet
    int[] regional = new int[12];
    int[] tools = new int[2];
    for (int i = 0; i < decided; i++) {
      boolean last = next && i == decided - 1;
      int h = last ? nextHost : assignment.hosts().get(i);
      ItemChoice item = last ? nextItem : assignment.items().get(i);
      Specialist s = problem.specialists().get(i);
      if (h < -1 || h >= hostCount) {
        return explain ? "no host " + h + " (the player has " + hostCount + ")" : INVALID;
      }
      if (h == -1) {
        if (item != ItemChoice.NONE) {
          return explain ? "only an assigned specialist carries a magic item" : INVALID;
        }
        continue;
      }
      if (filling[h] == null) {
        filling[h] = new ArrayList<>(3);
      }
      filling[h].add(s);
      if (item != ItemChoice.NONE && !problem.itemsAllowedOn(problem.hosts().get(h))) {
        return explain ? "magic items work only on ancient maps (PRINTED)" : INVALID;
      }
      if (item == ItemChoice.REGIONAL) {
        regional[s.classIndex()]++;
      } else if (item == ItemChoice.TOOL) {
        tools[s.type().ordinal()]++;
      }
    }
    int extraHosts = 0;
    for (int h = 0; h < hostCount; h++) {
      Host host = problem.hosts().get(h);
      List<Specialist> specialists = filling[h] == null ? List.of() : filling[h];
      if (Hosts.normal(host, specialists, problem.dualFixed())) {
        continue;
      }
      if (!problem.secondOpinion() || !Hosts.withExtra(host, specialists, problem.dualFixed())) {
        return !explain ? INVALID : "host " + h + " (" + host.kind() + ") cannot take " + specialists
            + ": one cartographer and one excavator of its region" + (problem.secondOpinion() ? " (plus one with Second Opinion)" : "");
      }
      extraHosts++;
    }
    if (extraHosts > 1) {
      return !explain ? INVALID : "Second Opinion allows one extra specialist on one host only";
    }
    for (int k = 0; k < 12; k++) {
      int have = 0;
      for (MagicItem item : problem.items()) {
        if (!item.tool() && item.region().ordinal() * 2 + item.type().ordinal() == k) {
          have++;
        }
      }
      if (regional[k] > have) {
        return !explain ? INVALID : "only " + have + " magic item(s) of " + Region.REAL[k / 2] + " " + SpecialistType.values()[k % 2];
      }
    }
    for (SpecialistType type : SpecialistType.values()) {
      long have = problem.items().count(i -> i.tool() && i.type() == type);
      if (tools[type.ordinal()] > have) {
        return !explain ? INVALID : "only " + have + " Tool(s) of Power for " + type;
      }
    }
    return null;
  }

  /** The gold of a valid complete assignment (§8.2, §9); check {@link #violation} first. */
  public static Result score(AssignmentProblem problem, Assignment assignment) {
    int hostCount = problem.hosts().size();
    int[] count = new int[hostCount];
    int[] carrying = new int[hostCount];
    int[] regionOf = new int[hostCount];
    boolean[] hasCartographer = new boolean[hostCount];
    boolean[] hasExcavator = new boolean[hostCount];
    int specialistsGold = 0;
    int unassigned = 0;
    int assigned = 0;
    int cartographers = 0;
    int excavators = 0;
    boolean[] regions = new boolean[6];
    for (int i = 0; i < problem.specialists().size(); i++) {
      Specialist s = problem.specialists().get(i);
      int h = i < assignment.size() ? assignment.hosts().get(i) : -1;
      if (h < 0) {
        unassigned += s.value();
        continue;
      }
      boolean item = assignment.items().get(i) != ItemChoice.NONE;
      specialistsGold += item ? 2 * s.value() : s.value();
      count[h]++;
      if (item) {
        carrying[h]++;
      }
      regionOf[h] = s.region().ordinal();
      assigned++;
      regions[s.region().ordinal()] = true;
      if (s.type() == SpecialistType.CARTOGRAPHER) {
        cartographers++;
        hasCartographer[h] = true;
      } else {
        excavators++;
        hasExcavator[h] = true;
      }
    }
    int ancient = 0;
    int missionMaps = 0;
    int hired = 0;
    int united = 0;
    int colours = 0;
    for (int h = 0; h < hostCount; h++) {
      Host host = problem.hosts().get(h);
      int base = host.base(count[h]);
      boolean doubled = problem.itemsAllowedOn(host) && carrying[h] >= 2
          && !(count[h] == 3 && problem.allThreeToDouble() && carrying[h] < 3);
      int gold = doubled ? 2 * base : base;
      if (host.ancient()) {
        ancient += gold;
        if (count[h] > 0) {
          hired++;
        }
      } else {
        missionMaps += gold;
      }
      if (hasCartographer[h] && hasExcavator[h]) {
        united++;
      }
      colours |= switch (host.kind()) {
        case REGULAR -> 1 << host.first().ordinal();
        case DUAL -> (1 << host.first().ordinal()) | (1 << host.second().ordinal());
        case ABANDONED -> 1 << GREY;
        case SECRET -> count[h] > 0 ? 1 << regionOf[h] : 1 << GREY;
      };
    }
    int distinctRegions = 0;
    for (boolean r : regions) {
      if (r) {
        distinctRegions++;
      }
    }
    int missions = problem.broaden() * distinctRegions
        + problem.congregate() * cartographers
        + problem.gather() * excavators
        + problem.hire() * hired
        + problem.recruit() * (assigned / 2)
        + problem.scour() * Integer.bitCount(colours)
        + problem.unite() * (1 + united);
    return new Result(ancient, missionMaps, specialistsGold, missions, unassigned);
  }

  /** The pseudo-colour of abandoned dig sites and empty Secret Maps for Scour the Globe (§9). */
  static final int GREY = 6;
}
