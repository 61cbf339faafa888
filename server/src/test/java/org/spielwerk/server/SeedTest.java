package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Seeds no seat can know: a public server draws every seed and refuses a chosen one; a server whose operator
 * allows chosen seeds marks such matches {@code seeded} in the summary, the lobby list, the join answer and the
 * WebSocket sync.
 */
class SeedTest {
  @Test
  void aPublicServerRefusesAChosenSeedAndCreatesNothing() {
    ServerConfig config = Servers.fast(Servers.memoryH2()).withChosenSeeds(false);
    try (GameServer server = GameServer.start(config)) {
      Api api = new Api(server.address());
      Api.Answer refused = api.post("/api/matches", "{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":42}");
      assertThat(refused.status()).isEqualTo(403);
      assertThat(refused.body().get("code").asText()).isEqualTo("seed_not_allowed");
      assertThat(refused.body().get("field").asText()).isEqualTo("seed");
      assertThat(api.get("/api/matches").body().size()).as("nothing was created").isZero();

      String drawn = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2}");
      assertThat(api.get("/api/matches/" + drawn).body().get("seeded").asBoolean()).isFalse();
      assertThat(api.get("/api/matches").body().get(0).get("seeded").asBoolean()).isFalse();
    }
  }

  @Test
  void aChosenSeedIsMarkedWhereverTheMatchIsListedOrJoined() {
    try (GameServer server = GameServer.start(Servers.fast(Servers.memoryH2()))) {
      Api api = new Api(server.address());
      Api.Answer created = api.post("/api/matches", "{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":42}");
      assertThat(created.status()).isEqualTo(201);
      String id = created.body().get("id").asText();
      assertThat(created.body().get("seeded").asBoolean()).isTrue();
      assertThat(api.get("/api/matches/" + id).body().get("seeded").asBoolean()).isTrue();
      JsonNode listed = api.get("/api/matches").body().get(0);
      assertThat(listed.get("id").asText()).isEqualTo(id);
      assertThat(listed.get("seeded").asBoolean()).isTrue();
      Api.Answer join = api.post("/api/matches/" + id + "/seats/0/join", "");
      assertThat(join.body().get("summary").get("seeded").asBoolean()).isTrue();
      Api.Ws ws = api.connect(id, join.body().get("token").asText(), "en");
      assertThat(ws.await(m -> m.path("type").asText().equals("sync")).get("seeded").asBoolean()).isTrue();
      ws.close();
      String drawn = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2}");
      assertThat(api.get("/api/matches/" + drawn).body().get("seeded").asBoolean()).isFalse();
    }
  }

  /** The create example of docs/server.md, as written there, on a public server. */
  @Test
  void theDocsCreateExampleWorks() {
    try (GameServer server = GameServer.start(Servers.fast(Servers.memoryH2()).withChosenSeeds(false))) {
      Api.Answer created = new Api(server.address()).post("/api/matches", "{\"game\": \"portroyal\", \"players\": 3, "
          + "\"preset\": \"YUCATA_EXPANSION\", \"options\": {\"influenceTarget\": 15}, "
          + "\"bots\": [null, \"greedy\", \"ismcts:iterations=200\"]}");
      assertThat(created.status()).as(created.text()).isEqualTo(201);
      assertThat(created.body().get("options").get("influenceTarget").asInt()).isEqualTo(15);
      assertThat(created.body().get("seeded").asBoolean()).isFalse();
    }
  }
}
