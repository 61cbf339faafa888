package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ISMCTS with a {@link IsmctsAgent.Guide} (a model's prior and value, PUCT, no playouts), on {@link
 * IsmctsDecisionTest}'s long game: 60 iterations never reach its end, so only the guide can tell the choices apart.
 */
class IsmctsGuideTest {
  private static final IsmctsDecisionTest.Gamble LONG = new IsmctsDecisionTest.Gamble(100);

  /** A guide with a fixed prior over seat 0's three choices and a value read from the line chosen. */
  private record Scripted(double[] firstPrior, boolean truthfulValue, List<Integer> movers) implements IsmctsAgent.Guide {
    @Override
    @SuppressWarnings("unchecked")
    public <S, A> IsmctsAgent.Judgement judge(Game<S, A, ?, ?, ?> game, S state, int mover, List<A> legal) {
      movers.add(mover);
      IsmctsDecisionTest.Line line = (IsmctsDecisionTest.Line) state;
      double[] prior = line.chosen() < 0 ? firstPrior : new double[] {1.0};
      double value = 1.0 / 3;
      if (truthfulValue && line.chosen() >= 0) {
        value = line.chosen() == 0 ? (mover == 0 ? 1 : 0) : (mover == 0 ? 0 : 0.5); // the end's payoffs
      }
      return new IsmctsAgent.Judgement(prior, value);
    }
  }

  private static int choice(IsmctsAgent.Guide guide, int iterations, long seed) {
    IsmctsAgent agent = new IsmctsAgent(IsmctsAgent.Settings.defaults().withIterations(iterations)
        .withExploration(1.5), guide);
    return agent.choose(LONG, new IsmctsDecisionTest.Line(-1, 0), new RandomSource(seed));
  }

  @Test
  void theGuidesValueDecidesWhereNoPlayoutCouldReachTheEnd() {
    for (long seed = 0; seed < 5; seed++) {
      List<Integer> movers = new java.util.ArrayList<>();
      assertThat(choice(new Scripted(new double[] {0.1, 0.45, 0.45}, true, movers), 60, seed)).isEqualTo(0);
      // every iteration judges one new node: the root once, then each node the tree grows, each for its mover
      assertThat(movers).hasSize(60).startsWith(0).contains(1, 2);
    }
  }

  @Test
  void withAnUninformativeValueThePriorLeads() {
    for (long seed = 0; seed < 5; seed++) {
      assertThat(choice(new Scripted(new double[] {0.01, 0.01, 0.98}, false, new java.util.ArrayList<>()), 40, seed))
          .isEqualTo(2);
      assertThat(choice(new Scripted(new double[] {0.01, 0.98, 0.01}, false, new java.util.ArrayList<>()), 40, seed))
          .isEqualTo(1);
    }
  }

  @Test
  void theMoversValueIsSpreadEvenlyOverTheOtherSeats() {
    assertThat(IsmctsAgent.spread(0.4, 1, 3)).containsExactly(0.3, 0.4, 0.3);
    assertThat(IsmctsAgent.spread(0.7, 0, 1)).containsExactly(0.7);
  }
}
