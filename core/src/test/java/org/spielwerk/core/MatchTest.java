package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.pig.Pig;

class MatchTest {
  private final Game<?, ?, ?, ?, ?> anyGame = new Pig();

  @Test
  void aMatchThroughAWildcardGamePlaysToTheEndAndReplays() {
    Match<?, ?, ?, ?, ?> match = anyGame.newMatch(3, 42L);
    RandomSource random = new RandomSource(1);
    assertThat(match.toMove()).isZero();
    assertThat(match.outcome()).isEmpty();
    while (!match.isOver()) {
      match.play(Agents.byName("greedy"), random);
    }
    assertThat(match.toMove()).isEqualTo(-1);
    assertThat(match.legalActions()).isEmpty();
    Outcome outcome = match.outcome().orElseThrow();
    assertThat(outcome.winners()).isNotEmpty();
    assertThat(match.history()).hasSize(match.steps().size()).isNotEmpty();
    SavedGame saved = match.saved();
    assertThat(saved.players()).isEqualTo(3);
    assertThat(saved.replay(new Pig()).last()).isEqualTo(match.state());
    assertThatThrownBy(() -> match.play(Agents.byName("random"), random)).isInstanceOf(IllegalActionException.class);
    assertThatThrownBy(() -> match.play(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("the game is over");
  }

  @Test
  void playByIndexFollowsTheListedOrder() {
    Pig pig = new Pig();
    Match<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> match = pig.newMatch(new Pig.Options(5), 2, 7L);
    assertThat(match.legalActionTexts(Locale.GERMAN)).containsExactly("würfeln", "aufhören und 0 Punkte sichern");
    assertThat(match.legalActionTexts(Locale.FRENCH)).as("other languages fall back to English")
        .containsExactly("roll", "hold and bank 0 points");
    Step<Pig.State, Pig.Event> step = match.play(1);
    assertThat(step.events()).containsExactly(new Pig.Event.Banked(0, 0));
    assertThat(match.history()).containsExactly(new Pig.Action.Hold());
    assertThat(match.toMove()).isEqualTo(1);
    assertThat(match.view(1)).isEqualTo(pig.view(match.state(), 1));
    assertThatThrownBy(() -> match.play(2)).hasMessageContaining("choose 0..1");
    assertThatThrownBy(() -> match.play(-1)).hasMessageContaining("no action -1");
    assertThat(match.history()).hasSize(1);
  }

  @Test
  void presetsByName() {
    assertThat(anyGame.newMatch("default", 2, 1L).options()).isEqualTo(new Pig().defaultOptions());
    assertThatThrownBy(() -> anyGame.newMatch("fast", 2, 1L)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("unknown preset 'fast'").hasMessageContaining("DEFAULT");
    assertThatThrownBy(() -> anyGame.newMatch(1, 1L)).isInstanceOf(InvalidSetupException.class);
  }

  @Test
  void playoutsReturnTheFinalStateAndOutcome() {
    Pig pig = new Pig();
    Pig.State start = pig.setup(new Pig.Options(10), 2, 3L);
    Playout.Result<Pig.State> result = Playout.random(pig, start, new RandomSource(4));
    assertThat(pig.isOver(result.state())).isTrue();
    assertThat(result.outcome()).isEqualTo(((Status.Finished) pig.status(result.state())).outcome());
    assertThat(result.actions()).isPositive();
    assertThat(Playout.random(pig, start, new RandomSource(4))).isEqualTo(result);
    Playout.Result<Pig.State> byAgents = Playout.withAgents(pig, start,
        List.of(Agents.byName("greedy"), Agents.byName("random")), new RandomSource(5));
    assertThat(pig.isOver(byAgents.state())).isTrue();
    assertThat(byAgents.outcome().scores()).isEqualTo(byAgents.state().scores().asJava());
  }
}
