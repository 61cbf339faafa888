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

  /**
   * The same figures in Prometheus' text format (version 0.0.4): counters end in {@code _total}, the latency
   * quantiles of the recent window are a summary in seconds.
   */
  String prometheus(int loadedMatches, long[] commitGroups) {
    ObjectNode now = toJson(false);
    StringBuilder out = new StringBuilder();
    metric(out, "spielwerk_moves_total", "counter", "moves accepted", now.get("moves").asLong());
    metric(out, "spielwerk_rejected_total", "counter", "moves and messages refused", now.get("rejected").asLong());
    metric(out, "spielwerk_slow_readers_total", "counter", "WebSockets cut for not reading",
        now.get("slowReaders").asLong());
    metric(out, "spielwerk_commit_groups_total", "counter", "durable commits (one sync each)", commitGroups[0]);
    metric(out, "spielwerk_committed_writes_total", "counter", "writes in durable commits", commitGroups[1]);
    metric(out, "spielwerk_loaded_matches", "gauge", "matches in memory", loadedMatches);
    out.append("# HELP spielwerk_move_commit_seconds from taking a move to its durable commit and messages queued\n");
    out.append("# TYPE spielwerk_move_commit_seconds summary\n");
    out.append("spielwerk_move_commit_seconds{quantile=\"0.5\"} ").append(now.get("p50Millis").asDouble() / 1000)
        .append('\n');
    out.append("spielwerk_move_commit_seconds{quantile=\"0.99\"} ").append(now.get("p99Millis").asDouble() / 1000)
        .append('\n');
    out.append("spielwerk_move_commit_seconds_count ").append(now.get("window").asLong()).append('\n');
    return out.toString();
  }

  private static void metric(StringBuilder out, String name, String type, String help, long value) {
    out.append("# HELP ").append(name).append(' ').append(help).append('\n');
    out.append("# TYPE ").append(name).append(' ').append(type).append('\n');
    out.append(name).append(' ').append(value).append('\n');
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
