package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalunterwegs.Table.GAME;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * Saved games and the golden playthroughs: a seeded game between greedy bots, told in words in English and
 * in German (with the table as the seat to move sees it at the start of each turn and whenever a ship waits
 * to be repelled), kept in {@code src/test/resources/golden/unterwegs-3p-seed7.txt} and {@code ...-de.txt}
 * and compared on every build, so that any change of behaviour or wording shows in review. After an intended
 * change regenerate them with
 * {@code mvn -pl portroyal-unterwegs -am verify -Dquick -Dtest=ReplayTest -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.regenerate=true}.
 */
class ReplayTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/unterwegs-3p-seed7.txt");
  private static final Path GOLDEN_DE = Path.of("src/test/resources/golden/unterwegs-3p-seed7-de.txt");

  private record Played(SavedGame saved, String transcript, UnterwegsState last) {}

  private static Played playGreedyGame() {
    return playGreedyGame(Locale.ENGLISH);
  }

  private static Played playGreedyGame(Locale locale) {
    GameText<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView> text = GAME.text(locale);
    UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT, 3, 7);
    Agent greedy = Agents.byName("greedy");
    RandomSource random = new RandomSource(7);
    List<UnterwegsAction> actions = new ArrayList<>();
    StringBuilder transcript = new StringBuilder();
    while (GAME.status(s) instanceof Status.ToMove toMove) {
      if (s.phase() instanceof Phase.RepelOrAccept || isTurnStart(s)) {
        transcript.append(text.view(GAME.view(s, toMove.seat())).indent(8));
      }
      UnterwegsAction action = greedy.choose(GAME, s, random);
      transcript.append(text.seat(toMove.seat())).append(": ").append(text.action(s, action)).append('\n');
      Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, action);
      for (UnterwegsEvent event : step.events()) {
        transcript.append("    ").append(text.event(event)).append('\n');
      }
      actions.add(action);
      s = step.state();
    }
    return new Played(SavedGame.of(GAME, UnterwegsOptions.DEFAULT, 3, 7, actions), transcript.toString(), s);
  }

  private static boolean isTurnStart(UnterwegsState s) {
    return s.phase() instanceof Phase.Discover d && !d.revealed();
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
    assertGolden(playGreedyGame(Locale.ENGLISH).transcript(), GOLDEN);
  }

  @Test
  void golden_germanPlaythroughIsUnchanged() throws IOException {
    assertGolden(playGreedyGame(Locale.GERMAN).transcript(), GOLDEN_DE);
  }

  private static void assertGolden(String transcript, Path golden) throws IOException {
    if (Boolean.getBoolean("golden.regenerate")) {
      Files.createDirectories(golden.getParent());
      Files.writeString(golden, transcript, StandardCharsets.UTF_8);
    }
    assertThat(transcript).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
  }
}
