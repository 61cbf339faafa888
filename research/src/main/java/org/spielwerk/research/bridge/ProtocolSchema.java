package org.spielwerk.research.bridge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.spielwerk.core.JsonSchemas;

/**
 * The JSON Schema (draft 2020-12) of the bridge's protocol, generated from the records of {@link Protocol} with
 * core's {@link JsonSchemas}, then fitted to the wire: a component marked {@link Protocol.Omittable} is optional and
 * every other one required; no field is {@code null} (the bridge refuses an explicit null and never sends one,
 * except for the games still running in a batch's {@code finished}); a {@link JsonNode} is any JSON value (a
 * game's own action, view, state or options); no field beyond the record's.
 *
 * <p>One document: {@code $defs} holds {@code request.<cmd>} and {@code response.<cmd>} for every command,
 * {@code error} for a refusal, and the shapes they share; the document itself accepts any request or response.
 * The Python package ships it as {@code spielwerk/bridge-protocol.schema.json} and tests against it; a test here
 * keeps that copy equal to {@link #generate()}.
 */
public final class ProtocolSchema {
  /** Where the schema says it comes from. */
  public static final String ID = "https://spielwerk.org/schema/bridge/protocol.json";

  /** The generator's suffix for a definition that also allows null, which the wire never needs. */
  private static final String NULLABLE = "-nullable";

  private ProtocolSchema() {}

  /** The protocol's schema. Needs the optional schema generator on the class path (as {@link JsonSchemas#of}). */
  public static ObjectNode generate() {
    JsonNodeFactory json = JsonNodeFactory.instance;
    ObjectNode root = json.objectNode();
    root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
    root.put("$id", ID);
    root.put("title", "Spielwerk bridge protocol");
    root.put("description", "One JSON object per line: a request (with its \"cmd\") and its response (\"ok\": true and "
        + "response.<cmd>'s fields, or \"ok\": false and the error's). Generated from org.spielwerk.research.bridge."
        + "Protocol by ProtocolSchema; docs/research.md describes the bridge.");
    Map<String, JsonNode> defs = new TreeMap<>();
    ArrayNode requests = json.arrayNode();
    Set<Class<? extends Record>> answers = new LinkedHashSet<>();
    for (Class<? extends Protocol.Request> type : Protocol.requests()) {
      String cmd = Protocol.command(type);
      ObjectNode schema = fitted(type, defs);
      ObjectNode properties = (ObjectNode) schema.get("properties");
      // "cmd" first, then "id" (any JSON value the response repeats), then the record's own fields
      ObjectNode ordered = json.objectNode();
      ordered.putObject("cmd").put("const", cmd);
      ordered.putObject("id").put("description", "any JSON value; the response repeats it");
      ordered.setAll(properties);
      schema.set("properties", ordered);
      ArrayNode required = json.arrayNode().add("cmd");
      required.addAll((ArrayNode) schema.get("required"));
      schema.set("required", required);
      defs.put("request." + cmd, schema);
      requests.addObject().put("$ref", "#/$defs/request." + cmd);
      Class<? extends Record> answer = Protocol.answerTo(type);
      answers.add(answer);
      defs.put("response." + cmd, json.objectNode().put("$ref", "#/$defs/" + answer.getSimpleName()));
    }
    for (Class<? extends Record> answer : answers) {
      defs.put(answer.getSimpleName(), fitted(answer, defs));
    }
    ObjectNode error = fitted(Protocol.ErrorResponse.class, defs);
    ((ObjectNode) error.get("properties")).set("ok", json.objectNode().put("const", false));
    defs.put("error", error);
    defs.put("request", json.objectNode().set("oneOf", requests));
    ArrayNode responses = json.arrayNode();
    answers.forEach(a -> responses.addObject().put("$ref", "#/$defs/" + a.getSimpleName()));
    responses.addObject().put("$ref", "#/$defs/error");
    defs.put("response", json.objectNode().set("anyOf", responses));
    // JsonNode's own definitions are unused once its fields accept any value; the nullable ones once nulls are gone
    defs.keySet().removeIf(name -> name.equals("JsonNode") || name.endsWith(NULLABLE));
    root.putArray("anyOf").add(json.objectNode().put("$ref", "#/$defs/request"))
        .add(json.objectNode().put("$ref", "#/$defs/response"));
    root.putObject("$defs").setAll(defs);
    return root;
  }

  /** A record's schema from JsonSchemas, its own definitions moved into {@code defs}, fitted to the wire. */
  private static ObjectNode fitted(Class<?> type, Map<String, JsonNode> defs) {
    ObjectNode schema = JsonSchemas.of(type);
    schema.remove("$schema");
    JsonNode own = schema.remove("$defs");
    if (own != null) {
      own.fields().forEachRemaining(d -> {
        JsonNode def = d.getValue();
        Class<?> nested = protocolRecord(d.getKey());
        if (nested != null) {
          def = fitFields((ObjectNode) def.deepCopy(), nested);
        }
        defs.put(d.getKey(), def);
      });
    }
    return fitFields(schema, type);
  }

  private static Class<?> protocolRecord(String name) {
    for (Class<?> c : Protocol.class.getDeclaredClasses()) {
      if (c.isRecord() && c.getSimpleName().equals(name)) {
        return c;
      }
    }
    return null;
  }

  /** Required and optional fields as {@link Protocol.Omittable} says, no nulls, any value for a JsonNode. */
  private static ObjectNode fitFields(ObjectNode schema, Class<?> type) {
    ObjectNode properties = schema.has("properties") ? (ObjectNode) schema.get("properties")
        : schema.putObject("properties"); // a record without fields (games, quit)
    schema.put("type", "object");
    List<String> required = new ArrayList<>();
    for (RecordComponent c : type.getRecordComponents()) {
      String name = c.getName();
      ObjectNode property = (ObjectNode) properties.get(name);
      if (JsonNode.class.isAssignableFrom(c.getType())) {
        property.removeAll();
      } else {
        withoutNull(property);
      }
      if (c.isAnnotationPresent(Protocol.NullItems.class)) {
        ObjectNode items = (ObjectNode) property.get("items");
        ObjectNode either = property.putObject("items");
        either.putArray("anyOf").add(either.objectNode().put("type", "null")).add(items);
      }
      if (c.getType() == boolean.class && name.equals("ok")) {
        property.removeAll();
        property.put("const", true);
      }
      if (!c.isAnnotationPresent(Protocol.Omittable.class)) {
        required.add(name);
      }
    }
    ArrayNode list = schema.putArray("required");
    required.forEach(list::add);
    schema.put("additionalProperties", false);
    return schema;
  }

  /** A type that the generator made nullable ({@code ["integer", "null"]}, or an anyOf with null) loses the null. */
  private static void withoutNull(ObjectNode property) {
    JsonNode type = property.get("type");
    if (type != null && type.isArray()) {
      ArrayNode kept = property.arrayNode();
      type.forEach(t -> {
        if (!t.asText().equals("null")) {
          kept.add(t);
        }
      });
      property.set("type", kept.size() == 1 ? kept.get(0) : kept);
    }
    JsonNode ref = property.get("$ref");
    if (ref != null && ref.asText().endsWith(NULLABLE)) {
      property.put("$ref", ref.asText().substring(0, ref.asText().length() - NULLABLE.length()));
    }
    JsonNode anyOf = property.get("anyOf");
    if (anyOf != null) {
      ArrayNode kept = property.arrayNode();
      anyOf.forEach(t -> {
        if (!"null".equals(t.path("type").asText())) {
          kept.add(t);
        }
      });
      if (kept.size() == 1) {
        property.remove("anyOf");
        property.setAll((ObjectNode) kept.get(0));
      } else {
        property.set("anyOf", kept);
      }
    }
  }
}
