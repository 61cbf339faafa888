package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A {@code sync} or {@code state} costs what is new since the client's version: the server keeps each action's
 * events as it applies it, so answering replays nothing (counted as calls to the engine's {@code apply}), and the
 * answer since version v holds exactly the events of the versions after v.
 */
class SyncCostTest {
  @Test
  void stateSinceAVersionReplaysNothing() throws InterruptedException {
    try (GameServer server = GameServer.start(Servers.fast(Servers.memoryH2()))) {
      Api api = new Api(server.address());
      String id = api.create("{\"game\":\"loyang\",\"players\":2,\"seed\":3,\"bots\":[\"random\",\"random\"]}");
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      JsonNode summary;
      do {
        Thread.sleep(100);
        summary = api.get("/api/matches/" + id).body();
      } while (!summary.get("status").asText().equals("finished") && System.nanoTime() < end);
      int version = summary.get("version").asInt();
      assertThat(version).as("a whole match of Loyang").isGreaterThan(50);
      LiveMatch<?, ?, ?, ?, ?> match = server.matchesForTest().get(id);
      long before = match.engineApplies();

      JsonNode all = api.get("/api/matches/" + id + "/state").body();
      JsonNode recent = api.get("/api/matches/" + id + "/state?since=" + (version - 1)).body();
      assertThat(match.engineApplies()).as("engine applies to answer two syncs").isEqualTo(before);

      assertThat(all.get("events").size()).isPositive();
      assertThat(recent.get("events")).allSatisfy(e -> assertThat(e.get("version").asInt()).isEqualTo(version));
      long lastInAll = 0;
      for (JsonNode e : all.get("events")) {
        if (e.get("version").asInt() == version) {
          lastInAll++;
        }
      }
      assertThat(recent.get("events").size()).as("the same events of the last version").isEqualTo(lastInAll);
    }
  }
}
