package org.spielwerk.research.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.research.Encoder;

/**
 * The vector path (issue 23): batches played with the event-free {@code play} equal the same actions
 * through {@code apply}; binary frames carry exactly the text frames' numbers; autoreset deals a game
 * that ended at once, with the next seed, after reporting its outcome; bad requests change nothing.
 */
class BridgeFramesTest {

  /** A binary answer read back: toMove, counts, legal codes and observations. */
  private record Frame(int[] toMove, int[] counts, int[] legal, float[] obs, int size) {
    static Frame of(JsonNode answer, byte[] bytes, int n) {
      ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
      int legalCount = answer.get("legalCount").asInt();
      int size = answer.get("observationSize").asInt();
      int[] ints = new int[2 * n + legalCount];
      b.asIntBuffer().get(ints);
      float[] obs = new float[(bytes.length - 4 * ints.length) / 4];
      b.position(4 * ints.length);
      b.asFloatBuffer().get(obs);
      assertThat(bytes.length).isEqualTo(answer.get("frame").asInt());
      return new Frame(Arrays.copyOfRange(ints, 0, n), Arrays.copyOfRange(ints, n, 2 * n),
          Arrays.copyOfRange(ints, 2 * n, ints.length), obs, size);
    }

    int start(int k) {
      int s = 0;
      for (int i = 0; i < k; i++) {
        s += counts[i];
      }
      return s;
    }
  }

  private static JsonNode ok(Bridge bridge, String json) {
    JsonNode r = bridge.handle(json);
    assertThat(r.get("ok").asBoolean()).as(json + " -> " + r).isTrue();
    return r;
  }

  private static String list(int[] values) {
    return String.join(",", Arrays.stream(values).mapToObj(Integer::toString).toList());
  }

  @Test
  void batchesPlayedFastEqualTheSameActionsThroughApplyInEveryGame() {
    Object[][] tables = {{"portroyal-unterwegs", 2, 300}, {"portroyal-unterwegs", 4, 60}, {"portroyal", 3, 60},
        {"portroyal-stiche", 3, 60}, {"loyang", 2, 40}, {"gilded-compass", 3, 25}};
    for (Object[] t : tables) {
      fastEqualsApply((String) t[0], (Integer) t[1], (Integer) t[2]);
    }
  }

  /**
   * Games stepped in binary batches with autoreset (play) beside twins stepped one action at a time with
   * {@code apply} and its events, reset by hand with the same seeds: equal states, the frame's numbers
   * equal to the encoder's (observations through the seat's view), and every outcome reported once.
   */
  @SuppressWarnings("unchecked")
  private static <S> void fastEqualsApply(String id, int players, int rounds) {
    Bridge bridge = new Bridge();
    int n = 4;
    int[] fast = new int[n];
    int[] slow = new int[n];
    int[] seeds = new int[n];
    for (int k = 0; k < n; k++) {
      seeds[k] = 100 + k;
      String create = "{\"cmd\":\"new\",\"game\":\"" + id + "\",\"players\":" + players + ",\"seed\":" + seeds[k] + "}";
      fast[k] = ok(bridge, create).get("handle").asInt();
      slow[k] = ok(bridge, create).get("handle").asInt();
    }
    Session<S, ?, ?, ?, ?> first = (Session<S, ?, ?, ?, ?>) bridge.session(fast[0]);
    Encoder<S, ?, ?, ?> encoder = (Encoder<S, ?, ?, ?>) first.encoder();
    JsonNode answer = ok(bridge, "{\"cmd\":\"reset\",\"binary\":true,\"handles\":[" + list(fast) + "],\"seeds\":["
        + list(seeds) + "]}");
    Frame frame = Frame.of(answer, bridge.takeFrame(), n);
    RandomSource random = new RandomSource(id.hashCode());
    long nextSeed = 1000;
    int ended = 0;
    for (int round = 0; round < rounds; round++) {
      for (int k = 0; k < n; k++) {
        S state = ((Session<S, ?, ?, ?, ?>) bridge.session(slow[k])).state;
        assertThat(ok(bridge, "{\"cmd\":\"state\",\"handle\":" + fast[k] + "}").get("state"))
            .as("%s game %d round %d", id, k, round).isEqualTo(Json.toTree(state));
        int seat = frame.toMove()[k];
        assertThat(seat).isEqualTo(bridge.session(slow[k]).toMove());
        int start = frame.start(k);
        assertThat(Arrays.copyOfRange(frame.legal(), start, start + frame.counts()[k]))
            .isEqualTo(encoder.legalIndices(state));
        assertThat(Arrays.copyOfRange(frame.obs(), k * frame.size(), (k + 1) * frame.size()))
            .as("%s game %d round %d: the observation equals the one through the view", id, k, round)
            .isEqualTo(encoder.observeFromView(state, seat));
      }
      int[] codes = new int[n];
      for (int k = 0; k < n; k++) {
        codes[k] = frame.legal()[frame.start(k) + random.nextInt(frame.counts()[k])];
      }
      answer = ok(bridge, "{\"cmd\":\"batch\",\"binary\":true,\"autoreset\":true,\"seed\":" + nextSeed
          + ",\"handles\":[" + list(fast) + "],\"codes\":[" + list(codes) + "]}");
      frame = Frame.of(answer, bridge.takeFrame(), n);
      JsonNode endedNow = answer.get("ended");
      assertThat(answer.get("resets").asInt()).isEqualTo(endedNow.size());
      int j = 0;
      for (int k = 0; k < n; k++) {
        JsonNode applied = ok(bridge, "{\"cmd\":\"apply\",\"handle\":" + slow[k] + ",\"code\":" + codes[k] + "}");
        assertThat(applied.has("events")).isTrue(); // the slow twin went through apply
        if (applied.get("toMove").asInt() < 0) {
          JsonNode outcome = endedNow.get(j++);
          assertThat(outcome.get("at").asInt()).isEqualTo(k);
          assertThat(outcome.get("winners")).isEqualTo(applied.get("finished").get("winners"));
          assertThat(outcome.get("scores")).isEqualTo(applied.get("finished").get("scores"));
          ok(bridge, "{\"cmd\":\"reset\",\"handles\":[" + slow[k] + "],\"seeds\":[" + (nextSeed + j - 1) + "]}");
          ended++;
        }
      }
      assertThat(j).as("every game that ended is reported").isEqualTo(endedNow.size());
      nextSeed += j;
    }
    if (id.equals("portroyal-unterwegs") && players == 2) {
      assertThat(ended).as("games ended and were dealt anew").isGreaterThan(4);
    }
  }

  @Test
  void binaryFramesCarryTheTextFramesNumbersAndServeWritesThemAfterTheLine() throws Exception {
    Bridge text = new Bridge();
    Bridge binary = new Bridge();
    int n = 6;
    int[] handles = new int[n];
    for (int k = 0; k < n; k++) {
      String create = "{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":3,\"seed\":" + k + "}";
      handles[k] = ok(text, create).get("handle").asInt();
      assertThat(ok(binary, create).get("handle").asInt()).isEqualTo(handles[k]);
    }
    String reset = "{\"cmd\":\"reset\",\"handles\":[" + list(handles) + "],\"seeds\":[1,2,3,4,5,6]";
    JsonNode t = ok(text, reset + "}");
    JsonNode b = ok(binary, reset + ",\"binary\":true}");
    RandomSource random = new RandomSource(9);
    long seed = 50;
    for (int round = 0; round < 300; round++) {
      Frame f = Frame.of(b, binary.takeFrame(), n);
      assertThat(f.obs()).isEqualTo(floats(t.get("obs").asText()));
      assertThat(f.legal()).isEqualTo(ints(t.get("legal").asText()));
      for (int k = 0; k < n; k++) {
        assertThat(f.toMove()[k]).isEqualTo(t.get("toMove").get(k).asInt());
        assertThat(f.counts()[k]).isEqualTo(t.get("counts").get(k).asInt());
      }
      int[] codes = new int[n];
      for (int k = 0; k < n; k++) {
        codes[k] = f.legal()[f.start(k) + random.nextInt(f.counts()[k])];
      }
      String batch = "{\"cmd\":\"batch\",\"autoreset\":true,\"seed\":" + seed + ",\"handles\":[" + list(handles)
          + "],\"codes\":[" + list(codes) + "]";
      t = ok(text, batch + "}");
      b = ok(binary, batch + ",\"binary\":true}");
      assertThat(b.get("resets")).isEqualTo(t.get("resets"));
      for (JsonNode e : b.get("ended")) {
        JsonNode finished = t.get("finished").get(e.get("at").asInt());
        assertThat(e.get("ranks")).isEqualTo(finished.get("ranks"));
      }
      seed += b.get("resets").asInt();
    }
    assertThat(seed).as("games ended and were dealt anew").isGreaterThan(50);

    // over byte streams the frame's bytes follow the answer's line
    String requests = "{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":3}\n"
        + "{\"cmd\":\"reset\",\"handles\":[1],\"seeds\":[3],\"binary\":true}\n"
        + "{\"cmd\":\"status\",\"handle\":1}\n";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new Bridge().serve(new ByteArrayInputStream(requests.getBytes(StandardCharsets.UTF_8)), out);
    byte[] all = out.toByteArray();
    int firstEnd = indexOf(all, 0);
    int secondEnd = indexOf(all, firstEnd + 1);
    JsonNode second = Json.mapper().readTree(new String(all, firstEnd + 1, secondEnd - firstEnd - 1,
        StandardCharsets.UTF_8));
    int length = second.get("frame").asInt();
    JsonNode third = Json.mapper().readTree(new String(all, secondEnd + 1 + length,
        all.length - secondEnd - 1 - length, StandardCharsets.UTF_8));
    assertThat(third.get("ok").asBoolean()).isTrue();
    Frame f = Frame.of(second, Arrays.copyOfRange(all, secondEnd + 1, secondEnd + 1 + length), 1);
    assertThat(f.toMove()[0]).isEqualTo(third.get("toMove").asInt());
  }

  private static int indexOf(byte[] bytes, int from) {
    for (int i = from; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        return i;
      }
    }
    throw new AssertionError("no line end after " + from);
  }

  @Test
  void badVectorRequestsAreRefusedNamingTheFieldAndChangeNothing() {
    Bridge bridge = new Bridge();
    int a = ok(bridge, "{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":1}").get("handle")
        .asInt();
    int b = ok(bridge, "{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":2}").get("handle")
        .asInt();
    JsonNode before = ok(bridge, "{\"cmd\":\"state\",\"handle\":" + a + "}").get("state");
    int legal = ok(bridge, "{\"cmd\":\"legal\",\"handle\":" + a + "}").get("actions").get(0).get("code").asInt();
    String handles = "\"handles\":[" + a + "," + b + "]";
    // -1 skips only a game that is over
    assertRefused(bridge, "{\"cmd\":\"batch\"," + handles + ",\"codes\":[" + legal + ",-1]}", "handles[1]: ");
    assertRefused(bridge, "{\"cmd\":\"batch\"," + handles + ",\"codes\":[" + legal + ",0],\"autoreset\":true}",
        "seed: autoreset");
    assertRefused(bridge, "{\"cmd\":\"batch\"," + handles + ",\"codes\":[" + legal + ",0],\"binary\":1}",
        "binary: must be");
    assertRefused(bridge, "{\"cmd\":\"batch\"," + handles + ",\"codes\":[" + legal + ",0],\"autoreset\":true,"
        + "\"seed\":\"5\"}", "seed: must be");
    int loaded = ok(bridge, "{\"cmd\":\"load\",\"game\":\"portroyal-unterwegs\",\"state\":" + before + "}")
        .get("handle").asInt();
    assertRefused(bridge, "{\"cmd\":\"batch\",\"handles\":[" + a + "," + loaded + "],\"codes\":[" + legal + ","
        + legal + "],\"autoreset\":true,\"seed\":5}", "handles[1]: handle: only a set-up game");
    assertThat(ok(bridge, "{\"cmd\":\"state\",\"handle\":" + a + "}").get("state")).isEqualTo(before);
    assertThat(bridge.takeFrame()).isNull();

    // a text stream cannot carry a binary frame: refused, and the bridge answers on
    StringWriter out = new StringWriter();
    try {
      new Bridge().serve(new StringReader("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\"}\n"
          + "{\"cmd\":\"reset\",\"handles\":[1],\"seeds\":[1],\"binary\":true}\n{\"cmd\":\"status\",\"handle\":1}\n"),
          new PrintWriter(out));
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
    String[] lines = out.toString().split("\n");
    assertThat(lines).hasSize(3);
    assertThat(lines[1]).contains("\"ok\":false").contains("binary: this bridge serves a text stream");
    assertThat(lines[2]).contains("\"ok\":true");
  }

  private static void assertRefused(Bridge bridge, String json, String startsWith) {
    JsonNode r = bridge.handle(json);
    assertThat(r.get("ok").asBoolean()).as(json).isFalse();
    assertThat(r.get("error").asText()).as(json).startsWith(startsWith);
    assertThat(bridge.takeFrame()).isNull();
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
}
