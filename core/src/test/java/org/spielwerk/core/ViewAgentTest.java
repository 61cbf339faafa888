package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.pig.Pig;

/**
 * The core API of issue 34: the seats of a state and a view, the view-based agent, and the terminal value
 * of an outcome written once.
 */
class ViewAgentTest {
  private final Pig pig = new Pig();

  /** A searcher that remembers every position it was asked to choose in. */
  private static final class Spy implements Agent {
    final List<Object> seen = new ArrayList<>();

    @Override
    public String name() {
      return "spy";
    }

    @Override
    public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
      seen.add(state);
      return new RandomAgent().choose(game, state, random);
    }
  }

  @Test
  void theSearcherNeverSeesTheRealHiddenGenerator() {
    Spy spy = new Spy();
    Agent bot = new ViewAgent(spy);
    Pig.State s = pig.play(pig.setup(3, 7), new Pig.Action.Roll());
    for (int i = 0; i < 20; i++) {
      Pig.Action chosen = bot.choose(pig, s, new RandomSource(i));
      assertThat(pig.legalActions(s)).contains(chosen);
    }
    // Pig hides only its dice generator: the searcher gets the seat's view with a generator seeded afresh
    assertThat(spy.seen).hasSize(20).allSatisfy(seen -> {
      Pig.State dealt = (Pig.State) seen;
      assertThat(dealt).isNotSameAs(s);
      assertThat(dealt.rng()).isNotEqualTo(s.rng());
      assertThat(pig.view(dealt, 0)).isEqualTo(pig.view(s, 0));
    });
    assertThat(bot.name()).isEqualTo("spy");
  }

  /** A searcher that decides from the view when {@code declines} is false, and records which way it was asked. */
  private static final class Decider implements Agent, ViewDecider {
    final boolean declines;
    int decided;
    int dealt;

    Decider(boolean declines) {
      this.declines = declines;
    }

    @Override
    public String name() {
      return "decider";
    }

    @Override
    public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
      dealt++;
      return game.legalActions(state).get(0);
    }

    @Override
    public <A, V> A decide(Game<?, A, ?, V, ?> game, V view, int seat, List<A> legal, RandomSource random) {
      decided++;
      return declines ? null : legal.get(legal.size() - 1);
    }
  }

  /** A decision the view settles costs no dealt position; one it does not gets one; random draws as it always did. */
  @Test
  void aViewDeciderIsAskedFirstAndAPositionIsDealtOnlyWhenItDeclines() {
    Pig.State s = pig.play(pig.setup(3, 7), new Pig.Action.Roll());
    Decider decides = new Decider(false);
    assertThat(new ViewAgent(decides).choose(pig, s, new RandomSource(1))).isEqualTo(pig.legalActions(s).getLast());
    assertThat(decides.decided).isEqualTo(1);
    assertThat(decides.dealt).isZero();
    Decider declines = new Decider(true);
    assertThat(new ViewAgent(declines).choose(pig, s, new RandomSource(1))).isEqualTo(pig.legalActions(s).getFirst());
    assertThat(declines.decided).isEqualTo(1);
    assertThat(declines.dealt).isEqualTo(1);
    for (int i = 0; i < 20; i++) {
      assertThat(new ViewAgent(new RandomAgent()).choose(pig, s, new RandomSource(i)))
          .isEqualTo(new RandomAgent().choose(pig, s, new RandomSource(i)));
    }
  }

  @Test
  void aBotHoldingOnlyAViewDecides() {
    ViewAgent bot = new ViewAgent(new GreedyAgent());
    Pig.State s = pig.setup(2, 3);
    Pig.State view = pig.view(s, 0);
    assertThat(bot.chooseFromView(pig, view, new RandomSource(1))).isIn(pig.legalActions(s));
  }

  @Test
  void aViewOfAnotherSeatOrAFinishedGameIsRejected() {
    Countdown countdown = new Countdown();
    ViewAgent bot = new ViewAgent(new RandomAgent());
    Countdown.State start = countdown.setup(2, 1L);
    Countdown.State over = new Countdown.State(start.options(), 2, 0, 0, 1);
    assertThatThrownBy(() -> bot.chooseFromView(countdown, over, new RandomSource(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("the game is over");
    assertThatThrownBy(() -> bot.choose(countdown, over, new RandomSource(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("the game is over");
    assertThatThrownBy(() -> new ViewAgent(null)).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("searcher must not be null");
  }

  @Test
  void seatsAreCountedFromAStateAndFromAView() {
    for (int players = 2; players <= 4; players++) {
      Pig.State s = pig.setup(players, 5L);
      assertThat(pig.seats(s)).isEqualTo(players);
      assertThat(pig.seatsOfView(pig.view(s, players - 1))).isEqualTo(players);
    }
    Countdown countdown = new Countdown();
    assertThat(countdown.seats(countdown.setup(1, 1L))).isEqualTo(1);
    assertThat(countdown.seats(countdown.setup(4, 1L))).isEqualTo(4);
    assertThatThrownBy(() -> pig.seats(null)).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("state must not be null");
  }

  @Test
  void theTerminalValuePutsASoleWinAboveASharedOneAndBetterPlacesAboveWorse() {
    Outcome sole = new Outcome(List.of(9, 5, 1), Outcome.ranksByDescending(List.of(9, 5, 1)));
    Outcome shared = new Outcome(List.of(9, 9, 1), Outcome.ranksByDescending(List.of(9, 9, 1)));
    assertThat(sole.terminalValue(0)).isEqualTo(1.0);
    assertThat(shared.terminalValue(0)).isEqualTo(0.5);
    assertThat(sole.terminalValue(1)).isEqualTo(-1.0);
    assertThat(sole.terminalValue(2)).isEqualTo(-2.0);
    assertThat(shared.terminalValue(2)).isEqualTo(-2.0);
  }
}
