package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Match's bookkeeping on Countdown: what it reports before, during and after a game. */
class MatchDetailsTest {
  private final Countdown game = new Countdown();
  private final Countdown.Options options = new Countdown.Options(5, 3);

  @Test
  void aNewMatchIsTheSetUpPosition() {
    Match<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State, Countdown.Options> match =
        game.newMatch(options, 3, 9L);
    assertThat(match.game()).isSameAs(game);
    assertThat(match.options()).isEqualTo(options);
    assertThat(match.players()).isEqualTo(3);
    assertThat(match.seed()).isEqualTo(9L);
    assertThat(match.state()).isEqualTo(game.setup(options, 3, 9L));
    assertThat(match.status()).isEqualTo(new Status.ToMove(0));
    assertThat(match.isOver()).isFalse();
    assertThat(match.toMove()).isZero();
    assertThat(match.legalActions()).containsExactly(new Countdown.Action.Count(1), new Countdown.Action.Count(2),
        new Countdown.Action.Count(3));
    assertThat(match.legalActionTexts(Locale.ENGLISH)).containsExactly("count 1", "count 2", "count 3");
    assertThat(match.history()).isEmpty();
    assertThat(match.steps()).isEmpty();
    assertThat(match.view(2)).isEqualTo(game.view(match.state(), 2));
  }

  @Test
  void playingKeepsTheHistoryTheStepsAndTheRecord() {
    Match<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State, Countdown.Options> match =
        game.newMatch(options, 2, 9L);
    Step<Countdown.State, Countdown.Event> first = match.play(new Countdown.Action.Count(3));
    assertThat(first.state()).isEqualTo(match.state());
    assertThat(first.events()).startsWith(new Countdown.Event.Counted(0, 3, 2));
    Step<Countdown.State, Countdown.Event> second = match.play(1);
    assertThat(second.events()).startsWith(new Countdown.Event.Counted(1, 2, 0));
    assertThat(match.history()).containsExactly(new Countdown.Action.Count(3), new Countdown.Action.Count(2));
    assertThat(match.steps()).containsExactly(first, second);
    assertThat(match.isOver()).isTrue();
    assertThat(match.status()).isInstanceOf(Status.Finished.class);
    assertThat(match.outcome()).hasValueSatisfying(o -> assertThat(o.winners()).containsExactly(1));
    assertThat(match.legalActionTexts(Locale.ENGLISH)).isEmpty();
    SavedGame saved = match.saved();
    assertThat(saved.seed()).isEqualTo(9L);
    assertThat(saved.actions()).hasSize(2);
    assertThat(saved.replay(game).steps()).isEqualTo(match.steps());
    assertThatThrownBy(() -> match.history().add(new Countdown.Action.Count(1)))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> match.steps().clear()).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void anIllegalActionLeavesTheMatchAsItWas() {
    Match<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State, Countdown.Options> match =
        game.newMatch(options, 2, 9L);
    Countdown.State before = match.state();
    assertThatThrownBy(() -> match.play(new Countdown.Action.Count(4))).isInstanceOf(IllegalActionException.class);
    assertThatThrownBy(() -> match.play(3)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no action 3: choose 0..2");
    assertThat(match.state()).isEqualTo(before);
    assertThat(match.history()).isEmpty();
    assertThat(match.steps()).isEmpty();
  }

  @Test
  void anAgentPlaysForTheSeatToMove() {
    Match<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State, Countdown.Options> match =
        game.newMatch(options, 2, 9L);
    RandomSource random = new RandomSource(3);
    RandomSource raw = new RandomSource(3);
    Step<Countdown.State, Countdown.Event> step = match.play(new RandomAgent(), random);
    assertThat(match.history()).containsExactly(new Countdown.Action.Count(1 + raw.nextInt(3)));
    assertThat(match.steps()).containsExactly(step);
    assertThat(match.toMove()).isEqualTo(1);
  }

  @Test
  void presetsAndArgumentsAreChecked() {
    assertThat(game.newMatch("Default", 2, 1L).options()).isEqualTo(game.defaultOptions());
    assertThat(game.newMatch(4, 1L).players()).isEqualTo(4);
    assertThatThrownBy(() -> game.newMatch("quick", 2, 1L)).isInstanceOf(InvalidSetupException.class)
        .hasMessage("preset: unknown preset 'quick' of countdown, known: [DEFAULT]");
    assertThatThrownBy(() -> game.newMatch((String) null, 2, 1L)).isInstanceOf(NullPointerException.class)
        .hasMessage("preset must not be null");
    assertThatThrownBy(() -> game.newMatch((Countdown.Options) null, 2, 1L)).isInstanceOf(NullPointerException.class)
        .hasMessage("options must not be null");
    assertThatThrownBy(() -> game.newMatch(options, 5, 1L)).isInstanceOf(InvalidSetupException.class)
        .hasMessageStartingWith("players:");
  }

  @Test
  void aWildcardGameMakesAMatchToo() {
    Game<?, ?, ?, ?, ?> any = game;
    Match<?, ?, ?, ?, ?> match = any.newMatch(2, 1L);
    while (!match.isOver()) {
      match.play(0);
    }
    assertThat(match.history()).hasSize(10);
    assertThat(match.toMove()).isEqualTo(-1);
    assertThat(match.outcome().orElseThrow().winners()).containsExactly(1);
    assertThat(List.copyOf(match.legalActions())).isEmpty();
  }
}
