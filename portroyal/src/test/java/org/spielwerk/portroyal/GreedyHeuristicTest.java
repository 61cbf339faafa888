package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agent;
import org.spielwerk.core.GreedyAgent;
import org.spielwerk.core.RandomAgent;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/** The heuristic makes core's greedy agent clearly better than random play. */
class GreedyHeuristicTest {

  @Test
  void greedyBeatsRandom() {
    PortRoyal game = Table.GAME;
    Agent greedy = new GreedyAgent();
    Agent random = new RandomAgent();
    RandomSource dice = new RandomSource(2026);
    double greedyWins = 0;
    int games = 40;
    for (int g = 0; g < games; g++) {
      int greedySeat = g % 2;
      PortRoyalState s = game.setup(g % 4 == 3 ? PortRoyalOptions.YUCATA_EXPANSION : PortRoyalOptions.YUCATA, 2, dice.nextLong());
      while (!game.isOver(s)) {
        int seat = PortRoyal.toMove(s);
        PortRoyalAction action = (seat == greedySeat ? greedy : random).choose(game, s, dice);
        s = game.play(s, action);
      }
      greedyWins += ((Status.Finished) game.status(s)).outcome().payoff(greedySeat);
    }
    assertThat(greedyWins / games).isGreaterThan(0.85);
  }

  @Test
  void heuristic_prefersInfluenceAndCoins() {
    PortRoyalState poor = Table.of(2).display(0, SAILOR()).build();
    PortRoyalState rich = Table.of(2).display(0, SAILOR()).coins(0, 5).build();
    assertThat(game().heuristic().value(rich, 0)).isGreaterThan(game().heuristic().value(poor, 0));
    assertThat(game().heuristic().value(rich, 1)).isLessThan(game().heuristic().value(poor, 1));
    List.of(0, 1).forEach(seat -> assertThat(Double.isNaN(game().heuristic().value(rich, seat))).isFalse());
  }

  private static Card SAILOR() {
    return Card.SAILOR_3;
  }

  private static PortRoyal game() {
    return Table.GAME;
  }
}
