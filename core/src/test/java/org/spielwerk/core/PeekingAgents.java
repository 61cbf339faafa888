package org.spielwerk.core;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A test agent, {@code peek}, that plays at random and records every state it is handed and what it chose there,
 * so that a test can compare what a bot was given with the real position (the server's {@code BotViewTest}, the
 * bridge's {@code BridgeActTest}). Not registered here: a module whose tests need it lists it in its own test
 * resources' {@code META-INF/services/org.spielwerk.core.AgentProvider}.
 */
public final class PeekingAgents implements AgentProvider {
  /** A state an agent was handed and the action it chose there. */
  public record Seen(Object state, Object chosen) {}

  /** Everything the {@code peek} agents were handed, in order; tests clear it first. */
  public static final ConcurrentLinkedQueue<Seen> SEEN = new ConcurrentLinkedQueue<>();

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
