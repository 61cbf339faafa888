package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;
import org.spielwerk.gildedcompass.GildedCompassEvent.SpecialistAssigned;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/** Assigning specialists by hand at game end (§8.1 MANUAL, §8.2) and the score sheet (§8). */
class RulesEndgameTest {
  private static final MapTile DIG = new MapTile(Region.ANY, 0, 0);
  private static final SpecialistType CART = SpecialistType.CARTOGRAPHER;
  private static final SpecialistType EXC = SpecialistType.EXCAVATOR;

  private static Specialist sp(Region r, SpecialistType t, int value) {
    return new Specialist(r, t, value);
  }

  /** Seat 0 assigns by hand, holding these maps and specialists. */
  private static GildedCompassState assigning(Vector<MapTile> maps, Vector<Specialist> specialists,
      Assignment partial) {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI), 2);
    s = s.withPlayer(0, s.player(0).withMaps(maps).withSpecialists(specialists));
    return s.withPhase(new Phase.Assigning(0, partial));
  }

  private static List<AssignSpecialist> choices(GildedCompassState s) {
    Phase.Assigning a = (Phase.Assigning) s.phase();
    return Endgame.choices(AssignmentProblem.of(s.player(0), s.options()), a.partial());
  }

  @Test
  void identicalEmptyHostsAreOneChoice_madeOnTheFirst() {
    GildedCompassState s = assigning(Vector.of(DIG, DIG), Vector.of(sp(Region.JUNGLE, CART, 3)), Assignment.EMPTY);
    assertThat(choices(s)).containsExactly(new AssignSpecialist(0, ItemChoice.NONE));
    assertIllegal(s, new AssignSpecialist(1, ItemChoice.NONE), "identical to host 0");
  }

  @Test
  void identicalHostsAfterADifferentOneAreNamedByTheFirstOfThem() {
    GildedCompassState s = assigning(Vector.of(new MapTile(Region.JUNGLE, 1, 2), DIG, DIG),
        Vector.of(sp(Region.JUNGLE, CART, 3)), Assignment.EMPTY);
    assertThat(choices(s)).containsExactly(new AssignSpecialist(0, ItemChoice.NONE),
        new AssignSpecialist(1, ItemChoice.NONE));
    assertIllegal(s, new AssignSpecialist(2, ItemChoice.NONE), "identical to host 1");
  }

  @Test
  void hostsAreNamedByIndex_andAnItemChoiceIsNeeded() {
    GildedCompassState s = assigning(Vector.of(DIG, DIG), Vector.of(sp(Region.JUNGLE, CART, 3)), Assignment.EMPTY);
    assertIllegal(s, new AssignSpecialist(-1, ItemChoice.NONE), "no host -1");
    assertIllegal(s, new AssignSpecialist(2, ItemChoice.NONE), "no host 2");
    assertIllegal(s, new AssignSpecialist(0, null), "an item choice is needed");
  }

  @Test
  void hostsFilledDifferentlyAreDifferentChoices() {
    // the same dig site holding a 3 or a 2 cartographer: the excavator may join either
    Vector<Specialist> byValue = Vector.of(sp(Region.JUNGLE, CART, 3), sp(Region.JUNGLE, CART, 2),
        sp(Region.JUNGLE, EXC, 1));
    GildedCompassState s = assigning(Vector.of(DIG, DIG), byValue, Assignment.EMPTY.plus(0, ItemChoice.NONE)
        .plus(1, ItemChoice.NONE));
    assertThat(choices(s)).containsExactly(new AssignSpecialist(0, ItemChoice.NONE),
        new AssignSpecialist(1, ItemChoice.NONE));
    // a jungle and a dark cartographer: the dark excavator fits the second site only
    Vector<Specialist> byRegion = Vector.of(sp(Region.JUNGLE, CART, 3), sp(Region.DARK, CART, 3),
        sp(Region.DARK, EXC, 1));
    s = assigning(Vector.of(DIG, DIG), byRegion, Assignment.EMPTY.plus(0, ItemChoice.NONE).plus(1, ItemChoice.NONE));
    assertThat(choices(s)).containsExactly(new AssignSpecialist(1, ItemChoice.NONE));
    // a cartographer and an excavator: another cartographer fits the second site only
    Vector<Specialist> byType = Vector.of(sp(Region.JUNGLE, CART, 3), sp(Region.JUNGLE, EXC, 3),
        sp(Region.JUNGLE, CART, 1));
    s = assigning(Vector.of(DIG, DIG), byType, Assignment.EMPTY.plus(0, ItemChoice.NONE).plus(1, ItemChoice.NONE));
    assertThat(choices(s)).containsExactly(new AssignSpecialist(1, ItemChoice.NONE));
  }

  @Test
  void aSpecialistWithoutAnyHostIsLeftUnassignedWithoutAsking() {
    // a dark specialist and only a jungle map: nothing to decide
    GildedCompassState s = assigning(Vector.of(new MapTile(Region.JUNGLE, 1, 2)), Vector.of(sp(Region.DARK, CART, 2),
        sp(Region.JUNGLE, EXC, 1)), Assignment.EMPTY);
    AssignmentProblem problem = AssignmentProblem.of(s.player(0), s.options());
    assertThat(Endgame.hasChoice(problem, Assignment.EMPTY)).isFalse();
    assertThat(Endgame.hasChoice(problem, Assignment.EMPTY.plus(-1, ItemChoice.NONE))).isTrue();
    Assignment complete = Assignment.EMPTY.plus(-1, ItemChoice.NONE).plus(0, ItemChoice.NONE);
    assertThat(Endgame.hasChoice(problem, complete)).isFalse();
    assertThat(Endgame.choices(problem, complete)).isEmpty();
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Endgame.assigning(s, 0, Assignment.EMPTY, EventSink.into(events));
    assertThat(events).containsExactly(new SpecialistAssigned(0, sp(Region.DARK, CART, 2), -1, ItemChoice.NONE));
    assertThat(after.phase()).isEqualTo(new Phase.Assigning(0, Assignment.EMPTY.plus(-1, ItemChoice.NONE)));
  }

  @Test
  void covetedArtifactsScoreTheSquareOfTheirCount() {
    // §10.1
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI)
        .withCovetedArtifacts(true), 2);
    Player p = s.player(0).withArtifacts(Vector.of(ArtifactType.COVETED, ArtifactType.COVETED, ArtifactType.COVETED));
    ScoreSheet sheet = Endgame.sheet(p, s.options(), s.table(), Assignment.none(0));
    assertThat(sheet.coveted()).isEqualTo(9);
  }
}
