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
 * The rules of an end-game assignment (§8.2, §9 Second Opinion, §10.3 Tools of Power) from small
 * constructed holdings: each broken rule named once, and the gold of assignments worked out by hand.
 */
class AssignmentScoringTest {
  private static final Host POMPEII_MAP = new Host(Kind.REGULAR, Region.POMPEII, Region.ANY, 1, 2);
  private static final Host ATLANTIS_MAP = new Host(Kind.REGULAR, Region.ATLANTIS, Region.ANY, 1, 3);
  private static final Host SECRET_MAP = new Host(Kind.SECRET, Region.ANY, Region.ANY, 0, 1);
  private static final Specialist POMPEII_CARTOGRAPHER = new Specialist(Region.POMPEII, SpecialistType.CARTOGRAPHER, 3);
  private static final Specialist POMPEII_EXCAVATOR = new Specialist(Region.POMPEII, SpecialistType.EXCAVATOR, 2);
  private static final Specialist POMPEII_CARTOGRAPHER_1 = new Specialist(Region.POMPEII, SpecialistType.CARTOGRAPHER, 1);

  private static AssignmentProblem problem(Vector<Host> hosts, Vector<Specialist> specialists, Vector<MagicItem> items,
      boolean secondOpinion, boolean itemsOnMissionMaps, boolean allThreeToDouble) {
    return new AssignmentProblem(hosts, specialists, items, secondOpinion, 0, 0, 0, 0, 0, 0, 0, itemsOnMissionMaps,
        allThreeToDouble, false);
  }

  private static Assignment assignment(int... hostsThenItems) {
    Assignment a = Assignment.EMPTY;
    int n = hostsThenItems.length / 2;
    for (int i = 0; i < n; i++) {
      a = a.plus(hostsThenItems[i], ItemChoice.values()[hostsThenItems[n + i]]);
    }
    return a;
  }

  @Test
  void aDecisionPerSpecialist_atMost() {
    AssignmentProblem p = problem(Vector.of(POMPEII_MAP), Vector.of(POMPEII_CARTOGRAPHER), Vector.empty(), false, true,
        false);
    assertThat(AssignmentScoring.violation(p, assignment(0, -1, 0, 0)))
        .isEqualTo("one decision per specialist: 1 specialists");
    assertThat(AssignmentScoring.violation(p, new Assignment(Vector.of(0), Vector.empty())))
        .isEqualTo("one decision per specialist: 1 specialists");
    assertThat(AssignmentScoring.valid(p, Assignment.EMPTY.plus(0, ItemChoice.NONE), 0, ItemChoice.NONE)).isFalse();
    assertThat(AssignmentScoring.valid(p, Assignment.EMPTY, 0, ItemChoice.NONE)).isTrue();
    assertThat(AssignmentScoring.violation(p, Assignment.EMPTY)).isNull();
  }

  @Test
  void aHostMustExist_unassignedIsMinusOne() {
    AssignmentProblem p = problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP), Vector.of(POMPEII_CARTOGRAPHER), Vector.empty(),
        false, true, false);
    assertThat(AssignmentScoring.violation(p, assignment(2, 0))).isEqualTo("no host 2 (the player has 2)");
    assertThat(AssignmentScoring.violation(p, assignment(-2, 0))).isEqualTo("no host -2 (the player has 2)");
    assertThat(AssignmentScoring.violation(p, assignment(-1, 0))).isNull();
    assertThat(AssignmentScoring.valid(p, Assignment.EMPTY, -1, ItemChoice.NONE)).isTrue();
    assertThat(AssignmentScoring.valid(p, Assignment.EMPTY, 2, ItemChoice.NONE)).isFalse();
  }

  @Test
  void onlyAnAssignedSpecialistCarriesAnItem() {
    AssignmentProblem p = problem(Vector.of(POMPEII_MAP), Vector.of(POMPEII_CARTOGRAPHER),
        Vector.of(new MagicItem(Region.POMPEII, SpecialistType.CARTOGRAPHER)), false, true, false);
    assertThat(AssignmentScoring.violation(p, assignment(-1, 1)))
        .isEqualTo("only an assigned specialist carries a magic item");
    assertThat(AssignmentScoring.violation(p, assignment(0, 1))).isNull();
  }

  @Test
  void printed_itemsWorkOnlyOnAncientMaps() {
    Vector<MagicItem> items = Vector.of(new MagicItem(Region.POMPEII, SpecialistType.CARTOGRAPHER));
    AssignmentProblem printed = problem(Vector.of(SECRET_MAP), Vector.of(POMPEII_CARTOGRAPHER), items, false, false, false);
    assertThat(AssignmentScoring.violation(printed, assignment(0, 1)))
        .isEqualTo("magic items work only on ancient maps (PRINTED)");
    assertThat(AssignmentScoring.violation(printed, assignment(0, 0))).isNull();
    AssignmentProblem yucata = problem(Vector.of(SECRET_MAP), Vector.of(POMPEII_CARTOGRAPHER), items, false, true, false);
    assertThat(AssignmentScoring.violation(yucata, assignment(0, 1))).isNull();
  }

  @Test
  void aHostTakesOneCartographerAndOneExcavatorOfItsRegion_plusOneWithSecondOpinion() {
    Vector<Specialist> three = Vector.of(POMPEII_CARTOGRAPHER, POMPEII_EXCAVATOR, POMPEII_CARTOGRAPHER_1);
    AssignmentProblem plain = problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP), three, Vector.empty(), false, true, false);
    assertThat(AssignmentScoring.violation(plain, assignment(0, 1, -1, 0, 0, 0)))
        .isEqualTo("host 1 (REGULAR) cannot take [" + POMPEII_EXCAVATOR
            + "]: one cartographer and one excavator of its region");
    assertThat(AssignmentScoring.violation(plain, assignment(0, -1, 0, 0, 0, 0)))
        .isEqualTo("host 0 (REGULAR) cannot take [" + POMPEII_CARTOGRAPHER + ", " + POMPEII_CARTOGRAPHER_1
            + "]: one cartographer and one excavator of its region");
    assertThat(AssignmentScoring.violation(plain, assignment(0, 0, -1, 0, 0, 0))).isNull();
    assertThat(AssignmentScoring.violation(plain, assignment(0, 0, 0, 0, 0, 0))).startsWith("host 0 (REGULAR)");
    assertThat(AssignmentScoring.violation(plain, assignment(0, 0, 0, 0, 0, 0)))
        .endsWith(": one cartographer and one excavator of its region");

    AssignmentProblem second = problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP, POMPEII_MAP), three, Vector.empty(), true, true,
        false);
    assertThat(AssignmentScoring.violation(second, assignment(0, 0, 0, 0, 0, 0))).isNull();
    assertThat(AssignmentScoring.violation(second, assignment(1, -1, -1, 0, 0, 0)))
        .isEqualTo("host 1 (REGULAR) cannot take [" + POMPEII_CARTOGRAPHER
            + "]: one cartographer and one excavator of its region (plus one with Second Opinion)");
    Vector<Specialist> five = three.appendAll(Vector.of(new Specialist(Region.POMPEII, SpecialistType.CARTOGRAPHER, 2),
        new Specialist(Region.POMPEII, SpecialistType.CARTOGRAPHER, 1)));
    AssignmentProblem twoExtras = problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP, POMPEII_MAP), five, Vector.empty(), true,
        true, false);
    // two cartographers on each Pompeii map: Second Opinion allows the extra one on one map only
    assertThat(AssignmentScoring.violation(twoExtras, assignment(0, -1, 0, 2, 2, 0, 0, 0, 0, 0)))
        .isEqualTo("Second Opinion allows one extra specialist on one host only");
    assertThat(AssignmentScoring.violation(twoExtras, assignment(0, -1, 0, 2, -1, 0, 0, 0, 0, 0))).isNull();
  }

  @Test
  void itemsMustBeHeld_regionalOfTheRightClass_toolsOfTheRightType() {
    Vector<Specialist> two = Vector.of(POMPEII_CARTOGRAPHER, POMPEII_EXCAVATOR);
    AssignmentProblem p = problem(Vector.of(POMPEII_MAP), two,
        Vector.of(new MagicItem(Region.POMPEII, SpecialistType.EXCAVATOR), new MagicItem(Region.ANY,
            SpecialistType.CARTOGRAPHER)), false, true, false);
    assertThat(AssignmentScoring.violation(p, assignment(0, 0, 1, 1)))
        .isEqualTo("only 0 magic item(s) of POMPEII CARTOGRAPHER");
    assertThat(AssignmentScoring.violation(p, assignment(0, 0, 2, 2)))
        .isEqualTo("only 0 Tool(s) of Power for EXCAVATOR");
    assertThat(AssignmentScoring.violation(p, assignment(0, 0, 2, 1))).isNull();
  }

  @Test
  void gold_mapsSpecialistsAndDoubling_workedOutByHand() {
    // Pompeii map 1/2 with cartographer 3 and excavator 2, both with items: 2 * 2 map + 6 + 4 specialists
    Vector<MagicItem> items = Vector.of(new MagicItem(Region.POMPEII, SpecialistType.EXCAVATOR),
        new MagicItem(Region.ANY, SpecialistType.CARTOGRAPHER), new MagicItem(Region.ANY, SpecialistType.CARTOGRAPHER));
    AssignmentProblem p = problem(Vector.of(POMPEII_MAP, ATLANTIS_MAP),
        Vector.of(POMPEII_CARTOGRAPHER, POMPEII_EXCAVATOR, POMPEII_CARTOGRAPHER_1), items, true, true, true);
    assertThat(AssignmentScoring.score(p, assignment(0, 0, -1, 2, 1, 0)))
        .isEqualTo(new AssignmentScoring.Result(4 + 1, 0, 6 + 4, 0, 1));
    // §9 Second Opinion with the strict rule: three on a map double it only when all three carry an item
    assertThat(AssignmentScoring.violation(p, assignment(0, 0, 0, 2, 1, 2))).isNull();
    assertThat(AssignmentScoring.score(p, assignment(0, 0, 0, 2, 1, 2)))
        .isEqualTo(new AssignmentScoring.Result(4 + 1, 0, 6 + 4 + 2, 0, 0));
    assertThat(AssignmentScoring.score(p, assignment(0, 0, 0, 2, 1, 0)))
        .isEqualTo(new AssignmentScoring.Result(2 + 1, 0, 6 + 4 + 1, 0, 0));
  }

  @Test
  void aPartialAssignment_scoresItsLaterSpecialistsAsUnassigned() {
    AssignmentProblem p = problem(Vector.of(POMPEII_MAP), Vector.of(POMPEII_CARTOGRAPHER, POMPEII_EXCAVATOR),
        Vector.empty(), false, true, false);
    assertThat(AssignmentScoring.score(p, assignment(0, 0))).isEqualTo(new AssignmentScoring.Result(2, 0, 3, 0, 2));
    assertThat(AssignmentScoring.score(p, Assignment.EMPTY)).isEqualTo(new AssignmentScoring.Result(1, 0, 0, 0, 5));
  }

  @Test
  void none_leavesEverySpecialistUnassigned() {
    Assignment none = Assignment.none(2);
    assertThat(none.hosts()).containsExactly(-1, -1);
    assertThat(none.items()).containsExactly(ItemChoice.NONE, ItemChoice.NONE);
    assertThat(none.size()).isEqualTo(2);
    AssignmentProblem p = problem(Vector.of(POMPEII_MAP), Vector.of(POMPEII_CARTOGRAPHER, POMPEII_EXCAVATOR),
        Vector.empty(), false, true, false);
    assertThat(AssignmentScoring.violation(p, none)).isNull();
    assertThat(AssignmentScoring.score(p, none)).isEqualTo(new AssignmentScoring.Result(1, 0, 0, 0, 5));
  }
}
