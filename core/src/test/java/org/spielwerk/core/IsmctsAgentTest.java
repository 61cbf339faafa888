package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.pig.Pig;

class IsmctsAgentTest {

  private static double winRate(Agent a, Agent b, int games) {
    Pig pig = new Pig();
    RandomSource dice = new RandomSource(5);
    double wins = 0;
    for (int g = 0; g < games; g++) {
      Pig.State s = pig.setup(2, g);
      while (pig.status(s) instanceof Status.ToMove toMove) {
        Agent agent = (toMove.seat() + g) % 2 == 0 ? a : b;
        s = pig.play(s, agent.choose(pig, s, dice));
      }
      wins += ((Status.Finished) pig.status(s)).outcome().payoff(g % 2 == 0 ? 0 : 1);
    }
    return wins / games;
  }

  @Test
  void ismctsBeatsTheRandomAgentAtPig() {
    assertThat(winRate(Agents.byName("ismcts:iterations=100"), new RandomAgent(), 100)).isGreaterThan(0.7);
  }

  @Test
  void greedyRolloutsAndCutPlayoutsStillPlayWell() {
    Agent agent = Agents.byName("ismcts:iterations=60:rollout=greedy:depth=20:determinizations=2");
    assertThat(winRate(agent, new RandomAgent(), 60)).isGreaterThan(0.7);
  }

  @Test
  void theSameRandomSourceGivesTheSameChoice() {
    Pig pig = new Pig();
    Pig.State s = pig.play(pig.setup(2, 3), new Pig.Action.Roll());
    Agent agent = Agents.byName("ismcts:iterations=50");
    for (long seed = 0; seed < 20; seed++) {
      assertThat(agent.choose(pig, s, new RandomSource(seed))).isEqualTo(agent.choose(pig, s, new RandomSource(seed)));
    }
  }

  @Test
  void parametersAreParsedAndCheckedByName() {
    IsmctsAgent agent = (IsmctsAgent) Agents.byName("ismcts:iterations=7:c=1.5:rollout=greedy:determinizations=3:depth=9");
    assertThat(agent.settings()).isEqualTo(new IsmctsAgent.Settings(7, 0, 1.5, IsmctsAgent.Rollout.GREEDY, 3, 9, true));
    assertThat(((IsmctsAgent) Agents.byName("ismcts:expand=random")).settings().orderedExpansion()).isFalse();
    assertThat(((IsmctsAgent) Agents.byName("ismcts:cut=value:scale=2.5:widen=1.5:candidates=3")).settings())
        .isEqualTo(new IsmctsAgent.Settings(200, 0, 0.7, IsmctsAgent.Rollout.RANDOM, 1, 30, true, IsmctsAgent.Cut.VALUE,
            2.5, 1.5, 3));
    assertThat(((IsmctsAgent) Agents.byName("ismcts:cut=RANK")).settings().cut()).isEqualTo(IsmctsAgent.Cut.RANK);
    assertThatThrownBy(() -> Agents.byName("ismcts:cut=score")).isInstanceOf(InvalidSetupException.class)
        .hasMessage("cut: must be rank or value, not 'score'");
    assertThatThrownBy(() -> Agents.byName("ismcts:iterations=0")).isInstanceOf(InvalidSetupException.class)
        .hasMessageStartingWith("iterations:");
    assertThatThrownBy(() -> Agents.byName("ismcts:width=3")).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("no parameter 'width'");
    assertThatThrownBy(() -> Agents.byName("ismcts:rollout=smart")).isInstanceOf(InvalidSetupException.class)
        .hasMessageStartingWith("rollout:");
    assertThatThrownBy(() -> Agents.byName("random:x=1")).isInstanceOf(InvalidSetupException.class);
    assertThat(Agents.byName("greedy:samples=2")).isInstanceOf(GreedyAgent.class);
  }

  @Test
  void valueCutsAndWideningStillPlayWell() {
    Agent agent = Agents.byName("ismcts:iterations=60:depth=6:cut=value:scale=10:widen=1:rollout=greedy:candidates=2");
    assertThat(winRate(agent, new RandomAgent(), 60)).isGreaterThan(0.7);
  }

  @Test
  void aTimeBudgetStopsTheSearch() {
    Pig pig = new Pig();
    Pig.State s = pig.play(pig.setup(2, 3), new Pig.Action.Roll());
    Agent agent = Agents.byName("ismcts:time=20");
    long start = System.nanoTime();
    assertThat(pig.legalActions(s)).contains(agent.choose(pig, s, new RandomSource(1)));
    assertThat((System.nanoTime() - start) / 1e6).isLessThan(2000);
  }
}
