package org.spielwerk.examples;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.JsonSchemas;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Writes a game's JSON Schemas (state, view, action, event, options), for UIs in other languages. */
@Command(name = "schema", description = "Write the JSON Schemas (draft 2020-12) of a game's state, view, action, event and options.")
final class SchemaCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "the game's id (see `list`)")
  String gameId;

  @Option(names = "--out", paramLabel = "DIR", description = "write <game>-<what>.schema.json files there (default: print the state's schema)")
  Path out;

  @Override
  public Integer call() throws Exception {
    Game<?, ?, ?, ?, ?> game = Games.byId(gameId);
    Map<String, ObjectNode> schemas = JsonSchemas.of(game);
    if (out == null) {
      System.out.println(Json.writePretty(schemas.get("state")));
      return 0;
    }
    Files.createDirectories(out);
    for (Map.Entry<String, ObjectNode> schema : schemas.entrySet()) {
      Path file = out.resolve(game.info().id() + "-" + schema.getKey() + ".schema.json");
      Files.writeString(file, Json.writePretty(schema.getValue()));
      System.out.println("wrote " + file);
    }
    return 0;
  }
}
