package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/**
 * The examples of the public javadoc, which shows them from here ({@code {@snippet file=... region=...}}, the
 * javadoc plugin's {@code --snippet-path} is this folder): compiled and run with the tests, so a wrong
 * example fails the build.
 */
class JavadocExamplesTest {

  @Test
  void aGameBetweenBots() {
    // @start region="play"
    PortRoyalStiche game = new PortRoyalStiche();
    PortRoyalSticheState state = game.setup(PortRoyalSticheOptions.STANDARD, 3, 42L);   // 3 players, seed 42
    Agent bot = Agents.byName("random");
    RandomSource random = new RandomSource(1);
    while (game.status(state) instanceof Status.ToMove toMove) {
      var legal = game.legalActions(state);              // what seat toMove.seat() may do
      state = game.apply(state, bot.choose(game, state, random)).state();
    }
    // @end
    assertThat(game.isOver(state)).isTrue();
  }

  @Test
  void positions_aBuiltPosition() {
    // @start region="positions"
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(3).tricksDone(2).holder(1, 4).debt(1, 10)
        .ship(0, Good.RUM, Loot.RUM_9).build();
    // @end
    assertThat(s.player(1).debt()).isEqualTo(10);
  }
}
