package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The small value types and conventions of core: GameInfo, Require, the exceptions, events, steps, text. */
class CoreValuesTest {

  @Test
  void gameInfoAcceptsOneSeatAndAFixedCount() {
    assertThat(new GameInfo("solo", "Solo", 1, 1, 5).maxPlayers()).isEqualTo(1);
    assertThat(new GameInfo("duel", "Duel", 2, 2, 5).minPlayers()).isEqualTo(2);
    assertThatThrownBy(() -> new GameInfo("none", "None", 0, 2, 5)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("player range 0..2");
    assertThatThrownBy(() -> new GameInfo("odd", "Odd", 3, 2, 5)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("player range 3..2");
  }

  @Test
  void checkPlayersAcceptsExactlyTheRange() {
    GameInfo info = new GameInfo("g", "G", 2, 4, 5);
    info.checkPlayers(2);
    info.checkPlayers(4);
    assertThatThrownBy(() -> info.checkPlayers(1)).isInstanceOf(InvalidSetupException.class)
        .hasMessage("players: G is for 2 to 4 players, not 1");
    InvalidSetupException five = (InvalidSetupException) org.assertj.core.api.Assertions.catchThrowable(() -> info.checkPlayers(5));
    assertThat(five.field()).isEqualTo("players");
    assertThat(five.getMessage()).isEqualTo("players: G is for 2 to 4 players, not 5");
  }

  @Test
  void requireNamesWhatIsMissingAndTheTable() {
    String value = "x";
    assertThat(Require.nonNull(value, "state")).isSameAs(value);
    assertThatThrownBy(() -> Require.nonNull(null, "state")).isInstanceOf(NullPointerException.class)
        .hasMessage("state must not be null");
    assertThat(Require.seat(0, 3)).isZero();
    assertThat(Require.seat(2, 3)).isEqualTo(2);
    assertThatThrownBy(() -> Require.seat(3, 3)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat 3 is not at this table (seats 0..2)");
    assertThatThrownBy(() -> Require.seat(-1, 3)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat -1 is not at this table (seats 0..2)");
  }

  @Test
  void theExceptionsKeepWhatTheyName() {
    IllegalActionException illegal = new IllegalActionException("Repel (§4.1)", "swords 2 < 3");
    assertThat(illegal.rule()).isEqualTo("Repel (§4.1)");
    assertThat(illegal.getMessage()).isEqualTo("Repel (§4.1): swords 2 < 3");
    assertThat(illegal.getStackTrace()).as("bad input carries no stack trace").isEmpty();
    InvalidPositionException position = new InvalidPositionException("seats[1].coins", "negative");
    assertThat(position.field()).isEqualTo("seats[1].coins");
    assertThat(position.getMessage()).isEqualTo("seats[1].coins: negative");
    InvalidSetupException setup = new InvalidSetupException("target", "must be 1..1000");
    assertThat(setup.field()).isEqualTo("target");
    assertThat(setup.getMessage()).isEqualTo("target: must be 1..1000");
  }

  @Test
  void eventsArePublicUnlessPrivateToASeat() {
    Countdown.Event open = new Countdown.Event.Counted(0, 1, 9);
    assertThat(open.privateTo()).isEqualTo(-1);
    assertThat(open.visibleTo(0)).isTrue();
    assertThat(open.visibleTo(3)).isTrue();
    Countdown.Event toZero = new Countdown.Event.Noted(0, "mine");
    assertThat(toZero.visibleTo(0)).isTrue();
    assertThat(toZero.visibleTo(1)).isFalse();
    Countdown.Event toTwo = new Countdown.Event.Noted(2, "mine");
    assertThat(toTwo.visibleTo(2)).isTrue();
    assertThat(toTwo.visibleTo(0)).isFalse();
    assertThat(toTwo.visibleTo(1)).isFalse();
  }

  @Test
  void eachSeatGetsThePublicEventsAndItsOwn() {
    Countdown game = new Countdown();
    Countdown.State start = game.setup(new Countdown.Options(10, 2), 3, 1);
    Step<Countdown.State, Countdown.Event> first = game.apply(start, new Countdown.Action.Count(2));
    Countdown.Event counted = new Countdown.Event.Counted(0, 2, 8);
    Countdown.Event noted = new Countdown.Event.Noted(0, "I counted 2");
    assertThat(first.events()).containsExactly(counted, noted);
    assertThat(first.eventsFor(0)).containsExactly(counted, noted);
    assertThat(first.eventsFor(1)).containsExactly(counted);
    assertThat(first.eventsFor(2)).containsExactly(counted);
    Step<Countdown.State, Countdown.Event> second = game.apply(first.state(), new Countdown.Action.Count(1));
    assertThat(second.eventsFor(0)).containsExactly(new Countdown.Event.Counted(1, 1, 7));
    assertThat(second.eventsFor(1)).hasSize(2);
  }

  @Test
  void stepsKeepACopyOfTheirEvents() {
    java.util.List<Countdown.Event> events = new java.util.ArrayList<>(List.of(new Countdown.Event.Counted(0, 1, 1)));
    Step<String, Countdown.Event> step = new Step<>("s", events);
    events.clear();
    assertThat(step.events()).hasSize(1);
  }

  @Test
  void seatsAreNamedFromOneAndOtherLanguagesFallBackToTheGamesText() {
    Countdown game = new Countdown();
    assertThat(game.text().seat(0)).isEqualTo("Player 1");
    assertThat(game.text().seat(2)).isEqualTo("Player 3");
    Countdown.State state = game.setup(2, 1);
    assertThat(game.text(Locale.GERMAN).action(state, new Countdown.Action.Count(2))).isEqualTo("count 2");
    assertThat(game.text(Locale.JAPANESE).view(state)).isEqualTo("10 left");
  }

  @Test
  void theGameShorthands() {
    Countdown game = new Countdown();
    Countdown.State state = game.setup(2, 5);
    assertThat(state).isEqualTo(game.setup(game.defaultOptions(), 2, 5));
    assertThat(game.play(state, new Countdown.Action.Count(1)))
        .isEqualTo(game.apply(state, new Countdown.Action.Count(1)).state());
    assertThat(game.isOver(state)).isFalse();
    Countdown.State over = game.setup(new Countdown.Options(1, 1), 2, 5);
    over = game.play(over, new Countdown.Action.Count(1));
    assertThat(game.isOver(over)).isTrue();
    assertThat(((Status.Finished) game.status(over)).outcome().winners()).containsExactly(0);
  }
}
