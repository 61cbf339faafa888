package org.spielwerk.research.learned;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.Agent;
import org.spielwerk.core.AgentProvider;
import org.spielwerk.core.InvalidSetupException;

/**
 * Registers {@code nn[:model=FILE][:sample=true]} with {@code Agents.byName}: a learned policy (see
 * {@link LearnedAgent}). A model file is read when the spec is, so a missing or damaged file is refused at once.
 */
public final class LearnedBots implements AgentProvider {

  @Override
  public List<String> names() {
    return List.of("nn");
  }

  @Override
  public Agent create(String name, Map<String, String> parameters) {
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
}
