package org.spielwerk.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import org.spielwerk.core.Json;

/**
 * Counts accepted moves and keeps the latencies of the last moves (from taking the move up to its commit and the
 * messages queued to every connection), for {@code GET /api/metrics} and the load client.
 */
final class Metrics {
  private static final int WINDOW = 1 << 16;
  private final AtomicLong moves = new AtomicLong();
  private final AtomicLong rejected = new AtomicLong();
  private final AtomicLong slowReaders = new AtomicLong();
  private final long[] latencies = new long[WINDOW];
  private long recorded;

  void accepted(long startNanos) {
    moves.incrementAndGet();
    long took = System.nanoTime() - startNanos;
    synchronized (latencies) {
      latencies[(int) (recorded++ % WINDOW)] = took;
    }
  }

  void rejected() {
    rejected.incrementAndGet();
  }

  /** A WebSocket cut because it left too many messages unread ({@code GameServer.MAX_UNREAD_MESSAGES}). */
  void slowReader() {
    slowReaders.incrementAndGet();
  }

  /** Moves so far, rejections, and p50/p99 of the recent moves in milliseconds; resets the window when asked. */
  ObjectNode toJson(boolean reset) {
    long[] copy;
    synchronized (latencies) {
      copy = Arrays.copyOf(latencies, (int) Math.min(recorded, WINDOW));
      if (reset) {
        recorded = 0;
      }
    }
    Arrays.sort(copy);
    ObjectNode node = Json.mapper().createObjectNode();
    node.put("moves", moves.get());
    node.put("rejected", rejected.get());
    node.put("slowReaders", slowReaders.get());
    node.put("window", copy.length);
    node.put("p50Millis", copy.length == 0 ? 0 : copy[copy.length / 2] / 1e6);
    node.put("p99Millis", copy.length == 0 ? 0 : copy[Math.min(copy.length - 1, (int) (copy.length * 0.99))] / 1e6);
    return node;
  }
}
