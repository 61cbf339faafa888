package org.spielwerk.research.learned;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;

/**
 * A model file in the safetensors format (Hugging Face's: an 8-byte little-endian header length, a JSON header
 * naming each tensor's dtype, shape and byte range, then the raw little-endian data), read into named float
 * tensors and the header's {@code __metadata__} strings. Only what a policy needs is accepted: F32 tensors of at
 * most two dimensions. Sizes are checked while the file is read, so a damaged or hostile file is refused before
 * it is held in memory.
 */
record PolicyFile(Map<String, String> metadata, Map<String, Tensor> tensors) {
  /** The largest file read: a policy of this library is well under 10 MB. */
  static final long MAX_BYTES = 64L << 20;
  static final int MAX_HEADER = 1 << 20;

  /** A float tensor: its shape (rows, columns; a vector has one row) and its values, row by row. */
  record Tensor(int rows, int columns, float[] values) {}

  /**
   * Reads a whole file from {@code in}; {@code source} names it in errors.
   *
   * @throws InvalidSetupException naming the model and what is wrong with it
   */
  static PolicyFile read(InputStream in, String source) throws IOException {
    byte[] length = in.readNBytes(8);
    if (length.length < 8) {
      throw bad(source, "shorter than a safetensors header");
    }
    long headerLength = ByteBuffer.wrap(length).order(ByteOrder.LITTLE_ENDIAN).getLong();
    if (headerLength < 2 || headerLength > MAX_HEADER) {
      throw bad(source, "its header length " + headerLength + " is not between 2 and " + MAX_HEADER
          + " bytes (not a safetensors file?)");
    }
    byte[] header = in.readNBytes((int) headerLength);
    if (header.length < headerLength) {
      throw bad(source, "it ends inside its header");
    }
    JsonNode root;
    try {
      root = Json.mapper().readTree(header);
    } catch (IOException e) {
      throw bad(source, "its header is not JSON: " + e.getMessage());
    }
    if (root == null || !root.isObject()) {
      throw bad(source, "its header is not a JSON object");
    }
    byte[] data = in.readNBytes((int) (MAX_BYTES - 8 - headerLength) + 1);
    if (data.length > MAX_BYTES - 8 - headerLength) {
      throw bad(source, "it is larger than " + (MAX_BYTES >> 20) + " MB");
    }
    Map<String, String> metadata = new LinkedHashMap<>();
    Map<String, Tensor> tensors = new LinkedHashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> entry = it.next();
      if (entry.getKey().equals("__metadata__")) {
        entry.getValue().fields().forEachRemaining(m -> metadata.put(m.getKey(), m.getValue().asText()));
      } else {
        tensors.put(entry.getKey(), tensor(source, entry.getKey(), entry.getValue(), data));
      }
    }
    return new PolicyFile(Map.copyOf(metadata), Map.copyOf(tensors));
  }

  private static Tensor tensor(String source, String name, JsonNode spec, byte[] data) {
    if (!"F32".equals(spec.path("dtype").asText())) {
      throw bad(source, "tensor '" + name + "' is " + spec.path("dtype").asText() + ", not F32");
    }
    JsonNode shape = spec.path("shape");
    JsonNode offsets = spec.path("data_offsets");
    if (!shape.isArray() || shape.size() < 1 || shape.size() > 2 || !offsets.isArray() || offsets.size() != 2) {
      throw bad(source, "tensor '" + name + "' needs a shape of one or two sizes and two data_offsets");
    }
    long rows = shape.size() == 2 ? shape.get(0).asLong(-1) : 1;
    long columns = shape.get(shape.size() - 1).asLong(-1);
    long begin = offsets.get(0).asLong(-1);
    long end = offsets.get(1).asLong(-1);
    if (rows < 0 || columns < 0 || begin < 0 || end > data.length || end - begin != 4 * rows * columns) {
      throw bad(source, "tensor '" + name + "' has shape " + shape + " but bytes " + offsets + " of " + data.length);
    }
    float[] values = new float[(int) (rows * columns)];
    ByteBuffer.wrap(data, (int) begin, (int) (end - begin)).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(values);
    return new Tensor((int) rows, (int) columns, values);
  }

  static InvalidSetupException bad(String source, String what) {
    return new InvalidSetupException("model", source + ": " + what);
  }
}
