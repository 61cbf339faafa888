package org.spielwerk.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;

/**
 * The matches in the database (JDBC; H2 or PostgreSQL, schema by Flyway). The log of a match is its rows in
 * {@code actions}; the version in {@code matches} is the log's length, and both change in one transaction, only
 * from the version the caller read: two servers that accept a move for the same version cannot both succeed.
 */
public final class MatchStore implements AutoCloseable {
  private final HikariDataSource pool;

  /** A match's row. */
  public record MatchRow(String id, String game, int players, long seed, String options, int version, String status,
      String creator, long createdMillis) {}

  /** A seat's row: a bot's agent, or the hash of the token of the person holding it (null when free). */
  public record SeatRow(int seat, String agent, String tokenHash) {}

  /** One accepted action. */
  public record ActionRow(int index, int seat, String action) {}

  public MatchStore(String jdbcUrl) {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(jdbcUrl);
    config.setMaximumPoolSize(8);
    config.setPoolName("spielwerk");
    config.setAutoCommit(true);
    this.pool = new HikariDataSource(config);
    Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
  }

  @Override
  public void close() {
    pool.close();
  }

  /** Writes a new match with its seats. */
  public void create(MatchRow match, List<SeatRow> seats) {
    inTransaction(c -> {
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO matches (id, game, players, seed, options, "
          + "version, status, creator, created_ms, updated_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
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
    return inTransaction(c -> {
      long now = System.currentTimeMillis();
      try (PreparedStatement update = c.prepareStatement(
          "UPDATE matches SET version = ?, status = ?, updated_ms = ? WHERE id = ? AND version = ?")) {
        update.setInt(1, version + 1);
        update.setString(2, status);
        update.setLong(3, now);
        update.setString(4, matchId);
        update.setInt(5, version);
        if (update.executeUpdate() != 1) {
          c.rollback();
          return false;
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
      } catch (SQLException e) {
        if (e.getSQLState() != null && e.getSQLState().startsWith("23")) {
          // the log already holds an action at this index: another writer won (the primary key is the backstop)
          c.rollback();
          return false;
        }
        throw e;
      }
      return true;
    });
  }

  /** Gives a free person's seat to the holder of a token hash; false when the seat is not free. */
  public boolean takeSeat(String matchId, int seat, String tokenHash, String newStatus) {
    return inTransaction(c -> {
      try (PreparedStatement update = c.prepareStatement("UPDATE seats SET token_hash = ? "
          + "WHERE match_id = ? AND seat = ? AND agent IS NULL AND token_hash IS NULL")) {
        update.setString(1, tokenHash);
        update.setString(2, matchId);
        update.setInt(3, seat);
        if (update.executeUpdate() != 1) {
          c.rollback();
          return false;
        }
      }
      touch(c, matchId, newStatus);
      return true;
    });
  }

  /** Frees a seat held by this token hash, or hands it to a bot; false when the hash no longer holds it. */
  public boolean leaveSeat(String matchId, int seat, String tokenHash, String agent, String newStatus) {
    return inTransaction(c -> {
      try (PreparedStatement update = c.prepareStatement("UPDATE seats SET token_hash = NULL, agent = ? "
          + "WHERE match_id = ? AND seat = ? AND token_hash = ?")) {
        update.setString(1, agent);
        update.setString(2, matchId);
        update.setInt(3, seat);
        update.setString(4, tokenHash);
        if (update.executeUpdate() != 1) {
          c.rollback();
          return false;
        }
      }
      touch(c, matchId, newStatus);
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

  /** The match's row, or null. */
  public MatchRow match(String id) {
    List<MatchRow> rows = query("SELECT id, game, players, seed, options, version, status, creator, created_ms "
        + "FROM matches WHERE id = ?", ps -> ps.setString(1, id), MatchStore::matchRow);
    return rows.isEmpty() ? null : rows.get(0);
  }

  /** Matches with this status (any when null), newest first. */
  public List<MatchRow> matches(String status, String game, int limit) {
    StringBuilder sql = new StringBuilder(
        "SELECT id, game, players, seed, options, version, status, creator, created_ms FROM matches WHERE 1 = 1");
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
    return query("SELECT id, game, players, seed, options, version, status, creator, created_ms FROM matches "
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

  private static MatchRow matchRow(ResultSet rs) throws SQLException {
    return new MatchRow(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getLong(4), rs.getString(5),
        rs.getInt(6), rs.getString(7), rs.getString(8), rs.getLong(9));
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

  private <T> T inTransaction(Work<T> work) {
    try (Connection c = pool.getConnection()) {
      c.setAutoCommit(false);
      try {
        T result = work.run(c);
        if (!c.getAutoCommit()) {
          c.commit();
        }
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
