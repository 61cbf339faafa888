package org.spielwerk.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.spielwerk.core.Agents;
import org.spielwerk.core.ViewAgent;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.Json;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * One match in memory: the current state, the actions that led to it, who holds each seat, and the live
 * connections. Every change happens under the match's monitor ({@code synchronized (this)}), after the action is in
 * the database. A move is checked under the monitor, written to the database outside it (so that the wait for
 * the durable commit blocks neither readers nor other matches' moves, and many matches' moves can share one
 * commit), and applied under it again; while one move of the match is being written, no other is taken
 * ({@link #writing}). Messages are built here from the engine alone: a seat gets {@code view(state, seat)} and
 * {@code eventsFor(seat)}, a spectator the {@link CommonView} and the public events.
 */
final class LiveMatch<S, A, E extends GameEvent, V, O> {
  final String id;
  final Game<S, A, E, V, O> game;
  final O options;
  final int players;
  final long seed;
  final long createdMillis;
  /** The creator chose the seed (allowed only when the operator enables it): shown wherever the match is. */
  final boolean seeded;
  private final Matches host;
  private final String[] agents;
  /** Each seat's bot, deciding from that seat's view alone (never the real hidden cards), or null. */
  private final ViewAgent[] bots;
  private final String[] tokenHashes;
  /** The log; {@code null} before {@link #historyFrom} (a match resumed from a snapshot, until it is read). */
  private final List<A> actions = new ArrayList<>();
  /**
   * The events of each action, kept as it is applied ({@code events.get(v)} came with version {@code v + 1}), so
   * that a {@code sync} since version v costs the events after v, not a replay of the whole match. {@code null}
   * before {@link #historyFrom}.
   */
  private final List<List<E>> events = new ArrayList<>();
  /**
   * The version this process's copy of the match was resumed at from a snapshot (0: it has every action and its
   * events). The actions and events before it are read and replayed from the setup only when someone asks for
   * them (a {@code sync} since an earlier version, the saved game): {@link #ensureHistory()}.
   */
  private int historyFrom;
  /** The snapshot's state the match was resumed from, kept to check it against the replay of the history. */
  private S resumedFrom;
  /** A notification of another process's move came while a move of ours was being written: read the log after. */
  private boolean heardLater;
  private final Set<Conn> conns = new LinkedHashSet<>();
  private final TokenBucket[] restMoves;
  private S state;
  private boolean botPending;
  /** A move of this match is being written to the database (checked, not yet applied). */
  private boolean writing;
  /** The spectators' view of the current version, computed once for all of them. */
  private JsonNode common;
  private int commonVersion = -1;

  LiveMatch(Matches host, String id, Game<S, A, E, V, O> game, O options, int players, long seed, long createdMillis,
      boolean seeded, List<MatchStore.SeatRow> seats) {
    this.host = host;
    this.seeded = seeded;
    this.id = id;
    this.game = game;
    this.options = options;
    this.players = players;
    this.seed = seed;
    this.createdMillis = createdMillis;
    this.agents = new String[players];
    this.bots = new ViewAgent[players];
    this.tokenHashes = new String[players];
    this.restMoves = new TokenBucket[players];
    this.state = game.setup(options, players, seed);
    seats(seats);
  }

  /**
   * Rebuilds a match from its row, seats, latest snapshot and log: the snapshot's state (when it reads back intact)
   * and the actions after it, otherwise setup and every action. A snapshot that does not read back (its checksum
   * differs, the game cannot read its JSON, or the JSON read does not write back the same) is logged as a warning
   * and ignored: the whole log is replayed.
   *
   * @param log the log from the given version on
   */
  static <S, A, E extends GameEvent, V, O> LiveMatch<S, A, E, V, O> rebuild(Matches host, Game<S, A, E, V, O> game,
      MatchStore.MatchRow row, List<MatchStore.SeatRow> seats, MatchStore.SnapshotRow snapshot,
      java.util.function.IntFunction<List<MatchStore.ActionRow>> log) {
    O options = Json.read(row.options(), game.types().options());
    LiveMatch<S, A, E, V, O> match = new LiveMatch<>(host, row.id(), game, options, row.players(), row.seed(),
        row.createdMillis(), row.seeded(), seats);
    List<MatchStore.ActionRow> rest = null;
    if (snapshot != null) {
      S resumed = match.readSnapshot(snapshot, row.version());
      if (resumed != null) {
        rest = log.apply(snapshot.version());
        if (!rest.isEmpty() && rest.get(0).index() != snapshot.version()) {
          host.snapshotUnusable(row.id(), snapshot.version(), "the log after it starts at action "
              + rest.get(0).index());
          rest = null;
        } else {
          match.resumeAt(snapshot.version(), resumed);
        }
      }
    }
    if (rest == null) {
      rest = log.apply(0);
    }
    for (MatchStore.ActionRow logged : rest) {
      match.advance(Json.read(logged.action(), game.types().action()));
    }
    return match;
  }

  /** The snapshot's state, or null (warned) when it does not read back intact. */
  private S readSnapshot(MatchStore.SnapshotRow snapshot, int matchVersion) {
    String problem;
    try {
      if (snapshot.version() < 0 || snapshot.version() > matchVersion) {
        problem = "its version is not one of the match (at " + matchVersion + ")";
      } else if (!Tokens.hash(snapshot.state()).equals(snapshot.checksum())) {
        problem = "its checksum differs";
      } else {
        S read = Json.read(snapshot.state(), game.types().state());
        if (sameJson(Json.write(read), snapshot.state())) {
          return read;
        }
        problem = "the state read does not write back as stored";
      }
    } catch (RuntimeException e) {
      problem = e.toString();
    }
    host.snapshotUnusable(id, snapshot.version(), problem);
    return null;
  }

  /**
   * Whether two JSON texts hold the same value: both parsed the same way (so a number is compared as a number,
   * whatever Java type wrote it), objects regardless of the order of their fields.
   */
  private static boolean sameJson(String a, String b) {
    try {
      return Json.mapper().readTree(a).equals(Json.mapper().readTree(b));
    } catch (java.io.IOException e) {
      return false;
    }
  }

  /** Starts from a snapshot's state at {@code version}: the actions and events before it are read when asked for. */
  private void resumeAt(int version, S resumed) {
    for (int v = 0; v < version; v++) {
      actions.add(null);
      events.add(null);
    }
    state = resumed;
    resumedFrom = resumed;
    historyFrom = version;
  }

  /**
   * Reads the actions before the snapshot this match was resumed from and replays them from the setup, for their
   * events (once: then the match is as if it had been played here). Should the replay not reach the snapshot's
   * state (a snapshot the checksum cannot catch, e.g. written by a game that changed since), the replay wins: the
   * state is recomputed from it and the actions after the snapshot, with a warning.
   */
  private void ensureHistory() {
    if (historyFrom == 0) {
      return;
    }
    S replayed = game.setup(options, players, seed);
    List<A> early = new ArrayList<>();
    List<List<E>> earlyEvents = new ArrayList<>();
    for (MatchStore.ActionRow row : host.store().actions(id, 0)) {
      if (row.index() >= historyFrom) {
        break;
      }
      if (row.index() != early.size()) {
        throw new IllegalStateException("match " + id + ": the log misses action " + early.size());
      }
      A action = Json.read(row.action(), game.types().action());
      Step<S, E> step = applyCounted(replayed, action);
      early.add(action);
      earlyEvents.add(step.events());
      replayed = step.state();
    }
    if (early.size() != historyFrom) {
      throw new IllegalStateException("match " + id + ": the log holds " + early.size() + " actions before the "
          + "snapshot at " + historyFrom);
    }
    for (int v = 0; v < historyFrom; v++) {
      actions.set(v, early.get(v));
      events.set(v, earlyEvents.get(v));
    }
    if (!sameJson(Json.write(replayed), Json.write(resumedFrom))) {
      host.snapshotUnusable(id, historyFrom, "the replay of the log reaches another state; the replay wins");
      for (int v = historyFrom; v < actions.size(); v++) {
        Step<S, E> step = applyCounted(replayed, actions.get(v));
        events.set(v, step.events());
        replayed = step.state();
      }
      state = replayed;
    }
    historyFrom = 0;
    resumedFrom = null;
  }

  /** The version this copy was resumed at from a snapshot, 0 once it holds every action (for tests). */
  synchronized int historyFrom() {
    return historyFrom;
  }

  /** Takes the seats as stored (after a join or leave here or in another process). */
  synchronized void seats(List<MatchStore.SeatRow> seats) {
    for (MatchStore.SeatRow row : seats) {
      int s = row.seat();
      tokenHashes[s] = row.tokenHash();
      if (row.agent() == null) {
        agents[s] = null;
        bots[s] = null;
      } else if (!row.agent().equals(agents[s])) {
        agents[s] = row.agent();
        bots[s] = new ViewAgent(Agents.byName(row.agent()));
      }
    }
  }

  /** How often this match asked the engine to apply an action (a test checks a sync replays nothing). */
  private long engineApplies;

  private Step<S, E> applyCounted(S from, A action) {
    engineApplies++;
    return game.apply(from, action);
  }

  synchronized long engineApplies() {
    return engineApplies;
  }

  synchronized int version() {
    return actions.size();
  }

  synchronized S state() {
    return state;
  }

  /** {@code finished} once the game is over, {@code open} while a person's seat is free, else {@code running}. */
  synchronized MatchStatus status() {
    if (game.isOver(state)) {
      return MatchStatus.FINISHED;
    }
    for (int s = 0; s < players; s++) {
      if (agents[s] == null && tokenHashes[s] == null) {
        return MatchStatus.OPEN;
      }
    }
    return MatchStatus.RUNNING;
  }

  synchronized int toMove() {
    return game.status(state) instanceof Status.ToMove toMove ? toMove.seat() : -1;
  }

  synchronized boolean isBot(int seat) {
    return agents[seat] != null;
  }

  synchronized boolean seatFree(int seat) {
    return agents[seat] == null && tokenHashes[seat] == null;
  }

  /** The seat whose token this is, or -1; every seat is compared, in constant time each. */
  synchronized int seatOf(String token) {
    String hash = Tokens.hash(token);
    int found = -1;
    for (int s = 0; s < players; s++) {
      if (Tokens.same(hash, tokenHashes[s])) {
        found = s;
      }
    }
    return found;
  }

  synchronized String tokenHash(int seat) {
    return tokenHashes[seat];
  }

  synchronized TokenBucket restMoves(int seat) {
    if (restMoves[seat] == null) {
      restMoves[seat] = new TokenBucket(host.config().movesPerSecond(), host.config().moveBurst());
    }
    return restMoves[seat];
  }

  synchronized void attach(Conn conn) {
    conns.add(conn);
    conn.send(Json.write(message(conn.seat, conn.locale, true, null)));
  }

  synchronized void detach(Conn conn) {
    conns.remove(conn);
    if (conns.isEmpty() && status() == MatchStatus.FINISHED) {
      host.afterMove(this);
    }
  }

  synchronized boolean hasConnections() {
    return !conns.isEmpty();
  }

  /** Closes the connections of a seat (its holder left). */
  synchronized void closeSeat(int seat, String reason) {
    for (Conn conn : List.copyOf(conns)) {
      if (conn.seat == seat) {
        conns.remove(conn);
        conn.close(4403, reason);
      }
    }
  }

  /** Sends every connection the whole picture again (after a seat changed hands). */
  synchronized void refreshAll() {
    for (Conn conn : conns) {
      conn.send(Json.write(message(conn.seat, conn.locale, true, null)));
    }
  }

  /** Plays an action already in the log (rebuild, catch-up). */
  private Step<S, E> advance(A action) {
    Step<S, E> step = applyCounted(state, action);
    actions.add(action);
    events.add(step.events());
    state = step.state();
    return step;
  }

  /**
   * A person's move: {@code {"version": n, "index": i}} or {@code {"version": n, "action": {...}}}. Checked in
   * this order: the match is playing, the version is current, it is this seat's turn, the action is legal; then
   * written to the log (durably, outside the match's lock) and only then applied here. Call it without holding the
   * match's lock.
   *
   * @param accepted run under the match's lock once the move is applied and before any connection hears of it (so
   *     that the mover's {@code accepted} comes before every {@code update} of that version); gets the new version
   * @return the new version
   */
  int move(int seat, JsonNode body, long startNanos, java.util.function.IntConsumer accepted) {
    Pending<A, S, E> pending;
    synchronized (this) {
      pending = checkedMove(seat, body);
    }
    return write(pending, startNanos, accepted);
  }

  /** A checked move, not yet written: its action, its step and the version it was chosen at. */
  private record Pending<A, S, E extends GameEvent>(int seat, A action, Step<S, E> step, int version) {}

  private Pending<A, S, E> checkedMove(int seat, JsonNode body) {
    Requests.only(body, "type", "version", "index", "action");
    JsonNode versionNode = body.get("version");
    if (versionNode == null || !versionNode.isIntegralNumber() || !versionNode.canConvertToInt()) {
      throw ApiException.badRequest("version", "version: required, the match's version (its number of actions) "
          + "the move was chosen at");
    }
    int given = versionNode.asInt();
    if (given > actions.size() && !writing) {
      host.catchUp(this);
    }
    MatchStatus status = status();
    if (status == MatchStatus.FINISHED) {
      throw ApiException.conflict("match_finished", "match", "the match is over; no more moves are taken");
    }
    if (status == MatchStatus.OPEN) {
      throw ApiException.conflict("waiting_for_players", "match",
          "the match starts when every person's seat is taken");
    }
    if (given != actions.size()) {
      throw new ApiException(409, "stale_version", "version", null, "version " + given + " is not the match's "
          + "version " + actions.size() + ": the move was chosen in another position (or was already played); "
          + "nothing was applied");
    }
    if (writing) {
      throw new ApiException(409, "stale_version", "version", null, "a move for version " + given + " is being "
          + "written; this one comes too late; nothing was applied");
    }
    if (toMove() != seat) {
      throw new ApiException(409, "not_your_turn", "seat", null, "it is not seat " + seat + "'s turn (seat "
          + toMove() + " is to move)");
    }
    A action = chosen(body);
    Step<S, E> step;
    try {
      step = applyCounted(state, action);
    } catch (IllegalActionException e) {
      throw new ApiException(422, "illegal_action", "action", e.rule(), e.getMessage());
    }
    writing = true;
    return new Pending<>(seat, action, step, actions.size());
  }

  private A chosen(JsonNode body) {
    JsonNode index = body.get("index");
    JsonNode action = body.get("action");
    if ((index == null) == (action == null)) {
      throw ApiException.badRequest("index", "give exactly one of \"index\" (into the legal actions) or "
          + "\"action\" (its JSON)");
    }
    if (index != null) {
      List<A> legal = game.legalActions(state);
      if (!index.isIntegralNumber() || !index.canConvertToInt()) {
        throw ApiException.badRequest("index", "index: a whole number into the legal actions");
      }
      int i = index.asInt();
      if (i < 0 || i >= legal.size()) {
        throw new ApiException(422, "bad_index", "index", null,
            "index: no legal action " + i + " (choose 0.." + (legal.size() - 1) + ")");
      }
      return legal.get(i);
    }
    if (!action.isObject()) {
      throw ApiException.badRequest("action", "action: an object, an action of " + game.info().id());
    }
    try {
      return Json.fromTree(action, game.types().action());
    } catch (InvalidJsonException e) {
      throw ApiException.badRequest("action" + (e.path().isEmpty() ? "" : "." + e.path()), "action: "
          + e.getMessage());
    }
  }

  /**
   * Writes a checked move to the log (waiting, without the match's lock, until its commit is durable), then
   * advances, runs {@code accepted}, tells every connection and lets a bot move next.
   */
  private int write(Pending<A, S, E> move, long startNanos, java.util.function.IntConsumer accepted) {
    MatchStatus after = game.isOver(move.step().state()) ? MatchStatus.FINISHED : statusNow();
    boolean written;
    try {
      written = host.store().append(id, move.version(), move.seat(), Json.write(move.action()), after.wire(),
          snapshot(move));
    } catch (RuntimeException e) {
      synchronized (this) {
        writing = false;
      }
      throw e;
    }
    return written(move, written, startNanos, accepted);
  }

  /** The game's JSON of the state after the move when its version is due a snapshot, else null. */
  private String snapshot(Pending<A, S, E> move) {
    int every = host.config().snapshotEvery();
    return every > 0 && (move.version() + 1) % every == 0 ? Json.write(move.step().state()) : null;
  }

  /** The move's commit is durable (or was refused): apply it and tell everyone, or catch up and refuse. */
  private int written(Pending<A, S, E> move, boolean written, long startNanos,
      java.util.function.IntConsumer accepted) {
    synchronized (this) {
      writing = false;
      if (!written) {
        heardLater = false;
        host.catchUp(this);
        throw new ApiException(409, "stale_version", "version", null, "another server took a move for this "
            + "version first; the match is now at version " + actions.size() + "; nothing was applied");
      }
      if (actions.size() == move.version()) {
        actions.add(move.action());
        events.add(move.step().events());
        state = move.step().state();
        accepted.accept(actions.size());
        broadcast(move.step());
      } else {
        // the poll read this very action from the log while we waited for its commit and applied it already
        accepted.accept(move.version() + 1);
      }
      host.metrics().accepted(startNanos);
      if (heardLater) {
        heardLater = false;
        host.catchUp(this);
      }
      host.afterMove(this);
      return move.version() + 1;
    }
  }

  private synchronized MatchStatus statusNow() {
    return status();
  }

  /**
   * Another process wrote to this match's log (a notification): apply the action it carries when it is the next
   * one (the log row's very text), or else read the new actions from the log, and tell the connections,
   * unless a move of this match is being written here: then once that write is answered (so that a mover's
   * {@code accepted} still comes before the {@code update} of its version).
   */
  synchronized void heard(int version, MatchStore.ActionRow action) {
    if (writing) {
      heardLater = true;
      return;
    }
    if (action != null && version == actions.size() + 1) {
      catchUp(List.of(action)); // the next action, as the log holds it: no need to read the log
    } else if (version > actions.size()) {
      host.catchUp(this);
    }
    scheduleBot();
  }

  /** Catches up with actions another process wrote to the log. */
  synchronized void catchUp(List<MatchStore.ActionRow> log) {
    for (MatchStore.ActionRow row : log) {
      if (row.index() != actions.size()) {
        continue;
      }
      Step<S, E> step = advance(Json.read(row.action(), game.types().action()));
      broadcast(step);
    }
  }

  private void broadcast(Step<S, E> step) {
    if (conns.isEmpty()) {
      return;
    }
    // one message per (seat or spectator, language) for this version, shared by every connection that needs it:
    // a hundred spectators cost one view, one set of texts and one JSON string, not a hundred
    java.util.Map<String, String> built = new java.util.HashMap<>();
    for (Conn conn : conns) {
      String json = built.computeIfAbsent(conn.seat + "|" + conn.locale.toLanguageTag(),
          key -> Json.write(message(conn.seat, conn.locale, false, step)));
      conn.send(json);
    }
  }

  /** Messages built so far (a test checks that connections of the same seat and language share one). */
  private long messagesBuilt;

  synchronized long messagesBuilt() {
    return messagesBuilt;
  }

  private JsonNode commonView() {
    if (commonVersion == actions.size() && common != null) {
      return common;
    }
    List<JsonNode> views = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      views.add(Json.toTree(game.view(state, s)));
    }
    common = CommonView.of(views);
    commonVersion = actions.size();
    return common;
  }

  /**
   * The message a seat (or a spectator, seat -1) gets: the match's version and status, its view, its legal actions
   * when it is to move, and events: the new step's (visible to it) or, when {@code full}, every event so far that
   * it may see, rebuilt from the log.
   */
  synchronized ObjectNode message(int seat, Locale locale, boolean full, Step<S, E> step) {
    return message(seat, locale, full, step, 0);
  }

  /** As above; a full message holds only the events after version {@code since} (REST polling). */
  synchronized ObjectNode message(int seat, Locale locale, boolean full, Step<S, E> step, int since) {
    messagesBuilt++;
    GameText<S, A, E, V> text = game.text(locale);
    ObjectNode m = Json.mapper().createObjectNode();
    m.put("type", full ? "sync" : "update");
    m.put("match", id);
    m.put("game", game.info().id());
    m.put("version", actions.size());
    m.put("seat", seat);
    m.put("status", status().wire());
    m.put("seeded", seeded);
    status(m);
    m.set("seats", seatsJson());
    if (seat >= 0) {
      V view = game.view(state, seat);
      m.set("view", Json.toTree(view));
      m.put("viewText", text.view(view));
      // the terms of the view a new player may not know, each with what it does: a client's tooltips
      ArrayNode legend = m.putArray("legend");
      text.legend(view).forEach(legend::add);
    } else {
      m.set("view", commonView());
    }
    ArrayNode legal = m.putArray("legal");
    if (seat >= 0 && toMove() == seat && !isBot(seat)) {
      List<A> actionsNow = game.legalActions(state);
      for (int i = 0; i < actionsNow.size(); i++) {
        ObjectNode a = legal.addObject();
        a.put("index", i);
        a.set("action", Json.toTree(actionsNow.get(i)));
        a.put("text", text.action(state, actionsNow.get(i)));
      }
    }
    ArrayNode eventsJson = m.putArray("events");
    if (full && since < historyFrom) {
      ensureHistory();
    }
    if (full) {
      m.put("since", since);
      // only what is new since the client's version: the events were kept as the actions were applied
      for (int v = Math.max(0, since); v < actions.size(); v++) {
        addEvents(eventsJson, events.get(v), seat, v + 1, text);
      }
    } else if (step != null) {
      addEvents(eventsJson, step.events(), seat, actions.size(), text);
    }
    return m;
  }

  private void addEvents(ArrayNode into, List<E> stepEvents, int seat, int version, GameText<S, A, E, V> text) {
    for (E event : stepEvents) {
      // a spectator (seat -1) sees only the public events: visibleTo(-1) holds for no private event
      if (event.visibleTo(seat)) {
        ObjectNode e = into.addObject();
        e.put("version", version);
        e.set("event", Json.toTree(event));
        e.put("text", text.event(event));
      }
    }
  }

  private void status(ObjectNode m) {
    putStatus(m, game.status(state));
  }

  /** Whose move it is ({@code toMove}, -1 at the end) and, at the end, the outcome: live messages and replays. */
  static void putStatus(ObjectNode m, Status status) {
    switch (status) {
      case Status.ToMove toMove -> m.put("toMove", toMove.seat());
      case Status.Finished finished -> {
        Outcome outcome = finished.outcome();
        m.put("toMove", -1);
        ObjectNode f = m.putObject("outcome");
        f.set("scores", Json.toTree(outcome.scores()));
        f.set("ranks", Json.toTree(outcome.ranks()));
        f.set("winners", Json.toTree(outcome.winners()));
      }
    }
  }

  synchronized ArrayNode seatsJson() {
    ArrayNode seats = Json.mapper().createArrayNode();
    for (int s = 0; s < players; s++) {
      ObjectNode seat = seats.addObject();
      seat.put("seat", s);
      seat.put("bot", agents[s]);
      seat.put("taken", agents[s] != null || tokenHashes[s] != null);
    }
    return seats;
  }

  /** The lobby's summary of the match (no seed: with it and the actions anyone could see every hidden card). */
  synchronized ObjectNode summary() {
    ObjectNode m = Json.mapper().createObjectNode();
    m.put("id", id);
    m.put("game", game.info().id());
    m.put("players", players);
    m.put("status", status().wire());
    m.put("seeded", seeded);
    m.put("version", actions.size());
    status(m);
    m.set("options", Json.toTree(options));
    m.set("seats", seatsJson());
    m.put("createdMillis", createdMillis);
    return m;
  }

  /** The finished match as a saved game (only once over: before, the seed would show what is hidden). */
  synchronized SavedGame saved() {
    if (!game.isOver(state)) {
      throw ApiException.conflict("not_finished", "match", "a match can be downloaded once it is over (the "
          + "saved game holds the seed, which would show every hidden card)");
    }
    ensureHistory();
    return SavedGame.of(game, options, players, seed, actions);
  }

  /** Lets the bot of the seat to move think, off the request threads, unless it already is. */
  synchronized void scheduleBot() {
    if (botPending || writing || status() != MatchStatus.RUNNING) {
      return;
    }
    int seat = toMove();
    if (seat < 0 || bots[seat] == null) {
      return;
    }
    botPending = true;
    host.runBot(this::botMove);
  }

  /**
   * The bot thinks on its seat's view (outside the lock), then plays if nothing moved meanwhile; its move
   * is written like a person's (outside the lock).
   */
  private void botMove() {
    V thinkingOn;
    List<A> legal;
    int version;
    int seat;
    ViewAgent agent;
    synchronized (this) {
      seat = toMove();
      if (writing || status() != MatchStatus.RUNNING || seat < 0 || bots[seat] == null) {
        botPending = false;
        return;
      }
      // only the seat's view leaves the lock: the bot deals the hidden rest itself (ViewAgent), so no bot can
      // read the real hand of another seat or the real next draw
      thinkingOn = game.view(state, seat);
      legal = game.legalActions(state); // the seat to move's own choices, the same in every position its view allows
      version = actions.size();
      agent = bots[seat];
    }
    A choice = agent.chooseFromView(game, thinkingOn, seat, legal,
        new RandomSource(seed ^ (0x9E3779B97F4A7C15L * (version + 1))));
    long start = System.nanoTime();
    Pending<A, S, E> pending = null;
    synchronized (this) {
      botPending = false;
      if (actions.size() == version && bots[seat] == agent && !writing) {
        writing = true;
        pending = new Pending<>(seat, choice, applyCounted(state, choice), version);
      } else {
        scheduleBot();
      }
    }
    if (pending != null) {
      // the bot thread does not wait for the sync: the move is finished on a bot thread once it is durable, so
      // that many matches' bot moves can share one group commit
      Pending<A, S, E> move = pending;
      MatchStatus after = game.isOver(move.step().state()) ? MatchStatus.FINISHED : statusNow();
      host.store().appendLater(id, move.version(), move.seat(), Json.write(move.action()), after.wire(),
              snapshot(move))
          .whenCompleteAsync((written, failure) -> botWritten(move, written, failure, start), host.botExecutor());
    }
  }

  private void botWritten(Pending<A, S, E> move, Boolean written, Throwable failure, long start) {
    if (failure != null) {
      synchronized (this) {
        writing = false;
      }
      host.metrics().rejected();
      host.logBotFailure(failure);
      scheduleBot();
      return;
    }
    try {
      written(move, written, start, v -> {});
    } catch (ApiException e) {
      // another process played this version first: catchUp has run; think again on the new position
      host.metrics().rejected();
      scheduleBot();
    }
  }
}
