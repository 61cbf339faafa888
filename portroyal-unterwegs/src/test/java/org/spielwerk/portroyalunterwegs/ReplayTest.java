package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalunterwegs.Table.GAME;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * Saved games and the golden playthrough: a seeded game between greedy bots, told in words, kept in
 * {@code src/test/resources/golden/unterwegs-3p-seed7.txt} and compared on every build, so that any
 * change of behaviour shows in review. After an intended change regenerate it with
 * {@code mvn -pl portroyal-unterwegs -am verify -Dquick -Dtest=ReplayTest -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.regenerate=true}.
 */
class ReplayTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/unterwegs-3p-seed7.txt");

  private record Played(SavedGame saved, String transcript, UnterwegsState last) {}

  private static Played playGreedyGame() {
    UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT, 3, 7);
    Agent greedy = Agents.byName("greedy");
    RandomSource random = new RandomSource(7);
    List<UnterwegsAction> actions = new ArrayList<>();
    StringBuilder transcript = new StringBuilder();
    while (GAME.status(s) instanceof Status.ToMove toMove) {
      UnterwegsAction action = greedy.choose(GAME, s, random);
      transcript.append(GAME.text().seat(toMove.seat())).append(": ").append(GAME.text().action(s, action)).append('\n');
      Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, action);
      for (UnterwegsEvent event : step.events()) {
        transcript.append("    ").append(GAME.text().event(event)).append('\n');
      }
      actions.add(action);
      s = step.state();
    }
    return new Played(SavedGame.of(GAME, UnterwegsOptions.DEFAULT, 3, 7, actions), transcript.toString(), s);
  }

  @Test
  void savedGame_replaysToTheSameState() {
    Played played = playGreedyGame();
    SavedGame back = SavedGame.read(played.saved().toJson());
    assertThat(back).isEqualTo(played.saved());
    assertThat(back.replay(GAME).last()).isEqualTo(played.last());
  }

  @Test
  void state_snapshotsRoundTripThroughJson() {
    UnterwegsState last = playGreedyGame().last();
    assertThat(Json.read(Json.write(last), UnterwegsState.class)).isEqualTo(last);
  }

  @Test
  void golden_playthroughIsUnchanged() throws IOException {
    String transcript = playGreedyGame().transcript();
    if (Boolean.getBoolean("golden.regenerate")) {
      Files.createDirectories(GOLDEN.getParent());
      Files.writeString(GOLDEN, transcript, StandardCharsets.UTF_8);
    }
    assertThat(transcript).isEqualTo(Files.readString(GOLDEN, StandardCharsets.UTF_8));
  }
}
