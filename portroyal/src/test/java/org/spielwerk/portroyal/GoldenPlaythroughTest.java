package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Step;

/**
 * Golden playthroughs: seeded random games written as a transcript of actions and events (words and
 * JSON), compared on every build, so that any change of behaviour shows in review. One game is also told in
 * German with the table as the seat to move sees it at the start of each turn, which pins the German words.
 *
 * <p>Regenerate after an intended change with:
 * {@code mvn -B -q -pl portroyal -am verify -Dquick -Dtest=GoldenPlaythroughTest -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.regenerate=true}
 * and review the diff of {@code src/test/resources/org/spielwerk/portroyal/golden-*.txt}.
 */
class GoldenPlaythroughTest {

  @ParameterizedTest
  @CsvSource({"YUCATA, 2, 20261121, 7", "PRINTED_EXPANSION, 4, 77, 3", "YUCATA_EXPANSION, 3, 5, 11"})
  void transcriptIsUnchanged(String preset, int players, long seed, long agentSeed) throws IOException {
    PortRoyal game = Table.GAME;
    PortRoyalOptions options = game.presets().get(preset);
    if (preset.equals("YUCATA_EXPANSION")) {
      options = options.withUnterwegsCards(true);
    }
    String transcript = transcript(game, options, players, seed, agentSeed);
    String name = "golden-" + preset.toLowerCase() + "-" + players + "p.txt";
    if (Boolean.getBoolean("golden.regenerate")) {
      Path file = Path.of("src/test/resources/org/spielwerk/portroyal", name);
      Files.createDirectories(file.getParent());
      Files.writeString(file, transcript, StandardCharsets.UTF_8);
      return;
    }
    try (InputStream in = GoldenPlaythroughTest.class.getResourceAsStream(name)) {
      assertThat(in).as("golden file " + name + " (see the class javadoc to create it)").isNotNull();
      String expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      assertThat(transcript).isEqualTo(expected);
    }
  }

  @Test
  void germanTranscriptIsUnchanged() throws IOException {
    PortRoyal game = Table.GAME;
    PortRoyalOptions options = game.presets().get("YUCATA_EXPANSION").withUnterwegsCards(true);
    String transcript = transcript(game, options, 3, 5, 11, Locale.GERMAN);
    String name = "golden-yucata_expansion-3p-de.txt";
    if (Boolean.getBoolean("golden.regenerate")) {
      Path file = Path.of("src/test/resources/org/spielwerk/portroyal", name);
      Files.writeString(file, transcript, StandardCharsets.UTF_8);
      return;
    }
    try (InputStream in = GoldenPlaythroughTest.class.getResourceAsStream(name)) {
      assertThat(in).as("golden file " + name + " (see the class javadoc to create it)").isNotNull();
      assertThat(transcript).isEqualTo(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  static String transcript(PortRoyal game, PortRoyalOptions options, int players, long seed, long agentSeed) {
    return transcript(game, options, players, seed, agentSeed, null);
  }

  /** With a {@code locale}, the words are in that language and each turn starts with the mover's view. */
  static String transcript(PortRoyal game, PortRoyalOptions options, int players, long seed, long agentSeed,
      Locale locale) {
    GameText<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView> text =
        locale == null ? game.text() : game.text(locale);
    StringBuilder out = new StringBuilder();
    PortRoyalState s = game.setup(options, players, seed);
    out.append("setup ").append(Json.write(options)).append(" players ").append(players).append(" seed ").append(seed).append('\n');
    out.append("start player ").append(s.startPlayer()).append(", contracts ").append(s.contracts().map(ContractState::contract).mkString(", ")).append('\n');
    RandomSource agent = new RandomSource(agentSeed);
    int n = 0;
    while (!game.isOver(s)) {
      List<PortRoyalAction> legal = game.legalActions(s);
      PortRoyalAction action = legal.get(agent.nextInt(legal.size()));
      int seat = PortRoyal.toMove(s);
      if (locale != null && s.phase() instanceof Phase.Discover d && d.cards() == 0) {
        out.append(text.view(game.view(s, seat)).indent(6));
      }
      out.append(++n).append(". ").append(text.seat(seat)).append(": ").append(text.action(s, action))
          .append("  ").append(Json.write(action)).append('\n');
      Step<PortRoyalState, PortRoyalEvent> step = game.apply(s, action);
      for (PortRoyalEvent event : step.events()) {
        out.append("   - ").append(text.event(event)).append('\n');
      }
      s = step.state();
    }
    out.append("outcome ").append(game.status(s)).append('\n');
    return out.toString();
  }
}
