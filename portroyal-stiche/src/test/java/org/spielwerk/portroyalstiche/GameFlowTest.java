package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Step;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusAttached;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.GameEnded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootRevealed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RoundStarted;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrickWon;

/** The shape of whole games (§3, §9), over random playouts: 6 rounds of 8 tricks, every loot card revealed. */
class GameFlowTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  @ParameterizedTest
  @CsvSource({"3, STANDARD", "4, STANDARD", "3, REVOKE_BLUFF", "4, REVOKE_BLUFF"})
  void everyGame_hasSixRoundsOfEightTricks_andRevealsEveryLootCard(int players, String preset) {
    for (long seed = 0; seed < 25; seed++) {
      List<PortRoyalSticheEvent> events = play(GAME.presets().get(preset), players, seed);
      List<Integer> tricksPerRound = new ArrayList<>(List.of(0));
      LootSet revealed = GAME.setup(GAME.presets().get(preset), players, seed).display();
      int round = 1;
      for (PortRoyalSticheEvent event : events) {
        switch (event) {
          case RoundStarted started -> {
            tricksPerRound.add(0);
            round = started.round();
          }
          case TrickWon won -> tricksPerRound.set(tricksPerRound.size() - 1, tricksPerRound.get(tricksPerRound.size() - 1) + 1);
          case LootRevealed shown -> {
            revealed = revealed.union(shown.cards());
            assertThat(shown.cards().contains(Loot.MOVE_ONE)).as("„1 Karte umlegen\" only in round 6").isEqualTo(round == 6);
          }
          default -> { }
        }
      }
      assertThat(tricksPerRound).as("8 tricks in each of the 6 rounds").containsExactly(8, 8, 8, 8, 8, 8);
      assertThat(events.stream().filter(TrickWon.class::isInstance)).as("6 × 8 tricks").hasSize(48);
      assertThat(revealed.size()).as("9 + 5 × 8 = 49 loot cards revealed").isEqualTo(49);
      assertThat(events.stream().filter(BonusAttached.class::isInstance)).as("a bonus card after rounds 1-5").hasSize(5);
      assertThat(events.get(events.size() - 1)).isInstanceOf(GameEnded.class);
    }
  }

  /** The events of a random game after setup (the first round's start happens in setup, without events). */
  private static List<PortRoyalSticheEvent> play(PortRoyalSticheOptions options, int players, long seed) {
    PortRoyalSticheState state = GAME.setup(options, players, seed);
    RandomSource random = new RandomSource(seed * 31 + 7);
    List<PortRoyalSticheEvent> events = new ArrayList<>();
    int actions = 0;
    List<PortRoyalSticheAction> legal;
    while (!(legal = GAME.legalActions(state)).isEmpty()) {
      Step<PortRoyalSticheState, PortRoyalSticheEvent> step = GAME.apply(state, legal.get(random.nextInt(legal.size())));
      events.addAll(step.events());
      state = step.state();
      actions++;
    }
    assertThat(actions).isLessThanOrEqualTo(PortRoyalStiche.MAX_ACTIONS);
    return events;
  }
}
