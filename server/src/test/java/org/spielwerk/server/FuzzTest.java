package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;

/**
 * Thousands of bad inputs over HTTP and WebSocket, each wrong in one way on purpose (malformed JSON, unknown
 * fields, wrong types, another game's action, out of turn, a bad index, a stale version, a finished or unknown
 * match, a bad token): every one is answered with a 4xx (or a WebSocket error message) naming a field, never a
 * stack trace or a token, and afterwards every match is exactly as before.
 */
class FuzzTest {
  private static GameServer server;
  private static Api api;
  /** A running match per game, with both seats' tokens. */
  private static final Map<String, String[]> TOKENS = new LinkedHashMap<>();
  private static final Map<String, Game<?, ?, ?, ?, ?>> GAMES = new LinkedHashMap<>();
  private static String finished;
  private static String finishedToken;

  @BeforeAll
  static void start() throws InterruptedException {
    server = GameServer.start(Servers.fast(Servers.memoryH2()));
    api = new Api(server.address());
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      int players = game.info().minPlayers();
      String id = api.create("{\"game\":\"" + game.info().id() + "\",\"players\":" + players + ",\"seed\":1}");
      String[] tokens = new String[players];
      for (int s = 0; s < players; s++) {
        tokens[s] = api.join(id, s);
      }
      TOKENS.put(id, tokens);
      GAMES.put(id, game);
    }
    finished = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":2,\"bots\":[null,\"random\"]}");
    finishedToken = api.join(finished, 0);
    for (int i = 0; i < 2000 && !api.get("/api/matches/" + finished).body().get("status").asText().equals("finished"); i++) {
      JsonNode state = api.get("/api/matches/" + finished + "/state", finishedToken).body();
      if (state.get("legal").size() > 0) {
        api.post("/api/matches/" + finished + "/moves", "{\"version\":" + state.get("version") + ",\"index\":0}",
            finishedToken);
      } else {
        Thread.sleep(5);
      }
    }
    assertThat(api.get("/api/matches/" + finished).body().get("status").asText()).isEqualTo("finished");
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** Every match's picture as its first seat sees it, to compare before and after. */
  private static Map<String, JsonNode> snapshot() {
    Map<String, JsonNode> all = new LinkedHashMap<>();
    for (Map.Entry<String, String[]> e : TOKENS.entrySet()) {
      all.put(e.getKey(), api.get("/api/matches/" + e.getKey() + "/state", e.getValue()[0]).body());
    }
    all.put(finished, api.get("/api/matches/" + finished + "/state", finishedToken).body());
    all.put("list", api.get("/api/matches?limit=1000").body());
    return all;
  }

  @Test
  void badInputIsAnsweredAndChangesNothing() {
    Map<String, JsonNode> before = snapshot();
    RandomSource random = new RandomSource(0xF022);
    List<String> matchIds = new ArrayList<>(TOKENS.keySet());
    int http = 0;
    for (int i = 0; i < 2500; i++) {
      String id = matchIds.get(random.nextInt(matchIds.size()));
      Bad bad = badMove(id, random);
      Api.Answer answer = api.post("/api/matches/" + bad.match + "/moves", bad.body, bad.token);
      expectRefusal(answer.status(), answer.body(), answer.text(), bad.why);
      http++;
    }
    for (int i = 0; i < 800; i++) {
      String body = badCreate(random);
      Api.Answer answer = api.post("/api/matches", body);
      expectRefusal(answer.status(), answer.body(), answer.text(), body);
      http++;
    }
    for (String path : List.of("/api/matches/nope/seats/0/join", "/api/matches/" + matchIds.get(0) + "/seats/9/join",
        "/api/matches/" + matchIds.get(0) + "/seats/x/join", "/api/matches/" + matchIds.get(0) + "/seats/0/join",
        "/api/matches/" + finished + "/seats/1/join", "/api/matches/" + matchIds.get(0) + "/leave",
        "/api/nothing")) {
      Api.Answer answer = api.post(path, "{}");
      expectRefusal(answer.status(), answer.body(), answer.text(), path);
      http++;
    }
    for (String path : List.of("/api/matches/nope", "/api/matches/" + matchIds.get(0) + "/saved",
        "/api/games/chess", "/api/matches?status=won", "/api/matches?limit=-3", "/api/matches/zz/state")) {
      Api.Answer answer = api.get(path);
      expectRefusal(answer.status(), answer.body(), answer.text(), path);
      http++;
    }
    int ws = webSocketFuzz(random, matchIds);
    assertThat(snapshot()).as("no match changed").isEqualTo(before);
    System.out.println("server fuzz: " + http + " HTTP requests and " + ws + " WebSocket messages refused");
  }

  private int webSocketFuzz(RandomSource random, List<String> matchIds) {
    int sent = 0;
    for (String id : matchIds) {
      String[] tokens = TOKENS.get(id);
      List<Api.Ws> sockets = new ArrayList<>();
      for (String token : tokens) {
        sockets.add(api.connect(id, token, "en"));
      }
      Api.Ws spectator = api.connect(id, null, "en");
      sockets.add(spectator);
      for (Api.Ws ws : sockets) {
        ws.await(m -> m.path("type").asText().equals("sync"));
      }
      for (int i = 0; i < 150; i++) {
        Api.Ws ws = sockets.get(random.nextInt(sockets.size()));
        String text;
        int kind = random.nextInt(6);
        if (kind == 0) {
          text = "{\"type\":\"move\",\"version\":0";                 // malformed
        } else if (kind == 1) {
          text = "[1,2,3]";                                           // not an object
        } else if (kind == 2) {
          text = "{\"type\":\"dance\",\"id\":" + i + "}";            // unknown type
        } else if (kind == 3) {
          text = "{\"type\":\"move\",\"id\":" + i + ",\"version\":\"x\",\"index\":0}"; // wrong type
        } else if (kind == 4) {
          text = "{\"type\":\"move\",\"version\":0,\"index\":0,\"pad\":\"" + "x".repeat(20_000) + "\"}"; // too large
        } else {
          text = "{\"type\":\"move\"," + badMove(id, random).body.substring(1);
          if (ws != spectator) {
            // only moves that are wrong whoever sends them: the sockets hold the right tokens
            text = text.replace("\"version\":", "\"version\":1000");
          }
        }
        int before = ws.snapshot().size();
        ws.send(text);
        JsonNode error = ws.await(m -> m.path("type").asText().equals("error"));
        assertThat(error.get("status").asInt()).as(text).isBetween(400, 429);
        assertThat(error.get("message").asText()).doesNotContain("Exception", "\tat ");
        assertThat(ws.snapshot().subList(before, ws.snapshot().size()))
            .allMatch(m -> !m.path("type").asText().equals("update"));
        sent++;
      }
      Api.Ws intruder = api.connect(id, "not-a-token", "en");
      JsonNode refused = intruder.await(m -> m.path("type").asText().equals("error"));
      assertThat(refused.get("code").asText()).isEqualTo("bad_token");
      sockets.forEach(Api.Ws::close);
      sent++;
    }
    return sent;
  }

  private record Bad(String match, String body, String token, String why) {}

  /** A move wrong in exactly one way (or a few), never a legal move by the seat to move at the current version. */
  private Bad badMove(String id, RandomSource random) {
    // no input changes a match, so its state is read once
    JsonNode state = STATES.computeIfAbsent(id, m -> api.get("/api/matches/" + m + "/state", TOKENS.get(m)[0]).body());
    int version = state.get("version").asInt();
    int toMove = state.get("toMove").asInt();
    String[] tokens = TOKENS.get(id);
    String mover = tokens[toMove];
    String other = tokens[(toMove + 1) % tokens.length];
    String good = "{\"version\":" + version + ",\"index\":0}";
    return switch (random.nextInt(14)) {
      case 0 -> new Bad(id, good.substring(0, random.nextInt(good.length() - 1)), mover, "malformed");
      case 1 -> new Bad(id, "{\"version\":" + version + ",\"index\":0,\"extra" + random.nextInt(9) + "\":1}", mover,
          "unknown field");
      case 2 -> new Bad(id, "{\"version\":\"" + version + "\",\"index\":0}", mover, "version as a string");
      case 3 -> new Bad(id, "{\"version\":" + version + ".5,\"index\":0}", mover, "version as a fraction");
      case 4 -> new Bad(id, "{\"version\":" + version + ",\"index\":" + List.of("\"0\"", "true", "[0]", "{}", "0.5",
          "null").get(random.nextInt(6)) + "}", mover, "index of the wrong type");
      case 5 -> new Bad(id, "{\"version\":" + version + ",\"index\":" + List.of(-1, 100_000, Integer.MAX_VALUE)
          .get(random.nextInt(3)) + "}", mover, "bad index");
      case 6 -> new Bad(id, "{\"version\":" + (version + 1 + random.nextInt(5)) + ",\"index\":0}", mover, "future version");
      case 7 -> new Bad(id, "{\"version\":" + (version - 1 - random.nextInt(5)) + ",\"index\":0}", mover, "stale version");
      case 8 -> new Bad(id, good, other, "out of turn");
      case 9 -> new Bad(id, "{\"version\":" + version + ",\"action\":" + foreignAction(id) + "}", mover,
          "another game's action");
      case 10 -> new Bad(id, "{\"version\":" + version + ",\"index\":0,\"action\":{}}", mover, "index and action");
      case 11 -> new Bad(finished, "{\"version\":" + random.nextInt(300) + ",\"index\":0}", finishedToken,
          "finished match");
      case 12 -> new Bad("m" + random.nextInt(1000), good, mover, "unknown match");
      default -> new Bad(id, good, List.of("x", tokens[0] + "y", TOKENS.get(otherMatch(id))[0])
          .get(random.nextInt(3)), "bad token");
    };
  }

  private static String otherMatch(String id) {
    return TOKENS.keySet().stream().filter(k -> !k.equals(id)).findFirst().orElseThrow();
  }

  /** A legal action of another game's match that is not an action of this game. */
  private static final Map<String, JsonNode> STATES = new java.util.HashMap<>();
  private static final Map<String, String> FOREIGN = new java.util.HashMap<>();

  private static String foreignAction(String id) {
    return FOREIGN.computeIfAbsent(id, FuzzTest::findForeignAction);
  }

  private static String findForeignAction(String id) {
    for (String other : TOKENS.keySet()) {
      if (other.equals(id)) {
        continue;
      }
      JsonNode legal = api.get("/api/matches/" + other + "/state",
          TOKENS.get(other)[api.get("/api/matches/" + other).body().get("toMove").asInt()]).body().get("legal");
      for (JsonNode a : legal) {
        try {
          Json.fromTree(a.get("action"), GAMES.get(id).types().action());
        } catch (IllegalArgumentException notOurs) {
          return a.get("action").toString();
        }
      }
    }
    return "{\"type\":\"NoSuchAction\"}";
  }

  private static String badCreate(RandomSource random) {
    ObjectNode body = Json.mapper().createObjectNode();
    body.put("game", "portroyal-unterwegs");
    body.put("players", 2);
    switch (random.nextInt(12)) {
      case 0 -> body.put("game", "chess");
      case 1 -> body.put("players", List.of(0, 1, 5, 99, -2).get(random.nextInt(5)));
      case 2 -> body.put("players", "2");
      case 3 -> body.put("preset", "NO_SUCH_PRESET");
      case 4 -> body.putObject("options").put("noSuchOption", true);
      case 5 -> body.put("options", "fast");
      case 6 -> body.putArray("bots").add("greedy");
      case 7 -> body.putArray("bots").add("overlord").addNull();
      case 8 -> body.putArray("bots").add("ismcts:iterations=99999999").addNull();
      case 9 -> body.put("seed", "lucky");
      case 10 -> body.put("colour", "red");
      default -> {
        String text = body.toString();
        return text.substring(0, random.nextInt(text.length() - 1));
      }
    }
    return body.toString();
  }

  private static void expectRefusal(int status, JsonNode body, String text, String why) {
    assertThat(status).as("%s -> %s", why, text).isBetween(400, 429);
    assertThat(body).as("%s: a JSON body", why).isNotNull();
    assertThat(body.get("code").asText()).isNotEmpty();
    assertThat(body.get("message").asText()).as(why).isNotEmpty().doesNotContain("Exception:", "\tat ");
    for (String[] tokens : TOKENS.values()) {
      for (String token : tokens) {
        assertThat(text).doesNotContain(token);
      }
    }
  }
}
