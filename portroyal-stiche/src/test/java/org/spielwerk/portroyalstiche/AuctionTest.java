package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Bid;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.FaceUpCardsTaken;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PrivilegesWon;

/** The auction of the privileges (§4.1) and its edge cases (§8.1, §8.2, §8.17). */
class AuctionTest {
  private static final PortRoyalSticheAction PASS = PortRoyalSticheAction.PASS;

  /** 3 players, seat 0 deals: seat 1 bids first, then 2, then the dealer. */
  private static PortRoyalStichePositions auction() {
    return PortRoyalStichePositions.of(3).dealer(0).phase(new Phase.Auction(1, -1, 0, 0));
  }

  @Test
  void bidding_startsLeftOfTheDealerAndGoesClockwise() { // §4.1
    Table table = Table.at(auction());
    assertThat(table.toMove()).isEqualTo(1);
    table.play(new Bid(1));
    assertThat(table.toMove()).isEqualTo(2);
    table.play(new Bid(2));
    assertThat(table.toMove()).isEqualTo(0);
  }

  @Test
  void seedExample_bidOf5WithoutDebt_marksTheBidAndLeavesTheDebtCube() { // §4.1, seed example "5 Tonnen"
    Table table = Table.at(auction()).play(new Bid(5), PASS, PASS);
    assertThat(table.state.holder()).isEqualTo(1);
    assertThat(table.state.bid()).as("black cube on 5").isEqualTo(5);
    assertThat(table.player(1).debt()).as("yellow cube stays on 0").isZero();
    assertThat(table.phase()).isEqualTo(new Phase.Exchange(1));
    assertThat(table.events(PrivilegesWon.class)).containsExactly(new PrivilegesWon(1, 5));
  }

  @Test
  void aBid_mustBeHigherThanTheHighestBid() { // §4.1
    Table table = Table.at(auction()).play(new Bid(4));
    table.rejects(new Bid(4), "Bidding (§4.1)");
    table.rejects(new Bid(3), "Bidding (§4.1)");
    table.rejects(new Bid(0), "Bidding (§4.1)");
    table.play(new Bid(5));
  }

  @Test
  void seedExample_debt4_allowsBidsUpTo15() { // §4.1, §8.2, seed example "bis maximal 15 Tonnen"
    Table table = Table.at(auction().debt(1, 4));
    assertThat(table.legal()).contains(new Bid(15)).doesNotContain(new Bid(16));
    table.rejects(new Bid(16), "Debt cap (§4.1, §8.2)");
    table.play(new Bid(15));
  }

  @Test
  void atDebt19_onlyPassingIsPossible() { // §8.2
    Table table = Table.at(auction().debt(1, 19));
    assertThat(table.legal()).containsExactly(PASS);
    table.rejects(new Bid(1), "Debt cap");
  }

  @Test
  void aPass_isFinal() { // §4.1
    Table table = Table.at(auction()).play(PASS, new Bid(3), new Bid(4));
    assertThat(table.toMove()).as("seat 1 passed and is skipped").isEqualTo(2);
    table.play(new Bid(5));
    assertThat(table.toMove()).isEqualTo(0);
  }

  @Test
  void theAuctionEnds_whenAllButTheHighestBidderHavePassed() { // §4.1
    Table table = Table.at(auction()).play(new Bid(2), new Bid(3), PASS, PASS);
    assertThat(table.state.holder()).isEqualTo(2);
    assertThat(table.state.bid()).isEqualTo(3);
  }

  @Test
  void noBids_giveTheDealerThePrivilegesFor0() { // §4.1, §8.1
    Table table = Table.at(auction()).play(PASS, PASS, PASS);
    assertThat(table.state.holder()).isZero();
    assertThat(table.state.bid()).isZero();
    assertThat(table.events(PrivilegesWon.class)).containsExactly(new PrivilegesWon(0, 0));
    assertThat(table.phase()).as("he still exchanges").isEqualTo(new Phase.Exchange(0));
    assertThat(table.player(0).hand().size()).isEqualTo(10);
  }

  @Test
  void theDealer_mayStillBidAfterAllOthersPassedWithoutABid() { // §8.17
    Table table = Table.at(auction()).play(PASS, PASS);
    assertThat(table.toMove()).isZero();
    assertThat(table.legal()).contains(PASS, new Bid(1), new Bid(19));
    table.play(new Bid(1));
    assertThat(table.state.holder()).isZero();
    assertThat(table.state.bid()).isEqualTo(1);
  }

  @Test
  void theWinner_takesTheTwoFaceUpCards() { // §4.2a
    Table table = Table.at(auction().faceUp(TrickCard.BLACK_6, TrickCard.KLAB_5)).play(PASS, new Bid(1), PASS);
    assertThat(table.player(2).hand().size()).isEqualTo(10);
    assertThat(table.player(2).hand().contains(TrickCard.BLACK_6)).isTrue();
    assertThat(table.player(2).hand().contains(TrickCard.KLAB_5)).isTrue();
    assertThat(table.events(FaceUpCardsTaken.class))
        .containsExactly(new FaceUpCardsTaken(2, TrickSet.of(TrickCard.BLACK_6, TrickCard.KLAB_5)));
  }

  @Test
  void biddingOutOfTurn_isRejected() { // §9
    Table table = Table.at(auction()).play(PASS, PASS, PASS);
    table.rejects(new Bid(3), "Sequence of play (§9)");
    table.rejects(PASS, "Sequence of play (§9)");
  }
}
