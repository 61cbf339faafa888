package org.spielwerk.research.learned;

import java.util.List;
import org.spielwerk.core.Game;
import org.spielwerk.core.IsmctsAgent;
import org.spielwerk.research.pool.SmallIds;

/**
 * A learned policy as the prior and value of a search ({@code nn-ismcts}): one forward pass of the mover's view per
 * position judged. The prior is the softmax of the logits over the legal actions' ids; where the game's actions are
 * factored (Gilded Compass, Loyang) only the first sub-choice (the kind of action) is judged, and its probability is
 * shared evenly by the legal actions of that kind, so a judgement stays one pass. The value is the value head's
 * estimate of the mover's share of the win.
 */
final class NetworkGuide implements IsmctsAgent.Guide {
  private final PolicySource source;

  NetworkGuide(PolicySource source) {
    this.source = source;
  }

  @Override
  public <S, A> IsmctsAgent.Judgement judge(Game<S, A, ?, ?, ?> game, S state, int mover, List<A> legal) {
    return judgeState(game, state, mover, legal);
  }

  private <S, A, V> IsmctsAgent.Judgement judgeState(Game<S, A, ?, V, ?> game, S state, int mover, List<A> legal) {
    return judgeView(game, game.view(state, mover), legal);
  }

  private <S, A, V> IsmctsAgent.Judgement judgeView(Game<S, A, ?, V, ?> game, V view, List<A> legal) {
    PolicySource.Bound b = source.bind(game);
    float[] observation = b.observation(view);
    int[][] sequences = b.sequences(legal);
    SmallIds ids = b.ids();
    ids.features(new int[ids.maxLength()], 0, observation, b.engineSize());
    PolicyNetwork.Output out = b.network().forward(observation);
    float[] logits = out.logits();
    double top = Double.NEGATIVE_INFINITY;
    int[] sharing = new int[logits.length]; // legal actions per first id
    for (int[] s : sequences) {
      top = Math.max(top, logits[s[0]]);
      sharing[s[0]]++;
    }
    double total = 0;
    double[] weights = new double[logits.length];
    for (int id = 0; id < logits.length; id++) {
      if (sharing[id] > 0) {
        weights[id] = Math.exp(logits[id] - top);
        total += weights[id];
      }
    }
    double[] prior = new double[legal.size()];
    for (int i = 0; i < prior.length; i++) {
      int first = sequences[i][0];
      prior[i] = weights[first] / total / sharing[first];
    }
    return new IsmctsAgent.Judgement(prior, out.value());
  }
}
