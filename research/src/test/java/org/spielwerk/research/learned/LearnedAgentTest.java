package org.spielwerk.research.learned;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomAgent;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.research.Encoder;
import org.spielwerk.research.pool.SmallIds;

/**
 * The agent {@code nn} from a model file written here (random weights; the same choices as Python's numpy are
 * python/tests/test_learned.py, the shipped models' strength docs/research.md).
 */
class LearnedAgentTest {
  @TempDir
  Path dir;

  /** Writes a safetensors file of random weights for a table (default options), with its metadata. */
  Path model(String gameId, int players, long seed, Map<String, String> overrides) throws Exception {
    Game<?, ?, ?, ?, ?> game = Games.byId(gameId);
    Encoder<?, ?, ?, ?> encoder = encoder(game, players);
    SmallIds ids = SmallIds.of(encoder.actionLayout(), encoder.actionCount(), null);
    int inputs = encoder.observationSize() + ids.featureSize();
    int hidden = 8;
    Random random = new Random(seed);
    Map<String, float[][]> tensors = new LinkedHashMap<>();
    tensors.put("mean", new float[][] {gaussian(random, inputs, 0.5f)});
    float[] var = new float[inputs];
    for (int i = 0; i < inputs; i++) {
      var[i] = 0.2f + random.nextFloat() * 3;
    }
    tensors.put("var", new float[][] {var});
    tensors.put("body.0.weight", matrix(random, hidden, inputs));
    tensors.put("body.0.bias", new float[][] {gaussian(random, hidden, 0.1f)});
    tensors.put("policy.weight", matrix(random, ids.ids(), hidden));
    tensors.put("policy.bias", new float[][] {gaussian(random, ids.ids(), 0.1f)});
    tensors.put("value.weight", matrix(random, 1, hidden));
    tensors.put("value.bias", new float[][] {{0f}});
    Map<String, String> metadata = new LinkedHashMap<>();
    metadata.put("format", LearnedPolicy.FORMAT);
    metadata.put("game", gameId);
    metadata.put("players", String.valueOf(players));
    metadata.put("options", Json.write(game.defaultOptions()));
    metadata.put("factored", String.valueOf(ids.factored()));
    metadata.put("layout", Json.write(LearnedPolicy.layoutOf(encoder, ids)));
    metadata.put("layout_hash", "test");
    metadata.putAll(overrides);
    metadata.values().removeIf(v -> v == null);
    Path file = dir.resolve(gameId + "-" + players + "-" + seed + ".safetensors");
    Files.write(file, safetensors(tensors, metadata));
    return file;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Encoder<?, ?, ?, ?> encoder(Game game, int players) {
    return Encoder.of(game, game.defaultOptions(), players);
  }

  private static float[] gaussian(Random random, int n, float scale) {
    float[] v = new float[n];
    for (int i = 0; i < n; i++) {
      v[i] = (float) random.nextGaussian() * scale;
    }
    return v;
  }

  private static float[][] matrix(Random random, int rows, int columns) {
    float[][] m = new float[rows][];
    for (int r = 0; r < rows; r++) {
      m[r] = gaussian(random, columns, 1f);
    }
    return m;
  }

  /** The safetensors layout: header length, JSON header (dtype, shape, byte range; __metadata__), data. */
  static byte[] safetensors(Map<String, float[][]> tensors, Map<String, String> metadata) {
    ObjectNode header = Json.mapper().createObjectNode();
    header.set("__metadata__", Json.mapper().valueToTree(metadata));
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    for (Map.Entry<String, float[][]> t : tensors.entrySet()) {
      float[][] m = t.getValue();
      ObjectNode spec = header.putObject(t.getKey()).put("dtype", "F32");
      ArrayNode shape = spec.putArray("shape");
      if (t.getKey().endsWith("weight")) {
        shape.add(m.length);
      }
      shape.add(m[0].length);
      int begin = data.size();
      ByteBuffer bytes = ByteBuffer.allocate(4 * m.length * m[0].length).order(ByteOrder.LITTLE_ENDIAN);
      for (float[] row : m) {
        for (float v : row) {
          bytes.putFloat(v);
        }
      }
      data.writeBytes(bytes.array());
      spec.putArray("data_offsets").add(begin).add(data.size());
    }
    byte[] json = Json.write(header).getBytes(StandardCharsets.UTF_8);
    ByteBuffer out = ByteBuffer.allocate(8 + json.length + data.size()).order(ByteOrder.LITTLE_ENDIAN);
    out.putLong(json.length).put(json).put(data.toByteArray());
    return out.array();
  }

  /** Plays a whole seeded game, nn at seat 0 and random elsewhere; every nn choice must be legal. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static List<Object> play(Game game, int players, Agent nn, long seed) {
    Object state = game.setup(game.defaultOptions(), players, seed);
    RandomSource random = new RandomSource(seed);
    Agent other = new RandomAgent();
    List<Object> played = new ArrayList<>();
    int decisions = 0;
    while (game.status(state) instanceof Status.ToMove m) {
      Object action;
      if (m.seat() == 0) {
        action = nn.choose(game, state, random);
        assertThat(game.legalActions(state)).contains(action);
        decisions++;
      } else {
        action = other.choose(game, state, random);
      }
      played.add(action);
      state = game.play(state, action);
    }
    assertThat(decisions).isPositive();
    return played;
  }

  @Test
  void aModelFilePlaysWholeGamesOfEveryGameLegallyAndTheSameForTheSameSeed() throws Exception {
    for (String id : Encoder.gameIds()) {
      int players = id.equals("portroyal-stiche") ? 3 : 2;
      Agent nn = Agents.byName("nn:model=" + model(id, players, 1, Map.of()));
      assertThat(nn.name()).isEqualTo("nn");
      Game<?, ?, ?, ?, ?> game = Games.byId(id);
      assertThat(play(game, players, nn, 7)).as(id).isEqualTo(play(game, players, nn, 7));
    }
  }

  @Test
  void aModelPlaysOnlyItsOwnTable() throws Exception {
    Path two = model("portroyal-unterwegs", 2, 1, Map.of());
    Agent nn = Agents.byName("nn:model=" + two);
    Game<?, ?, ?, ?, ?> unterwegs = Games.byId("portroyal-unterwegs");
    assertThatThrownBy(() -> play(unterwegs, 3, nn, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("plays portroyal-unterwegs at 2 seats");
    assertThatThrownBy(() -> play(Games.byId("loyang"), 2, nn, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("plays portroyal-unterwegs, not loyang");
    for (String id : Encoder.gameIds()) {
      Agent other = Agents.byName("nn:model=" + model(id, 3, 2, Map.of()));
      assertThatThrownBy(() -> play(Games.byId(id), 4, other, 1)).as(id).isInstanceOf(InvalidSetupException.class)
          .hasMessageContaining("at 3 seats").hasMessageNotContaining("Slice[");
    }
  }

  @Test
  void aModelOfAnotherEncodingIsRefusedNamingTheFirstDifference() throws Exception {
    Game<?, ?, ?, ?, ?> game = Games.byId("portroyal-unterwegs");
    ArrayNode layout = LearnedPolicy.layoutOf(encoder(game, 2), SmallIds.of(encoder(game, 2).actionLayout(), 43, null));
    ((ObjectNode) layout.get(0).get(3)).put("name", "renamed");
    Agent nn = Agents.byName("nn:model=" + model("portroyal-unterwegs", 2, 1, Map.of("layout", Json.write(layout))));
    assertThatThrownBy(() -> play(game, 2, nn, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("trained on another encoding").hasMessageContaining("observation slice 3")
        .hasMessageContaining("renamed");
  }

  @Test
  void aMissingOrDamagedFileIsRefusedWhenTheSpecIsRead() throws Exception {
    assertThatThrownBy(() -> Agents.byName("nn:model=" + dir.resolve("none.safetensors")))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("no such file");
    assertThatThrownBy(() -> Agents.byName("nn:depth=3")).hasMessageContaining("nn has no parameter 'depth'");
    assertThatThrownBy(() -> Agents.byName("nn:sample=yes")).hasMessageContaining("sample: must be true or false");
    Path good = model("portroyal-unterwegs", 2, 1, Map.of());
    byte[] bytes = Files.readAllBytes(good);
    Path bad = dir.resolve("bad.safetensors");
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putLong(0, 1L << 40);
    Files.write(bad, bytes);
    assertThatThrownBy(() -> Agents.byName("nn:model=" + bad)).hasMessageContaining("header length 1099511627776");
    Files.write(bad, java.util.Arrays.copyOf(Files.readAllBytes(good), bytes.length - 4));
    assertThatThrownBy(() -> Agents.byName("nn:model=" + bad)).hasMessageContaining("tensor 'value.bias'");
    Path old = model("portroyal-unterwegs", 2, 1, Map.of("format", "spielwerk-policy-0"));
    assertThatThrownBy(() -> Agents.byName("nn:model=" + old)).hasMessageContaining("its format is 'spielwerk-policy-0'");
    Map<String, String> noGame = new java.util.HashMap<>();
    noGame.put("game", null);
    Path anonymous = model("portroyal-unterwegs", 2, 2, noGame);
    assertThatThrownBy(() -> Agents.byName("nn:model=" + anonymous)).hasMessageContaining("its metadata has no 'game'");
  }

  @Test
  void samplingDrawsEachLegalIdInProportionToItsSoftmax() {
    float[] logits = {2f, 0f, 5f, Float.NaN, (float) Math.log(2)};
    boolean[] menu = {true, true, false, false, true};
    assertThat(LearnedAgent.best(logits, menu)).isEqualTo(0);
    RandomSource random = new RandomSource(3);
    int[] counts = new int[5];
    int n = 40_000;
    for (int i = 0; i < n; i++) {
      counts[LearnedAgent.draw(logits, menu, random)]++;
    }
    double total = Math.exp(2) + 1 + 2;
    assertThat(counts[2] + counts[3]).isZero();
    assertThat(counts[0] / (double) n).isCloseTo(Math.exp(2) / total, org.assertj.core.data.Offset.offset(0.01));
    assertThat(counts[1] / (double) n).isCloseTo(1 / total, org.assertj.core.data.Offset.offset(0.01));
    assertThat(counts[4] / (double) n).isCloseTo(2 / total, org.assertj.core.data.Offset.offset(0.01));
  }
}
