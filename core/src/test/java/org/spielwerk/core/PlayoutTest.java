package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlayoutTest {

  /** Always the first listed action (Countdown: count 1), or the last (count as far as allowed). */
  private static Agent firstListed() {
    return new Agent() {
      @Override
      public String name() {
        return "first";
      }

      @Override
      public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
        return game.legalActions(state).get(0);
      }
    };
  }

  private static Agent lastListed() {
    return new Agent() {
      @Override
      public String name() {
        return "last";
      }

      @Override
      public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
        List<A> legal = game.legalActions(state);
        return legal.get(legal.size() - 1);
      }
    };
  }

  /** Countdown whose playListed of its own counts its calls and plays the listed action. */
  static final class CountingCountdown extends Countdown {
    int listedPlays;

    @Override
    public Countdown.State playListed(Listing<Countdown.State, Countdown.Action> listing, int index) {
      listedPlays++;
      assertThat(listing.listedBy(this)).as("core's loop lists with the game it plays").isTrue();
      assertThat(listing.actions()).isEqualTo(legalActions(listing.state()));
      return super.playListed(listing, index);
    }
  }

  @Test
  void aGameWithItsOwnPlayListedIsPlayedThroughItAndTheSameWay() {
    CountingCountdown own = new CountingCountdown();
    Countdown plain = new Countdown();
    assertThat(Listing.playsListedItself(own)).isTrue();
    assertThat(Listing.playsListedItself(plain)).isFalse();
    Countdown.State state = plain.setup(new Countdown.Options(30, 3), 3, 5);
    Playout.Result<Countdown.State> byPlay = Playout.random(plain, state, new RandomSource(9));
    Playout.Result<Countdown.State> byListing = Playout.random(own, state, new RandomSource(9));
    assertThat(own.listedPlays).as("every action through playListed").isEqualTo(byListing.actions()).isPositive();
    assertThat(byListing).isEqualTo(byPlay);
  }

  @Test
  void aListingIsTheGamesOwnAndKnowsWhoMadeIt() {
    Countdown game = new Countdown();
    Countdown.State state = game.setup(new Countdown.Options(30, 3), 3, 5);
    Listing<Countdown.State, Countdown.Action> listing = Listing.of(game, state);
    assertThat(listing.actions()).isEqualTo(game.legalActions(state));
    assertThat(listing.state()).isSameAs(state);
    assertThat(listing.listedBy(game)).isTrue();
    assertThat(listing.listedBy(new Countdown())).isFalse();
    assertThat(game.playListed(listing, 1)).isEqualTo(game.play(state, listing.get(1)));
    assertThatThrownBy(() -> game.playListed(null, 0)).hasMessageContaining("listing");
  }

  @Test
  void aRandomPlayoutMakesTheUniformChoicesToTheEnd() {
    Countdown game = new Countdown();
    for (long seed = 0; seed < 20; seed++) {
      Countdown.State state = game.setup(new Countdown.Options(30, 3), 3, seed);
      // the same uniform choices, by hand
      RandomSource raw = new RandomSource(seed);
      int expected = 0;
      Countdown.State s = state;
      while (!game.isOver(s)) {
        List<Countdown.Action> legal = game.legalActions(s);
        s = game.play(s, legal.get(raw.nextInt(legal.size())));
        expected++;
      }
      RandomSource random = new RandomSource(seed);
      Playout.Result<Countdown.State> result = Playout.random(game, state, random);
      assertThat(result.actions()).as("seed %d", seed).isEqualTo(expected).isBetween(10, 30);
      assertThat(result.state()).isEqualTo(s);
      assertThat(result.outcome()).isEqualTo(((Status.Finished) game.status(s)).outcome());
      assertThat(random.toRng()).as("one draw per action").isEqualTo(raw.toRng());
    }
  }

  @Test
  void aFinishedGameTakesNoActions() {
    Countdown game = new Countdown();
    Countdown.State over = game.play(game.setup(new Countdown.Options(1, 1), 2, 0), new Countdown.Action.Count(1));
    assertThat(Playout.random(game, over, new RandomSource(1)).actions()).isZero();
    Playout.Result<Countdown.State> byAgents = Playout.withAgents(game, over, List.of(firstListed(), firstListed()),
        new RandomSource(1));
    assertThat(byAgents.actions()).isZero();
    assertThat(byAgents.state()).isEqualTo(over);
    assertThat(byAgents.outcome().winners()).containsExactly(0);
  }

  @Test
  void aGameMayTakeExactlyItsBoundButNotMore() {
    Countdown game = new Countdown(12);
    List<Agent> agents = List.of(firstListed(), firstListed());
    assertThat(Playout.random(game, game.setup(new Countdown.Options(12, 1), 2, 0), new RandomSource(1)).actions())
        .isEqualTo(12);
    assertThat(Playout.withAgents(game, game.setup(new Countdown.Options(12, 1), 2, 0), agents, new RandomSource(1))
        .actions()).isEqualTo(12);
    assertThatThrownBy(() -> Playout.random(game, game.setup(new Countdown.Options(13, 1), 2, 0), new RandomSource(1)))
        .isInstanceOf(IllegalStateException.class).hasMessage("countdown outlasted 12 actions");
    assertThatThrownBy(() -> Playout.withAgents(game, game.setup(new Countdown.Options(13, 1), 2, 0), agents,
        new RandomSource(1))).isInstanceOf(IllegalStateException.class).hasMessage("countdown outlasted 12 actions");
  }

  @Test
  void eachSeatIsPlayedByItsOwnAgent() {
    Countdown game = new Countdown();
    // seat 0 counts 1, seat 1 counts 3: 10 -> 9 -> 6 -> 5 -> 2 -> 1 -> 0, seat 0 reaches zero
    Playout.Result<Countdown.State> result = Playout.withAgents(game, game.setup(new Countdown.Options(10, 3), 2, 0),
        List.of(firstListed(), lastListed()), new RandomSource(1));
    assertThat(result.actions()).isEqualTo(6);
    assertThat(result.outcome().winners()).containsExactly(1);
    Playout.Result<Countdown.State> swapped = Playout.withAgents(game, game.setup(new Countdown.Options(10, 3), 2, 0),
        List.of(lastListed(), firstListed()), new RandomSource(1));
    // 10 -> 7 -> 6 -> 3 -> 2 -> 0 (seat 0 counts 2 of the last 2)
    assertThat(swapped.actions()).isEqualTo(5);
    assertThat(swapped.outcome().winners()).containsExactly(0);
  }
}
