package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;

/**
 * The event-free {@link PortRoyal#play} is a second path through the rules: it must leave exactly the
 * state {@link PortRoyal#apply} leaves, at every step of every game (issue 19: the tax's halving step
 * was once paid only where its event was emitted). Seeded random games over random option mixes and
 * player counts; a failure names the game's seed and step.
 */
class PlayEqualsApplyTest {
  private static final PortRoyal GAME = new PortRoyal();
  private static final int GAMES = 120;

  @Test
  void play_equalsApply_atEveryStepOfRandomGames() {
    RandomSource seeds = new RandomSource(0x5EEDL);
    long steps = 0;
    long taxesPaid = 0;
    for (int g = 0; g < GAMES; g++) {
      long seed = seeds.nextLong();
      RandomSource r = new RandomSource(seed);
      int players = r.nextInt(2, 5);
      PortRoyalOptions options = PortRoyalContractTest.randomOptions(r.nextLong(), players);
      PortRoyalState state = GAME.setup(options, players, r.nextLong());
      while (!(state.phase() instanceof Phase.GameOver)) {
        List<PortRoyalAction> legal = GAME.legalActions(state);
        PortRoyalAction action = legal.get(r.nextInt(legal.size()));
        var step = GAME.apply(state, action);
        PortRoyalState played = GAME.play(state, action);
        assertThat(played).as("game seed %d, step %d, action %s", seed, steps, action).isEqualTo(step.state());
        taxesPaid += step.events().stream().filter(PortRoyalEvent.TaxPaid.class::isInstance).count();
        state = played;
        steps++;
      }
    }
    // the random games reach the rule this test was written for, and play long enough to mean something
    assertThat(taxesPaid).as("tax payments in the random games").isGreaterThan(10);
    assertThat(steps).isGreaterThan(GAMES * 50L);
  }
}
