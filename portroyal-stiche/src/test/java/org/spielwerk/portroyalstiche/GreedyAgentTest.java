package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agent;
import org.spielwerk.core.GreedyAgent;
import org.spielwerk.core.RandomAgent;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/** The heuristic drives core's greedy agent through whole games, and it plays better than chance. */
class GreedyAgentTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  @Test
  void greedy_beatsRandomAgents() {
    Agent greedy = new GreedyAgent();
    Agent random = new RandomAgent();
    double payoff = 0;
    int games = 30;
    for (int game = 0; game < games; game++) {
      int players = 3 + game % 2;
      int greedySeat = game % players;
      PortRoyalSticheState state = GAME.setup(players, 1000 + game);
      RandomSource source = new RandomSource(game);
      while (GAME.status(state) instanceof Status.ToMove toMove) {
        Agent agent = toMove.seat() == greedySeat ? greedy : random;
        state = GAME.play(state, agent.choose(GAME, state, source));
      }
      payoff += ((Status.Finished) GAME.status(state)).outcome().payoff(greedySeat);
    }
    // chance would give about 0.29 (a third or a quarter of the wins)
    assertThat(payoff / games).isGreaterThan(0.5);
  }

  @Test
  void theHeuristic_prefersAPositionWithMoreCargo() {
    PortRoyalSticheState poor = ScoringTest.over(3).ship(0, Good.RUM, Loot.RUM_3).build();
    PortRoyalSticheState rich = ScoringTest.over(3).ship(0, Good.RUM, Loot.RUM_12).build();
    assertThat(GAME.heuristic().value(rich, 0)).isGreaterThan(GAME.heuristic().value(poor, 0));
  }
}
