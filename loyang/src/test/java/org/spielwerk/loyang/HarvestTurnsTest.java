package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.GAME;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;

/**
 * §3.1 (Yucata): after the automatic harvest, each player holding a Harvest helper and a non-home field
 * with 3 or more goods gets a harvest turn, in order from the First Start Player; then the card phase.
 */
class HarvestTurnsTest {

  /** A table with three Harvest helpers, so that several players can hold one. */
  private static final LoyangOptions THREE = LoyangOptions.YUCATA.withActionCards(Tables.CARDS.map(r ->
      r.id().equals("HARVEST_HELPER") ? new Tables.CardRow(r.id(), r.kind(), 3, r.plots(), r.goods(), r.bowls(),
          r.payments(), r.price(), r.blueDot(), r.helper(), r.status()) : r));

  /**
   * 3 players, seat 1 First Start Player (order by position: seat 1, seat 2, seat 0), each with a wheat
   * field of 3; the given seats hold a Harvest helper.
   */
  private static LoyangState withHarvestHelpers(int... seats) {
    LoyangPositions b = LoyangPositions.afterSetup(THREE, 3, 1).actionPhase(1, 2, 0);
    for (int s = 0; s < 3; s++) {
      b.field(s, "F3", Good.WHEAT, 3);
    }
    for (int s : seats) {
      b.give(s, "HARVEST_HELPER");
    }
    LoyangState st = b.build();
    GAME.validate(st);
    return st;
  }

  @Test
  void afterAPlayersTurnTheNextInOrderFromTheFirstStartPlayer() {
    // order by position: seat 1, seat 2, seat 0
    LoyangState s = withHarvestHelpers(0, 1, 2).withPhase(new Phase.HarvestTurn(2, false, 0));
    LoyangState next = GAME.play(s, LoyangAction.DONE);
    assertThat(next.phase()).isEqualTo(new Phase.HarvestTurn(0, false, 0));
    // after the last position the card phase follows (no turn again for the First Start Player)
    LoyangState last = GAME.play(next, LoyangAction.DONE);
    assertThat(last.phase()).isNotInstanceOf(Phase.HarvestTurn.class);
  }

  @Test
  void discardingTheHarvestHelperEndsTheTurn_anotherHelperDoesNot() {
    LoyangState s = withHarvestHelpers(0, 2);
    int harvest = s.player(2).helpers().head().card();
    LoyangState shopper = LoyangPositions.of(s).give(2, "SHOPPER").build();
    // helpers of seat 2: [Harvest helper, Shopper]; move the Shopper in front
    Player p = shopper.player(2);
    shopper = shopper.withPlayer(2, p.withHelpers(p.helpers().reverse()))
        .withPhase(new Phase.HarvestTurn(2, false, 0));
    LoyangState kept = GAME.play(shopper, new LoyangAction.DiscardHelper(0));
    assertThat(kept.phase()).as("the Harvest helper is still there (now first)")
        .isEqualTo(new Phase.HarvestTurn(2, false, 0));
    assertThat(kept.player(2).helpers().head().card()).isEqualTo(harvest);
    LoyangState gone = GAME.play(kept, new LoyangAction.DiscardHelper(0));
    assertThat(gone.phase()).isEqualTo(new Phase.HarvestTurn(0, false, 0));
  }

  @Test
  void theCardPhaseFollowsEvenWithNobodyHoldingCards() {
    LoyangState s = withHarvestHelpers(0).withPhase(new Phase.HarvestTurn(0, false, 0));
    Step<LoyangState, LoyangEvent> step = GAME.apply(s, LoyangAction.DONE);
    assertThat(step.state()).isNotNull();
    assertThat(step.state().phase()).isNotInstanceOf(Phase.HarvestTurn.class).isNotInstanceOf(Phase.Drafting.class);
  }
}
