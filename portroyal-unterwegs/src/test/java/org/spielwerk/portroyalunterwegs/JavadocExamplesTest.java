package org.spielwerk.portroyalunterwegs;

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
    PortRoyalUnterwegs game = new PortRoyalUnterwegs();
    UnterwegsState state = game.setup(UnterwegsOptions.DEFAULT, 3, 42L);   // 3 players, seed 42
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
    UnterwegsState s = UnterwegsPositions.of(2).display(0, "SAILOR_3", "PIRATE_5").coins(0, 2).coins(1, 3)
        .draw("U_B_2_2N").build();   // seat 0 to reveal a blue 2-sword ship, which he can repel
    // @end
    assertThat(s.player(0).display().size()).isEqualTo(2);
  }
}
