package org.spielwerk.research.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/**
 * The bridge's words are the game's: {@code legal} gives each action's menu group ({@link GameText#menuGroup}) and
 * {@code render} the view's legend ({@link GameText#legend}) exactly as the game's text does, in English and
 * German, along random games of every game.
 */
class BridgeWordsTest {
  private final Bridge bridge = new Bridge();
  private int groups;
  private int legends;

  private JsonNode ok(String json) {
    JsonNode r = bridge.handle(json);
    assertThat(r.get("ok").asBoolean()).as(json + " -> " + r).isTrue();
    return r;
  }

  @Test
  void legalGroupsAndRenderLegendsAreTheGamesOwn() {
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      walk(game, game.info().minPlayers() == 2 ? 3 : game.info().minPlayers());
    }
    assertThat(groups).as("actions with a menu group along the games").isPositive();
    assertThat(legends).as("legend lines along the games").isPositive();
  }

  private <S, A, E extends org.spielwerk.core.GameEvent, V, O> void walk(Game<S, A, E, V, O> game, int players) {
    int handle = ok("{\"cmd\":\"new\",\"game\":\"" + game.info().id() + "\",\"players\":" + players + ",\"seed\":11}")
        .get("handle").asInt();
    S state = Json.fromTree(ok("{\"cmd\":\"state\",\"handle\":" + handle + "}").get("state"), game.types().state());
    RandomSource random = new RandomSource(5);
    for (int step = 0; step < 400 && game.status(state) instanceof Status.ToMove toMove; step++) {
      if (step % 7 == 0) {
        String locale = step % 14 == 0 ? "en" : "de";
        GameText<S, A, E, V> text = game.text(Locale.forLanguageTag(locale));
        V view = game.view(state, toMove.seat());
        JsonNode legal = ok("{\"cmd\":\"legal\",\"handle\":" + handle + ",\"locale\":\"" + locale + "\"}").get("actions");
        List<A> actions = game.legalActions(state);
        for (int i = 0; i < actions.size(); i++) {
          Optional<String> group = text.menuGroup(view, actions.get(i));
          JsonNode given = legal.get(i).get("group");
          assertThat(given == null ? Optional.empty() : Optional.of(given.asText()))
              .as(game.info().id() + " step " + step + " action " + i).isEqualTo(group);
          groups += group.isPresent() ? 1 : 0;
        }
        List<String> expected = text.legend(view);
        List<String> rendered = new ArrayList<>();
        ok("{\"cmd\":\"render\",\"handle\":" + handle + ",\"seat\":" + toMove.seat() + ",\"locale\":\"" + locale + "\"}")
            .get("legend").forEach(line -> rendered.add(line.asText()));
        assertThat(rendered).as(game.info().id() + " step " + step + " legend").isEqualTo(expected);
        legends += expected.size();
      }
      int index = random.nextInt(game.legalActions(state).size());
      ok("{\"cmd\":\"apply\",\"handle\":" + handle + ",\"index\":" + index + ",\"events\":false}");
      state = game.apply(state, game.legalActions(state).get(index)).state();
    }
    ok("{\"cmd\":\"close\",\"handle\":" + handle + "}");
  }
}
