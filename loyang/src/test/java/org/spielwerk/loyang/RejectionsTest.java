package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.GAME;
import static org.spielwerk.loyang.Fixture.rejects;

import org.junit.jupiter.api.Test;

/**
 * Actions the rules forbid, each from a constructed position, rejected with a message naming the rule
 * (and absent from the legal actions).
 */
class RejectionsTest {

  private static LoyangState acting() {
    return Fixture.twoActing().build();
  }

  private static LoyangState draft(int players) {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, players, 1).build();
    assertThat(s.phase()).isInstanceOf(Phase.Drafting.class);
    return s;
  }

  /** §8.2: at most maxLoans loans (31 on Yucata); §12: nothing after the end. */
  @Test
  void loansAndTheEnd() {
    LoyangState s = LoyangPositions.of(acting()).player(0, p -> p.withLoans(31)).build();
    rejects(s, LoyangAction.LOAN, "a player may take at most 31 loans");
    LoyangState under = LoyangPositions.of(acting()).player(0, p -> p.withLoans(30)).build();
    assertThat(GAME.legalActions(under)).contains(LoyangAction.LOAN);
    rejects(acting().withPhase(new Phase.GameOver()).withRound(9), LoyangAction.LOAN, "the game is over");
  }

  /** §3.2.4: the reveal only with 2 players, at the start of a draft turn, once, from a non-empty draw pile. */
  @Test
  void theTwoPlayerReveal() {
    rejects(draft(3), LoyangAction.REVEAL, "only in the 2-player game");
    LoyangState two = draft(2);
    LoyangState revealed = Fixture.play(two, LoyangAction.REVEAL);
    rejects(revealed, LoyangAction.REVEAL, "one card per turn");
    LoyangState taken = Fixture.play(revealed, new LoyangAction.TakeFromCourtyard(revealed.courtyard().head()));
    if (taken.phase() instanceof Phase.Drafting d && d.taken() > 0) {
      rejects(taken, LoyangAction.REVEAL, "only at the start of a draft turn");
    }
    rejects(LoyangPositions.of(two).emptyDrawPile().build(), LoyangAction.REVEAL, "the draw pile is empty");
    rejects(acting(), LoyangAction.REVEAL, "only at the start of a draft turn");
  }

  /** §3.2.3: hand and courtyard cards move only in the player's draft turn, and only cards that are there. */
  @Test
  void theDistributionRound() {
    LoyangState s = draft(3);
    Player p = s.player(s.toMove());
    int notInHand = s.draw().head();
    rejects(s, new LoyangAction.AddToCourtyard(notInHand), "that card is not in the hand");
    rejects(s, new LoyangAction.TakeFromCourtyard(notInHand), "that card is not in the courtyard");
    rejects(acting(), new LoyangAction.AddToCourtyard(p.hand().head()), "only as the turn's choice (a)");
    rejects(acting(), new LoyangAction.TakeFromCourtyard(notInHand), "taken in the player's draft turn");
    rejects(acting(), new LoyangAction.TakeFromHand(notInHand), "hand cards are taken in the player's draft turn");
    rejects(s, LoyangAction.PLACE_ASSIGNED, "no assigned regular customer");
    rejects(s, LoyangAction.DONE, "a draft turn ends by taking cards");
  }

  /** §4A sowing only an empty field that exists; §2.1 the home field only at setup; §3.3.2 partners. */
  @Test
  void sowingAndSetup() {
    LoyangState s = acting();
    rejects(s, new LoyangAction.Sow(0, Good.WHEAT), "only an empty field can be sown");
    rejects(s, new LoyangAction.Sow(7, Good.WHEAT), "no field at position 7");
    rejects(s, new LoyangAction.SowHome(Good.WHEAT), "the home field is sown only at setup");
    rejects(s, new LoyangAction.ChoosePartner(1), "the partner is chosen at the start of the action phase");
  }

  /** §3.4: storing, the flip and the steps come only after the actions; §1.4 U2: not past the last space. */
  @Test
  void storingAndThePath() {
    LoyangState s = acting();
    rejects(s, LoyangAction.FLIP, "only in the storing step");
    rejects(s, new LoyangAction.GiveUp(Good.WHEAT), "goods are given up only in the storing step");
    rejects(s, LoyangAction.ADVANCE, "steps are taken only at the end of the own action phase");
    rejects(s, LoyangAction.DONE, "end the actions with EndActions");
    Phase.Acting a = (Phase.Acting) s.phase();
    LoyangState last = s.withPhase(new Phase.Acting(a.turn(), Phase.Stage.ADVANCING, 0, a.flags(), null))
        .withPlayer(0, s.player(0).withSpace(20).withCart(Goods.NONE).withCash(50));
    rejects(last, LoyangAction.ADVANCE, "the marker is on the last space");
    LoyangState before = last.withPlayer(0, last.player(0).withSpace(19));
    assertThat(GAME.legalActions(before)).contains(LoyangAction.ADVANCE);
  }

  /** §4C selling only from the cart; §4E only an existing helper; §4F/§4G only existing customers; §4H keep only drawn cards. */
  @Test
  void cardsAndGoodsThatAreNotThere() {
    LoyangState s = LoyangPositions.of(acting()).cart(0, Goods.NONE).build();
    rejects(s, new LoyangAction.Sell(Good.LEEK), "the good must come from the cart");
    rejects(s, new LoyangAction.DiscardHelper(0), "no such uncovered helper");
    rejects(s, new LoyangAction.Deliver(0), "no uncovered regular customer at position 0");
    rejects(s, new LoyangAction.Decline(0), "no uncovered regular customer at position 0");
    rejects(s, new LoyangAction.Serve(0), "no casual customer at position 0");
    rejects(s, new LoyangAction.Keep(s.draw().head()), "cards are kept only from a double pack just drawn");
  }
}
