package org.spielwerk.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.SavedGame;

/**
 * The JSON gate (docs/release.md): this build reads every file of every released version's corpus
 * ({@code src/test/resources/json-corpus/<version>/<game>/}, written by {@link JsonCorpus}). A saved game
 * replays to the final state and status recorded next to it; states (the final ones too, which must also pass
 * {@code validate}), views, actions and events read back and write the very same JSON (a state of 0.1.0, written
 * without a format, writes back with {@code "format": 1} first).
 *
 * <p>With {@code -Djson.corpus.write=VERSION} it first writes (or rewrites) that version's corpus from this
 * build; the release does so once for its version, and a corpus is never rewritten after its release.
 */
class JsonCorpusTest {
  private static final Path ROOT = Path.of(System.getProperty("json.corpus.dir", "src/test/resources/json-corpus"));

  private static String writeVersion() {
    String version = System.getProperty("json.corpus.write", "");
    return version.isBlank() || version.startsWith("$") ? null : version;
  }

  private static List<Path> children(Path dir) throws IOException {
    try (Stream<Path> list = Files.list(dir)) {
      return list.sorted().toList();
    }
  }

  @BeforeAll
  static void writeWhenAsked() throws IOException {
    String version = writeVersion();
    if (version != null) {
      JsonCorpus.write(ROOT, version);
    }
  }

  @TestFactory
  Stream<DynamicNode> everyReleasedCorpusReads() throws IOException {
    List<DynamicNode> versions = new ArrayList<>();
    for (Path versionDir : children(ROOT)) {
      List<DynamicNode> games = new ArrayList<>();
      for (Path gameDir : children(versionDir)) {
        Game<?, ?, ?, ?, ?> game = Games.byId(gameDir.getFileName().toString());
        List<DynamicNode> files = new ArrayList<>();
        for (Path file : children(gameDir)) {
          files.add(DynamicTest.dynamicTest(file.getFileName().toString(), file.toUri(), () -> check(game, file)));
        }
        games.add(DynamicContainer.dynamicContainer(gameDir.getFileName().toString(), files));
      }
      versions.add(DynamicContainer.dynamicContainer(versionDir.getFileName().toString(), games));
    }
    return versions.stream();
  }

  @Test
  void everyGameHasACorpus() throws IOException {
    Set<String> covered = new TreeSet<>();
    for (Path versionDir : children(ROOT)) {
      children(versionDir).forEach(g -> covered.add(g.getFileName().toString()));
    }
    assertThat(covered).as("games with a JSON corpus under " + ROOT)
        .containsAll(Games.all().stream().map(g -> g.info().id()).toList());
  }

  private static <S, A, E extends GameEvent, V, O> void check(Game<S, A, E, V, O> game, Path file) throws IOException {
    String name = file.getFileName().toString();
    String text = Files.readString(file);
    if (name.endsWith(".end.json")) {
      return;   // read with its saved game
    }
    if (name.startsWith("saved-")) {
      checkSavedGame(game, text, Files.readString(file.resolveSibling(name.replace(".json", ".end.json"))));
    } else if (name.startsWith("state-")) {
      S state = Json.read(text, game.types().state());
      game.validate(state);
      assertSameJson(state, numbered(Json.read(text, JsonNode.class)).toString());
    } else if (name.startsWith("view-")) {
      assertSameJson(Json.read(text, game.types().view()), text);
    } else if (name.equals("actions.json")) {
      for (JsonNode action : Json.read(text, JsonNode.class)) {
        assertSameJson(Json.fromTree(action, game.types().action()), action.toString());
      }
    } else if (name.equals("events.json")) {
      for (JsonNode event : Json.read(text, JsonNode.class)) {
        assertSameJson(Json.fromTree(event, game.types().event()), event.toString());
      }
    } else {
      throw new AssertionError("not a file of the corpus: " + file);
    }
  }

  private static <S, E extends GameEvent> void checkSavedGame(Game<S, ?, E, ?, ?> game, String text, String endText) {
    SavedGame saved = SavedGame.read(text);
    assertSameJson(saved, text);
    S last = saved.replay(game).last();
    JsonNode end = Json.read(endText, JsonNode.class);
    S recorded = Json.fromTree(end.get("state"), game.types().state());
    game.validate(recorded);
    JsonNode endState = numbered(end.get("state"));
    assertSameJson(recorded, endState.toString());
    assertThat(Json.write(last)).as("the final state of the replay").isEqualTo(Json.write(endState));
    assertThat(Json.write(game.status(last))).as("the status after the replay").isEqualTo(Json.write(end.get("status")));
  }

  /**
   * A state's JSON as this build writes it: 0.1.0 wrote states without a format (they read as format 1), and
   * this build writes {@code "format": 1} first; nothing else may differ.
   */
  private static JsonNode numbered(JsonNode state) {
    if (state.has("format")) {
      return state;
    }
    ObjectNode numbered = Json.mapper().createObjectNode();
    numbered.put("format", 1);
    numbered.setAll((ObjectNode) state);
    return numbered;
  }

  /** The value written again is the file's JSON: same fields, same order, same values. */
  private static void assertSameJson(Object value, String text) {
    assertThat(Json.write(value)).isEqualTo(Json.write(Json.read(text, JsonNode.class)));
  }
}
