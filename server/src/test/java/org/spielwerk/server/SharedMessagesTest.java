package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Words at the server's speed: an update is built once per (version, seat or spectator, language) and shared by
 * every connection that needs it, and each of them gets the same message.
 */
class SharedMessagesTest {
  @Test
  void spectatorsOfOneLanguageShareOneMessagePerVersion() {
    try (GameServer server = GameServer.start(Servers.fast(Servers.memoryH2()))) {
      Api api = new Api(server.address());
      String id = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[null,null]}");
      String[] tokens = {api.join(id, 0), api.join(id, 1)};
      int mover = api.get("/api/matches/" + id).body().get("toMove").asInt();
      Api.Ws seat = api.connect(id, tokens[mover], "en");
      List<Api.Ws> english = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        english.add(api.connect(id, null, "en"));
      }
      Api.Ws german = api.connect(id, null, "de");
      seat.await(m -> m.path("type").asText().equals("sync"));
      english.forEach(ws -> ws.await(m -> m.path("type").asText().equals("sync")));
      german.await(m -> m.path("type").asText().equals("sync"));
      LiveMatch<?, ?, ?, ?, ?> match = server.matchesForTest().get(id);
      long before = match.messagesBuilt();

      seat.send("{\"type\":\"move\",\"version\":0,\"index\":0,\"id\":1}");
      seat.await(m -> m.path("type").asText().equals("update"));
      List<JsonNode> updates = new ArrayList<>();
      english.forEach(ws -> updates.add(ws.await(m -> m.path("type").asText().equals("update"))));
      JsonNode germanUpdate = german.await(m -> m.path("type").asText().equals("update"));

      // the mover in English, spectators in English, spectators in German: three messages for seven connections
      assertThat(match.messagesBuilt() - before).isEqualTo(3);
      assertThat(updates).allSatisfy(u -> assertThat(u).isEqualTo(updates.get(0)));
      assertThat(updates.get(0).get("seat").asInt()).isEqualTo(-1);
      assertThat(germanUpdate.get("events").get(0).get("text").asText())
          .isNotEqualTo(updates.get(0).get("events").get(0).get("text").asText());
    }
  }
}
