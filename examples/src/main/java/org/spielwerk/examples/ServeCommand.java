package org.spielwerk.examples;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.research.bridge.Bridge;
import org.spielwerk.server.GameServer;
import org.spielwerk.server.ServerConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The games for other programs: JSON lines on standard input and output (docs/research.md), or the game server
 * over HTTP and WebSocket (docs/server.md).
 */
@Command(name = "serve", description = {"Serve the games: --stdio speaks JSON lines on stdin/stdout for Python and "
    + "other languages (docs/research.md); --http PORT runs the game server (lobby, WebSocket play, bots, "
    + "spectators, matches kept in a database; docs/server.md)."})
final class ServeCommand implements Callable<Integer> {

  @Option(names = "--stdio", description = "speak JSON lines on standard input and output")
  boolean stdio;

  @Option(names = "--http", paramLabel = "PORT", description = "run the game server on this port (0: any free port)")
  Integer http;

  @Option(names = "--host", defaultValue = "127.0.0.1",
      description = "the address to listen on (default ${DEFAULT-VALUE}: this machine only; 0.0.0.0 for all)")
  String host;

  @Option(names = "--db", paramLabel = "JDBC", description = "the database, e.g. jdbc:postgresql://localhost/spielwerk"
      + "?user=...; default: an embedded SQLite database (WAL, synchronous=FULL) under --data, or the H2 "
      + "database an older version made there")
  String db;

  @Option(names = "--data", paramLabel = "DIR", defaultValue = "spielwerk-data",
      description = "where the embedded database lives (default ${DEFAULT-VALUE})")
  Path data;

  @Option(names = "--bot-delay", paramLabel = "MS", defaultValue = "300",
      description = "a pause before each bot move, so that people can follow (default ${DEFAULT-VALUE} ms)")
  long botDelay;

  // the limits on what clients send (docs/server.md, "Limits"); defaults are those of ServerConfig.defaults()
  @Option(names = "--max-body", paramLabel = "BYTES", defaultValue = "65536",
      description = "largest HTTP request body, chunked or not (413 beyond; default ${DEFAULT-VALUE})")
  int maxBody;

  @Option(names = "--max-message", paramLabel = "BYTES", defaultValue = "16384",
      description = "largest WebSocket message (an error beyond; default ${DEFAULT-VALUE})")
  int maxMessage;

  @Option(names = "--max-matches-per-address", paramLabel = "N", defaultValue = "20",
      description = "unfinished matches one client address may create (429 beyond; default ${DEFAULT-VALUE})")
  int maxMatchesPerAddress;

  @Option(names = "--moves-per-second", paramLabel = "R", defaultValue = "5",
      description = "moves per second per WebSocket or REST seat (default ${DEFAULT-VALUE})")
  double movesPerSecond;

  @Option(names = "--move-burst", paramLabel = "N", defaultValue = "10",
      description = "moves at once before the rate applies (default ${DEFAULT-VALUE})")
  int moveBurst;

  @Option(names = "--messages-per-second", paramLabel = "R", defaultValue = "20",
      description = "WebSocket messages of any type per second per connection, bursts of twice that "
          + "(default ${DEFAULT-VALUE})")
  double messagesPerSecond;

  @Option(names = "--operator-token-env", paramLabel = "VAR",
      description = "the environment variable holding the operator's secret (16+ characters), needed to reset "
          + "the metrics; without it nobody can (a secret on the command line would show in ps)")
  String operatorTokenEnv;

  @Option(names = "--allow-chosen-seeds",
      description = "let creators choose a match's seed (tests, tournaments; never a public lobby: whoever knows "
          + "the seed can compute every hidden card); such matches are marked seeded")
  boolean allowChosenSeeds;

  @Option(names = "--snapshot-every", paramLabel = "N", defaultValue = "64",
      description = "store a snapshot of a match's state every N actions, so a restart replays at most N-1 "
          + "(0: none; default ${DEFAULT-VALUE})")
  int snapshotEvery;

  @Option(names = "--poll", paramLabel = "MS",
      description = "how often to read the log for moves made by other processes on the same database (default: "
          + "not at all on the embedded database, every 5 s on PostgreSQL, where LISTEN/NOTIFY tells at once); set "
          + "it when several processes share another database")
  Long pollMillis;

  @Override
  public Integer call() throws Exception {
    if (stdio == (http != null)) {
      throw new InvalidSetupException("serve", "give exactly one of --stdio or --http PORT");
    }
    if (stdio) {
      new Bridge().serve(System.in, System.out); // byte streams: binary frames follow their lines
      return 0;
    }
    ServerConfig defaults = ServerConfig.defaults();
    ServerConfig config = defaults.withHost(host).withPort(http).withJdbcUrl(db).withDataDir(data)
        .withBots(defaults.botThreads(), botDelay)
        .withLimits(maxBody, maxMessage, maxMatchesPerAddress, movesPerSecond, moveBurst)
        .withMessagesPerSecond(messagesPerSecond).withChosenSeeds(allowChosenSeeds)
        .withOperatorToken(operatorToken()).withSnapshotEvery(snapshotEvery);
    if (pollMillis != null) {
      config = config.withPollMillis(pollMillis);
    }
    GameServer server = GameServer.start(config);
    Runtime.getRuntime().addShutdownHook(new Thread(server::close));
    System.out.println("Spielwerk server listening on " + server.address() + " (API: " + server.address()
        + "/api/games; database: " + (db == null ? data.toAbsolutePath() : "the given JDBC URL") + "). Ctrl-C stops.");
    if (server.servesWebClient()) {
      System.out.println("Play in a browser: " + server.address() + "/");
    }
    System.out.flush();
    Thread.currentThread().join();
    return 0;
  }

  private String operatorToken() {
    if (operatorTokenEnv == null) {
      return null;
    }
    String token = System.getenv(operatorTokenEnv);
    if (token == null || token.isEmpty()) {
      throw new InvalidSetupException("operator-token-env", "--operator-token-env: the environment variable "
          + operatorTokenEnv + " is not set");
    }
    return token;
  }
}
