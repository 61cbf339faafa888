package org.spielwerk.server;

import java.nio.file.Path;

/**
 * Runs a server from the command line, without the spielwerk tool:
 * {@code java -cp ... org.spielwerk.server.ServerMain [--port P] [--host H] [--db JDBC] [--data DIR]
 * [--bot-delay MS] [--poll MS] [--max-matches N] [--moves-per-second R] [--max-body BYTES]
 * [--max-message BYTES] [--messages-per-second R] [--operator-token T] [--chosen-seeds true]
 * [--snapshot-every N]}. Prints {@code listening on http://HOST:PORT} once ready.
 */
public final class ServerMain {
  private ServerMain() {}

  public static void main(String[] args) throws InterruptedException {
    ServerConfig config = parse(args);
    GameServer server = GameServer.start(config);
    Runtime.getRuntime().addShutdownHook(new Thread(server::close));
    System.out.println("listening on " + server.address());
    System.out.flush();
    Thread.currentThread().join();
  }

  static ServerConfig parse(String[] args) {
    ServerConfig config = ServerConfig.defaults();
    for (int i = 0; i < args.length; i++) {
      String value = i + 1 < args.length ? args[i + 1] : null;
      if (value == null) {
        throw new IllegalArgumentException(args[i] + ": needs a value");
      }
      switch (args[i]) {
        case "--port" -> config = config.withPort(Integer.parseInt(value));
        case "--host" -> config = config.withHost(value);
        case "--db" -> config = config.withJdbcUrl(value);
        case "--data" -> config = config.withDataDir(Path.of(value));
        case "--bot-delay" -> config = config.withBots(config.botThreads(), Long.parseLong(value));
        case "--poll" -> config = config.withPollMillis(Long.parseLong(value));
        case "--max-matches" -> config = config.withLimits(config.maxRequestBytes(), config.maxMessageBytes(),
            Integer.parseInt(value), config.movesPerSecond(), config.moveBurst());
        case "--moves-per-second" -> config = config.withLimits(config.maxRequestBytes(), config.maxMessageBytes(),
            config.maxMatchesPerAddress(), Double.parseDouble(value), config.moveBurst());
        case "--max-body" -> config = config.withLimits(Integer.parseInt(value), config.maxMessageBytes(),
            config.maxMatchesPerAddress(), config.movesPerSecond(), config.moveBurst());
        case "--max-message" -> config = config.withLimits(config.maxRequestBytes(), Integer.parseInt(value),
            config.maxMatchesPerAddress(), config.movesPerSecond(), config.moveBurst());
        case "--messages-per-second" -> config = config.withMessagesPerSecond(Double.parseDouble(value));
        case "--operator-token" -> config = config.withOperatorToken(value);
        case "--chosen-seeds" -> config = config.withChosenSeeds(Boolean.parseBoolean(value));
        case "--snapshot-every" -> config = config.withSnapshotEvery(Integer.parseInt(value));
        default -> throw new IllegalArgumentException(args[i] + ": unknown option");
      }
      i++;
    }
    return config;
  }
}
