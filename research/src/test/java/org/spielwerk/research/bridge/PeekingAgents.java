package org.spielwerk.research.bridge;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.spielwerk.core.Agent;
import org.spielwerk.core.AgentProvider;
import org.spielwerk.core.Game;
import org.spielwerk.core.RandomSource;

/** A test agent, {@code peek}, that plays at random and records each state it is handed (BridgeActTest). */
public final class PeekingAgents implements AgentProvider {
  static final ConcurrentLinkedQueue<Object> HANDED = new ConcurrentLinkedQueue<>();

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
        HANDED.add(state);
        List<A> legal = game.legalActions(state);
        return legal.get(random.nextInt(legal.size()));
      }
    };
  }
}
