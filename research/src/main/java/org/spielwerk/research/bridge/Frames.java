package org.spielwerk.research.bridge;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;

/**
 * Compact frames for numbers in a JSON line: base64 of little-endian float32 or int32 arrays, which
 * Python reads with {@code numpy.frombuffer(base64.b64decode(s), "<f4")} (or {@code "<i4"}).
 */
final class Frames {
  private Frames() {}

  static String floats(float[] values, int length) {
    ByteBuffer bytes = ByteBuffer.allocate(length * 4).order(ByteOrder.LITTLE_ENDIAN);
    bytes.asFloatBuffer().put(values, 0, length);
    return Base64.getEncoder().encodeToString(bytes.array());
  }

  static String ints(int[] values, int length) {
    ByteBuffer bytes = ByteBuffer.allocate(length * 4).order(ByteOrder.LITTLE_ENDIAN);
    bytes.asIntBuffer().put(values, 0, length);
    return Base64.getEncoder().encodeToString(bytes.array());
  }
}
