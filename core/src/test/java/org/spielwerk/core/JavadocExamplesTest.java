package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The examples of core's public javadoc, shown from here by {@code {@snippet file=... region=...}} (the javadoc
 * plugin's {@code --snippet-path} is this folder): compiled and run with the tests. Core registers no game, so
 * the example plays the test game {@link Countdown} where the javadoc reads {@code Games.all()}.
 */
class JavadocExamplesTest {

  @Test
  void match_drivesAnyGameWithoutNamingItsTypes() {
    List<String> printed = new ArrayList<>();
    // @start region="match"
    RandomSource random = new RandomSource(7);
    for (Game<?, ?, ?, ?, ?> game : List.of(new Countdown())) { // @replace regex="List.of\(new Countdown\(\)\)" replacement="Games.all()"
      Match<?, ?, ?, ?, ?> match = game.newMatch(game.info().minPlayers(), 42L);
      while (!match.isOver()) {
        match.play(Agents.byName("greedy"), random);   // or match.play(index) for a person's choice
      }
      printed.add(game.info().name() + ": " + match.outcome().orElseThrow().winners()); // @replace regex="printed.add" replacement="System.out.println"
    }
    // @end
    assertThat(printed).hasSize(1);
  }
}
