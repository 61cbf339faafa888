package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A {@code sync} or {@code state} costs what is new since the client's version: the server keeps each action's
 * events as it applies it, so answering replays nothing (counted as calls to the engine's {@code apply}), and the
 * answer since version v holds exactly the events of the versions after v. The finished match has left memory and
 * is loaded again from its latest snapshot: a {@code state} since a version after the snapshot replays nothing;
 * the first since version 0 replays the actions before the snapshot once (for their events), a second nothing.
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
      int snapshot = version / ServerConfig.DEFAULT_SNAPSHOT_EVERY * ServerConfig.DEFAULT_SNAPSHOT_EVERY;
      assertThat(match.historyFrom()).as("loaded from its latest snapshot").isEqualTo(snapshot);
      assertThat(snapshot).isLessThan(version);
      long before = match.engineApplies();

      JsonNode recent = api.get("/api/matches/" + id + "/state?since=" + (version - 1)).body();
      assertThat(match.engineApplies()).as("engine applies to answer a sync after the snapshot").isEqualTo(before);
      JsonNode all = api.get("/api/matches/" + id + "/state").body();
      assertThat(match.engineApplies()).as("the actions before the snapshot, replayed once")
          .isEqualTo(before + snapshot);
      assertThat(api.get("/api/matches/" + id + "/state").body()).isEqualTo(all);
      assertThat(match.engineApplies()).as("engine applies to answer the same sync again").isEqualTo(before + snapshot);

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
