package org.spielwerk.core;

import java.util.List;
import java.util.Map;

/**
 * More bots for {@link Agents#byName}: a module registers its provider in
 * {@code META-INF/services/org.spielwerk.core.AgentProvider} (the research module's rule-based bots do).
 */
public interface AgentProvider {

  /** The agent names this provider knows (without parameters). */
  List<String> names();

  /**
   * The agent {@code name} (one of {@link #names()}) with its parameters.
   *
   * @param parameters {@code key=value} pairs from the spec; a bare word comes under the key {@code ""}
   * @throws InvalidSetupException for a bad parameter, naming it
   */
  Agent create(String name, Map<String, String> parameters);
}
