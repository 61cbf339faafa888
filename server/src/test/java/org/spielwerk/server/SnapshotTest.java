package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;

/**
 * A match resumes from its latest snapshot plus the log after it. Two persons play N actions over REST (N not a
 * multiple of the snapshot interval K), the server is closed and started again on the same database: the match it
 * loads applied only the N mod K actions after the snapshot, its state's JSON equals a replay of the whole log from
 * the setup, and a sync since version 0 holds the same events as before the restart (the actions before the
 * snapshot replayed on demand). Then the snapshot is damaged in the database (text changed, and then text that is
 * no JSON with a checksum that fits it): each restart warns, replays the whole log and reaches the same state. On
 * the embedded default (SQLite) and on PostgreSQL.
 */
class SnapshotTest {
  private static final int K = 8;
  private static final int N = 3 * K + 5;

  @TempDir
  Path dir;

  @Test
  void resumesFromTheSnapshotOnSqlite() throws Exception {
    ServerConfig config = Servers.fast(null).withDataDir(dir.resolve("data")).withSnapshotEvery(K);
    check(config);
  }

  @Test
  void resumesFromTheSnapshotOnPostgres() throws Exception {
    try (TestPostgres pg = TestPostgres.start()) {
      check(Servers.fast(pg.jdbcUrl()).withSnapshotEvery(K));
    }
  }

  private void check(ServerConfig config) throws Exception {
    String url = config.effectiveJdbcUrl();
    String id;
    String seat0;
    JsonNode seatSyncBefore;
    JsonNode spectatorSyncBefore;
    try (GameServer server = GameServer.start(config)) {
      Api api = new Api(server.address());
      id = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":11}");
      seat0 = api.join(id, 0);
      String seat1 = api.join(id, 1);
      for (int version = 0; version < N; version++) {
        JsonNode state = api.get("/api/matches/" + id + "/state", seat0).body();
        int toMove = state.get("toMove").asInt();
        assertThat(toMove).as("the game lasts %d actions", N).isGreaterThanOrEqualTo(0);
        String mover = toMove == 0 ? seat0 : seat1;
        JsonNode mine = api.get("/api/matches/" + id + "/state", mover).body();
        Api.Answer answer = api.post("/api/matches/" + id + "/moves",
            "{\"version\":" + version + ",\"index\":" + (version * 7 % mine.get("legal").size()) + "}", mover);
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
      }
      seatSyncBefore = api.get("/api/matches/" + id + "/state", seat0).body();
      spectatorSyncBefore = api.get("/api/matches/" + id + "/state").body();
    }
    assertThat(snapshotVersions(url, id)).as("only the latest snapshot is kept").containsExactly(N / K * K);

    try (GameServer server = GameServer.start(config)) {
      LiveMatch<?, ?, ?, ?, ?> match = server.matchesForTest().get(id);
      assertThat(match.historyFrom()).as("resumed at the latest snapshot").isEqualTo(N / K * K);
      assertThat(match.engineApplies()).as("only the actions after the snapshot were applied").isEqualTo(N % K);
      assertThat(Json.toTree(match.state())).isEqualTo(fullReplay(server.store(), id));
      assertThat(server.matchesForTest().unusableSnapshots()).isZero();

      // a sync since version 0: the actions before the snapshot are replayed once, on demand
      Api api = new Api(server.address());
      assertThat(api.get("/api/matches/" + id + "/state", seat0).body()).isEqualTo(seatSyncBefore);
      assertThat(api.get("/api/matches/" + id + "/state").body()).isEqualTo(spectatorSyncBefore);
      assertThat(match.historyFrom()).isZero();
      assertThat(match.engineApplies()).isEqualTo(N);
      assertThat(Json.toTree(match.state())).isEqualTo(fullReplay(server.store(), id));
    }

    // damaged: the text changed (the checksum no longer fits), then no JSON at all (with a checksum that fits)
    String damagedJson = damage(url, id, SnapshotTest::changeADigit, false);
    assertThat(damagedJson).isNotNull();
    restartOnADamagedSnapshot(config, id, seatSyncBefore, seat0);
    damage(url, id, text -> "{\"not\": [a state", true);
    restartOnADamagedSnapshot(config, id, seatSyncBefore, seat0);
  }

  private static void restartOnADamagedSnapshot(ServerConfig config, String id, JsonNode seatSyncBefore,
      String seat0) {
    PrintStream err = System.err;
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    System.setErr(new PrintStream(new TeeStream(err, log), true, StandardCharsets.UTF_8));
    try (GameServer server = GameServer.start(config)) {
      LiveMatch<?, ?, ?, ?, ?> match = server.matchesForTest().get(id);
      assertThat(server.matchesForTest().unusableSnapshots()).isEqualTo(1);
      assertThat(match.historyFrom()).as("replayed from the setup").isZero();
      assertThat(match.engineApplies()).isEqualTo(N);
      assertThat(Json.toTree(match.state())).isEqualTo(fullReplay(server.store(), id));
      assertThat(new Api(server.address()).get("/api/matches/" + id + "/state", seat0).body())
          .isEqualTo(seatSyncBefore);
    } finally {
      System.setErr(err);
    }
    assertThat(log.toString(StandardCharsets.UTF_8)).contains("WARN").contains("match " + id + ": the snapshot at "
        + "version " + N / K * K + " is not used");
  }

  /** The text with its first digit changed: still JSON, another state. */
  private static String changeADigit(String text) {
    java.util.regex.Matcher digit = java.util.regex.Pattern.compile("[0-9]").matcher(text);
    assertThat(digit.find()).isTrue();
    char changed = (char) ('0' + (digit.group().charAt(0) - '0' + 1) % 10);
    return text.substring(0, digit.start()) + changed + text.substring(digit.end());
  }

  /** The state's JSON after setup and every logged action. */
  private static JsonNode fullReplay(MatchStore store, String id) {
    MatchStore.MatchRow row = store.match(id);
    return replay(Games.byId(row.game()), row, store);
  }

  private static <S, A, E extends GameEvent, V, O> JsonNode replay(Game<S, A, E, V, O> game, MatchStore.MatchRow row,
      MatchStore store) {
    S state = game.setup(Json.read(row.options(), game.types().options()), row.players(), row.seed());
    for (MatchStore.ActionRow action : store.actions(row.id(), 0)) {
      state = game.apply(state, Json.read(action.action(), game.types().action())).state();
    }
    return Json.toTree(state);
  }

  private static java.util.List<Integer> snapshotVersions(String url, String id) throws Exception {
    java.util.List<Integer> versions = new java.util.ArrayList<>();
    try (Connection c = DriverManager.getConnection(url);
        PreparedStatement ps = c.prepareStatement("SELECT version FROM snapshots WHERE match_id = ?")) {
      ps.setString(1, id);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          versions.add(rs.getInt(1));
        }
      }
    }
    return versions;
  }

  /** Rewrites the match's snapshot text; with {@code fitChecksum} its checksum is made to fit the new text. */
  private static String damage(String url, String id, java.util.function.UnaryOperator<String> change,
      boolean fitChecksum) throws Exception {
    try (Connection c = DriverManager.getConnection(url)) {
      String text;
      try (PreparedStatement ps = c.prepareStatement("SELECT state FROM snapshots WHERE match_id = ?")) {
        ps.setString(1, id);
        try (ResultSet rs = ps.executeQuery()) {
          assertThat(rs.next()).isTrue();
          text = rs.getString(1);
        }
      }
      String damaged = change.apply(text);
      assertThat(damaged).isNotEqualTo(text);
      try (PreparedStatement ps = c.prepareStatement(fitChecksum
          ? "UPDATE snapshots SET state = ?, checksum = ? WHERE match_id = ?"
          : "UPDATE snapshots SET state = ? WHERE match_id = ?")) {
        int i = 1;
        ps.setString(i++, damaged);
        if (fitChecksum) {
          ps.setString(i++, Tokens.hash(damaged));
        }
        ps.setString(i, id);
        assertThat(ps.executeUpdate()).isEqualTo(1);
      }
      return damaged;
    }
  }

  /** Writes to two streams (the log goes on to the console and is kept for the test). */
  private static final class TeeStream extends java.io.OutputStream {
    private final java.io.OutputStream a;
    private final java.io.OutputStream b;

    TeeStream(java.io.OutputStream a, java.io.OutputStream b) {
      this.a = a;
      this.b = b;
    }

    @Override
    public void write(int x) throws java.io.IOException {
      a.write(x);
      b.write(x);
    }

    @Override
    public void write(byte[] bytes, int off, int len) throws java.io.IOException {
      a.write(bytes, off, len);
      b.write(bytes, off, len);
    }
  }
}
