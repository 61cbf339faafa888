package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.play;
import static org.spielwerk.loyang.Fixture.twoActing;

import org.junit.jupiter.api.Test;
import org.spielwerk.loyang.LoyangAction.MerchantBuy;
import org.spielwerk.loyang.LoyangAction.Via;

/** §4E: a helper played is discarded, wherever it lies in the row; the helpers not played stay. */
class HelpersUsedTest {

  private static LoyangState merchantBuying(LoyangPositions b) {
    LoyangState s = b.cash(0, 5).shop(0, new Goods(3, 2, 2, 2, 1, 1)).build();
    return s.withPhase(((Phase.Acting) s.phase()).withSub(new Phase.MerchantBuying(Good.WHEAT.bit())));
  }

  private static int card(LoyangState s, String id) {
    return LoyangPositions.of(s).card(id);
  }

  /** §10 Merchant + Shopper: the Shopper is discarded, the helper before it stays. */
  @Test
  void merchantWithTheShopperDiscardsTheShopper() {
    LoyangState s = merchantBuying(twoActing().give(0, "OFFICIAL").give(0, "SHOPPER"));
    s = play(s, new MerchantBuy(Good.WHEAT, Via.SHOPPER));
    assertThat(s.player(0).helpers().map(HelperCard::card)).containsExactly(card(s, "OFFICIAL"));
  }

  /** §10 Merchant + Haggler: the Haggler is discarded, the helper before it stays. */
  @Test
  void merchantWithTheHagglerDiscardsTheHaggler() {
    LoyangState s = merchantBuying(twoActing().give(0, "OFFICIAL").give(0, "HAGGLER"));
    s = play(s, new MerchantBuy(Good.WHEAT, Via.HAGGLER));
    assertThat(s.player(0).helpers().map(HelperCard::card)).containsExactly(card(s, "OFFICIAL"));
  }

  /** §10 Haggler + Shopper: both are discarded, in either order; another helper stays. */
  @Test
  void hagglerWithTheShopperDiscardsBoth() {
    LoyangState s = twoActing().give(0, "OFFICIAL").give(0, "HAGGLER").give(0, "SHOPPER").cash(0, 10)
        .shop(0, new Goods(3, 2, 2, 2, 2, 1)).build();
    LoyangState after = play(s, new LoyangAction.Haggle(1, Good.BEAN, true));
    assertThat(after.player(0).helpers().map(HelperCard::card)).containsExactly(card(s, "OFFICIAL"));
    LoyangState t = twoActing().give(0, "OFFICIAL").give(0, "SHOPPER").give(0, "HAGGLER").cash(0, 10)
        .shop(0, new Goods(3, 2, 2, 2, 2, 1)).build();
    LoyangState after2 = play(t, new LoyangAction.Haggle(2, Good.BEAN, true));
    assertThat(after2.player(0).helpers().map(HelperCard::card)).containsExactly(card(t, "OFFICIAL"));
  }
}
