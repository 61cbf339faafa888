package org.spielwerk.server;

import java.util.concurrent.atomic.AtomicInteger;

/** Servers for tests: on 127.0.0.1, a free port, a fresh in-memory H2 database unless told otherwise. */
final class Servers {
  private static final AtomicInteger COUNT = new AtomicInteger();

  private Servers() {}

  /** Generous limits, so that tests can play fast; the limit tests set their own. */
  static ServerConfig fast(String jdbcUrl) {
    return ServerConfig.defaults().withHost("127.0.0.1").withPort(0).withJdbcUrl(jdbcUrl)
        .withLimits(64 * 1024, 16 * 1024, 1000, 10_000, 10_000).withBots(2, 0).withMessagesPerSecond(10_000)
        .withChosenSeeds(true);
  }

  static String memoryH2() {
    return "jdbc:h2:mem:spielwerk" + COUNT.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
  }
}
