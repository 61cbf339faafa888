package org.spielwerk.research.learned;

import java.util.List;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Game;
import org.spielwerk.core.InvalidSetupException;
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
  private final LearnedPolicy given; // null: the shipped model of the game asked
  private final boolean sample;
  private volatile Bound bound; // the last table bound: models and encoders are immutable, built once per game

  private record Bound(Game<?, ?, ?, ?, ?> game, LearnedPolicy policy, LearnedPolicy.Table<?, ?, ?, ?> table) {}

  /**
   * @param policy the model, or null for the one shipped for each game
   * @param sample draw from the policy instead of playing its highest logit
   */
  public LearnedAgent(LearnedPolicy policy, boolean sample) {
    this.given = policy;
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
  @SuppressWarnings("unchecked")
  public <A, V> A decide(Game<?, A, ?, V, ?> game, V view, int seat, List<A> legal, RandomSource random) {
    Bound b = bind(game);
    LearnedPolicy.Table<?, A, V, ?> table = (LearnedPolicy.Table<?, A, V, ?>) b.table();
    float[] engine;
    try {
      engine = table.encoder().observeView(view);
    } catch (IllegalStateException e) {
      throw new InvalidSetupException("model", b.policy().source() + " plays " + b.policy().gameId() + " at "
          + b.policy().players() + " seats with its options; this view is of another table (" + e.getMessage() + ")");
    }
    SmallIds ids = table.ids();
    int[][] sequences = new int[legal.size()][];
    for (int i = 0; i < sequences.length; i++) {
      sequences[i] = ids.tokens(table.encoder().encode(legal.get(i)));
    }
    float[] observation = java.util.Arrays.copyOf(engine, engine.length + ids.featureSize());
    int[] prefix = new int[ids.maxLength()];
    boolean[] menu = new boolean[ids.ids()];
    for (int length = 0; ; length++) {
      ids.features(prefix, length, observation, engine.length);
      java.util.Arrays.fill(menu, false);
      for (int[] s : sequences) {
        if (extends_(s, prefix, length)) {
          menu[s[length]] = true;
        }
      }
      float[] logits = b.policy().network().forward(observation).logits();
      prefix[length] = sample ? draw(logits, menu, random) : best(logits, menu);
      for (int i = 0; i < sequences.length; i++) {
        if (sequences[i].length == length + 1 && extends_(sequences[i], prefix, length)
            && sequences[i][length] == prefix[length]) {
          return legal.get(i);
        }
      }
    }
  }

  /** The first {@code length} ids of {@code sequence} are {@code prefix}'s, and it goes on. */
  private static boolean extends_(int[] sequence, int[] prefix, int length) {
    if (sequence.length <= length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (sequence[i] != prefix[i]) {
        return false;
      }
    }
    return true;
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

  private Bound bind(Game<?, ?, ?, ?, ?> game) {
    Bound b = bound;
    if (b != null && b.game() == game) {
      return b;
    }
    LearnedPolicy policy = given;
    if (policy == null) {
      policy = LearnedPolicy.shipped(game.info().id());
      if (policy == null) {
        throw new InvalidSetupException("agents", "nn: the library ships no model for " + game.info().id()
            + "; give one with nn:model=FILE (docs/research.md, Learned baselines)");
      }
    }
    b = new Bound(game, policy, policy.bind(game));
    bound = b;
    return b;
  }
}
