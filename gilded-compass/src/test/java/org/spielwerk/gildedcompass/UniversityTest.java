package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;
import static org.spielwerk.gildedcompass.Fixture.own;
import static org.spielwerk.gildedcompass.Fixture.row;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeSpecialist;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/** University (§5.2): single dice or pairs summing to 5, sorted in, pushing out; the five examples of the seed. */
class UniversityTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final int D = Owner.DUMMY;
  private static final Building U = Building.UNIVERSITY;

  /** Two players: the University has 4 entrances, as in the examples. */
  private static GildedCompassState withRow(Vector<Die> row) {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE), 2);
    return s.withBoard(s.board().withUniversity(row));
  }

  private static Vector<Die> rowAfter(GildedCompassState s, int seat, Pips dice, Pips hand) {
    return Fixture.play(Fixture.turn(s, seat, hand), own(U, dice, -1)).board().university();
  }

  @Test
  void university_example1_equalValueGoesLeftOfOlderDice() {
    // §5.2 example 1: row [2A, 3B]; C places a 2 -> [2C, 2A, 3B]; C chooses before A
    GildedCompassState s = withRow(row(A, 2, D, 3));
    assertThat(rowAfter(s, B, Pips.of(2), Pips.of(2, 6))).isEqualTo(row(B, 2, A, 2, D, 3));
  }

  @Test
  void university_example2_fullRowRefusesAHigherDieAndPushesOutOnEqual() {
    // §5.2 example 2: full row [1A, 2B, 3C, 4D]; a 5 is illegal; a 4 pushes the old 4 out to the Library
    GildedCompassState s = withRow(row(A, 1, D, 2, D, 3, B, 4));
    GildedCompassState turn = Fixture.turn(s, A, Pips.of(4, 5));
    assertIllegal(turn, own(U, 5), "University (§5.2)");
    GildedCompassState after = Fixture.play(turn, own(U, 4));
    assertThat(after.board().university()).isEqualTo(row(A, 1, D, 2, D, 3, A, 4));
    assertThat(after.board().library().get(B)).isEqualTo(1);
  }

  @Test
  void university_example3_pairHigherDieFirstThenLowerPushesOwnDieOut() {
    // §5.2 example 3: full row [1A, 2B, 3C, 4D]; B places 1+4: 4 first pushes 4D out, then 1 pushes B's own 4 out
    GildedCompassState s = withRow(row(D, 1, A, 2, D, 3, B, 4));
    GildedCompassState after = Fixture.play(Fixture.turn(s, A, Pips.of(1, 4, 6)), own(U, 1, 4));
    assertThat(after.board().university()).isEqualTo(row(A, 1, D, 1, A, 2, D, 3));
    assertThat(after.board().library().get(B)).as("4D to the Library").isEqualTo(1);
    assertThat(after.board().library().get(A)).as("the placer's own 4 to the Library").isEqualTo(1);
  }

  @Test
  void university_example4_pairIllegalWhenTheHigherDieDoesNotFit() {
    // §5.2 example 4: full row [1A, 1B, 2C, 3D]; 1+4 is illegal: the 4 comes first and exceeds the rightmost 3
    GildedCompassState s = withRow(row(A, 1, B, 1, D, 2, D, 3));
    assertIllegal(Fixture.turn(s, A, Pips.of(1, 4)), own(U, 1, 4), "University (§5.2)");
  }

  @Test
  void university_example5_pairIntoAnEmptyishRow() {
    // §5.2 example 5: row [3A]; B places 2+3: 3 first -> [3B, 3A]; then 2 -> [2B, 3B, 3A]
    GildedCompassState s = withRow(row(A, 3));
    assertThat(rowAfter(s, B, Pips.of(2, 3), Pips.of(2, 3, 6))).isEqualTo(row(B, 2, B, 3, A, 3));
  }

  @Test
  void university_placingIntoAnEmptyUniversity() {
    // §12: the first die goes to entrance 1
    GildedCompassState s = withRow(Vector.empty());
    assertThat(rowAfter(s, A, Pips.of(6), Pips.of(1, 6))).isEqualTo(row(A, 6));
  }

  @Test
  void university_onlySingleDiceOrPairsSummingToFive() {
    GildedCompassState s = Fixture.turn(withRow(Vector.empty()), A, Pips.of(1, 3, 5, 6));
    assertIllegal(s, own(U, 1, 3), "pair summing to 5");
    assertIllegal(s, own(U, 5, 6), "pair summing to 5");
    assertIllegal(s, own(U, 1, 3, 5), "pair summing to 5");
  }

  @Test
  void university_dummyDieTakenBackInsteadOfTheLibrary() {
    // §5.3 / §7.2 YUCATA: a dummy die pushed out is taken back, no token
    GildedCompassState s = withRow(row(A, 1, A, 2, A, 3, D, 4));
    GildedCompassState after = Fixture.play(Fixture.turn(s, B, Pips.of(4, 6)), own(U, 4));
    assertThat(after.board().university().last()).isEqualTo(new Die(B, 4));
    assertThat(after.board().library()).containsExactly(0, 0);
    assertThat(after.round().dummyAside()).isEqualTo(1);
  }

  @Test
  void university_resolvesLeftToRightAndTheDummyRemovesTheLeftmostOfEqualBest() {
    // §5.2 resolution and dummy rule: dice choose from the left; a dummy die removes the highest, leftmost on ties
    Specialist a3 = new Specialist(Region.ATLANTIS, SpecialistType.CARTOGRAPHER, 3);
    Specialist g3 = new Specialist(Region.GODS, SpecialistType.EXCAVATOR, 3);
    Specialist j1 = new Specialist(Region.JUNGLE, SpecialistType.EXCAVATOR, 1);
    Specialist p2 = new Specialist(Region.POMPEII, SpecialistType.CARTOGRAPHER, 2);
    GildedCompassState s = withRow(row(D, 1, A, 2, B, 5, B, 6));
    s = s.withBoard(s.board().withSpecialists(Vector.of(j1, a3, g3, p2)));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState chooseA = Resolution.university(s, 0, EventSink.into(events));
    assertThat(events).contains(new GildedCompassEvent.SpecialistRemoved(a3));
    assertThat(chooseA.phase()).isEqualTo(new Phase.ChooseSpecialist(A, 1));
    assertThat(Fixture.GAME.legalActions(chooseA)).containsExactly(new TakeSpecialist(j1), new TakeSpecialist(g3),
        new TakeSpecialist(p2));
    GildedCompassState chooseB = Fixture.play(chooseA, new TakeSpecialist(g3));
    assertThat(chooseB.phase()).isEqualTo(new Phase.ChooseSpecialist(B, 2));
    GildedCompassState after = Fixture.play(chooseB, new TakeSpecialist(p2));
    // B's second die takes the last specialist without a choice
    assertThat(after.player(A).specialists()).containsExactly(g3);
    assertThat(after.player(B).specialists()).containsExactly(p2, j1);
  }
}
