package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * Plays whole matches of every game through the server, every seat a person on its own WebSocket plus a
 * spectator, and checks every message each connection received against the engine: a seat's view is exactly
 * {@code view(state, seat)}, its events exactly {@code eventsFor(seat)}, its legal actions only when it is to
 * move; a spectator's view is the part every seat sees alike, and its events are the public ones. Nothing more.
 */
class LeakTest {
  private static GameServer server;
  private static Api api;

  @BeforeAll
  static void start() {
    server = GameServer.start(Servers.fast(Servers.memoryH2()));
    api = new Api(server.address());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @TestFactory
  Stream<DynamicTest> everyGameLeaksNothing() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      // CI plays the smallest table of each game; -Dserver.leak.all=true adds the largest (a few minutes)
      List<Integer> counts = Boolean.getBoolean("server.leak.all")
          ? List.of(game.info().minPlayers(), game.info().maxPlayers()) : List.of(game.info().minPlayers());
      for (int players : counts) {
        tests.add(DynamicTest.dynamicTest(game.info().id() + " with " + players,
            () -> playAndCheck(game, players, 17L * players + game.info().id().length())));
      }
    }
    return tests.stream();
  }

  private <S, A, E extends GameEvent, V, O> void playAndCheck(Game<S, A, E, V, O> game, int players, long seed) {
    String match = api.create("{\"game\":\"" + game.info().id() + "\",\"players\":" + players + ",\"seed\":" + seed
        + "}");
    List<Api.Ws> seats = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      String token = api.join(match, s);
      seats.add(api.connect(match, token, s % 2 == 0 ? "en" : "de"));
    }
    Api.Ws spectator = api.connect(match, null, "en");
    for (Api.Ws ws : seats) {
      ws.await(m -> m.path("type").asText().equals("sync"));
    }
    RandomSource random = new RandomSource(seed);
    JsonNode latest = spectator.await(m -> m.path("type").asText().equals("sync"));
    int version = 0;
    while (latest.get("toMove").asInt() >= 0) {
      int toMove = latest.get("toMove").asInt();
      int at = version;
      java.util.function.Predicate<JsonNode> myTurn = m -> m.path("version").asInt() == at && m.has("legal")
          && m.get("legal").size() > 0;
      // the message may already have been read (the first sync); then it is in the connection's record
      JsonNode mine = seats.get(toMove).snapshot().stream().filter(myTurn).findFirst()
          .orElseGet(() -> seats.get(toMove).await(myTurn));
      int index = random.nextInt(mine.get("legal").size());
      seats.get(toMove).send("{\"type\":\"move\",\"version\":" + version + ",\"index\":" + index + "}");
      int next = ++version;
      latest = spectator.await(m -> m.path("type").asText().equals("update") && m.get("version").asInt() == next);
    }
    int last = version;
    for (Api.Ws ws : seats) {
      ws.await(m -> m.path("type").asText().equals("update") && m.get("version").asInt() == last);
    }
    Api.Answer saved = api.get("/api/matches/" + match + "/saved");
    assertThat(saved.status()).isEqualTo(200);
    SavedGame.Replay<S, E> replay = SavedGame.read(saved.text()).replay(game);
    assertThat(replay.steps()).hasSize(last);
    for (int s = 0; s < players; s++) {
      checkMessages(game, replay, players, s, seats.get(s).snapshot());
      seats.get(s).close();
    }
    checkMessages(game, replay, players, -1, spectator.snapshot());
    spectator.close();
  }

  private static <S, A, E extends GameEvent, V, O> void checkMessages(Game<S, A, E, V, O> game,
      SavedGame.Replay<S, E> replay, int players, int seat, List<JsonNode> messages) {
    int expectedUpdate = 1;
    for (JsonNode m : messages) {
      String type = m.path("type").asText();
      if (type.equals("accepted")) {
        continue;
      }
      assertThat(type).as("seat %d got %s", seat, m).isIn("sync", "update");
      int v = m.get("version").asInt();
      if (type.equals("sync")) {
        // a connection starts with the whole picture; the updates go on from there
        expectedUpdate = v + 1;
      } else {
        assertThat(v).as("updates arrive once each, in order").isEqualTo(expectedUpdate++);
      }
      S state = v == 0 ? replay.initial() : replay.steps().get(v - 1).state();
      assertThat(m.get("seat").asInt()).isEqualTo(seat);
      // the view: exactly the seat's, or for a spectator the part every seat sees alike
      if (seat >= 0) {
        assertThat(m.get("view")).isEqualTo(Json.toTree(game.view(state, seat)));
      } else {
        List<JsonNode> views = new ArrayList<>();
        for (int s = 0; s < players; s++) {
          views.add(Json.toTree(game.view(state, s)));
        }
        assertThat(m.get("view")).isEqualTo(CommonView.of(views));
        for (JsonNode view : views) {
          assertThat(CommonView.isWithin(m.get("view"), view)).isTrue();
        }
      }
      // the legal actions: only to the seat to move, and exactly the engine's
      boolean toMove = seat >= 0 && game.status(state) instanceof Status.ToMove t && t.seat() == seat;
      ArrayNode expectedLegal = Json.mapper().createArrayNode();
      if (toMove) {
        game.legalActions(state).forEach(a -> expectedLegal.add(Json.toTree(a)));
      }
      ArrayNode legal = Json.mapper().createArrayNode();
      m.get("legal").forEach(a -> legal.add(a.get("action")));
      assertThat(legal).isEqualTo(expectedLegal);
      // the events: exactly those the seat may see (a spectator: the public ones)
      ArrayNode expectedEvents = Json.mapper().createArrayNode();
      int from = type.equals("sync") ? 0 : v - 1;
      for (int i = from; i < v; i++) {
        Step<S, E> step = replay.steps().get(i);
        List<E> visible = seat >= 0 ? step.eventsFor(seat) : step.events().stream().filter(e -> e.privateTo() < 0)
            .toList();
        visible.forEach(e -> expectedEvents.add(Json.toTree(e)));
      }
      ArrayNode events = Json.mapper().createArrayNode();
      m.get("events").forEach(e -> events.add(e.get("event")));
      assertThat(events).as("events of seat %d at version %d", seat, v).isEqualTo(expectedEvents);
    }
    assertThat(expectedUpdate - 1).as("seat %d saw every version", seat).isEqualTo(replay.steps().size());
  }
}
