package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The limits: request and message size, matches per client address, moves per second; each a clear error. */
class LimitsTest {
  private GameServer server;
  private Api api;

  @BeforeEach
  void start() {
    server = GameServer.start(Servers.fast(Servers.memoryH2()).withLimits(2048, 1024, 3, 2.0, 3));
    api = new Api(server.address());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aRequestOverTheSizeLimitIsRefused() {
    Api.Answer answer = api.post("/api/matches", "{\"game\":\"" + "x".repeat(5000) + "\"}");
    assertThat(answer.status()).isEqualTo(413);
    assertThat(answer.body().get("code").asText()).isEqualTo("too_large");
    assertThat(answer.body().get("field").asText()).isEqualTo("body");
  }

  @Test
  void anAddressMayHaveOnlySoManyUnfinishedMatches() {
    int created = 0;
    Api.Answer answer;
    do {
      answer = api.post("/api/matches", "{\"game\":\"portroyal-unterwegs\",\"players\":2}");
      if (answer.status() == 201) {
        created++;
      }
    } while (answer.status() == 201 && created < 10);
    assertThat(created).isLessThanOrEqualTo(3);
    assertThat(answer.status()).isEqualTo(429);
    assertThat(answer.body().get("code").asText()).isEqualTo("too_many_matches");
  }

  @Test
  void movesPerSecondAndMessageSizeAreLimitedPerConnection() {
    String match = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":4}");
    String token = api.join(match, 0);
    api.join(match, 1);
    Api.Ws ws = api.connect(match, token, "en");
    ws.await(m -> m.path("type").asText().equals("sync"));
    ws.send("{\"type\":\"ping\",\"pad\":\"" + "x".repeat(2000) + "\"}");
    JsonNode tooLarge = ws.await(m -> m.path("type").asText().equals("error"));
    assertThat(tooLarge.get("code").asText()).isEqualTo("too_large");
    int limited = 0;
    for (int i = 0; i < 10; i++) {
      // stale moves: each one counts against the rate, none changes the match
      ws.send("{\"type\":\"move\",\"version\":99,\"index\":0}");
      JsonNode error = ws.await(m -> m.path("type").asText().equals("error"));
      if (error.get("code").asText().equals("too_many_moves")) {
        limited++;
        assertThat(error.get("status").asInt()).isEqualTo(429);
      }
    }
    assertThat(limited).as("over a burst of 3 at 2 moves/s").isGreaterThanOrEqualTo(5);
    assertThat(api.get("/api/matches/" + match).body().get("version").asInt()).isZero();
  }
}
