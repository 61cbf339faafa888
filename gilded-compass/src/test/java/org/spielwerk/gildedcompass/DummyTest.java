package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;
import static org.spielwerk.gildedcompass.Fixture.assertLegal;
import static org.spielwerk.gildedcompass.Fixture.dummy;
import static org.spielwerk.gildedcompass.Fixture.own;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassOptions.SmallGameVariant;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;

/** The dummy player of the 2-3 player variant (§7.2). */
class DummyTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final Building AR = Building.ARCHIVES;

  private static GildedCompassState game() {
    return Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 2);
  }

  @Test
  void dummy_playsWithTwoOrThreePlayers_twoDiceEach() {
    // §7.2: each player holds 2 dummy dice; YUCATA always plays the dummy with 2-3 players
    assertThat(game().dummy()).isTrue();
    assertThat(game().players().map(Player::dummyDice)).containsExactly(2, 2);
    assertThat(Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 4).dummy()).isFalse();
    GildedCompassState printed = Fixture.start(Fixture.printed(Building.AUCTION_HOUSE, Building.ILLUMINATI), 3);
    assertThat(printed.dummy()).as("PRINTED: a variant to choose").isFalse();
    assertThat(Fixture.start(Fixture.printed(Building.AUCTION_HOUSE, Building.ILLUMINATI)
        .withSmallGameVariant(SmallGameVariant.DUMMY), 3).dummy()).isTrue();
  }

  @Test
  void dummy_oneOrTwoDiceBeforeOrAfterTheOwnPlacement_orNone() {
    // §3.2 step 5
    GildedCompassState s = Fixture.turn(game(), A, Pips.of(2, 6), Pips.of(3, 3));
    GildedCompassState dummyFirst = assertLegal(s, dummy(AR, 3, 3));
    assertThat(((Turn) dummyFirst.phase()).placedDummy()).isTrue();
    assertThat(dummyFirst.board().archives()).containsExactly(new ArchivesGroup(Owner.DUMMY, 3, 2));
    assertIllegal(dummyFirst, GildedCompassAction.END_TURN, "a turn places own dice first");
    GildedCompassState ownThen = assertLegal(dummyFirst, own(AR, 6));
    assertThat(ownThen.phase().seat()).isEqualTo(B);
    GildedCompassState ownFirst = assertLegal(s, own(AR, 6));
    assertThat(ownFirst.phase().seat()).isEqualTo(A);
    assertThat(assertLegal(ownFirst, GildedCompassAction.END_TURN).phase().seat()).isEqualTo(B);
    assertLegal(ownFirst, dummy(AR, 3));
  }

  @Test
  void dummy_atMostTwoDiceOfTheHeldOnes() {
    GildedCompassState s = Fixture.turn(game(), A, Pips.of(2, 6), Pips.of(3, 3));
    assertIllegal(s, dummy(AR, 3, 3, 3), "1 or 2 of the held dummy dice");
    assertIllegal(s, dummy(AR, 4), "1 or 2 of the held dummy dice");
  }

  @Test
  void dummy_libraryBanUnderYucata_allowedUnderPrinted() {
    // §11 "dummy dice and the Library"
    GildedCompassState s = Fixture.turn(game(), A, Pips.of(2, 6), Pips.of(3, 5));
    assertIllegal(s, dummy(Building.LIBRARY, 3), "Library (§5.3)");
    GildedCompassState printed = s.withOptions(s.options().withDummyLibraryBan(false).withLibraryLowestDie(false));
    GildedCompassState after = assertLegal(printed, dummy(Building.LIBRARY, 5));
    assertThat(after.board().libraryDummy()).isEqualTo(1);
  }

  @Test
  void dummy_theRoundEndNeedsOnlyOwnDicePlaced() {
    // §7.2: a player may still hold dummy dice when placing the last own die; the trigger fires
    GildedCompassState s = Fixture.turn(game(), A, Pips.of(6), Pips.of(3, 3));
    GildedCompassState after = Fixture.play(s, own(AR, 6));
    assertThat(after.round().endTriggered()).isTrue();
    assertThat(after.phase().seat()).as("A may still place dummy dice").isEqualTo(A);
  }

  @Test
  void dummy_persuasionAndWillToWinWithDummyDiceUnderYucataOnly() {
    // §11 "Will to Win / Persuasion with the dummy"
    GildedCompassState s = game();
    s = s.withPlayer(A, s.player(A).withAbilities(Vector.of(Ability.PERSUASION, Ability.WILL_TO_WIN)));
    s = s.withBoard(s.board().withArchives(Vector.of(new ArchivesGroup(B, 4, 1))));
    s = Fixture.turn(s, A, Pips.of(2, 6), Pips.of(3, 4));
    assertLegal(s, new Persuade(DieKind.DUMMY, 3, 6));
    PlaceDummy copy = new PlaceDummy(AR, Pips.of(4), -1, 1);
    GildedCompassState after = assertLegal(s, copy);
    assertThat(after.board().archives()).containsExactly(new ArchivesGroup(Owner.DUMMY, 4, 1));
    assertThat(after.board().library().get(B)).isEqualTo(1);
    GildedCompassState printed = s.withOptions(s.options().withDummyAbilities(false));
    assertIllegal(printed, new Persuade(DieKind.DUMMY, 3, 6), "dummy dice");
    assertIllegal(printed, copy, "not with dummy dice");
  }

  @Test
  void dummy_rerollingHeldDummyDice_isAnOption() {
    // §3.2 step 2 (UNCONFIRMED): allowed by default, option rerollDummyDice
    GildedCompassState s = Fixture.turn(game(), A, Pips.of(2, 6), Pips.of(3, 4));
    GildedCompassAction dummyOnly = GildedCompassAction.MarkReroll.of(Phase.DieKind.DUMMY, 3);
    assertLegal(assertLegal(s, dummyOnly), GildedCompassAction.REROLL);
    assertIllegal(s.withOptions(s.options().withRerollDummyDice(false)), dummyOnly, "rerollDummyDice");
  }
}
