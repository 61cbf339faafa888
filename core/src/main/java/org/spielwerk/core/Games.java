package org.spielwerk.core;

import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The games on the class path. A game module registers its {@link Game} class in
 * {@code META-INF/services/org.spielwerk.core.Game}; tools find it here by id.
 */
public final class Games {
  private Games() {}

  /** Every registered game, by id. */
  public static List<Game<?, ?, ?, ?, ?>> all() {
    return ServiceLoader.load(Game.class).stream()
        .<Game<?, ?, ?, ?, ?>>map(provider -> provider.get())
        .sorted(Comparator.comparing(g -> g.info().id()))
        .toList();
  }

  /**
   * The game with this id.
   *
   * @throws InvalidSetupException when no such game is on the class path
   */
  public static Game<?, ?, ?, ?, ?> byId(String id) {
    List<Game<?, ?, ?, ?, ?>> games = all();
    return games.stream()
        .filter(g -> g.info().id().equals(id))
        .findFirst()
        .orElseThrow(() -> new InvalidSetupException("game",
            "unknown game '" + id + "', known: " + games.stream().map(g -> g.info().id()).toList()));
  }
}
