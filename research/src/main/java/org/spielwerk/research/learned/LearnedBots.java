package org.spielwerk.research.learned;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.Agent;
import org.spielwerk.core.AgentProvider;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.IsmctsAgent;

/**
 * Registers with {@code Agents.byName}: {@code nn[:model=FILE][:sample=true]}, a learned policy (see
 * {@link LearnedAgent}), and {@code nn-ismcts[:model=FILE][:iterations=N|:time=MS][:c=X]}, ISMCTS guided by it
 * (PUCT with the network's prior and value, no playouts; {@link NetworkGuide}; 200 iterations and c = 0.5 unless
 * given). Without {@code model} both play the model the library ships for the game. A model file is read when the
 * spec is, so a missing or damaged file is refused at once.
 */
public final class LearnedBots implements AgentProvider {

  @Override
  public List<String> names() {
    return List.of("nn", "nn-ismcts");
  }

  @Override
  public Agent create(String name, Map<String, String> parameters) {
    if (name.equals("nn-ismcts")) {
      return guidedSearch(parameters);
    }
    LearnedPolicy policy = null;
    boolean sample = false;
    for (Map.Entry<String, String> p : parameters.entrySet()) {
      switch (p.getKey()) {
        case "model" -> policy = LearnedPolicy.read(Path.of(p.getValue()));
        case "sample" -> sample = switch (p.getValue()) {
          case "true" -> true;
          case "false" -> false;
          default -> throw new InvalidSetupException("sample", "must be true or false, not '" + p.getValue() + "'");
        };
        default -> throw new InvalidSetupException("agents", "nn has no parameter '" + p.getKey()
            + "' (known: model, sample)");
      }
    }
    return new LearnedAgent(policy, sample);
  }

  private static Agent guidedSearch(Map<String, String> parameters) {
    Map<String, String> search = new java.util.LinkedHashMap<>();
    search.put("iterations", "200");
    search.put("c", "0.5");
    LearnedPolicy policy = null;
    for (Map.Entry<String, String> p : parameters.entrySet()) {
      switch (p.getKey()) {
        case "model" -> policy = LearnedPolicy.read(Path.of(p.getValue()));
        case "iterations", "time", "c" -> search.put(p.getKey(), p.getValue());
        default -> throw new InvalidSetupException("agents", "nn-ismcts has no parameter '" + p.getKey()
            + "' (known: model, iterations, time, c)");
      }
    }
    IsmctsAgent.Settings settings = IsmctsAgent.of(search).settings();
    return new IsmctsAgent(settings, new NetworkGuide(new PolicySource(policy)));
  }
}
