package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Load;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BidBecameDebt;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BidRepaid;

/** Repaying the bid (§5.5), the seed's examples, and unpaid bids becoming debt (§3.6, §8.16). */
class RepayTest {
  private static final PortRoyalSticheAction REPAY = PortRoyalSticheAction.REPAY;

  /** Seat 0 holds the privileges with a pending bid and won {@code loot}. */
  static PortRoyalStichePositions won(Loot loot, int debt, int bid) {
    return PortRoyalStichePositions.of(3).holder(0, bid).debt(0, debt).tricksDone(2).phase(new Phase.Spoils(0, Option.some(loot)));
  }

  @Test
  void seedExample_debt6Bid8_repaidWithA5TonCard_leavesDebt9() { // §5.5, seed: "neuer Gesamtschuldenstand 9"
    Table table = Table.at(won(Loot.BISCUIT_5, 6, 8));
    assertThat(table.state.player(0).debt() + table.state.bid()).as("black cube on −14").isEqualTo(14);
    assertThat(table.legal()).containsExactly(new Load(Good.BISCUIT), REPAY);
    table.play(REPAY);
    assertThat(table.player(0).debt()).isEqualTo(9);
    assertThat(table.state.bid()).as("the black cube is taken off the board").isZero();
    assertThat(table.state.repaid()).isTrue();
    assertThat(table.events(BidRepaid.class)).containsExactly(new BidRepaid(0, Loot.BISCUIT_5, 5, 3, 9));
    assertThat(table.state.lootOut().contains(Loot.BISCUIT_5)).isTrue();
    assertThat(table.player(0).loot()).isEqualTo(LootSet.EMPTY);
  }

  @Test
  void seedExample_repayingWithA9TonCard_stopsAtTheDebtCube() { // §5.5, seed: "nur bis zum gelben Schuldenstein"
    Table table = Table.at(won(Loot.TOBACCO_9, 6, 8)).play(REPAY);
    assertThat(table.player(0).debt()).as("the excess 1 is lost").isEqualTo(6);
    assertThat(table.events(BidRepaid.class)).containsExactly(new BidRepaid(0, Loot.TOBACCO_9, 9, 0, 6));
  }

  @Test
  void plus8AndPlus6_mayRepay_otherGreyCardsMayNot() { // §1.1, §5.5
    Table table = Table.at(won(Loot.PLUS_8, 0, 10)).play(REPAY);
    assertThat(table.player(0).debt()).isEqualTo(2);
    Table.at(won(Loot.PLUS_6, 0, 10)).play(REPAY);
    for (Loot card : new Loot[] {Loot.MINUS_10, Loot.MINUS_5, Loot.MAX_PLUS_5, Loot.MAX_MINUS_5, Loot.TIMES_2,
        Loot.REMOVE_ONE}) {
      Table.at(won(card, 0, 10)).rejects(REPAY, "Repaying the bid (§5.5)");
    }
  }

  @Test
  void repayingTwice_isRejected_evenWithARemainder() { // §5.5, §8.16
    Table table = Table.at(won(Loot.RUM_3, 9, 0).repaid());
    assertThat(table.legal()).containsExactly(new Load(Good.RUM));
    assertThat(table.rejects(REPAY, "Repaying the bid (§5.5)")).hasMessageContaining("once per round");
  }

  @Test
  void afterARepaymentWithARemainder_aLaterWonCardCannotRepay() { // §8.16, played out
    Table table = Table.at(won(Loot.BISCUIT_5, 6, 8).trump(Colour.RED)
        .hand(0, TrickCard.RED_6, TrickCard.RED_5, TrickCard.BLUE_6, TrickCard.GREEN_6, TrickCard.BLACK_6, TrickCard.KLAB_5));
    table.play(REPAY, new PortRoyalSticheAction.NameLeader(0));
    Loot prize = table.state.display().toList().get(0);
    table.play(new PortRoyalSticheAction.ChoosePrize(prize), new PortRoyalSticheAction.Play(TrickCard.RED_6));
    table.play(table.legal().get(0));
    table.play(table.legal().get(0));
    assertThat(table.phase()).as("RED_6 is the highest trump and the highest number").isEqualTo(
        new Phase.Spoils(0, Option.some(prize)));
    assertThat(table.legal()).doesNotContain(REPAY);
    assertThat(table.rejects(REPAY, "Repaying the bid (§5.5)")).hasMessageContaining("once per round");
    assertThat(table.player(0).debt()).isEqualTo(9);
  }

  @Test
  void onlyThePrivilegeHolder_repays() { // §5.5
    Table table = Table.at(PortRoyalStichePositions.of(3).holder(1, 5).tricksDone(2).phase(new Phase.Spoils(0, Option.some(Loot.RUM_8))));
    assertThat(table.rejects(REPAY, "Repaying the bid (§5.5)")).hasMessageContaining("only the privilege holder");
  }

  @Test
  void aHolderForNothing_hasNothingToRepay() { // §8.1
    Table table = Table.at(won(Loot.RUM_8, 3, 0));
    assertThat(table.rejects(REPAY, "Repaying the bid (§5.5)")).hasMessageContaining("no pending bid");
  }

  @Test
  void anUnpaidBid_becomesDebtInFullAtTheEndOfTheRound() { // §3.6 ENGINE DECISION
    Table table = Table.at(won(Loot.RUM_8, 3, 5).tricksDone(8)).play(new Load(Good.RUM));
    assertThat(table.events(BidBecameDebt.class)).containsExactly(new BidBecameDebt(0, 5, 8));
    assertThat(table.player(0).debt()).isEqualTo(8);
    assertThat(table.state.round()).isEqualTo(2);
    assertThat(table.state.bid()).isZero();
  }

  @Test
  void aRepaidBid_addsNothingMoreAtTheEndOfTheRound() { // §5.5
    Table table = Table.at(won(Loot.RUM_8, 3, 5).tricksDone(8)).play(REPAY);
    assertThat(table.player(0).debt()).isEqualTo(3);
    assertThat(table.events(BidBecameDebt.class)).isEmpty();
  }
}
