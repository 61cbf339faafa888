package org.spielwerk.research.bridge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Json;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.core.ViewAgent;
import org.spielwerk.research.ActionCodec;
import org.spielwerk.research.Encoder;
import org.spielwerk.research.ObservationWriter;

/**
 * One open game of the bridge: its position, the table's shared {@link Encoder} (or null for a game
 * without a research encoding) and the actions since setup (for the saved game).
 */
final class Session<S, A, E extends GameEvent, V, O> {
  /** How the position came about: only a set-up game has a saved game. */
  enum Origin { SETUP, RESAMPLED, LOADED }

  final Game<S, A, E, V, O> game;
  final O options;
  final int players;
  final long seed;
  final Encoder<S, A, V, O> encoder;
  final List<A> played;
  final Origin origin;
  S state;

  Session(Game<S, A, E, V, O> game, O options, int players, long seed, S state, List<A> played, Origin origin,
      Encoder<S, A, V, O> encoder) {
    this.game = game;
    this.options = options;
    this.players = players;
    this.seed = seed;
    this.state = state;
    this.played = new ArrayList<>(played);
    this.origin = origin;
    this.encoder = encoder;
  }

  /** The same table on another position (resampled or cloned); the encoder is shared. */
  Session<S, A, E, V, O> with(S other, long otherSeed, Origin otherOrigin) {
    return new Session<>(game, options, players, otherSeed, other, played, otherOrigin, encoder);
  }

  /** A fresh deal at the same table, replacing this session's game (for vectors of environments). */
  void reset(long newSeed) {
    state = game.setup(options, players, newSeed);
    played.clear();
  }

  long seedOf() {
    return seed;
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

  int toMove() {
    return game.status(state) instanceof Status.ToMove toMove ? toMove.seat() : -1;
  }

  void status(ObjectNode out) {
    switch (game.status(state)) {
      case Status.ToMove toMove -> out.put("toMove", toMove.seat());
      case Status.Finished finished -> {
        out.put("toMove", -1);
        outcome(finished.outcome(), out.putObject("finished"));
      }
    }
  }

  static void outcome(Outcome outcome, ObjectNode f) {
    f.set("scores", Json.toTree(outcome.scores()));
    f.set("ranks", Json.toTree(outcome.ranks()));
    f.set("winners", Json.toTree(outcome.winners()));
  }

  Encoder<S, A, V, O> encoder() {
    if (encoder == null) {
      throw new BridgeException("game", "" + game.info().id() + " has no research encoding (action codes and "
          + "observations)");
    }
    return encoder;
  }

  /** The seat to move's observation and legal codes as frames ({@code obs}, {@code legal}), unless over. */
  void frame(ObjectNode out) {
    int seat = toMove();
    if (seat < 0) {
      return;
    }
    float[] observation = encoder().observe(state, seat);
    out.put("obs", Frames.floats(observation, observation.length));
    int[] codes = encoder.legalIndices(state);
    out.put("legal", Frames.ints(codes, codes.length));
  }

  /**
   * The legal actions with their codes, JSON and words, and where a long menu groups them
   * ({@link GameText#menuGroup}, as the seat to move reads its view) the group's words as {@code group}.
   */
  void legal(ObjectNode out, GameText<S, A, E, V> text) {
    ArrayNode actions = out.putArray("actions");
    List<A> legal = game.legalActions(state);
    V view = legal.isEmpty() ? null : game.view(state, toMove());
    for (A action : legal) {
      ObjectNode a = actions.addObject();
      if (encoder != null) {
        a.put("code", encoder.encode(action));
      }
      a.set("action", Json.toTree(action));
      a.put("text", text.action(state, action));
      text.menuGroup(view, action).ifPresent(group -> a.put("group", group));
    }
  }

  /**
   * The action a request names by exactly one of {@code index} (its position in {@code legal}),
   * {@code code} (its codec id) or {@code action} (its JSON).
   */
  A action(JsonNode request) {
    int given = (request.has("index") ? 1 : 0) + (request.has("code") ? 1 : 0) + (request.has("action") ? 1 : 0);
    if (given != 1) {
      throw new BridgeException("action", "give exactly one of \"index\" (a position in \"legal\"), \"code\" (a codec "
          + "id) or \"action\" (the action's JSON)");
    }
    if (request.has("index")) {
      return byIndex(Fields.integer(request, "index", "a position in the list \"legal\" answers"), "index");
    }
    if (request.has("code")) {
      return encoder().decode(Fields.integer(request, "code", "a codec id"));
    }
    JsonNode json = Fields.value(request, "action", "the action's JSON (an object or string), not null");
    A action = Json.fromTree(json, game.types().action());
    if (action == null) {
      throw Fields.wrong("action", "the action's JSON, not null", json);
    }
    return action;
  }

  A byIndex(int index, String field) {
    List<A> legal = game.legalActions(state);
    if (index < 0 || index >= legal.size()) {
      throw new BridgeException(field, "" + index + " is not a position in the " + legal.size()
          + " legal actions" + (legal.isEmpty() ? " (the game is over)" : " (0.." + (legal.size() - 1) + ")"));
    }
    return legal.get(index);
  }

  /** Applies an action: the state changes only if the rules accept it. */
  Step<S, E> apply(A action) {
    Step<S, E> step = game.apply(state, action);
    state = step.state();
    played.add(action);
    return step;
  }

  /** Plays an action without events ({@code game.play}, whose state equals {@code apply}'s). */
  void play(A action) {
    state = game.play(state, action);
    played.add(action);
  }

  /** Each seat's events, only those it may see: {@code events[seat]} is a list of {event, text}. */
  void events(Step<S, E> step, ObjectNode out, GameText<S, A, E, V> text) {
    ArrayNode bySeat = out.putArray("events");
    for (int s = 0; s < players; s++) {
      ArrayNode seen = bySeat.addArray();
      for (E event : step.events()) {
        if (event.visibleTo(s)) {
          seen.addObject().<ObjectNode>set("event", Json.toTree(event)).put("text", text.event(event));
        }
      }
    }
  }

  int seat(JsonNode request, String field) {
    int seat = Fields.integer(request, field, "a seat number from 0");
    if (seat < 0 || seat >= players) {
      throw new BridgeException(field, "seat " + seat + " is not at this table (seats 0.." + (players - 1) + ")");
    }
    return seat;
  }

  void view(int seat, ObjectNode out) {
    out.set("view", Json.toTree(game.view(state, seat)));
  }

  void observation(int seat, boolean binary, ObjectNode out) {
    float[] observation = encoder().observe(state, seat);
    if (binary) {
      out.put("obs", Frames.floats(observation, observation.length));
      return;
    }
    ArrayNode values = out.putArray("observation");
    for (float v : observation) {
      values.add(v);
    }
  }

  void layout(ObjectNode out) {
    ArrayNode slices = out.putArray("layout");
    for (ObservationWriter.Slice s : encoder().layout()) {
      slices.addObject().put("name", s.name()).put("offset", s.offset()).put("length", s.length());
    }
    out.put("actionCount", encoder().actionCount());
    ArrayNode blocks = out.putArray("actions");
    for (ActionCodec.Block b : encoder().actionLayout()) {
      ObjectNode block = blocks.addObject().put("name", b.name()).put("offset", b.offset()).put("size", b.size());
      ArrayNode radices = block.putArray("radices");
      b.radices().forEach(radices::add);
    }
  }

  void saved(ObjectNode out) {
    if (origin != Origin.SETUP) {
      throw new BridgeException("handle", "a " + origin.name().toLowerCase(Locale.ROOT) + " position has no saved "
          + "game (it was not played from a setup)");
    }
    out.set("saved", Json.toTree(SavedGame.of(game, options, players, seed, played)));
  }

  /**
   * What an agent would play here (not applied): its position in {@code legal}, code, JSON and words. The agent
   * decides from the view of the seat to move alone ({@link ViewAgent}: a position dealt from that view), so it
   * never reads the real hidden cards or the real next draw; the same seed gives the same choice.
   */
  void act(ViewAgent agent, long agentSeed, ObjectNode out, GameText<S, A, E, V> text) {
    int seat = toMove();
    if (seat < 0) {
      throw new BridgeException("handle", "the game is over, no seat is to move");
    }
    A action = agent.chooseFromView(game, game.view(state, seat), seat, game.legalActions(state),
        new RandomSource(agentSeed));
    out.put("index", game.legalActions(state).indexOf(action));
    if (encoder != null) {
      out.put("code", encoder.encode(action));
    }
    out.set("action", Json.toTree(action));
    out.put("text", text.action(state, action));
  }

  /** The seat's view in words, and its {@code legend}: the terms on it a new player may not know, explained. */
  void render(int seat, ObjectNode out, GameText<S, A, E, V> text) {
    V view = game.view(state, seat);
    out.put("text", text.view(view));
    ArrayNode legend = out.putArray("legend");
    text.legend(view).forEach(legend::add);
  }
}
