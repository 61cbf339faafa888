package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.GAME;
import static org.spielwerk.loyang.Fixture.done;
import static org.spielwerk.loyang.Fixture.goods;
import static org.spielwerk.loyang.Fixture.play;
import static org.spielwerk.loyang.Fixture.rejects;
import static org.spielwerk.loyang.Fixture.twoActing;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.loyang.LoyangAction.Activate;

/** The Audit section's open questions (each an option) and the seed's "Grenzfälle" (§11). */
class AuditTest {

  @Test
  void q3_harvestHelperEveryEligibleFieldAutomatically() {
    // Audit Q3 reading B: Yucata takes one more good from every non-home field still holding 3+
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA.withHarvestHelperChoosesFields(false), 2, 3)
        .actionPhase(0, 1).give(0, "HARVEST_HELPER").field(0, "F5", Good.TURNIP, 5).field(0, "F4", Good.WHEAT, 4)
        .cart(0, Goods.NONE).build();
    s = Rules.startRound(s.withPhase(new Phase.GameOver()), 2, EventSink.ignore());
    s = play(s, new LoyangAction.PlayHarvestHelper(0));
    assertThat(s.player(0).cart().turnip()).isEqualTo(2);
    assertThat(s.phase()).isInstanceOf(Phase.Drafting.class);
  }

  @Test
  void q4_ploughmanPickingFields() {
    // Audit Q4 reading B: the player picks which 1-good fields to harvest, one at a time
    LoyangState s = LoyangPositions.of(twoActing().build()).state(x -> x.withOptions(x.options()
            .withPloughmanChoosesFields(true)))
        .give(0, "PLOUGHMAN").field(0, "F4", Good.WHEAT, 1).field(0, "F5", Good.TURNIP, 1).cart(0, Goods.NONE).build();
    int n = s.player(0).fields().size();
    s = play(s, new Activate(0, 2), new LoyangAction.PloughField(n - 1), done());
    assertThat(s.player(0).cart()).isEqualTo(goods("T"));
    assertThat(s.player(0).fields()).hasSize(n - 1);
  }

  @Test
  void q6_marketCrierInTheCardPhase() {
    // Audit Q6: reading A only to pay for a common field; reading B at any card-phase decision
    LoyangPositions b = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 3).give(0, "MARKET_CRIER").give(0, "MS01");
    LoyangState s = b.build();
    rejects(s, new Activate(0, 2), "card phase to pay for a common field");
    LoyangState t = LoyangPositions.of(s).state(x -> x.withOptions(x.options().withCrierAnyTimeInCardPhase(true))).build();
    t = play(t, new Activate(0, 2), new LoyangAction.CrierMove(0, Good.BEAN), done());
    assertThat(t.phase()).isInstanceOf(Phase.Drafting.class);
    assertThat(((Phase.Drafting) t.phase()).sub()).isNull();
    // reading A: with a common field in hand and too little cash, the Bookkeeper and the Crier may pay for it
    LoyangState u = LoyangPositions.of(s).cash(0, 1).hand(0, "CF3").build();
    play(u, new Activate(0, 2));
  }

  @Test
  void q2_helpersAreDiscardedOnlyAtTheOwnersDecisions() {
    // Audit Q2 reading B (engine): not during another player's action phase
    LoyangState s = twoActing().give(1, "SHOPPER").build();
    assertThat(s.toMove()).isEqualTo(0);
    assertThat(GAME.legalActions(s)).noneMatch(a -> a instanceof LoyangAction.DiscardHelper);
  }

  @Test
  void grenzfall_noStallActionsInTheCardPhase() {
    // Grenzfälle: stall trades only in the action phase, not to finance a field in the card phase
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 3).give(0, "MS01").cart(0, goods("WW")).build();
    rejects(s, new LoyangAction.Exchange(0, Good.PUMPKIN), "Market stall (§4D)");
  }

  @Test
  void grenzfall_bothPilesEmptyDrawsWhatIsThere() {
    // §4H (U): both piles empty: the pack is what is there (nothing); it still counts as bought
    LoyangState s = twoActing().build();
    Player p0 = s.player(0);
    for (int card : s.draw().appendAll(s.discard())) {
      p0 = CardNumbers.DEFAULT.kind(card) == Tables.Kind.CASUAL ? p0.withCasuals(p0.casuals().append(new Casual(card, -1)))
          : p0;
    }
    Vector<Integer> rest = s.draw().appendAll(s.discard()).filter(c -> CardNumbers.DEFAULT.kind(c) != Tables.Kind.CASUAL);
    s = s.withPlayer(0, p0).withDraw(rest.take(1)).withDiscard(Vector.empty());
    Player p1 = s.player(1);
    for (int card : rest.drop(1)) {
      p1 = Rules.place(s.withPlayer(1, p1), 1, card, -1, EventSink.ignore()).player(1);
    }
    s = s.withPlayer(1, p1);
    GAME.validate(s);
    s = play(s, new LoyangAction.BuyPack());
    assertThat(((Phase.Pack) ((Phase.Acting) s.phase()).sub()).drawn()).hasSize(1);
  }

  @Test
  void u22_forcedPlayerFacingAnEmptyCourtyardTakesAHandCardOnly() {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 3).build();
    s = s.withPhase(new Phase.Drafting(0, Vector.of(0), Vector.of(1), false, 0, false, null))
        .withDiscard(s.discard().appendAll(s.player(1).hand())).withPlayer(1, s.player(1).withHand(Vector.empty()));
    int card = s.player(0).hand().head();
    s = play(s, new LoyangAction.TakeFromHand(card));
    assertThat(s.phase()).isInstanceOf(Phase.Acting.class);
  }

  @Test
  void badInput_changesNothing() {
    // a rejected action leaves the state as it was (states are values)
    LoyangState s = twoActing().cash(0, 0).build();
    LoyangState copy = s;
    rejects(s, new LoyangAction.Buy(Good.WHEAT), "Buying (§4B)");
    assertThat(s).isEqualTo(copy);
    rejects(s, new LoyangAction.Advance(), "Path of prosperity");
    rejects(s, new LoyangAction.Serve(0), "Casual customers");
  }
}
