package org.spielwerk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Match;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.portroyalunterwegs.PortRoyalUnterwegs;
import org.spielwerk.portroyalunterwegs.UnterwegsAction;
import org.spielwerk.portroyalunterwegs.UnterwegsEvent;
import org.spielwerk.portroyalunterwegs.UnterwegsOptions;

/** The embedding example of README.md, kept compiling and running. */
class EmbeddingExampleTest {

  @Test
  void theReadmeExampleRunsAGameToTheEnd() {
    StringBuilder log = new StringBuilder();
    // --- as in README.md ---
    var game = new PortRoyalUnterwegs();
    var state = game.setup(UnterwegsOptions.DEFAULT, 3, 42L);
    var bot = Agents.byName("greedy");
    var random = new RandomSource(1);
    while (game.status(state) instanceof Status.ToMove toMove) {
      List<UnterwegsAction> legal = game.legalActions(state);
      UnterwegsAction action = toMove.seat() == 0 ? legal.get(0) : bot.choose(game, state, random);
      Step<org.spielwerk.portroyalunterwegs.UnterwegsState, UnterwegsEvent> step = game.apply(state, action);
      step.eventsFor(0).forEach(e -> log.append(game.text().event(e)).append('\n'));
      state = step.state();
    }
    // ---
    assertThat(game.status(state)).isInstanceOf(Status.Finished.class);
    assertThat(log).contains("Game over");
  }

  @Test
  void theReadmeLoopOverEveryGameRuns() {
    StringBuilder out = new StringBuilder();
    // --- as in README.md ---
    var bot = Agents.byName("greedy");
    var random = new RandomSource(7);
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      Match<?, ?, ?, ?, ?> match = game.newMatch(game.info().minPlayers(), 42L);
      while (!match.isOver()) {
        if (match.toMove() == 0) {
          match.play(0);                        // a person's choice: an index into match.legalActions()
        } else {
          match.play(bot, random);
        }
      }
      out.append(game.info().name() + ": winners " + match.outcome().orElseThrow().winners()
          + " after " + match.history().size() + " actions\n");
    }
    // ---
    assertThat(out.toString().lines()).hasSize(Games.all().size()).allMatch(l -> l.contains("winners ["));
  }
}
