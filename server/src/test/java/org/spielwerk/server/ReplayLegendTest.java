package org.spielwerk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Match;
import org.spielwerk.core.SavedGame;

/**
 * Every frame of a replay carries the game's legend of the view it shows: a seat's is exactly the legend of that
 * seat's view at that moment (so nothing the seat could not see); a spectator's is empty, since every seat's
 * legend may name what lies in its hand, and which terms all hands share is itself hidden.
 */
class ReplayLegendTest {

  @ParameterizedTest
  @ValueSource(strings = {"portroyal-unterwegs", "gilded-compass", "loyang"})
  void eachFrameCarriesTheLegendOfItsOwnView(String id) {
    Game<Object, Object, ?, Object, Object> game = cast(Games.byId(id));
    Match<Object, Object, ?, Object, Object> match = game.newMatch(2, 7);
    for (int moves = 0; moves < 3000 && !match.isOver(); moves++) {
      match.play(moves % match.legalActions().size());
    }
    SavedGame saved = match.saved();
    GameText<Object, Object, ?, Object> text = cast(game.text(Locale.GERMAN));
    List<Object> states = states(game, saved);

    ObjectNode seatReplay = Replays.frames(game, saved, 0, Locale.GERMAN);
    ObjectNode spectatorReplay = Replays.frames(game, saved, -1, Locale.GERMAN);
    boolean anyLines = false;
    for (int v = 0; v < states.size(); v++) {
      Object state = states.get(v);
      List<String> seat0 = text.legend(game.view(state, 0));
      assertThat(legendOf(seatReplay, v)).as(id + " seat 0 at " + v).isEqualTo(seat0);
      assertThat(legendOf(spectatorReplay, v)).as(id + " spectator at " + v).isEmpty();
      anyLines |= !seat0.isEmpty();
    }
    assertThat(anyLines).as(id + ": the legend explains something in the match").isTrue();
    assertThat(seatReplay.get("legends").size()).as("each legend once").isLessThanOrEqualTo(states.size());
  }

  private static List<String> legendOf(ObjectNode replay, int version) {
    JsonNode frame = replay.get("frames").get(version);
    assertThat(frame.get("version").asInt()).isEqualTo(version);
    List<String> lines = new ArrayList<>();
    replay.get("legends").get(frame.get("legend").asInt()).forEach(line -> lines.add(line.asText()));
    return lines;
  }

  private static List<Object> states(Game<Object, Object, ?, Object, Object> game, SavedGame saved) {
    SavedGame.Replay<Object, ?> replay = saved.replay(game);
    List<Object> states = new ArrayList<>();
    states.add(replay.initial());
    replay.steps().forEach(step -> states.add(step.state()));
    return states;
  }

  @SuppressWarnings("unchecked")
  private static <T> T cast(Object o) {
    return (T) o;
  }
}
