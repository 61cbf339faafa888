package org.spielwerk.research.learned;

import java.util.List;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Game;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.ViewDecider;
import org.spielwerk.research.pool.SmallIds;

/**
 * The agent {@code nn}: a learned policy plays. It decides from the view of the seat to move and its legal actions
 * alone (a {@link ViewDecider}), as the pool shows them to Python: the seat's observation, then, for each small
 * id of the action (one for most games; Gilded Compass and Loyang choose an action as a short sequence of
 * sub-choices), the network's logits over the ids that extend to a legal action. It plays the highest logit (the
 * lowest id among equals, as {@code torch.argmax}), or with {@code sample} draws from the softmax over them.
 *
 * <p>The model is a file ({@code model=PATH}) or, without one, the model the library ships for the game it is
 * asked to play; either is bound to its game and seat count and refused elsewhere. Thread-safe.
 */
public final class LearnedAgent implements Agent, ViewDecider {
  private final PolicySource source;
  private final boolean sample;

  /**
   * @param policy the model, or null for the one shipped for each game
   * @param sample draw from the policy instead of playing its highest logit
   */
  public LearnedAgent(LearnedPolicy policy, boolean sample) {
    this.source = new PolicySource(policy);
    this.sample = sample;
  }

  @Override
  public String name() {
    return "nn";
  }

  @Override
  public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    if (!(game.status(state) instanceof Status.ToMove toMove)) {
      throw new IllegalArgumentException("the game is over: no action to choose");
    }
    return fromView(game, state, toMove.seat(), random);
  }

  private <S, A, V> A fromView(Game<S, A, ?, V, ?> game, S state, int seat, RandomSource random) {
    return decide(game, game.view(state, seat), seat, game.legalActions(state), random);
  }

  @Override
  public <A, V> A decide(Game<?, A, ?, V, ?> game, V view, int seat, List<A> legal, RandomSource random) {
    PolicySource.Bound b = source.bind(game);
    float[] observation = b.observation(view);
    int[][] sequences = b.sequences(legal);
    SmallIds ids = b.ids();
    int[] prefix = new int[ids.maxLength()];
    boolean[] menu = new boolean[ids.ids()];
    for (int length = 0; ; length++) {
      ids.features(prefix, length, observation, b.engineSize());
      java.util.Arrays.fill(menu, false);
      for (int[] s : sequences) {
        if (SmallIds.extendsPrefix(s, prefix, length)) {
          menu[s[length]] = true;
        }
      }
      float[] logits = b.network().forward(observation).logits();
      prefix[length] = sample ? draw(logits, menu, random) : best(logits, menu);
      for (int i = 0; i < sequences.length; i++) {
        if (sequences[i].length == length + 1 && SmallIds.extendsPrefix(sequences[i], prefix, length)
            && sequences[i][length] == prefix[length]) {
          return legal.get(i);
        }
      }
    }
  }

  /** The id of the highest logit in the menu, the lowest id among equals. */
  static int best(float[] logits, boolean[] menu) {
    int best = -1;
    for (int i = 0; i < logits.length; i++) {
      if (menu[i] && (best < 0 || logits[i] > logits[best])) {
        best = i;
      }
    }
    if (best < 0) {
      throw new IllegalStateException("nn: no legal id to choose");
    }
    return best;
  }

  /** An id of the menu drawn with probability proportional to exp(logit). */
  static int draw(float[] logits, boolean[] menu, RandomSource random) {
    double top = logits[best(logits, menu)];
    double total = 0;
    double[] weights = new double[logits.length];
    for (int i = 0; i < logits.length; i++) {
      if (menu[i]) {
        weights[i] = Math.exp(logits[i] - top);
        total += weights[i];
      }
    }
    double u = random.nextDouble() * total;
    int last = -1;
    for (int i = 0; i < logits.length; i++) {
      if (menu[i]) {
        last = i;
        u -= weights[i];
        if (u < 0) {
          return i;
        }
      }
    }
    return last;
  }
}
