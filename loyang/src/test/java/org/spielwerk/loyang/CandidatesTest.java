package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.GAME;
import static org.spielwerk.loyang.Fixture.goods;
import static org.spielwerk.loyang.Fixture.twoActing;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.loyang.LoyangAction.Activate;
import org.spielwerk.loyang.Phase.Acting;
import org.spielwerk.loyang.Phase.Stage;

/** The exact legal actions of constructed positions, phase by phase and helper by helper. */
class CandidatesTest {

  private static LoyangState stage(LoyangState s, Stage stage) {
    Acting a = (Acting) s.phase();
    return s.withPhase(new Acting(a.turn(), stage, a.steps(), a.flags(), a.sub()));
  }

  private static LoyangState sub(LoyangState s, Phase.Sub sub) {
    return s.withPhase(((Acting) s.phase()).withSub(sub));
  }

  /** §3.1 Yucata: before playing the Harvest helper: play it, discard a helper, pass, sell, borrow. */
  @Test
  void theHarvestTurnBeforePlaying() {
    LoyangState s = twoActing().give(0, "SHOPPER").give(0, "HARVEST_HELPER").field(0, "F3", Good.WHEAT, 3)
        .cart(0, Goods.NONE).build().withPhase(new Phase.HarvestTurn(0, false, 0));
    assertThat(GAME.legalActions(s)).containsExactly(new LoyangAction.PlayHarvestHelper(1),
        new LoyangAction.DiscardHelper(0), new LoyangAction.DiscardHelper(1), LoyangAction.DONE, LoyangAction.LOAN);
  }

  /** §3.1 Yucata: once played, each non-home field still holding 3 or more, once; or pass. */
  @Test
  void theHarvestTurnPlaying() {
    LoyangState s = twoActing().give(0, "HARVEST_HELPER").field(0, "F3", Good.WHEAT, 3).field(0, "F4", Good.WHEAT, 4)
        .cart(0, Goods.NONE).player(0, p -> p.withLoans(31)).build();
    int n = s.player(0).fields().size();
    LoyangState playing = s.withPhase(new Phase.HarvestTurn(0, true, 1 << (n - 1)));
    assertThat(GAME.legalActions(playing)).containsExactly(new LoyangAction.HarvestAgain(n - 2), LoyangAction.DONE);
  }

  /** §3.4: storing: with the cart fitting only Done (the flip not offered on Yucata); over it give up or flip. */
  @Test
  void theStoringStep() {
    LoyangState s = stage(twoActing().cash(0, 2).player(0, p -> p.withLoans(31)).build(), Stage.STORING);
    LoyangState fits = LoyangPositions.of(s).cart(0, goods("L")).shop(0, new Goods(3, 2, 2, 2, 2, 2)).build();
    assertThat(GAME.legalActions(fits)).containsExactly(LoyangAction.DONE);
    LoyangState over = LoyangPositions.of(s).cart(0, goods("WL")).shop(0, new Goods(3, 2, 2, 2, 2, 2)).build();
    assertThat(GAME.legalActions(over)).containsExactly(LoyangAction.FLIP, new LoyangAction.GiveUp(Good.WHEAT),
        new LoyangAction.GiveUp(Good.LEEK));
  }

  /** §1.4: advancing: a step if affordable, or Done. */
  @Test
  void theAdvancingStep() {
    LoyangState s = stage(twoActing().cart(0, Goods.NONE).cash(0, 1).player(0, p -> p.withLoans(31)).build(),
        Stage.ADVANCING);
    assertThat(GAME.legalActions(s)).containsExactly(LoyangAction.ADVANCE, LoyangAction.DONE);
  }

  /** §3.3.2: the partner is one of the two seats without a start token. */
  @Test
  void choosingAPartner() {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 4, 1).actionPhase(2, 3, 0, 1).build()
        .withOrder(Vector.empty()).withPhase(new Phase.ChoosingPartner());
    assertThat(GAME.legalActions(s)).filteredOn(LoyangAction.ChoosePartner.class::isInstance)
        .containsExactly(new LoyangAction.ChoosePartner(0), new LoyangAction.ChoosePartner(1));
  }

  /** §4: the own action phase's actions with nothing on the cart: buy what the cash pays, the pack, end. */
  @Test
  void anEmptyCartInTheActionPhase() {
    LoyangState s = twoActing().cart(0, Goods.NONE).cash(0, 4).player(0, p -> p.withLoans(31)).build();
    // wheat 3 and pumpkin 4 are affordable; the double pack costs max(helpers, stalls) = 0
    assertThat(GAME.legalActions(s)).containsExactly(new LoyangAction.Buy(Good.WHEAT),
        new LoyangAction.Buy(Good.PUMPKIN), LoyangAction.BUY_PACK, LoyangAction.END_ACTIONS);
  }

  /** §4F, §3.4 Yucata: an owed regular customer is delivered or declined before the actions end. */
  @Test
  void anOwedCustomerBlocksTheEnd() {
    LoyangState s = twoActing().give(0, "RC-TC").cart(0, goods("TC")).cash(0, 0).shop(0, new Goods(3, 2, 2, 2, 2, 2))
        .player(0, p -> p.withLoans(31)).build();
    assertThat(GAME.legalActions(s)).contains(new LoyangAction.Deliver(0), new LoyangAction.Decline(0))
        .doesNotContain(LoyangAction.END_ACTIONS);
    LoyangState declined = GAME.play(s, new LoyangAction.Decline(0));
    assertThat(GAME.legalActions(declined)).contains(LoyangAction.END_ACTIONS)
        .doesNotContain(new LoyangAction.Deliver(0), new LoyangAction.Decline(0));
  }

  /** §4H.6: during the double pack a cash helper pays a drawn common field the player cannot afford. */
  @Test
  void cashHelpersDuringThePack() {
    LoyangPositions b = twoActing().give(0, "BOOKKEEPER").give(0, "MARKET_CRIER").give(0, "MS01");
    int cf3 = b.card("CF3");
    LoyangState s = sub(b.cash(0, 0).cart(0, Goods.NONE).player(0, p -> p.withLoans(31)).build(),
        new Phase.Pack(Vector.of(cf3), -1, -1));
    assertThat(GAME.legalActions(s)).containsExactly(new Activate(0, 1), new Activate(1, 2), LoyangAction.DONE);
  }

  /** §4D: handing over goods for a stall good: each good on the cart. */
  @Test
  void payingForAStallGood() {
    LoyangState base = twoActing().give(1, "MS01").cart(0, goods("WWC")).player(0, p -> p.withLoans(31))
        .shop(0, new Goods(3, 2, 2, 2, 2, 2)).build();
    LoyangState s = sub(base, new Phase.StallPay(1, 0, Good.PUMPKIN, 2));
    assertThat(GAME.legalActions(s)).containsExactly(new LoyangAction.Give(Good.WHEAT), new LoyangAction.Give(Good.CABBAGE));
  }
}
