package org.spielwerk.examples;

import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import picocli.CommandLine.Command;

/** Lists the games on the class path with their presets and options. */
@Command(name = "list", description = "List the games, their player counts, presets and options.")
final class ListCommand implements Runnable {

  @Override
  public void run() {
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      var info = game.info();
      System.out.printf("%-20s %s, %d-%d players%n", info.id(), info.name(), info.minPlayers(), info.maxPlayers());
      System.out.println("  presets: " + String.join(", ", new java.util.TreeSet<>(game.presets().keySet())));
      System.out.println("  default options: " + Json.write(game.defaultOptions()));
    }
  }
}
