package org.spielwerk.research.learned;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.RandomAgent;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.research.Encoder;

/**
 * Every game has a shipped model (docs/models), made for this library's encoding of its table: it binds (its layout
 * is the running one), names its recipe, and {@code nn} and {@code nn-ismcts} play it to the end of a game.
 */
class ShippedModelsTest {
  @Test
  void everyGameShipsAModelOfItsTableThatPlaysAWholeGame() {
    for (String id : Encoder.gameIds()) {
      LearnedPolicy policy = LearnedPolicy.shipped(id);
      assertThat(policy).as(id).isNotNull();
      assertThat(policy.gameId()).isEqualTo(id);
      assertThat(policy.players()).isEqualTo(id.equals("portroyal-stiche") ? 3 : 2);
      assertThat(policy.metadata()).containsKeys("recipe", "settings", "updates", "cpu_seconds", "layout_hash");
      Game<?, ?, ?, ?, ?> game = Games.byId(id);
      policy.bind(game);
      for (String spec : List.of("nn", "nn-ismcts:iterations=8")) {
        assertThat(play(game, policy.players(), Agents.byName(spec), 3)).as(id + " " + spec).isPositive();
      }
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static int play(Game game, int players, Agent agent, long seed) {
    Object state = game.setup(game.defaultOptions(), players, seed);
    RandomSource random = new RandomSource(seed);
    int decisions = 0;
    while (game.status(state) instanceof Status.ToMove m) {
      Agent mover = m.seat() == 0 ? agent : new RandomAgent();
      Object action = mover.choose(game, state, random);
      assertThat(game.legalActions(state)).contains(action);
      decisions += m.seat() == 0 ? 1 : 0;
      state = game.play(state, action);
    }
    return decisions;
  }
}
