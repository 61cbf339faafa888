package org.spielwerk.server;

import org.spielwerk.core.PeekingAgents;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Status;

/**
 * A server's bot decides from its seat's view alone (issue 34, item 5): the position it is handed shows its seat
 * exactly what the real one does, but is not the real one (the other hands, the deck order and the random
 * generator are dealt anew), so no bot can read a hidden card.
 */
class BotViewTest {
  @Test
  void aBotIsHandedItsSeatsViewDealtAnewNeverTheRealState() throws Exception {
    PeekingAgents.SEEN.clear();
    Game<Object, Object, ?, Object, Object> game = cast(Games.byId("portroyal-unterwegs"));
    long seed = 42;
    try (GameServer server = GameServer.start(Servers.fast(Servers.memoryH2()))) {
      Api api = new Api(server.address());
      String id = api.create("{\"game\":\"portroyal-unterwegs\",\"players\":2,\"seed\":" + seed
          + ",\"bots\":[\"peek\",\"peek\"]}");
      for (int i = 0; i < 600 && !api.get("/api/matches/" + id).body().get("status").asText().equals("finished"); i++) {
        Thread.sleep(50);
      }
      assertThat(api.get("/api/matches/" + id).body().get("status").asText()).isEqualTo("finished");
    }
    List<PeekingAgents.Seen> seen = new ArrayList<>(PeekingAgents.SEEN);
    assertThat(seen).hasSizeGreaterThan(10);
    // both seats are bots, so the choices in order are the match's actions: replay them for the real positions
    Object real = game.setup(game.defaultOptions(), 2, seed);
    for (PeekingAgents.Seen s : seen) {
      int seat = ((Status.ToMove) game.status(real)).seat();
      assertThat(game.view(s.state(), seat)).as("what the seat sees").isEqualTo(game.view(real, seat));
      assertThat(s.state().equals(real)).as("the bot was handed the real state").isFalse();
      real = game.apply(real, s.chosen()).state();
    }
    assertThat(game.status(real)).isInstanceOf(Status.Finished.class);
  }

  @SuppressWarnings("unchecked")
  private static <T> T cast(Object o) {
    return (T) o;
  }
}
