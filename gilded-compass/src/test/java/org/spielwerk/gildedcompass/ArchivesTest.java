package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;
import static org.spielwerk.gildedcompass.Fixture.assertLegal;
import static org.spielwerk.gildedcompass.Fixture.own;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeMap;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceToLibrary;
import org.spielwerk.gildedcompass.GildedCompassEvent.MapRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.MapsSetAside;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Region;

/** Archives (§5.1): groups of equal value, no two identical groups, maps in rank order. */
class ArchivesTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final int D = Owner.DUMMY;
  private static final Building AR = Building.ARCHIVES;
  private static final MapTile M1 = new MapTile(Region.POMPEII, 0, 1);
  private static final MapTile M2 = new MapTile(Region.JUNGLE, 1, 2);
  private static final MapTile M3 = new MapTile(Region.DARK, 2, 3);
  private static final MapTile M4 = new MapTile(Region.GODS, 2, 3);

  /** A valid position: these groups in the Archives, M1, M3, M2, M4 on display (top to bottom). */
  private static GildedCompassState withGroups(ArchivesGroup... groups) {
    GildedCompassPositions positions = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE,
        Building.ILLUMINATI), 2).display(M1, M3, M2, M4);
    for (ArchivesGroup g : groups) {
      positions.archives(g.owner(), g.value(), g.size());
    }
    return positions.build();
  }

  @Test
  void archives_addingToOwnGroupSoThatItMatchesAnOpponentsIsIllegal() {
    // §12: A's single 4 plus one more 4 would equal B's pair of 4s
    GildedCompassState s = Fixture.turn(withGroups(new ArchivesGroup(A, 4, 1), new ArchivesGroup(B, 4, 2)), A,
        Pips.of(4, 4, 6));
    assertIllegal(s, own(AR, Pips.of(4), 0), "Archives (§5.1)");
    assertLegal(s, own(AR, Pips.of(4, 4), 0)); // three 4s: no twin
  }

  @Test
  void archives_sameOwnerSameValueDifferentSizesIsLegal() {
    // §12: an owner may have several groups of one value when their sizes differ
    GildedCompassState s = Fixture.turn(withGroups(new ArchivesGroup(A, 4, 1)), A, Pips.of(4, 4, 6));
    GildedCompassState after = assertLegal(s, own(AR, Pips.of(4, 4), -1));
    assertThat(after.board().archives()).containsExactly(new ArchivesGroup(A, 4, 1), new ArchivesGroup(A, 4, 2));
    assertIllegal(s, own(AR, Pips.of(4), -1), "no two identical groups");
  }

  @Test
  void archives_groupsShowOneValueAndGrowOnlyForTheirOwner() {
    GildedCompassState s = Fixture.turn(withGroups(new ArchivesGroup(D, 3, 1), new ArchivesGroup(B, 5, 1)), A,
        Pips.of(3, 4, 5));
    assertIllegal(s, own(AR, 3, 4), "one value");
    assertIllegal(s, own(AR, Pips.of(3), 0), "same owner");
    assertIllegal(s, own(AR, Pips.of(5), 1), "same owner");
    assertIllegal(s, own(AR, Pips.of(4), 1), "same owner");
  }

  @Test
  void archives_dummyDiceGoOnlyToDummyGroups() {
    // §5.1: dummy dice may be added only to dummy groups
    GildedCompassState s = Fixture.turn(withGroups(new ArchivesGroup(D, 3, 1), new ArchivesGroup(A, 2, 1)), A,
        Pips.of(6, 6), Pips.of(3, 2));
    assertLegal(s, new GildedCompassAction.PlaceDummy(AR, Pips.of(3), 0, 0));
    assertIllegal(s, new GildedCompassAction.PlaceDummy(AR, Pips.of(2), 1, 0), "same owner");
  }

  @Test
  void archives_rankBySizeThenValue_ownersChooseInOrder_dummyTakesTheBestUpperMap() {
    // §5.1: 3x2 (A) > 2x6 (dummy) > 2x5 (B) > 1x6 (A); the dummy removes the higher of M3/M4 (equal): the upper, M3
    GildedCompassState s = withGroups(new ArchivesGroup(B, 5, 2), new ArchivesGroup(A, 6, 1), new ArchivesGroup(A, 2, 3),
        new ArchivesGroup(D, 6, 2));
    Vector<Integer> ranking = Resolution.rankArchives(s.board().archives());
    assertThat(ranking).containsExactly(2, 3, 0, 1);
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState chooseA = Resolution.archives(s, ranking, 0, EventSink.into(events));
    assertThat(chooseA.phase()).isEqualTo(new Phase.ChooseMap(A, ranking, 0));
    GildedCompassState chooseB = Fixture.play(chooseA, new TakeMap(M1));
    // the dummy removed M3 (high 3, drawn before M4)
    assertThat(chooseB.supply().mapsRemoved()).containsExactly(M3);
    assertThat(chooseB.phase()).isEqualTo(new Phase.ChooseMap(B, ranking, 2));
    GildedCompassState last = Fixture.play(chooseB, new TakeMap(M4));
    assertThat(last.player(A).maps()).containsExactly(M1, M2); // the last map needs no choice
    assertThat(last.player(B).maps()).containsExactly(M4);
  }

  @Test
  void archives_moreGroupsThanMaps_theRestGoToTheLibrary() {
    // §12: five groups, four maps: the fifth group earns nothing and its dice go to the Library
    GildedCompassState s = withGroups(new ArchivesGroup(A, 1, 1), new ArchivesGroup(A, 2, 1), new ArchivesGroup(A, 3, 1),
        new ArchivesGroup(A, 4, 1), new ArchivesGroup(B, 5, 2));
    s = s.withBoard(s.board().withMaps(Vector.of(M1, M1, M1, M1)));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.archives(s, Resolution.rankArchives(s.board().archives()), 0, EventSink.into(events));
    assertThat(events).contains(new DiceToLibrary(A, AR, 1, false));
    assertThat(after.player(B).maps()).hasSize(1);
    assertThat(after.player(A).maps()).hasSize(3);
    assertThat(events.stream().filter(e -> e instanceof DiceToLibrary).toList()).as("only the unrewarded group")
        .containsExactly(new DiceToLibrary(A, AR, 1, false));
  }

  @Test
  void archives_fewerGroupsThanMaps_theRestAreSetAsideFaceUp() {
    // §12: two groups, four maps: two maps set aside face up
    GildedCompassState s = withGroups(new ArchivesGroup(A, 6, 1));
    s = s.withBoard(s.board().withMaps(Vector.of(M1, M1, M2, M1)));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState chooser = Resolution.archives(s, Resolution.rankArchives(s.board().archives()), 0, EventSink.into(events));
    GildedCompassState after = Fixture.play(chooser, new TakeMap(M2));
    assertThat(after.supply().mapsAside()).containsExactly(M1, M1, M1);
  }

  @Test
  void archives_dummyGroupRemovesTheHighestMap() {
    // §7.2 Archives row: the dummy's group removes the highest-valued map, the upper one on ties
    GildedCompassState s = withGroups(new ArchivesGroup(D, 1, 1));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.archives(s, Vector.of(0), 0, EventSink.into(events));
    assertThat(events).contains(new MapRemoved(M3));
    assertThat(events).contains(new MapsSetAside(Vector.of(M1, M2, M4)));
    assertThat(events).noneMatch(e -> e instanceof DiceToLibrary);
    assertThat(after.supply().mapsRemoved()).containsExactly(M3);
  }

  @Test
  void archives_willToWin_copiesAnOpponentsGroupWhichLosesADie() {
    // §6: A places a group identical to B's 2x5; B's group loses one die to the Library
    GildedCompassState s = GildedCompassPositions.of(withGroups(new ArchivesGroup(B, 5, 2)))
        .give(A, Ability.WILL_TO_WIN).turn(A, Pips.of(5, 5, 1)).build();
    Place withWill = new Place(AR, Pips.of(5, 5), Pips.EMPTY, -1, 1);
    GildedCompassState after = assertLegal(s, withWill);
    assertThat(after.board().archives()).containsExactly(new ArchivesGroup(B, 5, 1), new ArchivesGroup(A, 5, 2));
    assertThat(after.board().library().get(B)).isEqualTo(1);
    assertThat(after.player(A).abilities()).isEmpty();
    assertThat(after.supply().abilitiesUsed()).containsExactly(Ability.WILL_TO_WIN);
  }

  @Test
  void archives_willToWinMayNotCreateANewIdenticalPair() {
    // §6: B's 2x5 would shrink to 1x5, identical to the dummy's
    GildedCompassState s = withGroups(new ArchivesGroup(B, 5, 2), new ArchivesGroup(D, 5, 1));
    s = s.withPlayer(A, s.player(A).withAbilities(Vector.of(Ability.WILL_TO_WIN)));
    s = Fixture.turn(s, A, Pips.of(5, 5, 1));
    assertIllegal(s, new Place(AR, Pips.of(5, 5), Pips.EMPTY, -1, 1), "new identical pair");
  }

  @Test
  void archives_willToWinAgainstTheDummyOnlyUnderYucata() {
    // §11: Will to Win with the dummy as opponent is a Yucata extension
    GildedCompassState yucata = withGroups(new ArchivesGroup(D, 5, 2));
    yucata = yucata.withPlayer(A, yucata.player(A).withAbilities(Vector.of(Ability.WILL_TO_WIN)));
    Place withWill = new Place(AR, Pips.of(5, 5), Pips.EMPTY, -1, 1);
    GildedCompassState after = assertLegal(Fixture.turn(yucata, A, Pips.of(5, 5, 1)), withWill);
    assertThat(after.round().dummyAside()).as("the dummy's die is taken back").isEqualTo(1);
    GildedCompassState printed = yucata.withOptions(yucata.options().withDummyAbilities(false));
    assertIllegal(Fixture.turn(printed, A, Pips.of(5, 5, 1)), withWill, "opponent");
  }

  @Test
  void archives_willToWinOnlyWhenTheCombinationRepeats() {
    GildedCompassState s = withGroups(new ArchivesGroup(B, 5, 2));
    s = s.withPlayer(A, s.player(A).withAbilities(Vector.of(Ability.WILL_TO_WIN)));
    s = Fixture.turn(s, A, Pips.of(5, 5, 5));
    assertIllegal(s, new Place(AR, Pips.of(5, 5, 5), Pips.EMPTY, -1, 1), "Will to Win (§6)");
  }
}
