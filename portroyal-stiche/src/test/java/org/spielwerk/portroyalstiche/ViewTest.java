package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.HandDealt;

/** What each seat may see (§8.9): hands, the cards laid aside and bonus values are private. */
class ViewTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  private static PortRoyalSticheState table() {
    return PortRoyalStichePositions.of(3).round(6).holder(1, 2).tricksDone(1).phase(new Phase.Spoils(0, Option.none()))
        .aside(RED_1, RED_2).hand(0, BLUE_1, BLUE_2, BLUE_3, BLUE_4, BLUE_5, BLUE_6, KLAB_1)
        .bonus(0, Good.RUM, Bonus.BONUS_6).bonus(2, Good.TOBACCO, Bonus.BONUS_5).pendingBonus(Bonus.BONUS_4)
        .carrier(Loot.RUM_12, Bonus.BONUS_1, Bonus.BONUS_2).build();
  }

  @Test
  void aSeat_seesItsOwnHandAndOnlyTheSizesOfTheOthers() { // §8.9
    PortRoyalSticheState state = table();
    PortRoyalSticheView mine = GAME.view(state, 0);
    assertThat(mine.hand()).isEqualTo(state.player(0).hand());
    assertThat(mine.seats().map(PortRoyalSticheView.SeatView::handSize)).containsExactly(7, 7, 7);
    PortRoyalSticheView theirs = GAME.view(state, 2);
    assertThat(theirs.hand()).isEqualTo(state.player(2).hand());
    assertThat(theirs.hand().contains(BLUE_1)).isFalse();
  }

  @Test
  void theCardsLaidAside_areSeenOnlyByTheHolder() { // §4.2a, §8.9
    PortRoyalSticheState state = table();
    assertThat(GAME.view(state, 1).aside()).isEqualTo(TrickSet.of(RED_1, RED_2));
    assertThat(GAME.view(state, 0).aside()).isEqualTo(TrickSet.EMPTY);
    assertThat(GAME.view(state, 0).faceUp()).as("the face-up cards were public").isEqualTo(state.faceUp());
  }

  @Test
  void bonusValues_areSeenOnlyByTheirOwner() { // §1.2, §8.9
    PortRoyalSticheState state = table();
    PortRoyalSticheView mine = GAME.view(state, 0);
    assertThat(mine.seats().get(0).ships().get(Good.RUM.ordinal()).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_6));
    assertThat(mine.seats().get(2).ships().get(Good.TOBACCO.ordinal()).bonusCount()).isEqualTo(1);
    assertThat(mine.seats().get(2).ships().get(Good.TOBACCO.ordinal()).bonus()).isEqualTo(BonusSet.EMPTY);
    assertThat(mine.bonusUnderCount()).isEqualTo(2);
    assertThat(mine.pendingBonus()).as("the winner looks at what he won").isEqualTo(BonusSet.of(Bonus.BONUS_4));
    assertThat(GAME.view(state, 1).pendingBonus()).isEqualTo(BonusSet.EMPTY);
    assertThat(GAME.view(state, 1).pendingBonusCount()).isEqualTo(1);
    assertThat(org.spielwerk.core.Json.write(GAME.view(state, 1))).doesNotContain("BONUS_6", "BONUS_4", "BONUS_5");
  }

  @Test
  void afterTheGame_everyShipsBonusCardsAreShown() { // §6: the scoring reveals them
    PortRoyalSticheState state = ScoringTest.over(3).bonus(2, Good.TOBACCO, Bonus.BONUS_5).build();
    assertThat(GAME.view(state, 0).seats().get(2).ships().get(Good.TOBACCO.ordinal()).bonus())
        .isEqualTo(BonusSet.of(Bonus.BONUS_5));
  }

  @Test
  void dealtHands_arePrivateEvents() { // §8.9
    PortRoyalSticheState state = Table.at(RoundTest.lastTrick(1)).state;
    Step<PortRoyalSticheState, PortRoyalSticheEvent> step = GAME.apply(state, new PortRoyalSticheAction.Play(RED_3));
    step = GAME.apply(step.state(), new PortRoyalSticheAction.Load(Good.RUM));
    assertThat(step.events().stream().filter(HandDealt.class::isInstance)).hasSize(3);
    assertThat(step.eventsFor(0).stream().filter(HandDealt.class::isInstance).map(e -> ((HandDealt) e).seat()))
        .containsExactly(0);
  }

  @Test
  void theText_rendersAViewAndEveryAction() {
    PortRoyalSticheState state = GAME.setup(4, 5);
    assertThat(GAME.text().view(GAME.view(state, 0))).contains("Round 1", "Your hand");
    for (PortRoyalSticheAction action : GAME.legalActions(state)) {
      assertThat(GAME.text().action(state, action)).isNotBlank();
    }
  }
}
