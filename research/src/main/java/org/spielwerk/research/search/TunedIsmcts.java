package org.spielwerk.research.search;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.spielwerk.core.Agent;
import org.spielwerk.core.AgentProvider;
import org.spielwerk.core.Game;
import org.spielwerk.core.IsmctsAgent;
import org.spielwerk.core.RandomSource;

/**
 * {@code ismcts-tuned[:key=value...]}: core's ISMCTS with the settings measured best for each game
 * (docs/research.md, "Measured strength"); parameters given in the spec override them, and a game
 * without tuned settings gets core's defaults. Registered as an {@link AgentProvider}; one instance
 * serves many threads.
 */
public final class TunedIsmcts implements Agent, AgentProvider {

  /** The settings per game id, as {@code ismcts} parameters. */
  static final Map<String, Map<String, String>> TUNED = Map.of(
      "gilded-compass", Map.of("iterations", "100", "rollout", "greedy", "depth", "8", "c", "0.3", "cut", "value"),
      "loyang", Map.of("iterations", "50", "depth", "8", "cut", "value", "scale", "10"));

  private final Map<String, String> overrides;
  private final Map<String, IsmctsAgent> byGame = new ConcurrentHashMap<>();

  /** For the service loader. */
  public TunedIsmcts() {
    this(Map.of());
  }

  private TunedIsmcts(Map<String, String> overrides) {
    this.overrides = Map.copyOf(overrides);
    IsmctsAgent.of(this.overrides); // bad parameters fail here, when the spec is read
  }

  @Override
  public List<String> names() {
    return List.of("ismcts-tuned");
  }

  @Override
  public Agent create(String name, Map<String, String> parameters) {
    return new TunedIsmcts(parameters);
  }

  @Override
  public String name() {
    return "ismcts-tuned";
  }

  /** The ISMCTS settings this agent uses in a game. */
  public IsmctsAgent.Settings settings(String gameId) {
    return agent(gameId).settings();
  }

  private IsmctsAgent agent(String gameId) {
    return byGame.computeIfAbsent(gameId, id -> {
      Map<String, String> parameters = new LinkedHashMap<>(TUNED.getOrDefault(id, Map.of()));
      parameters.putAll(overrides);
      return IsmctsAgent.of(parameters);
    });
  }

  @Override
  public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    return agent(game.info().id()).choose(game, state, random);
  }
}
