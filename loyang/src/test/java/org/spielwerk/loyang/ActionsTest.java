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
import org.spielwerk.core.Outcome;
import org.spielwerk.core.Status;
import org.spielwerk.loyang.LoyangAction.Buy;
import org.spielwerk.loyang.LoyangAction.Exchange;
import org.spielwerk.loyang.LoyangAction.Give;
import org.spielwerk.loyang.LoyangAction.Keep;
import org.spielwerk.loyang.LoyangAction.Sell;
import org.spielwerk.loyang.LoyangAction.Sow;

/** Actions A-H (§4), storing and steps (§3.4, §1.4), loans (§8) and the end (§12). */
class ActionsTest {

  @Test
  void sow_fillsAnEmptyFieldWithOneGoodFromTheCart() {
    // §4A: one good from the cart, the other plots from the supply; only the goods the field allows
    LoyangPositions b = twoActing().field(0, "F4", null, 0).cart(0, goods("LW"));
    LoyangState s = b.build();
    int f = s.player(0).fields().size() - 1;
    rejects(s, new Sow(f, Good.LEEK), "does not allow leek");
    s = play(s, new Sow(f, Good.WHEAT));
    assertThat(s.player(0).fields().get(f).count()).isEqualTo(4);
    assertThat(s.player(0).cart()).isEqualTo(goods("L"));
    rejects(s, new Sow(f, Good.LEEK), "only an empty field");
  }

  @Test
  void harvestHelperOption2_oneMoreGoodOnFieldsSownThisPhase() {
    // §9.5 option 2 (U14): also the fields sown before it was played
    LoyangState s = twoActing().field(0, "F4", null, 0).field(0, "F5", null, 0).give(0, "HARVEST_HELPER")
        .cart(0, goods("WP")).build();
    int n = s.player(0).fields().size();
    s = play(s, new Sow(n - 2, Good.WHEAT), new LoyangAction.Activate(0, 2), new Sow(n - 1, Good.PUMPKIN));
    assertThat(s.player(0).fields().get(n - 2).count()).isEqualTo(5);
    assertThat(s.player(0).fields().get(n - 1).count()).isEqualTo(6);
  }

  @Test
  void buyAndSell_atTheShopsPrices() {
    // §4B / §4C: buy at the dark price from the own stock; sell at the light price into a free slot
    LoyangState s = twoActing().cash(0, 10).cart(0, goods("BB"))
        .shop(0, new Goods(3, 2, 2, 2, 1, 0)).build();
    s = play(s, new Sell(Good.BEAN));
    assertThat(s.player(0).cash()).isEqualTo(12);
    rejects(s, new Sell(Good.BEAN), "no free beans slot");
    rejects(s, new Buy(Good.LEEK), "the shop holds no leek");
    s = play(s, new Buy(Good.TURNIP));
    assertThat(s.player(0).cash()).isEqualTo(7);
    rejects(s.withPlayer(0, s.player(0).withCash(2)), new Buy(Good.WHEAT), "costs 3 cash");
  }

  @Test
  void stall_bowlsAnyGoodsEvenTheSameType() {
    // §4D: MS01 offers pumpkin (1 bowl), beans (2), leek (2); any goods from the cart, even the same type
    LoyangState s = twoActing().give(0, "MS01").cart(0, goods("BWW")).build();
    s = play(s, new Exchange(0, Good.BEAN), new Give(Good.BEAN));
    rejects(s, new Sell(Good.WHEAT), "finish the decision");
    s = play(s, new Give(Good.WHEAT));
    assertThat(s.player(0).cart()).isEqualTo(goods("BW"));
    assertThat(s.player(0).stalls().head().goods()).isEqualTo(goods("PL"));
    rejects(s.withPlayer(0, s.player(0).withCart(goods("B"))), new Exchange(0, Good.LEEK), "costs 2 goods");
  }

  @Test
  void maid_theSeedsExample() {
    // §9.13: activate the Maid and discard her (the pack gets cheaper), buy the pack, then trade 1:1 at a 2-bowl good
    LoyangState s = twoActing().give(0, "MAID").give(0, "SHOPPER").give(0, "MS01").cart(0, goods("W")).cash(0, 5)
        .drawTop("CC-WPT", "CC-WPC").build();
    s = play(s, new LoyangAction.Activate(0, 1));
    assertThat(Checks.packCost(s.player(0), (Phase.Acting) s.phase())).isEqualTo(1);
    s = play(s, new LoyangAction.BuyPack(), done(), new Exchange(0, Good.LEEK), new Give(Good.WHEAT));
    assertThat(s.player(0).cash()).isEqualTo(4);
    assertThat(s.player(0).cart()).isEqualTo(goods("L"));
  }

  @Test
  void doublePack_costOnceStackAndFields() {
    // §4H: cost = max(uncovered helpers, uncovered stalls); once per phase even if nothing was kept;
    // both kept are stacked, the first on top; a common field costs 2 even under the other card
    LoyangPositions b = twoActing().give(0, "SHOPPER").give(0, "MAID").give(0, "MS01").cash(0, 10)
        .drawTop("CF3", "RC-WP");
    LoyangState s = play(b.build(), new LoyangAction.BuyPack());
    assertThat(s.player(0).cash()).isEqualTo(8);
    assertThat(((Phase.Pack) ((Phase.Acting) s.phase()).sub()).drawn()).containsExactly(b.card("CF3"), b.card("RC-WP"));
    s = play(s, new Keep(b.card("RC-WP")), new Keep(b.card("CF3")));
    assertThat(s.player(0).cash()).as("the covered field is paid too").isEqualTo(6);
    Regular top = s.player(0).regulars().last();
    assertThat(top.card()).isEqualTo(b.card("RC-WP"));
    assertThat(top.under()).isEqualTo(b.card("CF3"));
    assertThat(top.owed()).as("a regular kept in the own phase is owed at once").isTrue();
    rejects(s, new LoyangAction.BuyPack(), "only once per action phase");
    GAME.validate(s);
  }

  @Test
  void doublePack_nothingKeptStillCounts_emptyDrawPileReshuffles() {
    // §4H / Grenzfälle: an empty draw pile in the action phase takes the discard pile at once
    LoyangState s = twoActing().emptyDrawPile().build();
    int discard = s.discard().size();
    s = play(s, new LoyangAction.BuyPack());
    assertThat(s.draw()).hasSize(discard - 2);
    s = play(s, done());
    assertThat(s.discard()).hasSize(2);
    rejects(s, new LoyangAction.BuyPack(), "only once");
  }

  @Test
  void storing_capacityFlipAndGivingUp() {
    // §3.4 / §1.5: goods beyond the storehouse are sold or go back; flipping costs 2 (Yucata: only when needed)
    LoyangState s = twoActing().cart(0, goods("WPT")).cash(0, 2).build();
    s = play(s, new LoyangAction.EndActions());
    rejects(s, done(), "the cart holds 3 goods");
    s = play(s, new LoyangAction.GiveUp(Good.WHEAT));
    s = play(s, new LoyangAction.Flip());
    assertThat(s.player(0).bigStore()).isTrue();
    assertThat(s.player(0).cash()).isZero();
    assertThat(s.player(0).store()).as("stored by itself once it fits").isEqualTo(goods("PT"));
    assertThat(((Phase.Acting) s.phase()).stage()).isEqualTo(Phase.Stage.ADVANCING);
  }

  @Test
  void path_firstStepOneThenTheSpaceValue() {
    // §1.4: from space 1: 1, then 3, then 4 (U1: value = space)
    LoyangState s = twoActing().cart(0, Goods.NONE).cash(0, 8).build();
    s = play(s, new LoyangAction.EndActions(), new LoyangAction.Advance(), new LoyangAction.Advance(),
        new LoyangAction.Advance());
    assertThat(s.player(0).space()).isEqualTo(4);
    assertThat(s.player(0).cash()).isZero();
    rejects(s, new LoyangAction.Advance(), "costs 5 cash");
    s = play(s, done());
    assertThat(s.toMove()).isEqualTo(1);
    rejects(s, new LoyangAction.Advance(), "Path of prosperity");
  }

  @Test
  void loans_fiveCashUpToTheCap() {
    // §8.2: +5 cash; Yucata at most 31
    LoyangState s = twoActing().player(0, p -> p.withLoans(30)).build();
    int cash = s.player(0).cash();
    s = play(s, new LoyangAction.TakeLoan());
    assertThat(s.player(0).cash()).isEqualTo(cash + 5);
    rejects(s, new LoyangAction.TakeLoan(), "at most 31 loans");
  }

  @Test
  void end_spaceMinusLoansThenCashThenGoods() {
    // §12: score = space - loans; ties: more cash, then more goods on fields and in the storehouse; else shared
    LoyangState s = twoActing().build().withRound(9).withPhase(new Phase.GameOver());
    s = s.withPlayer(0, s.player(0).withSpace(10).withLoans(2).withCash(3))
        .withPlayer(1, s.player(1).withSpace(9).withLoans(1).withCash(3));
    Player p0 = s.player(0).withFields(Vector.empty()).withStore(goods("W"));
    Player p1 = s.player(1).withFields(Vector.empty()).withStore(Goods.NONE);
    Outcome o = ((Status.Finished) GAME.status(s.withPlayer(0, p0).withPlayer(1, p1))).outcome();
    assertThat(o.scores()).containsExactly(8, 8);
    assertThat(o.ranks()).as("equal cash: the goods decide").containsExactly(0, 1);
    o = ((Status.Finished) GAME.status(s.withPlayer(0, p0.withStore(Goods.NONE)).withPlayer(1, p1))).outcome();
    assertThat(o.ranks()).as("still tied: a shared place").containsExactly(0, 0);
    o = ((Status.Finished) GAME.status(s.withPlayer(0, p0).withPlayer(1, p1.withCash(4)))).outcome();
    assertThat(o.ranks()).as("more cash first").containsExactly(1, 0);
    LoyangState floor = s.withOptions(s.options().withScoreFloorAtOne(true))
        .withPlayer(0, p0.withSpace(2).withLoans(5));
    assertThat(((Status.Finished) GAME.status(floor)).outcome().scores().get(0)).as("Audit Q5 reading B").isEqualTo(1);
  }

  @Test
  void gameEndsAfterRoundNine() {
    LoyangState s = twoActing().round(9).cart(0, Goods.NONE).cart(1, Goods.NONE).build();
    s = play(s, new LoyangAction.EndActions(), done(), new LoyangAction.EndActions(), done());
    assertThat(GAME.isOver(s)).isTrue();
    rejects(s, new LoyangAction.TakeLoan(), "the game is over");
  }
}
