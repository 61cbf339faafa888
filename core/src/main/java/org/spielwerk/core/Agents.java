package org.spielwerk.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The ready bots, by name. A spec is a name and optional parameters separated by colons, e.g.
 * {@code ismcts:iterations=500:rollout=greedy} or {@code rules:hard} (a bare word is the parameter
 * with the empty key). Modules add bots through {@link AgentProvider}.
 */
public final class Agents {
  private Agents() {}

  /** The names of core's own bots. */
  public static final List<String> NAMES = List.of("random", "greedy", "ismcts");

  /** Every name {@link #byName} knows: core's and those of the registered {@link AgentProvider}s. */
  public static List<String> names() {
    List<String> names = new ArrayList<>(NAMES);
    for (AgentProvider provider : ServiceLoader.load(AgentProvider.class)) {
      names.addAll(provider.names());
    }
    return names;
  }

  /**
   * A bot by spec: {@code random}, {@code greedy[:samples=N]}, {@code ismcts[:key=value...]} (see
   * {@link IsmctsAgent#of}), or a name a registered {@link AgentProvider} knows.
   *
   * @throws InvalidSetupException for an unknown name or a bad parameter
   */
  public static Agent byName(String spec) {
    java.util.Objects.requireNonNull(spec, "agent must not be null");
    String[] parts = spec.strip().split(":");
    String name = parts[0].toLowerCase(java.util.Locale.ROOT);
    Map<String, String> parameters = new LinkedHashMap<>();
    for (int i = 1; i < parts.length; i++) {
      int eq = parts[i].indexOf('=');
      String key = eq < 0 ? "" : parts[i].substring(0, eq).strip();
      String value = eq < 0 ? parts[i].strip() : parts[i].substring(eq + 1).strip();
      if (parameters.put(key, value) != null) {
        throw new InvalidSetupException("agents", "parameter '" + key + "' given twice in '" + spec + "'");
      }
    }
    switch (name) {
      case "random" -> {
        noParameters(name, parameters);
        return new RandomAgent();
      }
      case "greedy" -> {
        for (String key : parameters.keySet()) {
          if (!key.equals("samples")) {
            throw new InvalidSetupException("agents", "greedy has no parameter '" + key + "' (known: samples)");
          }
        }
        String samples = parameters.get("samples");
        return samples == null ? new GreedyAgent() : new GreedyAgent(intParameter("samples", samples));
      }
      case "ismcts" -> {
        return IsmctsAgent.of(parameters);
      }
      default -> {
        for (AgentProvider provider : ServiceLoader.load(AgentProvider.class)) {
          if (provider.names().contains(name)) {
            return provider.create(name, parameters);
          }
        }
        throw new InvalidSetupException("agents", "unknown agent '" + name + "', known: " + names());
      }
    }
  }

  private static void noParameters(String name, Map<String, String> parameters) {
    if (!parameters.isEmpty()) {
      throw new InvalidSetupException("agents", name + " takes no parameters, got " + parameters.keySet());
    }
  }

  /** A whole-number parameter, or an error naming it. */
  static int intParameter(String key, String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new InvalidSetupException(key, "must be a whole number, not '" + value + "'");
    }
  }

  /** A number parameter, or an error naming it. */
  static double doubleParameter(String key, String value) {
    try {
      return Double.parseDouble(value);
    } catch (NumberFormatException e) {
      throw new InvalidSetupException(key, "must be a number, not '" + value + "'");
    }
  }
}
