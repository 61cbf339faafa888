package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A learned bot ({@code nn}, the research module's agent, as {@code spielwerk serve} has it) takes a seat and plays
 * the model the library ships; a client can neither name a model file nor seat the bot at a table its model does
 * not play (refused at creation, nothing created), nor give a search bot more than the server's time per decision.
 */
class LearnedBotTest {
  @Test
  void aLearnedBotPlaysAMatchToItsEnd() throws Exception {
    try (GameServer server = GameServer.start(Servers.fast(Servers.memoryH2()))) {
      Api api = new Api(server.address());
      String id = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[\"nn\",\"greedy\"]}");
      for (int i = 0; i < 600 && !api.get("/api/matches/" + id).body().get("status").asText().equals("finished"); i++) {
        Thread.sleep(50);
      }
      assertThat(api.get("/api/matches/" + id).body().get("status").asText()).isEqualTo("finished");
    }
  }

  @Test
  void aClientNamesNoModelFileAndSeatsNoBotItsModelCannotPlay() {
    try (GameServer server = GameServer.start(Servers.fast(Servers.memoryH2()))) {
      Api api = new Api(server.address());
      Api.Answer file = api.post("/api/matches",
          "{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[\"nn:model=/etc/passwd\",null]}");
      assertThat(file.status()).isEqualTo(400);
      assertThat(file.body().get("field").asText()).isEqualTo("bots[0]");
      assertThat(file.body().get("message").asText()).contains("operator's to choose").doesNotContain("passwd");
      Api.Answer table = api.post("/api/matches",
          "{\"game\":\"portroyal-unterwegs\",\"players\":3,\"bots\":[null,\"nn\",null]}");
      assertThat(table.status()).as(table.text()).isEqualTo(400);
      assertThat(table.body().get("field").asText()).isEqualTo("bots[1]");
      assertThat(table.body().get("message").asText()).contains("at 2 seats");
      Api.Answer slow = api.post("/api/matches",
          "{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[null,\"nn-ismcts:time=600000\"]}");
      assertThat(slow.status()).as(slow.text()).isEqualTo(400);
      assertThat(slow.body().get("message").asText()).contains("at most 2000 ms per decision");
      assertThat(api.get("/api/matches").body().size()).as("nothing was created").isZero();
    }
  }
}
