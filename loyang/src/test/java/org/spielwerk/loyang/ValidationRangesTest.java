package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.loyang.Phase.Acting;
import org.spielwerk.loyang.Phase.Drafting;

/**
 * More of {@code validate}'s ranges, each once just inside (accepted) and once just outside (rejected,
 * naming the field): the start players, the draft, the harvest turn, the setup, and the decisions in
 * progress.
 */
class ValidationRangesTest {
  private static final Loyang GAME = new Loyang();

  private static void accepts(LoyangState s) {
    assertThatCode(() -> GAME.validate(s)).doesNotThrowAnyException();
  }

  private static InvalidPositionException rejects(LoyangState s, String field) {
    InvalidPositionException e = catchThrowableOfType(InvalidPositionException.class, () -> GAME.validate(s));
    assertThat(e).as("validate rejects the position").isNotNull();
    assertThat(e.field()).isEqualTo(field);
    return e;
  }

  private static LoyangState acting() {
    return Fixture.twoActing().build();
  }

  private static LoyangState actingSub(Phase.Sub sub) {
    LoyangState s = acting();
    return s.withPhase(((Acting) s.phase()).withSub(sub));
  }

  private static LoyangState draft3() {
    return LoyangPositions.afterSetup(LoyangOptions.YUCATA, 3, 1).build();
  }

  private static LoyangState drafting(LoyangState s, Vector<Integer> inDraft, Vector<Integer> left, boolean revealed,
      int taken, boolean lord, Phase.Sub sub) {
    Drafting d = (Drafting) s.phase();
    return s.withPhase(new Drafting(d.seat(), inDraft, left, revealed, taken, lord, sub));
  }

  private static LoyangState draftingSub(LoyangState s, Phase.Sub sub) {
    return s.withPhase(((Drafting) s.phase()).withSub(sub));
  }

  /**
   * The first set and the known bottom lie within the stack, also for counts whose sum would wrap round (a fuzzed
   * position with 1 and {@code Integer.MAX_VALUE} was accepted and failed validate after a legal Done).
   */
  @Test
  void theStackCountsLieWithinTheStack() {
    LoyangState s = acting();
    Player p = s.player(0);
    int size = p.stack().size();
    accepts(s.withPlayer(0, p.withStackFirstSet(0).withStackKnown(0)));
    rejects(s.withPlayer(0, p.withStackFirstSet(size + 1).withStackKnown(0)), "players[0].stackFirstSet");
    rejects(s.withPlayer(0, p.withStackFirstSet(1).withStackKnown(Integer.MAX_VALUE)), "players[0].stackFirstSet");
    rejects(s.withPlayer(0, p.withStackFirstSet(Integer.MAX_VALUE).withStackKnown(1)), "players[0].stackFirstSet");
  }

  /** The options must be able to start the game; the start players are seats, two different ones. */
  @Test
  void optionsAndStartPlayers() {
    LoyangState s = acting();
    rejects(s.withOptions(s.options().withMaxLoans(-1)), "options.maxLoans");
    rejects(s.withFirstStart(2), "firstStart");
    rejects(s.withFirstStart(-1), "firstStart");
    rejects(s.withSecondStart(2), "secondStart");
    rejects(s.withSecondStart(s.firstStart()), "secondStart");
    accepts(s.withSecondStart(-1));
  }

  /** Every action card lies in exactly one place. */
  @Test
  void everyCardOnce() {
    LoyangState s = acting();
    rejects(s.withDiscard(s.discard().append(s.draw().head())), "cards");
    rejects(s.withDraw(s.draw().tail()), "cards");
  }

  /** §1.7: helpers, stalls, customers only of their kind; the storehouse and stall goods within range. */
  @Test
  void displaysHoldTheirKinds() {
    LoyangPositions b = Fixture.twoActing().give(0, "MS01");
    LoyangState s = b.build();
    Stall st = s.player(0).stalls().head();
    // a stall card among the helpers
    rejects(s.withPlayer(0, s.player(0).withHelpers(Vector.of(new HelperCard(st.card(), -1, 1)))
        .withStalls(Vector.empty())), "players[0].helpers[0]");
    rejects(s.withPlayer(0, s.player(0).withStalls(Vector.of(new Stall(st.card(), -1, new Goods(0, -1, 0, 0, 1, 1))))),
        "players[0].stalls[0].goods");
    rejects(s.withPlayer(0, s.player(0).withStore(new Goods(0, 0, 0, 0, -1, 1))), "players[0].store");
    assertThat(rejects(s.withPlayer(0, s.player(0).withHelpers(Vector.of(new HelperCard(st.card(), -1, 1)))
        .withStalls(Vector.empty())), "players[0].helpers[0]").getMessage()).contains("not a HELPER");
    LoyangState helper = Fixture.twoActing().give(0, "TRADER").build();
    HelperCard h = helper.player(0).helpers().head();
    assertThat(rejects(helper.withPlayer(0, helper.player(0).withHelpers(Vector.of(new HelperCard(h.card(), 500, 1)))),
        "players[0].helpers[0].under").getMessage()).contains("not an action card: 500");
  }

  /** §2.1: every private field of a player is in the fields, the stack or out of the game. */
  @Test
  void privateFieldsAccountedFor() {
    LoyangState s = acting();
    InvalidPositionException e = rejects(s.withPlayer(0, s.player(0).withStack(s.player(0).stack().tail())
        .withStackFirstSet(0)), "players[0].fields");
    String kind = Rules.cat(s).spec(s.player(0).stack().head()).id;
    assertThat(e.getMessage()).contains("of " + kind + " in the fields").contains("the player has 2");
  }

  /** Helpers remember the round they came in: 0 up to the current round. */
  @Test
  void helperRounds() {
    LoyangState s = Fixture.twoActing().give(0, "TRADER").build();
    HelperCard h = s.player(0).helpers().head();
    accepts(s.withPlayer(0, s.player(0).withHelpers(Vector.of(new HelperCard(h.card(), -1, 1)))));
    accepts(s.withPlayer(0, s.player(0).withHelpers(Vector.of(new HelperCard(h.card(), -1, 0)))));
    accepts(s.withRound(2).withPlayer(0, s.player(0).withHelpers(Vector.of(new HelperCard(h.card(), -1, 2)))));
  }

  /**
   * §3.2: hands exist in the card phase and, dealt at setup (§2.1), before the first; after a card phase
   * they are empty. A card left in a hand in round 1's action phase would be lost when round 2 deals new
   * hands (issue 19: a card moved from the draw pile into a hand was later "in 0 places").
   */
  @Test
  void handsOnlyInTheCardPhase() {
    LoyangState s = acting();
    LoyangState withHand = s.withPlayer(0, s.player(0).withHand(Vector.of(s.draw().head()))).withDraw(s.draw().tail());
    rejects(withHand, "players[0].hand");
    rejects(withHand.withRound(2), "players[0].hand");
  }

  /** §2.1 step 8: the home fields are sown in turn from the start player. */
  @Test
  void sowingAtSetup() {
    LoyangState s = GAME.setup(LoyangOptions.YUCATA.withStartPlayer(0), 2, 1);
    accepts(s);
    LoyangState one = GAME.play(s, new LoyangAction.SowHome(Good.WHEAT));
    accepts(one);
    rejects(s.withPhase(new Phase.SowingHome(2, 0)), "phase.seat");
    rejects(s.withPhase(new Phase.SowingHome(0, 2)), "phase.sown");
    rejects(s.withPhase(new Phase.SowingHome(1, 1)), "phase.sown");
    rejects(one.withPhase(new Phase.SowingHome(0, 0)), "phase.sown");
    Field home = one.player(1).fields().head();
    LoyangState both = one.withPlayer(1, one.player(1).withFields(Vector.of(new Field(home.card(), -1, Good.PUMPKIN, 9,
        false))));
    rejects(both.withPhase(new Phase.SowingHome(0, 2)), "phase.sown");
  }

  /** §3.1 Yucata: a harvest turn belongs to a seat with a Harvest helper; taken marks existing fields. */
  @Test
  void theHarvestTurn() {
    LoyangState s = Fixture.twoActing().give(0, "HARVEST_HELPER").build();
    int fields = s.player(0).fields().size();
    accepts(s.withPhase(new Phase.HarvestTurn(0, false, 0)));
    accepts(s.withPhase(new Phase.HarvestTurn(0, true, (1 << fields) - 1)));
    rejects(s.withPhase(new Phase.HarvestTurn(0, true, 1 << fields)), "phase.taken");
    rejects(s.withPhase(new Phase.HarvestTurn(0, true, -1)), "phase.taken");
    rejects(s.withPhase(new Phase.HarvestTurn(2, true, 0)), "phase.seat");
    rejects(s.withPhase(new Phase.HarvestTurn(1, false, 0)), "phase");
  }

  /** §3.2.3: every seat in the draft or gone, the player in turn in it; 1 courtyard card (3 with the Lord). */
  @Test
  void theDraft() {
    LoyangState s = draft3();
    Drafting d = (Drafting) s.phase();
    accepts(s);
    rejects(drafting(s, Vector.of(0, 1, 3), Vector.empty(), false, 0, false, null), "phase.inDraft");
    rejects(drafting(s, Vector.of(0, 1, -1), Vector.empty(), false, 0, false, null), "phase.inDraft");
    accepts(drafting(s, d.inDraft(), d.left(), false, 1, false, null));
    rejects(drafting(s, d.inDraft(), d.left(), false, 2, false, null), "phase.taken");
    rejects(drafting(s, d.inDraft(), d.left(), false, -1, false, null), "phase.taken");
    accepts(drafting(s, d.inDraft(), d.left(), false, 1, true, null));
    accepts(drafting(s, d.inDraft(), d.left(), false, 3, true, null));
    rejects(drafting(s, d.inDraft(), d.left(), false, 4, true, null), "phase.taken");
    rejects(drafting(s, d.inDraft(), d.left(), false, 0, true, null), "phase.taken");
    rejects(drafting(s, d.inDraft(), d.left(), true, 0, false, null), "phase.taken");
    // a player in the draft holds cards
    int other = d.inDraft().find(x -> x != d.seat()).get();
    Player p = s.player(other);
    rejects(s.withPlayer(other, p.withHand(Vector.empty())).withDiscard(s.discard().appendAll(p.hand())),
        "players[" + other + "].hand");
  }

  /** §9.4 / §9.14 in the card phase: only a cash helper's decision, itself within range, resuming nothing. */
  @Test
  void decisionsInTheCardPhase() {
    LoyangState s = draft3();
    accepts(draftingSub(s, new Phase.ShopReset(0, null)));
    accepts(draftingSub(s, new Phase.BookkeeperIncome(null)));
    accepts(draftingSub(s, new Phase.CrierSale(0, 0, null)));
    rejects(draftingSub(s, new Phase.Ploughing()), "phase.sub");
    rejects(draftingSub(s, new Phase.MerchantBuying(1)), "phase.sub");
    rejects(draftingSub(s, new Phase.ShopReset(6, null)), "phase.sub.good");
    rejects(draftingSub(s, new Phase.ShopReset(0, new Phase.Ploughing())), "phase.sub.resume");
    rejects(draftingSub(s, new Phase.ShopReset(0, new Phase.Pack(Vector.empty(), -1, -1))), "phase.sub.resume");
    accepts(actingSub(new Phase.ShopReset(0, new Phase.Pack(Vector.empty(), -1, -1))));
  }

  /** §3.3: the order holds every seat once; players before the one acting have finished. */
  @Test
  void theActionOrder() {
    LoyangState s = acting();
    Acting a = (Acting) s.phase();
    rejects(s.withOrder(Vector.of(0, 2)), "order");
    rejects(s.withOrder(Vector.of(0, -1)), "order");
    rejects(s.withPlayer(0, s.player(0).withDone(true)), "players[0].done");
    LoyangState second = s.withPhase(new Acting(1, a.stage(), 0, a.flags(), null)).withPlayer(0, s.player(0)
        .withDone(true));
    accepts(second);
    rejects(second.withPlayer(0, s.player(0).withDone(false)), "players[0].done");
    assertThat(rejects(s.withPhase(new Acting(2, a.stage(), 0, a.flags(), null)), "phase.turn").getMessage())
        .contains("0..1");
  }

  /** §4D, §4H, §9.11, §9.4, §9.14: the decisions in progress of the action phase, each within range. */
  @Test
  void decisionsInTheActionPhase() {
    LoyangState base = Fixture.twoActing().give(1, "MS01").cart(0, Fixture.goods("WW")).build();
    Stall st = base.player(1).stalls().head();
    Good on = Good.PUMPKIN;
    assertThat(st.goods().get(on)).isPositive();
    LoyangState pay = base.withPhase(((Acting) base.phase()).withSub(new Phase.StallPay(1, 0, on, 2)));
    accepts(pay);
    rejects(base.withPhase(((Acting) base.phase()).withSub(new Phase.StallPay(2, 0, on, 2))), "phase.sub.owner");
    rejects(base.withPhase(((Acting) base.phase()).withSub(new Phase.StallPay(1, 1, on, 2))), "phase.sub");
    accepts(actingSub(new Phase.MerchantBuying(0)));
    accepts(actingSub(new Phase.MerchantBuying(63)));
    rejects(actingSub(new Phase.MerchantBuying(64)), "phase.sub.types");
    rejects(actingSub(new Phase.MerchantBuying(-1)), "phase.sub.types");
    rejects(actingSub(new Phase.ShopReset(0, new Phase.MerchantBuying(1))), "phase.sub.resume");
    rejects(actingSub(new Phase.BookkeeperIncome(new Phase.MerchantBuying(1))), "phase.sub.resume");
    rejects(actingSub(new Phase.CrierSale(0, 0, new Phase.MerchantBuying(1))), "phase.sub.resume");
    rejects(actingSub(new Phase.ShopReset(-1, null)), "phase.sub.good");
  }

  /** §4H: a double pack holds 2 cards drawn; the first kept waits on top while the second is decided. */
  @Test
  void theDoublePack() {
    LoyangState s = acting();
    Vector<Integer> two = s.draw().take(2);
    LoyangState drawn = s.withDraw(s.draw().drop(2)).withPhase(((Acting) s.phase()).withSub(new Phase.Pack(two, -1, -1)));
    accepts(drawn);
    Vector<Integer> three = s.draw().take(3);
    rejects(s.withDraw(s.draw().drop(3)).withPhase(((Acting) s.phase()).withSub(new Phase.Pack(three, -1, -1))),
        "phase.sub");
    LoyangState kept = s.withDraw(s.draw().drop(2))
        .withPhase(((Acting) s.phase()).withSub(new Phase.Pack(two.tail(), two.head(), -1)));
    accepts(kept);
    // the first card kept waits on top only while one card is left to decide
    LoyangState first = LoyangPositions.of(s).drawTop("CF3").build();
    assertThat(first.draw().head()).isZero();
    Vector<Integer> pair = first.draw().drop(1).take(2);
    rejects(first.withDraw(first.draw().drop(3))
        .withPhase(((Acting) s.phase()).withSub(new Phase.Pack(pair, 0, -1))), "phase.sub");
    accepts(first.withDraw(first.draw().drop(2))
        .withPhase(((Acting) s.phase()).withSub(new Phase.Pack(pair.take(1), 0, -1))));
  }
}
