package org.spielwerk.research.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Step;
import org.spielwerk.research.Encoder;

/** The bridge's strictness, shared encoders, per-seat events, one-trip steps, batches and loading (issue 19, 23). */
class BridgeProtocolTest {
  private final Bridge bridge = new Bridge();

  private JsonNode call(String json) {
    return bridge.handle(json);
  }

  private JsonNode ok(String json) {
    JsonNode r = call(json);
    assertThat(r.get("ok").asBoolean()).as(json + " -> " + r).isTrue();
    return r;
  }

  private int newGame(String game, int players, long seed) {
    return ok("{\"cmd\":\"new\",\"game\":\"" + game + "\",\"players\":" + players + ",\"seed\":" + seed + "}")
        .get("handle").asInt();
  }

  private static float[] floats(String base64) {
    var buffer = ByteBuffer.wrap(Base64.getDecoder().decode(base64)).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
    float[] out = new float[buffer.remaining()];
    buffer.get(out);
    return out;
  }

  private static int[] ints(String base64) {
    var buffer = ByteBuffer.wrap(Base64.getDecoder().decode(base64)).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer();
    int[] out = new int[buffer.remaining()];
    buffer.get(out);
    return out;
  }

  private void assertRejected(String json, String startsWith) {
    JsonNode r = call(json);
    assertThat(r.get("ok").asBoolean()).as(json).isFalse();
    assertThat(r.get("error").asText()).as(json).startsWith(startsWith);
    assertThat(r.get("kind").asText()).as(json).isNotEqualTo("NullPointerException");
    // the field at fault travels as a value of its own: a client never parses it out of the message
    assertThat(r.path("field").asText()).as(json + " names its field").isEqualTo(startsWith.split(":")[0]);
  }

  @Test
  void errorsCarryTheirKindFieldAndRuleAsValues() {
    int h = newGame("portroyal-unterwegs", 3, 5);
    JsonNode setup = call("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":9}");
    assertThat(setup.get("kind").asText()).isEqualTo("InvalidSetupException");
    assertThat(setup.get("field").asText()).isEqualTo("players");
    assertThat(setup.has("rule")).isFalse();
    // an action the rules forbid: the rule it breaks, as the engine's IllegalActionException names it
    JsonNode illegal = call("{\"cmd\":\"apply\",\"handle\":" + h + ",\"action\":{\"type\":\"Pass\"}}");
    assertThat(illegal.get("kind").asText()).as(illegal.toString()).isEqualTo("IllegalActionException");
    assertThat(illegal.get("rule").asText()).as(illegal.toString()).isNotBlank();
    assertThat(illegal.get("error").asText()).contains(illegal.get("rule").asText());
  }

  @Test
  void wronglyTypedFieldsAreErrorsNamingTheFieldAndChangeNothing() {
    int h = newGame("portroyal-unterwegs", 3, 5);
    JsonNode state = ok("{\"cmd\":\"state\",\"handle\":" + h + "}").get("state");
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":3.7}", "players: must be an integer");
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":\"3\"}", "players: must be an integer");
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"seed\":\"7\"}", "seed: must be an integer");
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"seed\":18446744073709551616}",
        "seed: must be an integer from -2^63");
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"seed\":1.5}", "seed: must be an integer");
    assertRejected("{\"cmd\":\"new\",\"game\":7}", "game: must be a string");
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"options\":{\"influenceTarget\":\"6\"}}",
        "influenceTarget: must be a whole number, got \"6\"");
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"options\":{\"influenceTarget\":6.5}}",
        "influenceTarget: must be a whole number");
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"options\":{\"influenceTarget\":null}}",
        "influenceTarget: must be a whole number");
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"options\":{\"randomStartPlayer\":0}}",
        "randomStartPlayer: must be true or false");
    assertThat(ok("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"options\":{\"influenceTarget\":7}}")
        .get("options").get("influenceTarget").asInt()).isEqualTo(7);
    assertRejected("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"preset\":1}", "preset: must be a string");
    assertRejected("{\"cmd\":\"view\",\"handle\":" + h + ",\"seat\":1.5}", "seat: must be an integer");
    assertRejected("{\"cmd\":\"view\",\"handle\":" + h + ",\"seat\":3}", "seat: seat 3 is not at this table");
    assertRejected("{\"cmd\":\"view\",\"handle\":\"" + h + "\",\"seat\":0}", "handle: must be an integer");
    assertRejected("{\"cmd\":\"apply\",\"handle\":" + h + ",\"index\":1.5}", "index: must be an integer");
    assertRejected("{\"cmd\":\"apply\",\"handle\":" + h + ",\"code\":0.5}", "code: must be an integer");
    assertRejected("{\"cmd\":\"apply\",\"handle\":" + h + ",\"action\":null}", "action: must be the action's JSON");
    assertRejected("{\"cmd\":\"apply\",\"handle\":" + h + "}", "action: give exactly one of");
    assertRejected("{\"cmd\":\"apply\",\"handle\":" + h + ",\"index\":0,\"code\":0}", "action: give exactly one of");
    assertRejected("{\"cmd\":\"apply\",\"handle\":" + h + ",\"index\":0,\"events\":\"no\"}", "events: must be true");
    assertRejected("{\"cmd\":\"resample\",\"handle\":" + h + ",\"seat\":0,\"seed\":\"1\"}", "seed: must be");
    assertRejected("{\"cmd\":\"batch\",\"handles\":[" + h + "],\"codes\":[1.5]}", "codes[0]: must be an integer");
    assertRejected("{\"cmd\":\"reset\",\"handles\":[" + h + "],\"seeds\":[\"1\"]}", "seeds[0]: must be");
    assertRejected("{\"cmd\":\"act\",\"handle\":" + h + ",\"agent\":\"random\",\"seed\":1e3}", "seed: must be");
    assertRejected("null", "cmd: every request is an object");
    assertThat(ok("{\"cmd\":\"state\",\"handle\":" + h + "}").get("state")).isEqualTo(state);
  }

  @Test
  void aLineOverTheLimitIsAnsweredUnreadAndTheServerLivesOn() throws Exception {
    // 50 million characters streamed, never held: the reader below produces them on demand
    long huge = 50_000_000L;
    String after = "\n{\"id\":2,\"cmd\":\"games\"}\n{\"id\":3,\"cmd\":\"quit\"}\n";
    Reader in = new Reader() {
      long produced;
      final StringReader tail = new StringReader(after);

      @Override
      public int read(char[] buffer, int offset, int length) throws java.io.IOException {
        if (produced < huge) {
          int n = (int) Math.min(length, huge - produced);
          java.util.Arrays.fill(buffer, offset, offset + n, 'x');
          produced += n;
          return n;
        }
        return tail.read(buffer, offset, length);
      }

      @Override
      public void close() {}
    };
    StringWriter out = new StringWriter();
    bridge.serve(in, new PrintWriter(out));
    List<JsonNode> responses = new ArrayList<>();
    for (String line : out.toString().split("\n")) {
      responses.add(Json.mapper().readTree(line));
    }
    assertThat(responses).hasSize(3);
    assertThat(responses.get(0).get("error").asText()).startsWith("request: the line is longer than 1048576");
    assertThat(responses.get(1).get("games").size()).isPositive();
    assertThat(responses.get(2).get("bye").asBoolean()).isTrue();
  }

  @Test
  void aLineAtTheLimitIsRead() throws Exception {
    Bridge small = new Bridge(40);
    String exact = "{\"cmd\":\"games\"" + " ".repeat(40 - 15) + "}";
    assertThat(exact).hasSize(40);
    StringWriter out = new StringWriter();
    small.serve(new StringReader(exact + "\r\n" + exact + " \n"), new PrintWriter(out));
    String[] lines = out.toString().split("\n");
    assertThat(Json.mapper().readTree(lines[0]).get("ok").asBoolean()).isTrue();
    assertThat(Json.mapper().readTree(lines[1]).get("error").asText()).startsWith("request: the line is longer than 40");
  }

  @Test
  void encodersAreSharedPerTable() {
    int a = newGame("loyang", 4, 1);
    int b = newGame("loyang", 4, 2);
    int twin = ok("{\"cmd\":\"resample\",\"handle\":" + a + ",\"seat\":1,\"seed\":3}").get("handle").asInt();
    int copy = ok("{\"cmd\":\"clone\",\"handle\":" + b + "}").get("handle").asInt();
    assertThat(bridge.encodersBuilt()).isEqualTo(1);
    for (int h : new int[] {b, twin, copy}) {
      assertThat(bridge.session(h).encoder).isSameAs(bridge.session(a).encoder);
    }
    newGame("loyang", 3, 1);
    assertThat(bridge.encodersBuilt()).isEqualTo(2);
  }

  @Test
  void closeAllClosesManyGamesInOneRequest() {
    int a = newGame("portroyal", 2, 1);
    int b = ok("{\"cmd\":\"clone\",\"handle\":" + a + "}").get("handle").asInt();
    int c = newGame("portroyal", 2, 2);
    assertThat(ok("{\"cmd\":\"stats\"}").get("open").asInt()).isEqualTo(3);
    ok("{\"cmd\":\"closeAll\",\"handles\":[" + a + "," + b + ",999]}");
    assertThat(ok("{\"cmd\":\"stats\"}").get("open").asInt()).isEqualTo(1);
    assertRejected("{\"cmd\":\"state\",\"handle\":" + a + "}", "handle: no open game");
    ok("{\"cmd\":\"state\",\"handle\":" + c + "}");
    assertRejected("{\"cmd\":\"closeAll\",\"handles\":[1.5]}", "handles[0]: must be an integer");
  }

  @Test
  void eachSeatGetsOnlyTheEventsItMaySee() {
    eachSeatGetsOnlyItsEvents(Games.byId("loyang"), 3);
    eachSeatGetsOnlyItsEvents(Games.byId("portroyal-stiche"), 3);
  }

  private <S, A, E extends GameEvent, V, O> void eachSeatGetsOnlyItsEvents(Game<S, A, E, V, O> game, int players) {
    int h = newGame(game.info().id(), players, 9);
    S state = game.setup(game.defaultOptions(), players, 9);
    RandomSource random = new RandomSource(4);
    int privateSeen = 0;
    for (int step = 0; step < 120 && !game.isOver(state); step++) {
      List<A> legal = game.legalActions(state);
      int index = random.nextInt(legal.size());
      JsonNode r = ok("{\"cmd\":\"apply\",\"handle\":" + h + ",\"index\":" + index + "}");
      Step<S, E> local = game.apply(state, legal.get(index));
      state = local.state();
      assertThat(r.get("events").size()).isEqualTo(players);
      for (int s = 0; s < players; s++) {
        List<JsonNode> expected = local.eventsFor(s).stream().map(Json::toTree).toList();
        List<JsonNode> got = new ArrayList<>();
        r.get("events").get(s).forEach(e -> got.add(e.get("event")));
        assertThat(got).as("seat %d's events at step %d", s, step).isEqualTo(expected);
      }
      privateSeen += (int) local.events().stream().filter(e -> e.privateTo() >= 0).count();
    }
    assertThat(privateSeen).as(game.info().id() + " has private events in 120 steps").isPositive();
  }

  @Test
  void stepAnswersTheNextObservationAndLegalCodesInOneTrip() {
    Game<?, ?, ?, ?, ?> game = Games.byId("portroyal");
    oneTrip(game);
  }

  private <S, A, E extends GameEvent, V, O> void oneTrip(Game<S, A, E, V, O> game) {
    JsonNode start = ok("{\"cmd\":\"new\",\"game\":\"" + game.info().id() + "\",\"players\":3,\"seed\":4,"
        + "\"observe\":true}");
    int h = start.get("handle").asInt();
    Encoder<S, A, V, O> encoder = Encoder.of(game, game.defaultOptions(), 3);
    S state = game.setup(game.defaultOptions(), 3, 4);
    JsonNode frame = start;
    RandomSource random = new RandomSource(8);
    while (!game.isOver(state)) {
      int seat = frame.get("toMove").asInt();
      assertThat(floats(frame.get("obs").asText())).isEqualTo(encoder.observe(state, seat));
      int[] codes = ints(frame.get("legal").asText());
      assertThat(codes).isEqualTo(encoder.legalIndices(state));
      int code = codes[random.nextInt(codes.length)];
      frame = ok("{\"cmd\":\"step\",\"handle\":" + h + ",\"code\":" + code + "}");
      assertThat(frame.has("events")).isFalse();
      state = game.apply(state, encoder.decode(code)).state();
    }
    assertThat(frame.get("toMove").asInt()).isEqualTo(-1);
    assertThat(frame.has("obs")).isFalse();
    assertThat(frame.get("finished").get("winners").size()).isPositive();
    assertRejected("{\"cmd\":\"step\",\"handle\":" + h + ",\"index\":0}", "index: 0 is not a position in the 0 legal");
  }

  @Test
  void aBatchStepsEveryGameLikeSingleStepsAndIsAllOrNothing() {
    Game<?, ?, ?, ?, ?> game = Games.byId("portroyal-unterwegs");
    int n = 5;
    int[] batch = new int[n];
    int[] single = new int[n];
    StringBuilder handles = new StringBuilder();
    for (int k = 0; k < n; k++) {
      batch[k] = newGame(game.info().id(), 2, k);
      single[k] = newGame(game.info().id(), 2, k);
      handles.append(k == 0 ? "" : ",").append(batch[k]);
    }
    JsonNode frame = ok("{\"cmd\":\"reset\",\"handles\":[" + handles + "],\"seeds\":[0,1,2,3,4]}");
    RandomSource random = new RandomSource(2);
    for (int round = 0; round < 400; round++) {
      int[] codes = ints(frame.get("legal").asText());
      int[] picks = new int[n];
      int offset = 0;
      boolean any = false;
      for (int k = 0; k < n; k++) {
        int count = frame.get("counts").get(k).asInt();
        picks[k] = count == 0 ? -1 : codes[offset + random.nextInt(count)];
        offset += count;
        any |= count > 0;
      }
      if (!any) {
        break;
      }
      List<Integer> live = new ArrayList<>();
      for (int k = 0; k < n; k++) {
        if (picks[k] >= 0) {
          live.add(k);
        }
      }
      String liveHandles = String.join(",", live.stream().map(k -> "" + batch[k]).toList());
      String liveCodes = String.join(",", live.stream().map(k -> "" + picks[k]).toList());
      if (round == 3) {
        JsonNode before = ok("{\"cmd\":\"state\",\"handle\":" + batch[live.get(0)] + "}").get("state");
        JsonNode bad = call("{\"cmd\":\"batch\",\"handles\":[" + liveHandles + "],\"codes\":["
            + liveCodes.replaceAll("\\d+$", "99999") + "]}");
        assertThat(bad.get("ok").asBoolean()).isFalse();
        assertThat(bad.get("at").asInt()).isEqualTo(live.size() - 1);
        assertThat(bad.get("error").asText()).startsWith("handles[" + (live.size() - 1) + "]: ");
        assertThat(ok("{\"cmd\":\"state\",\"handle\":" + batch[live.get(0)] + "}").get("state")).isEqualTo(before);
      }
      JsonNode next = ok("{\"cmd\":\"batch\",\"handles\":[" + liveHandles + "],\"codes\":[" + liveCodes + "]}");
      float[] obs = floats(next.get("obs").asText());
      int size = next.get("observationSize").asInt();
      for (int j = 0; j < live.size(); j++) {
        int k = live.get(j);
        JsonNode one = ok("{\"cmd\":\"step\",\"handle\":" + single[k] + ",\"code\":" + picks[k] + "}");
        assertThat(next.get("toMove").get(j).asInt()).isEqualTo(one.get("toMove").asInt());
        if (one.has("obs")) {
          assertThat(java.util.Arrays.copyOfRange(obs, j * size, (j + 1) * size)).isEqualTo(floats(one.get("obs")
              .asText()));
        } else {
          assertThat(next.get("finished").get(j)).isEqualTo(one.get("finished"));
        }
      }
      // the legal codes of all n games (finished ones have none) for the next round
      StringBuilder all = new StringBuilder();
      for (int k = 0; k < n; k++) {
        all.append(k == 0 ? "" : ",").append(batch[k]);
      }
      frame = framesOf(all.toString());
    }
    for (int k = 0; k < n; k++) {
      assertThat(ok("{\"cmd\":\"state\",\"handle\":" + batch[k] + "}").get("state"))
          .isEqualTo(ok("{\"cmd\":\"state\",\"handle\":" + single[k] + "}").get("state"));
      assertThat(ok("{\"cmd\":\"status\",\"handle\":" + batch[k] + "}").get("toMove").asInt()).isEqualTo(-1);
    }
  }

  /** The current frames of some games, through a batch of no moves: each game is stepped on its own here. */
  private JsonNode framesOf(String handles) {
    ObjectNode combined = Json.mapper().createObjectNode();
    var counts = combined.putArray("counts");
    List<Integer> codes = new ArrayList<>();
    for (String h : handles.split(",")) {
      JsonNode s = ok("{\"cmd\":\"status\",\"handle\":" + h + "}");
      if (s.get("toMove").asInt() < 0) {
        counts.add(0);
        continue;
      }
      JsonNode legal = ok("{\"cmd\":\"legal\",\"handle\":" + h + "}").get("actions");
      counts.add(legal.size());
      legal.forEach(a -> codes.add(a.get("code").asInt()));
    }
    combined.put("legal", Base64.getEncoder().encodeToString(intsToBytes(codes)));
    return combined;
  }

  private static byte[] intsToBytes(List<Integer> values) {
    ByteBuffer b = ByteBuffer.allocate(values.size() * 4).order(ByteOrder.LITTLE_ENDIAN);
    values.forEach(b::putInt);
    return b.array();
  }

  @Test
  void aBatchOnAllCoresAnswersExactlyAsOneInOrder() {
    Bridge parallel = new Bridge(Bridge.MAX_LINE, 1);
    Bridge sequential = new Bridge(Bridge.MAX_LINE, Integer.MAX_VALUE);
    for (String game : new String[] {"loyang", "portroyal-stiche"}) {
      int n = 12;
      StringBuilder handles = new StringBuilder();
      for (int k = 0; k < n; k++) {
        String create = "{\"cmd\":\"new\",\"game\":\"" + game + "\",\"players\":3,\"seed\":" + k + "}";
        int h = parallel.handle(create).get("handle").asInt();
        assertThat(sequential.handle(create).get("handle").asInt()).isEqualTo(h);
        handles.append(k == 0 ? "" : ",").append(h);
      }
      String reset = "{\"cmd\":\"reset\",\"handles\":[" + handles + "],\"seeds\":[" + handles + "]}";
      JsonNode frame = parallel.handle(reset);
      assertThat(sequential.handle(reset)).isEqualTo(frame);
      RandomSource random = new RandomSource(5);
      for (int round = 0; round < 60; round++) {
        int[] legal = ints(frame.get("legal").asText());
        StringBuilder live = new StringBuilder();
        StringBuilder picks = new StringBuilder();
        int offset = 0;
        for (int k = 0; k < n; k++) {
          int count = frame.get("counts").get(k).asInt();
          if (count > 0) {
            live.append(live.isEmpty() ? "" : ",").append(handles.toString().split(",")[k]);
            picks.append(picks.isEmpty() ? "" : ",").append(legal[offset + random.nextInt(count)]);
          }
          offset += count;
        }
        if (live.isEmpty()) {
          break;
        }
        // the same batch with two rejected codes: both bridges name the first, and nothing changes
        String bad = "{\"cmd\":\"batch\",\"handles\":[" + live + "],\"codes\":[" + picks.toString()
            .replaceFirst("^\\d+", "-1").replaceAll("\\d+$", "-2") + "]}";
        JsonNode refused = parallel.handle(bad);
        assertThat(refused.get("at").asInt()).isZero();
        assertThat(sequential.handle(bad)).isEqualTo(refused);
        String batch = "{\"cmd\":\"batch\",\"handles\":[" + live + "],\"codes\":[" + picks + "]}";
        JsonNode stepped = parallel.handle(batch);
        assertThat(sequential.handle(batch)).isEqualTo(stepped);
        frame = framesOf(handles.toString(), parallel);
      }
      for (String h : handles.toString().split(",")) {
        assertThat(parallel.handle("{\"cmd\":\"state\",\"handle\":" + h + "}"))
            .isEqualTo(sequential.handle("{\"cmd\":\"state\",\"handle\":" + h + "}"));
      }
    }
  }

  /** The current legal codes and counts of some games, asked game by game. */
  private static JsonNode framesOf(String handles, Bridge on) {
    ObjectNode combined = Json.mapper().createObjectNode();
    var counts = combined.putArray("counts");
    List<Integer> codes = new ArrayList<>();
    for (String h : handles.split(",")) {
      if (on.handle("{\"cmd\":\"status\",\"handle\":" + h + "}").get("toMove").asInt() < 0) {
        counts.add(0);
        continue;
      }
      JsonNode legal = on.handle("{\"cmd\":\"legal\",\"handle\":" + h + "}").get("actions");
      counts.add(legal.size());
      legal.forEach(a -> codes.add(a.get("code").asInt()));
    }
    combined.put("legal", Base64.getEncoder().encodeToString(intsToBytes(codes)));
    return combined;
  }

  @Test
  void aGameLoadsFromItsSavedGameItsStateOrASeatsView() {
    int h = newGame("portroyal-stiche", 3, 21);
    RandomSource random = new RandomSource(1);
    for (int i = 0; i < 30; i++) {
      int count = ok("{\"cmd\":\"legal\",\"handle\":" + h + "}").get("actions").size();
      ok("{\"cmd\":\"apply\",\"handle\":" + h + ",\"index\":" + random.nextInt(count) + ",\"events\":false}");
    }
    JsonNode state = ok("{\"cmd\":\"state\",\"handle\":" + h + "}").get("state");
    JsonNode saved = ok("{\"cmd\":\"saved\",\"handle\":" + h + "}").get("saved");
    int fromSaved = ok("{\"cmd\":\"load\",\"game\":\"portroyal-stiche\",\"saved\":" + saved + "}").get("handle")
        .asInt();
    assertThat(ok("{\"cmd\":\"state\",\"handle\":" + fromSaved + "}").get("state")).isEqualTo(state);
    assertThat(ok("{\"cmd\":\"saved\",\"handle\":" + fromSaved + "}").get("saved")).isEqualTo(saved);
    JsonNode fromState = ok("{\"cmd\":\"load\",\"game\":\"portroyal-stiche\",\"state\":" + state + "}");
    assertThat(fromState.get("players").asInt()).isEqualTo(3);
    int loaded = fromState.get("handle").asInt();
    assertThat(ok("{\"cmd\":\"legal\",\"handle\":" + loaded + "}"))
        .isEqualTo(ok("{\"cmd\":\"legal\",\"handle\":" + h + "}"));
    assertRejected("{\"cmd\":\"saved\",\"handle\":" + loaded + "}", "handle: a loaded position has no saved game");
    JsonNode view = ok("{\"cmd\":\"view\",\"handle\":" + h + ",\"seat\":2}").get("view");
    int dealt = ok("{\"cmd\":\"load\",\"game\":\"portroyal-stiche\",\"view\":" + view + ",\"seed\":5}")
        .get("handle").asInt();
    assertThat(ok("{\"cmd\":\"view\",\"handle\":" + dealt + ",\"seat\":2}").get("view")).isEqualTo(view);
    assertThat(bridge.encodersBuilt()).isEqualTo(1);
    assertRejected("{\"cmd\":\"load\",\"game\":\"portroyal-stiche\",\"state\":null}", "state: must be");
    assertRejected("{\"cmd\":\"load\",\"game\":\"portroyal-stiche\"}", "load: give exactly one of");
    int copy = ok("{\"cmd\":\"clone\",\"handle\":" + h + "}").get("handle").asInt();
    ok("{\"cmd\":\"apply\",\"handle\":" + copy + ",\"index\":0}");
    assertThat(ok("{\"cmd\":\"state\",\"handle\":" + h + "}").get("state")).isEqualTo(state);
  }

  @Test
  void actAnswersAnAgentsChoiceWithoutPlayingIt() {
    int h = newGame("portroyal-unterwegs", 2, 3);
    JsonNode state = ok("{\"cmd\":\"state\",\"handle\":" + h + "}").get("state");
    JsonNode choice = ok("{\"cmd\":\"act\",\"handle\":" + h + ",\"agent\":\"greedy:samples=2\",\"seed\":4}");
    JsonNode legal = ok("{\"cmd\":\"legal\",\"handle\":" + h + "}").get("actions");
    assertThat(legal.get(choice.get("index").asInt()).get("action")).isEqualTo(choice.get("action"));
    assertThat(legal.get(choice.get("index").asInt()).get("code")).isEqualTo(choice.get("code"));
    assertThat(ok("{\"cmd\":\"state\",\"handle\":" + h + "}").get("state")).isEqualTo(state);
    assertThat(ok("{\"cmd\":\"act\",\"handle\":" + h + ",\"agent\":\"greedy:samples=2\",\"seed\":4}"))
        .isEqualTo(choice);
    assertRejected("{\"cmd\":\"act\",\"handle\":" + h + ",\"agent\":\"nobody\"}", "agents");
    assertThat(ok("{\"cmd\":\"render\",\"handle\":" + h + ",\"locale\":\"de\"}").get("text").asText()).isNotBlank();
  }

  @Test
  void layoutListsTheBlocksRadices() {
    int h = newGame("gilded-compass", 2, 1);
    JsonNode blocks = ok("{\"cmd\":\"layout\",\"handle\":" + h + "}").get("actions");
    int total = 0;
    for (JsonNode b : blocks) {
      long product = 1;
      for (JsonNode r : b.get("radices")) {
        product *= r.asInt();
      }
      if (!b.get("radices").isEmpty()) {
        assertThat(product).as(b.toString()).isEqualTo(b.get("size").asLong());
      }
      total += b.get("size").asInt();
    }
    assertThat(total).isEqualTo(691_242);
  }
}
