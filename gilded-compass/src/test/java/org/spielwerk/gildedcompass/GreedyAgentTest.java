package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agent;
import org.spielwerk.core.GreedyAgent;
import org.spielwerk.core.RandomAgent;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/** The heuristic drives core's greedy agent to better results than random play. */
class GreedyAgentTest {
  private static final GildedCompass GAME = new GildedCompass();

  @Test
  void greedy_beatsRandomMostOfTheTime() {
    Agent greedy = new GreedyAgent();
    Agent random = new RandomAgent();
    int wins = 0;
    int games = 8;
    for (int g = 0; g < games; g++) {
      GildedCompassState s = GAME.setup(GildedCompassOptions.YUCATA_AUTO_ASSIGN, 2, 100 + g);
      RandomSource r = new RandomSource(g);
      int greedySeat = g % 2;
      while (GAME.status(s) instanceof Status.ToMove move) {
        Agent agent = move.seat() == greedySeat ? greedy : random;
        s = GAME.play(s, agent.choose(GAME, s, r));
      }
      Status.Finished done = (Status.Finished) GAME.status(s);
      if (done.outcome().ranks().get(greedySeat) == 0) {
        wins++;
      }
    }
    assertThat(wins).as("greedy wins out of " + games).isGreaterThanOrEqualTo(6);
  }
}
