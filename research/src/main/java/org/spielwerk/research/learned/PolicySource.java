package org.spielwerk.research.learned;

import java.util.List;
import org.spielwerk.core.Game;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.research.pool.SmallIds;

/**
 * Where an agent's policy comes from: a model file given in its spec, or else the model the library ships for the
 * game it is asked to play; bound to that game (encoder, small ids, layout checked) once and kept, since models and
 * encoders are immutable. Thread-safe.
 */
final class PolicySource {
  private final LearnedPolicy given; // null: the shipped model of the game asked
  private volatile Bound bound; // the last game bound

  PolicySource(LearnedPolicy given) {
    this.given = given;
  }

  /** A policy bound to a game: what the network reads and answers there. */
  record Bound(Game<?, ?, ?, ?, ?> game, LearnedPolicy policy, LearnedPolicy.Table<?, ?, ?, ?> table) {
    SmallIds ids() {
      return table.ids();
    }

    PolicyNetwork network() {
      return policy.network();
    }

    /** The engine part of the observation of a view, room left for the factored suffix. */
    @SuppressWarnings("unchecked")
    <V> float[] observation(V view) {
      float[] engine;
      try {
        engine = ((LearnedPolicy.Table<?, ?, V, ?>) table).encoder().observeView(view);
      } catch (IllegalStateException e) {
        // the encoder's message lists every slice: too much for a person; the table is what differs
        throw new InvalidSetupException("model", policy.source() + " plays " + policy.gameId() + " at "
            + policy.players() + " seats with its options; this view is of another table (another seat count or "
            + "options)");
      }
      return java.util.Arrays.copyOf(engine, engine.length + ids().featureSize());
    }

    /** Each legal action's sequence of small ids. */
    @SuppressWarnings("unchecked")
    <A> int[][] sequences(List<A> legal) {
      LearnedPolicy.Table<?, A, ?, ?> t = (LearnedPolicy.Table<?, A, ?, ?>) table;
      int[][] sequences = new int[legal.size()][];
      for (int i = 0; i < sequences.length; i++) {
        sequences[i] = ids().tokens(t.encoder().encode(legal.get(i)));
      }
      return sequences;
    }

    /** Where the engine part of an observation ends (the factored suffix starts). */
    int engineSize() {
      return table.encoder().observationSize();
    }
  }

  Bound bind(Game<?, ?, ?, ?, ?> game) {
    Bound b = bound;
    if (b != null && b.game() == game) {
      return b;
    }
    LearnedPolicy policy = given;
    if (policy == null) {
      policy = LearnedPolicy.shipped(game.info().id());
      if (policy == null) {
        throw new InvalidSetupException("agents", "nn: the library ships no model for " + game.info().id()
            + "; give one with model=FILE (docs/research.md, Learned baselines)");
      }
    }
    b = new Bound(game, policy, policy.bind(game));
    bound = b;
    return b;
  }
}
