package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import org.junit.jupiter.api.Test;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Load;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusAttached;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.GameEnded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootRevealed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RoundStarted;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.SeatScored;

/** The end of a round and the clean-up (§3.6-3.7), the end of the game (§6), §8.8, §8.13, §8.15. */
class RoundTest {

  /**
   * The 8th trick of a round, seat 2 to play last and win it with RED_3; seat 0 leads, seat 1 holds the
   * privileges. The prize is RUM_5; the display holds only the leftover BISCUIT_2.
   */
  static PortRoyalStichePositions lastTrick(int round) {
    return TrickTest.trick(3, 0, TrickTest.cards(RED_1, RED_2), TrickTest.cards(), TrickTest.cards(),
            TrickTest.cards(RED_3)).round(round).dealer(2).holder(1, 0).tricksDone(7)
        .markers(0, Colour.BLUE).display(Loot.BISCUIT_2);
  }

  @Test
  void afterTheEighthTrick_theLeftoverGetsTheTopBonusCard_andEightNewCardsAreRevealed() { // §3.7
    Table table = Table.at(lastTrick(1).deckTop(Loot.RUM_9, Loot.RUM_10, Loot.RUM_12, Loot.PLUS_8, Loot.MINUS_5,
        Loot.TIMES_2, Loot.TOBACCO_2, Loot.TOBACCO_3));
    Bonus top = table.state.bonusDeck().head();
    table.play(new Play(RED_3), new Load(Good.RUM));
    PortRoyalSticheState state = table.state;
    assertThat(state.round()).isEqualTo(2);
    assertThat(state.bonusCarrier().get()).isEqualTo(Loot.BISCUIT_2);
    assertThat(state.bonusUnder()).isEqualTo(BonusSet.of(top));
    assertThat(state.bonusDeck()).hasSize(5);
    assertThat(table.events(BonusAttached.class)).containsExactly(new BonusAttached(Loot.BISCUIT_2, 1));
    assertThat(state.display()).isEqualTo(LootSet.of(Loot.BISCUIT_2, Loot.RUM_9, Loot.RUM_10, Loot.RUM_12, Loot.PLUS_8,
        Loot.MINUS_5, Loot.TIMES_2, Loot.TOBACCO_2, Loot.TOBACCO_3));
    assertThat(table.events(LootRevealed.class)).hasSize(1);
    assertThat(table.events(LootRevealed.class).get(0).cards().size()).isEqualTo(8);
  }

  @Test
  void theRightHandNeighbour_dealsTheNextRound_andBiddingStartsLeftOfHim() { // §3.7, §8.15
    Table table = Table.at(lastTrick(1)).play(new Play(RED_3), new Load(Good.RUM));
    assertThat(table.state.dealer()).as("dealer 2 → his right-hand neighbour 1").isEqualTo(1);
    assertThat(table.events(RoundStarted.class)).containsExactly(new RoundStarted(2, 1));
    assertThat(table.phase()).isEqualTo(new Phase.Auction(2, -1, 0, 0));
  }

  @Test
  void theCleanUp_collectsTheTrickCards_clearsTrumpAndMarkers_andDealsAgain() { // §3.7
    Table table = Table.at(lastTrick(1).keptRemoveOne(1)).play(new Play(RED_3), new Load(Good.RUM));
    PortRoyalSticheState state = table.state;
    assertThat(state.trump()).isEmpty();
    assertThat(state.holder()).isEqualTo(-1);
    assertThat(state.tricksDone()).isZero();
    assertThat(state.aside()).isEqualTo(TrickSet.EMPTY);
    for (Player player : state.players()) {
      assertThat(player.markers()).isEqualTo(ColourSet.EMPTY);
      assertThat(player.hand().size()).isEqualTo(8);
    }
    assertThat(state.player(1).keptRemoveOne()).as("a kept card stays beside the board").isTrue();
  }

  @Test
  void aLeftoverCard_accumulatesBonusCards() { // §8.8
    Table table = Table.at(lastTrick(3).carrier(Loot.BISCUIT_2, Bonus.BONUS_1, Bonus.BONUS_4));
    table.play(new Play(RED_3), new Load(Good.RUM));
    assertThat(table.state.bonusUnder().size()).isEqualTo(3);
    assertThat(table.state.bonusUnder().toList()).contains(Bonus.BONUS_1, Bonus.BONUS_4);
    assertThat(table.events(BonusAttached.class)).containsExactly(new BonusAttached(Loot.BISCUIT_2, 3));
  }

  @Test
  void afterRound6_theGameIsScored_andTheLeftoverAndUnusedBonusCardsAreIgnored() { // §3.7, §6, §8.13
    Table table = Table.at(lastTrick(6).carrier(Loot.BISCUIT_2, Bonus.BONUS_6)
        .bonus(1, Good.RUM, Bonus.BONUS_2, Bonus.BONUS_3).bonus(2, Good.TOBACCO, Bonus.BONUS_4, Bonus.BONUS_5));
    assertThat(table.state.bonusDeck()).as("the 6th bonus card is never used").hasSize(1);
    table.play(new Play(RED_3), new Load(Good.RUM));
    assertThat(table.phase()).isEqualTo(new Phase.GameOver());
    assertThat(table.legal()).isEmpty();
    assertThat(table.state.display()).isEqualTo(LootSet.of(Loot.BISCUIT_2));
    assertThat(table.state.bonusUnder()).isEqualTo(BonusSet.of(Bonus.BONUS_6));
    assertThat(table.events(SeatScored.class)).hasSize(3);
    assertThat(table.events(SeatScored.class).get(2).total()).as("RUM_5 won with RED_3, and bonus 4 + 5").isEqualTo(14);
    assertThat(table.events(SeatScored.class).get(1).total()).as("bonus 2 + 3 on an empty ship").isEqualTo(5);
    assertThat(table.events(GameEnded.class).get(0).winners()).containsExactly(2);
    table.rejects(PortRoyalSticheAction.PASS, "End of the game (§6)");
  }
}
