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
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.GildedCompassEvent.ChaliceDrawn;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceToLibrary;
import org.spielwerk.gildedcompass.GildedCompassOptions.TowerPush;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;

/** Treasure Tower (§5.9): halves by value, pushing up, off the top to the Library, chalices by floor. */
class TowerTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final Building T = Building.TREASURE_TOWER;
  private static final Die E = Die.EMPTY;

  /** A valid position with these dice in the tower (slots 0-2 floors 1-3 left, 3-5 right). */
  private static GildedCompassState tower(GildedCompassOptions options, Die... slots) {
    GildedCompassPositions positions = GildedCompassPositions.table(options, 2);
    for (int slot = 0; slot < slots.length; slot++) {
      if (!slots[slot].empty()) {
        positions.tower(slot % 3 + 1, slots[slot].owner(), slots[slot].value());
      }
    }
    return positions.build();
  }

  private static Die d(int owner, int value) {
    return new Die(owner, value);
  }

  @Test
  void tower_oneDieOrTwoDiceSummingToSeven() {
    GildedCompassState s = Fixture.turn(tower(Fixture.yucata(Building.AUCTION_HOUSE, T)), A, Pips.of(1, 2, 5, 6));
    assertLegal(s, own(T, 1, 6));
    assertLegal(s, own(T, 2, 5));
    assertLegal(s, own(T, 6));
    assertIllegal(s, own(T, 1, 5), "Treasure Tower (§5.9)");
    assertIllegal(s, own(T, 1, 2, 5), "Treasure Tower (§5.9)");
  }

  @Test
  void tower_theSeedsPushes_diceClimbAndTheThirdFloorFallsToTheLibrary() {
    // seed, Treasure Tower: dice enter floor 1 of their half; earlier dice climb; floor 3 is pushed to the Library
    GildedCompassState s = tower(Fixture.yucata(Building.AUCTION_HOUSE, T));
    s = Fixture.play(Fixture.turn(s, A, Pips.of(2, 6)), own(T, 2));
    s = Fixture.play(Fixture.turn(s, B, Pips.of(1, 6)), own(T, 1));
    s = Fixture.play(Fixture.turn(s, A, Pips.of(3, 6)), own(T, 3));
    assertThat(s.board().tower()).containsExactly(d(A, 3), d(B, 1), d(A, 2), E, E, E);
    var step = Fixture.step(Fixture.turn(s, B, Pips.of(2, 6)), own(T, 2));
    assertThat(step.state().board().tower()).containsExactly(d(B, 2), d(A, 3), d(B, 1), E, E, E);
    assertThat(step.events()).contains(new DiceToLibrary(A, T, 1, false));
  }

  @Test
  void tower_aThreeFourPairPushesBothHalves() {
    // §12: a 3+4 pair feeds both halves and pushes each once
    GildedCompassState s = Fixture.turn(tower(Fixture.yucata(Building.AUCTION_HOUSE, T), d(A, 1), E, E, d(B, 5), E, E),
        A, Pips.of(3, 4, 6));
    GildedCompassState after = Fixture.play(s, own(T, 3, 4));
    assertThat(after.board().tower()).containsExactly(d(A, 3), d(A, 1), E, d(A, 4), d(B, 5), E);
  }

  @Test
  void tower_perHalfPushLeavesTheOtherHalf_wholeTowerPushLiftsEverything() {
    // §5.9 option towerPush (audit question 1)
    Die[] start = {d(A, 1), d(B, 2), E, d(B, 5), E, E};
    GildedCompassState perHalf = Fixture.turn(tower(Fixture.yucata(Building.AUCTION_HOUSE, T), start), A, Pips.of(3, 6));
    assertThat(Fixture.play(perHalf, own(T, 3)).board().tower()).containsExactly(d(A, 3), d(A, 1), d(B, 2), d(B, 5), E, E);
    GildedCompassState whole = Fixture.turn(tower(Fixture.yucata(Building.AUCTION_HOUSE, T)
        .withTowerPush(TowerPush.WHOLE_TOWER), start), A, Pips.of(3, 6));
    assertThat(Fixture.play(whole, own(T, 3)).board().tower()).containsExactly(d(A, 3), d(A, 1), d(B, 2), E, d(B, 5), E);
  }

  @Test
  void tower_sixDiceGiveTwoBronzeTwoSilverTwoGold() {
    // §12 and the seed's example (floors 1/2/3 give bronze/silver/gold)
    GildedCompassState s = tower(Fixture.yucata(Building.AUCTION_HOUSE, T), d(A, 1), d(A, 2), d(A, 3), d(A, 4), d(A, 5),
        d(A, 6));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.cBuilding(s, EventSink.into(events));
    assertThat(after.player(A).chalices().map(Tiles.Chalice::back)).containsExactlyInAnyOrder(ChaliceBack.BRONZE,
        ChaliceBack.BRONZE, ChaliceBack.SILVER, ChaliceBack.SILVER, ChaliceBack.GOLD, ChaliceBack.GOLD);
    assertThat(events.stream().filter(e -> e instanceof ChaliceDrawn)).hasSize(6);
  }

  @Test
  void tower_twoDiceOnTheFirstFloorAndOneOnTheThird_twoBronzeOneGold() {
    // the seed's example (a die on floor 3 above an empty floor 2 is reachable only with WHOLE_TOWER)
    GildedCompassState s = tower(Fixture.yucata(Building.AUCTION_HOUSE, T)
        .withTowerPush(GildedCompassOptions.TowerPush.WHOLE_TOWER), d(A, 1), E, d(A, 3), d(A, 4), E, E);
    GildedCompassState after = Resolution.cBuilding(s, EventSink.ignore());
    assertThat(after.player(A).chalices().map(Tiles.Chalice::back)).containsExactly(ChaliceBack.BRONZE,
        ChaliceBack.GOLD, ChaliceBack.BRONZE);
  }

  @Test
  void tower_dummyDiceDrawNothing() {
    // §5.9 dummy (B's die on floor 3 above empty floors: reachable only with WHOLE_TOWER)
    GildedCompassState s = tower(Fixture.yucata(Building.AUCTION_HOUSE, T)
        .withTowerPush(GildedCompassOptions.TowerPush.WHOLE_TOWER), d(Owner.DUMMY, 1), E, E, E, E, d(B, 6));
    GildedCompassState after = Resolution.cBuilding(s, EventSink.ignore());
    assertThat(after.player(B).chalices()).hasSize(1);
    assertThat(after.supply().chaliceStacks().get(0)).hasSize(12);
  }
}
