package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.GAME;
import static org.spielwerk.loyang.Fixture.done;
import static org.spielwerk.loyang.Fixture.goods;
import static org.spielwerk.loyang.Fixture.play;
import static org.spielwerk.loyang.Fixture.rejects;
import static org.spielwerk.loyang.Fixture.twoActing;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.loyang.LoyangAction.Activate;
import org.spielwerk.loyang.LoyangAction.Deliver;
import org.spielwerk.loyang.LoyangAction.Give;
import org.spielwerk.loyang.LoyangAction.MerchantBuy;
import org.spielwerk.loyang.LoyangAction.Via;

/** Every helper's effect (§9) and the combinations the seed spells out (§10). */
class HelpersTest {

  /** Seat 1 acts second in round r, after seat 0 has finished. */
  private static LoyangState secondActing(LoyangPositions b) {
    LoyangState s = b.cart(0, Goods.NONE).build();
    return play(s, new LoyangAction.EndActions(), done());
  }

  @Test
  void shopper_twoLessFromTheSupply() {
    // §9.10: W1 P2 T3 C3 B4 L4; the shop is untouched
    LoyangState s = twoActing().give(0, "SHOPPER").cash(0, 4).cart(0, Goods.NONE).build();
    Goods shop = s.player(0).shop();
    s = play(s, new LoyangAction.ShopSupply(0, Good.LEEK));
    assertThat(s.player(0).cash()).isZero();
    assertThat(s.player(0).cart()).isEqualTo(goods("L"));
    assertThat(s.player(0).shop()).isEqualTo(shop);
  }

  @Test
  void haggler_twoForOne_withShopper_fromTheSupply() {
    // §9.6: two equal goods for the price of one (2 in stock); with the Shopper 2 beans for 4 from the supply
    LoyangState s = twoActing().give(0, "HAGGLER").cash(0, 10).cart(0, Goods.NONE).build();
    rejects(s, new LoyangAction.Haggle(0, Good.BEAN, false), "the shop must hold 2 beans");
    s = play(s, new LoyangAction.Haggle(0, Good.WHEAT, false));
    assertThat(s.player(0).cash()).isEqualTo(7);
    assertThat(s.player(0).cart()).isEqualTo(goods("WW"));
    LoyangState t = twoActing().give(0, "HAGGLER").give(0, "SHOPPER").cash(0, 10).cart(0, Goods.NONE)
        .shop(0, new Goods(3, 2, 2, 2, 2, 1)).build();
    t = play(t, new LoyangAction.Haggle(0, Good.BEAN, true));
    assertThat(t.player(0).cash()).isEqualTo(6);
    assertThat(t.player(0).shop().bean()).as("from the supply").isEqualTo(2);
    assertThat(t.player(0).helpers()).isEmpty();
    // Audit Q1 reading A: 2 in stock needed even with the Shopper
    LoyangState u = twoActing().give(0, "HAGGLER").give(0, "SHOPPER").cash(0, 10).build();
    rejects(u, new LoyangAction.Haggle(0, Good.BEAN, true), "Audit Q1");
    LoyangState v = LoyangPositions.of(u).state(x -> x.withOptions(x.options().withHagglerShopperNeedsStock(false)))
        .build();
    play(v, new LoyangAction.Haggle(0, Good.BEAN, true));
  }

  @Test
  void merchant_oneForOne_withHagglerTwoForOne_withShopperOneForNothing() {
    // §9.11 / §10: types needed twice by regular customers still owed; 1 per type
    LoyangState s = twoActing().give(0, "MERCHANT").give(0, "HAGGLER").give(0, "SHOPPER")
        .give(0, "RC-WP").give(0, "RC-WT").give(0, "RC-PT").cash(0, 5).cart(0, Goods.NONE).build();
    s = play(s, new Activate(0, 1));
    assertThat(((Phase.MerchantBuying) ((Phase.Acting) s.phase()).sub()).types())
        .isEqualTo(Good.WHEAT.bit() | Good.PUMPKIN.bit() | Good.TURNIP.bit());
    s = play(s, new MerchantBuy(Good.WHEAT, Via.HAGGLER));
    assertThat(s.player(0).cart()).isEqualTo(goods("WW"));
    assertThat(s.player(0).cash()).isEqualTo(4);
    rejects(s, new MerchantBuy(Good.WHEAT, Via.SHOP), "Merchant (§9.11)");
    s = play(s, new MerchantBuy(Good.PUMPKIN, Via.SHOPPER));
    assertThat(s.player(0).cash()).isEqualTo(4);
    rejects(s, new MerchantBuy(Good.TURNIP, Via.SHOPPER), "no Shopper");
    s = play(s, new MerchantBuy(Good.TURNIP, Via.SHOP));
    assertThat(s.player(0).cash()).isEqualTo(3);
    assertThat(s.player(0).cart()).isEqualTo(goods("WWPT"));
    assertThat(((Phase.Acting) s.phase()).sub()).as("done when every type is bought").isNull();
  }

  @Test
  void errandBoy_deliverBuyDeliverAgain_topRowAtOnce() {
    // §9.3: a second delivery into the same row for its value again; into the top row both at once
    LoyangState s = twoActing().give(0, "ERRAND_BOY").give(0, "RC-TC").give(0, "RC-WP")
        .cart(0, goods("TCT")).cash(0, 5)
        .player(0, p -> p.withRegulars(p.regulars().update(1, new Regular(p.regulars().get(1).card(), -1, 3, false, 0,
            false, true))))
        .build();
    s = play(s, new Deliver(0));
    assertThat(s.player(0).cash()).isEqualTo(10);
    rejects(s, new Deliver(0), "one delivery per round");
    s = play(s, new Activate(0, 1), new LoyangAction.Buy(Good.CABBAGE), new Deliver(0));
    assertThat(s.player(0).cash()).as("5 + 5 - 5 + 5").isEqualTo(10);
    assertThat(s.player(0).regulars().head().rows()).as("the same row").isEqualTo(1);
    s = LoyangPositions.of(s).cart(0, goods("WWPP")).build();
    rejects(s, new LoyangAction.DeliverTwice(0), "Errand boy");
    s = play(s, new LoyangAction.DeliverTwice(1));
    assertThat(s.player(0).cash()).as("twice the top row's 5").isEqualTo(20);
    assertThat(s.player(0).regulars()).hasSize(1);
  }

  @Test
  void deliveryman_fillsTheNextRow_topRowPaysTheOwnerTwo() {
    // §9.12: another player's regular customer; the owner's duty stays; 2 to the owner for the top row
    LoyangPositions b = twoActing().give(0, "RC-TC").give(1, "DELIVERYMAN")
        .player(0, p -> p.withRegulars(p.regulars().map(r -> new Regular(r.card(), r.under(), 3, false, 0, false, true))));
    LoyangState s = b.build();
    s = play(s, new LoyangAction.Decline(0));
    s = secondActing(LoyangPositions.of(s));
    s = LoyangPositions.of(s).cart(1, goods("TC")).cash(1, 0).cash(0, 0).build();
    s = play(s, new LoyangAction.DeliverFor(0, 0, 0));
    assertThat(s.player(1).cash()).isEqualTo(6);
    assertThat(s.player(0).cash()).isEqualTo(2);
    assertThat(s.player(0).regulars()).isEmpty();
  }

  @Test
  void trader_atAnotherPlayersStall_feeInRounds8And9() {
    // §9.8: round 8 costs 1, round 9 costs 2 to the stall's owner; the Maid also helps here
    LoyangState s = secondActing(twoActing().round(8).give(0, "MS01").give(1, "TRADER").give(1, "MAID"));
    s = LoyangPositions.of(s).cart(1, goods("W")).cash(1, 1).cash(0, 0).build();
    s = play(s, new Activate(1, 1), new LoyangAction.TradeAt(0, 0, 0, Good.LEEK), new Give(Good.WHEAT));
    assertThat(s.player(1).cart()).isEqualTo(goods("L"));
    assertThat(s.player(0).cash()).isEqualTo(1);
    assertThat(s.player(0).stalls().head().goods()).isEqualTo(goods("PB"));
  }

  @Test
  void charlatan_onlyAfterTheOtherFinished_coveredHelpersAreSafe() {
    // §9.9: swap with an uncovered helper of a player who has finished; the Charlatan stays in play
    LoyangPositions b = twoActing().give(0, "SHOPPER").givePack(0, "MS01", "TRADER").give(1, "CHARLATAN");
    LoyangState s = secondActing(b);
    rejects(s, new LoyangAction.SwapHelper(0, 0, 1), "Charlatan");
    s = play(s, new LoyangAction.SwapHelper(0, 0, 0));
    assertThat(s.player(1).helpers().map(HelperCard::card)).containsExactly(b.card("SHOPPER"));
    assertThat(s.player(0).helpers().map(HelperCard::card)).containsExactly(b.card("CHARLATAN"));
    GAME.validate(s);
  }

  @Test
  void charlatan_notForTheFirstStartPlayer() {
    LoyangState s = twoActing().give(0, "CHARLATAN").give(1, "SHOPPER").build();
    rejects(s, new LoyangAction.SwapHelper(0, 1, 0), "finished the action phase");
  }

  @Test
  void marketCrier_refillOrSellAtMostThree() {
    // §9.14 option 2: 1 bean + 1 leek pays 3, not 4; option 1 refills every stall
    LoyangState s = twoActing().give(0, "MARKET_CRIER").give(0, "MS01").cash(0, 0).build();
    s = play(s, new Activate(0, 2), new LoyangAction.CrierMove(0, Good.BEAN), new LoyangAction.CrierMove(0, Good.LEEK),
        done());
    assertThat(s.player(0).cash()).isEqualTo(3);
    assertThat(s.player(0).shop().bean()).isEqualTo(2);
    LoyangState t = twoActing().give(0, "MARKET_CRIER").give(0, "MS01")
        .player(0, p -> p.withStalls(p.stalls().map(st -> new Stall(st.card(), -1, goods("P"))))).build();
    t = play(t, new Activate(0, 1));
    assertThat(t.player(0).stalls().head().goods()).isEqualTo(goods("PBL"));
  }

  @Test
  void marketWoman_swapsAndRefillsBoth() {
    // §9.15
    LoyangState s = secondActing(twoActing().give(0, "MS01").give(1, "MS02").give(1, "MARKET_WOMAN"));
    s = LoyangPositions.of(s).player(1, p -> p.withStalls(p.stalls().map(st -> new Stall(st.card(), -1, goods("W")))))
        .build();
    s = play(s, new LoyangAction.SwapStall(0, 0, 0, 0));
    assertThat(s.player(1).stalls().head().goods()).isEqualTo(goods("PBL"));
    assertThat(s.player(0).stalls().head().goods()).isEqualTo(goods("WPT"));
  }

  @Test
  void tout_buyAndServe_aCoveredCardDoesNotCount() {
    // §9.1 option 2 (the seed's example): the Tout lies on a regular customer; that customer is not counted
    // for the adjustment; the Tout is discarded after serving, uncovering it
    LoyangPositions b = twoActing().give(0, "CC-PTL").givePack(1, "TOUT", "RC-WP");
    LoyangState s = secondActing(b);
    s = LoyangPositions.of(s).cart(1, goods("PTL")).cash(1, 0).cash(0, 0).build();
    s = play(s, new LoyangAction.BuyCasual(0, 0, 0));
    assertThat(s.player(1).cash()).as("10 - 2 (1 casual vs 0 regular), minus 2 for the owner").isEqualTo(6);
    assertThat(s.player(0).cash()).isEqualTo(2);
    assertThat(s.player(1).regulars()).as("uncovered afterwards").hasSize(1);
    assertThat(s.player(1).regulars().head().owed()).isTrue();
  }

  @Test
  void tout_swapCasuals() {
    LoyangState s = secondActing(twoActing().give(0, "CC-PTL").give(1, "CC-WPT").give(1, "TOUT"));
    s = play(s, new LoyangAction.SwapCasual(0, 0, 0, 0));
    assertThat(s.player(0).casuals().map(Casual::card)).containsExactly(LoyangPositions.of(s).card("CC-WPT"));
  }

  @Test
  void tenant_payThreeOrSwapAnEmptyField() {
    // §9.16
    LoyangPositions b = twoActing().give(0, "TENANT").cash(0, 3);
    LoyangState s = b.build();
    int stack = s.player(0).stack().size();
    int kind = s.player(0).stack().last();
    int fields = s.player(0).fields().size();
    s = play(s, new LoyangAction.Tenant(0, kind));
    assertThat(s.player(0).stack()).hasSize(stack - 1);
    assertThat(s.player(0).fields()).hasSize(fields + 1);
    assertThat(s.player(0).cash()).isZero();
    LoyangState t = twoActing().field(0, "CF3", null, 0).give(0, "TENANT").build();
    int f = t.player(0).fields().size() - 1;
    int other = t.player(0).stack().head();
    t = play(t, new LoyangAction.TenantSwap(0, f, other));
    assertThat(t.player(0).stack().last()).as("the common field lies under the stack").isEqualTo(LoyangPositions.of(t).card("CF3"));
    assertThat(t.player(0).stackKnown()).isEqualTo(1);
    GAME.validate(t);
  }

  @Test
  void ploughman_clearOrHarvestSingles() {
    // §9.17 option 1: a field with 2+ goods (not the home field) is cleared and can be sown again
    LoyangState s = twoActing().give(0, "PLOUGHMAN").field(0, "F4", Good.WHEAT, 3).cart(0, goods("P")).build();
    int f = s.player(0).fields().size() - 1;
    rejects(s, new LoyangAction.Plough(0, 0), "Ploughman");
    s = play(s, new LoyangAction.Plough(0, f), new LoyangAction.Sow(f, Good.PUMPKIN));
    assertThat(s.player(0).fields().get(f).count()).isEqualTo(4);
    // option 2: every non-home field holding exactly 1 good is harvested; emptied fields leave
    LoyangState t = twoActing().give(0, "PLOUGHMAN").field(0, "F4", Good.WHEAT, 1).field(0, "F5", Good.TURNIP, 1)
        .cart(0, Goods.NONE).build();
    int fields = t.player(0).fields().size();
    t = play(t, new Activate(0, 2));
    assertThat(t.player(0).cart()).isEqualTo(goods("WT"));
    assertThat(t.player(0).fields()).hasSize(fields - 2);
    assertThat(t.player(0).removed()).hasSize(2);
  }

  @Test
  void selfSupplier_fourOrMoreNotTheHomeField() {
    // §9.18
    LoyangState s = secondActing(twoActing().field(0, "F5", Good.CABBAGE, 4).give(1, "SELF_SUPPLIER"));
    s = LoyangPositions.of(s).cash(1, 1).cash(0, 0).cart(1, Goods.NONE).build();
    rejects(s, new LoyangAction.SelfSupply(0, 0, 0), "Self-supplier");
    int f = s.player(0).fields().size() - 1;
    s = play(s, new LoyangAction.SelfSupply(0, 0, f));
    assertThat(s.player(1).cart()).isEqualTo(goods("C"));
    assertThat(s.player(0).fields().get(f).count()).isEqualTo(3);
    assertThat(s.player(0).cash()).isEqualTo(1);
  }

  @Test
  void bookkeeper_shopResetAndTheBestGood() {
    // §9.4: every shop slot filled or emptied without cash; 1 cash per field of one good (Yucata: the best)
    LoyangState s = twoActing().give(0, "BOOKKEEPER").field(0, "F4", Good.WHEAT, 3).field(0, "F5", Good.TURNIP, 2)
        .cash(0, 0).build();
    s = play(s, new Activate(0, 1));
    for (int n : new int[] {0, 2, 2, 2, 2, 2}) {
      s = play(s, new LoyangAction.ShopCount(n));
    }
    assertThat(s.player(0).shop()).isEqualTo(new Goods(0, 2, 2, 2, 2, 2));
    assertThat(s.player(0).cash()).as("home field and F4 hold wheat").isEqualTo(2);
  }

  @Test
  void official_freeDoublePack_fieldsStillCost() {
    // §9.2
    LoyangState s = twoActing().give(0, "OFFICIAL").give(0, "SHOPPER").give(0, "MAID").cash(0, 2).drawTop("CF4", "MS02")
        .build();
    s = play(s, new Activate(0, 1), new LoyangAction.BuyPack());
    assertThat(s.player(0).cash()).isEqualTo(2);
    s = play(s, new LoyangAction.Keep(LoyangPositions.of(s).card("CF4")), done());
    assertThat(s.player(0).cash()).isZero();
  }

  @Test
  void harvestHelper_yucataExtraTurn() {
    // §3.1 / §9.5 option 1 (Yucata): after the automatic harvest, one more good from non-home fields still holding 3+
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 3).actionPhase(0, 1).give(0, "HARVEST_HELPER")
        .field(0, "F5", Good.TURNIP, 5).field(0, "F4", Good.WHEAT, 3).cart(0, Goods.NONE).build();
    s = Rules.startRound(s.withPhase(new Phase.GameOver()), 2, EventSink.ignore());
    assertThat(s.phase()).isEqualTo(new Phase.HarvestTurn(0, false, 0));
    s = play(s, new LoyangAction.PlayHarvestHelper(0));
    int f5 = s.player(0).fields().indexWhere(f -> f.good() == Good.TURNIP && f.count() == 4);
    int cart = s.player(0).cart().turnip();
    s = play(s, new LoyangAction.HarvestAgain(f5));
    assertThat(s.player(0).cart().turnip()).isEqualTo(cart + 1);
    assertThat(s.phase()).isInstanceOf(Phase.Drafting.class);
  }

  @Test
  void fourPlayers_lanternOnlyOnThePartner() {
    // §3.3.2: 1 = First SP, 2 = Second SP, 3 = partner of 1, 4 = the other; lantern helpers only within the pair
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 4, 2).actionPhase(0, 1, 2, 3)
        .give(0, "TRADER").give(1, "MS01").give(2, "MS02").cart(0, goods("WW")).build();
    assertThat(s.partner(0)).isEqualTo(2);
    rejects(s, new LoyangAction.TradeAt(0, 1, 0, Good.PUMPKIN), "only the partner");
    play(s, new LoyangAction.TradeAt(0, 2, 0, Good.WHEAT));
  }

  @Test
  void fourPlayers_firstStartPlayerChoosesThePartner() {
    LoyangState s = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 4, 2).build();
    s = Rules.endCardPhase(s.withPhase(new Phase.Drafting(0, io.vavr.collection.Vector.of(0),
        io.vavr.collection.Vector.of(1, 2, 3), false, 0, false, null)).withPlayers(s.players().map(
            p -> p.withHand(io.vavr.collection.Vector.empty()))).withDiscard(s.discard().appendAll(
                s.players().flatMap(Player::hand))), EventSink.ignore());
    assertThat(s.phase()).isInstanceOf(Phase.ChoosingPartner.class);
    assertThat(s.firstStart()).isEqualTo(3);
    assertThat(s.secondStart()).isEqualTo(2);
    rejects(s, new LoyangAction.ChoosePartner(2), "4-player rule");
    s = play(s, new LoyangAction.ChoosePartner(0));
    assertThat(s.order()).containsExactly(3, 2, 0, 1);
  }

  @Test
  void helpersOutsideTheirPhase_areRejected() {
    // §1.7.5 / §9: the Harvest helper's option 1 belongs to the harvest phase, the Lord to the card phase,
    // the Shopper to the own action phase
    LoyangState s = twoActing().give(0, "HARVEST_HELPER").give(0, "LORD").give(0, "SHOPPER").build();
    rejects(s, new Activate(0, 1), "option 1 is played in the harvest phase");
    rejects(s, new LoyangAction.PlayLord(1), "Lord of the manor");
    LoyangState draft = LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 3).give(0, "SHOPPER").build();
    rejects(draft, new LoyangAction.ShopSupply(0, Good.WHEAT), "Shopper (§9.10)");
  }
}
