package org.spielwerk.research.bridge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.research.ActionCodec;
import org.spielwerk.research.Encoder;
import org.spielwerk.research.ObservationWriter;

/**
 * The JSON-lines bridge behind {@code spielwerk serve --stdio}: one request object per line in, one
 * response object per line out, in order. Every request has a {@code cmd} and may carry an {@code id}
 * that the response repeats. A response has {@code "ok": true} and the command's fields, or
 * {@code "ok": false}, {@code error} (the message, naming the rule or field) and {@code kind} (the
 * exception's simple name); an error never changes a game. The protocol is documented in
 * docs/research.md.
 *
 * <p>Commands: {@code games}; {@code new} (game, players, seed, preset, options) gives a
 * {@code handle}; with a handle: {@code status}, {@code legal}, {@code apply} (index or action),
 * {@code view} (seat), {@code observation} (seat), {@code layout}, {@code resample} (seat, seed: a new
 * handle), {@code state}, {@code saved}, {@code close}; and {@code quit}.
 */
public final class Bridge {
  private final ObjectMapper mapper = Json.mapper();
  private final Map<Integer, Session<?, ?, ?, ?, ?>> sessions = new HashMap<>();
  private int nextHandle = 1;

  /** Serves requests until {@code quit} or the end of the input. */
  public void serve(BufferedReader in, PrintWriter out) throws IOException {
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isBlank()) {
        continue;
      }
      ObjectNode response = handle(line);
      out.println(mapper.writeValueAsString(response));
      out.flush();
      if (response.path("bye").asBoolean(false)) {
        return;
      }
    }
  }

  /** Answers one request line. */
  public ObjectNode handle(String line) {
    ObjectNode response = mapper.createObjectNode();
    JsonNode request;
    try {
      request = mapper.readTree(line);
    } catch (IOException e) {
      return error(response, "the request is not JSON: " + e.getMessage().lines().findFirst().orElse(""), "InvalidJsonException");
    }
    if (request.has("id")) {
      response.set("id", request.get("id"));
    }
    try {
      if (!request.isObject() || !request.path("cmd").isTextual()) {
        throw new IllegalArgumentException("cmd: every request is an object with a \"cmd\" string");
      }
      response.put("ok", true);
      command(request.get("cmd").asText(), request, response);
      return response;
    } catch (RuntimeException e) {
      ObjectNode fresh = mapper.createObjectNode();
      if (request.has("id")) {
        fresh.set("id", request.get("id"));
      }
      return error(fresh, e.getMessage() == null ? e.toString() : e.getMessage(), e.getClass().getSimpleName());
    }
  }

  private ObjectNode error(ObjectNode response, String message, String kind) {
    response.put("ok", false);
    response.put("error", message);
    response.put("kind", kind);
    return response;
  }

  private void command(String cmd, JsonNode request, ObjectNode response) {
    switch (cmd) {
      case "games" -> games(response);
      case "new" -> newGame(request, response);
      case "quit" -> response.put("bye", true);
      case "status", "legal", "apply", "view", "observation", "layout", "resample", "state", "saved", "close" ->
          withSession(cmd, request, response);
      default -> throw new IllegalArgumentException("cmd: unknown command '" + cmd + "', known: games, new, "
          + "status, legal, apply, view, observation, layout, resample, state, saved, close, quit");
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

  private void newGame(JsonNode request, ObjectNode response) {
    String id = text(request, "game");
    Game<?, ?, ?, ?, ?> game = Games.byId(id);
    int players = request.has("players") ? request.get("players").asInt() : game.info().minPlayers();
    long seed = request.path("seed").asLong(0);
    Session<?, ?, ?, ?, ?> session = Session.start(game, request.path("preset").asText(null),
        request.get("options"), players, seed);
    int handle = nextHandle++;
    sessions.put(handle, session);
    response.put("handle", handle);
    session.describe(response);
  }

  private void withSession(String cmd, JsonNode request, ObjectNode response) {
    if (!request.path("handle").canConvertToInt()) {
      throw new IllegalArgumentException("handle: a number from \"new\" or \"resample\"");
    }
    int handle = request.get("handle").asInt();
    Session<?, ?, ?, ?, ?> session = sessions.get(handle);
    if (session == null) {
      throw new IllegalArgumentException("handle: no open game " + handle);
    }
    switch (cmd) {
      case "close" -> sessions.remove(handle);
      case "resample" -> {
        Session<?, ?, ?, ?, ?> twin = session.resample(seat(request, "seat"), request.path("seed").asLong(0));
        int h = nextHandle++;
        sessions.put(h, twin);
        response.put("handle", h);
        twin.describe(response);
      }
      default -> session.command(cmd, request, response);
    }
  }

  static String text(JsonNode request, String field) {
    if (!request.path(field).isTextual()) {
      throw new IllegalArgumentException(field + ": required (a string)");
    }
    return request.get(field).asText();
  }

  static int seat(JsonNode request, String field) {
    if (!request.path(field).canConvertToInt()) {
      throw new IllegalArgumentException(field + ": required (a seat number from 0)");
    }
    return request.get(field).asInt();
  }

  /** One open game: its position, and the actions since setup (for the saved game). */
  static final class Session<S, A, E extends GameEvent, V, O> {
    final Game<S, A, E, V, O> game;
    final O options;
    final int players;
    final long seed;
    final Encoder<S, A, V, O> encoder;
    final List<A> played;
    final boolean resampled;
    S state;

    Session(Game<S, A, E, V, O> game, O options, int players, long seed, S state, List<A> played, boolean resampled) {
      this.game = game;
      this.options = options;
      this.players = players;
      this.seed = seed;
      this.state = state;
      this.played = new ArrayList<>(played);
      this.resampled = resampled;
      this.encoder = Encoder.gameIds().contains(game.info().id()) ? Encoder.of(game, options, players) : null;
    }

    static <S, A, E extends GameEvent, V, O> Session<S, A, E, V, O> start(Game<S, A, E, V, O> game, String preset,
        JsonNode options, int players, long seed) {
      O base = game.defaultOptions();
      if (preset != null) {
        base = game.presets().get(preset.toUpperCase(java.util.Locale.ROOT));
        if (base == null) {
          throw new InvalidSetupException("preset", "unknown preset '" + preset + "' of " + game.info().id()
              + ", known: " + game.presets().keySet());
        }
      }
      if (options != null && !options.isNull()) {
        if (!options.isObject()) {
          throw new InvalidSetupException("options", "an object of option fields");
        }
        Map<String, String> overrides = new LinkedHashMap<>();
        options.fields().forEachRemaining(f -> overrides.put(f.getKey(), f.getValue().toString()));
        base = Json.overrideOptions(base, game.types().options(), overrides);
      }
      return new Session<>(game, base, players, seed, game.setup(base, players, seed), List.of(), false);
    }

    void describe(ObjectNode out) {
      out.put("game", game.info().id());
      out.put("players", players);
      out.put("seed", seed);
      out.set("options", Json.toTree(options));
      if (encoder != null) {
        out.put("actionCount", encoder.actionCount());
        out.put("observationSize", encoder.observationSize());
      }
      status(out);
    }

    Session<S, A, E, V, O> resample(int seat, long resampleSeed) {
      return new Session<>(game, options, players, seed, game.resample(state, seat, resampleSeed), played, true);
    }

    void status(ObjectNode out) {
      switch (game.status(state)) {
        case Status.ToMove toMove -> out.put("toMove", toMove.seat());
        case Status.Finished finished -> {
          Outcome outcome = finished.outcome();
          out.put("toMove", -1);
          ObjectNode f = out.putObject("finished");
          f.set("scores", Json.toTree(outcome.scores()));
          f.set("ranks", Json.toTree(outcome.ranks()));
          f.set("winners", Json.toTree(outcome.winners()));
        }
      }
    }

    void command(String cmd, JsonNode request, ObjectNode out) {
      switch (cmd) {
        case "status" -> status(out);
        case "legal" -> legal(out);
        case "apply" -> apply(request, out);
        case "view" -> out.set("view", Json.toTree(game.view(state, seat(request, "seat"))));
        case "observation" -> {
          float[] observation = encoder().observe(state, seat(request, "seat"));
          ArrayNode values = out.putArray("observation");
          for (float v : observation) {
            values.add(v);
          }
        }
        case "layout" -> {
          ArrayNode slices = out.putArray("layout");
          for (ObservationWriter.Slice s : encoder().layout()) {
            slices.addObject().put("name", s.name()).put("offset", s.offset()).put("length", s.length());
          }
          out.put("actionCount", encoder().actionCount());
          ArrayNode blocks = out.putArray("actions");
          for (ActionCodec.Block b : encoder().actionLayout()) {
            blocks.addObject().put("name", b.name()).put("offset", b.offset()).put("size", b.size());
          }
        }
        case "state" -> out.set("state", Json.toTree(state));
        case "saved" -> {
          if (resampled) {
            throw new IllegalArgumentException("handle: a resampled position has no saved game (it was not played "
                + "from a setup)");
          }
          out.set("saved", Json.toTree(SavedGame.of(game, options, players, seed, played)));
        }
        default -> throw new IllegalStateException(cmd);
      }
    }

    private Encoder<S, A, V, O> encoder() {
      if (encoder == null) {
        throw new IllegalArgumentException("game: " + game.info().id() + " has no research encoding (action indices "
            + "and observations)");
      }
      return encoder;
    }

    private void legal(ObjectNode out) {
      ArrayNode actions = out.putArray("actions");
      for (A action : game.legalActions(state)) {
        ObjectNode a = actions.addObject();
        if (encoder != null) {
          a.put("index", encoder.encode(action));
        }
        a.set("action", Json.toTree(action));
        a.put("text", game.text().action(state, action));
      }
    }

    private void apply(JsonNode request, ObjectNode out) {
      A action;
      if (request.has("index")) {
        if (!request.get("index").canConvertToInt()) {
          throw new IllegalArgumentException("index: an action index (see \"legal\")");
        }
        action = encoder().decode(request.get("index").asInt());
      } else if (request.has("action")) {
        action = Json.fromTree(request.get("action"), game.types().action());
      } else {
        throw new IllegalArgumentException("index: give \"index\" (a codec index) or \"action\" (its JSON)");
      }
      Step<S, E> step = game.apply(state, action);
      state = step.state();
      played.add(action);
      ArrayNode events = out.putArray("events");
      for (E event : step.events()) {
        ObjectNode e = events.addObject();
        e.set("event", Json.toTree(event));
        e.put("text", game.text().event(event));
        ArrayNode visible = e.putArray("visibleTo");
        for (int s = 0; s < players; s++) {
          if (event.visibleTo(s)) {
            visible.add(s);
          }
        }
      }
      status(out);
    }
  }
}
