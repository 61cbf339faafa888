package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.pig.Pig;

class OutcomeAndAgentsTest {

  @Test
  void ranksShareAPlaceOnATie() {
    assertThat(Outcome.ranksByDescending(List.of(5, 9, 5, 1))).containsExactly(1, 0, 1, 3);
    Outcome shared = new Outcome(List.of(9, 9, 1), Outcome.ranksByDescending(List.of(9, 9, 1)));
    assertThat(shared.winners()).containsExactly(0, 1);
    assertThat(shared.payoff(0)).isEqualTo(0.5);
    assertThat(shared.payoff(2)).isZero();
  }

  @Test
  void agentsAreFoundByName() {
    assertThat(Agents.byName("random")).isInstanceOf(RandomAgent.class);
    assertThat(Agents.byName("greedy")).isInstanceOf(GreedyAgent.class);
    assertThatThrownBy(() -> Agents.byName("clever")).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("agents: unknown agent 'clever'");
  }

  @Test
  void theGreedyAgentBeatsTheRandomOneAtPig() {
    Pig pig = new Pig();
    Agent greedy = new GreedyAgent();
    Agent random = new RandomAgent();
    RandomSource dice = new RandomSource(11);
    double greedyWins = 0;
    for (int g = 0; g < 300; g++) {
      Pig.State s = pig.setup(2, g);
      while (pig.status(s) instanceof Status.ToMove toMove) {
        Agent agent = (toMove.seat() + g) % 2 == 0 ? greedy : random;
        s = pig.play(s, agent.choose(pig, s, dice));
      }
      greedyWins += ((Status.Finished) pig.status(s)).outcome().payoff(g % 2 == 0 ? 0 : 1);
    }
    assertThat(greedyWins / 300).isGreaterThan(0.6);
  }

  @Test
  void playersOutsideTheRangeAreRejected() {
    assertThatThrownBy(() -> new Pig().setup(1, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessage("players: Pig is for 2 to 4 players, not 1");
  }
}
