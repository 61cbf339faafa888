package org.spielwerk.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import org.spielwerk.core.Json;

/** Reading what clients send: JSON bodies whose fields are checked by name and type. */
final class Requests {
  private Requests() {}

  /** Parses a JSON object; anything else is a 400 naming the body. */
  static JsonNode object(String text) {
    if (text == null || text.isBlank()) {
      throw ApiException.badRequest("body", "body: a JSON object is required");
    }
    JsonNode node;
    try {
      node = Json.mapper().readTree(text);
    } catch (IOException e) {
      String first = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
      throw ApiException.badRequest("body", "body: not JSON (" + first + ")");
    }
    if (node == null || !node.isObject()) {
      throw ApiException.badRequest("body", "body: a JSON object is required");
    }
    return node;
  }

  /** Rejects fields other than the given ones, naming the first unknown one. */
  static void only(JsonNode body, String... fields) {
    Set<String> known = Set.of(fields);
    Iterator<String> names = body.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      if (!known.contains(name)) {
        throw ApiException.badRequest(name, name + ": unknown field (known: " + String.join(", ", fields) + ")");
      }
    }
  }

  /** An optional string field. */
  static String text(JsonNode body, String field) {
    JsonNode node = body.get(field);
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isTextual()) {
      throw ApiException.badRequest(field, field + ": a string");
    }
    return node.asText();
  }

  /** An optional whole number within bounds. */
  static Integer integer(JsonNode body, String field, int min, int max) {
    JsonNode node = body.get(field);
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isIntegralNumber() || !node.canConvertToInt() || node.asInt() < min || node.asInt() > max) {
      throw ApiException.badRequest(field, field + ": a whole number from " + min + " to " + max);
    }
    return node.asInt();
  }

  /** A path parameter that must be a seat number. */
  static int seat(String text, int players) {
    try {
      int seat = Integer.parseInt(text);
      if (seat >= 0 && seat < players) {
        return seat;
      }
    } catch (NumberFormatException e) {
      // answered below
    }
    throw ApiException.badRequest("seat", "seat: a seat number from 0 to " + (players - 1));
  }

  /** The language of texts: German for {@code de...}, English otherwise. */
  static Locale locale(String lang) {
    return lang != null && lang.toLowerCase(Locale.ROOT).startsWith("de") ? Locale.GERMAN : Locale.ENGLISH;
  }

  /** The seat token of a request: {@code Authorization: Bearer <token>}; null when none is given. */
  static String bearer(String header) {
    if (header == null) {
      return null;
    }
    if (!header.startsWith("Bearer ") || header.length() < 8) {
      throw new ApiException(401, "bad_token", "Authorization", null,
          "Authorization: give the seat token as \"Bearer <token>\"");
    }
    return header.substring(7).strip();
  }
}
