package org.spielwerk.portroyal;

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
    PortRoyal game = new PortRoyal();
    PortRoyalState state = game.setup(PortRoyalOptions.YUCATA_EXPANSION, 3, 42L);   // 3 players, seed 42
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
    PortRoyalState s = PortRoyalPositions.of(2).options(PortRoyalOptions.YUCATA)
        .display(0, Card.PIRATE_5).harbor(Card.SHIP_Y_1_1).draw(Card.SHIP_B_2_2).coins(1, 4).build();
    // @end
    assertThat(s.harbor().size()).isEqualTo(1);
  }
}
