package org.spielwerk.gildedcompass;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.Hosts.Host;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * One decision of the end-game assignment by hand (§8.1, §8.2): where the seat's next specialist may
 * go. The rules are {@link AssignmentScoring}'s check of the decisions so far plus this one; here the
 * decisions so far are looked at once (each host's filling, the items in use, every host's verdict)
 * and each choice then changes one host and one item count, instead of checking the whole assignment
 * again per choice. {@link AssignmentScoring#valid} stays the reference: a test compares both on every
 * choice of random end games.
 */
final class AssignmentChoices {
  private static final int NORMAL = 0;
  private static final int EXTRA = 1;
  private static final int BROKEN = 2;

  private final AssignmentProblem problem;
  private final int hostCount;
  /** A next specialist exists and the decisions so far keep every rule but the hosts' fillings. */
  private final boolean open;
  private Specialist next;
  private final int[] regional = new int[12];
  private final int[] tools = new int[2];
  private final int[] haveRegional = new int[12];
  private final int[] haveTools = new int[2];
  /** Per host: its verdict as filled so far, and with the next specialist added. */
  private int[] now;
  private int[] after;
  private int brokenNow;
  private int extraNow;
  /** Per host: the first identical host (same tile, same specialists and items so far). */
  private int[] canonical;

  AssignmentChoices(AssignmentProblem problem, Assignment partial) {
    this.problem = problem;
    this.hostCount = problem.hosts().size();
    this.open = prefix(partial);
    if (open) {
      hosts(partial);
    }
  }

  /** The decisions so far, as {@code AssignmentScoring} checks them; false when any breaks a rule. */
  private boolean prefix(Assignment partial) {
    int n = problem.specialists().size();
    if (partial.size() + 1 > n || partial.items().size() != partial.size()) {
      return false;
    }
    next = problem.specialists().get(partial.size());
    for (int i = 0; i < partial.size(); i++) {
      int h = partial.hosts().get(i);
      ItemChoice item = partial.items().get(i);
      if (h < -1 || h >= hostCount) {
        return false;
      }
      if (h == -1) {
        if (item != ItemChoice.NONE) {
          return false;
        }
        continue;
      }
      if (item != ItemChoice.NONE && !problem.itemsAllowedOn(problem.hosts().get(h))) {
        return false;
      }
      Specialist s = problem.specialists().get(i);
      if (item == ItemChoice.REGIONAL) {
        regional[s.classIndex()]++;
      } else if (item == ItemChoice.TOOL) {
        tools[s.type().ordinal()]++;
      }
    }
    for (MagicItem item : problem.items()) {
      if (item.tool()) {
        haveTools[item.type().ordinal()]++;
      } else if (item.region().ordinal() * 2 + item.type().ordinal() < 12) {
        haveRegional[item.region().ordinal() * 2 + item.type().ordinal()]++;
      }
    }
    for (int k = 0; k < 12; k++) {
      if (regional[k] > haveRegional[k]) {
        return false;
      }
    }
    return tools[0] <= haveTools[0] && tools[1] <= haveTools[1];
  }

  /** Each host's filling so far, its verdict without and with the next specialist, and its first twin. */
  @SuppressWarnings("unchecked")
  private void hosts(Assignment partial) {
    List<Specialist>[] filling = new List[hostCount];
    long[][] keys = new long[hostCount][];
    int[] sizes = new int[hostCount];
    for (int i = 0; i < partial.size(); i++) {
      int h = partial.hosts().get(i);
      if (h >= 0) {
        sizes[h]++;
      }
    }
    for (int h = 0; h < hostCount; h++) {
      filling[h] = new ArrayList<>(sizes[h] + 1);
      keys[h] = new long[sizes[h]];
      sizes[h] = 0;
    }
    for (int i = 0; i < partial.size(); i++) {
      int h = partial.hosts().get(i);
      if (h >= 0) {
        Specialist s = problem.specialists().get(i);
        filling[h].add(s);
        keys[h][sizes[h]++] = ((long) s.value() << 16) | (s.region().ordinal() << 8) | (s.type().ordinal() << 4)
            | partial.items().get(i).ordinal();
      }
    }
    now = new int[hostCount];
    after = new int[hostCount];
    canonical = new int[hostCount];
    for (int h = 0; h < hostCount; h++) {
      Host host = problem.hosts().get(h);
      now[h] = verdict(host, filling[h]);
      brokenNow += now[h] == BROKEN ? 1 : 0;
      extraNow += now[h] == EXTRA ? 1 : 0;
      filling[h].add(next);
      after[h] = verdict(host, filling[h]);
      Arrays.sort(keys[h]);
      canonical[h] = h;
      for (int g = 0; g < h; g++) {
        if (problem.hosts().get(g).equals(host) && Arrays.equals(keys[g], keys[h])) {
          canonical[h] = g;
          break;
        }
      }
    }
  }

  private int verdict(Host host, List<Specialist> specialists) {
    if (Hosts.normal(host, specialists, problem.dualFixed())) {
      return NORMAL;
    }
    return problem.secondOpinion() && Hosts.withExtra(host, specialists, problem.dualFixed()) ? EXTRA : BROKEN;
  }

  /** Whether the next specialist may go to {@code host} carrying {@code item}: {@link AssignmentScoring#valid}. */
  boolean valid(int host, ItemChoice item) {
    if (!open || item == null || host < -1 || host >= hostCount) {
      return false;
    }
    if (host == -1) {
      return item == ItemChoice.NONE && brokenNow == 0 && extraNow <= 1;
    }
    if (item != ItemChoice.NONE && !problem.itemsAllowedOn(problem.hosts().get(host))) {
      return false;
    }
    if (after[host] == BROKEN || brokenNow - (now[host] == BROKEN ? 1 : 0) > 0) {
      return false;
    }
    if (extraNow - (now[host] == EXTRA ? 1 : 0) + (after[host] == EXTRA ? 1 : 0) > 1) {
      return false;
    }
    return switch (item) {
      case NONE -> true;
      case REGIONAL -> regional[next.classIndex()] < haveRegional[next.classIndex()];
      case TOOL -> tools[next.type().ordinal()] < haveTools[next.type().ordinal()];
    };
  }

  /** The first host identical to {@code host} as filled so far: identical hosts are one choice (§8.2). */
  int canonical(int host) {
    return canonical[host];
  }

  /** Whether a next specialist exists and the decisions so far keep the rules. */
  boolean open() {
    return open;
  }
}
