package org.spielwerk.research.bridge;

import org.spielwerk.core.PeekingAgents;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * The bridge's {@code act} lets its agent decide from the view of the seat to move alone (issue 34, item 5): the
 * position the agent is handed shows that seat what the real one does, but is dealt anew, so an agent cannot read
 * another seat's hand or the real next draw; and the same seed still gives the same choice.
 */
class BridgeActTest {
  private final Bridge bridge = new Bridge();

  private JsonNode ok(String json) {
    JsonNode r = bridge.handle(json);
    assertThat(r.get("ok").asBoolean()).as(json + " -> " + r).isTrue();
    return r;
  }

  @Test
  void actHandsTheAgentTheSeatsViewDealtAnewNeverTheRealState() {
    for (String game : new String[] {"portroyal-unterwegs", "portroyal-stiche", "loyang"}) {
      int h = ok("{\"cmd\":\"new\",\"game\":\"" + game + "\",\"players\":3,\"seed\":11}").get("handle").asInt();
      Session<?, ?, ?, ?, ?> session = bridge.session(h);
      for (int k = 0; k < 40 && session.toMove() >= 0; k++) {
        PeekingAgents.SEEN.clear();
        Object real = session.state;
        int seat = session.toMove();
        JsonNode act = ok("{\"cmd\":\"act\",\"handle\":" + h + ",\"agent\":\"peek\",\"seed\":" + k + "}");
        assertThat(PeekingAgents.SEEN).hasSize(1);
        Object handed = PeekingAgents.SEEN.peek().state();
        assertThat(viewOf(session, handed, seat)).as(game + ": what the seat sees").isEqualTo(viewOf(session, real, seat));
        assertThat(handed.equals(real)).as(game + ": the agent was handed the real state").isFalse();
        // deterministic from the seed: asked again, the same choice
        JsonNode again = ok("{\"cmd\":\"act\",\"handle\":" + h + ",\"agent\":\"peek\",\"seed\":" + k + "}");
        assertThat(again.get("index")).isEqualTo(act.get("index"));
        ok("{\"cmd\":\"apply\",\"handle\":" + h + ",\"index\":" + act.get("index").asInt() + "}");
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static <S> Object viewOf(Session<S, ?, ?, ?, ?> session, Object state, int seat) {
    return session.game.view((S) state, seat);
  }
}
