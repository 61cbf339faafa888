package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.Hosts.Host;
import org.spielwerk.gildedcompass.Hosts.Kind;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * The exact end-game optimizer (§8.1 {@code AUTO_OPTIMAL}): an assignment with the most gold and,
 * among those, the highest value of unassigned specialists. Entry point for benchmarks:
 * {@link #solve(AssignmentProblem)}.
 *
 * <p>How. Specialists of one (region, type) class differ only in value, so the search decides how
 * many specialists of each class every host takes, and on which hosts two (or three) of them carry
 * items to double the map; the highest values of a class are the ones assigned and the ones carrying
 * items. The hosts are searched depth first: first the hosts that take several regions (abandoned
 * dig sites, Secret and Dual Maps), then the regular maps region by region. After a region's last
 * map its two classes are closed: their gold (values, item bonus with regional items first and
 * Tools of Power as chosen, mission counts) is added, and they leave the memo key, which holds the
 * open classes' counts, the Tools of Power left, the parity of assigned specialists (Recruit) and
 * whether Second Opinion is used. The brute force in the tests checks it against
 * {@link AssignmentScoring}.
 */
public final class AssignmentSolver {
  private AssignmentSolver() {}

  /**
   * An optimal assignment.
   *
   * @param assignment the decisions, per specialist
   * @param gold the gold depending on the assignment ({@link AssignmentScoring.Result#gold()})
   * @param unassigned the printed values of unassigned specialists
   */
  public record Solution(Assignment assignment, int gold, int unassigned) {}

  /** Solves one player's assignment exactly. */
  public static Solution solve(AssignmentProblem problem) {
    return new Search(problem).run();
  }

  private static final int CLASSES = 12;
  private static final long SCALE = 1L << 24;
  private static final long NONE = Long.MIN_VALUE / 4;

  /** A way to fill a host: classes per slot, doubling flags per slot, Second Opinion used. */
  private record Option(int[] classes, boolean[] flagged, boolean extra, int gold, int colour, boolean eligible) {}

  /**
   * A valid filling of a host by classes; {@code extra} when it needs Second Opinion's extra
   * specialist. The tables below are computed once at class initialisation and never written after
   * (their arrays are read only), so the solver holds no mutable static state.
   */
  private record Filling(int[] classes, boolean extra) {}

  /** Valid fillings of abandoned dig sites and Secret Maps (any one region), computed once. */
  private static final List<Filling> ANY_REGION = fillingsOf(new Host(Kind.ABANDONED, Region.ANY, Region.ANY, 0, 0), false);

  /** Valid fillings of regular maps, by region. */
  private static final List<List<Filling>> REGULAR = java.util.stream.IntStream.range(0, 6)
      .mapToObj(r -> fillingsOf(new Host(Kind.REGULAR, Region.REAL[r], Region.ANY, 0, 1), false)).toList();

  /** Valid fillings of Dual Maps, by first region, second region and whether types are fixed. */
  private static final List<List<List<List<Filling>>>> DUAL = java.util.stream.IntStream.range(0, 6)
      .mapToObj(a -> java.util.stream.IntStream.range(0, 6)
          .mapToObj(b -> java.util.stream.IntStream.range(0, 2)
              .mapToObj(fixed -> a == b ? List.<Filling>of()
                  : fillingsOf(new Host(Kind.DUAL, Region.REAL[a], Region.REAL[b], 0, 3), fixed == 1)).toList())
          .toList())
      .toList();

  private static List<Filling> fillings(Host host, boolean dualFixed) {
    return switch (host.kind()) {
      case ABANDONED, SECRET -> ANY_REGION;
      case REGULAR -> REGULAR.get(host.first().ordinal());
      case DUAL -> DUAL.get(host.first().ordinal()).get(host.second().ordinal()).get(dualFixed ? 1 : 0);
    };
  }

  /** Every multiset of at most 3 classes the host accepts, by the rules of {@link Hosts}. */
  private static List<Filling> fillingsOf(Host host, boolean dualFixed) {
    int[] allowed = switch (host.kind()) {
      case REGULAR -> new int[] {host.first().ordinal() * 2, host.first().ordinal() * 2 + 1};
      case DUAL -> new int[] {host.first().ordinal() * 2, host.first().ordinal() * 2 + 1,
          host.second().ordinal() * 2, host.second().ordinal() * 2 + 1};
      case ABANDONED, SECRET -> java.util.stream.IntStream.range(0, CLASSES).toArray();
    };
    List<int[]> candidates = new ArrayList<>();
    candidates.add(new int[0]);
    for (int a = 0; a < allowed.length; a++) {
      candidates.add(new int[] {allowed[a]});
      for (int b = a; b < allowed.length; b++) {
        candidates.add(new int[] {allowed[a], allowed[b]});
        for (int c = b; c < allowed.length; c++) {
          candidates.add(new int[] {allowed[a], allowed[b], allowed[c]});
        }
      }
    }
    List<Filling> valid = new ArrayList<>();
    for (int[] classes : candidates) {
      List<Specialist> sample = new ArrayList<>();
      for (int k : classes) {
        sample.add(new Specialist(Region.REAL[k / 2], SpecialistType.values()[k % 2], 0));
      }
      if (Hosts.normal(host, sample, dualFixed)) {
        valid.add(new Filling(classes, false));
      } else if (Hosts.withExtra(host, sample, dualFixed)) {
        valid.add(new Filling(classes, true));
      }
    }
    return List.copyOf(valid);
  }

  /** One step of the search: a host, the end of the multi-region hosts, or the closing of a region. */
  private record Step(int host, int closeRegion, boolean endOfFlexible) {}

  private static final class Search {
    private final AssignmentProblem problem;
    private final int[][] prefix = new int[CLASSES][];
    private final int[][] order = new int[CLASSES][];
    private final int[] available = new int[CLASSES];
    private final int[] regional = new int[CLASSES];
    private final int[] toolsTotal = new int[2];
    private final List<Step> steps = new ArrayList<>();
    private final List<List<Option>> options = new ArrayList<>();
    private final int totalValue;
    private final int fixedColours;
    private final Memo memo = new Memo();
    /** The steps and their options as arrays, for the search's inner loop. */
    private final int[] stepHost;
    private final int[] stepClose;
    private final boolean[] stepEndOfFlexible;
    private final Option[][] stepOptions;
    // the search position: per class used / flagged (doubling carriers) / on hosts where items work
    private final int[] used = new int[CLASSES];
    private final int[] flags = new int[CLASSES];
    private final int[] eligible = new int[CLASSES];
    private final int[] toolsLeft = new int[2];
    private int parity;
    private int colours;
    private boolean extra;
    // decisions recovered for the optimum
    private final int[] chosen;
    private final int[] carriers = new int[CLASSES];
    private final int[][] saved;

    Search(AssignmentProblem problem) {
      this.problem = problem;
      int total = 0;
      // each class's members by value, highest first (equal values by index): one pass over the specialists,
      // then an insertion sort per class (a class holds at most a few specialists)
      int n = problem.specialists().size();
      int[] classOf = new int[n];
      int[] valueOf = new int[n];
      for (int i = 0; i < n; i++) {
        Specialist specialist = problem.specialists().get(i);
        classOf[i] = specialist.classIndex();
        valueOf[i] = specialist.value();
        available[classOf[i]]++;
      }
      for (int k = 0; k < CLASSES; k++) {
        order[k] = new int[available[k]];
      }
      int[] filled = new int[CLASSES];
      for (int i = 0; i < n; i++) {
        int[] members = order[classOf[i]];
        int j = filled[classOf[i]]++;
        while (j > 0 && valueOf[members[j - 1]] < valueOf[i]) {
          members[j] = members[j - 1];
          j--;
        }
        members[j] = i;
      }
      for (int k = 0; k < CLASSES; k++) {
        prefix[k] = new int[available[k] + 1];
        for (int j = 0; j < available[k]; j++) {
          prefix[k][j + 1] = prefix[k][j] + valueOf[order[k][j]];
        }
        total += prefix[k][available[k]];
      }
      totalValue = total;
      for (MagicItem item : problem.items()) {
        if (item.tool()) {
          toolsTotal[item.type().ordinal()]++;
        } else {
          regional[item.region().ordinal() * 2 + item.type().ordinal()]++;
        }
      }
      int fixed = 0;
      for (Host host : problem.hosts()) {
        fixed |= switch (host.kind()) {
          case REGULAR -> 1 << host.first().ordinal();
          case DUAL -> (1 << host.first().ordinal()) | (1 << host.second().ordinal());
          case ABANDONED -> 1 << AssignmentScoring.GREY;
          case SECRET -> 0;
        };
      }
      fixedColours = fixed;
      // the order of steps: multi-region hosts, regions without regular maps closed, then region by region
      for (int h = 0; h < problem.hosts().size(); h++) {
        if (problem.hosts().get(h).kind() != Kind.REGULAR) {
          steps.add(new Step(h, -1, false));
        }
      }
      steps.add(new Step(-1, -1, true));
      for (int r = 0; r < 6; r++) {
        for (int h = 0; h < problem.hosts().size(); h++) {
          Host host = problem.hosts().get(h);
          if (host.kind() == Kind.REGULAR && host.first().ordinal() == r) {
            steps.add(new Step(h, -1, false));
          }
        }
        steps.add(new Step(-1, r, false));
      }
      for (Step step : steps) {
        options.add(step.host() >= 0 ? optionsFor(problem.hosts().get(step.host())) : List.of());
      }
      chosen = new int[steps.size()];
      saved = new int[steps.size()][12];
      stepHost = new int[steps.size()];
      stepClose = new int[steps.size()];
      stepEndOfFlexible = new boolean[steps.size()];
      stepOptions = new Option[steps.size()][];
      for (int i = 0; i < steps.size(); i++) {
        stepHost[i] = steps.get(i).host();
        stepClose[i] = steps.get(i).closeRegion();
        stepEndOfFlexible[i] = steps.get(i).endOfFlexible();
        stepOptions[i] = options.get(i).toArray(new Option[0]);
      }
    }

    Solution run() {
      toolsLeft[0] = toolsTotal[0];
      toolsLeft[1] = toolsTotal[1];
      long best = search(0);
      // walk the optimum again to recover the decisions
      for (int i = 0; i < steps.size(); i++) {
        long target = search(i);
        chosen[i] = replay(i, target);
      }
      Assignment assignment = build();
      return new Solution(assignment, (int) Math.floorDiv(best, SCALE), (int) Math.floorMod(best, SCALE));
    }

    /** The best value of steps i.. from the current position (gold * SCALE - assigned values + constants). */
    private long search(int i) {
      if (i == stepHost.length) {
        return problem.unite() * SCALE + totalValue;
      }
      long a = keyA(i);
      long b = keyB();
      long known = memo.get(a, b);
      if (known != Memo.MISSING) {
        return known;
      }
      long best = NONE;
      int choices = choices(i);
      for (int c = 0; c < choices; c++) {
        if (!affordable(i, c)) {
          continue;
        }
        long gain = enter(i, c);
        if (gain != NONE) {
          long rest = search(i + 1);
          if (rest != NONE) {
            best = Math.max(best, gain + rest);
          }
        }
        leave(i, c);
      }
      memo.put(a, b, best);
      return best;
    }

    /** Re-enters the choice of step i that reaches {@code target}; leaves it entered. */
    private int replay(int i, long target) {
      int choices = choices(i);
      for (int c = 0; c < choices; c++) {
        if (!affordable(i, c)) {
          continue;
        }
        long gain = enter(i, c);
        if (gain != NONE) {
          long rest = search(i + 1);
          if (rest != NONE && gain + rest == target) {
            return c;
          }
        }
        leave(i, c);
      }
      throw new IllegalStateException("optimizer lost its optimum at step " + i);
    }

    private int choices(int i) {
      if (stepHost[i] >= 0) {
        return stepOptions[i].length;
      }
      if (stepEndOfFlexible[i]) {
        return 1;
      }
      // extra Tools of Power for the region's cartographers (c % 4, 0..3) and excavators (c / 4, 0..3): the
      // choices up to the last affordable one, in the same order (the rest would be skipped as unaffordable)
      return 4 * Math.min(3, toolsLeft[1]) + Math.min(3, toolsLeft[0]) + 1;
    }

    /**
     * False for a region's closing with more extra Tools of Power than are left: {@link #enter} would
     * answer NONE for it (its need is at least the extra tools), so the search skips it unentered.
     */
    private boolean affordable(int i, int c) {
      return stepClose[i] < 0 || (c % 4 <= toolsLeft[0] && c / 4 <= toolsLeft[1]);
    }

    /** Applies choice c of step i; returns its gain, or NONE when it is not possible here. */
    private long enter(int i, int c) {
      int[] memory = saved[i];
      memory[0] = colours;
      memory[1] = extra ? 1 : 0;
      memory[2] = parity;
      memory[3] = toolsLeft[0];
      memory[4] = toolsLeft[1];
      memory[5] = 0;
      if (stepHost[i] >= 0) {
        Option option = stepOptions[i][c];
        if (option.extra() && (extra || !problem.secondOpinion())) {
          return NONE;
        }
        apply(option, +1);
        memory[5] = 1;
        colours |= option.colour();
        extra |= option.extra();
        if (!fits(option) || !feasibleFlags()) {
          return NONE;
        }
        return option.gold() * SCALE;
      }
      if (stepEndOfFlexible[i]) {
        long gain = problem.scour() * (long) Integer.bitCount(colours | fixedColours) * SCALE;
        colours = 0;
        return gain;
      }
      int r = stepClose[i];
      for (int t = 0; t < 2; t++) {
        int k = 2 * r + t;
        memory[6 + 3 * t] = used[k];
        memory[7 + 3 * t] = flags[k];
        memory[8 + 3 * t] = eligible[k];
      }
      long gain = 0;
      int assigned = 0;
      for (int t = 0; t < 2; t++) {
        int k = 2 * r + t;
        int extraTools = t == 0 ? c % 4 : c / 4;
        // regional items first (on items-eligible hosts), carriers of doubling flags beyond them need tools
        int base = Math.max(flags[k], Math.min(regional[k], eligible[k]));
        int carry = base + extraTools;
        int need = Math.max(0, flags[k] - regional[k]) + extraTools;
        if (carry > eligible[k] || need > toolsLeft[t]) {
          return NONE;
        }
        toolsLeft[t] -= need;
        gain += (prefix[k][used[k]] + prefix[k][carry]) * SCALE - prefix[k][used[k]];
        gain += (t == 0 ? problem.congregate() : problem.gather()) * (long) used[k] * SCALE;
        assigned += used[k];
        used[k] = 0;
        flags[k] = 0;
        eligible[k] = 0;
      }
      if (assigned > 0) {
        gain += problem.broaden() * SCALE;
      }
      gain += problem.recruit() * (long) ((parity + assigned) >> 1) * SCALE;
      parity = (parity + assigned) & 1;
      return gain;
    }

    /** Undoes {@link #enter} of choice c of step i. */
    private void leave(int i, int c) {
      int[] memory = saved[i];
      if (stepHost[i] >= 0 && memory[5] == 1) {
        apply(stepOptions[i][c], -1);
      } else if (stepClose[i] >= 0) {
        for (int t = 0; t < 2; t++) {
          int k = 2 * stepClose[i] + t;
          used[k] = memory[6 + 3 * t];
          flags[k] = memory[7 + 3 * t];
          eligible[k] = memory[8 + 3 * t];
        }
      }
      colours = memory[0];
      extra = memory[1] == 1;
      parity = memory[2];
      toolsLeft[0] = memory[3];
      toolsLeft[1] = memory[4];
    }

    private void apply(Option option, int sign) {
      int[] classes = option.classes();
      for (int s = 0; s < classes.length; s++) {
        used[classes[s]] += sign;
        if (option.eligible()) {
          eligible[classes[s]] += sign;
        }
        if (option.flagged()[s]) {
          flags[classes[s]] += sign;
        }
      }
    }

    private boolean fits(Option option) {
      for (int k : option.classes()) {
        if (used[k] > available[k]) {
          return false;
        }
      }
      return true;
    }

    /** Whether the items can still cover every doubling flag: regional first, then Tools of Power. */
    private boolean feasibleFlags() {
      int needCartographer = 0;
      int needExcavator = 0;
      for (int k = 0; k < CLASSES; k += 2) {
        needCartographer += Math.max(0, flags[k] - regional[k]);
        needExcavator += Math.max(0, flags[k + 1] - regional[k + 1]);
      }
      return needCartographer <= toolsLeft[0] && needExcavator <= toolsLeft[1];
    }

    private long keyA(int i) {
      long a = i;
      for (int k = 0; k < 8; k++) {
        a = a * 4 + used[k];
        a = a * 4 + flags[k];
      }
      return a * 128 + colours;
    }

    private long keyB() {
      long b = 0;
      for (int k = 8; k < CLASSES; k++) {
        b = b * 4 + used[k];
        b = b * 4 + flags[k];
      }
      for (int k = 0; k < CLASSES; k++) {
        b = b * 4 + eligible[k];
      }
      return ((b * 4 + toolsLeft[0]) * 4 + toolsLeft[1]) * 4 + parity * 2 + (extra ? 1 : 0);
    }

    /** The concrete assignment for the decisions in {@link #chosen}. */
    private Assignment build() {
      int n = problem.specialists().size();
      int[] hostOf = new int[n];
      ItemChoice[] itemOf = new ItemChoice[n];
      Arrays.fill(hostOf, -1);
      Arrays.fill(itemOf, ItemChoice.NONE);
      // carriers per class from the close decisions (recomputed from the chosen options)
      int[] flaggedBy = new int[CLASSES];
      int[] eligibleBy = new int[CLASSES];
      for (int i = 0; i < steps.size(); i++) {
        Step step = steps.get(i);
        if (step.host() >= 0) {
          Option option = options.get(i).get(chosen[i]);
          for (int s = 0; s < option.classes().length; s++) {
            int k = option.classes()[s];
            if (option.eligible()) {
              eligibleBy[k]++;
            }
            if (option.flagged()[s]) {
              flaggedBy[k]++;
            }
          }
        } else if (step.closeRegion() >= 0) {
          for (int t = 0; t < 2; t++) {
            int k = 2 * step.closeRegion() + t;
            int extraTools = t == 0 ? chosen[i] % 4 : chosen[i] / 4;
            carriers[k] = Math.max(flaggedBy[k], Math.min(regional[k], eligibleBy[k])) + extraTools;
          }
        }
      }
      // the slots of each class: flagged first, then other slots where items work, then the rest (each
      // in the order of the steps); the j-th slot of a class takes the class's j-th highest specialist
      int[] next = new int[CLASSES];
      for (int pass = 0; pass < 3; pass++) {
        for (int i = 0; i < steps.size(); i++) {
          int host = steps.get(i).host();
          if (host < 0) {
            continue;
          }
          Option option = options.get(i).get(chosen[i]);
          for (int s = 0; s < option.classes().length; s++) {
            int kind = option.flagged()[s] ? 0 : option.eligible() ? 1 : 2;
            if (kind != pass) {
              continue;
            }
            int k = option.classes()[s];
            int j = next[k]++;
            int specialist = order[k][j];
            hostOf[specialist] = host;
            if (j < carriers[k]) {
              itemOf[specialist] = j < regional[k] ? ItemChoice.REGIONAL : ItemChoice.TOOL;
            }
          }
        }
      }
      Integer[] hosts = new Integer[n];
      for (int i = 0; i < n; i++) {
        hosts[i] = hostOf[i];
      }
      return new Assignment(Vector.of(hosts), Vector.of(itemOf));
    }

    private List<Option> optionsFor(Host host) {
      boolean itemsHere = problem.itemsAllowedOn(host);
      List<Option> list = new ArrayList<>();
      for (Filling filling : fillings(host, problem.dualFixed())) {
        int[] classes = filling.classes();
        if (!enoughSpecialists(classes) || (filling.extra() && !problem.secondOpinion())) {
          continue;
        }
        int colour = 0;
        if (host.kind() == Kind.SECRET) {
          colour = classes.length > 0 ? 1 << (classes[0] / 2) : 1 << AssignmentScoring.GREY;
        }
        boolean cartographer = false;
        boolean excavator = false;
        for (int k : classes) {
          cartographer |= k % 2 == 0;
          excavator |= k % 2 == 1;
        }
        int fixedGold = (host.ancient() && classes.length > 0 ? problem.hire() : 0)
            + (cartographer && excavator ? problem.unite() : 0);
        int base = host.base(classes.length);
        list.add(new Option(classes, new boolean[classes.length], filling.extra(), base + fixedGold, colour, itemsHere));
        if (!itemsHere || classes.length < 2 || base == 0) {
          continue;
        }
        // doubling: the minimal sets of carriers that double this host, distinct by classes
        List<boolean[]> flagSets = new ArrayList<>();
        if (classes.length == 2 || problem.allThreeToDouble()) {
          boolean[] all = new boolean[classes.length];
          Arrays.fill(all, true);
          flagSets.add(all);
        } else {
          for (int skip = 0; skip < 3; skip++) {
            boolean duplicate = false;
            for (int earlier = 0; earlier < skip; earlier++) {
              duplicate |= classes[earlier] == classes[skip];
            }
            if (!duplicate) {
              boolean[] two = {true, true, true};
              two[skip] = false;
              flagSets.add(two);
            }
          }
        }
        for (boolean[] flagged : flagSets) {
          if (itemsCouldCover(classes, flagged)) {
            list.add(new Option(classes, flagged, filling.extra(), 2 * base + fixedGold, colour, itemsHere));
          }
        }
      }
      return list;
    }

    private boolean enoughSpecialists(int[] classes) {
      // at most three slots: a class's need is its count among them
      for (int s = 0; s < classes.length; s++) {
        int need = 0;
        for (int k : classes) {
          need += k == classes[s] ? 1 : 0;
        }
        if (need > available[classes[s]]) {
          return false;
        }
      }
      return true;
    }

    private boolean itemsCouldCover(int[] classes, boolean[] flagged) {
      int[] need = new int[CLASSES];
      int[] tools = new int[2];
      for (int s = 0; s < classes.length; s++) {
        if (flagged[s] && ++need[classes[s]] > regional[classes[s]]) {
          tools[classes[s] % 2]++;
        }
      }
      return tools[0] <= toolsTotal[0] && tools[1] <= toolsTotal[1];
    }
  }

  /**
   * An open-addressing map from two longs to a long, for the memo of one solve (made with the solve and
   * dropped with it): two longs per key without boxing them into a {@code Map}.
   */
  private static final class Memo {
    static final long MISSING = Long.MIN_VALUE;
    private long[] keysA = new long[64];
    private long[] keysB = new long[64];
    private long[] values = new long[64];
    private boolean[] used = new boolean[64];
    private int size;

    long get(long a, long b) {
      int mask = keysA.length - 1;
      for (int i = hash(a, b) & mask; used[i]; i = (i + 1) & mask) {
        if (keysA[i] == a && keysB[i] == b) {
          return values[i];
        }
      }
      return MISSING;
    }

    void put(long a, long b, long value) {
      if (2 * (size + 1) > keysA.length) {
        grow();
      }
      int mask = keysA.length - 1;
      int i = hash(a, b) & mask;
      while (used[i]) {
        if (keysA[i] == a && keysB[i] == b) {
          values[i] = value;
          return;
        }
        i = (i + 1) & mask;
      }
      used[i] = true;
      keysA[i] = a;
      keysB[i] = b;
      values[i] = value;
      size++;
    }

    private void grow() {
      long[] oldA = keysA;
      long[] oldB = keysB;
      long[] oldValues = values;
      boolean[] oldUsed = used;
      keysA = new long[oldA.length * 2];
      keysB = new long[oldA.length * 2];
      values = new long[oldA.length * 2];
      used = new boolean[oldA.length * 2];
      size = 0;
      for (int i = 0; i < oldA.length; i++) {
        if (oldUsed[i]) {
          put(oldA[i], oldB[i], oldValues[i]);
        }
      }
    }

    private static int hash(long a, long b) {
      long h = a * 0x9E3779B97F4A7C15L + b * 0xC2B2AE3D27D4EB4FL;
      return (int) (h ^ (h >>> 29) ^ (h >>> 47));
    }
  }
}
