package org.spielwerk.research.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;

/**
 * The bridge protocol as one schema (issue 34, item 6): the schema generated from {@link Protocol}'s records is the
 * one the Python package ships and tests against, every command the bridge answers has its records, and what the
 * bridge answers in a session that sends every command fits the schema and reads back as the records.
 * After an intended change of the protocol, regenerate the Python package's copy with
 * {@code mvn -B -q -Dquick -pl research -am test -Dtest=ProtocolSchemaTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dgolden.regenerate=true} and review the diff.
 */
class ProtocolSchemaTest {
  private static final Path CHECKED_IN = Path.of("..", "python", "spielwerk", "bridge-protocol.schema.json");
  private static final ObjectNode SCHEMA = ProtocolSchema.generate();

  @Test
  void thePythonPackagesCopyIsTheGeneratedSchema() throws Exception {
    String generated = Json.writePretty(SCHEMA) + "\n";
    if (Boolean.getBoolean("golden.regenerate")) {
      Files.writeString(CHECKED_IN, generated);
    }
    assertThat(Files.exists(CHECKED_IN)).as(CHECKED_IN.toAbsolutePath() + " (regenerate: see this test's doc)").isTrue();
    assertThat(Files.readString(CHECKED_IN)).as("the checked-in schema differs from the generated one; regenerate it "
        + "(see ProtocolSchemaTest's doc)").isEqualTo(generated);
  }

  @Test
  void everyCommandTheBridgeAnswersHasItsRecords() {
    Set<String> bridge = new TreeSet<>(Arrays.asList(Bridge.COMMANDS.split(", ")));
    Set<String> records = new TreeSet<>();
    Protocol.requests().forEach(r -> records.add(Protocol.command(r)));
    assertThat(records).isEqualTo(bridge);
  }

  private final Bridge bridge = new Bridge();
  private final List<String> failures = new ArrayList<>();

  /** Sends a request, checks it and its answer against the schema and the records, and returns the answer. */
  private JsonNode send(String line) {
    JsonNode request = Json.read(line, JsonNode.class);
    String cmd = request.get("cmd").asText();
    check(line, "request." + cmd, request);
    readsAs(line, request, Protocol.requests().stream().filter(r -> Protocol.command(r).equals(cmd)).findFirst()
        .orElseThrow().asSubclass(Record.class));
    JsonNode answer = bridge.handle(line);
    bridge.takeFrame();
    if (answer.get("ok").asBoolean()) {
      check(line + " -> " + answer, "response." + cmd, answer);
      Class<? extends Protocol.Request> type = Protocol.requests().stream()
          .filter(r -> Protocol.command(r).equals(cmd)).findFirst().orElseThrow();
      readsAs(line + " -> " + answer, answer, Protocol.answerTo(type));
    } else {
      check(line + " -> " + answer, "error", answer);
      readsAs(line + " -> " + answer, answer, Protocol.ErrorResponse.class);
    }
    return answer;
  }

  private void check(String what, String def, JsonNode value) {
    ObjectNode one = SCHEMA.deepCopy();
    one.remove("anyOf");
    one.put("$ref", "#/$defs/" + def);
    JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(one);
    Set<ValidationMessage> errors = schema.validate(value);
    if (!errors.isEmpty()) {
      failures.add(def + ": " + errors + " in " + abbreviated(what));
    }
  }

  /**
   * The line reads as its record with Jackson (unknown fields refused) and writes back as the same JSON: the records
   * name the wire's fields and types.
   */
  private void readsAs(String what, JsonNode value, Class<? extends Record> type) {
    ObjectNode fields = value.deepCopy();
    if (Protocol.Request.class.isAssignableFrom(type)) {
      fields.remove("cmd");
      fields.remove("id");
    }
    try {
      ObjectNode back = Protocol.write(Protocol.read(fields, type));
      if (!back.equals(SAME_NUMBER, fields)) {
        failures.add(type.getSimpleName() + ": writes back as " + abbreviated(back.toString()) + " in "
            + abbreviated(what));
      }
    } catch (RuntimeException e) {
      failures.add(type.getSimpleName() + ": " + e.getMessage() + " in " + abbreviated(what));
    }
  }

  /** Equal JSON up to how a number is held (an int read into a long field writes back as a long node). */
  private static final java.util.Comparator<JsonNode> SAME_NUMBER = (a, b) -> a.isNumber() && b.isNumber()
      ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;

  private static String abbreviated(String s) {
    return s.length() > 300 ? s.substring(0, 300) + "..." : s;
  }

  private int handle(JsonNode answer) {
    return answer.get("handle").asInt();
  }

  @Test
  void aSessionWithEveryCommandFitsTheSchema() throws Exception {
    send("{\"cmd\":\"games\"}");
    send("{\"cmd\":\"stats\",\"id\":\"s1\"}");
    send("{\"cmd\":\"new\",\"game\":\"portroyal\",\"players\":3,\"preset\":\"YUCATA_EXPANSION\","
        + "\"options\":{\"influenceTarget\":15}}");
    int h = handle(send("{\"cmd\":\"new\",\"id\":7,\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":3,"
        + "\"observe\":true}"));
    send("{\"cmd\":\"status\",\"handle\":" + h + "}");
    send("{\"cmd\":\"legal\",\"handle\":" + h + ",\"locale\":\"de\"}");
    send("{\"cmd\":\"apply\",\"handle\":" + h + ",\"index\":0}");
    send("{\"cmd\":\"step\",\"handle\":" + h + ",\"code\":" + send("{\"cmd\":\"legal\",\"handle\":" + h + "}")
        .get("actions").get(0).get("code").asInt() + "}");
    send("{\"cmd\":\"view\",\"handle\":" + h + ",\"seat\":1}");
    send("{\"cmd\":\"observation\",\"handle\":" + h + ",\"seat\":0}");
    send("{\"cmd\":\"observation\",\"handle\":" + h + ",\"seat\":0,\"binary\":true}");
    send("{\"cmd\":\"layout\",\"handle\":" + h + "}");
    int r = handle(send("{\"cmd\":\"resample\",\"handle\":" + h + ",\"seat\":0,\"seed\":5,\"observe\":true}"));
    int c = handle(send("{\"cmd\":\"clone\",\"handle\":" + h + "}"));
    JsonNode act = send("{\"cmd\":\"act\",\"handle\":" + h + ",\"agent\":\"greedy\",\"seed\":1}");
    send("{\"cmd\":\"apply\",\"handle\":" + h + ",\"action\":" + act.get("action") + ",\"observe\":true}");
    send("{\"cmd\":\"render\",\"handle\":" + h + "}");
    JsonNode state = send("{\"cmd\":\"state\",\"handle\":" + h + "}").get("state");
    JsonNode saved = send("{\"cmd\":\"saved\",\"handle\":" + h + "}").get("saved");
    JsonNode view = send("{\"cmd\":\"view\",\"handle\":" + h + ",\"seat\":0}").get("view");
    send("{\"cmd\":\"load\",\"game\":\"portroyal-unterwegs\",\"saved\":" + saved + "}");
    send("{\"cmd\":\"load\",\"game\":\"portroyal-unterwegs\",\"state\":" + state + ",\"observe\":true}");
    send("{\"cmd\":\"load\",\"game\":\"portroyal-unterwegs\",\"view\":" + view + ",\"seed\":2}");
    // a game without a research encoding, played to its end one step at a time (finished in the answers)
    int s = handle(send("{\"cmd\":\"new\",\"game\":\"portroyal-stiche\",\"players\":3}"));
    for (int k = 0; k < 2000 && send("{\"cmd\":\"apply\",\"handle\":" + s + ",\"index\":0,\"events\":false}")
        .get("toMove").asInt() >= 0; k++) {
      // played on
    }
    send("{\"cmd\":\"status\",\"handle\":" + s + "}");
    // batches, text and binary, with autoreset, and resets
    int b1 = handle(send("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":1}"));
    int b2 = handle(send("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":2}"));
    String handles = "[" + b1 + "," + b2 + "]";
    send("{\"cmd\":\"reset\",\"handles\":" + handles + ",\"seeds\":[1,2]}");
    for (int k = 0; k < 400; k++) {
      send("{\"cmd\":\"batch\",\"handles\":" + handles + ",\"indices\":[0,0],\"autoreset\":true,\"seed\":" + k
          + (k % 2 == 0 ? ",\"binary\":true" : "") + "}");
    }
    send("{\"cmd\":\"reset\",\"handles\":" + handles + ",\"seeds\":[3,4],\"observe\":false,\"binary\":true}");
    send("{\"cmd\":\"batch\",\"handles\":" + handles + ",\"codes\":[0,0],\"observe\":false}");
    // a pool over a file
    Path dir = Files.createTempDirectory("protocol");
    int pool = send("{\"cmd\":\"pool\",\"game\":\"portroyal-unterwegs\",\"players\":2,\"n\":2,\"path\":"
        + Json.write(dir.resolve("pool.bin").toString()) + "}").get("pool").asInt();
    send("{\"cmd\":\"poolReset\",\"pool\":" + pool + ",\"seed\":1}");
    send("{\"cmd\":\"poolStep\",\"pool\":" + pool + "}");
    send("{\"cmd\":\"poolClose\",\"pool\":" + pool + "}");
    // refusals: a field, a rule, a batch's game, an unknown command
    send("{\"cmd\":\"new\",\"game\":\"portroyal-unterwegs\",\"players\":9}");
    send("{\"cmd\":\"apply\",\"handle\":" + h + ",\"action\":{\"type\":\"Pass\"}}");
    // a request the schema refuses (a string index) is one the bridge refuses too, naming the field
    String badIndex = "{\"cmd\":\"apply\",\"handle\":" + h + ",\"index\":\"0\"}";
    check(badIndex, "request.apply", Json.read(badIndex, JsonNode.class));
    assertThat(failures).hasSize(1).allMatch(f -> f.contains("$.index"));
    failures.clear();
    JsonNode refused = bridge.handle(badIndex);
    check(badIndex, "error", refused);
    assertThat(refused.get("field").asText()).isEqualTo("index");
    send("{\"cmd\":\"batch\",\"handles\":[" + b1 + ",999],\"indices\":[0,0]}");
    send("{\"cmd\":\"close\",\"handle\":" + r + "}");
    send("{\"cmd\":\"closeAll\",\"handles\":[" + c + "," + s + "]}");
    send("{\"cmd\":\"quit\"}");
    assertThat(failures).isEmpty();
  }
}
