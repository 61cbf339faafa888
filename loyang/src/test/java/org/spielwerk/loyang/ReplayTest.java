package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.loyang.Fixture.GAME;

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
 * Saved games and the golden playthrough: a seeded 3-player game between greedy bots, told in words,
 * kept in {@code src/test/resources/golden/loyang-3p-seed7.txt} and compared on every build. After an
 * intended change regenerate it with
 * {@code mvn -pl loyang -am verify -Dquick -Dtest=ReplayTest -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.regenerate=true}.
 */
class ReplayTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/loyang-3p-seed7.txt");
  /**
   * The same game in German. Both show seat 1's view at the start of every round and at the end, and
   * every 40th decision's legal actions ("  - ").
   */
  private static final Path GOLDEN_DE = Path.of("src/test/resources/golden/loyang-3p-seed7-de.txt");

  private record Played(SavedGame saved, String transcript, LoyangState last) {}

  private static Played playGreedyGame() {
    return playGreedyGame(GAME.text(), false);
  }

  private static Played playGreedyGame(
      org.spielwerk.core.GameText<LoyangState, LoyangAction, LoyangEvent, LoyangView> text, boolean views) {
    LoyangState s = GAME.setup(LoyangOptions.YUCATA, 3, 7);
    Agent greedy = Agents.byName("greedy");
    RandomSource random = new RandomSource(7);
    List<LoyangAction> actions = new ArrayList<>();
    StringBuilder transcript = new StringBuilder();
    while (GAME.status(s) instanceof Status.ToMove toMove) {
      LoyangAction action = greedy.choose(GAME, s, random);
      if (views && actions.size() % 40 == 0) {
        for (LoyangAction legal : GAME.legalActions(s)) {
          transcript.append("  - ").append(text.action(s, legal)).append('\n');
        }
      }
      transcript.append(text.seat(toMove.seat())).append(": ").append(text.action(s, action)).append('\n');
      Step<LoyangState, LoyangEvent> step = GAME.apply(s, action);
      boolean roundBegan = false;
      for (LoyangEvent event : step.events()) {
        if (event.privateTo() < 0) {
          transcript.append("    ").append(text.event(event)).append('\n');
        }
        roundBegan |= event instanceof LoyangEvent.RoundBegan;
      }
      actions.add(action);
      s = step.state();
      if (views && (roundBegan || GAME.isOver(s))) {
        transcript.append(text.view(GAME.view(s, 0)));
      }
    }
    transcript.append(GAME.status(s)).append('\n');
    return new Played(SavedGame.of(GAME, LoyangOptions.YUCATA, 3, 7, actions), transcript.toString(), s);
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
    LoyangState last = playGreedyGame().last();
    assertThat(Json.read(Json.write(last), LoyangState.class)).isEqualTo(last);
  }

  @Test
  void golden_playthroughIsUnchanged() throws IOException {
    String transcript = playGreedyGame(GAME.text(), true).transcript();
    if (Boolean.getBoolean("golden.regenerate")) {
      Files.createDirectories(GOLDEN.getParent());
      Files.writeString(GOLDEN, transcript, StandardCharsets.UTF_8);
    }
    assertThat(transcript).isEqualTo(Files.readString(GOLDEN, StandardCharsets.UTF_8));
  }

  @Test
  void golden_germanPlaythroughIsUnchanged() throws IOException {
    String transcript = playGreedyGame(GAME.text(java.util.Locale.GERMAN), true).transcript();
    if (Boolean.getBoolean("golden.regenerate")) {
      Files.createDirectories(GOLDEN_DE.getParent());
      Files.writeString(GOLDEN_DE, transcript, StandardCharsets.UTF_8);
    }
    assertThat(transcript).isEqualTo(Files.readString(GOLDEN_DE, StandardCharsets.UTF_8));
  }
}
