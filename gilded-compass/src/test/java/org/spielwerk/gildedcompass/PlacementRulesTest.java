package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;
import static org.spielwerk.gildedcompass.Fixture.assertLegal;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassEvent.WillToWinUsed;
import org.spielwerk.gildedcompass.Tiles.Ability;

/** Placement legality (§5, §6): each illegal placement is rejected naming its rule; legal ones apply. */
class PlacementRulesTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final int C = 2;
  private static final int D = Owner.DUMMY;

  private static Place place(Building b, Pips dice, int target, int willToWin) {
    return new Place(b, dice, Pips.EMPTY, target, willToWin);
  }

  /** Seat A's turn with these dice (and 2 dummy dice 3, 4), holding Will to Win. */
  private static GildedCompassState turn(GildedCompassState s, Pips own) {
    s = s.withPlayer(A, s.player(A).withAbilities(Vector.of(Ability.WILL_TO_WIN)));
    return Fixture.turn(s, A, own, Pips.of(3, 4));
  }

  private static GildedCompassState game(Building b, Building c, int players) {
    return Fixture.start(Fixture.yucata(b, c), players);
  }

  private static GildedCompassState archives(ArchivesGroup... groups) {
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    return s.withBoard(s.board().withArchives(Vector.of(groups)));
  }

  private static GildedCompassState straights(Straight... straights) {
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    return s.withBoard(s.board().withStraights(Vector.of(straights)));
  }

  private static GildedCompassState illuminati(DiceGroup... groups) {
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    return s.withBoard(s.board().withIlluminati(Vector.of(groups)));
  }

  // ---------------------------------------------------------------- every building

  @Test
  void aPlacementNeedsAtLeastOneDie() {
    // §0: a placement is one set of dice (>= 1)
    GildedCompassState s = turn(archives(), Pips.of(1, 2, 3));
    assertIllegal(s, place(Building.UNIVERSITY, Pips.EMPTY, -1, 0), "at least one die");
  }

  @Test
  void willToWinWorksOnlyWhereARuleForbidsIdenticalCombinations() {
    // §6: Archives, straights and Illuminati have a "no identical" rule; the others do not
    GildedCompassState s = turn(archives(), Pips.of(1, 2, 3));
    for (Building b : List.of(Building.UNIVERSITY, Building.LIBRARY)) {
      assertIllegal(s, place(b, Pips.of(1), -1, 1), "has no effect");
    }
    assertThat(Placement.willToWinWorks(s, Building.ARCHIVES)).isTrue();
    assertThat(Placement.willToWinWorks(s, Building.AUCTION_HOUSE)).isTrue();
    assertThat(Placement.willToWinWorks(s, Building.TREASURE_HUNTERS_GUILD)).isTrue();
    assertThat(Placement.willToWinWorks(s, Building.ILLUMINATI)).isTrue();
    assertThat(Placement.willToWinWorks(s, Building.HIDDEN_TEMPLE)).isFalse();
    assertThat(Placement.willToWinWorks(s, Building.TREASURE_TOWER)).isFalse();
    assertThat(Placement.willToWinWorks(s, Building.SUNKEN_GALLEON)).isFalse();
    assertThat(Placement.willToWinWorks(s.withOptions(s.options().withWillToWinAtGalleon(true)),
        Building.SUNKEN_GALLEON)).isTrue();
  }

  @Test
  void willToWinAtTheGalleonOnlyWithTheOption() {
    // §6 and audit open question 4: a copy of the largest group, which then loses a die
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON, 3);
    s = turn(s.withBoard(s.board().withGalleon(Vector.of(new DiceGroup(B, Pips.of(3, 4))))), Pips.of(3, 4, 6));
    Place copy = place(Building.SUNKEN_GALLEON, Pips.of(3, 4), -1, 3);
    assertIllegal(s, copy, "has no effect in the SUNKEN_GALLEON");
    GildedCompassState with = s.withOptions(s.options().withWillToWinAtGalleon(true));
    GildedCompassState after = assertLegal(with, copy);
    assertThat(after.board().galleon()).containsExactly(new DiceGroup(B, Pips.of(4)), new DiceGroup(A, Pips.of(3, 4)));
    assertThat(after.board().library().get(B)).isEqualTo(1);
  }

  @Test
  void onlyTheArchivesStraightsAndTempleTakeATarget() {
    GildedCompassState s = turn(archives(), Pips.of(1, 2, 3, 4));
    for (Building b : List.of(Building.UNIVERSITY, Building.LIBRARY, Building.ILLUMINATI)) {
      assertIllegal(s, place(b, Pips.of(1), 0, 0), "takes no target");
    }
  }

  // ---------------------------------------------------------------- Archives (§5.1)

  @Test
  void archives_addsToTheFirstGroupAndRejectsAMissingOrForeignGroup() {
    GildedCompassState s = turn(archives(new ArchivesGroup(A, 5, 1), new ArchivesGroup(B, 2, 1)), Pips.of(5, 2, 2));
    GildedCompassState after = assertLegal(s, place(Building.ARCHIVES, Pips.of(5), 0, 0));
    assertThat(after.board().archives()).containsExactly(new ArchivesGroup(A, 5, 2), new ArchivesGroup(B, 2, 1));
    assertIllegal(s, place(Building.ARCHIVES, Pips.of(5), 2, 0), "no group 2");
    assertIllegal(s, place(Building.ARCHIVES, Pips.of(2), 1, 0), "same owner");
    assertIllegal(s, place(Building.ARCHIVES, Pips.of(2), 0, 0), "the group's value 5");
  }

  @Test
  void archives_willToWinSelectorIsOne() {
    GildedCompassState s = turn(archives(new ArchivesGroup(B, 5, 2)), Pips.of(5, 5, 1));
    assertIllegal(s, place(Building.ARCHIVES, Pips.of(5, 5), -1, 2), "the selector is 1");
  }

  @Test
  void archives_willToWinWhileAddingToTheFirstGroupShrinksTheOpponents() {
    // §6: A's 1 x 5 grows to 2 x 5, identical to B's; B's group loses a die to the Library
    GildedCompassState s = turn(archives(new ArchivesGroup(A, 5, 1), new ArchivesGroup(B, 5, 2)), Pips.of(5, 1));
    GildedCompassState after = assertLegal(s, place(Building.ARCHIVES, Pips.of(5), 0, 1));
    assertThat(after.board().archives()).containsExactly(new ArchivesGroup(A, 5, 2), new ArchivesGroup(B, 5, 1));
    assertThat(after.board().library().get(B)).isEqualTo(1);
    assertThat(after.board().library().get(A)).isZero();
  }

  // ---------------------------------------------------------------- University (§5.2)

  @Test
  void university_pairsSumToFive() {
    GildedCompassState s = turn(archives(), Pips.of(1, 3, 6));
    assertIllegal(s, place(Building.UNIVERSITY, Pips.of(1, 3), -1, 0), "summing to 5");
    assertIllegal(s, place(Building.UNIVERSITY, Pips.of(1, 3, 6), -1, 0), "summing to 5");
  }

  // ---------------------------------------------------------------- straights (§5.4, §5.5)

  @Test
  void straights_extendTheFirstStraight_rejectAMissingOne() {
    GildedCompassState s = turn(straights(new Straight(A, 3, 2), new Straight(B, 1, 1)), Pips.of(2, 5, 6));
    GildedCompassState after = assertLegal(s, place(Building.AUCTION_HOUSE, Pips.of(2, 5), 0, 0));
    assertThat(after.board().straights()).containsExactly(new Straight(A, 2, 4), new Straight(B, 1, 1));
    assertIllegal(s, place(Building.AUCTION_HOUSE, Pips.of(5), 2, 0), "no straight 2");
    assertIllegal(s, place(Building.AUCTION_HOUSE, Pips.of(2), 1, 0), "own straight");
  }

  @Test
  void straights_anExtensionMayNotRepeatAValueOfTheStraight() {
    GildedCompassState s = turn(straights(new Straight(A, 2, 3)), Pips.of(2, 4, 5, 1));
    assertIllegal(s, place(Building.AUCTION_HOUSE, Pips.of(2), 0, 0), "already has a 2");
    assertIllegal(s, place(Building.AUCTION_HOUSE, Pips.of(4), 0, 0), "already has a 4");
    assertIllegal(s, place(Building.AUCTION_HOUSE, Pips.of(1, 4), 0, 0), "already has a 4");
    assertLegal(s, place(Building.AUCTION_HOUSE, Pips.of(1, 5), 0, 0));
  }

  @Test
  void straights_noTwoIdentical_namesTheStraight() {
    GildedCompassState s = turn(straights(new Straight(B, 2, 3)), Pips.of(2, 3, 4));
    assertIllegal(s, place(Building.AUCTION_HOUSE, Pips.of(2, 3, 4), -1, 0), "2..4 exists");
  }

  @Test
  void straights_willToWinTakesTheChosenEnd_unlessThatMakesANewPair() {
    // §6: the copied straight loses its low end (1) or its high end (2); the result must not repeat another
    GildedCompassState s = turn(straights(new Straight(B, 2, 3), new Straight(B, 3, 2)), Pips.of(2, 3, 4));
    assertIllegal(s, place(Building.AUCTION_HOUSE, Pips.of(2, 3, 4), -1, 1), "new identical pair");
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Turns.place(s, (Phase.Turn) s.phase(), place(Building.AUCTION_HOUSE, Pips.of(2, 3, 4),
        -1, 2), EventSink.into(events));
    assertThat(after.board().straights()).containsExactly(new Straight(B, 2, 2), new Straight(B, 3, 2),
        new Straight(A, 2, 3));
    assertThat(events).contains(new WillToWinUsed(A, Building.AUCTION_HOUSE, B, 4));
    GildedCompassState other = turn(straights(new Straight(B, 2, 3), new Straight(B, 2, 2)), Pips.of(2, 3, 4));
    assertIllegal(other, place(Building.AUCTION_HOUSE, Pips.of(2, 3, 4), -1, 2), "new identical pair");
    events.clear();
    after = Turns.place(other, (Phase.Turn) other.phase(), place(Building.AUCTION_HOUSE, Pips.of(2, 3, 4), -1, 1),
        EventSink.into(events));
    assertThat(after.board().straights()).containsExactly(new Straight(B, 3, 2), new Straight(B, 2, 2),
        new Straight(A, 2, 3));
    assertThat(events).contains(new WillToWinUsed(A, Building.AUCTION_HOUSE, B, 2));
  }

  @Test
  void straights_willToWinWhileExtendingTheFirstStraight() {
    // A extends its 3-4 to 2-4, identical to B's 2-4, which loses its high end
    GildedCompassState s = turn(straights(new Straight(A, 3, 2), new Straight(B, 2, 3)), Pips.of(2, 6));
    GildedCompassState after = assertLegal(s, place(Building.AUCTION_HOUSE, Pips.of(2), 0, 2));
    assertThat(after.board().straights()).containsExactly(new Straight(A, 2, 3), new Straight(B, 2, 2));
    assertThat(after.board().library().get(B)).isEqualTo(1);
  }

  // ---------------------------------------------------------------- Illuminati (§5.7)

  @Test
  void illuminati_namesTheSizeToReach() {
    GildedCompassState s = turn(illuminati(new DiceGroup(B, Pips.of(4, 2))), Pips.of(4, 2, 6, 1));
    assertIllegal(s, place(Building.ILLUMINATI, Pips.of(4, 2), -1, 0), "must reach 3 dice");
  }

  @Test
  void illuminati_willToWinNeedsAnExactCopyOfAnOpponentsStrongestGroup() {
    GildedCompassState s = turn(illuminati(new DiceGroup(B, Pips.of(4, 2))), Pips.of(4, 2, 6, 1));
    assertIllegal(s, place(Building.ILLUMINATI, Pips.of(4, 6), -1, 4), "only an exact copy");
    assertIllegal(s, place(Building.ILLUMINATI, Pips.of(4, 2), -1, 3), "has no 3 to lose");
    // the dummy's group is an opponent only where abilities work with the dummy (YUCATA)
    GildedCompassState dummy = turn(illuminati(new DiceGroup(D, Pips.of(4, 2))), Pips.of(4, 2, 6, 1));
    assertLegal(dummy, place(Building.ILLUMINATI, Pips.of(4, 2), -1, 4));
    GildedCompassState printed = dummy.withOptions(dummy.options().withDummyAbilities(false));
    assertIllegal(printed, place(Building.ILLUMINATI, Pips.of(4, 2), -1, 4), "must be an opponent's");
    // dummy dice may not copy the acting seat's own group
    GildedCompassState mine = turn(illuminati(new DiceGroup(A, Pips.of(3))), Pips.of(5));
    assertIllegal(mine, new PlaceDummy(Building.ILLUMINATI, Pips.of(3), -1, 3), "must be an opponent's");
  }

  @Test
  void illuminati_willToWinMayNotLeaveTwoGroupsOfOneSize() {
    // C's 4-2 copied by A would lose a die and equal B's single 4 in size
    GildedCompassState s = turn(illuminati(new DiceGroup(B, Pips.of(4)), new DiceGroup(C, Pips.of(4, 2))),
        Pips.of(4, 2, 6));
    assertIllegal(s, place(Building.ILLUMINATI, Pips.of(4, 2), -1, 2), "sizes must stay different");
    // A's own single 4 grown to a copy leaves no other group of that size
    GildedCompassState own = turn(illuminati(new DiceGroup(A, Pips.of(4)), new DiceGroup(C, Pips.of(4, 2))),
        Pips.of(2, 6));
    GildedCompassState after = assertLegal(own, place(Building.ILLUMINATI, Pips.of(2), -1, 2));
    assertThat(after.board().illuminati()).containsExactly(new DiceGroup(A, Pips.of(4, 2)),
        new DiceGroup(C, Pips.of(4)));
  }

  @Test
  void illuminati_willToWinCopiesAreListed() {
    // §6: the copy of the strongest group is offered once per value the copied group may lose
    GildedCompassState s = turn(illuminati(new DiceGroup(B, Pips.of(4, 2))), Pips.of(4, 2, 6));
    assertThat(Fixture.GAME.legalActions(s)).contains(place(Building.ILLUMINATI, Pips.of(4, 2), -1, 4),
        place(Building.ILLUMINATI, Pips.of(4, 2), -1, 2))
        .doesNotContain(place(Building.ILLUMINATI, Pips.of(4, 2), -1, 6), new PlaceDummy(Building.ILLUMINATI,
            Pips.of(3, 4), -1, 0));
    // with dummy dice: two dice copy a pair
    GildedCompassState pair = turn(illuminati(new DiceGroup(B, Pips.of(3, 4))), Pips.of(6));
    assertThat(Fixture.GAME.legalActions(pair)).contains(new PlaceDummy(Building.ILLUMINATI, Pips.of(3, 4), -1, 3),
        new PlaceDummy(Building.ILLUMINATI, Pips.of(3, 4), -1, 4));
  }

  @Test
  void galleon_theLargestGroupsOwnerAddsAnyOneDie() {
    // §5.8: the owner of the largest group may add 1 die of any value
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON, 3);
    s = turn(s.withBoard(s.board().withGalleon(Vector.of(new DiceGroup(A, Pips.of(5, 6)), new DiceGroup(B,
        Pips.of(6))))), Pips.of(1, 1, 2));
    assertThat(Fixture.GAME.legalActions(s)).contains(place(Building.SUNKEN_GALLEON, Pips.of(1), -1, 0),
        place(Building.SUNKEN_GALLEON, Pips.of(2), -1, 0)).doesNotContain(place(Building.SUNKEN_GALLEON,
        Pips.of(1, 1), -1, 0));
  }

  // ---------------------------------------------------------------- Library (§5.3)

  @Test
  void movingNoDiceToTheLibraryChangesNothing() {
    GildedCompassState s = archives();
    List<GildedCompassEvent> events = new ArrayList<>();
    assertThat(Placement.toLibrary(s, B, 0, Building.ARCHIVES, EventSink.into(events))).isSameAs(s);
    assertThat(events).isEmpty();
  }
}
