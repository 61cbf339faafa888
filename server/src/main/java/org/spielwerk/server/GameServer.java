package org.spielwerk.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import java.nio.channels.WritePendingException;
import java.nio.file.Files;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.spielwerk.core.Json;

/**
 * The game server: the lobby over REST, play over WebSocket (and REST for turn-based clients), every match kept
 * in a database. The API is documented in docs/server.md. Start with {@link #start(ServerConfig)}, stop with
 * {@link #close()}.
 *
 * <p>No request is logged: seat tokens travel in headers and in the WebSocket address, and must not end up in a
 * log file.
 */
public final class GameServer implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(GameServer.class);
  private static final String JSON = "application/json";
  private static final String CONN = "spielwerk.conn";
  private static final String MATCH = "spielwerk.match";
  /** The class path directory of the web client (module {@code web}); served at {@code /} when present. */
  static final String WEB_DIRECTORY = "spielwerk-web";
  /**
   * Messages a WebSocket may have waiting to be sent before the connection is cut (each a whole view, a few KB:
   * this bounds a connection's memory on the server). A client that reads keeps this near zero; a match's
   * burst of bot moves is far below it.
   */
  static final int MAX_UNREAD_MESSAGES = 256;
  /**
   * The web client's pages run only their own scripts (no inline script, no other origin); styles may be inline
   * because boards draw with style attributes; the WebSocket goes to the same host ('self' covers ws: there).
   */
  static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' "
      + "'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
      + "frame-ancestors 'none'";

  private final ServerConfig config;
  private final MatchStore store;
  private final Matches matches;
  private final Javalin app;
  /** Every HTTP route as "METHOD path", as Javalin registered it (checked against openapi.json by a test). */
  private final java.util.List<String> routes = new java.util.concurrent.CopyOnWriteArrayList<>();

  private GameServer(ServerConfig config) {
    this.config = config;
    if (config.jdbcUrl() == null) {
      try {
        Files.createDirectories(config.dataDir());
      } catch (IOException e) {
        throw new IllegalArgumentException("data: cannot create " + config.dataDir() + ": " + e.getMessage(), e);
      }
    }
    this.store = new MatchStore(config.effectiveJdbcUrl());
    this.matches = new Matches(config, store);
    this.app = Javalin.create(c -> {
      c.showJavalinBanner = false;
      c.events(events -> events.handlerAdded(meta -> routes.add(meta.getHttpMethod() + " " + meta.getPath())));
      c.http.maxRequestSize = config.maxRequestBytes();
      c.jetty.modifyWebSocketServletFactory(factory -> {
        // Jetty closes the connection (1009) beyond this; below it, our own limit answers with an error message
        factory.setMaxTextMessageSize(4L * config.maxMessageBytes());
        factory.setMaxBinaryMessageSize(1024);
        // a frame is never larger than the message it carries: so a client cannot make Jetty buffer a huge frame
        factory.setMaxFrameSize(4L * config.maxMessageBytes());
        factory.setIdleTimeout(java.time.Duration.ofMinutes(10));
      });
      // Jetty's own error answers (bad request line, headers too large, ...) in the API's JSON, never HTML
      c.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
      c.jetty.modifyServletContextHandler(handler -> handler.setErrorHandler(new JsonErrorHandler()));
      if (webClientPresent()) {
        c.staticFiles.add(files -> {
          files.hostedPath = "/";
          files.directory = "/" + WEB_DIRECTORY;
          files.location = Location.CLASSPATH;
          // ES modules must come as JavaScript; say so rather than rely on Jetty's table
          files.mimeTypes.add("text/javascript; charset=utf-8", "js", "mjs");
          files.mimeTypes.add("text/css; charset=utf-8", "css");
          files.mimeTypes.add("text/html; charset=utf-8", "html");
          files.headers = Map.of("Content-Security-Policy", CONTENT_SECURITY_POLICY,
              "X-Content-Type-Options", "nosniff", "Cache-Control", "no-cache");
        });
      }
    });
    routes();
  }

  /** Starts a server: opens (and migrates) the database, rebuilds the unfinished matches, listens. */
  public static GameServer start(ServerConfig config) {
    GameServer server = new GameServer(config);
    try {
      server.matches.start();
      server.app.start(config.host(), config.port());
    } catch (RuntimeException e) {
      server.close();
      throw e;
    }
    return server;
  }

  /** The port listened on. */
  public int port() {
    return app.port();
  }

  /** Whether the web client (module {@code web}) is on the class path and served at {@code /}. */
  public boolean servesWebClient() {
    return webClientPresent();
  }

  private static boolean webClientPresent() {
    return GameServer.class.getClassLoader().getResource(WEB_DIRECTORY + "/index.html") != null;
  }

  /** The matches in memory (for tests). */
  Matches matchesForTest() {
    return matches;
  }

  /** The HTTP routes as "METHOD path" (the before-handler and error handlers included). */
  java.util.List<String> registeredRoutes() {
    return java.util.List.copyOf(routes);
  }

  /** The OpenAPI 3 description of the REST API (a resource beside this class). */
  static byte[] openApi() throws IOException {
    try (java.io.InputStream in = GameServer.class.getResourceAsStream("openapi.json")) {
      if (in == null) {
        throw new IOException("openapi.json is missing from the class path");
      }
      return in.readAllBytes();
    }
  }

  /** The database (for tests of what is written when). */
  MatchStore store() {
    return store;
  }

  /** The address of the API, e.g. {@code http://127.0.0.1:8080}. */
  public String address() {
    return "http://" + config.host() + ":" + port();
  }

  @Override
  public void close() {
    app.stop();
    matches.close();
    store.close();
  }

  private void routes() {
    app.before(ctx -> {
      long length = ctx.contentLength();
      if (length > config.maxRequestBytes()) {
        throw new ApiException(413, "too_large", "body", null, "body: at most " + config.maxRequestBytes()
            + " bytes");
      }
    });
    app.get("/api/openapi.json", ctx -> ctx.contentType(JSON).result(openApi()));
    app.get("/api/games", ctx -> json(ctx, 200, matches.gamesJson()));
    app.get("/api/games/{game}", ctx -> json(ctx, 200, matches.gameJson(ctx.pathParam("game"))));
    app.post("/api/matches", ctx -> json(ctx, 201, matches.create(Requests.object(body(ctx)), ctx.ip())));
    app.get("/api/matches", ctx -> {
      Integer limit = ctx.queryParam("limit") == null ? null : parseLimit(ctx.queryParam("limit"));
      json(ctx, 200, matches.list(ctx.queryParam("status"), ctx.queryParam("game"), limit == null ? 100 : limit));
    });
    app.get("/api/matches/{id}", ctx -> json(ctx, 200, matches.get(ctx.pathParam("id")).summary()));
    app.post("/api/matches/{id}/seats/{seat}/join",
        ctx -> json(ctx, 200, matches.join(ctx.pathParam("id"), ctx.pathParam("seat"))));
    app.post("/api/matches/{id}/leave", ctx -> {
      String body = body(ctx);
      JsonNode parsed = body.isBlank() ? null : Requests.object(body);
      json(ctx, 200, matches.leave(ctx.pathParam("id"), Requests.bearer(ctx.header("Authorization")), parsed));
    });
    app.get("/api/matches/{id}/state", ctx -> {
      LiveMatch<?, ?, ?, ?, ?> match = matches.get(ctx.pathParam("id"));
      String token = Requests.bearer(ctx.header("Authorization"));
      int seat = token == null ? -1 : matches.seatOf(match, token);
      int since = 0;
      if (ctx.queryParam("since") != null) {
        try {
          since = Integer.parseInt(ctx.queryParam("since"));
        } catch (NumberFormatException e) {
          since = -1;
        }
        if (since < 0) {
          throw ApiException.badRequest("since", "since: a version (0 or more): only later events are sent");
        }
      }
      json(ctx, 200, match.message(seat, Requests.locale(ctx.queryParam("lang")), true, null, since));
    });
    app.post("/api/matches/{id}/moves", ctx -> {
      long start = System.nanoTime();
      LiveMatch<?, ?, ?, ?, ?> match = matches.get(ctx.pathParam("id"));
      int seat = matches.seatOf(match, Requests.bearer(ctx.header("Authorization")));
      JsonNode body = Requests.object(body(ctx));
      TokenBucket rate = match.restMoves(seat);
      if (!rate.take()) {
        throw ApiException.tooMany("too_many_moves", "version", rate.secondsToNext(), "at most "
            + config.movesPerSecond() + " moves per second");
      }
      Locale locale = Requests.locale(ctx.queryParam("lang"));
      // the answer is built under the match's lock at the move's own version, after the commit is durable
      ObjectNode[] answer = new ObjectNode[1];
      match.move(seat, body, start, version -> answer[0] = match.message(seat, locale, false, null));
      json(ctx, 200, answer[0]);
    });
    // replays for the web client (Replays: a seat's needs its token; a spectator's only of a finished match)
    Replays replays = new Replays(matches);
    app.get("/api/matches/{id}/replay", ctx -> json(ctx, 200, replays.ofMatch(ctx.pathParam("id"),
        Requests.bearer(ctx.header("Authorization")), ctx.queryParam("lang"))));
    app.post("/api/replays", ctx -> json(ctx, 200, replays.ofSaved(ctx.body(), ctx.queryParam("seat"),
        ctx.queryParam("lang"))));
    app.get("/api/matches/{id}/saved", ctx -> {
      ctx.result(matches.get(ctx.pathParam("id")).saved().toJson()).contentType(JSON);
    });
    app.get("/api/metrics", ctx -> {
      boolean reset = "true".equals(ctx.queryParam("reset"));
      if (reset) {
        checkOperator(ctx);
      }
      ObjectNode m = matches.metrics().toJson(reset);
      m.put("loadedMatches", matches.loaded());
      long[] groups = store.groupCounts();
      // durable commits (one sync each) and the writes they held: their ratio is the mean group size
      m.put("commitGroups", groups[0]);
      m.put("committedWrites", groups[1]);
      json(ctx, 200, m);
    });
    // operators: Prometheus text format, liveness (the process answers) and readiness (the database answers)
    app.get("/metrics", ctx -> ctx.contentType("text/plain; version=0.0.4; charset=utf-8")
        .result(matches.metrics().prometheus(matches.loaded(), store.groupCounts())));
    app.get("/healthz", ctx -> json(ctx, 200, Json.mapper().createObjectNode().put("status", "live")));
    app.get("/readyz", ctx -> {
      if (store.ready()) {
        json(ctx, 200, Json.mapper().createObjectNode().put("status", "ready"));
      } else {
        json(ctx, 503, new ApiException(503, "not_ready", "database", null, "the database does not answer")
            .toJson());
      }
    });
    app.ws("/api/matches/{id}/ws", ws -> {
      ws.onConnect(this::connect);
      ws.onMessage(ctx -> message(ctx, ctx.message()));
      ws.onClose(this::disconnect);
      ws.onError(this::disconnect);
    });

    app.exception(ApiException.class, (e, ctx) -> {
      if (e.retryAfterSeconds() > 0) {
        ctx.header("Retry-After", Integer.toString(e.retryAfterSeconds()));
      }
      if (e.status() == 413) {
        // the rest of the body is not read: the connection is closed after this answer instead
        ctx.header("Connection", "close");
      }
      json(ctx, e.status(), e.toJson());
    });
    app.exception(HttpResponseException.class, (e, ctx) -> {
      if (e.getStatus() == 404) {
        // with the web client's static files, Javalin reports an unknown path this way: the same answer as without
        json(ctx, 404, ApiException.notFound("path", "no such endpoint: " + ctx.method() + " " + ctx.path()
            + " (see docs/server.md)").toJson());
        return;
      }
      ApiException api = new ApiException(e.getStatus(), e.getStatus() == 413 ? "too_large" : "http_" + e.getStatus(),
          e.getStatus() == 413 ? "body" : null, null, e.getMessage());
      json(ctx, e.getStatus(), api.toJson());
    });
    app.exception(Exception.class, (e, ctx) -> {
      LOG.error("internal error on {} {}: {}", ctx.method(), ctx.endpointHandlerPath(), e.toString());
      json(ctx, 500, new ApiException(500, "internal", null, null, "internal error; nothing was changed").toJson());
    });
    app.error(404, ctx -> {
      String type = ctx.res().getContentType();
      if (ctx.result() == null || ctx.result().isEmpty() || type == null || !type.startsWith(JSON)) {
        json(ctx, 404, ApiException.notFound("path", "no such endpoint: " + ctx.method() + " " + ctx.path()
            + " (see docs/server.md)").toJson());
      }
    });
    app.error(405, ctx -> json(ctx, 405, new ApiException(405, "method_not_allowed", "method", null,
        "method " + ctx.method() + " is not allowed here").toJson()));
  }

  /**
   * The request body as text, read up to the limit and no further, whether the client sent a
   * {@code Content-Length} or chunks: a larger body is refused (413) after at most the limit plus one byte was
   * read, and its bytes are never put into the answer.
   */
  private String body(Context ctx) throws IOException {
    int max = config.maxRequestBytes();
    byte[] read = ctx.req().getInputStream().readNBytes(max + 1);
    if (read.length > max) {
      throw new ApiException(413, "too_large", "body", null, "body: at most " + max + " bytes");
    }
    return new String(read, java.nio.charset.StandardCharsets.UTF_8);
  }

  /** Only the operator (its token, configured in {@link ServerConfig#operatorToken()}) may reset the metrics. */
  private void checkOperator(Context ctx) {
    String given = Requests.bearer(ctx.header("Authorization"));
    String expected = config.operatorToken();
    if (expected == null || given == null || !java.security.MessageDigest.isEqual(
        given.getBytes(java.nio.charset.StandardCharsets.UTF_8),
        expected.getBytes(java.nio.charset.StandardCharsets.UTF_8))) {
      throw new ApiException(403, "operator_only", "token", null, "reset: only the operator may reset the "
          + "metrics (Authorization: Bearer <operator token>)" + (expected == null ? "; none is configured" : ""));
    }
  }

  private static int parseLimit(String text) {
    try {
      int limit = Integer.parseInt(text);
      if (limit >= 1 && limit <= 1000) {
        return limit;
      }
    } catch (NumberFormatException e) {
      // answered below
    }
    throw ApiException.badRequest("limit", "limit: a whole number from 1 to 1000");
  }

  private static void json(Context ctx, int status, JsonNode body) {
    ctx.status(status).contentType(JSON).result(Json.write(body));
  }

  // ---- WebSocket

  private void connect(WsContext ctx) {
    try {
      LiveMatch<?, ?, ?, ?, ?> match = matches.get(ctx.pathParam("id"));
      String token = ctx.queryParam("token");
      int seat = token == null ? -1 : matches.seatOf(match, token);
      WsConn conn = new WsConn(ctx, seat, Requests.locale(ctx.queryParam("lang")),
          new TokenBucket(config.movesPerSecond(), config.moveBurst()),
          new TokenBucket(config.messagesPerSecond(), (int) Math.ceil(2 * config.messagesPerSecond())),
          matches.metrics());
      ctx.attribute(CONN, conn);
      ctx.attribute(MATCH, match);
      ctx.enableAutomaticPings();
      match.attach(conn);
    } catch (ApiException e) {
      ObjectNode error = e.toJson();
      error.put("type", "error");
      ctx.send(Json.write(error));
      ctx.closeSession(e.status() == 404 ? 4404 : 4401, e.code());
    }
  }

  private void message(WsContext ctx, String text) {
    WsConn conn = ctx.attribute(CONN);
    LiveMatch<?, ?, ?, ?, ?> match = ctx.attribute(MATCH);
    if (conn == null || match == null) {
      return;
    }
    long start = System.nanoTime();
    JsonNode id = null;
    try {
      if (!conn.messages.take()) {
        throw ApiException.tooMany("too_many_messages", "type", conn.messages.secondsToNext(), "at most "
            + config.messagesPerSecond() + " messages per second");
      }
      if (text.length() > config.maxMessageBytes()) {
        throw new ApiException(413, "too_large", "message", null, "message: at most " + config.maxMessageBytes()
            + " bytes");
      }
      JsonNode body = Requests.object(text);
      id = body.get("id");
      String type = Requests.text(body, "type");
      if (type == null) {
        throw ApiException.badRequest("type", "type: required: move, sync or ping");
      }
      switch (type) {
        case "move" -> {
          if (conn.seat < 0) {
            throw new ApiException(403, "spectator", "type", null, "a spectator cannot move");
          }
          if (!conn.moves.take()) {
            throw ApiException.tooMany("too_many_moves", "type", conn.moves.secondsToNext(), "at most "
                + config.movesPerSecond() + " moves per second");
          }
          ObjectNode move = ((ObjectNode) body).deepCopy();
          move.remove("id");
          JsonNode messageId = id;
          // accepted goes out under the match's lock before the update of the same version reaches anyone
          match.move(conn.seat, move, start, version -> {
            ObjectNode accepted = Json.mapper().createObjectNode().put("type", "accepted").put("version", version);
            if (messageId != null) {
              accepted.set("id", messageId);
            }
            conn.send(Json.write(accepted));
          });
        }
        case "sync" -> {
          Requests.only(body, "type", "id");
          synchronized (match) {
            conn.send(Json.write(match.message(conn.seat, conn.locale, true, null)));
          }
        }
        case "ping" -> {
          Requests.only(body, "type", "id");
          ObjectNode pong = Json.mapper().createObjectNode().put("type", "pong");
          if (id != null) {
            pong.set("id", id);
          }
          conn.send(Json.write(pong));
        }
        default -> throw ApiException.badRequest("type", "type: unknown message type '" + type
            + "' (move, sync, ping)");
      }
    } catch (ApiException e) {
      matches.metrics().rejected();
      ObjectNode error = e.toJson();
      error.put("type", "error");
      if (id != null) {
        error.set("id", id);
      }
      error.put("version", match.version());
      synchronized (match) {
        conn.send(Json.write(error));
      }
    } catch (RuntimeException e) {
      LOG.error("internal error on a WebSocket message: {}", e.toString());
      ObjectNode error = new ApiException(500, "internal", null, null, "internal error; nothing was changed").toJson();
      error.put("type", "error");
      conn.send(Json.write(error));
    }
  }

  private void disconnect(WsContext ctx) {
    WsConn conn = ctx.attribute(CONN);
    LiveMatch<?, ?, ?, ?, ?> match = ctx.attribute(MATCH);
    if (conn != null && match != null) {
      match.detach(conn);
    }
  }

  /**
   * A WebSocket as a match's connection; sends do not block (Jetty queues them in order). A connection whose
   * client reads slower than the match moves (or that asks for {@code sync} after {@code sync} without reading)
   * would make that queue grow without end; beyond {@link #MAX_UNREAD_MESSAGES} unsent messages it is cut
   * instead. Nothing is lost: every message carries the whole view, so the client reconnects and is in sync.
   */
  private static final class WsConn extends Conn {
    private final WsContext ctx;
    private final Metrics metrics;
    private final AtomicBoolean cut = new AtomicBoolean();

    WsConn(WsContext ctx, int seat, Locale locale, TokenBucket moves, TokenBucket messages, Metrics metrics) {
      super(seat, locale, moves, messages);
      this.ctx = ctx;
      this.metrics = metrics;
      ctx.session.getRemote().setMaxOutgoingFrames(MAX_UNREAD_MESSAGES);
    }

    @Override
    void send(String json) {
      if (ctx.session.isOpen() && !cut.get()) {
        ctx.session.getRemote().sendString(json, new WriteCallback() {
          @Override
          public void writeFailed(Throwable failure) {
            if (failure instanceof WritePendingException) {
              cutSlowReader();
            }
          }
        });
      }
    }

    /**
     * Drops the connection at once: a close frame would wait behind the unread messages. The close handler
     * detaches it from the match as for any other disconnection.
     */
    private void cutSlowReader() {
      if (cut.compareAndSet(false, true)) {
        metrics.slowReader();
        LOG.warn("cut a WebSocket that left more than {} messages unread", MAX_UNREAD_MESSAGES);
        ctx.session.disconnect();
      }
    }

    @Override
    void close(int code, String reason) {
      ctx.closeSession(code, reason);
    }
  }
}
