package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.vavr.collection.Vector;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;

/**
 * {@code validate} bounds every number by the range the rules allow and names the field: each check once
 * just inside its range (accepted) and once just outside (rejected).
 */
class ValidationTest {
  private static final Loyang GAME = new Loyang();

  /** Round 1's action phase, 2 players, seat 0 acting. */
  private static LoyangState acting() {
    return Fixture.twoActing().build();
  }

  private static void accepts(LoyangState s) {
    assertThatCode(() -> GAME.validate(s)).doesNotThrowAnyException();
  }

  private static void rejects(LoyangState s, String field) {
    InvalidPositionException e = catchThrowableOfType(InvalidPositionException.class, () -> GAME.validate(s));
    assertThat(e).as("validate rejects the position").isNotNull();
    assertThat(e.field()).isEqualTo(field);
  }

  private static LoyangState player0(UnaryOperator<Player> change) {
    LoyangState s = acting();
    return s.withPlayer(0, change.apply(s.player(0)));
  }

  @Test
  void theBaseIsValid() {
    accepts(acting());
  }

  /** §1.2 cash is never negative; loans up to the option's limit (§8.2); the path runs 1..20 (§1.4). */
  @Test
  void cashLoansAndSpace() {
    accepts(player0(p -> p.withCash(0)));
    accepts(player0(p -> p.withCash(Rules.CASH_LIMIT)));
    rejects(player0(p -> p.withCash(-1)), "players[0].cash");
    rejects(player0(p -> p.withCash(Rules.CASH_LIMIT + 1)), "players[0].cash");
    accepts(player0(p -> p.withLoans(31)));
    rejects(player0(p -> p.withLoans(32)), "players[0].loans");
    rejects(player0(p -> p.withLoans(-1)), "players[0].loans");
    accepts(player0(p -> p.withSpace(1)));
    accepts(player0(p -> p.withSpace(20)));
    rejects(player0(p -> p.withSpace(0)), "players[0].space");
    rejects(player0(p -> p.withSpace(21)), "players[0].space");
  }

  /** §1.3 the shop holds at most its slots (3 wheat); §3.4 the storehouse holds 1, or 4 once flipped. */
  @Test
  void shopCartAndStorehouse() {
    accepts(player0(p -> p.withShop(p.shop().with(Good.WHEAT, 3))));
    rejects(player0(p -> p.withShop(p.shop().with(Good.WHEAT, 4))), "players[0].shop");
    rejects(player0(p -> p.withShop(p.shop().with(Good.LEEK, -1))), "players[0].shop");
    accepts(player0(p -> p.withCart(Goods.NONE.plus(Good.BEAN, Rules.GOODS_LIMIT))));
    rejects(player0(p -> p.withCart(Goods.NONE.plus(Good.BEAN, Rules.GOODS_LIMIT + 1))), "players[0].cart");
    accepts(advancing(p -> p.withStore(Goods.NONE.plus(Good.WHEAT, 1))));
    rejects(advancing(p -> p.withStore(Goods.NONE.plus(Good.WHEAT, 2))), "players[0].store");
    accepts(advancing(p -> p.withBigStore(true).withStore(Goods.NONE.plus(Good.WHEAT, 4))));
    rejects(advancing(p -> p.withBigStore(true).withStore(Goods.NONE.plus(Good.WHEAT, 5))), "players[0].store");
  }

  /**
   * §3.1 the harvest unloads the storehouse onto the cart; §3.4 it is filled again only by the player's own
   * storing step. Goods in it before that step would be stored a second time and overfill it (issue 19).
   */
  @Test
  void theStorehouseHoldsGoodsOnlyFromTheOwnStoringStepToTheNextHarvest() {
    Goods one = Goods.NONE.plus(Good.WHEAT, 1);
    rejects(player0(p -> p.withStore(one)), "players[0].store");
    LoyangState storing = player0(p -> p.withStore(one).withCart(one));
    Phase.Acting a = (Phase.Acting) storing.phase();
    rejects(storing.withPhase(new Phase.Acting(a.turn(), Phase.Stage.STORING, 0, a.flags(), null)), "players[0].store");
    LoyangState s = acting();
    rejects(s.withPlayer(1, s.player(1).withStore(one)), "players[1].store");
    accepts(advancing(p -> p.withStore(one)));
  }

  /** Seat 0 advancing on the path after storing: the cart is empty, the storehouse may hold goods. */
  private static LoyangState advancing(UnaryOperator<Player> change) {
    LoyangState s = player0(p -> change.apply(p.withCart(Goods.NONE)));
    Phase.Acting a = (Phase.Acting) s.phase();
    return s.withPhase(new Phase.Acting(a.turn(), Phase.Stage.ADVANCING, 0, a.flags(), null));
  }

  /** §1.6 a field holds at most its plots (one more for a field sown with the Harvest helper), only allowed goods. */
  @Test
  void fieldsHoldWhatTheyAllow() {
    accepts(player0(p -> p.withFields(p.fields().update(0, new Field(p.fields().head().card(), -1, Good.WHEAT, 9,
        false)))));
    rejects(player0(p -> p.withFields(p.fields().update(0, new Field(p.fields().head().card(), -1, Good.WHEAT, 10,
        false)))), "players[0].fields[0].count");
    rejects(player0(p -> p.withFields(p.fields().update(0, new Field(p.fields().head().card(), -1, Good.CABBAGE, 3,
        false)))), "players[0].fields[0].good");
    rejects(player0(p -> p.withFields(p.fields().update(0, new Field(p.fields().head().card(), -1, null, 3,
        false)))), "players[0].fields[0].count");
    rejects(player0(p -> p.withFields(p.fields().update(0, new Field(p.fields().head().card(), -1, Good.WHEAT, 0,
        false)))), "players[0].fields[0].count");
    LoyangPositions b = Fixture.twoActing();
    LoyangState withF3 = b.field(0, "F3", Good.LEEK, 4).build();
    int at = withF3.player(0).fields().size() - 1;
    accepts(withF3);
    rejects(LoyangPositions.of(withF3).sown(0, at, Good.LEEK, 5).build(), "players[0].fields[" + at + "].count");
  }

  /** §2.1: the home field lies first in the fields row, where the engine sows and harvests it (issue 19). */
  @Test
  void theHomeFieldLiesFirstInTheFieldsRow() {
    LoyangState withF3 = Fixture.twoActing().field(0, "F3", Good.LEEK, 4).build();
    accepts(withF3);
    Vector<Field> fields = withF3.player(0).fields();
    int last = fields.size() - 1;
    Vector<Field> swapped = fields.update(0, fields.get(last)).update(last, fields.head());
    rejects(withF3.withPlayer(0, withF3.player(0).withFields(swapped)), "players[0].fields[" + last + "]");
  }

  /** §9.5: a field is fresh (sown this action phase) only in the acting player's own action phase. */
  @Test
  void onlyTheActingPlayersFieldsAreFresh() {
    LoyangState s = Fixture.twoActing().field(1, "F3", Good.LEEK, 4).field(0, "F3", Good.LEEK, 4).build();
    int last0 = s.player(0).fields().size() - 1;
    int last1 = s.player(1).fields().size() - 1;
    Field f0 = s.player(0).fields().get(last0);
    Field f1 = s.player(1).fields().get(last1);
    accepts(s.withPlayer(0, s.player(0).withFields(s.player(0).fields().update(last0,
        new Field(f0.card(), f0.under(), f0.good(), f0.count(), true)))));
    rejects(s.withPlayer(1, s.player(1).withFields(s.player(1).fields().update(last1,
        new Field(f1.card(), f1.under(), f1.good(), f1.count(), true)))), "players[1].fields[" + last1 + "].fresh");
  }

  /** §2.1 the private stack: two sets and an openly placed bottom within it. */
  @Test
  void stackBounds() {
    LoyangState s = acting();
    int size = s.player(0).stack().size();
    rejects(player0(p -> p.withStackFirstSet(-1)), "players[0].stackFirstSet");
    rejects(player0(p -> p.withStackKnown(-1)), "players[0].stackFirstSet");
    rejects(player0(p -> p.withStackFirstSet(size + 1)), "players[0].stackFirstSet");
    accepts(player0(p -> p.withStackFirstSet(size)));
    rejects(player0(p -> p.withStackFirstSet(size).withStackKnown(1)), "players[0].stackFirstSet");
  }

  /** §3.2 hands hold at most 4 cards; helpers remember a round not after the current one. */
  @Test
  void handsAndHelpers() {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 1).build();
    assertThat(s.phase()).isInstanceOf(Phase.Drafting.class);
    accepts(s);
    LoyangState five = s.withPlayer(0, s.player(0).withHand(s.player(0).hand().append(s.draw().head())))
        .withDraw(s.draw().tail());
    rejects(five, "players[0].hand");
    LoyangState helper = Fixture.twoActing().give(0, "TRADER").build();
    accepts(helper);
    HelperCard h = helper.player(0).helpers().head();
    rejects(helper.withPlayer(0, helper.player(0).withHelpers(Vector.of(new HelperCard(h.card(), -1, 2)))),
        "players[0].helpers[0].round");
    rejects(helper.withPlayer(0, helper.player(0).withHelpers(Vector.of(new HelperCard(h.card(), -1, -1)))),
        "players[0].helpers[0].round");
  }

  /** §3.3 the action phase: a turn within the order, steps only while advancing and at most the path's length. */
  @Test
  void actingBounds() {
    LoyangState s = acting();
    Phase.Acting a = (Phase.Acting) s.phase();
    rejects(s.withPhase(new Phase.Acting(2, a.stage(), 0, a.flags(), null)), "phase.turn");
    rejects(s.withPhase(new Phase.Acting(-1, a.stage(), 0, a.flags(), null)), "phase.turn");
    rejects(s.withPhase(a.withSteps(1)), "phase.steps");
    LoyangState advancing = s.withPhase(new Phase.Acting(0, Phase.Stage.ADVANCING, 20, a.flags(), null))
        .withPlayer(0, s.player(0).withCart(Goods.NONE));
    accepts(advancing);
    rejects(advancing.withPhase(new Phase.Acting(0, Phase.Stage.ADVANCING, 21, a.flags(), null)), "phase.steps");
    rejects(advancing.withPlayer(0, s.player(0).withCart(Goods.NONE.plus(Good.WHEAT, 1))), "phase.stage");
  }

  /** §3 nine rounds; round 0 is the sowing of the home fields. */
  @Test
  void rounds() {
    LoyangState s = acting();
    accepts(s.withRound(9));
    rejects(s.withRound(10), "round");
    rejects(s.withRound(0), "round");
    rejects(s.withRound(-1), "round");
  }
}
