package org.spielwerk.research.bridge;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a request's fields strictly: a field of the wrong JSON type is an error naming the field,
 * never coerced (no string seed read as 0, no {@code 1.5} truncated to 1, no seed beyond a long
 * wrapped). An absent field takes its default where it has one; an explicit {@code null} is the
 * wrong type.
 */
final class Fields {
  private Fields() {}

  static BridgeException wrong(String field, String what, JsonNode got) {
    return new BridgeException(field, "must be " + what + ", got " + shown(got));
  }

  private static String shown(JsonNode got) {
    String text = got == null ? "nothing" : got.toString();
    return text.length() > 60 ? text.substring(0, 57) + "..." : text;
  }

  /** An int-valued integer field (no fraction, no string, within 32 bits). */
  static int integer(JsonNode request, String field, String what) {
    JsonNode node = request.get(field);
    if (node == null || !node.isIntegralNumber() || !node.canConvertToInt()) {
      throw wrong(field, "an integer (" + what + ")", node);
    }
    return node.intValue();
  }

  static int integer(JsonNode request, String field, String what, int absent) {
    return request.has(field) ? integer(request, field, what) : absent;
  }

  /** A long-valued integer field: a seed. */
  static long seed(JsonNode request, String field, long absent) {
    if (!request.has(field)) {
      return absent;
    }
    JsonNode node = request.get(field);
    if (!node.isIntegralNumber() || !node.canConvertToLong()) {
      throw wrong(field, "an integer from -2^63 to 2^63-1 (a seed)", node);
    }
    return node.longValue();
  }

  static String text(JsonNode request, String field) {
    JsonNode node = request.get(field);
    if (node == null || !node.isTextual()) {
      throw wrong(field, "a string", node);
    }
    return node.textValue();
  }

  static String text(JsonNode request, String field, String absent) {
    return request.has(field) ? text(request, field) : absent;
  }

  static boolean flag(JsonNode request, String field, boolean absent) {
    if (!request.has(field)) {
      return absent;
    }
    JsonNode node = request.get(field);
    if (!node.isBoolean()) {
      throw wrong(field, "true or false", node);
    }
    return node.booleanValue();
  }

  /** A non-null JSON object or array (an action, a state, a saved game). */
  static JsonNode value(JsonNode request, String field, String what) {
    JsonNode node = request.get(field);
    if (node == null || node.isNull() || node.isMissingNode()) {
      throw wrong(field, what, node);
    }
    return node;
  }

  /** An array of ints. */
  static int[] integers(JsonNode request, String field, String what) {
    JsonNode node = request.get(field);
    if (node == null || !node.isArray()) {
      throw wrong(field, "an array of integers (" + what + ")", node);
    }
    int[] values = new int[node.size()];
    for (int i = 0; i < values.length; i++) {
      JsonNode v = node.get(i);
      if (!v.isIntegralNumber() || !v.canConvertToInt()) {
        throw wrong(field + "[" + i + "]", "an integer (" + what + ")", v);
      }
      values[i] = v.intValue();
    }
    return values;
  }

  /** An array of strings (agent specs). */
  static List<String> texts(JsonNode request, String field, String what) {
    JsonNode node = request.get(field);
    if (node == null || !node.isArray()) {
      throw wrong(field, "an array of strings (" + what + ")", node);
    }
    List<String> values = new ArrayList<>(node.size());
    for (int i = 0; i < node.size(); i++) {
      JsonNode v = node.get(i);
      if (!v.isTextual()) {
        throw wrong(field + "[" + i + "]", "a string (" + what + ")", v);
      }
      values.add(v.textValue());
    }
    return values;
  }

  /** An array of longs (seeds). */
  static long[] seeds(JsonNode request, String field) {
    JsonNode node = request.get(field);
    if (node == null || !node.isArray()) {
      throw wrong(field, "an array of integer seeds", node);
    }
    long[] values = new long[node.size()];
    for (int i = 0; i < values.length; i++) {
      JsonNode v = node.get(i);
      if (!v.isIntegralNumber() || !v.canConvertToLong()) {
        throw wrong(field + "[" + i + "]", "an integer from -2^63 to 2^63-1 (a seed)", v);
      }
      values[i] = v.longValue();
    }
    return values;
  }
}
