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
import org.spielwerk.gildedcompass.GildedCompassAction.KeepTreasure;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasureStackReshuffled;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasuresDrawn;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasuresKept;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasuresSeen;

/** Sunken Galleon (§5.8): one more die and a higher sum; tiles drawn at placement; keep 2 or 1. */
class GalleonTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final int C = 2;
  private static final int D = Owner.DUMMY;
  private static final Building G = Building.SUNKEN_GALLEON;

  private static GildedCompassState galleon(GildedCompassOptions options, int players, DiceGroup... groups) {
    GildedCompassState s = Fixture.start(options, players);
    return s.withBoard(s.board().withGalleon(Vector.of(groups)))
        .withSupply(s.supply().withTreasureStack(Vector.of(3, 1, 2, 2, 1, 3, 2, 1, 1, 2)));
  }

  private static DiceGroup group(int owner, int... dice) {
    return new DiceGroup(owner, Pips.of(dice));
  }

  @Test
  void galleon_theSeedsSequence_eachGroupOneDieMoreAndAHigherSum_drawingATilePerDie() {
    // seed, Sunken Galleon: 1 die, then 2 dice above it, then 3 dice above those; tiles drawn at once
    GildedCompassState s = galleon(Fixture.yucata(Building.AUCTION_HOUSE, G), 3);
    var first = Fixture.step(Fixture.turn(s, A, Pips.of(4, 6)), own(G, 4));
    assertThat(first.events()).contains(new TreasuresDrawn(A, 1), new TreasuresSeen(A, Vector.of(3)));
    var second = Fixture.step(Fixture.turn(first.state(), B, Pips.of(1, 4, 6)), own(G, 1, 4));
    assertThat(second.state().player(B).drawnTreasures()).containsExactly(1, 2);
    GildedCompassState third = Fixture.turn(second.state(), C, Pips.of(1, 1, 2, 6));
    assertIllegal(third, own(G, 1, 1, 2), "the sum must exceed 5");
    GildedCompassState after = assertLegal(third, own(G, 1, 1, 6));
    assertThat(after.player(C).drawnTreasures()).containsExactly(2, 1, 3);
    assertThat(after.supply().treasureStack()).containsExactly(2, 1, 1, 2);
  }

  @Test
  void galleon_secondPlacementWithTheSameSumIsIllegal() {
    // §12: a single 5; 2+3 has the same sum and is illegal; 2+4 is legal
    GildedCompassState s = Fixture.turn(galleon(Fixture.yucata(Building.AUCTION_HOUSE, G), 2, group(A, 5)), B,
        Pips.of(2, 3, 4));
    assertIllegal(s, own(G, 2, 3), "Sunken Galleon (§5.8)");
    assertIllegal(s, own(G, 2, 3, 4), "one more than the strongest");
    assertLegal(s, own(G, 2, 4));
  }

  @Test
  void galleon_theOwnerOfTheLargestGroupAddsOneDie() {
    // §12: the largest group's owner adds exactly one die of any value
    GildedCompassState s = Fixture.turn(galleon(Fixture.yucata(Building.AUCTION_HOUSE, G), 2, group(A, 5),
        group(B, 1, 6)), B, Pips.of(1, 1, 3));
    GildedCompassState after = assertLegal(s, own(G, 1));
    assertThat(after.board().galleon().get(1)).isEqualTo(group(B, 1, 1, 6));
    assertIllegal(s, own(G, 1, 1), "Sunken Galleon (§5.8)");
  }

  @Test
  void galleon_aSmallerGroupCatchesUpWithOneMoreDieAndAHigherSum() {
    // §5.8: A's [5] must reach 3 dice with a sum above 7
    GildedCompassState s = Fixture.turn(galleon(Fixture.yucata(Building.AUCTION_HOUSE, G), 2, group(A, 5),
        group(B, 1, 6)), A, Pips.of(1, 1, 2, 3));
    assertIllegal(s, own(G, 1, 1), "the sum must exceed 7");
    assertLegal(s, own(G, 1, 2));
  }

  @Test
  void galleon_largestKeepsTwo_othersOne_highestAutomaticallyUnderYucata() {
    // §5.8 resolution, YUCATA keeps the highest values
    GildedCompassState s = galleon(Fixture.yucata(Building.AUCTION_HOUSE, G), 2, group(A, 5), group(B, 1, 6));
    s = s.withPlayer(A, s.player(A).withDrawnTreasures(Vector.of(1)))
        .withPlayer(B, s.player(B).withDrawnTreasures(Vector.of(1, 3, 2)));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.cBuilding(s, EventSink.into(events));
    assertThat(after.player(A).treasures()).containsExactly(1);
    assertThat(after.player(B).treasures()).containsExactly(3, 2);
    assertThat(after.supply().treasureDiscard()).containsExactly(new Hidden<>(1, 1 << B));
  }

  @Test
  void galleon_dummyLargest_everyoneKeepsOne() {
    // §5.8 dummy (authors' correction): with the dummy largest nobody keeps 2
    GildedCompassState s = galleon(Fixture.yucata(Building.AUCTION_HOUSE, G), 2, group(A, 5), group(D, 1, 6));
    s = s.withPlayer(A, s.player(A).withDrawnTreasures(Vector.of(1)));
    GildedCompassState after = Resolution.cBuilding(s, EventSink.ignore());
    assertThat(after.player(A).treasures()).containsExactly(1);
    GildedCompassState big = galleon(Fixture.yucata(Building.AUCTION_HOUSE, G), 2, group(A, 5, 5), group(D, 6));
    big = big.withPlayer(A, big.player(A).withDrawnTreasures(Vector.of(1, 3)));
    assertThat(Resolution.cBuilding(big, EventSink.ignore()).player(A).treasures()).containsExactly(3, 1);
  }

  @Test
  void galleon_aLoneDieKeepsItsTileAndDrawsOneMore() {
    // §12: a single die in the Galleon at round end: keep the tile, draw one more, both face up
    GildedCompassState s = galleon(Fixture.yucata(Building.AUCTION_HOUSE, G), 2, group(A, 2));
    s = s.withPlayer(A, s.player(A).withDrawnTreasures(Vector.of(1)));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.cBuilding(s, EventSink.into(events));
    assertThat(after.player(A).treasures()).containsExactly(1, 3);
    assertThat(events).contains(new TreasuresKept(A, Vector.of(1, 3)));
  }

  @Test
  void galleon_emptyStackReshufflesTheDiscards_orDrawsNothingWithoutThem() {
    // §12: empty stack with and without discards
    GildedCompassState s = galleon(Fixture.yucata(Building.AUCTION_HOUSE, G), 2);
    GildedCompassState empty = s.withSupply(s.supply().withTreasureStack(Vector.empty())
        .withTreasureDiscard(Vector.of(new Hidden<>(2, 1 << B), new Hidden<>(3, 1 << B))));
    var step = Fixture.step(Fixture.turn(empty, A, Pips.of(6, 6)), own(G, 6));
    assertThat(step.events()).contains(new TreasureStackReshuffled(2), new TreasuresDrawn(A, 1));
    assertThat(step.state().player(A).drawnTreasures()).hasSize(1);
    assertThat(step.state().supply().treasureStack()).hasSize(1);
    assertThat(step.state().supply().treasureDiscard()).isEmpty();
    GildedCompassState none = s.withSupply(s.supply().withTreasureStack(Vector.empty()));
    var nothing = Fixture.step(Fixture.turn(none, A, Pips.of(6, 6)), own(G, 6));
    assertThat(nothing.events()).contains(new TreasuresDrawn(A, 0));
    assertThat(nothing.state().board().galleon()).containsExactly(group(A, 6));
  }

  @Test
  void galleon_printedPlayersChooseWhichToKeep() {
    // §11 "Sunken Galleon kept tiles": PRINTED lets the player choose
    GildedCompassState s = galleon(Fixture.printed(Building.AUCTION_HOUSE, G), 2, group(A, 5), group(B, 1, 6));
    s = s.withPlayer(A, s.player(A).withDrawnTreasures(Vector.of(3)))
        .withPlayer(B, s.player(B).withDrawnTreasures(Vector.of(1, 3, 2)));
    GildedCompassState choose = Resolution.cBuilding(s, EventSink.ignore());
    assertThat(choose.phase()).isEqualTo(new Phase.ChooseTreasures(B, 2));
    GildedCompassState next = Fixture.play(choose, new KeepTreasure(1));
    GildedCompassState after = Fixture.play(next, new KeepTreasure(3));
    assertThat(after.player(B).treasures()).containsExactly(1, 3);
    assertThat(after.player(A).treasures()).containsExactly(3);
  }
}
