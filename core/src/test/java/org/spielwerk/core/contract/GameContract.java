package org.spielwerk.core.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * The contract every Spielwerk game passes (design.md, "The contract"), as one abstract jqwik suite.
 * A game module extends it with its game, an option generator, its invariants and a generator of
 * plausible actions; each property then plays random games from random seeds, player counts and
 * options:
 *
 * <ol>
 *   <li>termination within {@code info().maxActions()};
 *   <li>every listed action applies; the list is non-empty and duplicate-free until the end, and
 *       {@code status} agrees with it;
 *   <li>a plausible action that is not listed is rejected with {@link IllegalActionException};
 *   <li>determinism: the same seed and actions give equal states and equal events;
 *   <li>JSON round trip of states, views, actions and events;
 *   <li>no leaks: {@code view(resample(s, seat, x), seat).equals(view(s, seat))}, and resampled
 *       positions keep every invariant and stay playable;
 *   <li>the game's own invariants after every step.
 * </ol>
 *
 * Failures name the setup (options, players, seed) and the number of actions played, so that a
 * failing game can be replayed in a scenario test.
 */
public abstract class GameContract<S, A, E extends GameEvent, V, O> {

  /** The game under test. */
  protected abstract Game<S, A, E, V, O> game();

  /** Options to test: every preset, variant and option mix the game offers should be reachable. */
  protected abstract Arbitrary<O> options();

  /** The player counts to test; by default the game's whole range. */
  protected Arbitrary<Integer> playerCounts() {
    return Arbitraries.integers().between(game().info().minPlayers(), game().info().maxPlayers());
  }

  /**
   * The game's own invariants (component integrity, conservation, non-negative counters, scores
   * equal to their parts); throws an {@link AssertionError} naming what broke.
   */
  protected abstract void checkInvariants(S state);

  /**
   * Actions of every kind with arguments that may or may not be legal in {@code state}; those not
   * in {@code legalActions(state)} must be rejected. Include the near misses (one card too many, a
   * card that is not there, a colour already held).
   */
  protected abstract List<A> plausibleActions(S state);

  /**
   * The game's invariants of a transition, checked after every action of the playout property: for
   * example that the events account for every coin that moved, or that a counter never goes down.
   * Throws an {@link AssertionError} naming what broke. None by default.
   */
  protected void checkStep(S before, A action, Step<S, E> step) {}

  /** A random game: options, player count, setup seed and the seed of the random agent. */
  public record Setup<O>(O options, int players, long seed, long agentSeed) {}

  @Provide
  Arbitrary<Setup<O>> setups() {
    return Combinators.combine(options(), playerCounts(), Arbitraries.longs(), Arbitraries.longs())
        .as(Setup::new);
  }

  /**
   * How much of the contract's default work to do, as a factor: 1.0 plays 1,000 random games for
   * the playout property, 300 for rejection, 200 each for determinism and resampling and 40 for
   * JSON. A game whose playouts are slow lowers it to keep the module's test run short; a fast game
   * may raise it. Each property runs 100 tries (20 for JSON) of random options and player counts and
   * plays its share of games in each.
   */
  protected double effort() {
    return 1.0;
  }

  /** The games one try of a property plays: {@code total} spread over {@code tries}, scaled by effort. */
  private List<Setup<O>> games(Setup<O> setup, int total, int tries) {
    int count = Math.max(1, (int) Math.round(total * effort() / tries));
    RandomSource seeds = new RandomSource(setup.seed());
    List<Setup<O>> games = new ArrayList<>();
    games.add(setup);
    for (int i = 1; i < count; i++) {
      games.add(new Setup<>(setup.options(), setup.players(), seeds.nextLong(), seeds.nextLong()));
    }
    return games;
  }

  private String where(Setup<O> setup, int played) {
    return "[" + game().info().id() + " " + setup + ", after " + played + " actions] ";
  }

  /** Contract 1, 2 and 7: random playouts end in time, legal actions apply, invariants hold. */
  @Property(tries = 100, shrinking = ShrinkingMode.OFF)
  void randomPlayoutsKeepEveryRule(@ForAll("setups") Setup<O> setup) {
    games(setup, 1000, 100).forEach(this::randomPlayoutsKeepEveryRuleIn);
  }

  void randomPlayoutsKeepEveryRuleIn(Setup<O> setup) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(setup.agentSeed());
    S state = game.setup(setup.options(), setup.players(), setup.seed());
    int played = 0;
    while (true) {
      String where = where(setup, played);
      checkInvariants(state, where);
      List<A> legal = game.legalActions(state);
      Status status = game.status(state);
      if (legal.isEmpty()) {
        assertThat(status).as(where + "no legal action, so the game must be over").isInstanceOf(Status.Finished.class);
        Status.Finished finished = (Status.Finished) status;
        assertThat(finished.outcome().ranks()).as(where + "a rank per seat").hasSize(setup.players());
        assertThat(finished.outcome().winners()).as(where + "someone wins").isNotEmpty();
        return;
      }
      assertThat(status).as(where + "legal actions exist, so someone is to move").isInstanceOf(Status.ToMove.class);
      int seat = ((Status.ToMove) status).seat();
      assertThat(seat).as(where + "seat to move").isBetween(0, setup.players() - 1);
      assertThat(new HashSet<>(legal)).as(where + "legal actions are duplicate-free").hasSize(legal.size());
      assertWithinBound(setup, played);
      A action = legal.get(random.nextInt(legal.size()));
      Step<S, E> step;
      try {
        step = game.apply(state, action);
      } catch (RuntimeException e) {
        throw new AssertionError(where + "listed action " + action + " failed: " + e, e);
      }
      assertThat(step.state()).as(where + "a step has a state").isNotNull();
      try {
        checkStep(state, action, step);
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError(where + "step invariant broken by " + action + ": " + e.getMessage(), e);
      }
      state = step.state();
      played++;
    }
  }

  private void checkInvariants(S state, String where) {
    try {
      checkInvariants(state);
      game().validate(state);
    } catch (AssertionError | RuntimeException e) {
      throw new AssertionError(where + "invariant broken: " + e.getMessage(), e);
    }
  }

  /** Contract 3: plausible actions that are not listed are rejected, with the rule named. */
  @Property(tries = 100, shrinking = ShrinkingMode.OFF)
  void unlistedActionsAreRejected(@ForAll("setups") Setup<O> setup) {
    games(setup, 300, 100).forEach(this::unlistedActionsAreRejectedIn);
  }

  void unlistedActionsAreRejectedIn(Setup<O> setup) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(setup.agentSeed());
    S state = game.setup(setup.options(), setup.players(), setup.seed());
    int played = 0;
    while (true) {
      String where = where(setup, played);
      List<A> legal = game.legalActions(state);
      Set<A> legalSet = new HashSet<>(legal);
      for (A candidate : plausibleActions(state)) {
        if (legalSet.contains(candidate)) {
          continue;
        }
        assertRejected(game, state, candidate, where);
      }
      if (legal.isEmpty()) {
        return;
      }
      assertWithinBound(setup, played);
      state = game.play(state, legal.get(random.nextInt(legal.size())));
      played++;
    }
  }

  private void assertWithinBound(Setup<O> setup, int played) {
    if (played >= game().info().maxActions()) {
      throw new AssertionError(where(setup, played) + "the game outlasted its bound of "
          + game().info().maxActions() + " actions");
    }
  }

  private static <S, A> void assertRejected(Game<S, A, ?, ?, ?> game, S state, A action, String where) {
    try {
      game.apply(state, action);
    } catch (IllegalActionException e) {
      if (e.rule() == null || e.rule().isBlank()) {
        throw new AssertionError(where + "the rejection of " + action + " names no rule", e);
      }
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(where + "unlisted action " + action + " failed with " + e + " instead of an IllegalActionException", e);
    }
    throw new AssertionError(where + "unlisted action " + action + " was accepted");
  }

  /** Contract 4: the same seed and actions give equal states and equal events. */
  @Property(tries = 100, shrinking = ShrinkingMode.OFF)
  void replayingIsDeterministic(@ForAll("setups") Setup<O> setup) {
    games(setup, 200, 100).forEach(this::replayingIsDeterministicIn);
  }

  void replayingIsDeterministicIn(Setup<O> setup) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(setup.agentSeed());
    S state = game.setup(setup.options(), setup.players(), setup.seed());
    List<A> actions = new ArrayList<>();
    List<Step<S, E>> steps = new ArrayList<>();
    List<A> legal;
    while (!(legal = game.legalActions(state)).isEmpty()) {
      assertWithinBound(setup, actions.size());
      A action = legal.get(random.nextInt(legal.size()));
      Step<S, E> step = game.apply(state, action);
      actions.add(action);
      steps.add(step);
      state = step.state();
    }
    S again = game.setup(setup.options(), setup.players(), setup.seed());
    assertThat(again).as(where(setup, 0) + "setup is deterministic")
        .isEqualTo(game.setup(setup.options(), setup.players(), setup.seed()));
    for (int i = 0; i < actions.size(); i++) {
      Step<S, E> step = game.apply(again, actions.get(i));
      assertThat(step.state()).as(where(setup, i + 1) + "same state").isEqualTo(steps.get(i).state());
      assertThat(step.events()).as(where(setup, i + 1) + "same events").isEqualTo(steps.get(i).events());
      assertThat(step.state().hashCode()).as(where(setup, i + 1) + "same hash").isEqualTo(steps.get(i).state().hashCode());
      again = step.state();
    }
  }

  /** Contract 5: states, views, actions and events survive a JSON round trip. */
  @Property(tries = 20, shrinking = ShrinkingMode.OFF)
  void jsonRoundTrips(@ForAll("setups") Setup<O> setup) {
    games(setup, 40, 20).forEach(this::jsonRoundTripsIn);
  }

  void jsonRoundTripsIn(Setup<O> setup) {
    Game<S, A, E, V, O> game = game();
    Game.Types<S, A, E, V, O> types = game.types();
    RandomSource random = new RandomSource(setup.agentSeed());
    S state = game.setup(setup.options(), setup.players(), setup.seed());
    assertRoundTrip(setup.options(), types.options(), where(setup, 0));
    int played = 0;
    while (true) {
      String where = where(setup, played);
      assertRoundTrip(state, types.state(), where);
      for (int seat = 0; seat < setup.players(); seat++) {
        assertRoundTrip(game.view(state, seat), types.view(), where + "view of seat " + seat + ": ");
      }
      List<A> legal = game.legalActions(state);
      if (legal.isEmpty()) {
        return;
      }
      assertWithinBound(setup, played);
      for (A action : legal) {
        assertRoundTrip(action, types.action(), where);
      }
      Step<S, E> step = game.apply(state, legal.get(random.nextInt(legal.size())));
      for (E event : step.events()) {
        assertRoundTrip(event, types.event(), where);
      }
      state = step.state();
      played++;
    }
  }

  private static <T> void assertRoundTrip(T value, Class<T> type, String where) {
    String json = Json.write(value);
    T back;
    try {
      back = Json.read(json, type);
    } catch (RuntimeException e) {
      throw new AssertionError(where + "cannot read back " + json + ": " + e.getMessage(), e);
    }
    assertThat(back).as(where + "JSON round trip of " + json).isEqualTo(value);
  }

  /** Contract 6: resampling changes nothing a seat can see, keeps invariants, stays playable. */
  @Property(tries = 100, shrinking = ShrinkingMode.OFF)
  void resamplingLeaksNothing(@ForAll("setups") Setup<O> setup) {
    games(setup, 200, 100).forEach(this::resamplingLeaksNothingIn);
  }

  void resamplingLeaksNothingIn(Setup<O> setup) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(setup.agentSeed());
    S state = game.setup(setup.options(), setup.players(), setup.seed());
    int played = 0;
    List<A> legal;
    while (!(legal = game.legalActions(state)).isEmpty()) {
      assertWithinBound(setup, played);
      if (random.nextInt(8) == 0) {
        String where = where(setup, played);
        for (int seat = 0; seat < setup.players(); seat++) {
          S sample = game.resample(state, seat, random.nextLong());
          assertThat(game.view(sample, seat)).as(where + "seat " + seat + " sees the same after resampling")
              .isEqualTo(game.view(state, seat));
          assertThat(game.status(sample)).as(where + "resampling keeps whose move it is").isEqualTo(game.status(state));
          if (game.status(state) instanceof Status.ToMove toMove && toMove.seat() == seat) {
            assertThat(new HashSet<>(game.legalActions(sample)))
                .as(where + "the seat to move has the same choices in a position resampled for it")
                .isEqualTo(new HashSet<>(legal));
          }
          checkInvariants(sample, where + "resampled for seat " + seat + ": ");
          playSome(game, sample, random, 20, where + "resampled for seat " + seat + ": ");
        }
      }
      state = game.play(state, legal.get(random.nextInt(legal.size())));
      played++;
    }
  }

  private void playSome(Game<S, A, E, V, O> game, S state, RandomSource random, int steps, String where) {
    for (int i = 0; i < steps; i++) {
      List<A> legal = game.legalActions(state);
      if (legal.isEmpty()) {
        return;
      }
      state = game.play(state, legal.get(random.nextInt(legal.size())));
      checkInvariants(state, where + "step " + (i + 1) + ": ");
    }
  }
}
