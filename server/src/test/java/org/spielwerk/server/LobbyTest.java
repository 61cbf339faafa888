package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.portroyal.PortRoyal;
import org.spielwerk.portroyal.PortRoyalView;

/** The lobby: games with presets and schemas, creating with options, listing, joining, leaving, watching. */
class LobbyTest {
  private static GameServer server;
  private static Api api;

  @BeforeAll
  static void start() {
    server = GameServer.start(Servers.fast(Servers.memoryH2()).withBots(1, 0));
    api = new Api(server.address());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void gamesListPresetsOptionsAndSchemas() {
    JsonNode games = api.get("/api/games").body();
    assertThat(games).hasSize(Games.all().size());
    JsonNode portroyal = api.get("/api/games/portroyal").body();
    assertThat(portroyal.get("presets").has("YUCATA")).isTrue();
    assertThat(portroyal.get("schemas").fieldNames()).toIterable()
        .containsExactly("state", "view", "action", "event", "options");
    Api.Answer unknown = api.get("/api/games/chess");
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.body().get("field").asText()).isEqualTo("game");
  }

  @Test
  void optionsAreCheckedByTheEngineAndNamed() {
    Api.Answer bad = api.post("/api/matches", "{\"game\":\"portroyal-unterwegs\",\"players\":2,"
        + "\"options\":{\"influenceTarget\":\"many\"}}");
    assertThat(bad.status()).isEqualTo(400);
    assertThat(bad.body().get("field").asText()).startsWith("options.influenceTarget");
    Api.Answer players = api.post("/api/matches", "{\"game\":\"portroyal-unterwegs\",\"players\":9}");
    assertThat(players.status()).isEqualTo(400);
    assertThat(players.body().get("field").asText()).isEqualTo("players");
    Api.Answer ok = api.post("/api/matches", "{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":5,"
        + "\"options\":{\"influenceTarget\":10}}");
    assertThat(ok.status()).isEqualTo(201);
    assertThat(ok.body().get("options").get("influenceTarget").asInt()).isEqualTo(10);
    assertThat(ok.body().has("seed")).as("the seed stays secret until the end").isFalse();
  }

  @Test
  void joinLeaveAndHandOverToABot() throws InterruptedException {
    String match = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":8}");
    assertThat(api.get("/api/matches?status=open").body().toString()).contains(match);
    String first = api.join(match, 0);
    assertThat(api.post("/api/matches/" + match + "/seats/0/join", "").status()).isEqualTo(409);
    String second = api.join(match, 1);
    assertThat(api.get("/api/matches/" + match).body().get("status").asText()).isEqualTo("running");
    assertThat(api.get("/api/matches?status=running").body().toString()).contains(match);
    // the first leaves: the seat is free again and the match waits
    assertThat(api.post("/api/matches/" + match + "/leave", "", first).status()).isEqualTo(200);
    assertThat(api.get("/api/matches/" + match).body().get("status").asText()).isEqualTo("open");
    assertThat(api.get("/api/matches/" + match + "/state", first).status()).isEqualTo(401);
    String again = api.join(match, 0);
    // the second hands its seat to a bot; the game goes on without it
    assertThat(api.post("/api/matches/" + match + "/leave", "{\"bot\":\"random\"}", second).status()).isEqualTo(200);
    JsonNode summary = api.get("/api/matches/" + match).body();
    assertThat(summary.get("seats").get(1).get("bot").asText()).isEqualTo("random");
    // a spectator watches without a token
    JsonNode watched = api.get("/api/matches/" + match + "/state").body();
    assertThat(watched.get("seat").asInt()).isEqualTo(-1);
    assertThat(watched.get("legal")).isEmpty();
    assertThat(again).isNotEqualTo(first);
  }

  @Test
  void aSeatsMessageCarriesTheGamesLegendOfItsViewInItsLanguage() {
    String match = api.create("{\"game\":\"portroyal\",\"players\":2,\"seed\":11}");
    String[] tokens = {api.join(match, 0), api.join(match, 1)};
    PortRoyal game = new PortRoyal();
    List<String> legend = List.of();
    // both seats play their first listed action until persons lie in the harbour or a display
    for (int moves = 0; moves < 300 && legend.isEmpty(); moves++) {
      JsonNode seat0 = api.get("/api/matches/" + match + "/state?lang=de", tokens[0]).body();
      List<String> terms = new ArrayList<>();
      seat0.get("legend").forEach(term -> terms.add(term.asText()));
      legend = terms;
      assertThat(legend).as("the legend is the game's own, in German")
          .isEqualTo(game.text(Locale.GERMAN).legend(Json.read(seat0.get("view").toString(), PortRoyalView.class)));
      int toMove = seat0.get("toMove").asInt();
      if (toMove < 0) {
        break;
      }
      assertThat(api.post("/api/matches/" + match + "/moves", "{\"version\":" + seat0.get("version") + ",\"index\":0}",
          tokens[toMove]).status()).isEqualTo(200);
    }
    assertThat(legend).as("persons came into play, and the legend explains them").isNotEmpty();
    JsonNode watched = api.get("/api/matches/" + match + "/state").body();
    assertThat(watched.has("legend")).as("a spectator has no view of its own to explain").isFalse();
  }
}
