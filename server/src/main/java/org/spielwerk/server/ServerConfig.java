package org.spielwerk.server;

import java.nio.file.Path;

/**
 * How a {@link GameServer} runs. Start from {@link #defaults()} and change what you need with the withers.
 *
 * @param host the address to listen on ({@code 127.0.0.1} by default: only this machine)
 * @param port the TCP port; 0 picks a free one ({@link GameServer#port()} tells which)
 * @param jdbcUrl the database; {@code null} means the embedded database under {@code dataDir} (SQLite; H2 for a
 *     data directory made before 0.2)
 * @param dataDir where the embedded database lives when no JDBC URL is given
 * @param maxRequestBytes the largest HTTP request body taken (413 beyond)
 * @param maxMessageBytes the largest WebSocket message taken (an error message beyond)
 * @param maxMatchesPerAddress unfinished matches one client address may have created (429 beyond)
 * @param movesPerSecond moves a connection (or a seat over REST) may send per second, on average
 * @param moveBurst moves it may send at once before the rate applies
 * @param botThreads threads that think for bots (off the request threads)
 * @param botDelayMillis a pause before each bot move, so that people can follow a game
 * @param pollMillis how often to read other processes' moves from the database: 0 never (a single process on
 *     its own database needs no polling), -1 (the default) every 5 s on PostgreSQL (a safety net: there each
 *     process hears of the others' moves at once by LISTEN/NOTIFY) and never on the embedded databases. Several
 *     processes on another shared database must set it (e.g. 500)
 * @param messagesPerSecond WebSocket messages of any type (moves, syncs, pings) a connection may send per second,
 *     with bursts of twice as many; beyond, each is answered with a 429 error and not acted on
 * @param operatorToken the operator's secret, needed (as {@code Authorization: Bearer}) to reset the metrics;
 *     {@code null}: nobody can reset them
 * @param chosenSeeds whether a creator may choose a match's seed (tests, tournaments); off on a public server,
 *     since a seed lets anyone who knows it compute every hidden card. Matches with a chosen seed are marked
 *     {@code "seeded": true} wherever they are listed or joined
 * @param snapshotEvery store a snapshot of a match's state (the game's JSON of it) with every action that makes
 *     the version a multiple of this (64 by default), in the same commit; a match is loaded from its latest
 *     snapshot plus the actions after it. 0: no snapshots (every load replays the whole log)
 */
public record ServerConfig(
    String host, int port, String jdbcUrl, Path dataDir, int maxRequestBytes, int maxMessageBytes,
    int maxMatchesPerAddress, double movesPerSecond, int moveBurst, int botThreads, long botDelayMillis,
    long pollMillis, double messagesPerSecond, String operatorToken, boolean chosenSeeds, int snapshotEvery) {

  /** The default interval of snapshots, in actions. */
  public static final int DEFAULT_SNAPSHOT_EVERY = 64;

  /** The configuration before snapshots (kept for compatibility): a snapshot every 64 actions. */
  public ServerConfig(String host, int port, String jdbcUrl, Path dataDir, int maxRequestBytes, int maxMessageBytes,
      int maxMatchesPerAddress, double movesPerSecond, int moveBurst, int botThreads, long botDelayMillis,
      long pollMillis, double messagesPerSecond, String operatorToken, boolean chosenSeeds) {
    this(host, port, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress, movesPerSecond,
        moveBurst, botThreads, botDelayMillis, pollMillis, messagesPerSecond, operatorToken, chosenSeeds,
        DEFAULT_SNAPSHOT_EVERY);
  }

  /** The configuration of version 0.1.0 (kept for compatibility): 20 messages/s, no operator, no chosen seeds. */
  public ServerConfig(String host, int port, String jdbcUrl, Path dataDir, int maxRequestBytes, int maxMessageBytes,
      int maxMatchesPerAddress, double movesPerSecond, int moveBurst, int botThreads, long botDelayMillis,
      long pollMillis) {
    this(host, port, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress, movesPerSecond,
        moveBurst, botThreads, botDelayMillis, pollMillis, 20.0, null, false);
  }

  /** Checks each limit, naming the one at fault. */
  public ServerConfig {
    positive("maxRequestBytes", maxRequestBytes);
    positive("maxMessageBytes", maxMessageBytes);
    positive("maxMatchesPerAddress", maxMatchesPerAddress);
    positive("movesPerSecond", movesPerSecond);
    positive("moveBurst", moveBurst);
    positive("messagesPerSecond", messagesPerSecond);
    if (snapshotEvery < 0) {
      throw new IllegalArgumentException("snapshotEvery: 0 (no snapshots) or more, not " + snapshotEvery);
    }
    if (operatorToken != null && operatorToken.length() < 16) {
      throw new IllegalArgumentException("operatorToken: at least 16 characters (it guards the metrics' reset)");
    }
  }

  private static void positive(String field, double value) {
    if (!(value > 0)) {
      throw new IllegalArgumentException(field + ": must be more than 0, not " + value);
    }
  }

  /** Port 8080 on 127.0.0.1, H2 under {@code ./spielwerk-data}, limits for a public server. */
  public static ServerConfig defaults() {
    return new ServerConfig("127.0.0.1", 8080, null, Path.of("spielwerk-data"), 64 * 1024, 16 * 1024, 20, 5.0, 10,
        Math.max(1, Runtime.getRuntime().availableProcessors()), 0, -1, 20.0, null, false,
        DEFAULT_SNAPSHOT_EVERY);
  }

  /**
   * The JDBC URL to use: the given one, or the embedded database under {@link #dataDir()}: SQLite in WAL mode
   * ({@code spielwerk.db}), or the H2 file of a data directory made before 0.2 ({@code spielwerk.mv.db}), which is
   * kept so that existing matches go on.
   */
  public String effectiveJdbcUrl() {
    if (jdbcUrl != null) {
      return jdbcUrl;
    }
    Path dir = dataDir.toAbsolutePath();
    if (java.nio.file.Files.exists(dir.resolve("spielwerk.mv.db"))) {
      // WRITE_DELAY=0: a commit reaches the file at once; the store adds CHECKPOINT SYNC to put it on the device
      return "jdbc:h2:file:" + dir.resolve("spielwerk") + ";WRITE_DELAY=0";
    }
    // WAL with synchronous=FULL: every commit syncs the log before it returns (durable); readers never wait for
    // the writer; busy_timeout lets a reader wait out a checkpoint instead of failing
    return "jdbc:sqlite:" + dir.resolve("spielwerk.db") + "?journal_mode=WAL&synchronous=FULL&busy_timeout=10000";
  }

  /** How often to poll the log, with the default ({@code -1}) resolved. */
  public long effectivePollMillis() {
    if (pollMillis >= 0) {
      return pollMillis;
    }
    return listens() ? 5_000 : 0;
  }

  /**
   * Whether the server hears of other processes' moves by PostgreSQL's LISTEN/NOTIFY (on a PostgreSQL URL), on a
   * dedicated connection.
   */
  public boolean listens() {
    return jdbcUrl != null && jdbcUrl.startsWith("jdbc:postgresql:");
  }

  public ServerConfig withHost(String value) {
    return new ServerConfig(value, port, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, botThreads, botDelayMillis, pollMillis, messagesPerSecond, operatorToken,
        chosenSeeds, snapshotEvery);
  }

  public ServerConfig withPort(int value) {
    return new ServerConfig(host, value, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, botThreads, botDelayMillis, pollMillis, messagesPerSecond, operatorToken,
        chosenSeeds, snapshotEvery);
  }

  public ServerConfig withJdbcUrl(String value) {
    return new ServerConfig(host, port, value, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, botThreads, botDelayMillis, pollMillis, messagesPerSecond, operatorToken,
        chosenSeeds, snapshotEvery);
  }

  public ServerConfig withDataDir(Path value) {
    return new ServerConfig(host, port, jdbcUrl, value, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, botThreads, botDelayMillis, pollMillis, messagesPerSecond, operatorToken,
        chosenSeeds, snapshotEvery);
  }

  public ServerConfig withLimits(int requestBytes, int messageBytes, int matchesPerAddress, double perSecond,
      int burst) {
    return new ServerConfig(host, port, jdbcUrl, dataDir, requestBytes, messageBytes, matchesPerAddress, perSecond,
        burst, botThreads, botDelayMillis, pollMillis, messagesPerSecond, operatorToken,
        chosenSeeds, snapshotEvery);
  }

  public ServerConfig withBots(int threads, long delayMillis) {
    return new ServerConfig(host, port, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, threads, delayMillis, pollMillis, messagesPerSecond, operatorToken,
        chosenSeeds, snapshotEvery);
  }

  public ServerConfig withPollMillis(long value) {
    return new ServerConfig(host, port, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, botThreads, botDelayMillis, value, messagesPerSecond, operatorToken,
        chosenSeeds, snapshotEvery);
  }

  /** WebSocket messages of any type per second and connection. */
  public ServerConfig withMessagesPerSecond(double value) {
    return new ServerConfig(host, port, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, botThreads, botDelayMillis, pollMillis, value, operatorToken,
        chosenSeeds, snapshotEvery);
  }

  /** The operator's secret (metrics reset); null for none. */
  public ServerConfig withOperatorToken(String value) {
    return new ServerConfig(host, port, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, botThreads, botDelayMillis, pollMillis, messagesPerSecond, value,
        chosenSeeds, snapshotEvery);
  }

  /** Whether creators may choose seeds (tests, tournaments; never a public lobby). */
  public ServerConfig withChosenSeeds(boolean value) {
    return new ServerConfig(host, port, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, botThreads, botDelayMillis, pollMillis, messagesPerSecond, operatorToken,
        value, snapshotEvery);
  }

  /** A snapshot of each match's state every {@code value} actions; 0 for none. */
  public ServerConfig withSnapshotEvery(int value) {
    return new ServerConfig(host, port, jdbcUrl, dataDir, maxRequestBytes, maxMessageBytes, maxMatchesPerAddress,
        movesPerSecond, moveBurst, botThreads, botDelayMillis, pollMillis, messagesPerSecond, operatorToken,
        chosenSeeds, value);
  }
}
