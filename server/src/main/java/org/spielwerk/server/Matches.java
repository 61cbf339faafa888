package org.spielwerk.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.core.JsonSchemas;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.ViewAgent;

/**
 * The lobby and the matches of one server process: creates, loads (from the log), joins and leaves matches,
 * runs the bots on their own threads and, when several processes share a database, reads the others' moves.
 */
final class Matches implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Matches.class);
  /** Search bots beyond this many iterations would hold a bot thread too long. */
  static final int MAX_BOT_ITERATIONS = 5000;
  /** A search bot's time per decision at most (ms): a bot thread serves many matches. */
  static final int MAX_BOT_MILLIS = 2000;

  private final ServerConfig config;
  private final MatchStore store;
  private final Metrics metrics = new Metrics();
  private final Map<String, Game<?, ?, ?, ?, ?>> games = new LinkedHashMap<>();
  private final Map<String, ObjectNode> schemas = new ConcurrentHashMap<>();
  private final ConcurrentHashMap<String, LiveMatch<?, ?, ?, ?, ?>> live = new ConcurrentHashMap<>();
  private final ScheduledExecutorService bots;
  private final ScheduledExecutorService poller;
  private volatile long lastPoll = System.currentTimeMillis();
  /** PostgreSQL: hears of other processes' changes by LISTEN/NOTIFY (null elsewhere). */
  private LogListener listener;
  /** Snapshots found unusable (each logged as a warning; the match was replayed from its setup instead). */
  private final java.util.concurrent.atomic.AtomicLong unusableSnapshots = new java.util.concurrent.atomic.AtomicLong();

  Matches(ServerConfig config, MatchStore store) {
    this.config = config;
    this.store = store;
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      games.put(game.info().id(), game);
    }
    this.bots = Executors.newScheduledThreadPool(config.botThreads(), Thread.ofPlatform().name("bot-", 0)
        .daemon(true).factory());
    this.poller = config.effectivePollMillis() > 0
        ? Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("log-poller").daemon(true).factory())
        : null;
  }

  ServerConfig config() {
    return config;
  }

  MatchStore store() {
    return store;
  }

  Metrics metrics() {
    return metrics;
  }

  /** Rebuilds every unfinished match from its log and lets its bots go on; starts polling if configured. */
  void start() {
    if (config.listens()) {
      // before the matches are loaded, so that no change made meanwhile goes unheard (the poll is the net)
      listener = new LogListener(store, this::heard, this::poll);
    }
    for (String id : store.unfinished()) {
      try {
        get(id).scheduleBot();
      } catch (RuntimeException e) {
        LOG.error("match {} cannot be rebuilt from its log: {}", id, e.toString());
      }
    }
    if (poller != null) {
      poller.scheduleWithFixedDelay(this::poll, config.effectivePollMillis(), config.effectivePollMillis(),
          TimeUnit.MILLISECONDS);
    }
  }

  @Override
  public void close() {
    if (listener != null) {
      listener.close();
    }
    bots.shutdownNow();
    if (poller != null) {
      poller.shutdownNow();
    }
    try {
      bots.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  // ---- games

  ArrayNode gamesJson() {
    ArrayNode list = Json.mapper().createArrayNode();
    for (Game<?, ?, ?, ?, ?> game : games.values()) {
      list.add(gameJson(game, false));
    }
    return list;
  }

  ObjectNode gameJson(String id) {
    Game<?, ?, ?, ?, ?> game = games.get(id);
    if (game == null) {
      throw ApiException.notFound("game", "game: unknown game '" + id + "', known: " + games.keySet());
    }
    return gameJson(game, true);
  }

  private ObjectNode gameJson(Game<?, ?, ?, ?, ?> game, boolean withSchemas) {
    ObjectNode g = Json.mapper().createObjectNode();
    g.put("id", game.info().id());
    g.put("name", game.info().name());
    g.put("minPlayers", game.info().minPlayers());
    g.put("maxPlayers", game.info().maxPlayers());
    g.set("defaultOptions", Json.toTree(game.defaultOptions()));
    ObjectNode presets = g.putObject("presets");
    game.presets().entrySet().stream().sorted(Map.Entry.comparingByKey())
        .forEach(p -> presets.set(p.getKey(), Json.toTree(p.getValue())));
    ArrayNode agents = g.putArray("agents");
    Agents.names().forEach(agents::add);
    if (withSchemas) {
      g.set("schemas", schemas.computeIfAbsent(game.info().id(), id -> {
        ObjectNode all = Json.mapper().createObjectNode();
        JsonSchemas.of(game).forEach(all::set);
        return all;
      }));
    }
    return g;
  }

  // ---- matches

  /** The match, rebuilt from the database when it is not in memory. */
  LiveMatch<?, ?, ?, ?, ?> get(String id) {
    LiveMatch<?, ?, ?, ?, ?> match = live.get(id);
    if (match != null) {
      return match;
    }
    if (id == null || id.length() > 32) {
      throw ApiException.notFound("match", "match: no such match");
    }
    return live.computeIfAbsent(id, this::load);
  }

  private LiveMatch<?, ?, ?, ?, ?> load(String id) {
    MatchStore.MatchRow row = store.match(id);
    if (row == null) {
      throw ApiException.notFound("match", "match: no match '" + id + "'");
    }
    Game<?, ?, ?, ?, ?> game = games.get(row.game());
    if (game == null) {
      throw ApiException.notFound("game", "game: this server does not host " + row.game());
    }
    return LiveMatch.rebuild(this, game, row, store.seats(id), store.latestSnapshot(id),
        from -> store.actions(id, from));
  }

  /** A snapshot could not be used: warned, counted; the match is replayed from its setup instead. */
  void snapshotUnusable(String id, int version, String problem) {
    unusableSnapshots.incrementAndGet();
    LOG.warn("match {}: the snapshot at version {} is not used ({}); replaying the log from the setup", id, version,
        problem);
  }

  /** Snapshots found unusable since the start (for tests). */
  long unusableSnapshots() {
    return unusableSnapshots.get();
  }

  /** Creates a match from {@code {game, players, preset, options, seed, bots}}. */
  ObjectNode create(JsonNode body, String address) {
    Requests.only(body, "game", "players", "preset", "options", "seed", "bots");
    String gameId = Requests.text(body, "game");
    if (gameId == null) {
      throw ApiException.badRequest("game", "game: required, one of " + games.keySet());
    }
    Game<?, ?, ?, ?, ?> game = games.get(gameId);
    if (game == null) {
      throw ApiException.badRequest("game", "game: unknown game '" + gameId + "', known: " + games.keySet());
    }
    Integer players = Requests.integer(body, "players", 1, 64);
    int count = players == null ? game.info().minPlayers() : players;
    JsonNode seedNode = body.get("seed");
    if (seedNode != null && !seedNode.isNull() && !(seedNode.isIntegralNumber() && seedNode.canConvertToLong())) {
      throw ApiException.badRequest("seed", "seed: a whole number (64 bits)");
    }
    boolean chosen = seedNode != null && !seedNode.isNull();
    if (chosen && !config.chosenSeeds()) {
      // whoever knows the seed can compute every hidden card: in a public lobby the server draws every seed
      throw new ApiException(403, "seed_not_allowed", "seed", null, "seed: this server draws every match's seed "
          + "(the operator may allow chosen seeds for tests and tournaments)");
    }
    long seed = chosen ? seedNode.asLong() : Tokens.newSeed();
    List<MatchStore.SeatRow> seats = seats(body.get("bots"), count);
    String options = options(game, Requests.text(body, "preset"), body.get("options"), count, seed);
    tryLearnedBots(game, options, count, seed, seats);
    if (store.unfinishedBy(address) >= config.maxMatchesPerAddress()) {
      throw ApiException.tooMany("too_many_matches", "match", 60, "this address already has "
          + config.maxMatchesPerAddress() + " unfinished matches; finish some first");
    }
    String id = Tokens.newMatchId();
    boolean anyPerson = seats.stream().anyMatch(s -> s.agent() == null);
    store.create(new MatchStore.MatchRow(id, gameId, count, seed, options, 0,
        (anyPerson ? MatchStatus.OPEN : MatchStatus.RUNNING).wire(), address, System.currentTimeMillis(), chosen),
        seats);
    LiveMatch<?, ?, ?, ?, ?> match = get(id);
    match.scheduleBot();
    return match.summary();
  }

  /** Checks the bots: an array with a seat's agent spec or null per seat. */
  private static List<MatchStore.SeatRow> seats(JsonNode bots, int players) {
    List<MatchStore.SeatRow> seats = new ArrayList<>();
    if (bots != null && !bots.isNull() && (!bots.isArray() || bots.size() != players)) {
      throw ApiException.badRequest("bots", "bots: an array of " + players + " entries, an agent (\"greedy\") "
          + "or null (a person) per seat");
    }
    for (int s = 0; s < players; s++) {
      JsonNode entry = bots == null || bots.isNull() ? null : bots.get(s);
      String agent = null;
      if (entry != null && !entry.isNull()) {
        if (!entry.isTextual()) {
          throw ApiException.badRequest("bots[" + s + "]", "bots[" + s + "]: an agent name or null");
        }
        agent = entry.asText();
        if (namesAFile(agent)) {
          // a client must not make the server read a file of its choosing (nor learn whether one exists)
          throw ApiException.badRequest("bots[" + s + "]", "bots[" + s + "]: a model file is the operator's to "
              + "choose; 'nn' plays the model the library ships for the game");
        }
        try {
          Agents.byName(agent);
        } catch (IllegalArgumentException e) {
          throw ApiException.badRequest("bots[" + s + "]", "bots[" + s + "]: " + e.getMessage());
        }
        java.util.regex.Matcher iterations = java.util.regex.Pattern.compile("iterations=(\\d+)").matcher(agent);
        if (iterations.find() && (iterations.group(1).length() > 6
            || Integer.parseInt(iterations.group(1)) > MAX_BOT_ITERATIONS)) {
          throw ApiException.badRequest("bots[" + s + "]", "bots[" + s + "]: at most " + MAX_BOT_ITERATIONS
              + " iterations on this server");
        }
        java.util.regex.Matcher millis = java.util.regex.Pattern.compile("time=(\\d+)").matcher(agent);
        if (millis.find() && (millis.group(1).length() > 6 || Integer.parseInt(millis.group(1)) > MAX_BOT_MILLIS)) {
          throw ApiException.badRequest("bots[" + s + "]", "bots[" + s + "]: at most " + MAX_BOT_MILLIS
              + " ms per decision (time=) on this server");
        }
      }
      seats.add(new MatchStore.SeatRow(s, agent, null));
    }
    return seats;
  }

  /** Whether an agent spec has a {@code model=} parameter (a file path). */
  static boolean namesAFile(String spec) {
    String[] parts = spec.split(":");
    for (int i = 1; i < parts.length; i++) {
      int eq = parts[i].indexOf('=');
      if (eq >= 0 && parts[i].substring(0, eq).strip().equalsIgnoreCase("model")) {
        return true;
      }
    }
    return false;
  }

  /**
   * A learned bot ({@code nn}, {@code nn-ismcts}) plays only the table its model was trained for: it decides once on the deal, so a
   * match it cannot play is refused when it is created, not stalled at the bot's first turn.
   */
  private static <S, O> void tryLearnedBots(Game<S, ?, ?, ?, O> game, String options, int players, long seed,
      List<MatchStore.SeatRow> seats) {
    for (MatchStore.SeatRow seat : seats) {
      String agent = seat.agent();
      String name = agent == null ? "" : agent.strip().split(":")[0].strip().toLowerCase(java.util.Locale.ROOT);
      if (!name.equals("nn") && !name.equals("nn-ismcts")) {
        continue;
      }
      S state = game.setup(Json.read(options, game.types().options()), players, seed);
      try {
        new ViewAgent(Agents.byName(agent)).choose(game, state, new RandomSource(seed));
      } catch (InvalidSetupException e) {
        throw ApiException.badRequest("bots[" + seat.seat() + "]", "bots[" + seat.seat() + "]: " + e.getMessage());
      }
    }
  }

  /** The options as the engine takes them: a preset, fields overridden, then setup as the final check. */
  private static <O> String options(Game<?, ?, ?, ?, O> game, String preset, JsonNode overrides, int players,
      long seed) {
    O base = game.defaultOptions();
    if (preset != null) {
      base = game.presets().get(preset.toUpperCase(java.util.Locale.ROOT));
      if (base == null) {
        throw ApiException.badRequest("preset", "preset: unknown preset '" + preset + "' of " + game.info().id()
            + ", known: " + game.presets().keySet());
      }
    }
    if (overrides != null && !overrides.isNull()) {
      if (!overrides.isObject()) {
        throw ApiException.badRequest("options", "options: an object of option fields");
      }
      Map<String, String> fields = new LinkedHashMap<>();
      overrides.properties().forEach(f -> fields.put(f.getKey(), f.getValue().toString()));
      try {
        base = Json.overrideOptions(base, game.types().options(), fields);
      } catch (InvalidSetupException e) {
        throw ApiException.badRequest("options." + e.field(), "options." + e.getMessage());
      }
    }
    try {
      game.setup(base, players, seed);
    } catch (InvalidSetupException e) {
      String field = e.field().equals("players") ? "players" : "options." + e.field();
      throw new ApiException(400, "invalid_setup", field, null, e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new ApiException(400, "invalid_setup", "options", null, "options: " + e.getMessage());
    }
    return Json.write(base);
  }

  /** Matches from the database (every process's), newest first. */
  ArrayNode list(String status, String game, int limit) {
    if (status != null) {
      MatchStatus.fromWire(status, "status");
    }
    ArrayNode list = Json.mapper().createArrayNode();
    for (MatchStore.MatchRow row : store.matches(status, game, limit)) {
      ObjectNode m = list.addObject();
      m.put("id", row.id());
      m.put("game", row.game());
      m.put("players", row.players());
      m.put("status", row.status());
      m.put("seeded", row.seeded());
      m.put("version", row.version());
      ArrayNode seats = m.putArray("seats");
      for (MatchStore.SeatRow seat : store.seats(row.id())) {
        seats.addObject().put("seat", seat.seat()).put("bot", seat.agent())
            .put("taken", seat.agent() != null || seat.tokenHash() != null);
      }
      m.put("createdMillis", row.createdMillis());
    }
    return list;
  }

  /** Gives a free seat to the caller: the answer holds the seat token (shown this once). */
  ObjectNode join(String id, String seatText) {
    LiveMatch<?, ?, ?, ?, ?> match = get(id);
    int seat = Requests.seat(seatText, match.players);
    String token = Tokens.newToken();
    synchronized (match) {
      if (match.status() == MatchStatus.FINISHED) {
        throw ApiException.conflict("match_finished", "match", "the match is over");
      }
      if (match.isBot(seat)) {
        throw ApiException.conflict("seat_is_bot", "seat", "seat " + seat + " is played by a bot");
      }
      if (!match.seatFree(seat) || !store.takeSeat(id, seat, Tokens.hash(token), statusAfterJoin(match, seat))) {
        refreshSeats(match);
        throw ApiException.conflict("seat_taken", "seat", "seat " + seat + " is taken");
      }
      refreshSeats(match);
      match.refreshAll();
      match.scheduleBot();
    }
    ObjectNode answer = Json.mapper().createObjectNode();
    answer.put("match", id);
    answer.put("seat", seat);
    answer.put("token", token);
    answer.set("summary", match.summary());
    return answer;
  }

  private static String statusAfterJoin(LiveMatch<?, ?, ?, ?, ?> match, int seat) {
    for (int s = 0; s < match.players; s++) {
      if (s != seat && match.seatFree(s)) {
        return MatchStatus.OPEN.wire();
      }
    }
    return MatchStatus.RUNNING.wire();
  }

  /** The holder of a seat gives it up; it becomes free (or a bot's, when one is named). */
  ObjectNode leave(String id, String token, JsonNode body) {
    LiveMatch<?, ?, ?, ?, ?> match = get(id);
    int seat = seatOf(match, token);
    String bot = body == null ? null : Requests.text(body, "bot");
    if (body != null) {
      Requests.only(body, "bot");
    }
    if (bot != null) {
      List<MatchStore.SeatRow> check = seats(Json.mapper().createArrayNode().add(bot), 1);
      bot = check.get(0).agent();
    }
    synchronized (match) {
      MatchStatus status = bot != null || match.status() == MatchStatus.FINISHED ? match.status() : MatchStatus.OPEN;
      if (!store.leaveSeat(id, seat, match.tokenHash(seat), bot, status.wire())) {
        throw new ApiException(401, "bad_token", "token", null, "token: not a seat of this match");
      }
      refreshSeats(match);
      match.closeSeat(seat, "the seat was left");
      match.refreshAll();
      match.scheduleBot();
    }
    return match.summary();
  }

  private void refreshSeats(LiveMatch<?, ?, ?, ?, ?> match) {
    match.seats(store.seats(match.id));
  }

  /**
   * The seat a token holds in this match; 401 otherwise. Checks the database too when the token is unknown here
   * (it may have been given out by another process).
   */
  int seatOf(LiveMatch<?, ?, ?, ?, ?> match, String token) {
    if (token == null || token.isEmpty() || token.length() > 200) {
      throw new ApiException(401, "bad_token", "token", null, "token: a seat token of this match is required");
    }
    int seat = match.seatOf(token);
    if (seat < 0) {
      refreshSeats(match);
      seat = match.seatOf(token);
    }
    if (seat < 0) {
      throw new ApiException(401, "bad_token", "token", null, "token: not a seat of this match");
    }
    return seat;
  }

  /** Reads actions other processes appended to this match's log. */
  void catchUp(LiveMatch<?, ?, ?, ?, ?> match) {
    match.catchUp(store.actions(match.id, match.version()));
  }

  void afterMove(LiveMatch<?, ?, ?, ?, ?> match) {
    match.scheduleBot();
    if (!match.hasConnections() && match.status() == MatchStatus.FINISHED) {
      // a finished match nobody watches leaves memory; it is rebuilt from the log when asked for
      live.remove(match.id, match);
    }
  }

  /** Where bot moves are finished once their commit is durable. */
  java.util.concurrent.Executor botExecutor() {
    return bots;
  }

  void logBotFailure(Throwable failure) {
    LOG.warn("a bot move failed: {}", failure.toString());
  }

  void runBot(Runnable move) {
    bots.schedule(() -> {
      try {
        move.run();
      } catch (RuntimeException e) {
        LOG.warn("a bot move failed: {}", e.toString());
      }
    }, config.botDelayMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * A notification from PostgreSQL ({@code "<match> <version> [<seat> <action>]"} or {@code "<match> seats"}, sent
   * on commit by whichever process wrote): when the match is in memory here and behind, apply the new action (the
   * log row's text, carried by the notification) or read the new actions from the log, and tell its connections;
   * a change of seats is read from the database. A process hears its own notifications too and skips them (it is
   * at that version already, or is writing that very move).
   */
  void heard(String payload) {
    String[] parts = payload.split(" ", 4);
    if (parts.length < 2) {
      return;
    }
    LiveMatch<?, ?, ?, ?, ?> match = live.get(parts[0]);
    if (match == null) {
      return;
    }
    if (parts[1].equals("seats")) {
      synchronized (match) {
        refreshSeats(match);
        match.scheduleBot();
      }
      return;
    }
    int version;
    try {
      version = Integer.parseInt(parts[1]);
    } catch (NumberFormatException e) {
      return;
    }
    if (version > match.version()) {
      match.heard(version, parts.length == 4 ? new MatchStore.ActionRow(version - 1, Integer.parseInt(parts[2]),
          parts[3]) : null);
    }
  }

  /** Another process may have moved: catch up with every match changed lately that is loaded here. */
  void poll() {
    try {
      long now = System.currentTimeMillis();
      // a generous overlap: a transaction's timestamp may precede its commit
      List<MatchStore.MatchRow> changed = store.changedSince(lastPoll - 10_000);
      lastPoll = now;
      for (MatchStore.MatchRow row : changed) {
        LiveMatch<?, ?, ?, ?, ?> match = live.get(row.id());
        if (match == null) {
          continue;
        }
        boolean moved = row.version() > match.version();
        if (!moved && row.status().equals(match.status().wire())) {
          continue;
        }
        synchronized (match) {
          refreshSeats(match);
          if (moved) {
            catchUp(match);
          }
          match.scheduleBot();
        }
      }
    } catch (RuntimeException e) {
      LOG.warn("polling the match log failed: {}", e.toString());
    }
  }

  /** The number of matches in memory. */
  int loaded() {
    return live.size();
  }
}
