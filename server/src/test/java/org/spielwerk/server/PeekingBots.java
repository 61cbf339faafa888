package org.spielwerk.server;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.spielwerk.core.Agent;
import org.spielwerk.core.AgentProvider;
import org.spielwerk.core.Game;
import org.spielwerk.core.RandomSource;

/**
 * A test bot, {@code peek}, that plays at random and records every state it is handed and what it chose, so
 * that {@link BotViewTest} can compare what a bot was given with the real position.
 */
public final class PeekingBots implements AgentProvider {
  /** A state a bot was handed and the action it chose there. */
  record Seen(Object state, Object chosen) {}

  static final ConcurrentLinkedQueue<Seen> SEEN = new ConcurrentLinkedQueue<>();

  @Override
  public List<String> names() {
    return List.of("peek");
  }

  @Override
  public Agent create(String name, Map<String, String> parameters) {
    return new Agent() {
      @Override
      public String name() {
        return "peek";
      }

      @Override
      public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
        List<A> legal = game.legalActions(state);
        A chosen = legal.get(random.nextInt(legal.size()));
        SEEN.add(new Seen(state, chosen));
        return chosen;
      }
    };
  }
}
