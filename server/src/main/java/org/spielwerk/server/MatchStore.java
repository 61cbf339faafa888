package org.spielwerk.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The matches in the database (JDBC; H2 or PostgreSQL, schema by Flyway). The log of a match is its rows in
 * {@code actions}; the version in {@code matches} is the log's length, and both change in one transaction, only
 * from the version the caller read: two servers that accept a move for the same version cannot both succeed.
 *
 * <p><b>Durable, then answered, in groups.</b> Every write (create, append, take or leave a seat) goes through one
 * writer thread. It takes the first waiting write and every other that arrived meanwhile, runs them all in one
 * transaction, commits, and makes the commit durable (PostgreSQL: its commit is; H2: {@code CHECKPOINT SYNC},
 * which forces the file to the device) before any of the callers returns. So a move is on stable storage before it
 * is answered, and the cost of the sync is shared by every move that arrived while the previous group was being
 * written (group commit). Each write checks its own condition (the version, a free seat) and writes nothing when it
 * does not hold, so one write's refusal does not undo the others of its group; should the group's transaction fail
 * as a whole, each of its writes is retried in a transaction of its own.
 *
 * <p><b>Snapshots.</b> An append may carry the game's JSON of the state it leads to (every
 * {@link ServerConfig#snapshotEvery()} actions): it is written in the same transaction as the action, and replaces
 * the match's older snapshot. <b>Notifications.</b> On PostgreSQL every append, join and leave also sends
 * {@code NOTIFY} on {@link #CHANNEL} in its transaction (delivered to listeners only once it commits), with the
 * payload {@code "<match> <version> <seat> <action>"} (an action, as in the log; without seat and action when it
 * is long) or {@code "<match> seats"}.
 */
public final class MatchStore implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(MatchStore.class);
  private final HikariDataSource pool;
  private final boolean h2;
  private final boolean postgres;
  private final String jdbcUrl;
  /** The channel of PostgreSQL's NOTIFY that tells other processes of a change to a match. */
  static final String CHANNEL = "spielwerk_matches";
  private final LinkedBlockingQueue<Job<?>> writes = new LinkedBlockingQueue<>();
  private final Thread writer;
  private final AtomicLong groups = new AtomicLong();
  private final AtomicLong grouped = new AtomicLong();
  private volatile boolean closed;
  /** Told of every group once it is durable, before any of its callers returns (for tests of the order). */
  private volatile Consumer<List<String>> durableHook = labels -> {};

  /** A match's row. */
  public record MatchRow(String id, String game, int players, long seed, String options, int version, String status,
      String creator, long createdMillis, boolean seeded) {

    /** A row whose seed the server drew (the form of version 0.1.0). */
    public MatchRow(String id, String game, int players, long seed, String options, int version, String status,
        String creator, long createdMillis) {
      this(id, game, players, seed, options, version, status, creator, createdMillis, false);
    }

    /** The status as a type. */
    public MatchStatus matchStatus() {
      return MatchStatus.fromWire(status, "status");
    }
  }

  /** A seat's row: a bot's agent, or the hash of the token of the person holding it (null when free). */
  public record SeatRow(int seat, String agent, String tokenHash) {}

  /** One accepted action. */
  public record ActionRow(int index, int seat, String action) {}

  /** A match's stored state after {@code version} actions (the game's JSON) and the SHA-256 of that text. */
  public record SnapshotRow(int version, String state, String checksum) {}

  public MatchStore(String jdbcUrl) {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(jdbcUrl);
    config.setMaximumPoolSize(8);
    config.setPoolName("spielwerk");
    config.setAutoCommit(true);
    this.pool = new HikariDataSource(config);
    this.h2 = jdbcUrl.startsWith("jdbc:h2:");
    this.postgres = jdbcUrl.startsWith("jdbc:postgresql:");
    this.jdbcUrl = jdbcUrl;
    Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
    this.writer = Thread.ofPlatform().name("match-store-writer").daemon(true).start(this::writeGroups);
  }

  @Override
  public void close() {
    closed = true;
    writer.interrupt();
    try {
      writer.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    Job<?> left;
    while ((left = writes.poll()) != null) {
      left.result.completeExceptionally(new StorageException(new SQLException("the store is closed")));
    }
    pool.close();
  }

  /**
   * Sets what is told, on the writer thread, the labels of each group's writes (e.g. {@code append m 3}) once the
   * group is durable and before any caller of it returns.
   */
  void onDurable(Consumer<List<String>> hook) {
    this.durableHook = hook == null ? labels -> {} : hook;
  }

  /** Durable groups written so far and the writes they held (their ratio is the mean group size). */
  long[] groupCounts() {
    return new long[] {groups.get(), grouped.get()};
  }

  /** Writes a new match with its seats. */
  public void create(MatchRow match, List<SeatRow> seats) {
    write("create " + match.id(), null, c -> {
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO matches (id, game, players, seed, options, "
          + "version, status, creator, created_ms, updated_ms, seeded) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
        insert.setString(1, match.id());
        insert.setString(2, match.game());
        insert.setInt(3, match.players());
        insert.setLong(4, match.seed());
        insert.setString(5, match.options());
        insert.setInt(6, match.version());
        insert.setString(7, match.status());
        insert.setString(8, match.creator());
        insert.setLong(9, match.createdMillis());
        insert.setLong(10, match.createdMillis());
        insert.setBoolean(11, match.seeded());
        insert.executeUpdate();
      }
      try (PreparedStatement insert = c.prepareStatement(
          "INSERT INTO seats (match_id, seat, agent, token_hash) VALUES (?, ?, ?, ?)")) {
        for (SeatRow seat : seats) {
          insert.setString(1, match.id());
          insert.setInt(2, seat.seat());
          insert.setString(3, seat.agent());
          insert.setString(4, seat.tokenHash());
          insert.addBatch();
        }
        insert.executeBatch();
      }
      return null;
    });
  }

  /**
   * Appends an action to the log if the match is still at {@code version}, and moves it to {@code version + 1}
   * with the given status, in one transaction.
   *
   * @return false when another writer got there first (nothing was written)
   */
  public boolean append(String matchId, int version, int seat, String action, String status) {
    return await(appendLater(matchId, version, seat, action, status, null));
  }

  /** As {@link #append}, with the game's JSON of the state after the action as a snapshot (null: none). */
  public boolean append(String matchId, int version, int seat, String action, String status, String snapshot) {
    return await(appendLater(matchId, version, seat, action, status, snapshot));
  }

  /**
   * As {@link #append}, without waiting: the future completes (on the writer thread) once the group holding the
   * action is durable. Bots use it, so that a bot thread does not sit idle while its move waits for the sync.
   */
  CompletableFuture<Boolean> appendLater(String matchId, int version, int seat, String action, String status,
      String snapshot) {
    // a duplicate key means the log already holds an action at this index: another writer won (the backstop)
    Append append = new Append(matchId, version, seat, action, status, snapshot);
    return submit("append " + matchId + " " + version, false, append, c -> {
      long now = System.currentTimeMillis();
      try (PreparedStatement update = c.prepareStatement(
          "UPDATE matches SET version = ?, status = ?, updated_ms = ? WHERE id = ? AND version = ?")) {
        update.setInt(1, version + 1);
        update.setString(2, status);
        update.setLong(3, now);
        update.setString(4, matchId);
        update.setInt(5, version);
        if (update.executeUpdate() != 1) {
          return false; // nothing written: the version moved on
        }
      }
      try (PreparedStatement insert = c.prepareStatement(
          "INSERT INTO actions (match_id, idx, seat, action, created_ms) VALUES (?, ?, ?, ?, ?)")) {
        insert.setString(1, matchId);
        insert.setInt(2, version);
        insert.setInt(3, seat);
        insert.setString(4, action);
        insert.setLong(5, now);
        insert.executeUpdate();
      }
      if (snapshot != null) {
        writeSnapshots(c, List.of(append), now);
      }
      notifyOthers(c, List.of(appended(append)));
      return true;
    });
  }

  /** Longest action text a notification carries (PostgreSQL refuses payloads of 8,000 bytes and more). */
  static final int MAX_NOTIFIED_ACTION = 7_000;

  /**
   * The notification of an append: {@code "<match> <new version> <seat> <action JSON>"}, the action being the very
   * text of the log row, so that a listener can apply it without reading the log; without the seat and action
   * when the action is long (the listener then reads the log).
   */
  private static String appended(Append a) {
    String head = a.matchId() + " " + (a.version() + 1);
    return a.action().getBytes(java.nio.charset.StandardCharsets.UTF_8).length <= MAX_NOTIFIED_ACTION
        ? head + " " + a.seat() + " " + a.action() : head;
  }

  /** Stores each append's snapshot (those that carry one) and drops the older snapshots of its match. */
  private static void writeSnapshots(Connection c, List<Append> appends, long now) throws SQLException {
    try (PreparedStatement delete = c.prepareStatement("DELETE FROM snapshots WHERE match_id = ? AND version < ?");
        PreparedStatement insert = c.prepareStatement(
            "INSERT INTO snapshots (match_id, version, state, checksum, created_ms) VALUES (?, ?, ?, ?, ?)")) {
      for (Append a : appends) {
        delete.setString(1, a.matchId());
        delete.setInt(2, a.version() + 1);
        delete.addBatch();
        insert.setString(1, a.matchId());
        insert.setInt(2, a.version() + 1);
        insert.setString(3, a.snapshot());
        insert.setString(4, Tokens.hash(a.snapshot()));
        insert.setLong(5, now);
        insert.addBatch();
      }
      delete.executeBatch();
      insert.executeBatch();
    }
  }

  /**
   * On PostgreSQL, {@code NOTIFY} every payload on {@link #CHANNEL} (one statement): sent by the database only when
   * this transaction commits, so a listener never hears of a change that is not in the log. Elsewhere nothing.
   */
  private void notifyOthers(Connection c, List<String> payloads) throws SQLException {
    if (!postgres || payloads.isEmpty()) {
      return;
    }
    try (PreparedStatement ps = c.prepareStatement(
        "SELECT pg_notify('" + CHANNEL + "', p) FROM unnest(CAST(? AS text[])) AS p")) {
      ps.setArray(1, c.createArrayOf("text", payloads.toArray()));
      ps.executeQuery().close();
    }
  }

  /** Gives a free person's seat to the holder of a token hash; false when the seat is not free. */
  public boolean takeSeat(String matchId, int seat, String tokenHash, String newStatus) {
    return write("join " + matchId + " " + seat, null, c -> {
      try (PreparedStatement update = c.prepareStatement("UPDATE seats SET token_hash = ? "
          + "WHERE match_id = ? AND seat = ? AND agent IS NULL AND token_hash IS NULL")) {
        update.setString(1, tokenHash);
        update.setString(2, matchId);
        update.setInt(3, seat);
        if (update.executeUpdate() != 1) {
          return false; // nothing written: the seat is not as the caller assumed
        }
      }
      touch(c, matchId, newStatus);
      notifyOthers(c, List.of(matchId + " seats"));
      return true;
    });
  }

  /** Frees a seat held by this token hash, or hands it to a bot; false when the hash no longer holds it. */
  public boolean leaveSeat(String matchId, int seat, String tokenHash, String agent, String newStatus) {
    return write("leave " + matchId + " " + seat, null, c -> {
      try (PreparedStatement update = c.prepareStatement("UPDATE seats SET token_hash = NULL, agent = ? "
          + "WHERE match_id = ? AND seat = ? AND token_hash = ?")) {
        update.setString(1, agent);
        update.setString(2, matchId);
        update.setInt(3, seat);
        update.setString(4, tokenHash);
        if (update.executeUpdate() != 1) {
          return false; // nothing written: the seat is not as the caller assumed
        }
      }
      touch(c, matchId, newStatus);
      notifyOthers(c, List.of(matchId + " seats"));
      return true;
    });
  }

  private static void touch(Connection c, String matchId, String status) throws SQLException {
    try (PreparedStatement update = c.prepareStatement("UPDATE matches SET status = ?, updated_ms = ? WHERE id = ?")) {
      update.setString(1, status);
      update.setLong(2, System.currentTimeMillis());
      update.setString(3, matchId);
      update.executeUpdate();
    }
  }

  /** Whether the database answers a trivial query within 2 seconds (readiness). */
  boolean ready() {
    if (closed) {
      return false;
    }
    try (Connection c = pool.getConnection()) {
      return c.isValid(2);
    } catch (SQLException | RuntimeException e) {
      return false;
    }
  }

  /** The match's row, or null. */
  public MatchRow match(String id) {
    List<MatchRow> rows = query("SELECT id, game, players, seed, options, version, status, creator, created_ms, "
        + "seeded FROM matches WHERE id = ?", ps -> ps.setString(1, id), MatchStore::matchRow);
    return rows.isEmpty() ? null : rows.get(0);
  }

  /** Matches with this status (any when null), newest first. */
  public List<MatchRow> matches(String status, String game, int limit) {
    StringBuilder sql = new StringBuilder(
        "SELECT id, game, players, seed, options, version, status, creator, created_ms, seeded FROM matches WHERE 1 = 1");
    if (status != null) {
      sql.append(" AND status = ?");
    }
    if (game != null) {
      sql.append(" AND game = ?");
    }
    sql.append(" ORDER BY created_ms DESC, id LIMIT ").append(limit);
    return query(sql.toString(), ps -> {
      int i = 1;
      if (status != null) {
        ps.setString(i++, status);
      }
      if (game != null) {
        ps.setString(i, game);
      }
    }, MatchStore::matchRow);
  }

  /** The ids of every match not yet finished, to rebuild at start. */
  public List<String> unfinished() {
    return query("SELECT id FROM matches WHERE status <> 'finished'", ps -> {}, rs -> rs.getString(1));
  }

  /** Matches changed since a time (by any process), with their versions. */
  public List<MatchRow> changedSince(long millis) {
    return query("SELECT id, game, players, seed, options, version, status, creator, created_ms, seeded FROM matches "
        + "WHERE updated_ms >= ?", ps -> ps.setLong(1, millis), MatchStore::matchRow);
  }

  /** How many unfinished matches a client address has created. */
  public int unfinishedBy(String creator) {
    return query("SELECT COUNT(*) FROM matches WHERE creator = ? AND status <> 'finished'",
        ps -> ps.setString(1, creator), rs -> rs.getInt(1)).get(0);
  }

  public List<SeatRow> seats(String matchId) {
    return query("SELECT seat, agent, token_hash FROM seats WHERE match_id = ? ORDER BY seat",
        ps -> ps.setString(1, matchId), rs -> new SeatRow(rs.getInt(1), rs.getString(2), rs.getString(3)));
  }

  /** The log from action {@code from} (0-based) on, in order. */
  public List<ActionRow> actions(String matchId, int from) {
    return query("SELECT idx, seat, action FROM actions WHERE match_id = ? AND idx >= ? ORDER BY idx",
        ps -> {
          ps.setString(1, matchId);
          ps.setInt(2, from);
        }, rs -> new ActionRow(rs.getInt(1), rs.getInt(2), rs.getString(3)));
  }

  /** The match's latest snapshot, or null. */
  public SnapshotRow latestSnapshot(String matchId) {
    List<SnapshotRow> rows = query("SELECT version, state, checksum FROM snapshots WHERE match_id = ? "
        + "ORDER BY version DESC LIMIT 1", ps -> ps.setString(1, matchId),
        rs -> new SnapshotRow(rs.getInt(1), rs.getString(2), rs.getString(3)));
    return rows.isEmpty() ? null : rows.get(0);
  }

  /**
   * A connection of its own, outside the pool, for a thread that holds it for long (PostgreSQL's LISTEN); the
   * caller closes it.
   */
  Connection dedicatedConnection() throws SQLException {
    return java.sql.DriverManager.getConnection(jdbcUrl);
  }

  private static MatchRow matchRow(ResultSet rs) throws SQLException {
    return new MatchRow(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getLong(4), rs.getString(5),
        rs.getInt(6), rs.getString(7), rs.getString(8), rs.getLong(9), rs.getBoolean(10));
  }

  private interface Binder {
    void bind(PreparedStatement ps) throws SQLException;
  }

  private interface Reader<T> {
    T read(ResultSet rs) throws SQLException;
  }

  private interface Work<T> {
    T run(Connection c) throws SQLException;
  }

  private <T> List<T> query(String sql, Binder binder, Reader<T> reader) {
    try (Connection c = pool.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
      binder.bind(ps);
      try (ResultSet rs = ps.executeQuery()) {
        List<T> out = new ArrayList<>();
        while (rs.next()) {
          out.add(reader.read(rs));
        }
        return out;
      }
    } catch (SQLException e) {
      throw new StorageException(e);
    }
  }

  /** One write waiting for the writer thread. */
  private record Job<T>(String label, T onConflict, Append append, Work<T> work, CompletableFuture<T> result) {}

  /** An action to append: in a group, every append goes to the database in two batches (updates, inserts). */
  private record Append(String matchId, int version, int seat, String action, String status, String snapshot) {}

  /**
   * Hands a write to the writer thread and waits until it is durable.
   *
   * @param onConflict the answer when the write breaks a unique key (null: that is an error)
   */
  private <T> T write(String label, T onConflict, Work<T> work) {
    return await(submit(label, onConflict, null, work));
  }

  private <T> CompletableFuture<T> submit(String label, T onConflict, Append append, Work<T> work) {
    Job<T> job = new Job<>(label, onConflict, append, work, new CompletableFuture<>());
    if (closed) {
      job.result().completeExceptionally(new StorageException(new SQLException("the store is closed")));
      return job.result();
    }
    writes.add(job);
    return job.result();
  }

  private static <T> T await(CompletableFuture<T> result) {
    try {
      return result.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StorageException(new SQLException("interrupted while waiting for the commit", e));
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new StorageException(new SQLException(e.getCause()));
    }
  }

  /** The writer thread: one transaction, one commit and one sync per group of waiting writes. */
  private void writeGroups() {
    List<Job<?>> group = new ArrayList<>();
    while (!closed) {
      try {
        group.add(writes.take());
      } catch (InterruptedException e) {
        return;
      }
      writes.drainTo(group);
      writeGroup(group);
      group.clear();
    }
  }

  private void writeGroup(List<Job<?>> group) {
    List<Object> results = new ArrayList<>(group.size());
    try {
      inOneTransaction(c -> {
        results.addAll(runGroup(c, group));
        return null;
      });
    } catch (RuntimeException e) {
      // the group failed as a whole (a broken key, a lost connection): each write on its own, to answer each
      results.clear();
      for (Job<?> job : group) {
        results.add(alone(job));
      }
    }
    try {
      makeDurable();
    } catch (StorageException e) {
      for (Job<?> job : group) {
        job.result().completeExceptionally(e);
      }
      return;
    }
    groups.incrementAndGet();
    grouped.addAndGet(group.size());
    List<String> labels = new ArrayList<>(group.size());
    for (int i = 0; i < group.size(); i++) {
      if (!(results.get(i) instanceof Throwable)) {
        labels.add(group.get(i).label());
      }
    }
    try {
      durableHook.accept(labels);
    } catch (RuntimeException e) {
      LOG.warn("the durable hook failed: {}", e.toString());
    }
    for (int i = 0; i < group.size(); i++) {
      complete(group.get(i), results.get(i));
    }
  }

  /**
   * The group's writes in one transaction: the others one by one, then every append in two JDBC batches (the
   * conditional updates, whose counts say which version checks held, and the inserts of those), so that a group
   * of many moves costs two round trips to a database server, not two per move.
   */
  private List<Object> runGroup(Connection c, List<Job<?>> group) throws SQLException {
    Object[] results = new Object[group.size()];
    List<Integer> appends = new ArrayList<>();
    for (int i = 0; i < group.size(); i++) {
      Job<?> job = group.get(i);
      if (job.append() == null) {
        results[i] = job.work().run(c);
      } else {
        appends.add(i);
      }
    }
    if (!appends.isEmpty()) {
      long now = System.currentTimeMillis();
      int[] counts;
      try (PreparedStatement update = c.prepareStatement(
          "UPDATE matches SET version = ?, status = ?, updated_ms = ? WHERE id = ? AND version = ?")) {
        for (int i : appends) {
          Append a = group.get(i).append();
          update.setInt(1, a.version() + 1);
          update.setString(2, a.status());
          update.setLong(3, now);
          update.setString(4, a.matchId());
          update.setInt(5, a.version());
          update.addBatch();
        }
        counts = update.executeBatch();
      }
      for (int count : counts) {
        if (count != 0 && count != 1) {
          // a driver that does not report each count: the group is retried write by write
          throw new SQLException("the driver reported no row count for a batched update (" + count + ")");
        }
      }
      try (PreparedStatement insert = c.prepareStatement(
          "INSERT INTO actions (match_id, idx, seat, action, created_ms) VALUES (?, ?, ?, ?, ?)")) {
        boolean any = false;
        for (int k = 0; k < appends.size(); k++) {
          Append a = group.get(appends.get(k)).append();
          boolean held = counts[k] == 1;
          results[appends.get(k)] = held;
          if (held) {
            insert.setString(1, a.matchId());
            insert.setInt(2, a.version());
            insert.setInt(3, a.seat());
            insert.setString(4, a.action());
            insert.setLong(5, now);
            insert.addBatch();
            any = true;
          }
        }
        if (any) {
          insert.executeBatch();
        }
      }
      List<Append> snapshots = new ArrayList<>();
      List<String> payloads = new ArrayList<>();
      for (int k = 0; k < appends.size(); k++) {
        Append a = group.get(appends.get(k)).append();
        if (counts[k] == 1) {
          payloads.add(appended(a));
          if (a.snapshot() != null) {
            snapshots.add(a);
          }
        }
      }
      if (!snapshots.isEmpty()) {
        writeSnapshots(c, snapshots, now);
      }
      notifyOthers(c, payloads);
    }
    return java.util.Arrays.asList(results);
  }

  @SuppressWarnings("unchecked")
  private static <T> void complete(Job<T> job, Object result) {
    if (result instanceof Throwable failure) {
      job.result().completeExceptionally(failure);
    } else {
      job.result().complete((T) result);
    }
  }

  /** A write in a transaction of its own; its answer, or the exception it ended with. */
  private Object alone(Job<?> job) {
    try {
      return inOneTransaction(job.work());
    } catch (StorageException e) {
      if (job.onConflict() != null && e.getCause() instanceof SQLException sql && sql.getSQLState() != null
          && sql.getSQLState().startsWith("23")) {
        return job.onConflict();
      }
      return e;
    } catch (RuntimeException e) {
      return e;
    }
  }

  /**
   * Forces what was committed onto the device. PostgreSQL's commit already waits for its WAL flush (unless the
   * operator turned {@code fsync} or {@code synchronous_commit} off); H2 writes its file at commit
   * ({@code WRITE_DELAY=0}) but leaves it in the OS's cache: {@code CHECKPOINT SYNC} forces it down.
   */
  private void makeDurable() {
    if (!h2) {
      return;
    }
    try (Connection c = pool.getConnection(); java.sql.Statement st = c.createStatement()) {
      st.execute("CHECKPOINT SYNC");
    } catch (SQLException e) {
      throw new StorageException(e);
    }
  }

  private <T> T inOneTransaction(Work<T> work) {
    try (Connection c = pool.getConnection()) {
      c.setAutoCommit(false);
      try {
        T result = work.run(c);
        c.commit();
        return result;
      } catch (SQLException | RuntimeException e) {
        c.rollback();
        throw e;
      } finally {
        c.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw new StorageException(e);
    }
  }

  /** The database failed; the operation did not happen (its transaction was rolled back). */
  public static final class StorageException extends RuntimeException {
    StorageException(SQLException cause) {
      super("database: " + cause.getMessage(), cause);
    }
  }
}
