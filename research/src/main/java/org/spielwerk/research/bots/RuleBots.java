package org.spielwerk.research.bots;

import java.util.List;
import java.util.Map;
import org.spielwerk.core.Agent;
import org.spielwerk.core.AgentProvider;
import org.spielwerk.core.InvalidSetupException;

/** Registers {@code rules[:easy|medium|hard]} (also {@code rules:level=hard}) with {@code Agents.byName}. */
public final class RuleBots implements AgentProvider {

  @Override
  public List<String> names() {
    return List.of("rules");
  }

  @Override
  public Agent create(String name, Map<String, String> parameters) {
    String level = "medium";
    for (Map.Entry<String, String> p : parameters.entrySet()) {
      if (p.getKey().isEmpty() || p.getKey().equals("level")) {
        level = p.getValue();
      } else {
        throw new InvalidSetupException("agents", "rules has no parameter '" + p.getKey() + "' (known: level)");
      }
    }
    try {
      return new RuleBot(Level.valueOf(level.toUpperCase(java.util.Locale.ROOT)));
    } catch (IllegalArgumentException e) {
      throw new InvalidSetupException("level", "must be easy, medium or hard, not '" + level + "'");
    }
  }
}
