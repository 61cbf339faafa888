package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * Golden playthroughs: seeded games played by a seeded random agent, written as a transcript of every
 * action (as JSON, and in words) and every event (in words, private ones marked), compared line by line
 * on every build, so that any change of behaviour shows in review.
 *
 * <p>Regenerate after an intended change with
 * {@code mvn -B -q -pl portroyal-stiche -am verify -Dquick -Dtest=GoldenPlaythroughTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.regenerate=true}, then review the diff of
 * {@code src/test/resources/golden/}.
 */
class GoldenPlaythroughTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  @ParameterizedTest
  @CsvSource({"3, STANDARD, 1", "4, REVOKE_BLUFF, 2"})
  void transcript_isUnchanged(int players, String preset, long seed) throws IOException {
    String transcript = transcript(GAME.presets().get(preset), players, seed);
    Path file = Path.of("src/test/resources/golden/" + players + "p-" + preset.toLowerCase() + "-seed" + seed + ".txt");
    if (Boolean.getBoolean("golden.regenerate")) {
      Files.createDirectories(file.getParent());
      Files.writeString(file, transcript, StandardCharsets.UTF_8);
    }
    List<String> expected = Files.readAllLines(file, StandardCharsets.UTF_8);
    assertThat(transcript.lines().toList()).isEqualTo(expected);
  }

  private static String transcript(PortRoyalSticheOptions options, int players, long seed) {
    StringBuilder out = new StringBuilder();
    out.append("# portroyal-stiche ").append(players).append(" players, options ").append(Json.write(options))
        .append(", seed ").append(seed).append(", random agent seed ").append(seed).append('\n');
    PortRoyalSticheState state = GAME.setup(options, players, seed);
    out.append("# dealer ").append(state.dealer()).append(", display ").append(state.display()).append('\n');
    RandomSource random = new RandomSource(seed);
    List<PortRoyalSticheAction> legal;
    while (!(legal = GAME.legalActions(state)).isEmpty()) {
      int seat = ((Status.ToMove) GAME.status(state)).seat();
      PortRoyalSticheAction action = legal.get(random.nextInt(legal.size()));
      out.append("P").append(seat + 1).append(": ").append(Json.write(action)).append("  -- ")
          .append(GAME.text().action(state, action)).append('\n');
      Step<PortRoyalSticheState, PortRoyalSticheEvent> step = GAME.apply(state, action);
      for (PortRoyalSticheEvent event : step.events()) {
        out.append(event.privateTo() < 0 ? "    " : "    [P" + (event.privateTo() + 1) + " only] ")
            .append(GAME.text().event(event)).append('\n');
      }
      state = step.state();
    }
    out.append("# outcome ").append(((Status.Finished) GAME.status(state)).outcome()).append('\n');
    return out.toString();
  }
}
