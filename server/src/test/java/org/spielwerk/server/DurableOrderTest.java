package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Durable before acknowledged: no answer to a move (REST 200, WebSocket {@code accepted}) and no {@code update} of
 * its version reaches a client before the group commit holding the move is durable. The store tells a hook of
 * each durable group on its writer thread before releasing the group's callers; the clients note each answer when
 * it arrives; both go into one ordered journal. Also: a seat's {@code accepted} comes before its {@code update}.
 */
class DurableOrderTest {
  @TempDir
  Path data;

  @Test
  void everyAnswerComesAfterTheDurableCommitOfItsMove() throws InterruptedException {
    List<String> journal = new ArrayList<>();
    // an H2 file database: the sync is real (CHECKPOINT SYNC after each group)
    try (GameServer server = GameServer.start(Servers.fast(null).withDataDir(data))) {
      server.store().onDurable(labels -> {
        synchronized (journal) {
          labels.forEach(l -> journal.add("durable " + l));
        }
      });
      Api api = new Api(server.address());
      // bot matches in the background, so that groups hold moves of several matches
      for (int i = 0; i < 4; i++) {
        api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[\"random\",\"random\"]}");
      }
      String rest = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[null,\"random\"]}");
      String restToken = api.join(rest, 0);
      String ws = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[null,\"random\"]}");
      String wsToken = api.join(ws, 0);
      Api.Ws socket = api.connect(ws, wsToken, "en");
      socket.await(m -> m.path("type").asText().equals("sync"));

      int restMoves = 0;
      int wsMoves = 0;
      // the bots answer at the speed of the group commits: play until enough moves or 60 s
      long end = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
      while (System.nanoTime() < end && (restMoves < 8 || wsMoves < 8)) {
        JsonNode state = api.get("/api/matches/" + rest + "/state", restToken).body();
        if (state.path("legal").size() > 0) {
          int version = state.get("version").asInt();
          Api.Answer answer = api.post("/api/matches/" + rest + "/moves",
              "{\"version\":" + version + ",\"index\":0}", restToken);
          if (answer.status() == 200) {
            synchronized (journal) {
              journal.add("answer append " + rest + " " + version);
            }
            restMoves++;
          } else {
            System.err.println("REST move refused: " + answer.text());
          }
        }
        socket.send("{\"type\":\"sync\"}");
        JsonNode sync = socket.await(m -> m.path("type").asText().equals("sync"));
        if (sync.path("legal").size() > 0) {
          int version = sync.get("version").asInt();
          socket.send("{\"type\":\"move\",\"version\":" + version + ",\"index\":0,\"id\":" + version + "}");
          JsonNode reply = socket.await(m -> m.path("type").asText().matches("accepted|error")
              && m.path("id").asInt(-1) == version);
          if (reply.get("type").asText().equals("accepted")) {
            synchronized (journal) {
              journal.add("answer append " + ws + " " + version);
            }
            wsMoves++;
          }
        } else {
          Thread.sleep(10); // a bot is to move in both matches
        }
      }
      assertThat(restMoves).as("moves answered over REST").isGreaterThanOrEqualTo(3);
      assertThat(wsMoves).as("moves answered over the WebSocket").isGreaterThanOrEqualTo(3);
      List<String> seen;
      synchronized (journal) {
        seen = List.copyOf(journal);
      }
      int checked = 0;
      for (int i = 0; i < seen.size(); i++) {
        String entry = seen.get(i);
        if (entry.startsWith("answer ")) {
          String durable = "durable " + entry.substring("answer ".length());
          assertThat(seen.subList(0, i)).as("the durable commit before " + entry).contains(durable);
          checked++;
        }
      }
      assertThat(checked).isEqualTo(restMoves + wsMoves);

      // the mover hears accepted before the update of the same version
      List<JsonNode> messages = socket.snapshot();
      int orderChecked = 0;
      for (int i = 0; i < messages.size(); i++) {
        JsonNode m = messages.get(i);
        if (m.path("type").asText().equals("accepted")) {
          int version = m.get("version").asInt();
          for (int j = 0; j < i; j++) {
            JsonNode before = messages.get(j);
            assertThat(before.path("type").asText().equals("update") && before.path("version").asInt() == version)
                .as("an update of version " + version + " before its accepted").isFalse();
          }
          orderChecked++;
        }
      }
      assertThat(orderChecked).isEqualTo(wsMoves);
      long[] groups = server.store().groupCounts();
      assertThat(groups[1]).as("writes in durable groups").isGreaterThanOrEqualTo(groups[0]).isPositive();
    }
  }
}
