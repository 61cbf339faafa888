package org.spielwerk.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Step;

/**
 * Replays for the web client's replay page: every position of a finished match as one seat, or a spectator, saw
 * it at that moment, worked out here so that a client never holds what its seat could not see. A frame is the
 * seat's view (the spectator's: the part every seat sees alike, {@link CommonView}), who was to move, the
 * texts of the events of that move the seat was shown, and the game's legend of that view ({@link
 * GameText#legend}; the spectator's is empty, as a live spectator's). Legends repeat from frame to
 * frame, so the replay lists each distinct one once ({@code legends}) and a frame names its own by index.
 *
 * <p>Who may see what: a spectator's replay ({@code GET /api/matches/{id}/replay}, no token) only for a finished
 * match and only public views; a seat's ({@code Authorization: Bearer <token>}) needs that seat's token. A
 * match's replays are cached (finished matches never change) and the uncached work is rate-limited: a replay
 * plays the whole match again. {@code POST /api/replays} replays a saved-game file (docs/server.md's
 * {@code /saved}); the file holds the seed, so whoever has it may see every seat.
 */
final class Replays {
  /** Replays kept; a Loyang replay is about a megabyte of JSON, so few. */
  private static final int CACHED = 16;
  /** The largest saved game accepted: far above a real one (Loyang's longest is some 40 KB). */
  static final int MAX_SAVED_CHARS = 1_000_000;

  private final Matches matches;
  private final TokenBucket computing = new TokenBucket(4, 8);
  private final Map<String, ObjectNode> cache = new LinkedHashMap<>(CACHED, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, ObjectNode> eldest) {
      return size() > CACHED;
    }
  };

  Replays(Matches matches) {
    this.matches = matches;
  }

  /** The replay of a finished match as the seat of {@code token} (null: as a spectator) saw it. */
  ObjectNode ofMatch(String id, String token, String lang) {
    LiveMatch<?, ?, ?, ?, ?> match = matches.get(id);
    int seat = token == null ? -1 : matches.seatOf(match, token);
    Locale locale = Requests.locale(lang);
    String key = id + "|" + seat + "|" + locale.getLanguage();
    synchronized (cache) {
      ObjectNode kept = cache.get(key);
      if (kept != null) {
        return kept;
      }
    }
    SavedGame saved = match.saved(); // 409 not_finished while the match runs: its future must stay hidden
    ObjectNode replay = compute(match.game, saved, seat, locale);
    replay.put("match", id);
    synchronized (cache) {
      cache.put(key, replay);
    }
    return replay;
  }

  /** The replay of a saved-game file as {@code seat} (-1: a spectator) saw it. */
  ObjectNode ofSaved(String body, String seatParam, String lang) {
    if (body.length() > MAX_SAVED_CHARS) {
      throw new ApiException(413, "too_large", "body", null, "body: a saved game of at most " + MAX_SAVED_CHARS
          + " characters");
    }
    SavedGame saved;
    try {
      saved = SavedGame.read(body);
    } catch (RuntimeException e) {
      throw ApiException.badRequest("body", "body: not a saved game (" + e.getMessage() + ")");
    }
    Game<?, ?, ?, ?, ?> game;
    try {
      game = Games.byId(saved.game());
    } catch (RuntimeException e) {
      throw ApiException.badRequest("game", "game: unknown game '" + saved.game() + "'");
    }
    int seat = parseSeat(seatParam, saved.players());
    return compute(game, saved, seat, Requests.locale(lang));
  }

  private static int parseSeat(String text, int players) {
    if (text == null || text.isBlank()) {
      return -1;
    }
    try {
      int seat = Integer.parseInt(text);
      if (seat >= -1 && seat < players) {
        return seat;
      }
    } catch (NumberFormatException e) {
      // worded below
    }
    throw ApiException.badRequest("seat", "seat: -1 (a spectator) or a seat from 0 to " + (players - 1));
  }

  private ObjectNode compute(Game<?, ?, ?, ?, ?> game, SavedGame saved, int seat, Locale locale) {
    if (!computing.take()) {
      throw new ApiException(429, "too_many_moves", "replay", null, "replays: too many at once; try again in a "
          + "second");
    }
    try {
      return frames(game, saved, seat, locale);
    } catch (ApiException e) {
      throw e;
    } catch (RuntimeException e) {
      throw ApiException.badRequest("actions", "actions: the record cannot be replayed (" + e.getMessage() + ")");
    }
  }

  /** Every position from the setup to the end, as {@code seat} saw it. */
  static <S, A, E extends GameEvent, V, O> ObjectNode frames(Game<S, A, E, V, O> game, SavedGame saved, int seat,
      Locale locale) {
    GameText<S, A, E, V> text = game.text(locale);
    SavedGame.Replay<S, E> replay = saved.replay(game);
    ObjectNode r = Json.mapper().createObjectNode();
    r.put("game", game.info().id());
    r.put("title", text.title(game.info()));
    r.put("seat", seat);
    r.put("players", saved.players());
    Legends legends = new Legends(r.putArray("legends"));
    ArrayNode frames = r.putArray("frames");
    frames.add(frame(game, text, replay.initial(), seat, saved.players(), 0, List.of(), legends));
    int version = 0;
    for (Step<S, E> step : replay.steps()) {
      version++;
      List<String> events = new ArrayList<>();
      for (E event : step.events()) {
        // a spectator (seat -1) is shown only the public events, as on the live page
        if (event.visibleTo(seat)) {
          events.add(text.event(event));
        }
      }
      frames.add(frame(game, text, step.state(), seat, saved.players(), version, events, legends));
    }
    return r;
  }

  private static <S, A, E extends GameEvent, V, O> ObjectNode frame(Game<S, A, E, V, O> game,
      GameText<S, A, E, V> text, S state, int seat, int players, int version, List<String> events,
      Legends legends) {
    ObjectNode f = Json.mapper().createObjectNode();
    f.put("version", version);
    if (seat >= 0) {
      V view = game.view(state, seat);
      f.set("view", Json.toTree(view));
      f.put("legend", legends.indexOf(text.legend(view)));
    } else {
      List<V> seatViews = new ArrayList<>();
      for (int s = 0; s < players; s++) {
        seatViews.add(game.view(state, s));
      }
      f.set("view", CommonView.of(seatViews.stream().map(Json::toTree).toList()));
      f.put("legend", legends.indexOf(List.of()));
    }
    LiveMatch.putStatus(f, game.status(state));
    ArrayNode texts = f.putArray("events");
    events.forEach(texts::add);
    return f;
  }

  /** The distinct legends of a replay, each kept once in the replay's {@code legends}. */
  private static final class Legends {
    private final ArrayNode json;
    private final Map<List<String>, Integer> index = new HashMap<>();

    Legends(ArrayNode json) {
      this.json = json;
    }

    int indexOf(List<String> legend) {
      return index.computeIfAbsent(List.copyOf(legend), lines -> {
        ArrayNode added = json.addArray();
        lines.forEach(added::add);
        return json.size() - 1;
      });
    }
  }
}
