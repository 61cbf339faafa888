package org.spielwerk.core;

import java.util.List;
import java.util.Map;

/**
 * A test {@link AgentProvider} (registered only inside ServiceLookupTest's class loader): its agent
 * "echo" reports the parameters it was made with in its name.
 */
public final class EchoAgents implements AgentProvider {
  @Override
  public List<String> names() {
    return List.of("echo");
  }

  @Override
  public Agent create(String name, Map<String, String> parameters) {
    String echoed = name + parameters;
    return new Agent() {
      @Override
      public String name() {
        return echoed;
      }

      @Override
      public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
        return game.legalActions(state).get(0);
      }
    };
  }
}
