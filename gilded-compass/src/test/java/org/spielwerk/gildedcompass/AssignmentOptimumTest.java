package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.Hosts.Host;
import org.spielwerk.gildedcompass.Hosts.Kind;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * The end-game optimizer (§8.1 AUTO_OPTIMAL) on small holdings whose optimum is worked out by hand
 * in the comments: Second Opinion's single extra specialist, Tools of Power spent where they double
 * the most, Recruit Specialists pairing specialists across regions, and ties broken by the value
 * left unassigned. Every solution is also checked against the rules ({@link AssignmentScoring}).
 */
class AssignmentOptimumTest {
  private static final Host POMPEII_MAP = new Host(Kind.REGULAR, Region.POMPEII, Region.ANY, 1, 2);
  private static final Host ATLANTIS_MAP = new Host(Kind.REGULAR, Region.ATLANTIS, Region.ANY, 1, 2);

  private static Specialist cartographer(Region r, int value) {
    return new Specialist(r, SpecialistType.CARTOGRAPHER, value);
  }

  private static Specialist excavator(Region r, int value) {
    return new Specialist(r, SpecialistType.EXCAVATOR, value);
  }

  /** Solves, checks the solution keeps the rules and scores what it claims, and returns it. */
  private static AssignmentSolver.Solution solve(AssignmentProblem p) {
    AssignmentSolver.Solution s = AssignmentSolver.solve(p);
    assertThat(AssignmentScoring.violation(p, s.assignment())).isNull();
    AssignmentScoring.Result r = AssignmentScoring.score(p, s.assignment());
    assertThat(r.gold()).isEqualTo(s.gold());
    assertThat(r.unassigned()).isEqualTo(s.unassigned());
    return s;
  }

  private static AssignmentProblem problem(Vector<Host> hosts, Vector<Specialist> specialists, Vector<MagicItem> items,
      boolean secondOpinion, int recruit) {
    return new AssignmentProblem(hosts, specialists, items, secondOpinion, 0, 0, 0, 0, recruit, 0, 0, true, false, false);
  }

  @Test
  void secondOpinion_addsOneExtraSpecialist_onOneMapOnly() {
    // two Pompeii maps 1/2, four Pompeii cartographers worth 3: one each, plus one extra on one map
    // (§9 Second Opinion): 2 + 2 maps + 3 * 3 = 13, one cartographer (3) unassigned
    Vector<Specialist> four = Vector.fill(4, cartographer(Region.POMPEII, 3));
    AssignmentSolver.Solution s = solve(problem(Vector.of(POMPEII_MAP, POMPEII_MAP), four, Vector.empty(), true, 0));
    assertThat(s.gold()).isEqualTo(13);
    assertThat(s.unassigned()).isEqualTo(3);
    assertThat(s.assignment().hosts().count(h -> h == -1)).isEqualTo(1);
    // without Second Opinion one each: 2 + 2 + 3 + 3 = 10
    AssignmentSolver.Solution plain = solve(problem(Vector.of(POMPEII_MAP, POMPEII_MAP), four, Vector.empty(), false, 0));
    assertThat(plain.gold()).isEqualTo(10);
    assertThat(plain.unassigned()).isEqualTo(6);
  }

  @Test
  void toolsOfPower_goToTheSpecialistTheyDoubleMost() {
    // Pompeii cartographer 1 and Atlantis cartographer 3 on their maps; one cartographers' Tool of
    // Power doubles the 3: 2 + 2 maps + 1 + 2 * 3 = 11
    Vector<Specialist> two = Vector.of(cartographer(Region.POMPEII, 1), cartographer(Region.ATLANTIS, 3));
    AssignmentSolver.Solution s = solve(problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP), two,
        Vector.of(new MagicItem(Region.ANY, SpecialistType.CARTOGRAPHER)), false, 0));
    assertThat(s.gold()).isEqualTo(11);
    assertThat(s.assignment()).isEqualTo(new Assignment(Vector.of(0, 1), Vector.of(ItemChoice.NONE, ItemChoice.TOOL)));
    // the same with excavators and an excavators' tool
    Vector<Specialist> diggers = Vector.of(excavator(Region.POMPEII, 1), excavator(Region.ATLANTIS, 3));
    AssignmentSolver.Solution d = solve(problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP), diggers,
        Vector.of(new MagicItem(Region.ANY, SpecialistType.EXCAVATOR)), false, 0));
    assertThat(d.gold()).isEqualTo(11);
    assertThat(d.assignment()).isEqualTo(new Assignment(Vector.of(0, 1), Vector.of(ItemChoice.NONE, ItemChoice.TOOL)));
  }

  @Test
  void recruitSpecialists_paysPerPairOfAssignedSpecialists_acrossRegions() {
    // one Pompeii and one Atlantis cartographer, worth 1, on their maps: 2 + 2 + 1 + 1, and one pair
    // of assigned specialists for Recruit Specialists (§9): 7
    Vector<Specialist> two = Vector.of(cartographer(Region.POMPEII, 1), cartographer(Region.ATLANTIS, 1));
    AssignmentSolver.Solution s = solve(problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP), two, Vector.empty(), false, 1));
    assertThat(s.gold()).isEqualTo(7);
    assertThat(s.unassigned()).isZero();
    // three assigned make one pair as well: 2 + 2 + 3 + 1 = 8
    Vector<Specialist> three = two.append(excavator(Region.POMPEII, 1));
    assertThat(solve(problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP), three, Vector.empty(), false, 1)).gold()).isEqualTo(8);
    // two copies of the mission pay twice: 2 + 2 + 1 + 1 + 2 = 8
    assertThat(solve(problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP), two, Vector.empty(), false, 2)).gold()).isEqualTo(8);
  }

  @Test
  void amongEqualGold_theHigherValueStaysUnassigned() {
    // a Secret Map 0/1 takes specialists of one region only (§9): the Atlantis cartographer 4
    // (1 + 4 = 5) or the Pompeii cartographer 2 with its magic item (1 + 2 * 2 = 5); the tie keeps the 4
    Host secret = new Host(Kind.SECRET, Region.ANY, Region.ANY, 0, 1);
    Vector<Specialist> two = Vector.of(cartographer(Region.ATLANTIS, 4), cartographer(Region.POMPEII, 2));
    AssignmentSolver.Solution s = solve(problem(Vector.of(secret), two,
        Vector.of(new MagicItem(Region.POMPEII, SpecialistType.CARTOGRAPHER)), false, 0));
    assertThat(s.gold()).isEqualTo(5);
    assertThat(s.unassigned()).isEqualTo(4);
    assertThat(s.assignment()).isEqualTo(new Assignment(Vector.of(-1, 0), Vector.of(ItemChoice.NONE,
        ItemChoice.REGIONAL)));
  }

  @Test
  void solvingAgain_givesTheSameSolution() {
    Vector<Specialist> specialists = Vector.of(cartographer(Region.POMPEII, 3), excavator(Region.POMPEII, 2),
        cartographer(Region.ATLANTIS, 1), excavator(Region.ATLANTIS, 3), cartographer(Region.POMPEII, 2));
    AssignmentProblem p = new AssignmentProblem(Vector.of(POMPEII_MAP, ATLANTIS_MAP,
        new Host(Kind.ABANDONED, Region.ANY, Region.ANY, 0, 1), new Host(Kind.SECRET, Region.ANY, Region.ANY, 0, 1)),
        specialists, Vector.of(new MagicItem(Region.ANY, SpecialistType.EXCAVATOR)), true, 1, 1, 1, 1, 1, 1, 1, true,
        false, false);
    AssignmentSolver.Solution first = solve(p);
    assertThat(solve(p)).isEqualTo(first);
    assertThat(first.gold()).isEqualTo(AssignmentScoring.score(p, first.assignment()).gold());
  }
}
