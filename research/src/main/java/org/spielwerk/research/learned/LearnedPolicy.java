package org.spielwerk.research.learned;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.research.ActionCodec;
import org.spielwerk.research.Encoder;
import org.spielwerk.research.ObservationWriter;
import org.spielwerk.research.pool.SmallIds;

/**
 * A learned policy of one table (game, seats, options), read from its model file: the network, and the meaning of
 * its inputs and outputs as the file records them ({@code layout}: the observation's slices, the codec's blocks and
 * the small-id table, whose 12-hex-digit fingerprint is {@code layout_hash}, as the Python package computes it).
 * A file whose layout differs from this library's encoding of its table is refused, naming the first difference:
 * the network would read numbers that mean something else. Immutable.
 */
public final class LearnedPolicy {
  /** The format this reader understands (metadata {@code format}). */
  public static final String FORMAT = "spielwerk-policy-1";

  private final String source;
  private final Map<String, String> metadata;
  private final PolicyNetwork network;
  private final String gameId;
  private final int players;
  private final boolean factored;

  private LearnedPolicy(String source, PolicyFile file) {
    this.source = source;
    this.metadata = file.metadata();
    String format = metadata.get("format");
    if (!FORMAT.equals(format)) {
      throw PolicyFile.bad(source, "its format is " + (format == null ? "not named" : "'" + format + "'")
          + ", this library reads " + FORMAT);
    }
    this.gameId = required("game");
    try {
      this.players = Integer.parseInt(required("players"));
    } catch (NumberFormatException e) {
      throw PolicyFile.bad(source, "players is not a number: " + metadata.get("players"));
    }
    this.factored = Boolean.parseBoolean(required("factored"));
    required("options");
    required("layout");
    this.network = new PolicyNetwork(file, source);
  }

  /** Reads a model file. */
  public static LearnedPolicy read(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      return new LearnedPolicy(file.toString(), PolicyFile.read(in, file.toString()));
    } catch (NoSuchFileException e) {
      throw new InvalidSetupException("model", "no such file: " + file);
    } catch (IOException e) {
      throw new InvalidSetupException("model", file + ": " + e.getMessage());
    }
  }

  /** The model shipped with the library for a game, or null where none is. */
  public static LearnedPolicy shipped(String gameId) {
    String resource = "models/" + gameId + ".safetensors";
    try (InputStream in = LearnedPolicy.class.getResourceAsStream(resource)) {
      return in == null ? null : new LearnedPolicy("the shipped model of " + gameId, PolicyFile.read(in, resource));
    } catch (IOException e) {
      throw new InvalidSetupException("model", resource + ": " + e.getMessage());
    }
  }

  public String gameId() {
    return gameId;
  }

  public int players() {
    return players;
  }

  /** The metadata strings of the file (format, game, players, options, layout, layout_hash, training, ...). */
  public Map<String, String> metadata() {
    return metadata;
  }

  PolicyNetwork network() {
    return network;
  }

  /** Where the model came from, for messages. */
  String source() {
    return source;
  }

  /**
   * The encoder of the model's table for {@code game}, checked against the file's layout.
   *
   * @throws InvalidSetupException when the game, the layout or the network's sizes do not match
   */
  <S, A, E extends GameEvent, V, O> Table<S, A, V, O> bind(Game<S, A, E, V, O> game) {
    if (!game.info().id().equals(gameId)) {
      throw new InvalidSetupException("model", source + " plays " + gameId + ", not " + game.info().id());
    }
    O options;
    try {
      options = Json.read(metadata.get("options"), game.types().options());
    } catch (RuntimeException e) {
      throw PolicyFile.bad(source, "its options do not read as " + gameId + "'s: " + e.getMessage());
    }
    Encoder<S, A, V, O> encoder = Encoder.of(game, options, players);
    SmallIds ids = SmallIds.of(encoder.actionLayout(), encoder.actionCount(), factored);
    String difference = firstDifference(Json.mapper().valueToTree(layoutOf(encoder, ids)), layout());
    if (difference != null) {
      throw new InvalidSetupException("model", source + " was trained on another encoding of " + gameId + " at "
          + players + " seats (layout_hash " + metadata.get("layout_hash") + "): " + difference
          + "; train it again for this version of the library");
    }
    int inputs = encoder.observationSize() + ids.featureSize();
    if (network.inputs() != inputs || network.outputs() != ids.ids()) {
      throw PolicyFile.bad(source, "its network reads " + network.inputs() + " floats and answers " + network.outputs()
          + " ids; the table has " + inputs + " and " + ids.ids());
    }
    return new Table<>(encoder, ids);
  }

  /** The encoder and small ids of the model's table. */
  record Table<S, A, V, O>(Encoder<S, A, V, O> encoder, SmallIds ids) {}

  private JsonNode layout() {
    try {
      return Json.mapper().readTree(metadata.get("layout"));
    } catch (IOException e) {
      throw PolicyFile.bad(source, "its layout is not JSON: " + e.getMessage());
    }
  }

  /** The layout as the Python package hashes it: [slices, blocks, [table version, factored, menu]]. */
  static ArrayNode layoutOf(Encoder<?, ?, ?, ?> encoder, SmallIds ids) {
    ArrayNode all = Json.mapper().createArrayNode();
    ArrayNode slices = all.addArray();
    for (ObservationWriter.Slice s : encoder.layout()) {
      slices.addObject().put("name", s.name()).put("offset", s.offset()).put("length", s.length());
    }
    ArrayNode blocks = all.addArray();
    for (ActionCodec.Block b : encoder.actionLayout()) {
      ArrayNode radices = blocks.addObject().put("name", b.name()).put("offset", b.offset()).put("size", b.size())
          .putArray("radices");
      b.radices().forEach(radices::add);
    }
    all.addArray().add(SmallIds.VERSION).add(ids.factored()).add(SmallIds.MENU);
    return all;
  }

  /** A description of where {@code ours} and the file's {@code theirs} first differ, or null. */
  static String firstDifference(JsonNode ours, JsonNode theirs) {
    String[] parts = {"observation slice", "action block", "action table"};
    if (!theirs.isArray() || theirs.size() != 3) {
      return "its layout is not [slices, blocks, table]";
    }
    for (int p = 0; p < 3; p++) {
      JsonNode a = ours.get(p);
      JsonNode b = theirs.get(p);
      for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
        JsonNode x = a.get(i);
        JsonNode y = b.get(i);
        if (x == null || y == null || !x.equals(y)) {
          return parts[p] + " " + i + " is " + (y == null ? "missing" : y) + " in the model, "
              + (x == null ? "missing" : x) + " here";
        }
      }
    }
    return null;
  }

  private String required(String key) {
    String value = metadata.get(key);
    if (value == null) {
      throw PolicyFile.bad(source, "its metadata has no '" + key + "'");
    }
    return value;
  }
}
