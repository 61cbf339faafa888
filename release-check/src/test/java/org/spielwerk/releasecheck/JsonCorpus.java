package org.spielwerk.releasecheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomAgent;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Step;

/**
 * Writes the JSON corpus of one version (docs/release.md, "The JSON gate"): for every game on the class
 * path, seeded random games of several option sets and player counts as saved games (each with its final
 * state and status next to it), and from the first of them the states at its start and half way, seats'
 * views of them, a sample of legal actions and of events (the last step's among them). {@link JsonCorpusTest} reads every version's corpus back.
 *
 * <p>Everything is drawn from fixed seeds, so writing a version twice gives the same files. Kept small
 * (about 40 to 90 KB a game): a game's first option set (presets by name) with its fewest players, its
 * second with the most, its third (or first again) with a count in between.
 *
 * <p>Layout, under {@code json-corpus/<version>/<game id>/}: {@code saved-<n>.json} (a {@link SavedGame},
 * compact) and {@code saved-<n>.end.json} ({@code state}, {@code status} after
 * the replay); {@code state-<k>.json} and {@code view-<k>-seat<s>.json}; {@code actions.json} and
 * {@code events.json}, arrays of values.
 */
final class JsonCorpus {
  /** Saved games per game. */
  static final int SAVED_GAMES = 3;
  /** Legal actions and events kept per point. */
  private static final int SAMPLE = 8;
  private static final long SEED = 0x5EED_2026_0101L;

  private JsonCorpus() {}

  /** Writes the corpus of {@code version} into {@code root/version}, replacing what was there. */
  static void write(Path root, String version) throws IOException {
    Path dir = root.resolve(version);
    if (Files.exists(dir)) {
      try (var old = Files.walk(dir)) {
        old.sorted(java.util.Comparator.reverseOrder()).forEach(JsonCorpus::delete);
      }
    }
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      writeGame(game, dir.resolve(game.info().id()));
    }
  }

  private static <S, A, E extends GameEvent, V, O> void writeGame(Game<S, A, E, V, O> game, Path dir)
      throws IOException {
    Files.createDirectories(dir);
    // by name: a game may keep its presets in a Map.of, whose order changes from one JVM run to the next
    List<O> optionSets = new ArrayList<>(new TreeMap<>(game.presets()).values());
    if (optionSets.isEmpty()) {
      optionSets.add(game.defaultOptions());
    }
    GameInfo info = game.info();
    int[] playerCounts = {info.minPlayers(), info.maxPlayers(), (info.minPlayers() + info.maxPlayers() + 1) / 2};
    List<Step<S, E>> firstGame = null;
    for (int n = 0; n < SAVED_GAMES; n++) {
      O options = optionSets.get(n % optionSets.size());
      long seed = SEED + 1000L * n + info.id().hashCode();
      List<A> actions = new ArrayList<>();
      List<Step<S, E>> steps = new ArrayList<>();
      S state = game.setup(options, playerCounts[n], seed);
      steps.add(new Step<>(state, List.of()));
      RandomSource random = new RandomSource(seed);
      RandomAgent agent = new RandomAgent();
      while (!game.isOver(state) && actions.size() < info.maxActions()) {
        A action = agent.choose(game, state, random);
        Step<S, E> step = game.apply(state, action);
        actions.add(action);
        steps.add(step);
        state = step.state();
      }
      SavedGame saved = SavedGame.of(game, options, playerCounts[n], seed, actions);
      // compact, as a server or the bridge sends it (SavedGame.toJson's indentation would triple the size)
      Files.writeString(dir.resolve("saved-" + n + ".json"), Json.write(saved) + "\n");
      ObjectNode end = Json.mapper().createObjectNode();
      end.set("state", Json.toTree(state));
      end.set("status", Json.toTree(game.status(state)));
      Files.writeString(dir.resolve("saved-" + n + ".end.json"), Json.write(end) + "\n");
      if (firstGame == null) {
        firstGame = steps;
      }
    }
    writePoints(game, firstGame, dir);
  }

  /**
   * States, views, actions and events of the first game at its start and half way (its end is the first
   * saved game's end): both points' states, the first seat's view of each and the second seat's half way.
   */
  private static <S, A, E extends GameEvent, V, O> void writePoints(
      Game<S, A, E, V, O> game, List<Step<S, E>> steps, Path dir) throws IOException {
    ArrayNode actions = Json.mapper().createArrayNode();
    ArrayNode events = Json.mapper().createArrayNode();
    int last = steps.size() - 1;
    int[] points = {0, last / 2};
    for (int k = 0; k < points.length; k++) {
      S state = steps.get(points[k]).state();
      Files.writeString(dir.resolve("state-" + k + ".json"), Json.write(state) + "\n");
      for (int seat = 0; seat <= k; seat++) {
        Files.writeString(dir.resolve("view-" + k + "-seat" + seat + ".json"), Json.write(game.view(state, seat)) + "\n");
      }
      if (!game.isOver(state)) {
        game.legalActions(state).stream().limit(SAMPLE).forEach(a -> actions.add(Json.toTree(a)));
      }
      for (int i = Math.max(1, points[k]); i <= Math.min(last, points[k] + 3); i++) {
        steps.get(i).events().stream().limit(SAMPLE).forEach(e -> events.add(Json.toTree(e)));
      }
    }
    steps.get(last).events().stream().limit(SAMPLE).forEach(e -> events.add(Json.toTree(e)));
    Files.writeString(dir.resolve("actions.json"), Json.write(actions) + "\n");
    Files.writeString(dir.resolve("events.json"), Json.write(events) + "\n");
  }

  private static void delete(Path path) {
    try {
      Files.delete(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code JsonCorpus <corpus root> <version>}: writes that version's corpus. */
  public static void main(String[] args) throws IOException {
    write(Path.of(args[0]), args[1]);
    System.out.println("json corpus " + args[1] + " written under " + Path.of(args[0]).resolve(args[1]));
  }
}
