package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.goods;
import static org.spielwerk.loyang.Fixture.play;
import static org.spielwerk.loyang.Fixture.rejects;
import static org.spielwerk.loyang.Fixture.twoActing;

import org.junit.jupiter.api.Test;
import org.spielwerk.loyang.LoyangAction.Decline;
import org.spielwerk.loyang.LoyangAction.Deliver;
import org.spielwerk.loyang.LoyangAction.Serve;

/** Regular customers (§4F, §6) and casual customers (§4G, §7). */
class CustomersTest {

  private static LoyangState nextRound(LoyangState s) {
    return LoyangPositions.of(s).round(s.round() + 1).actionPhase(0, 1).build();
  }

  @Test
  void regularCustomer_theSeedsWorkedExample() {
    // §4F "Ausführliches Beispiel": RC-TC pays 5/6/7/8; delivered, refused (red), delivered (stays red),
    // refused again (2 cash), delivered twice more; then it leaves with its goods and marker.
    LoyangState s = twoActing().give(0, "RC-TC").cart(0, goods("TCTCTCTC")).cash(0, 10).build();
    assertThat(s.player(0).regulars().head().owed()).as("owed in the round it is placed").isTrue();
    s = play(s, new Deliver(0));
    assertThat(s.player(0).cash()).isEqualTo(15);
    assertThat(s.player(0).regulars().head().rows()).isEqualTo(1);
    rejects(s, new Deliver(0), "Regular customers (§4F)");
    s = play(nextRound(s), new Decline(0));
    assertThat(s.player(0).regulars().head().red()).isTrue();
    assertThat(s.player(0).cash()).isEqualTo(15);
    s = play(nextRound(s), new Deliver(0));
    assertThat(s.player(0).cash()).isEqualTo(21);
    assertThat(s.player(0).regulars().head().red()).as("delivering does not turn the marker blue").isTrue();
    s = play(nextRound(s), new Decline(0));
    assertThat(s.player(0).cash()).as("compensation 2").isEqualTo(19);
    s = play(nextRound(s), new Deliver(0));
    assertThat(s.player(0).cash()).isEqualTo(26);
    s = play(nextRound(s), new Deliver(0));
    assertThat(s.player(0).cash()).isEqualTo(34);
    assertThat(s.player(0).regulars()).as("removed after the 4th row").isEmpty();
    assertThat(s.discard()).contains(LoyangPositions.of(s).card("RC-TC"));
    Fixture.GAME.validate(s);
  }

  @Test
  void endOfPhase_needsEveryRegularHandled() {
    // §3.4 / §6 (Yucata): the action phase ends only when every owed regular customer was delivered or declined
    LoyangState s = twoActing().give(0, "RC-WP").build();
    rejects(s, new LoyangAction.EndActions(), "End of the action phase");
    s = play(s, new Decline(0), new LoyangAction.EndActions());
    assertThat(s.phase()).isInstanceOf(Phase.Acting.class);
  }

  @Test
  void declineRed_needsTwoCash() {
    // §6 (Yucata): "no delivery" on a red customer only with 2 cash; a loan may be needed first
    LoyangState s = twoActing().give(0, "RC-WP").cash(0, 1)
        .player(0, p -> p.withRegulars(p.regulars().map(r -> new Regular(r.card(), r.under(), 1, true, 0, false, true))))
        .build();
    rejects(s, new Decline(0), "2 cash");
    s = play(s, new LoyangAction.TakeLoan(), new Decline(0));
    assertThat(s.player(0).cash()).isEqualTo(4);
    assertThat(s.player(0).loans()).isEqualTo(1);
  }

  @Test
  void deliver_needsBothGoodsAtOnce() {
    // §4F: a row is never half filled
    LoyangState s = twoActing().give(0, "RC-TC").cart(0, goods("T")).build();
    rejects(s, new Deliver(0), "wants");
  }

  @Test
  void uncoveredAfterOwnPhase_waitsForNextRound() {
    // §5 / §6: a regular customer uncovered by another player after its owner's action phase is not owed
    // this round. Seat 1's Traders empty seat 0's stall MS02, which covers RC-WT.
    LoyangState s = twoActing().givePack(0, "MS02", "RC-WT").give(1, "TRADER").give(1, "TRADER").give(1, "TRADER")
        .cart(0, Goods.NONE).cart(1, goods("WWW")).build();
    s = play(s, new LoyangAction.EndActions(), Fixture.done());
    assertThat(s.toMove()).isEqualTo(1);
    for (Good g : new Good[] {Good.WHEAT, Good.PUMPKIN, Good.TURNIP}) {
      s = play(s, new LoyangAction.TradeAt(0, 0, 0, g), new LoyangAction.Give(Good.WHEAT));
    }
    assertThat(s.player(0).stalls()).as("an emptied stall is discarded at once").isEmpty();
    Regular uncovered = s.player(0).regulars().head();
    assertThat(uncovered.owed()).as("its owner's phase is over").isFalse();
    assertThat(uncovered.red()).as("a blue marker").isFalse();
  }

  @Test
  void uncoveredInOwnPhase_mustBeServedThisRound() {
    // §4H "Ausführliches Beispiel": a regular customer under a stall; the stall is used up; the customer joins
    // the others at once and must be served in the same round.
    LoyangState s = twoActing().givePack(0, "MS02", "RC-WT").cart(0, goods("CCC")).build();
    for (Good g : new Good[] {Good.WHEAT, Good.PUMPKIN, Good.TURNIP}) {
      s = play(s, new LoyangAction.Exchange(0, g), new LoyangAction.Give(Good.CABBAGE));
    }
    assertThat(s.player(0).regulars()).hasSize(1);
    assertThat(s.player(0).regulars().head().owed()).isTrue();
    rejects(s, new LoyangAction.EndActions(), "End of the action phase");
    s = play(s, new Deliver(0));
    assertThat(s.player(0).regulars().head().rows()).isEqualTo(1);
  }

  @Test
  void casual_adjustedByTheCounts() {
    // §7: more casual than regular customers: -2; equal: printed; fewer: +2 (the served one counts)
    LoyangState s = twoActing().give(0, "CC-PTL").cart(0, goods("PTLPTL")).cash(0, 0).build();
    s = play(s, new Serve(0));
    assertThat(s.player(0).cash()).as("1 casual vs 0 regular").isEqualTo(8);
    s = LoyangPositions.of(s).give(0, "CC-WTB").give(0, "RC-BL").cart(0, goods("WTB")).cash(0, 0).build();
    s = play(s, new Serve(0));
    assertThat(s.player(0).cash()).as("1 casual vs 1 regular").isEqualTo(9);
    s = LoyangPositions.of(s).give(0, "CC-WPT").give(0, "RC-WP").cart(0, goods("WPT")).cash(0, 0).build();
    s = play(s, new Serve(0));
    assertThat(s.player(0).cash()).as("1 casual vs 2 regulars").isEqualTo(9);
  }

  @Test
  void saleswoman_plusTwoWhateverTheCounts() {
    // §9.19 option 2: replaces the adjustment by +2 for this action phase; activated before use
    LoyangState s = twoActing().give(0, "SALESWOMAN").give(0, "CC-PTL").give(0, "CC-WTB").cart(0, goods("PTL"))
        .cash(0, 0).build();
    s = play(s, new LoyangAction.Activate(0, 2), new Serve(0));
    assertThat(s.player(0).cash()).isEqualTo(12);
  }

  @Test
  void saleswoman_theSeedsExample() {
    // §9.19 option 1: 3 regulars, 2 red and 1 blue; decline the blue (red), then all blue; two still owed
    LoyangState s = twoActing().give(0, "SALESWOMAN").give(0, "RC-WP").give(0, "RC-WT").give(0, "RC-PT")
        .player(0, p -> p.withRegulars(p.regulars().map(r -> r.card() == p.regulars().get(2).card() ? r
            : new Regular(r.card(), r.under(), 0, true, 0, false, true))))
        .build();
    s = play(s, new Decline(2), new LoyangAction.Activate(0, 1));
    assertThat(s.player(0).regulars().map(Regular::red)).containsOnly(false);
    assertThat(s.player(0).regulars().count(r -> r.owed() && !r.handled())).isEqualTo(2);
  }
}
