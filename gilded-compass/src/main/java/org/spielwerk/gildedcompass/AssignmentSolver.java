package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * <p>How: specialists of one (region, type) class are interchangeable except for their values, so a
 * search over hosts only decides how many specialists of each class every host takes, and on which
 * hosts two (or three) of them carry items to double the map. The highest values of a class are the
 * ones assigned, and the remaining items go greedily to the most valuable assigned specialists
 * (the marginal values of a class only fall, and Tools of Power are interchangeable). A
 * depth-first search over the hosts, memoised on the class counts used so far, is exact; the brute
 * force in the tests checks it against {@link AssignmentScoring}.
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

  /** One way to fill a host: classes per slot, doubling flags per slot, extra specialist used. */
  private record Option(int[] classes, boolean[] flagged, boolean extra, int gold, int colour, boolean eligible) {}

  private static final class Search {
    private final AssignmentProblem problem;
    private final int[][] values = new int[CLASSES][];
    private final int[][] order = new int[CLASSES][];
    private final int[][] prefix = new int[CLASSES][];
    private final int[] regional = new int[CLASSES];
    private final int[] tools = new int[2];
    private final List<List<Option>> options = new ArrayList<>();
    private final int totalValue;
    private final int fixedColours;
    private final Map<Key, Long> memo = new HashMap<>();
    private final int[] used = new int[CLASSES];
    private final int[] flags = new int[CLASSES];
    private final int[] eligible = new int[CLASSES];

    private record Key(long a, long b) {}

    Search(AssignmentProblem problem) {
      this.problem = problem;
      int total = 0;
      for (int k = 0; k < CLASSES; k++) {
        List<Integer> members = new ArrayList<>();
        for (int i = 0; i < problem.specialists().size(); i++) {
          if (problem.specialists().get(i).classIndex() == k) {
            members.add(i);
          }
        }
        members.sort((x, y) -> {
          int byValue = Integer.compare(problem.specialists().get(y).value(), problem.specialists().get(x).value());
          return byValue != 0 ? byValue : Integer.compare(x, y);
        });
        order[k] = members.stream().mapToInt(Integer::intValue).toArray();
        values[k] = Arrays.stream(order[k]).map(i -> problem.specialists().get(i).value()).toArray();
        prefix[k] = new int[values[k].length + 1];
        for (int j = 0; j < values[k].length; j++) {
          prefix[k][j + 1] = prefix[k][j] + values[k][j];
          total += values[k][j];
        }
      }
      totalValue = total;
      for (MagicItem item : problem.items()) {
        if (item.tool()) {
          tools[item.type().ordinal()]++;
        } else {
          regional[item.region().ordinal() * 2 + item.type().ordinal()]++;
        }
      }
      int fixed = 0;
      for (Host host : problem.hosts()) {
        options.add(optionsFor(host));
        fixed |= switch (host.kind()) {
          case REGULAR -> 1 << host.first().ordinal();
          case DUAL -> (1 << host.first().ordinal()) | (1 << host.second().ordinal());
          case ABANDONED -> 1 << AssignmentScoring.GREY;
          case SECRET -> 0;
        };
      }
      fixedColours = problem.scour() > 0 ? fixed : 0;
    }

    Solution run() {
      long best = search(0, 0, false);
      // walk the optimum again to recover the decisions
      int[] chosen = new int[problem.hosts().size()];
      int colours = 0;
      boolean extra = false;
      for (int h = 0; h < problem.hosts().size(); h++) {
        long target = search(h, colours, extra);
        List<Option> list = options.get(h);
        boolean found = false;
        for (int o = 0; o < list.size() && !found; o++) {
          Option option = list.get(o);
          if (!fits(option, extra)) {
            continue;
          }
          apply(option, +1);
          long value = feasibleFlags() ? option.gold() * SCALE + search(h + 1, colours | option.colour(), extra || option.extra()) : NONE;
          if (value == target) {
            chosen[h] = o;
            colours |= option.colour();
            extra |= option.extra();
            found = true;
          } else {
            apply(option, -1);
          }
        }
        if (!found) {
          throw new IllegalStateException("optimizer lost its optimum at host " + h);
        }
      }
      Assignment assignment = build(chosen);
      int unassigned = (int) Math.floorMod(best, SCALE);
      int gold = (int) Math.floorDiv(best, SCALE);
      return new Solution(assignment, gold, unassigned);
    }

    /** The best (gold, unassigned) packed, for hosts h.. given the classes used by hosts before h. */
    private long search(int h, int colours, boolean extra) {
      if (h == problem.hosts().size()) {
        return leaf(colours);
      }
      Key key = key(h, colours, extra);
      Long known = memo.get(key);
      if (known != null) {
        return known;
      }
      long best = NONE;
      for (Option option : options.get(h)) {
        if (!fits(option, extra)) {
          continue;
        }
        apply(option, +1);
        if (feasibleFlags()) {
          long value = search(h + 1, colours | option.colour(), extra || option.extra());
          if (value > NONE) {
            best = Math.max(best, option.gold() * SCALE + value);
          }
        }
        apply(option, -1);
      }
      memo.put(key, best);
      return best;
    }

    private Key key(int h, int colours, boolean extra) {
      long a = 0;
      long b = 0;
      for (int k = 0; k < CLASSES; k++) {
        a |= (long) used[k] << (2 * k);
        a |= (long) flags[k] << (24 + 2 * k);
        b |= (long) eligible[k] << (2 * k);
      }
      a |= (long) colours << 48;
      a |= (extra ? 1L : 0L) << 56;
      b |= (long) h << 32;
      return new Key(a, b);
    }

    private boolean fits(Option option, boolean extra) {
      if (option.extra() && (extra || !problem.secondOpinion())) {
        return false;
      }
      int[] need = new int[CLASSES];
      for (int k : option.classes()) {
        need[k]++;
        if (used[k] + need[k] > values[k].length) {
          return false;
        }
      }
      return true;
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

    /** Whether the items can cover every doubling flag: regional first, then Tools of Power. */
    private boolean feasibleFlags() {
      int[] needTools = new int[2];
      for (int k = 0; k < CLASSES; k++) {
        needTools[k % 2] += Math.max(0, flags[k] - regional[k]);
      }
      return needTools[0] <= tools[0] && needTools[1] <= tools[1];
    }

    /** Items per class given the doubling flags: regional items first, then tools greedily. */
    private int[] carriers() {
      int[] carry = new int[CLASSES];
      int[] spare = tools.clone();
      for (int k = 0; k < CLASSES; k++) {
        carry[k] = Math.max(flags[k], Math.min(regional[k], eligible[k]));
        spare[k % 2] -= Math.max(0, flags[k] - regional[k]);
      }
      for (int t = 0; t < 2; t++) {
        while (spare[t] > 0) {
          int bestClass = -1;
          for (int k = t; k < CLASSES; k += 2) {
            if (carry[k] < eligible[k] && (bestClass < 0 || values[k][carry[k]] > values[bestClass][carry[bestClass]])) {
              bestClass = k;
            }
          }
          if (bestClass < 0) {
            break;
          }
          carry[bestClass]++;
          spare[t]--;
        }
      }
      return carry;
    }

    private long leaf(int colours) {
      int assignedValue = 0;
      int assigned = 0;
      int cartographers = 0;
      int excavators = 0;
      int regions = 0;
      for (int k = 0; k < CLASSES; k++) {
        assignedValue += prefix[k][used[k]];
        assigned += used[k];
        if (k % 2 == 0) {
          cartographers += used[k];
        } else {
          excavators += used[k];
        }
        if (used[k] > 0) {
          regions |= 1 << (k / 2);
        }
      }
      int[] carry = carriers();
      int bonus = 0;
      for (int k = 0; k < CLASSES; k++) {
        bonus += prefix[k][carry[k]];
      }
      int missions = problem.broaden() * Integer.bitCount(regions)
          + problem.congregate() * cartographers
          + problem.gather() * excavators
          + problem.recruit() * (assigned / 2)
          + problem.scour() * Integer.bitCount(colours | fixedColours)
          + problem.unite();
      int gold = assignedValue + bonus + missions;
      return gold * SCALE + (totalValue - assignedValue);
    }

    /** The concrete assignment for the chosen options (the class counts are applied). */
    private Assignment build(int[] chosen) {
      int n = problem.specialists().size();
      int[] hostOf = new int[n];
      ItemChoice[] itemOf = new ItemChoice[n];
      Arrays.fill(hostOf, -1);
      Arrays.fill(itemOf, ItemChoice.NONE);
      int[] carry = carriers();
      for (int k = 0; k < CLASSES; k++) {
        // slots of this class: flagged first, then other slots where items work, then the rest
        List<Integer> slots = new ArrayList<>();
        for (int pass = 0; pass < 3; pass++) {
          for (int h = 0; h < chosen.length; h++) {
            Option option = options.get(h).get(chosen[h]);
            for (int s = 0; s < option.classes().length; s++) {
              if (option.classes()[s] != k) {
                continue;
              }
              int kind = option.flagged()[s] ? 0 : option.eligible() ? 1 : 2;
              if (kind == pass) {
                slots.add(h);
              }
            }
          }
        }
        for (int j = 0; j < slots.size(); j++) {
          int specialist = order[k][j];
          hostOf[specialist] = slots.get(j);
          if (j < carry[k]) {
            itemOf[specialist] = j < regional[k] ? ItemChoice.REGIONAL : ItemChoice.TOOL;
          }
        }
      }
      return new Assignment(Vector.ofAll(Arrays.stream(hostOf).boxed().toList()), Vector.of(itemOf));
    }

    private List<Option> optionsFor(Host host) {
      int[] allowed = switch (host.kind()) {
        case REGULAR -> new int[] {host.first().ordinal() * 2, host.first().ordinal() * 2 + 1};
        case DUAL -> new int[] {host.first().ordinal() * 2, host.first().ordinal() * 2 + 1,
            host.second().ordinal() * 2, host.second().ordinal() * 2 + 1};
        case ABANDONED, SECRET -> java.util.stream.IntStream.range(0, CLASSES).toArray();
      };
      boolean itemsHere = problem.itemsAllowedOn(host);
      List<Option> list = new ArrayList<>();
      List<int[]> fillings = new ArrayList<>();
      fillings.add(new int[0]);
      for (int a = 0; a < allowed.length; a++) {
        fillings.add(new int[] {allowed[a]});
        for (int b = a; b < allowed.length; b++) {
          fillings.add(new int[] {allowed[a], allowed[b]});
          for (int c = b; c < allowed.length; c++) {
            fillings.add(new int[] {allowed[a], allowed[b], allowed[c]});
          }
        }
      }
      for (int[] classes : fillings) {
        List<Specialist> sample = new ArrayList<>();
        for (int k : classes) {
          sample.add(new Specialist(Region.REAL[k / 2], SpecialistType.values()[k % 2], 0));
        }
        boolean extra;
        if (Hosts.normal(host, sample, problem.dualFixed())) {
          extra = false;
        } else if (problem.secondOpinion() && Hosts.withExtra(host, sample, problem.dualFixed())) {
          extra = true;
        } else {
          continue;
        }
        int colour = 0;
        if (problem.scour() > 0 && host.kind() == Kind.SECRET) {
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
        boolean[] none = new boolean[classes.length];
        list.add(new Option(classes, none, extra, base + fixedGold, colour, itemsHere));
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
            if (duplicate) {
              continue;
            }
            boolean[] two = {true, true, true};
            two[skip] = false;
            flagSets.add(two);
          }
        }
        for (boolean[] flagged : flagSets) {
          list.add(new Option(classes, flagged, extra, 2 * base + fixedGold, colour, itemsHere));
        }
      }
      return list;
    }
  }
}
