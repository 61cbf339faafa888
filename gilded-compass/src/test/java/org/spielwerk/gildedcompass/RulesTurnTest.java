package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;
import static org.spielwerk.gildedcompass.Fixture.assertLegal;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.GildedCompassAction.Decline;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PersuadeSecond;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;

/** A turn (§3.2) and the round end (§3.3): each illegal step rejected with its rule named. */
class RulesTurnTest {
  private static final int A = 0;

  private static GildedCompassState start(GildedCompassOptions options) {
    return Fixture.start(options, 3);
  }

  /** Seat A's turn (3 players, dummy variant) with these own and dummy dice and the given abilities. */
  private static GildedCompassState turn(GildedCompassOptions options, Pips own, Pips dummy, Ability... abilities) {
    GildedCompassState s = start(options);
    s = s.withPlayer(A, s.player(A).withAbilities(Vector.of(abilities)));
    return Fixture.turn(s, A, own, dummy);
  }

  private static GildedCompassOptions yucata() {
    return Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI);
  }

  private static Place own(Building b, int... dice) {
    return new Place(b, Pips.of(dice), Pips.EMPTY, -1, 0);
  }

  // ---------------------------------------------------------------- re-rolls (§3.2 step 2)

  @Test
  void reroll_costsAToken() {
    GildedCompassState s = turn(yucata(), Pips.of(2, 5), Pips.of(3, 4));
    s = s.withPlayer(A, s.player(A).withTokens(0));
    assertIllegal(s, new MarkReroll(DieKind.OWN, 2), "costs a knowledge token");
  }

  @Test
  void reroll_marksInTheFixedOrder() {
    GildedCompassState s = turn(yucata(), Pips.of(2, 3, 5), Pips.of(3, 4));
    GildedCompassState marked = assertLegal(s, new MarkReroll(DieKind.OWN, 3));
    assertIllegal(marked, new MarkReroll(DieKind.OWN, 2), "from low to high");
    assertLegal(marked, new MarkReroll(DieKind.OWN, 5));
  }

  @Test
  void markedDice_mustBeRerolledBeforeAnythingElse() {
    GildedCompassState s = turn(yucata(), Pips.of(2, 3, 5), Pips.of(3, 4), Ability.PERSUASION);
    GildedCompassState marked = assertLegal(s, new MarkReroll(DieKind.OWN, 3));
    assertIllegal(marked, own(Building.UNIVERSITY, 2), "dice are marked");
    assertIllegal(marked, new PlaceDummy(Building.UNIVERSITY, Pips.of(3), -1, 0), "dice are marked");
    assertIllegal(marked, new Persuade(DieKind.OWN, 2, 6), "dice are marked");
  }

  // ---------------------------------------------------------------- Persuasion (§6)

  @Test
  void persuasion_comesBeforeThePlacement_andItsSecondDieOnlyAfterTheFirst() {
    GildedCompassState s = turn(yucata(), Pips.of(2, 3, 5), Pips.of(3, 4), Ability.PERSUASION);
    assertIllegal(s, new PersuadeSecond(DieKind.OWN, 2, 6), "no Persuasion in progress");
    GildedCompassState placedDummy = assertLegal(s, new PlaceDummy(Building.UNIVERSITY, Pips.of(3), -1, 0));
    assertIllegal(placedDummy, new Persuade(DieKind.OWN, 2, 6), "before the turn's first placement");
  }

  // ---------------------------------------------------------------- own placement (§3.2 step 4)

  @Test
  void place_theSeatsOwnUnplacedDiceOnce() {
    GildedCompassState s = turn(yucata(), Pips.of(2, 3, 5), Pips.of(3, 4));
    assertIllegal(s, own(Building.UNIVERSITY, 6), "the seat's unplaced dice");
    GildedCompassState placed = assertLegal(s, own(Building.UNIVERSITY, 2));
    assertThat(placed.phase()).isInstanceOf(Turn.class);
    assertIllegal(placed, own(Building.UNIVERSITY, 3), "one placement of own dice per turn");
  }

  @Test
  void library_takesTheLowestDieUnderYucata() {
    // §3.2 step 4, §5.3: YUCATA takes the lowest die; PRINTED lets the player pick
    GildedCompassState s = turn(yucata(), Pips.of(2, 5), Pips.of(3, 4));
    assertIllegal(s, own(Building.LIBRARY, 5), "takes the lowest die");
    assertLegal(s, own(Building.LIBRARY, 2));
    GildedCompassState printed = turn(yucata().withLibraryLowestDie(false), Pips.of(2, 5), Pips.of(3, 4));
    assertLegal(printed, own(Building.LIBRARY, 5));
  }

  // ---------------------------------------------------------------- dummy dice (§7.2)

  @Test
  void dummyDice_oneOrTwoOfTheHeldOnes_once() {
    GildedCompassState s = turn(yucata(), Pips.of(2, 5), Pips.of(3, 4));
    assertIllegal(s, new PlaceDummy(Building.UNIVERSITY, Pips.of(6), -1, 0), "held dummy dice");
    GildedCompassState placed = assertLegal(s, new PlaceDummy(Building.UNIVERSITY, Pips.of(3), -1, 0));
    assertIllegal(placed, new PlaceDummy(Building.UNIVERSITY, Pips.of(4), -1, 0), "one placement of dummy dice");
  }

  @Test
  void dummyDice_andTheLibrary() {
    // §5.3 YUCATA: never in the Library; without the ban the Library still takes the lowest die
    GildedCompassState s = turn(yucata(), Pips.of(2, 5), Pips.of(3, 4));
    assertIllegal(s, new PlaceDummy(Building.LIBRARY, Pips.of(3), -1, 0), "may not be placed in the Library");
    GildedCompassState noBan = turn(yucata().withDummyLibraryBan(false), Pips.of(2, 5), Pips.of(3, 4));
    assertIllegal(noBan, new PlaceDummy(Building.LIBRARY, Pips.of(4), -1, 0), "takes the lowest die");
    GildedCompassState after = assertLegal(noBan, new PlaceDummy(Building.LIBRARY, Pips.of(3), -1, 0));
    assertThat(after.board().libraryDummy()).isEqualTo(1);
    GildedCompassState anyDie = turn(yucata().withDummyLibraryBan(false).withLibraryLowestDie(false), Pips.of(2, 5),
        Pips.of(3, 4));
    assertLegal(anyDie, new PlaceDummy(Building.LIBRARY, Pips.of(4), -1, 0));
  }

  @Test
  void dummyDice_willToWinOnlyUnderYucata() {
    // §11: Will to Win with dummy dice is a Yucata extension
    GildedCompassState s = turn(yucata().withDummyAbilities(false), Pips.of(2, 5), Pips.of(3, 4),
        Ability.WILL_TO_WIN);
    s = s.withBoard(s.board().withArchives(Vector.of(new Board.ArchivesGroup(1, 3, 1))));
    assertIllegal(s, new PlaceDummy(Building.ARCHIVES, Pips.of(3), -1, 1), "not with dummy dice (PRINTED)");
  }

  @Test
  void endTurn_onlyAfterTheOwnPlacement() {
    GildedCompassState s = turn(yucata(), Pips.of(2, 5), Pips.of(3, 4));
    assertIllegal(s, GildedCompassAction.END_TURN, "a turn places own dice first");
  }

  @Test
  void everyOtherTurnRuleIsNamed() {
    GildedCompassState s = turn(yucata(), Pips.of(2, 5), Pips.of(3, 4));
    assertIllegal(s, new Persuade(DieKind.OWN, 2, 6), "holds no Persuasion");
    assertIllegal(s, new Place(null, Pips.of(2), Pips.EMPTY, -1, 0), "building and dice needed");
    assertIllegal(s, own(Building.HIDDEN_TEMPLE, 2, 5), "not in play");
    assertIllegal(s, new Place(Building.ARCHIVES, Pips.of(2), Pips.EMPTY, -1, 1), "holds no Will to Win");
    assertIllegal(s, new PlaceDummy(null, Pips.of(3), -1, 0), "building and dice needed");
    assertIllegal(s, new PlaceDummy(Building.HIDDEN_TEMPLE, Pips.of(3, 4), -1, 0), "not in play");
    assertIllegal(s, new PlaceDummy(Building.ARCHIVES, Pips.of(3), -1, 1), "holds no Will to Win");
    GildedCompassState placed = assertLegal(s, own(Building.UNIVERSITY, 2));
    assertIllegal(placed, new MarkReroll(DieKind.OWN, 5), "re-rolls come before");
    GildedCompassState persuading = turn(yucata(), Pips.of(2, 5), Pips.of(3, 4), Ability.PERSUASION);
    assertIllegal(persuading, new Persuade(DieKind.OWN, 2, 2), "another value");
    assertIllegal(persuading, new Persuade(DieKind.OWN, 2, 7), "another value");
    Turn done = new Turn(A, false, Pips.of(5), Pips.EMPTY, Pips.EMPTY, true, false, Option.none());
    assertIllegal(s.withPhase(done), GildedCompassAction.END_TURN, "nothing left to decide");
  }

  // ---------------------------------------------------------------- A Little Help, A Timeless Gift (§6, §3.3)

  @Test
  void littleHelp_declinedByItsOnlyHolder_theTurnsBegin() {
    GildedCompassState s = start(yucata());
    s = s.withPlayer(A, s.player(A).withAbilities(Vector.of(Ability.LITTLE_HELP)));
    GildedCompassState offered = Turns.offerLittleHelp(s, 0, EventSink.ignore());
    assertThat(offered.phase()).isEqualTo(new Phase.LittleHelpOffer(A));
    GildedCompassState after = assertLegal(offered, new Decline());
    assertThat(after.phase()).isInstanceOfSatisfying(Turn.class, t -> assertThat(t.seat()).isEqualTo(A));
    assertThat(after.player(A).blackDice()).isZero();
  }

  @Test
  void timelessGift_afterAnExtraTurnTheOfferMovesOnClockwise() {
    // §3.3 step 2: once around from the start player (seat 2): seats 2, 0, 1. Seat 0 took its extra turn;
    // seat 1 is asked next
    GildedCompassState s = start(yucata().withStartSeat(2));
    assertThat(s.round().startSeat()).isEqualTo(2);
    for (int seat = 0; seat < 3; seat++) {
      s = s.withPlayer(seat, s.player(seat).withAbilities(Vector.of(Ability.TIMELESS_GIFT)).withOwnDice(1));
    }
    Turn extra = new Turn(A, true, Pips.of(4), Pips.EMPTY, Pips.EMPTY, true, false, Option.none());
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Turns.endTurn(s.withPhase(extra), extra, EventSink.into(events));
    assertThat(after.phase()).isEqualTo(new Phase.TimelessGiftOffer(1, 2));
  }

  @Test
  void timelessGift_oncePerSeatAndRound() {
    // §3.3 step 2 (spec: at most one per player per round, unless the option allows several)
    GildedCompassState s = start(yucata());
    s = s.withPlayer(1, s.player(1).withAbilities(Vector.of(Ability.TIMELESS_GIFT, Ability.TIMELESS_GIFT))
        .withOwnDice(2));
    assertThat(Turns.mayUseTimelessGift(s, 1)).isTrue();
    GildedCompassState used = s.withRound(s.round().withGiftsUsed(1 << 1));
    assertThat(Turns.mayUseTimelessGift(used, 1)).isFalse();
    assertThat(Turns.mayUseTimelessGift(used.withOptions(used.options().withSeveralTimelessGifts(true)), 1)).isTrue();
    assertThat(Turns.mayUseTimelessGift(s.withPlayer(1, s.player(1).withOwnDice(0)), 1)).as("needs an own die")
        .isFalse();
  }
}
