package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.JsonSchemas;

/**
 * The TypeScript types in {@code web/types/<game>.d.ts} are generated from the games' JSON Schemas (the engine's
 * own, {@link JsonSchemas}) with the npm package json-schema-to-typescript ({@code web/scripts/types.mjs}), and
 * are committed so that a UI author sees them without building. This test regenerates them into
 * {@code target/types} and fails when the committed ones differ; {@code -Dspielwerk.web.types.update=true}
 * writes them instead, {@code -Dspielwerk.web.types.skip=true} skips (no Node.js).
 */
class TypesTest {
  private static final Path MODULE = Path.of("").toAbsolutePath();

  @Test
  void theCommittedTypesAreThoseOfTheCurrentSchemas() throws Exception {
    Assumptions.assumeFalse(Boolean.getBoolean("spielwerk.web.types.skip"), "-Dspielwerk.web.types.skip=true");
    Path schemas = MODULE.resolve("target/schemas");
    Path generated = MODULE.resolve("target/types");
    Path committed = MODULE.resolve("types");
    List<String> games = new ArrayList<>();
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      String id = game.info().id();
      games.add(id);
      Path dir = Files.createDirectories(schemas.resolve(id));
      for (Map.Entry<String, ObjectNode> schema : JsonSchemas.of(game).entrySet()) {
        Files.writeString(dir.resolve(schema.getKey() + ".json"), Json.write(schema.getValue()));
      }
    }
    if (!Files.isDirectory(MODULE.resolve("node_modules/json-schema-to-typescript"))) {
      run(List.of("npm", "ci", "--no-audit", "--no-fund"));
    }
    run(List.of("node", "scripts/types.mjs", schemas.toString(), generated.toString()));

    boolean update = Boolean.getBoolean("spielwerk.web.types.update");
    Files.createDirectories(committed);
    List<String> stale = new ArrayList<>();
    for (String id : games) {
      Path fresh = generated.resolve(id + ".d.ts");
      Path kept = committed.resolve(id + ".d.ts");
      assertThat(Files.size(fresh)).as(id + ".d.ts: small enough to commit").isLessThan(300_000);
      if (update) {
        Files.copy(fresh, kept, StandardCopyOption.REPLACE_EXISTING);
      } else if (!Files.exists(kept) || Files.mismatch(fresh, kept) != -1) {
        stale.add(id);
      }
    }
    try (Stream<Path> files = Files.list(committed)) {
      List<String> extra = files.map(p -> p.getFileName().toString())
          .filter(name -> !games.contains(name.replaceFirst("\\.d\\.ts$", ""))).toList();
      assertThat(extra).as("types of games that no longer exist in web/types").isEmpty();
    }
    if (!stale.isEmpty()) {
      fail("web/types is out of date for " + stale + ": the games' schemas changed. Regenerate with "
          + "mvn -B -q -Dquick -pl web -am test -Dtest=TypesTest -Dsurefire.failIfNoSpecifiedTests=false "
          + "-Dspielwerk.web.types.update=true and commit web/types");
    }
  }

  private static void run(List<String> command) throws IOException, InterruptedException {
    Process process;
    try {
      process = new ProcessBuilder(command).directory(MODULE.toFile()).redirectErrorStream(true).start();
    } catch (IOException e) {
      throw new IllegalStateException(command.get(0) + " is missing: the types are generated with Node.js and npm "
          + "(apt-get install nodejs npm; .ci/run does this). To skip: -Dspielwerk.web.types.skip=true", e);
    }
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
      process.destroyForcibly();
      fail(String.join(" ", command) + " failed:\n" + output);
    }
  }
}
