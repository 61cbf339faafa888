package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/**
 * The greedy agent's heuristic, worked out by hand on small positions: a seat's projected total (§6)
 * minus its pending bid, plus what is still in play, minus the best opponent's projection. The last
 * trick of a round keeps the hands to one card each (trump black: a trump counts 0.35 per pip, a
 * Klabautermann 0.3, any other card 0.08).
 */
class HeuristicsTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();
  private static final Offset<Double> EXACT = within(1e-9);

  private static double value(PortRoyalSticheState state, int seat) {
    return GAME.heuristic().value(state, seat);
  }

  /** The 8th trick of round 3, no ship loaded; seat 1 holds the privileges for 0. */
  private static PortRoyalStichePositions lastTrick() {
    return PortRoyalStichePositions.of(3).round(3).holder(1, 0).trump(Colour.BLACK).tricksDone(7);
  }

  @Test
  void afterTheGame_itIsTheLeadOverTheBestOpponent() { // §6
    PortRoyalSticheState over = ScoringTest.over(3).ship(0, Good.RUM, Loot.RUM_9).ship(1, Good.RUM, Loot.RUM_4)
        .bonus(2, Good.RUM, Bonus.BONUS_6).debt(2, 3).build();
    assertThat(value(over, 0)).isCloseTo(9 - 4, EXACT);
    assertThat(value(over, 1)).isCloseTo(4 - 9, EXACT);
    assertThat(value(over, 2)).isCloseTo(6 - 3 - 9, EXACT);
  }

  @Test
  void aPendingBid_countsAgainstTheHolder_andAKeptRemoveOneForItsOwner() { // §3.6, §5.4
    PortRoyalSticheState none = lastTrick().phase(new Phase.NextLeaderChoice(0)).hand(0, RED_1).hand(1, RED_2)
        .hand(2, RED_3).build();
    PortRoyalSticheState bid = none.withBid(5);
    assertThat(value(bid, 1) - value(none, 1)).isCloseTo(-5, EXACT);
    PortRoyalSticheState kept = lastTrick().phase(new Phase.NextLeaderChoice(0)).hand(0, RED_1).hand(1, RED_2)
        .hand(2, RED_3).keptRemoveOne(0).build();
    assertThat(value(kept, 0) - value(none, 0)).isCloseTo(2.0, EXACT);
  }

  @Test
  void theHand_trumpsAndKlabautermannCountMoreThanOtherCards() { // §5.3: they win tricks
    PortRoyalSticheState s = lastTrick().phase(new Phase.NextLeaderChoice(0)).hand(0, BLACK_5).hand(1, RED_5)
        .hand(2, KLAB_5).build();
    assertThat(value(s, 0)).isCloseTo(0.35 * 5 - 0.3 * 5, EXACT);
    assertThat(value(s, 1)).isCloseTo(0.08 * 5 - 0.35 * 5, EXACT);
    assertThat(value(s, 2)).isCloseTo(0.3 * 5 - 0.35 * 5, EXACT);
  }

  @Test
  void inTheAuction_theHighBidderValuesThePrivilegesAt5TonsLessHisBid() { // §4.1
    PortRoyalSticheState open = PortRoyalStichePositions.of(3).dealer(0).phase(new Phase.Auction(1, -1, 0, 0)).build();
    PortRoyalSticheState three = open.withPhase(new Phase.Auction(0, 2, 3, 0));
    PortRoyalSticheState four = open.withPhase(new Phase.Auction(0, 2, 4, 0));
    assertThat(value(three, 2) - value(open, 2)).isCloseTo(5 - 3, EXACT);
    assertThat(value(four, 2) - value(three, 2)).isCloseTo(-1, EXACT);
    // before trump is chosen every card counts 0.15 per pip
    PortRoyalSticheState equalHands = open;
    double[] strength = new double[3];
    for (int seat = 0; seat < 3; seat++) {
      for (TrickCard card : open.player(seat).hand().toList()) {
        strength[seat] += 0.15 * card.value();
      }
    }
    assertThat(value(equalHands, 0)).isCloseTo(strength[0] - Math.max(strength[1], strength[2]), EXACT);
  }

  @Test
  void theLeader_countsAShareOfTheBestPrize() { // §5.1.1: he chooses what the trick is played for
    PortRoyalSticheState choosing = lastTrick().phase(new Phase.PrizeChoice(0)).display(Loot.RUM_12, Loot.MINUS_10)
        .hand(0, RED_1).hand(1, RED_2).hand(2, RED_3).build();
    PortRoyalSticheState waiting = choosing.withPhase(new Phase.NextLeaderChoice(0));
    assertThat(value(choosing, 0) - value(waiting, 0)).isCloseTo(0.3 * 12, EXACT);
    // for seat 1 the leader becomes the best opponent: 0.08 + 3.6 instead of seat 2's 0.24
    assertThat(value(choosing, 1) - value(waiting, 1)).isCloseTo(-(0.08 + 0.3 * 12 - 0.24), EXACT);
  }

  @Test
  void aPrizeCarryingBonusCards_isWorth3AndAHalfPerCard() { // §8.8
    PortRoyalSticheState choosing = PortRoyalStichePositions.of(3).round(4).holder(1, 0).trump(Colour.BLACK)
        .tricksDone(7).phase(new Phase.PrizeChoice(0)).display(Loot.RUM_12, Loot.BISCUIT_2)
        .carrier(Loot.BISCUIT_2, Bonus.BONUS_1, Bonus.BONUS_2, Bonus.BONUS_3).hand(0, RED_1).hand(1, RED_2)
        .hand(2, RED_3).build();
    PortRoyalSticheState waiting = choosing.withPhase(new Phase.NextLeaderChoice(0));
    assertThat(value(choosing, 0) - value(waiting, 0)).isCloseTo(0.3 * (2 + 3 * 3.5), EXACT);
  }

  @Test
  void specialPrizes_aGreyCardOnItsBestShip_removeOneAndMoveOneAsAChance() { // §5.4
    PortRoyalStichePositions base = PortRoyalStichePositions.of(3).round(6).holder(1, 0).trump(Colour.BLACK)
        .tricksDone(7).hand(0, RED_1).hand(1, RED_2).hand(2, RED_3).bonus(1, Good.BISCUIT, FIVE_BONUS).ship(0, Good.RUM, Loot.RUM_12, Loot.RUM_10);
    PortRoyalSticheState plus = base.phase(new Phase.PrizeChoice(0)).display(Loot.PLUS_6, Loot.MINUS_10).build();
    PortRoyalSticheState rescue = PortRoyalStichePositions.of(3).round(6).holder(1, 0).trump(Colour.BLACK)
        .tricksDone(7).hand(0, RED_1).hand(1, RED_2).hand(2, RED_3).bonus(1, Good.BISCUIT, FIVE_BONUS).ship(0, Good.RUM, Loot.RUM_12, Loot.RUM_10, Loot.RUM_9)
        .phase(new Phase.PrizeChoice(0)).display(Loot.MINUS_10, Loot.MINUS_5).build();
    PortRoyalSticheState remove = PortRoyalStichePositions.of(3).round(6).holder(1, 0).trump(Colour.BLACK)
        .tricksDone(7).hand(0, RED_1).hand(1, RED_2).hand(2, RED_3).bonus(1, Good.BISCUIT, FIVE_BONUS)
        .phase(new Phase.PrizeChoice(0)).display(Loot.REMOVE_ONE, Loot.MINUS_5).build();
    PortRoyalSticheState move = PortRoyalStichePositions.of(3).round(6).holder(1, 0).trump(Colour.BLACK)
        .tricksDone(7).hand(0, RED_1).hand(1, RED_2).hand(2, RED_3).bonus(1, Good.BISCUIT, FIVE_BONUS)
        .phase(new Phase.PrizeChoice(0)).display(Loot.MOVE_ONE, Loot.MINUS_5).build();
    assertThat(gainForLeader(plus)).as("+6 on an empty ship").isCloseTo(0.3 * 6, EXACT);
    // 31 tons sink the rum ship (24 with 3 players); −10 rescues it: 21
    assertThat(gainForLeader(rescue)).isCloseTo(0.3 * 21, EXACT);
    assertThat(gainForLeader(remove)).isCloseTo(0.3 * 2.0, EXACT);
    assertThat(gainForLeader(move)).isCloseTo(0.3 * 1.0, EXACT);
  }

  /** Round 6: five bonus cards are out of the pile; on a ship they leave no carrier that would be a prize. */
  private static final Bonus[] FIVE_BONUS = {Bonus.BONUS_1, Bonus.BONUS_2, Bonus.BONUS_3, Bonus.BONUS_4, Bonus.BONUS_5};

  @Test
  void aGreyCardThatWouldSinkEveryShip_isWorthNothing_notLess() { // §5.4: it may be repaid or discarded
    // every ship holds 22 of 24 tons: +8 sinks whichever ship it lands on
    PortRoyalSticheState won = PortRoyalStichePositions.of(3).round(6).holder(1, 0).trump(Colour.BLACK)
        .tricksDone(8).bonus(1, Good.BISCUIT, FIVE_BONUS)
        .ship(0, Good.BISCUIT, Loot.BISCUIT_12, Loot.BISCUIT_10).ship(0, Good.TOBACCO, Loot.TOBACCO_12, Loot.TOBACCO_10)
        .ship(0, Good.RUM, Loot.RUM_12, Loot.RUM_10).ship(0, Good.GUNPOWDER, Loot.GUNPOWDER_12, Loot.GUNPOWDER_10)
        .phase(new Phase.Spoils(0, Option.some(Loot.PLUS_8))).build();
    // four ships of 22 against seat 1's bonus 1 to 5 on an empty ship
    assertThat(value(won, 0)).isCloseTo(4 * 22 - 15, EXACT);
  }

  private static double gainForLeader(PortRoyalSticheState choosing) {
    return value(choosing, 0) - value(choosing.withPhase(new Phase.NextLeaderChoice(0)), 0);
  }

  @Test
  void inATrick_theSeatWinningItCountsMostOfThePrize() { // §5.3
    // seat 0 led RED_5 for RUM_5; seats 1 and 2 still hold GREEN_1 and GREEN_2
    PortRoyalSticheState led = lastTrick().phase(new Phase.TrickPlay(new Trick(0, Loot.RUM_5,
        Vector.of(new PlayedCard(0, RED_5, false))))).hand(0).hand(1, GREEN_1).hand(2, GREEN_2).build();
    assertThat(value(led, 0)).isCloseTo(0.6 * 5 - 0.08 * 2, EXACT);
    assertThat(value(led, 1)).isCloseTo(0.08 * 1 - 0.6 * 5, EXACT);
    // before the lead, the leader counts a smaller share
    PortRoyalSticheState before = lastTrick().phase(new Phase.TrickPlay(Trick.start(0, Loot.RUM_5)))
        .hand(0, RED_5).hand(1, GREEN_1).hand(2, GREEN_2).build();
    assertThat(value(before, 0)).isCloseTo(0.08 * 5 + 0.3 * 5 - 0.08 * 2, EXACT);
    assertThat(value(before, 2)).isCloseTo(0.08 * 2 - (0.08 * 5 + 0.3 * 5), EXACT);
  }

  @Test
  void duringAPenalty_theTrickStillCounts() { // §7 Reading B
    // seat 0 led RED_5; seat 1, who had marked red void, revealed the false claim with RED_1
    PortRoyalSticheState penalty = lastTrick().options(PortRoyalSticheOptions.REVOKE_BLUFF)
        .phase(new Phase.Penalty(new Trick(0, Loot.RUM_5,
            Vector.of(new PlayedCard(0, RED_5, false), new PlayedCard(1, RED_1, false))), 1, 0))
        .markers(1, Colour.RED).exposed(1, Colour.RED).ship(1, Good.TOBACCO, Loot.TOBACCO_2)
        .hand(0).hand(1).hand(2, GREEN_2).build();
    assertThat(value(penalty, 0)).isCloseTo(0.6 * 5 - 2, EXACT);
  }

  @Test
  void theTrickWinner_countsTheWonCardAndItsBonusCards() { // §5.4
    PortRoyalSticheState spoils = PortRoyalStichePositions.of(3).round(3).holder(1, 0).trump(Colour.BLACK).tricksDone(8)
        .phase(new Phase.Spoils(0, Option.some(Loot.RUM_5))).pendingBonus(Bonus.BONUS_2, Bonus.BONUS_3).build();
    assertThat(value(spoils, 0)).isCloseTo(5 + 5, EXACT);
    assertThat(value(spoils, 2)).isCloseTo(-10, EXACT);
    PortRoyalSticheState placing = spoils.withPhase(new Phase.Spoils(0, Option.none()))
        .withLootOut(spoils.lootOut().with(Loot.RUM_5));
    assertThat(value(placing, 0)).isCloseTo(5, EXACT);
  }
}
