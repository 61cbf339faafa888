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
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeAbility;
import org.spielwerk.gildedcompass.GildedCompassEvent.AbilityRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceToLibrary;
import org.spielwerk.gildedcompass.Tiles.Ability;

/** Illuminati (§5.7): duplicate plus one; 1st, 2nd, 1st; the dummy's places. */
class IlluminatiTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final int C = 2;
  private static final int D = Owner.DUMMY;
  private static final Building IL = Building.ILLUMINATI;

  private static GildedCompassState illuminati(int players, DiceGroup... groups) {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, IL), players);
    return s.withBoard(s.board().withIlluminati(Vector.of(groups))
        .withAbilities(Vector.of(Ability.PERSUASION, Ability.WILL_TO_WIN, Ability.TIMELESS_GIFT)));
  }

  private static DiceGroup group(int owner, int... dice) {
    return new DiceGroup(owner, Pips.of(dice));
  }

  @Test
  void illuminati_theWorkedExample() {
    // §5.7 example: A [4]; B [4,2]; C [4,2,2]; A's +[2,6] illegal; A +[2,2,5] legal; B +[2,5,1] legal
    GildedCompassState s = illuminati(3);
    s = Fixture.play(Fixture.turn(s, A, Pips.of(4, 6)), own(IL, 4));
    s = Fixture.play(Fixture.turn(s, B, Pips.of(2, 4, 6)), own(IL, 2, 4));
    s = Fixture.play(Fixture.turn(s, C, Pips.of(2, 2, 4, 6)), own(IL, 2, 2, 4));
    assertThat(s.board().illuminati()).containsExactly(group(A, 4), group(B, 2, 4), group(C, 2, 2, 4));
    GildedCompassState a = Fixture.turn(s, A, Pips.of(2, 2, 5, 6));
    assertIllegal(a, own(IL, 2, 6), "Illuminati (§5.7)");
    s = assertLegal(a, own(IL, 2, 2, 5));
    assertThat(s.board().illuminati().get(0)).isEqualTo(group(A, 2, 2, 4, 5));
    s = assertLegal(Fixture.turn(s, B, Pips.of(1, 2, 5, 6)), own(IL, 1, 2, 5));
    assertThat(s.board().illuminati().get(1)).isEqualTo(group(B, 1, 2, 2, 4, 5));
    // A, no longer strongest, must reach 6 dice containing B's values; B may add one die of any value
    assertIllegal(Fixture.turn(s, A, Pips.of(6)), own(IL, 6), "Illuminati (§5.7)");
    assertLegal(Fixture.turn(s, A, Pips.of(1, 6)), own(IL, 1, 6));
    assertLegal(Fixture.turn(s, B, Pips.of(3, 6)), own(IL, 3));
  }

  @Test
  void illuminati_firstPlacementIsExactlyOneDie() {
    GildedCompassState s = Fixture.turn(illuminati(2), A, Pips.of(3, 3, 6));
    assertIllegal(s, own(IL, 3, 3), "Illuminati (§5.7)");
    assertLegal(s, own(IL, 3));
  }

  @Test
  void illuminati_theStrongestAddsExactlyOneDie() {
    GildedCompassState s = Fixture.turn(illuminati(2, group(A, 4), group(B, 4, 2)), B, Pips.of(1, 1, 6));
    assertLegal(s, own(IL, 1));
    assertIllegal(s, own(IL, 1, 1), "Illuminati (§5.7)");
  }

  @Test
  void illuminati_aSmallerGroupMustReachKPlusOneAndContainTheStrongest() {
    // §12: A's [4] must become 3 dice containing {4, 2}
    GildedCompassState s = Fixture.turn(illuminati(2, group(A, 4), group(B, 4, 2)), A, Pips.of(2, 3, 6));
    assertIllegal(s, own(IL, 6), "Illuminati (§5.7)");
    assertIllegal(s, own(IL, 3, 6), "contain");
    assertLegal(s, own(IL, 2, 6));
  }

  @Test
  void illuminati_resolution_firstSecondFirst_othersToTheLibrary() {
    // §5.7: 1st chooses, 2nd chooses, 1st gets the last; a third group's dice go to the Library
    GildedCompassState s = illuminati(3, group(A, 4), group(B, 4, 2), group(C, 4, 2, 2));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState first = Resolution.cBuilding(s, EventSink.into(events));
    assertThat(first.phase()).isEqualTo(new Phase.ChooseAbility(C, Vector.of(C, B, C), 0));
    GildedCompassState second = Fixture.play(first, new TakeAbility(Ability.TIMELESS_GIFT));
    assertThat(second.phase()).isEqualTo(new Phase.ChooseAbility(B, Vector.of(C, B, C), 1));
    var step = Fixture.step(second, new TakeAbility(Ability.PERSUASION));
    assertThat(step.state().player(C).abilities()).containsExactly(Ability.TIMELESS_GIFT, Ability.WILL_TO_WIN);
    assertThat(step.state().player(B).abilities()).containsExactly(Ability.PERSUASION);
    assertThat(step.events()).contains(new DiceToLibrary(A, IL, 1, false));
  }

  @Test
  void illuminati_aSingleGroupTakesTwo() {
    GildedCompassState s = illuminati(2, group(A, 5));
    GildedCompassState first = Resolution.cBuilding(s, EventSink.ignore());
    GildedCompassState after = Fixture.play(Fixture.play(first, new TakeAbility(Ability.WILL_TO_WIN)),
        new TakeAbility(Ability.PERSUASION));
    assertThat(after.player(A).abilities()).containsExactly(Ability.WILL_TO_WIN, Ability.PERSUASION);
    assertThat(after.supply().abilitiesAside()).containsExactly(Ability.TIMELESS_GIFT);
  }

  @Test
  void illuminati_dummyFirst_topRemoved_secondChooses_thirdRemoved() {
    // §5.7 dummy 1st
    GildedCompassState s = illuminati(2, group(A, 5), group(D, 5, 1));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState second = Resolution.cBuilding(s, EventSink.into(events));
    assertThat(events).contains(new AbilityRemoved(Ability.PERSUASION));
    var step = Fixture.step(second, new TakeAbility(Ability.TIMELESS_GIFT));
    assertThat(step.state().player(A).abilities()).containsExactly(Ability.TIMELESS_GIFT);
    assertThat(step.events()).contains(new AbilityRemoved(Ability.WILL_TO_WIN));
  }

  @Test
  void illuminati_dummySecond_firstChooses_topRemainingRemoved_firstGetsTheLast() {
    // §5.7 dummy 2nd
    GildedCompassState s = illuminati(2, group(D, 5), group(A, 5, 1));
    GildedCompassState first = Resolution.cBuilding(s, EventSink.ignore());
    var step = Fixture.step(first, new TakeAbility(Ability.WILL_TO_WIN));
    assertThat(step.events()).contains(new AbilityRemoved(Ability.PERSUASION));
    assertThat(step.state().player(A).abilities()).containsExactly(Ability.WILL_TO_WIN, Ability.TIMELESS_GIFT);
  }

  @Test
  void illuminati_dummyAlone_topTwoRemoved() {
    // §5.7 dummy the only group (UNCONFIRMED edge): the top two tiles are removed
    GildedCompassState s = illuminati(2, group(D, 5));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.cBuilding(s, EventSink.into(events));
    assertThat(events).contains(new AbilityRemoved(Ability.PERSUASION), new AbilityRemoved(Ability.WILL_TO_WIN));
    assertThat(after.supply().abilitiesAside()).containsExactly(Ability.TIMELESS_GIFT);
  }

  @Test
  void illuminati_willToWin_copiesTheStrongestWhichLosesADieOfThePlacersChoice() {
    // §6 (spec reading): a copy of the strongest group without the extra die; it loses a die
    GildedCompassState s = illuminati(2, group(B, 4, 2));
    s = s.withPlayer(A, s.player(A).withAbilities(Vector.of(Ability.WILL_TO_WIN)));
    s = Fixture.turn(s, A, Pips.of(2, 4, 6));
    GildedCompassState after = assertLegal(s, new Place(IL, Pips.of(2, 4), Pips.EMPTY, -1, 4));
    assertThat(after.board().illuminati()).containsExactly(group(B, 2), group(A, 2, 4));
    assertThat(after.board().library().get(B)).isEqualTo(1);
    assertIllegal(s, new Place(IL, Pips.of(2, 4), Pips.EMPTY, -1, 5), "no 5 to lose");
  }
}
