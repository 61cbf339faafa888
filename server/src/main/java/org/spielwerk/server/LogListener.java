package org.spielwerk.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Consumer;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hears, on PostgreSQL, of every change another process committed to a match: one dedicated connection (outside
 * the pool) that {@code LISTEN}s on {@link MatchStore#CHANNEL}, and a thread that waits on it
 * ({@code PGConnection.getNotifications}) and hands each payload to {@code heard}. PostgreSQL delivers a
 * notification only once the transaction that sent it has committed, so what is heard is in the log. Should the
 * connection fail, it is opened again after a second, and {@code missed} (a poll of the changed matches) then
 * catches up with whatever was committed meanwhile.
 */
final class LogListener implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(LogListener.class);
  /** How long one wait for notifications lasts before it checks whether the listener was closed. */
  private static final int WAIT_MILLIS = 500;
  private final MatchStore store;
  private final Consumer<String> heard;
  private final Runnable missed;
  private final Thread thread;
  private final java.util.concurrent.CountDownLatch listening = new java.util.concurrent.CountDownLatch(1);
  private volatile boolean closed;

  LogListener(MatchStore store, Consumer<String> heard, Runnable missed) {
    this.store = store;
    this.heard = heard;
    this.missed = missed;
    this.thread = Thread.ofPlatform().name("log-listener").daemon(true).start(this::run);
    try {
      // the first LISTEN is in place before the server goes on to load its matches (or gives up after 10 s: the
      // poll then covers until the listener is up)
      listening.await(10, java.util.concurrent.TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void run() {
    boolean again = false;
    while (!closed) {
      try (Connection c = store.dedicatedConnection()) {
        try (Statement st = c.createStatement()) {
          st.execute("LISTEN " + MatchStore.CHANNEL);
        }
        listening.countDown();
        if (again) {
          LOG.warn("listening for other processes' changes again");
          missed.run();
        }
        PGConnection pg = c.unwrap(PGConnection.class);
        while (!closed) {
          PGNotification[] got = pg.getNotifications(WAIT_MILLIS);
          if (got == null) {
            continue;
          }
          for (PGNotification n : got) {
            try {
              heard.accept(n.getParameter());
            } catch (RuntimeException e) {
              LOG.warn("a notification ({}) could not be followed: {}", n.getParameter(), e.toString());
            }
          }
        }
      } catch (SQLException | RuntimeException e) {
        if (closed) {
          return;
        }
        LOG.warn("listening for other processes' changes failed ({}); trying again in 1 s, the poll covers "
            + "meanwhile", e.toString());
        again = true;
        try {
          Thread.sleep(1_000);
        } catch (InterruptedException interrupted) {
          return;
        }
      }
    }
  }

  @Override
  public void close() {
    closed = true;
    try {
      thread.join(WAIT_MILLIS * 4L);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
