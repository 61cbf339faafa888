package org.spielwerk.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;

/** The action and observation sizes docs/research.md gives, per game and seat count (default options). */
class EncodingSizesTest {

  private static String sizes(String id) {
    Game<?, ?, ?, ?, ?> game = Games.byId(id);
    List<String> out = new ArrayList<>();
    for (int p = game.info().minPlayers(); p <= game.info().maxPlayers(); p++) {
      out.add(p + ":" + size(game, p));
    }
    return String.join(" ", out);
  }

  private static <S, A, E extends org.spielwerk.core.GameEvent, V, O> String size(Game<S, A, E, V, O> game, int p) {
    Encoder<S, A, V, O> enc = Encoder.of(game, game.defaultOptions(), p);
    return enc.actionCount() + "/" + enc.observationSize();
  }

  @Test
  void sizesAreTheDocumentedOnes() {
    // players:actions/observation floats
    assertThat(sizes("portroyal-unterwegs")).isEqualTo("2:43/294 3:43/377 4:43/460");
    assertThat(sizes("portroyal")).isEqualTo("2:192/1102 3:193/1408 4:194/1714 5:195/2020");
    assertThat(sizes("portroyal-stiche")).isEqualTo("3:1044/1269 4:1045/1554");
    assertThat(sizes("gilded-compass")).isEqualTo("2:691242/488 3:726232/589 4:761222/692 5:796212/797");
    assertThat(sizes("loyang")).isEqualTo("2:27883/480 3:39224/569 4:50565/660");
  }
}
