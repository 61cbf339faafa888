package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.loyang.Fixture.GAME;
import static org.spielwerk.loyang.Fixture.goods;
import static org.spielwerk.loyang.Fixture.rejects;
import static org.spielwerk.loyang.Fixture.twoActing;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.loyang.LoyangAction.Activate;
import org.spielwerk.loyang.LoyangAction.MerchantBuy;
import org.spielwerk.loyang.LoyangAction.Via;
import org.spielwerk.loyang.Phase.Acting;
import org.spielwerk.loyang.Phase.Drafting;
import org.spielwerk.loyang.Phase.Stage;

/**
 * Each kind of illegal action once more, at the edge of what the rules allow: one step inside is legal
 * (listed and applied), one step outside is rejected with the rule named, and the rejected position is left
 * as it was.
 */
class ChecksRejectTest {

  /** Legal: listed among the legal actions and applied without complaint. */
  private static void accepts(LoyangState s, LoyangAction a) {
    assertThat(GAME.legalActions(s)).as("legal: " + a).contains(a);
    assertThatCode(() -> GAME.apply(s, a)).as("applies: " + a).doesNotThrowAnyException();
  }

  /** Rejected with the rule named, and the position is unchanged (an equal state still accepts nothing new). */
  private static void refuses(LoyangState s, LoyangAction a, String rule) {
    String before = s.toString();
    rejects(s, a, rule);
    assertThat(s.toString()).isEqualTo(before);
  }

  private static LoyangState stage(LoyangState s, Stage stage) {
    Acting a = (Acting) s.phase();
    return s.withPhase(new Acting(a.turn(), stage, a.steps(), a.flags(), a.sub()));
  }

  private static LoyangState sub(LoyangState s, Phase.Sub sub) {
    return switch (s.phase()) {
      case Acting a -> s.withPhase(a.withSub(sub));
      case Drafting d -> s.withPhase(d.withSub(sub));
      default -> throw new IllegalStateException();
    };
  }

  private static LoyangState flags(LoyangState s, Phase.Turn flags) {
    return s.withPhase(((Acting) s.phase()).withFlags(flags));
  }

  private static LoyangState draft(int players) {
    return LoyangPositions.afterSetup(LoyangOptions.YUCATA, players, 1).build();
  }

  private static LoyangState drafting(LoyangState s, int taken, boolean lord) {
    Drafting d = (Drafting) s.phase();
    return s.withPhase(new Drafting(d.seat(), d.inDraft(), d.left(), false, taken, lord, null));
  }

  /** Seat 1 to act, seat 0 finished (secondActing in HelpersTest, without playing it out). */
  private static LoyangState secondTurn(LoyangState s) {
    Acting a = (Acting) s.phase();
    return s.withPhase(new Acting(1, Stage.ACTIONS, 0, Phase.Turn.NONE, null))
        .withPlayer(0, s.player(0).withDone(true));
  }

  private static Regular regular(Regular r, int rows, boolean red, boolean owed) {
    return new Regular(r.card(), r.under(), rows, red, r.deliveries(), r.handled(), owed);
  }

  // ------------------------------------------------------------------ card phase

  /** §3.2.3 / §9.7: exactly 1 courtyard card in option (b), up to 3 with the Lord of the manor. */
  @Test
  void courtyardCardsPerTake() {
    LoyangPositions b = LoyangPositions.of(draft(3)).courtyard("CC-WPT", "CC-CBL");
    int card = b.card("CC-CBL");
    LoyangState s = b.build();
    refuses(drafting(s, 1, false), new LoyangAction.TakeFromCourtyard(card), "exactly 1 courtyard card");
    accepts(drafting(s, 2, true), new LoyangAction.TakeFromCourtyard(card));
    refuses(drafting(s, 3, true), new LoyangAction.TakeFromCourtyard(card), "up to 3 with the Lord");
  }

  /** §3.2.2: a common field is paid at once, unless every loan is taken (engine decision). */
  @Test
  void aCommonFieldIsPaidAtOnce() {
    LoyangPositions b = LoyangPositions.of(draft(3)).courtyard("CF3");
    int cf3 = b.card("CF3");
    LoyangState s = b.build();
    int seat = s.toMove();
    accepts(s.withPlayer(seat, s.player(seat).withCash(2)), new LoyangAction.TakeFromCourtyard(cf3));
    refuses(s.withPlayer(seat, s.player(seat).withCash(1)), new LoyangAction.TakeFromCourtyard(cf3),
        "a common field costs 2 cash at once");
    accepts(s.withPlayer(seat, s.player(seat).withCash(0).withLoans(31)), new LoyangAction.TakeFromCourtyard(cf3));
  }

  /** §9.4 / §9.14 U18: in the card phase a cash helper only pays for a common field the player cannot afford. */
  @Test
  void cashHelpersInTheCardPhase() {
    LoyangPositions b = LoyangPositions.of(draft(3)).courtyard("CF3");
    LoyangState s = b.build();
    int seat = s.toMove();
    LoyangState withHelper = LoyangPositions.of(s).give(seat, "BOOKKEEPER").build();
    Player p = withHelper.player(seat);
    accepts(withHelper.withPlayer(seat, p.withCash(1)), new Activate(0, 1));
    refuses(withHelper.withPlayer(seat, p.withCash(2)), new Activate(0, 1), "to pay for a common field");
    // the field in the hand counts too
    LoyangState inHand = LoyangPositions.of(draft(3)).build();
    inHand = LoyangPositions.of(inHand).give(seat, "BOOKKEEPER").hand(seat, "CF4").build();
    Player q = inHand.player(seat);
    accepts(inHand.withPlayer(seat, q.withCash(1)), new Activate(0, 1));
    refuses(inHand.withPlayer(seat, q.withCash(2)), new Activate(0, 1), "to pay for a common field");
    refuses(withHelper.withPlayer(seat, p.withCash(1)), new Activate(0, 2), "has one option");
  }

  /** §3.3.2: the partner is one of the two players without a start token. */
  @Test
  void choosingThePartner() {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 4, 1).actionPhase(2, 3, 0, 1).build()
        .withOrder(Vector.empty()).withPhase(new Phase.ChoosingPartner());
    assertThat(s.toMove()).isEqualTo(2);
    accepts(s, new LoyangAction.ChoosePartner(0));
    accepts(s, new LoyangAction.ChoosePartner(1));
    refuses(s, new LoyangAction.ChoosePartner(4), "is not at this table");
    refuses(s, new LoyangAction.ChoosePartner(-1), "is not at this table");
    refuses(s, new LoyangAction.ChoosePartner(2), "without a start token");
    refuses(s, new LoyangAction.ChoosePartner(3), "without a start token");
  }

  /** §2.1: the home field's good must be in the shop and paid for. */
  @Test
  void sowingTheHomeField() {
    LoyangState s = GAME.setup(LoyangOptions.YUCATA.withStartPlayer(0), 2, 1);
    Player p = s.player(0);
    accepts(s.withPlayer(0, p.withShop(p.shop().with(Good.PUMPKIN, 1)).withCash(4)), new LoyangAction.SowHome(Good.PUMPKIN));
    refuses(s.withPlayer(0, p.withShop(p.shop().with(Good.PUMPKIN, 0)).withCash(4)),
        new LoyangAction.SowHome(Good.PUMPKIN), "the shop holds no pumpkin");
    refuses(s.withPlayer(0, p.withCash(3)), new LoyangAction.SowHome(Good.PUMPKIN), "costs 4 cash");
    refuses(s, new LoyangAction.SowHome(Good.LEEK), "only wheat, pumpkin or turnip");
    refuses(s, new LoyangAction.DiscardHelper(0), "helpers are discarded at the player's own decisions");
  }

  // ------------------------------------------------------------------ harvest turn

  /** §9.5 option 1 / U25: the Harvest helper after the automatic harvest; helpers discarded at own decisions. */
  @Test
  void theHarvestTurn() {
    LoyangState base = LoyangPositions.of(twoActing().build()).give(0, "SHOPPER").give(0, "HARVEST_HELPER")
        .field(0, "F3", Good.WHEAT, 3).field(0, "F4", Good.WHEAT, 2).build();
    int three = base.player(0).fields().size() - 2;
    LoyangState s = base.withPhase(new Phase.HarvestTurn(0, false, 0));
    accepts(s, new LoyangAction.PlayHarvestHelper(1));
    refuses(s, new LoyangAction.PlayHarvestHelper(0), "no uncovered HARVEST_HELPER at that position");
    refuses(s, new LoyangAction.PlayHarvestHelper(2), "no uncovered helper at position 2");
    accepts(s, new LoyangAction.DiscardHelper(0));
    LoyangState playing = base.withPhase(new Phase.HarvestTurn(0, true, 0));
    refuses(playing, new LoyangAction.DiscardHelper(0), "helpers are discarded at the player's own decisions");
    accepts(playing, new LoyangAction.HarvestAgain(three));
    refuses(playing, new LoyangAction.HarvestAgain(three + 1), "still holds 3 or more goods");
    refuses(playing, new LoyangAction.HarvestAgain(0), "non-home field");
    refuses(base.withPhase(new Phase.HarvestTurn(0, true, 1 << three)), new LoyangAction.HarvestAgain(three),
        "only once from each");
  }

  // ------------------------------------------------------------------ action phase

  /** §4A: only a field that exists. */
  @Test
  void sowingOnlyAFieldThatExists() {
    LoyangState s = twoActing().field(0, "F3", null, 0).cart(0, goods("W")).build();
    int size = s.player(0).fields().size();
    accepts(s, new LoyangAction.Sow(size - 1, Good.WHEAT));
    refuses(s, new LoyangAction.Sow(size, Good.WHEAT), "no field at position");
    refuses(s, new LoyangAction.Sow(size - 1, null), "name a good");
    refuses(s, new LoyangAction.Sow(size - 1, Good.PUMPKIN), "no pumpkin on the cart");
  }

  /** §4B: a good must be named, be in the shop and be paid. */
  @Test
  void buying() {
    LoyangState s = twoActing().shop(0, new Goods(3, 2, 2, 2, 1, 1)).cash(0, 6).build();
    accepts(s, new LoyangAction.Buy(Good.LEEK));
    refuses(s, new LoyangAction.Buy(null), "name a good");
    refuses(LoyangPositions.of(s).cash(0, 5).build(), new LoyangAction.Buy(Good.LEEK), "costs 6 cash");
    refuses(LoyangPositions.of(s).shop(0, new Goods(3, 2, 2, 2, 1, 0)).build(), new LoyangAction.Buy(Good.LEEK),
        "the shop holds no leek");
    refuses(stage(s, Stage.STORING), new LoyangAction.Buy(Good.LEEK), "only in the player's own action phase");
  }

  /** §4F (Yucata): a red customer not delivered costs 2 cash. */
  @Test
  void decliningARedCustomer() {
    LoyangState s = twoActing().give(0, "RC-TC")
        .player(0, p -> p.withRegulars(p.regulars().map(r -> regular(r, 0, true, true)))).build();
    accepts(LoyangPositions.of(s).cash(0, 2).build(), new LoyangAction.Decline(0));
    refuses(LoyangPositions.of(s).cash(0, 1).build(), new LoyangAction.Decline(0), "a red customer not delivered");
    accepts(LoyangPositions.of(s).cash(0, 1).player(0, p -> p.withLoans(31)).build(), new LoyangAction.Decline(0));
    refuses(LoyangPositions.of(s).player(0, p -> p.withRegulars(p.regulars().map(r -> regular(r, 0, true, false))))
        .build(), new LoyangAction.Decline(0), "not owed a delivery now");
  }

  /** §4F, §5, §6, §9.3: deliveries only in the own action phase, to customers owed this round. */
  @Test
  void delivering() {
    LoyangState s = twoActing().give(0, "RC-TC").cart(0, goods("TC")).build();
    accepts(s, new LoyangAction.Deliver(0));
    refuses(stage(s, Stage.STORING), new LoyangAction.Deliver(0), "only in the player's own action phase");
    refuses(LoyangPositions.of(s).player(0, p -> p.withRegulars(p.regulars().map(r -> regular(r, 0, false, false))))
        .build(), new LoyangAction.Deliver(0), "it waits for next round");
    refuses(LoyangPositions.of(s).cart(0, goods("T")).build(), new LoyangAction.Deliver(0), "the customer wants");
    // twice into the top row with the Errand boy: the cart must hold the goods twice
    LoyangState top = LoyangPositions.of(flags(s, Phase.Turn.NONE.with(HelperType.ERRAND_BOY, 1)))
        .player(0, p -> p.withRegulars(p.regulars().map(r -> regular(r, 3, false, true)))).build();
    accepts(LoyangPositions.of(top).cart(0, goods("TTCC")).build(), new LoyangAction.DeliverTwice(0));
    refuses(LoyangPositions.of(top).cart(0, goods("TTC")).build(), new LoyangAction.DeliverTwice(0), "twice");
    refuses(top, new LoyangAction.DeliverTwice(0), "the customer wants 1T 1C twice");
    assertThatThrownBy(() -> GAME.apply(LoyangPositions.of(s).cart(0, goods("T")).build(), new LoyangAction.Deliver(0)))
        .isInstanceOf(IllegalActionException.class).message().doesNotContain("twice");
  }

  /** §4D: the stall good must be there; it costs as many cart goods as its bowls. */
  @Test
  void exchangingAtAStall() {
    LoyangState s = twoActing().give(0, "MS01")
        .player(0, p -> p.withStalls(p.stalls().map(st -> new Stall(st.card(), -1, goods("P"))))).cart(0, goods("W"))
        .build();
    accepts(s, new LoyangAction.Exchange(0, Good.PUMPKIN));
    refuses(s, new LoyangAction.Exchange(0, Good.BEAN), "that good is not on that uncovered stall");
    refuses(s, new LoyangAction.Exchange(1, Good.PUMPKIN), "no uncovered stall at position 1");
    refuses(s, new LoyangAction.Exchange(0, null), "name a good");
  }

  /** §3.4 / §1.5: the flip is offered only when the cart holds more than the storehouse (Yucata) and costs 2. */
  @Test
  void theStorehouseFlip() {
    LoyangState s = stage(twoActing().cash(0, 2).build(), Stage.STORING);
    refuses(LoyangPositions.of(s).cart(0, goods("W")).build(), LoyangAction.FLIP, "only when the cart holds more");
    accepts(LoyangPositions.of(s).cart(0, goods("WW")).build(), LoyangAction.FLIP);
    refuses(LoyangPositions.of(s).cart(0, goods("WW")).cash(0, 1).build(), LoyangAction.FLIP, "costs 2 cash");
    LoyangState printed = s.withOptions(s.options().withFlipOnlyWhenExceeded(false));
    accepts(LoyangPositions.of(printed).cart(0, Goods.NONE).build(), LoyangAction.FLIP);
    refuses(LoyangPositions.of(s).cart(0, goods("WW")).player(0, p -> p.withBigStore(true)).build(), LoyangAction.FLIP,
        "already holds 4");
  }

  /** §3.4: goods are given up only while the cart holds more than the storehouse; Done only once it fits. */
  @Test
  void givingUpAndFinishingTheStoring() {
    LoyangState s = stage(twoActing().build(), Stage.STORING);
    LoyangState fits = LoyangPositions.of(s).cart(0, goods("W")).build();
    refuses(fits, new LoyangAction.GiveUp(Good.WHEAT), "everything on the cart fits");
    accepts(fits, Fixture.done());
    LoyangState over = LoyangPositions.of(s).cart(0, goods("WW")).build();
    accepts(over, new LoyangAction.GiveUp(Good.WHEAT));
    refuses(over, new LoyangAction.GiveUp(Good.LEEK), "no such good on the cart");
    refuses(over, new LoyangAction.GiveUp(null), "name a good");
    refuses(over, Fixture.done(), "the cart holds 2 goods, the storehouse 1");
  }

  /** §9.6 / §10: the Haggler names a good; with the Shopper the player must have one. */
  @Test
  void haggling() {
    LoyangState s = twoActing().give(0, "SHOPPER").give(0, "HAGGLER").cash(0, 10)
        .shop(0, new Goods(3, 2, 2, 2, 2, 1)).build();
    accepts(s, new LoyangAction.Haggle(1, Good.BEAN, true));
    accepts(s, new LoyangAction.Haggle(1, Good.BEAN, false));
    refuses(s, new LoyangAction.Haggle(1, null, false), "name a good");
    refuses(s, new LoyangAction.Haggle(1, Good.LEEK, false), "the shop must hold 2 leek");
    refuses(s, new LoyangAction.Haggle(0, Good.BEAN, false), "no uncovered HAGGLER at that position");
    LoyangState alone = twoActing().give(0, "HAGGLER").cash(0, 10).shop(0, new Goods(3, 2, 2, 2, 2, 1)).build();
    refuses(alone, new LoyangAction.Haggle(0, Good.BEAN, true), "the player has no Shopper");
    refuses(stage(s, Stage.STORING), new LoyangAction.ShopSupply(0, Good.BEAN), "only in the player's own action phase");
    refuses(s, new LoyangAction.ShopSupply(0, null), "name a good");
  }

  /** §9.11: one good of each type the Merchant found, from the shop, or with the Shopper or the Haggler. */
  @Test
  void merchantPurchases() {
    LoyangState s = sub(twoActing().give(0, "SHOPPER").give(0, "HAGGLER").cash(0, 1)
        .shop(0, new Goods(1, 2, 2, 2, 1, 1)).build(), new Phase.MerchantBuying(Good.WHEAT.bit()));
    accepts(s, new MerchantBuy(Good.WHEAT, Via.SHOP));
    accepts(s, new MerchantBuy(Good.WHEAT, Via.SHOPPER));
    refuses(s, new MerchantBuy(Good.WHEAT, Via.HAGGLER), "the shop must hold 2 wheat");
    refuses(s, new MerchantBuy(Good.LEEK, Via.SHOP), "one good of each type needed");
    refuses(s, new MerchantBuy(null, Via.SHOP), "name a good");
    refuses(s, new MerchantBuy(Good.WHEAT, null), "name how the good is bought");
    LoyangState empty = LoyangPositions.of(s).shop(0, new Goods(0, 2, 2, 2, 1, 1)).build();
    refuses(empty, new MerchantBuy(Good.WHEAT, Via.SHOP), "the shop holds no wheat");
    refuses(empty, new MerchantBuy(Good.WHEAT, Via.SHOPPER), "only a good the Merchant could buy in the shop");
    refuses(LoyangPositions.of(s).cash(0, 0).build(), new MerchantBuy(Good.WHEAT, Via.SHOP), "costs 1 cash");
    LoyangState two = LoyangPositions.of(s).shop(0, new Goods(2, 2, 2, 2, 1, 1)).build();
    accepts(two, new MerchantBuy(Good.WHEAT, Via.HAGGLER));
    refuses(LoyangPositions.of(two).cash(0, 0).build(), new MerchantBuy(Good.WHEAT, Via.HAGGLER), "costs 1 cash");
    LoyangState none = sub(twoActing().cash(0, 1).shop(0, new Goods(2, 2, 2, 2, 1, 1)).build(),
        new Phase.MerchantBuying(Good.WHEAT.bit()));
    refuses(none, new MerchantBuy(Good.WHEAT, Via.SHOPPER), "no Shopper");
    refuses(none, new MerchantBuy(Good.WHEAT, Via.HAGGLER), "no Haggler");
  }

  /** §9.14 option 2: 1 to 3 goods, each from a stall into a free slot; Done after at least one. */
  @Test
  void theMarketCriersSale() {
    LoyangState s = twoActing().give(0, "MS01")
        .player(0, p -> p.withStalls(p.stalls().map(st -> new Stall(st.card(), -1, goods("W")))))
        .shop(0, new Goods(2, 2, 2, 2, 1, 1)).build();
    LoyangState two = sub(s, new Phase.CrierSale(2, 2, null));
    accepts(two, new LoyangAction.CrierMove(0, Good.WHEAT));
    refuses(two, new LoyangAction.CrierMove(0, Good.PUMPKIN), "that good is not on that stall");
    refuses(two, new LoyangAction.CrierMove(1, Good.WHEAT), "no uncovered stall at position 1");
    refuses(sub(s, new Phase.CrierSale(3, 3, null)), new LoyangAction.CrierMove(0, Good.WHEAT), "1 to 3 goods");
    refuses(sub(LoyangPositions.of(s).shop(0, new Goods(3, 2, 2, 2, 1, 1)).build(), new Phase.CrierSale(0, 0, null)),
        new LoyangAction.CrierMove(0, Good.WHEAT), "no free wheat slot");
    // Done: not before the first good while one can move
    refuses(sub(s, new Phase.CrierSale(0, 0, null)), Fixture.done(), "move 1 to 3 goods");
    accepts(sub(s, new Phase.CrierSale(1, 1, null)), Fixture.done());
    LoyangState full = LoyangPositions.of(s).shop(0, new Goods(3, 2, 2, 2, 1, 1)).build();
    accepts(sub(full, new Phase.CrierSale(0, 0, null)), Fixture.done());
  }

  /** §9.14 in the card phase: the crier's sale ends with Done once a good moved or none can. */
  @Test
  void theMarketCriersSaleInTheCardPhase() {
    LoyangState d = LoyangPositions.of(draft(3)).build();
    int seat = d.toMove();
    LoyangState s = LoyangPositions.of(d).give(seat, "MS01")
        .player(seat, p -> p.withStalls(p.stalls().map(st -> new Stall(st.card(), -1, goods("W")))))
        .shop(seat, new Goods(2, 2, 2, 2, 1, 1)).build();
    refuses(sub(s, new Phase.CrierSale(0, 0, null)), Fixture.done(), "a draft turn ends by taking cards");
    accepts(sub(s, new Phase.CrierSale(1, 1, null)), Fixture.done());
    LoyangState full = LoyangPositions.of(s).shop(seat, new Goods(3, 2, 2, 2, 1, 1)).build();
    accepts(sub(full, new Phase.CrierSale(0, 0, null)), Fixture.done());
  }

  /** §9.17: option 1 a non-home field with 2 or more goods; option 2 fields with exactly 1 good. */
  @Test
  void thePloughman() {
    LoyangState s = twoActing().give(0, "PLOUGHMAN").field(0, "F3", Good.WHEAT, 2).build();
    int size = s.player(0).fields().size();
    int f = size - 1;
    accepts(s, new LoyangAction.Plough(0, f));
    refuses(s, new LoyangAction.Plough(0, size), "no field at position");
    refuses(s, new LoyangAction.Plough(0, 0), "a field other than the home field holding 2 or more");
    LoyangState one = LoyangPositions.of(s).sown(0, f, Good.WHEAT, 1).build();
    refuses(one, new LoyangAction.Plough(0, f), "a field other than the home field holding 2 or more");
    accepts(one, new Activate(0, 2));
    refuses(s, new Activate(0, 2), "no field other than the home field holds exactly 1 good");
    refuses(LoyangPositions.of(s).sown(0, 0, Good.WHEAT, 1).build(), new Activate(0, 2),
        "no field other than the home field holds exactly 1 good");
    refuses(one, new Activate(0, 1), "option 1 names the field");
    LoyangState ploughing = sub(one, new Phase.Ploughing());
    accepts(ploughing, new LoyangAction.PloughField(f));
    refuses(ploughing, new LoyangAction.PloughField(size), "no field at position");
    refuses(sub(s, new Phase.Ploughing()), new LoyangAction.PloughField(f), "holding exactly 1 good");
  }

  /** §9.16 option 2: an empty field other than the home field goes under the stack for a stack card. */
  @Test
  void theTenantsSwap() {
    LoyangState s = twoActing().give(0, "TENANT").field(0, "F3", null, 0).build();
    int stackCard = s.player(0).stack().head();
    int size = s.player(0).fields().size();
    accepts(s, new LoyangAction.TenantSwap(0, size - 1, stackCard));
    refuses(s, new LoyangAction.TenantSwap(0, size, stackCard), "no field at position");
    refuses(LoyangPositions.of(s).sown(0, size - 1, Good.WHEAT, 1).build(),
        new LoyangAction.TenantSwap(0, size - 1, stackCard), "moves an empty field");
    refuses(s, new LoyangAction.TenantSwap(0, size - 1, -5), "no such field in the private stack");
    refuses(s, new LoyangAction.TenantSwap(1, size - 1, stackCard), "no uncovered helper at position 1");
  }

  /** §9.12: another player's uncovered regular customer; the owner gets 2 for its top row. */
  @Test
  void theDeliveryman() {
    LoyangState s = twoActing().give(0, "DELIVERYMAN").give(1, "RC-TC").cart(0, goods("TC")).build();
    accepts(s, new LoyangAction.DeliverFor(0, 1, 0));
    refuses(s, new LoyangAction.DeliverFor(0, 1, 1), "no uncovered regular customer at position 1");
    refuses(s, new LoyangAction.DeliverFor(0, 0, 0), "another player at the table");
    refuses(s, new LoyangAction.DeliverFor(0, 2, 0), "another player at the table");
    LoyangState top = LoyangPositions.of(s)
        .player(1, p -> p.withRegulars(p.regulars().map(r -> regular(r, 3, false, true)))).build();
    // RC-TC's top row pays 8: the deliverer can pay the owner's 2 from it
    accepts(LoyangPositions.of(top).cash(0, 0).build(), new LoyangAction.DeliverFor(0, 1, 0));
    refuses(stage(s, Stage.STORING), new LoyangAction.DeliverFor(0, 1, 0), "only in the player's own action phase");
  }

  /** §9.15 / §9.1: one uncovered stall (casual customer) of each player. */
  @Test
  void theMarketWomanAndTheTout() {
    LoyangState s = twoActing().give(0, "MARKET_WOMAN").give(0, "MS01").give(1, "MS02").give(0, "TOUT")
        .give(0, "CC-WPT").give(1, "CC-CBL").build();
    accepts(s, new LoyangAction.SwapStall(0, 0, 1, 0));
    refuses(s, new LoyangAction.SwapStall(0, 1, 1, 0), "no uncovered stall at position 1");
    refuses(s, new LoyangAction.SwapStall(0, 0, 1, 1), "no uncovered stall at position 1");
    refuses(s, new LoyangAction.SwapStall(1, 0, 1, 0), "no uncovered MARKET_WOMAN");
    accepts(s, new LoyangAction.SwapCasual(1, 0, 1, 0));
    refuses(s, new LoyangAction.SwapCasual(1, 1, 1, 0), "no casual customer at position 1");
    refuses(s, new LoyangAction.SwapCasual(1, 0, 1, 1), "no casual customer at position 1");
    refuses(s, new LoyangAction.SwapCasual(0, 0, 1, 0), "no uncovered TOUT");
  }

  /** §9.1 option 2: the Tout buys another player's casual customer for 2, which its income may pay. */
  @Test
  void theToutBuysACasual() {
    // CC-WPT prints 7; with 1 casual and no regular the income is 7 - 2 = 5
    LoyangState s = twoActing().give(0, "TOUT").give(1, "CC-WPT").cart(0, goods("WPT")).cash(0, 0).build();
    accepts(s, new LoyangAction.BuyCasual(0, 1, 0));
    refuses(s, new LoyangAction.BuyCasual(0, 1, 1), "no casual customer at position 1");
    refuses(LoyangPositions.of(s).cart(0, goods("WP")).build(), new LoyangAction.BuyCasual(0, 1, 0),
        "the customer wants");
  }

  /** §9.18: another player's non-home field holding 4 or more goods, for 1 cash. */
  @Test
  void theSelfSupplier() {
    LoyangState s = twoActing().give(0, "SELF_SUPPLIER").field(1, "F4", Good.WHEAT, 4).cash(0, 1).build();
    int size = s.player(1).fields().size();
    accepts(s, new LoyangAction.SelfSupply(0, 1, size - 1));
    refuses(s, new LoyangAction.SelfSupply(0, 1, size), "no field at position");
    refuses(LoyangPositions.of(s).sown(1, size - 1, Good.WHEAT, 3).build(), new LoyangAction.SelfSupply(0, 1, size - 1),
        "holding 4 or more goods");
    refuses(LoyangPositions.of(s).cash(0, 0).build(), new LoyangAction.SelfSupply(0, 1, size - 1), "costs 1 cash");
  }

  /** §9.8: the Trader only in the own action phase, at another player's stall. */
  @Test
  void theTraderAndTheLantern() {
    LoyangState s = secondTurn(twoActing().give(0, "MS01").give(1, "TRADER").cart(1, goods("WW")).build());
    accepts(s, new LoyangAction.TradeAt(0, 0, 0, Good.PUMPKIN));
    refuses(s, new LoyangAction.TradeAt(0, 1, 0, Good.PUMPKIN), "another player at the table");
    refuses(s, new LoyangAction.TradeAt(0, 2, 0, Good.PUMPKIN), "another player at the table");
    refuses(s, new LoyangAction.TradeAt(0, 0, 1, Good.PUMPKIN), "no uncovered stall at position 1");
    refuses(stage(s, Stage.STORING), new LoyangAction.TradeAt(0, 0, 0, Good.PUMPKIN),
        "only in the player's own action phase");
  }

  /** §4E: only a helper that is there; helpers with their own action are not activated; not after the actions. */
  @Test
  void activatingHelpers() {
    LoyangState s = twoActing().give(0, "OFFICIAL").build();
    accepts(s, new Activate(0, 1));
    refuses(s, new Activate(1, 1), "no uncovered helper at position 1");
    refuses(s, new Activate(-1, 1), "no uncovered helper at position -1");
    refuses(stage(s, Stage.STORING), new Activate(0, 1), "only in the player's own action phase");
    refuses(flags(s, Phase.Turn.NONE.with(HelperType.OFFICIAL, 1)), new Activate(0, 1), "already active");
  }

  /** §4H.6 / §9.4: a cash helper during the double pack only to pay a drawn common field. */
  @Test
  void cashHelpersDuringTheDoublePack() {
    LoyangPositions b = twoActing().give(0, "BOOKKEEPER");
    int cf3 = b.card("CF3");
    int casual = b.card("CC-WPT");
    LoyangState s = b.build();
    accepts(sub(LoyangPositions.of(s).cash(0, 1).build(), new Phase.Pack(Vector.of(cf3), -1, -1)), new Activate(0, 1));
    refuses(sub(LoyangPositions.of(s).cash(0, 2).build(), new Phase.Pack(Vector.of(cf3), -1, -1)), new Activate(0, 1),
        "to pay for a common field");
    refuses(sub(LoyangPositions.of(s).cash(0, 0).build(), new Phase.Pack(Vector.of(casual), -1, -1)),
        new Activate(0, 1), "to pay for a common field");
  }

  /** §3.1 Yucata: the Harvest helper is found wherever it lies in the helpers row. */
  @Test
  void theHarvestHelperIsOfferedWhereItLies() {
    LoyangState s = LoyangPositions.of(twoActing().build()).give(0, "SHOPPER").give(0, "HARVEST_HELPER")
        .field(0, "F3", Good.WHEAT, 3).build().withPhase(new Phase.HarvestTurn(0, false, 0));
    assertThat(GAME.legalActions(s)).contains(new LoyangAction.PlayHarvestHelper(1))
        .doesNotContain(new LoyangAction.PlayHarvestHelper(0));
  }
}
