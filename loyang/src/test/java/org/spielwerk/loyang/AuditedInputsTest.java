package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.contract.JsonFuzz;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;

/**
 * Issue 19's audit of views given to {@code resampleFromView}, one named case per finding, each rejected
 * naming the field. The seeded fuzzing of views and positions is the contract's (properties 9, 16 and 19,
 * {@link JsonFuzz}) since issue 34.
 */
class AuditedInputsTest {
  private static final Loyang GAME = new Loyang();

  /** The cases of the audit, each rejected naming the field. */
  @Test
  void theAuditsViewsAreRejectedNamingTheField() {
    LoyangState s = RandomPositions.of(new RandomSource(5), 2).get(3);
    assertThat(s.playerCount()).isEqualTo(4);
    JsonNode good = Json.toTree(GAME.view(s, 1));

    JsonNode noTable = good.deepCopy();
    ((ObjectNode) noTable.get("options")).putNull("privateFields");
    assertRejected(noTable, "options.privateFields");

    JsonNode lostSeat = good.deepCopy();
    ((ArrayNode) lostSeat.get("players")).remove(0);
    ((ObjectNode) lostSeat).put("observer", 3);
    assertRejected(lostSeat, "observer");

    JsonNode handTooBig = good.deepCopy();
    ((ObjectNode) handTooBig.get("players").get(0)).put("handCount", 3 + good.get("players").get(0).get("handCount").asInt());
    assertRejected(handTooBig, "");

    JsonNode drawTooBig = good.deepCopy();
    ((ObjectNode) drawTooBig).put("drawCount", good.get("drawCount").asInt() + 1);
    assertRejected(drawTooBig, "drawCount");
  }

  private static void assertRejected(JsonNode tree, String field) {
    LoyangView view = Json.fromTree(tree, LoyangView.class);
    assertThatThrownBy(() -> GAME.resampleFromView(view, 1L)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).startsWith(field));
  }
}
