package org.spielwerk.research.bridge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Games;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.ViewAgent;
import org.spielwerk.research.Encoder;
import org.spielwerk.research.pool.Pool;

/**
 * The JSON-lines bridge behind {@code spielwerk serve --stdio}: one request object per line in, one
 * response object per line out, in order. Every request has a {@code cmd} and may carry an {@code id}
 * that the response repeats. A response has {@code "ok": true} and the command's fields, or
 * {@code "ok": false}, {@code error} (the message, starting with the field or rule at fault) and
 * {@code kind} (the exception's simple name); an error never changes a game. Fields are read strictly
 * ({@link Fields}); a line longer than {@link #MAX_LINE} characters is skipped unread and answered
 * with an error. The protocol is documented in docs/research.md and docs/python.md, and written down as types in
 * {@link Protocol} (every request and answer as a record), from which {@link ProtocolSchema} generates its JSON
 * Schema; the fields here are still read by name ({@link Fields}), and the tests keep them and the records equal.
 *
 * <p>Encoders (action codec and observation layout) are built once per table (game, options, seats)
 * and shared by every session at that table, resampled and cloned ones included.
 */
public final class Bridge {
  /** The longest request line read, in characters (1 MiB): longer lines are skipped and answered with an error. */
  public static final int MAX_LINE = 1 << 20;

  static final String COMMANDS = "games, stats, new, status, legal, apply, step, batch, reset, view, observation, layout, "
      + "resample, clone, load, act, render, state, saved, close, closeAll, pool, poolReset, poolStep, poolClose, quit";

  private final ObjectMapper mapper = Json.mapper();
  private final Map<Integer, Session<?, ?, ?, ?, ?>> sessions = new HashMap<>();
  private final Map<Table, Encoder<?, ?, ?, ?>> encoders = new HashMap<>();
  private final Map<Integer, Pool<?, ?, ?, ?>> pools = new HashMap<>();
  private final Map<String, ViewAgent> agents = new HashMap<>();
  private final int maxLine;
  private final int parallelFrom;
  private int nextHandle = 1;
  private boolean textOnly;
  private byte[] pendingFrame;

  private record Table(String game, Object options, int players) {}

  /** Batches of this many games or more are stepped and observed on all cores. */
  public static final int PARALLEL_FROM = 32;

  public Bridge() {
    this(MAX_LINE, PARALLEL_FROM);
  }

  /** A bridge with another line limit (for tests). */
  public Bridge(int maxLine) {
    this(maxLine, PARALLEL_FROM);
  }

  /** A bridge with another line limit and parallel threshold (for tests). */
  public Bridge(int maxLine, int parallelFrom) {
    this.maxLine = maxLine;
    this.parallelFrom = parallelFrom;
  }

  /**
   * Serves requests until {@code quit} or the end of the input, on a text stream: a request for a
   * binary frame ({@code "binary": true}) is refused, as the frame's bytes cannot follow a text line.
   */
  public void serve(Reader in, PrintWriter out) throws IOException {
    textOnly = true;
    try {
      serveLines(in, response -> {
        out.println(mapper.writeValueAsString(response));
        out.flush();
      });
    } finally {
      textOnly = false;
    }
  }

  /**
   * Serves requests until {@code quit} or the end of the input on byte streams (UTF-8 lines): an answer
   * with a binary frame ({@code "frame"}: its length in bytes) is followed right after its line's
   * {@code \n} by exactly that many bytes. What {@code spielwerk serve --stdio} runs.
   */
  public void serve(java.io.InputStream in, java.io.OutputStream out) throws IOException {
    java.io.BufferedOutputStream bytes = new java.io.BufferedOutputStream(out, 1 << 16);
    Reader text = new java.io.BufferedReader(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
    serveLines(text, response -> {
      bytes.write(mapper.writeValueAsBytes(response));
      bytes.write('\n');
      byte[] frame = takeFrame();
      if (frame != null) {
        bytes.write(frame);
      }
      bytes.flush();
    });
  }

  private interface Answer {
    void send(ObjectNode response) throws IOException;
  }

  private void serveLines(Reader in, Answer answer) throws IOException {
    LineReader lines = new LineReader(in, maxLine);
    for (LineReader.Line line; (line = lines.next()) != null; ) {
      ObjectNode response;
      if (line.tooLong()) {
        response = error(mapper.createObjectNode(), "request: the line is longer than " + maxLine
            + " characters (the bridge's limit); it was skipped unread", BridgeException.class.getSimpleName(),
            "request", null);
      } else if (line.text().isBlank()) {
        continue;
      } else {
        response = handle(line.text());
      }
      answer.send(response);
      if (response.path("bye").asBoolean(false)) {
        return;
      }
    }
  }

  /**
   * The binary frame of the last answer (its {@code "frame"} field gives the length), once: the caller
   * of {@link #handle} sends it after the answer's line. Null when the last answer has none.
   */
  public byte[] takeFrame() {
    byte[] frame = pendingFrame;
    pendingFrame = null;
    return frame;
  }

  /** How many encoders this bridge has built (one per table). */
  int encodersBuilt() {
    return encoders.size();
  }

  Session<?, ?, ?, ?, ?> session(int handle) {
    return sessions.get(handle);
  }

  /** Answers one request line. */
  public ObjectNode handle(String line) {
    pendingFrame = null;
    ObjectNode response = mapper.createObjectNode();
    JsonNode request;
    try {
      request = mapper.readTree(line);
    } catch (IOException e) {
      return error(response, "request: not JSON: " + e.getMessage().lines().findFirst().orElse(""),
          "InvalidJsonException", "request", null);
    }
    if (request != null && request.has("id")) {
      response.set("id", request.get("id"));
    }
    try {
      if (request == null || !request.isObject() || !request.path("cmd").isTextual()) {
        throw new BridgeException("cmd", "every request is an object with a \"cmd\" string");
      }
      response.put("ok", true);
      command(request.get("cmd").asText(), request, response);
      return response;
    } catch (Pool.Refused e) {
      // an id outside a game's mask: the rules forbid it there (IllegalActionError in Python), no game moved
      ObjectNode fresh = fresh(request);
      fresh.put("at", e.at);
      return error(fresh, e.getMessage(), "IllegalActionException", "actions", null);
    } catch (BatchFailure e) {
      ObjectNode fresh = fresh(request);
      fresh.put("at", e.at);
      Throwable cause = e.getCause();
      return error(fresh, "handles[" + e.at + "]: " + message(cause), cause.getClass().getSimpleName(),
          fieldOf(cause), ruleOf(cause));
    } catch (RuntimeException e) {
      return error(fresh(request), message(e), e.getClass().getSimpleName(), fieldOf(e), ruleOf(e));
    }
  }

  /** The field an exception names as a value of its own (never parsed out of its message), or null. */
  private static String fieldOf(Throwable e) {
    return switch (e) {
      case BridgeException b -> b.field();
      case InvalidSetupException s -> s.field();
      case InvalidPositionException p -> p.field();
      case InvalidJsonException j -> j.path();
      default -> null;
    };
  }

  /** The rule an illegal action breaks, or null. */
  private static String ruleOf(Throwable e) {
    return e instanceof IllegalActionException illegal ? illegal.rule() : null;
  }

  private ObjectNode fresh(JsonNode request) {
    ObjectNode fresh = mapper.createObjectNode();
    if (request != null && request.has("id")) {
      fresh.set("id", request.get("id"));
    }
    return fresh;
  }

  private static String message(Throwable e) {
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }

  /**
   * An error answer: {@code kind} the Java exception's simple name, {@code field} the request or value field at
   * fault and {@code rule} the rule an illegal action breaks, each present only where known (the protocol's
   * {@link Protocol.ErrorResponse} and its schema, {@link ProtocolSchema}), and {@code error} the whole message for
   * people.
   */
  private ObjectNode error(ObjectNode response, String message, String kind, String field, String rule) {
    pendingFrame = null;
    response.put("ok", false);
    response.put("error", message);
    response.put("kind", kind);
    if (field != null) {
      response.put("field", field);
    }
    if (rule != null) {
      response.put("rule", rule);
    }
    return response;
  }

  private void command(String cmd, JsonNode request, ObjectNode response) {
    switch (cmd) {
      case "games" -> games(response);
      case "new" -> newGame(request, response);
      case "load" -> load(request, response);
      case "batch" -> batch(request, response);
      case "reset" -> reset(request, response);
      case "quit" -> response.put("bye", true);
      case "stats" -> response.put("open", sessions.size()).put("encoders", encoders.size());
      case "status", "legal", "apply", "step", "view", "observation", "layout", "resample", "clone", "act", "render",
          "state", "saved", "close" -> withSession(cmd, request, response);
      case "closeAll" -> closeAll(request);
      case "pool" -> newPool(request, response);
      case "poolReset" -> poolOf(request).reset(Fields.seed(request, "seed", 0));
      case "poolStep" -> poolStep(request, response);
      case "poolClose" -> {
        Pool<?, ?, ?, ?> pool = poolOf(request);
        pools.remove(Fields.integer(request, "pool", "a pool's handle"));
        pool.close();
      }
      default -> throw new BridgeException("cmd", "unknown command '" + cmd + "', known: " + COMMANDS);
    }
  }

  /**
   * A batched pool ({@link Pool}): {@code n} games of the table ({@code game}, {@code players},
   * {@code preset}, {@code options}) whose frames are written into a new memory-mapped file at {@code path}
   * (which must not exist); {@code factored} forces the small ids' factoring on or off; {@code opponents} (agent
   * specs) and {@code seat} let the library's agents play every seat but the learner's. Answers the pool's
   * handle ({@code pool}) and the file's sizes. The games are dealt by {@code poolReset}.
   */
  private <S, A, E extends GameEvent, V, O> void newPool(JsonNode request, ObjectNode response) {
    @SuppressWarnings("unchecked")
    Game<S, A, E, V, O> game = (Game<S, A, E, V, O>) Games.byId(Fields.text(request, "game"));
    int players = Fields.integer(request, "players", "the number of seats", game.info().minPlayers());
    int n = Fields.integer(request, "n", "the number of games");
    if (n < 1) {
      throw new BridgeException("n", "the number of games must be at least 1, got " + n);
    }
    Boolean factored = request.has("factored") ? Fields.flag(request, "factored", false) : null;
    String path = Fields.text(request, "path");
    game.info().checkPlayers(players);
    O options = options(game, Fields.text(request, "preset", null), request.get("options"));
    Encoder<S, A, V, O> encoder = encoder(game, options, players);
    if (encoder == null) {
      throw new BridgeException("game", "" + game.info().id() + " has no research encoding");
    }
    Pool<S, A, V, O> pool;
    try {
      pool = new Pool<>(encoder, options, n, factored, java.nio.file.Path.of(path), opponents(request));
    } catch (IllegalArgumentException e) {
      throw new BridgeException("pool", e.getMessage());
    }
    int handle = nextHandle++;
    pools.put(handle, pool);
    response.put("pool", handle).put("n", n).put("players", players).put("observationSize", pool.observationSize())
        .put("ids", pool.ids()).put("bytes", pool.bytes()).put("game", game.info().id());
  }

  /** A pool's opponents: the agent specs of {@code opponents} and the learner's {@code seat} (-1: rotated). */
  private static Pool.Opponents opponents(JsonNode request) {
    if (!request.has("opponents")) {
      if (request.has("seat")) {
        throw new BridgeException("seat", "a learner's seat needs \"opponents\"");
      }
      return null;
    }
    List<String> specs = Fields.texts(request, "opponents", "agent specs");
    int seat = Fields.integer(request, "seat", "the learner's seat", -1);
    if (request.has("seat") && seat < 0) {
      throw new BridgeException("seat", "the learner's seat is 0 or more (leave it out to rotate), got " + seat);
    }
    try {
      return new Pool.Opponents(specs, seat);
    } catch (RuntimeException e) {
      throw new BridgeException("opponents", e.getMessage());
    }
  }

  private Pool<?, ?, ?, ?> poolOf(JsonNode request) {
    int handle = Fields.integer(request, "pool", "a pool's handle");
    Pool<?, ?, ?, ?> pool = pools.get(handle);
    if (pool == null) {
      throw new BridgeException("pool", "no open pool " + handle);
    }
    return pool;
  }

  /** One step of a pool: the ids are in its file; the answer lists the games that ended ({@code ended}). */
  private void poolStep(JsonNode request, ObjectNode response) {
    Pool<?, ?, ?, ?> pool = poolOf(request);
    long before = pool.steps();
    int[] ended = pool.step(); // Pool.Refused is answered by handle() with the game's index as "at"
    response.put("played", pool.steps() - before);
    ArrayNode out = response.putArray("ended");
    for (int k : ended) {
      out.add(k);
    }
  }

  private void games(ObjectNode response) {
    ArrayNode games = response.putArray("games");
    List<String> encoded = Encoder.gameIds();
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      ObjectNode g = games.addObject();
      g.put("id", game.info().id());
      g.put("name", game.info().name());
      g.put("minPlayers", game.info().minPlayers());
      g.put("maxPlayers", game.info().maxPlayers());
      g.put("maxActions", game.info().maxActions());
      ArrayNode presets = g.putArray("presets");
      game.presets().keySet().stream().sorted().forEach(presets::add);
      g.put("encoded", encoded.contains(game.info().id()));
    }
  }

  private int open(Session<?, ?, ?, ?, ?> session, ObjectNode response) {
    int handle = nextHandle++;
    sessions.put(handle, session);
    response.put("handle", handle);
    session.describe(response);
    return handle;
  }

  private void newGame(JsonNode request, ObjectNode response) {
    Game<?, ?, ?, ?, ?> game = Games.byId(Fields.text(request, "game"));
    Session<?, ?, ?, ?, ?> session = start(game, request);
    open(session, response);
    if (Fields.flag(request, "observe", false)) {
      session.frame(response);
    }
  }

  private <S, A, E extends GameEvent, V, O> Session<S, A, E, V, O> start(Game<S, A, E, V, O> game,
      JsonNode request) {
    int players = Fields.integer(request, "players", "the number of seats", game.info().minPlayers());
    long seed = Fields.seed(request, "seed", 0);
    O options = options(game, Fields.text(request, "preset", null), request.get("options"));
    S state = game.setup(options, players, seed);
    return new Session<>(game, options, players, seed, state, List.of(), Session.Origin.SETUP,
        encoder(game, options, players));
  }

  private static <O> O options(Game<?, ?, ?, ?, O> game, String preset, JsonNode overrides) {
    O base = game.defaultOptions();
    if (preset != null) {
      base = game.presets().get(preset.toUpperCase(Locale.ROOT));
      if (base == null) {
        throw new InvalidSetupException("preset", "unknown preset '" + preset + "' of " + game.info().id()
            + ", known: " + game.presets().keySet());
      }
    }
    if (overrides != null) {
      if (!overrides.isObject()) {
        throw new InvalidSetupException("options", "an object of option fields");
      }
      Map<String, String> fields = new LinkedHashMap<>();
      JsonNode current = Json.toTree(base);
      overrides.fields().forEachRemaining(f -> {
        requireSameKind(f.getKey(), current.get(f.getKey()), f.getValue());
        fields.put(f.getKey(), f.getValue().toString());
      });
      base = Json.overrideOptions(base, game.types().options(), fields);
    }
    return base;
  }

  /**
   * An option given over the bridge keeps its JSON kind: a whole number stays a whole number, a flag a
   * boolean, a word a string (no "6" for 6, no 6.5 read as 6, no null for a number); nested values are
   * left to the options' reader.
   */
  private static void requireSameKind(String field, JsonNode was, JsonNode now) {
    if (was == null || was.isNull() || was.isContainerNode()) {
      return; // an unknown field or a nested value: the options' reader names it
    }
    boolean same = was.isIntegralNumber() ? now.isIntegralNumber()
        : was.isNumber() ? now.isNumber()
        : was.isBoolean() ? now.isBoolean()
        : !was.isTextual() || now.isTextual();
    if (!same) {
      String kind = was.isIntegralNumber() ? "a whole number" : was.isNumber() ? "a number"
          : was.isBoolean() ? "true or false" : "a string";
      throw new InvalidSetupException(field, "must be " + kind + ", got " + now);
    }
  }

  /** The table's shared encoder, built on first use; null for a game without a research encoding. */
  @SuppressWarnings("unchecked")
  private <S, A, E extends GameEvent, V, O> Encoder<S, A, V, O> encoder(Game<S, A, E, V, O> game, O options,
      int players) {
    if (!Encoder.gameIds().contains(game.info().id())) {
      return null;
    }
    return (Encoder<S, A, V, O>) encoders.computeIfAbsent(new Table(game.info().id(), options, players),
        t -> Encoder.of(game, options, players));
  }

  private void load(JsonNode request, ObjectNode response) {
    Game<?, ?, ?, ?, ?> game = Games.byId(Fields.text(request, "game"));
    Session<?, ?, ?, ?, ?> session = loaded(game, request);
    open(session, response);
    if (Fields.flag(request, "observe", false)) {
      session.frame(response);
    }
  }

  /** A session from a saved game (replayed), a state (validated) or a seat's view (resampled). */
  private <S, A, E extends GameEvent, V, O> Session<S, A, E, V, O> loaded(Game<S, A, E, V, O> game,
      JsonNode request) {
    int given = (request.has("saved") ? 1 : 0) + (request.has("state") ? 1 : 0) + (request.has("view") ? 1 : 0);
    if (given != 1) {
      throw new BridgeException("load", "give exactly one of \"saved\" (a saved game), \"state\" (a state's JSON) or "
          + "\"view\" (a seat's view, re-dealt with \"seed\")");
    }
    if (request.has("saved")) {
      SavedGame saved = Json.fromTree(Fields.value(request, "saved", "a saved game"), SavedGame.class);
      if (!saved.game().equals(game.info().id())) {
        throw new BridgeException("saved", "a saved game of '" + saved.game() + "', not of '" + game.info().id() + "'");
      }
      S state = saved.replay(game).last();
      O options = Json.fromTree(saved.options(), game.types().options());
      List<A> actions = new ArrayList<>();
      for (JsonNode a : saved.actions()) {
        actions.add(Json.fromTree(a, game.types().action()));
      }
      return new Session<>(game, options, saved.players(), saved.seed(), state, actions, Session.Origin.SETUP,
          encoder(game, options, saved.players()));
    }
    S state;
    if (request.has("state")) {
      state = Json.fromTree(Fields.value(request, "state", "a state's JSON"), game.types().state());
      game.validate(state);
    } else {
      V view = Json.fromTree(Fields.value(request, "view", "a view's JSON"), game.types().view());
      state = game.resampleFromView(view, Fields.seed(request, "seed", 0));
    }
    O options = optionsOf(game, state);
    int players = playersOf(game, state);
    return new Session<>(game, options, players, 0, state, List.of(),
        request.has("state") ? Session.Origin.LOADED : Session.Origin.RESAMPLED, encoder(game, options, players));
  }

  /** Every game's state records its options in a component named {@code options}. */
  private static <O> O optionsOf(Game<?, ?, ?, ?, O> game, Object state) {
    for (RecordComponent c : state.getClass().getRecordComponents()) {
      if (c.getName().equals("options") && game.types().options().isAssignableFrom(c.getType())) {
        try {
          return game.types().options().cast(c.getAccessor().invoke(state));
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException(e);
        }
      }
    }
    throw new BridgeException("state", "" + game.info().id() + "'s state has no options component to load it by");
  }

  /** The table's size: the highest seat a view is shown to, plus one. */
  private static <S> int playersOf(Game<S, ?, ?, ?, ?> game, S state) {
    for (int p = game.info().maxPlayers(); p > 1; p--) {
      try {
        game.view(state, p - 1);
        return p;
      } catch (IllegalArgumentException e) {
        // not at this table: fewer seats
      }
    }
    return 1;
  }

  private Session<?, ?, ?, ?, ?> sessionOf(int handle, String field) {
    Session<?, ?, ?, ?, ?> session = sessions.get(handle);
    if (session == null) {
      throw new BridgeException(field, "no open game " + handle);
    }
    return session;
  }

  private void withSession(String cmd, JsonNode request, ObjectNode response) {
    int handle = Fields.integer(request, "handle", "a number from \"new\", \"load\", \"resample\" or \"clone\"");
    Session<?, ?, ?, ?, ?> session = sessionOf(handle, "handle");
    switch (cmd) {
      case "close" -> sessions.remove(handle);
      case "resample" -> {
        Session<?, ?, ?, ?, ?> twin = resampled(session, request);
        open(twin, response);
        if (Fields.flag(request, "observe", false)) {
          twin.frame(response);
        }
      }
      case "clone" -> {
        Session<?, ?, ?, ?, ?> twin = cloned(session);
        open(twin, response);
        if (Fields.flag(request, "observe", false)) {
          twin.frame(response);
        }
      }
      default -> command(session, cmd, request, response);
    }
  }

  /** Closes every game of {@code handles} that is open (a client's garbage, collected in one request). */
  private void closeAll(JsonNode request) {
    for (int h : Fields.integers(request, "handles", "handles to close")) {
      sessions.remove(h);
    }
  }

  private static <S, A, E extends GameEvent, V, O> Session<S, A, E, V, O> resampled(Session<S, A, E, V, O> session,
      JsonNode request) {
    int seat = session.seat(request, "seat");
    long seed = Fields.seed(request, "seed", 0);
    return session.with(session.game.resample(session.state, seat, seed), session.seed, Session.Origin.RESAMPLED);
  }

  private static <S, A, E extends GameEvent, V, O> Session<S, A, E, V, O> cloned(Session<S, A, E, V, O> session) {
    return session.with(session.state, session.seed, session.origin);
  }

  private <S, A, E extends GameEvent, V, O> void command(Session<S, A, E, V, O> session, String cmd,
      JsonNode request, ObjectNode out) {
    switch (cmd) {
      case "status" -> session.status(out);
      case "legal" -> session.legal(out, text(session.game, request));
      case "apply", "step" -> {
        boolean step = cmd.equals("step");
        boolean events = Fields.flag(request, "events", !step);
        boolean observe = Fields.flag(request, "observe", step);
        GameText<S, A, E, V> text = events ? text(session.game, request) : null;
        A action = session.action(request);
        if (events) {
          session.events(session.apply(action), out, text);
        } else {
          session.play(action); // no events asked: the event-free play, equal to apply's state (issue 19)
        }
        session.status(out);
        if (observe) {
          session.frame(out);
        }
      }
      case "view" -> session.view(session.seat(request, "seat"), out);
      case "observation" -> session.observation(session.seat(request, "seat"), Fields.flag(request, "binary", false),
          out);
      case "layout" -> session.layout(out);
      case "act" -> session.act(agent(Fields.text(request, "agent")), Fields.seed(request, "seed", 0), out,
          text(session.game, request));
      case "render" -> {
        int seat = request.has("seat") ? session.seat(request, "seat") : Math.max(0, session.toMove());
        session.render(seat, out, text(session.game, request));
      }
      case "state" -> out.set("state", Json.toTree(session.state));
      case "saved" -> session.saved(out);
      default -> throw new IllegalStateException(cmd);
    }
  }

  private static <S, A, E extends GameEvent, V> GameText<S, A, E, V> text(Game<S, A, E, V, ?> game,
      JsonNode request) {
    String locale = Fields.text(request, "locale", "en");
    return game.text(Locale.forLanguageTag(locale));
  }

  /** The agent of a spec, built once, deciding from the seat's view alone (never the real hidden state). */
  private ViewAgent agent(String spec) {
    ViewAgent agent = agents.get(spec);
    if (agent == null) {
      agent = new ViewAgent(Agents.byName(spec));
      agents.put(spec, agent);
    }
    return agent;
  }

  /** A failure of one element of a batch; nothing of the batch was applied. */
  private static final class BatchFailure extends RuntimeException {
    final int at;

    BatchFailure(int at, RuntimeException cause) {
      super(cause);
      this.at = at;
    }
  }

  private List<Session<?, ?, ?, ?, ?>> sessionsOf(int[] handles) {
    List<Session<?, ?, ?, ?, ?>> list = new ArrayList<>(handles.length);
    for (int k = 0; k < handles.length; k++) {
      try {
        list.add(sessionOf(handles[k], "handle"));
      } catch (RuntimeException e) {
        throw new BatchFailure(k, e);
      }
    }
    return list;
  }

  /**
   * Steps N games at once: {@code handles[k]} plays {@code codes[k]} (or {@code indices[k]}, a position in
   * its legal actions); -1 skips a game that is over. All or nothing: if any action is rejected, no game
   * changes and the error names {@code handles[k]} ({@code at}: k). The games are played with the
   * event-free {@code play} (a batch answers no events). With {@code "autoreset": true} every game that
   * ends in this batch is dealt anew at once, with seeds {@code seed}, {@code seed + 1}, ... in the order
   * of the handles, after its outcome was taken for the answer.
   */
  private void batch(JsonNode request, ObjectNode response) {
    int[] handles = Fields.integers(request, "handles", "handles of open games");
    boolean byIndex = request.has("indices");
    if (byIndex == request.has("codes")) {
      throw new BridgeException("codes", "give exactly one of \"codes\" (codec ids) or \"indices\" (positions in "
          + "\"legal\"), one per handle");
    }
    int[] chosen = byIndex ? Fields.integers(request, "indices", "positions in \"legal\"")
        : Fields.integers(request, "codes", "codec ids");
    if (chosen.length != handles.length) {
      throw new BridgeException(byIndex ? "indices" : "codes", "" + chosen.length + " given for "
          + handles.length + " handles");
    }
    if (java.util.Arrays.stream(handles).distinct().count() != handles.length) {
      throw new BridgeException("handles", "a game appears twice in one batch");
    }
    boolean autoreset = Fields.flag(request, "autoreset", false);
    long firstSeed = Fields.seed(request, "seed", 0);
    if (autoreset && !request.has("seed")) {
      throw new BridgeException("seed", "autoreset deals the games that end with seeds from \"seed\"; give it");
    }
    boolean binary = binaryFlag(request);
    boolean observe = Fields.flag(request, "observe", true);
    List<Session<?, ?, ?, ?, ?>> list = sessionsOf(handles);
    if (autoreset) {
      for (int k = 0; k < handles.length; k++) {
        if (list.get(k).origin != Session.Origin.SETUP) {
          throw new BatchFailure(k, new BridgeException("handle", "only a set-up game can be reset (autoreset)"));
        }
      }
    }
    requireOneObservationSize(list, observe);
    Runnable[] commits = new Runnable[handles.length];
    int[][] legal = new int[handles.length][];
    RuntimeException[] failures = new RuntimeException[handles.length];
    each(handles.length, k -> {
      try {
        commits[k] = prepare(list.get(k), chosen[k], byIndex, legal, k);
      } catch (RuntimeException e) {
        failures[k] = e;
      }
    });
    for (int k = 0; k < handles.length; k++) {
      if (failures[k] != null) {
        throw new BatchFailure(k, failures[k]); // the first rejected game, whatever the threads did
      }
    }
    for (Runnable commit : commits) {
      if (commit != null) {
        commit.run();
      }
    }
    Status[] ended = new Status[handles.length];
    for (int k = 0; k < handles.length; k++) {
      if (commits[k] != null && statusOf(list.get(k)) instanceof Status.Finished f) {
        ended[k] = f;
      }
    }
    int resets = 0;
    if (autoreset) {
      List<Integer> which = new ArrayList<>();
      for (int k = 0; k < handles.length; k++) {
        if (ended[k] != null) {
          which.add(k);
        }
      }
      each(which.size(), j -> list.get(which.get(j)).reset(firstSeed + j));
      which.forEach(k -> legal[k] = null); // dealt anew: their codes are computed with the frames
      resets = which.size();
      response.put("resets", resets);
    }
    frames(list, ended, observe, binary, response, legal);
  }

  /** Whether the request asks for a binary frame, which a text stream cannot carry. */
  private boolean binaryFlag(JsonNode request) {
    boolean binary = Fields.flag(request, "binary", false);
    if (binary && textOnly) {
      throw new BridgeException("binary", "this bridge serves a text stream, which cannot carry a binary frame");
    }
    return binary;
  }

  /**
   * Runs {@code work} for 0..n-1: on the common fork-join pool from {@link #parallelFrom} games on (the games
   * of a batch are distinct sessions and the games and encoders are thread-safe), else in order.
   */
  private void each(int n, java.util.function.IntConsumer work) {
    if (n >= parallelFrom) {
      java.util.stream.IntStream.range(0, n).parallel().forEach(work);
    } else {
      for (int k = 0; k < n; k++) {
        work.accept(k);
      }
    }
  }

  /**
   * Checks and computes one game's next position with the event-free {@code play} (equal to
   * {@code apply(...).state()}, issue 19); the returned commit stores it. Null for a skipped game (-1
   * for a game that is over).
   */
  private static <S, A, E extends GameEvent, V, O> Runnable prepare(Session<S, A, E, V, O> session, int chosen,
      boolean byIndex, int[][] legal, int k) {
    if (chosen == -1 && session.toMove() < 0) {
      return null;
    }
    A action = byIndex ? session.byIndex(chosen, "indices") : session.encoder().decode(chosen);
    S next = session.game.play(session.state, action);
    // the next position's legal codes before anything is stored: an action the codec lacks (a codec
    // bug) then fails the batch with nothing changed, like a rejected action
    legal[k] = session.encoder().legalIndices(next);
    return () -> {
      session.state = next;
      session.played.add(action);
    };
  }

  /** Deals new games at the same tables: {@code handles[k]} with {@code seeds[k]}. */
  private void reset(JsonNode request, ObjectNode response) {
    int[] handles = Fields.integers(request, "handles", "handles of open games");
    long[] seeds = Fields.seeds(request, "seeds");
    if (seeds.length != handles.length) {
      throw new BridgeException("seeds", "" + seeds.length + " given for " + handles.length + " handles");
    }
    boolean binary = binaryFlag(request);
    boolean observe = Fields.flag(request, "observe", true);
    List<Session<?, ?, ?, ?, ?>> list = sessionsOf(handles);
    for (int k = 0; k < handles.length; k++) {
      if (list.get(k).origin != Session.Origin.SETUP) {
        throw new BatchFailure(k, new BridgeException("handle", "only a set-up game can be reset"));
      }
    }
    requireOneObservationSize(list, observe);
    each(handles.length, k -> list.get(k).reset(seeds[k]));
    frames(list, new Status[handles.length], observe, binary, response, new int[handles.length][]);
  }

  private static void requireOneObservationSize(List<Session<?, ?, ?, ?, ?>> list, boolean observe) {
    int size = -1;
    for (Session<?, ?, ?, ?, ?> s : list) {
      int n = s.encoder().observationSize();
      if (observe && size >= 0 && n != size) {
        throw new BridgeException("handles", "the games of a batch must have observations of one size (" + size
            + " and " + n + ")");
      }
      size = n;
    }
  }

  /**
   * The frames of N games. Text: {@code toMove} and {@code finished} (null or the outcome: of a game that
   * is over, or that ended in this batch and was dealt anew) per game, every game's legal codes
   * concatenated ({@code legal}, base64 int32) with {@code counts} (how many per game), and with
   * {@code observe}: {@code obs} (base64 of N x observationSize float32, zeros for a finished game).
   * Binary: {@code frame} (the byte length of the frame after the line), {@code observationSize},
   * {@code legalCount} and {@code ended} (an outcome with {@code at}: k for each game that ended in this
   * batch); the frame holds, little-endian, toMove (N int32), counts (N int32), the legal codes
   * (legalCount int32) and with {@code observe} the observations (N x observationSize float32).
   */
  private void frames(List<Session<?, ?, ?, ?, ?>> list, Status[] ended, boolean observe, boolean binary,
      ObjectNode out, int[][] known) {
    int n = list.size();
    int size = n == 0 ? 0 : list.get(0).encoder().observationSize();
    int[] seats = new int[n];
    float[] obs = observe ? new float[size * n] : null;
    int[][] codes = new int[n][];
    each(n, k -> {
      Session<?, ?, ?, ?, ?> s = list.get(k);
      seats[k] = s.toMove();
      if (seats[k] >= 0) {
        if (observe) {
          observeInto(s, seats[k], obs, k * size);
        }
        codes[k] = known[k] != null ? known[k] : legalOf(s);
      }
    });
    int legalCount = 0;
    for (int[] c : codes) {
      legalCount += c == null ? 0 : c.length;
    }
    int[] legal = new int[legalCount];
    int[] counts = new int[n];
    int at = 0;
    for (int k = 0; k < n; k++) {
      if (codes[k] != null) {
        System.arraycopy(codes[k], 0, legal, at, codes[k].length);
        at += codes[k].length;
        counts[k] = codes[k].length;
      }
    }
    out.put("observationSize", size);
    if (binary) {
      ArrayNode endedOut = out.putArray("ended");
      for (int k = 0; k < n; k++) {
        if (ended[k] != null) {
          Session.outcome(((Status.Finished) ended[k]).outcome(), endedOut.addObject().put("at", k));
        }
      }
      out.put("legalCount", legalCount);
      java.nio.ByteBuffer bytes = java.nio.ByteBuffer.allocate(4 * (2 * n + legalCount + (observe ? n * size : 0)))
          .order(java.nio.ByteOrder.LITTLE_ENDIAN);
      bytes.asIntBuffer().put(seats).put(counts).put(legal);
      if (observe) {
        bytes.position(4 * (2 * n + legalCount));
        bytes.asFloatBuffer().put(obs);
      }
      pendingFrame = bytes.array();
      out.put("frame", pendingFrame.length);
      return;
    }
    ArrayNode toMove = out.putArray("toMove");
    ArrayNode finished = out.putArray("finished");
    ArrayNode countsOut = out.putArray("counts");
    for (int k = 0; k < n; k++) {
      toMove.add(seats[k]);
      Status status = ended[k] != null ? ended[k] : seats[k] < 0 ? statusOf(list.get(k)) : null;
      if (status instanceof Status.Finished f) {
        Session.outcome(f.outcome(), finished.addObject());
      } else {
        finished.addNull();
      }
      countsOut.add(counts[k]);
    }
    out.put("legal", Frames.ints(legal, legalCount));
    if (observe) {
      out.put("obs", Frames.floats(obs, obs.length));
    }
  }

  private static <S> Status statusOf(Session<S, ?, ?, ?, ?> s) {
    return s.game.status(s.state);
  }

  private static <S> void observeInto(Session<S, ?, ?, ?, ?> s, int seat, float[] target, int offset) {
    s.encoder().observeInto(s.state, seat, target, offset);
  }

  private static <S> int[] legalOf(Session<S, ?, ?, ?, ?> s) {
    return s.encoder().legalIndices(s.state);
  }
}
