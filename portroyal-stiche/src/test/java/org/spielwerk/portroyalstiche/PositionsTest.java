package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;

/**
 * {@link PortRoyalStichePositions} (issue 9): say what matters, and every other card is put where it may
 * lie, in every phase, round and player count; what was said is kept exactly.
 */
class PositionsTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  private static List<Phase> phases(int players) {
    return List.of(new Phase.Auction(1, -1, 0, 0), new Phase.Exchange(0), new Phase.TrumpChoice(0),
        new Phase.LeaderChoice(0), new Phase.PrizeChoice(players - 1), new Phase.NextLeaderChoice(1),
        new Phase.TrickPlay(Trick.start(1, Loot.RUM_5)),
        new Phase.Spoils(1, Option.some(Loot.RUM_5)));
  }

  @ParameterizedTest
  @ValueSource(ints = {3, 4})
  void everyPhaseOfEveryRound_buildsAValidPosition(int players) {
    for (int round = 1; round <= Cards.ROUNDS; round++) {
      for (Phase phase : phases(players)) {
        boolean beforeTricks = phase instanceof Phase.Auction || phase instanceof Phase.Exchange
            || phase instanceof Phase.TrumpChoice || phase instanceof Phase.LeaderChoice;
        int tricks = beforeTricks ? 0 : 3;
        PortRoyalStichePositions position = PortRoyalStichePositions.of(players).round(round).tricksDone(tricks)
            .phase(phase);
        String as = players + " players, round " + round + ", " + phase;
        assertThatCode(position::build).as(as).doesNotThrowAnyException();
        PortRoyalSticheState s = position.build();
        assertThat(s.round()).as(as).isEqualTo(round);
        assertThat(s.phase()).as(as).isEqualTo(phase);
        assertThat(s.lootDeck()).as(as).hasSize(48 - 8 * round);
        assertThat(s.bonusDeck()).as(as).hasSize(7 - round);
        assertThat(s.bonusCarrier().isDefined()).as(as).isEqualTo(round > 1);
        assertThat(s.tricksDone()).isEqualTo(tricks);
        if (round < Cards.ROUNDS) {
          assertThat(s.lootDeck().last()).isEqualTo(Loot.MOVE_ONE);
        }
      }
    }
  }

  @Test
  void theGameOver_buildsForBothPlayerCounts() { // §6
    for (int players = 3; players <= 4; players++) {
      PortRoyalSticheState over = ScoringTest.over(players).build();
      assertThat(over.display().size()).isEqualTo(1);
      assertThat(over.lootDeck()).isEmpty();
      assertThat(over.played().size()).isEqualTo(8 * players);
      assertThat(GAME.status(over)).isInstanceOf(org.spielwerk.core.Status.Finished.class);
    }
  }

  @Test
  void whatWasSaid_isKept() {
    PortRoyalSticheState s = PortRoyalStichePositions.of(4).round(3).dealer(3).holder(2, 5).debt(2, 9).debt(0, 19)
        .trump(Colour.GREEN).tricksDone(2).phase(new Phase.PrizeChoice(3))
        .hand(1, RED_1, RED_2, RED_3, RED_4, RED_5, RED_6)
        .ship(0, Good.RUM, Loot.RUM_12, Loot.TIMES_2).bonus(0, Good.RUM, Bonus.BONUS_6)
        .deckTop(Loot.PLUS_8, Loot.GUNPOWDER_3).out(Loot.MINUS_10).keptRemoveOne(3)
        .carrier(Loot.BISCUIT_7, Bonus.BONUS_2).build();
    assertThat(s.dealer()).isEqualTo(3);
    assertThat(s.holder()).isEqualTo(2);
    assertThat(s.bid()).isEqualTo(5);
    assertThat(s.player(2).debt()).isEqualTo(9);
    assertThat(s.player(0).debt()).isEqualTo(19);
    assertThat(s.trump()).contains(Colour.GREEN);
    assertThat(s.player(1).hand()).isEqualTo(TrickSet.of(RED_1, RED_2, RED_3, RED_4, RED_5, RED_6));
    assertThat(s.player(0).ship(Good.RUM)).isEqualTo(new Ship(LootSet.of(Loot.RUM_12, Loot.TIMES_2), BonusSet.of(Bonus.BONUS_6)));
    assertThat(s.lootDeck().take(2)).containsExactly(Loot.PLUS_8, Loot.GUNPOWDER_3);
    assertThat(s.lootDeck().last()).isEqualTo(Loot.MOVE_ONE);
    assertThat(s.lootOut().contains(Loot.MINUS_10)).isTrue();
    assertThat(s.player(3).keptRemoveOne()).isTrue();
    assertThat(s.bonusCarrier()).contains(Loot.BISCUIT_7);
    assertThat(s.display().contains(Loot.BISCUIT_7)).isTrue();
    assertThat(s.bonusUnder()).isEqualTo(BonusSet.of(Bonus.BONUS_2));
    assertThat(s.rng()).isNotNull();
  }

  @Test
  void unsaidHands_skipMarkedColoursUnderReadingA() { // §7 Reading A: a marker is a true void
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(2).trump(Colour.BLACK).tricksDone(1)
        .markers(0, Colour.RED, Colour.BLUE).build();
    assertThat(s.player(0).hand().hasColour(Colour.RED)).isFalse();
    assertThat(s.player(0).hand().hasColour(Colour.BLUE)).isFalse();
    assertThat(s.player(0).hand().size()).isEqualTo(7);
    PortRoyalSticheState bluff = PortRoyalStichePositions.of(3).round(2).trump(Colour.BLACK).tricksDone(1)
        .options(PortRoyalSticheOptions.REVOKE_BLUFF).markers(0, Colour.RED).build();
    assertThat(bluff.player(0).hand().hasColour(Colour.RED)).as("cards in order: red first").isTrue();
  }

  @Test
  void theFaceUpCards_areTheHoldersWhenUnsaid() { // §4.2a
    PortRoyalSticheState laid = PortRoyalStichePositions.of(3).round(2).holder(2, 0).tricksDone(1)
        .aside(GREEN_5, GREEN_6).build();
    assertThat(laid.faceUp()).as("laid aside by the holder").isEqualTo(TrickSet.of(GREEN_5, GREEN_6));
    PortRoyalSticheState exchange = PortRoyalStichePositions.of(3).round(2).holder(2, 0).phase(new Phase.Exchange(2)).build();
    assertThat(exchange.player(2).hand().size()).isEqualTo(10);
    assertThat(exchange.player(2).hand().intersect(exchange.faceUp())).isEqualTo(exchange.faceUp());
    PortRoyalSticheState auction = PortRoyalStichePositions.of(3).round(2).phase(new Phase.Auction(1, -1, 0, 0)).build();
    assertThat(auction.faceUp().size()).isEqualTo(2);
    assertThat(auction.holder()).isEqualTo(-1);
    assertThat(auction.aside()).isEqualTo(TrickSet.EMPTY);
    for (Player p : auction.players()) {
      assertThat(p.hand().intersect(auction.faceUp())).isEqualTo(TrickSet.EMPTY);
    }
  }

  @Test
  void aTrickInPlay_keepsItsCards_andTheSeatsThatPlayedHoldOneCardLess() { // §5.1
    PortRoyalSticheState s = PortRoyalStichePositions.of(4).round(3).tricksDone(4)
        .phase(new Phase.TrickPlay(new Trick(3, Loot.RUM_5, Vector.of(new PlayedCard(3, BLUE_8, false),
            new PlayedCard(0, KLAB_7, false))))).build();
    assertThat(s.player(3).hand().size()).isEqualTo(3);
    assertThat(s.player(0).hand().size()).isEqualTo(3);
    assertThat(s.player(1).hand().size()).isEqualTo(4);
    assertThat(s.display().contains(Loot.RUM_5)).isFalse();
    assertThat(s.played().contains(BLUE_8)).isFalse();
  }

  @Test
  void round6_hasNoMoveOneLeftInTheDeck() { // §2 note: every loot card is revealed by round 6
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(6).tricksDone(2).build();
    assertThat(s.lootDeck()).isEmpty();
    assertThat(s.display().contains(Loot.MOVE_ONE) || s.lootOut().contains(Loot.MOVE_ONE)).isTrue();
  }

  @Test
  void whatCannotBe_isRejectedNamingTheField() {
    assertThatThrownBy(() -> PortRoyalStichePositions.of(3).debt(0, 20).build())
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("players[0].debt");
    assertThatThrownBy(() -> PortRoyalStichePositions.of(3).round(3).tricksDone(2).ship(0, Good.RUM, Loot.TOBACCO_2).build())
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("players[0].ships");
  }
}
