package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Step;

/**
 * Kills a server process (SIGKILL, no clean stop) while bots play matches of every game and a person plays one
 * over REST, restarts it on the same embedded database, and checks that every match goes on from its last accepted
 * action: what a spectator saw before the kill is the start of the finished match's log, the log replays, and no
 * action was lost or applied twice.
 */
class KillRestartTest {

  @TempDir
  Path dir;

  @Test
  void matchesContinueAfterTheProcessIsKilled() throws Exception {
    String[] args = {"--data", dir.resolve("data").toString(), "--bot-delay", "5", "--moves-per-second", "1000"};
    Map<String, Game<?, ?, ?, ?, ?>> matches = new LinkedHashMap<>();
    Map<String, Api.Ws> spectators = new LinkedHashMap<>();
    String personMatch;
    String token;
    int personVersion;
    try (ServerProcess first = ServerProcess.start(dir.resolve("first.log"), args)) {
      Api api = new Api(first.address);
      for (Game<?, ?, ?, ?, ?> game : Games.all()) {
        int players = game.info().minPlayers();
        List<String> bots = new ArrayList<>();
        for (int s = 0; s < players; s++) {
          // random bots keep the test fast; the greedy one shows a searching bot survives a restart too
          bots.add(s == 1 && game.info().id().equals("portroyal-unterwegs") ? "\"greedy\"" : "\"random\"");
        }
        String id = api.create("{\"game\":\"" + game.info().id() + "\",\"players\":" + players + ",\"seed\":7,"
            + "\"bots\":" + bots + "}");
        matches.put(id, game);
        spectators.put(id, api.connect(id, null, "en"));
      }
      // one match with a person (seat 0) against a bot, played over REST
      Game<?, ?, ?, ?, ?> unterwegs = Games.byId("portroyal-unterwegs");
      personMatch = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":3,\"bots\":[null,\"random\"]}");
      matches.put(personMatch, unterwegs);
      token = api.join(personMatch, 0);
      personVersion = playPerson(api, personMatch, token, 3);
      Thread.sleep(700);
      first.kill();
    }
    // what each spectator saw before the kill: these actions were accepted and must all still be there
    Map<String, List<JsonNode>> seen = new LinkedHashMap<>();
    for (Map.Entry<String, Api.Ws> e : spectators.entrySet()) {
      seen.put(e.getKey(), e.getValue().snapshot());
    }
    int unfinished = 0;
    for (List<JsonNode> messages : seen.values()) {
      if (messages.get(messages.size() - 1).get("toMove").asInt() >= 0) {
        unfinished++;
      }
    }
    assertThat(unfinished).as("the kill came in the middle of matches").isGreaterThan(0);

    try (ServerProcess second = ServerProcess.start(dir.resolve("second.log"), args)) {
      Api api = new Api(second.address);
      assertThat(api.get("/api/matches/" + personMatch).body().get("version").asInt())
          .as("the person's moves survived").isGreaterThanOrEqualTo(personVersion);
      playPerson(api, personMatch, token, Integer.MAX_VALUE);
      for (Map.Entry<String, Game<?, ?, ?, ?, ?>> e : matches.entrySet()) {
        JsonNode summary = awaitFinished(api, e.getKey());
        Api.Answer saved = api.get("/api/matches/" + e.getKey() + "/saved");
        assertThat(saved.status()).isEqualTo(200);
        check(e.getValue(), SavedGame.read(saved.text()), summary.get("version").asInt(),
            seen.getOrDefault(e.getKey(), List.of()));
      }
    }
    assertThat(Files.readString(dir.resolve("first.log")) + Files.readString(dir.resolve("second.log")))
        .as("no seat token in the logs").doesNotContain(token);
    // matches past 64 actions resumed from their snapshots: every game's state read back as written
    assertThat(Files.readString(dir.resolve("second.log"))).as("no snapshot was unusable")
        .doesNotContain("is not used");
  }

  /** Plays the person's seat with its first legal action until the game ends or {@code moves} were made. */
  private static int playPerson(Api api, String match, String token, int moves) throws InterruptedException {
    int made = 0;
    long end = System.nanoTime() + 60_000_000_000L;
    while (made < moves && System.nanoTime() < end) {
      JsonNode state = api.get("/api/matches/" + match + "/state", token).body();
      if (state.get("toMove").asInt() < 0) {
        return state.get("version").asInt();
      }
      if (state.get("legal").isEmpty()) {
        Thread.sleep(20);
        continue;
      }
      Api.Answer answer = api.post("/api/matches/" + match + "/moves", "{\"version\":" + state.get("version")
          + ",\"index\":0}", token);
      assertThat(answer.status()).as(answer.text()).isIn(200, 409, 429);
      if (answer.status() == 429) {
        Thread.sleep(250); // over the server's moves per second: wait, as a client should
      }
      if (answer.status() == 200) {
        made++;
      }
    }
    return api.get("/api/matches/" + match + "/state", token).body().get("version").asInt();
  }

  private static JsonNode awaitFinished(Api api, String match) throws InterruptedException {
    long end = System.nanoTime() + 90_000_000_000L;
    while (System.nanoTime() < end) {
      JsonNode summary = api.get("/api/matches/" + match).body();
      if (summary.get("status").asText().equals("finished")) {
        return summary;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("match " + match + " did not finish after the restart");
  }

  private static <S, A, E extends GameEvent, V, O> void check(Game<S, A, E, V, O> game, SavedGame saved,
      int version, List<JsonNode> seenBeforeKill) {
    SavedGame.Replay<S, E> replay = saved.replay(game);
    assertThat(replay.steps()).as("one logged action per version, none twice").hasSize(version);
    assertThat(game.isOver(replay.last())).isTrue();
    // every public event the spectator saw before the kill is the same event at the same version now
    for (JsonNode message : seenBeforeKill) {
      for (JsonNode event : message.get("events")) {
        int v = event.get("version").asInt();
        Step<S, E> step = replay.steps().get(v - 1);
        List<JsonNode> publicEvents = step.events().stream().filter(e -> e.privateTo() < 0)
            .<JsonNode>map(Json::toTree).toList();
        assertThat(publicEvents).as("%s version %d", saved.game(), v).contains(event.get("event"));
      }
    }
  }
}
