package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.Hosts.Host;
import org.spielwerk.gildedcompass.Hosts.Kind;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * The exact optimizer (§8.1 AUTO_OPTIMAL) against a brute-force enumerator of every assignment
 * (§13.2: "write the end-game assignment optimizer twice"), scored by {@link AssignmentScoring}
 * straight from the definitions of §8.2 and §9, on thousands of random small instances.
 */
class AssignmentSolverTest {

  /** Best (gold, unassigned) over every valid assignment, enumerated. */
  static long bruteForce(AssignmentProblem problem) {
    int n = problem.specialists().size();
    int hosts = problem.hosts().size();
    int[] hostOf = new int[n];
    long best = Long.MIN_VALUE;
    int combinations = 1;
    for (int i = 0; i < n; i++) {
      combinations *= hosts + 1;
    }
    for (int code = 0; code < combinations; code++) {
      int c = code;
      for (int i = 0; i < n; i++) {
        hostOf[i] = c % (hosts + 1) - 1;
        c /= hosts + 1;
      }
      Assignment bare = assignment(hostOf, new ItemChoice[n]);
      if (AssignmentScoring.violation(problem, bare) != null) {
        continue;
      }
      best = Math.max(best, bestItems(problem, hostOf, new ItemChoice[n], 0));
    }
    return best;
  }

  private static long bestItems(AssignmentProblem problem, int[] hostOf, ItemChoice[] items, int i) {
    if (i == hostOf.length) {
      Assignment a = assignment(hostOf, items);
      if (AssignmentScoring.violation(problem, a) != null) {
        return Long.MIN_VALUE;
      }
      AssignmentScoring.Result r = AssignmentScoring.score(problem, a);
      return (long) r.gold() * 1_000_000 + r.unassigned();
    }
    long best = Long.MIN_VALUE;
    for (ItemChoice item : ItemChoice.values()) {
      if (hostOf[i] < 0 && item != ItemChoice.NONE) {
        continue;
      }
      items[i] = item;
      best = Math.max(best, bestItems(problem, hostOf, items, i + 1));
    }
    items[i] = null;
    return best;
  }

  private static Assignment assignment(int[] hostOf, ItemChoice[] items) {
    Vector<Integer> hosts = Vector.empty();
    Vector<ItemChoice> choices = Vector.empty();
    for (int i = 0; i < hostOf.length; i++) {
      hosts = hosts.append(hostOf[i]);
      choices = choices.append(items[i] == null ? ItemChoice.NONE : items[i]);
    }
    return new Assignment(hosts, choices);
  }

  /** A random small instance over 2-3 regions, so that specialists, items and hosts meet. */
  static AssignmentProblem randomProblem(RandomSource r, int maxHosts, int maxSpecialists) {
    int regions = 2 + r.nextInt(2);
    Vector<Host> hosts = Vector.empty();
    int hostCount = r.nextInt(maxHosts + 1);
    for (int h = 0; h < hostCount; h++) {
      Region a = Region.REAL[r.nextInt(regions)];
      Region b = Region.REAL[(a.ordinal() + 1 + r.nextInt(regions - 1)) % regions];
      int low = r.nextInt(4);
      hosts = hosts.append(switch (r.nextInt(6)) {
        case 0 -> new Host(Kind.ABANDONED, Region.ANY, Region.ANY, 0, r.nextInt(2));
        case 1 -> new Host(Kind.DUAL, a, b, 0, 3);
        case 2 -> new Host(Kind.SECRET, Region.ANY, Region.ANY, 0, 1);
        default -> new Host(Kind.REGULAR, a, Region.ANY, low, low + 1 + r.nextInt(2));
      });
    }
    Vector<Specialist> specialists = Vector.empty();
    int count = r.nextInt(maxSpecialists + 1);
    for (int i = 0; i < count; i++) {
      specialists = specialists.append(new Specialist(Region.REAL[r.nextInt(regions)],
          SpecialistType.values()[r.nextInt(2)], 1 + r.nextInt(3)));
    }
    Vector<MagicItem> items = Vector.empty();
    int itemCount = r.nextInt(4);
    for (int i = 0; i < itemCount; i++) {
      Region region = r.nextInt(4) == 0 ? Region.ANY : Region.REAL[r.nextInt(regions)];
      items = items.append(new MagicItem(region, SpecialistType.values()[r.nextInt(2)]));
    }
    return new AssignmentProblem(hosts, specialists, items, r.nextInt(3) == 0,
        r.nextInt(4) == 0 ? 1 : 0, r.nextInt(4) == 0 ? 1 : 0, r.nextInt(4) == 0 ? 1 : 0, r.nextInt(4) == 0 ? 1 : 0,
        r.nextInt(4) == 0 ? 1 : 0, r.nextInt(4) == 0 ? 1 : 0, r.nextInt(4) == 0 ? 1 : 0,
        r.nextBoolean(), r.nextInt(3) == 0, r.nextInt(4) == 0);
  }

  @Test
  void optimizer_matchesBruteForceOnThousandsOfRandomInstances() {
    RandomSource r = new RandomSource(20261121);
    int checked = 0;
    for (int i = 0; i < 3000; i++) {
      AssignmentProblem problem = randomProblem(r, 3, i % 3 == 0 ? 5 : 4);
      long expected = bruteForce(problem);
      AssignmentSolver.Solution solution = AssignmentSolver.solve(problem);
      assertThat((long) solution.gold() * 1_000_000 + solution.unassigned()).as("instance %d: %s", i, problem)
          .isEqualTo(expected);
      assertThat(AssignmentScoring.violation(problem, solution.assignment())).as("instance %d valid", i).isNull();
      AssignmentScoring.Result scored = AssignmentScoring.score(problem, solution.assignment());
      assertThat(scored.gold()).as("instance %d: the returned assignment earns the optimum", i).isEqualTo(solution.gold());
      assertThat(scored.unassigned()).isEqualTo(solution.unassigned());
      checked++;
    }
    assertThat(checked).isEqualTo(3000);
  }

  @Test
  void optimizer_handlesALargeRealisticHolding() {
    // a strong collector: 12 maps and 4 mission maps, 18 specialists, 6 items, every mission
    RandomSource r = new RandomSource(7);
    Vector<Host> hosts = Vector.empty();
    for (int i = 0; i < 10; i++) {
      Region region = Region.REAL[i % 6];
      hosts = hosts.append(new Host(Kind.REGULAR, region, Region.ANY, i % 4, i % 4 + 1));
    }
    hosts = hosts.appendAll(Vector.of(new Host(Kind.ABANDONED, Region.ANY, Region.ANY, 0, 0),
        new Host(Kind.ABANDONED, Region.ANY, Region.ANY, 0, 0), new Host(Kind.DUAL, Region.POMPEII, Region.ATLANTIS, 0, 3),
        new Host(Kind.DUAL, Region.JUNGLE, Region.DARK, 0, 3), new Host(Kind.SECRET, Region.ANY, Region.ANY, 0, 1),
        new Host(Kind.SECRET, Region.ANY, Region.ANY, 0, 1)));
    Vector<Specialist> specialists = Vector.empty();
    for (int i = 0; i < 18; i++) {
      specialists = specialists.append(new Specialist(Region.REAL[r.nextInt(6)], SpecialistType.values()[r.nextInt(2)],
          1 + r.nextInt(3)));
    }
    Vector<MagicItem> items = Vector.of(new MagicItem(Region.POMPEII, SpecialistType.CARTOGRAPHER),
        new MagicItem(Region.JUNGLE, SpecialistType.EXCAVATOR), new MagicItem(Region.ANY, SpecialistType.CARTOGRAPHER),
        new MagicItem(Region.ANY, SpecialistType.EXCAVATOR), new MagicItem(Region.DARK, SpecialistType.CARTOGRAPHER),
        new MagicItem(Region.GODS, SpecialistType.EXCAVATOR));
    AssignmentProblem problem = new AssignmentProblem(hosts, specialists, items, true, 1, 1, 1, 1, 1, 1, 1, true,
        false, false);
    AssignmentSolver.Solution solution = AssignmentSolver.solve(problem);
    assertThat(AssignmentScoring.violation(problem, solution.assignment())).isNull();
    assertThat(AssignmentScoring.score(problem, solution.assignment()).gold()).isEqualTo(solution.gold());
  }
}
