package org.spielwerk.examples.bench;

import org.spielwerk.core.Game;
import org.spielwerk.core.Games;

/** What the game benchmarks share: the game by its id, with its types erased, and the seat count. */
final class BenchGames {
  private BenchGames() {}

  @SuppressWarnings("unchecked")
  static Game<Object, Object, ?, ?, Object> byId(String id) {
    return (Game<Object, Object, ?, ?, Object>) Games.byId(id);
  }

  /** The {@code players} parameter: 0 means the game's fewest. */
  static int players(Game<?, ?, ?, ?, ?> game, int players) {
    return players == 0 ? game.info().minPlayers() : players;
  }
}
