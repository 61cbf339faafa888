package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.pig.Pig;

class JsonSchemasTest {
  private final Map<String, ObjectNode> schemas = JsonSchemas.of(new Pig());

  private boolean valid(String what, JsonNode json) {
    JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(schemas.get(what));
    return schema.validate(json).isEmpty();
  }

  @Test
  void everyKindOfValueHasASchema() {
    assertThat(schemas).containsOnlyKeys("state", "view", "action", "event", "options");
    assertThat(schemas.get("state").get("title").asText()).isEqualTo("Pig: state");
  }

  @Test
  void aStateAsJsonWritesItIsValidAndABrokenOneIsNot() {
    Pig pig = new Pig();
    ObjectNode state = (ObjectNode) Json.toTree(pig.setup(new Pig.Options(20), 3, 1L));
    assertThat(valid("state", state)).isTrue();
    ObjectNode wrongType = state.deepCopy();
    wrongType.put("seat", "first");
    assertThat(valid("state", wrongType)).isFalse();
    ObjectNode missing = state.deepCopy();
    missing.remove("turnTotal");
    assertThat(valid("state", missing)).isFalse();
    ObjectNode badList = state.deepCopy();
    badList.putArray("scores").add("ten");
    assertThat(valid("state", badList)).isFalse();
  }

  @Test
  void sealedTypesNeedTheirTypeTag() {
    assertThat(valid("action", Json.toTree(new Pig.Action.Roll()))).isTrue();
    assertThat(valid("event", Json.toTree(new Pig.Event.Banked(1, 7)))).isTrue();
    assertThat(valid("action", Json.mapper().createObjectNode().put("type", "Fold"))).isFalse();
    assertThat(valid("action", Json.mapper().createObjectNode())).isFalse();
    assertThat(valid("event", Json.mapper().createObjectNode().put("type", "Banked").put("seat", 1))).isFalse();
  }
}
