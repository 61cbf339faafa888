package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntToDoubleFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * IsmctsAgent's ordered expansion (Settings.orderedExpansion): with one iteration the search expands
 * exactly one child of the root, so its choice is the action that expansion took.
 */
class IsmctsExpansionTest {

  /** Seat 0 picks one of {@code n}; seat 1 then passes once and the game ends in a draw, unless the pick ended it. */
  record Turn(int n, int chosen, boolean passed) {}

  static final class PickThenPass extends ScriptedGame<Turn> {
    final IntToDoubleFunction value;
    final Set<Integer> wins = new HashSet<>();
    final Set<Integer> losses = new HashSet<>();

    PickThenPass(IntToDoubleFunction value) {
      super(Turn.class, 5);
      this.value = value;
    }

    @Override
    Turn next(Turn state, int action) {
      if (!legalActions(state).contains(action)) {
        throw new IllegalActionException("Pick", "not now");
      }
      return state.chosen() < 0 ? new Turn(state.n(), action, false) : new Turn(state.n(), state.chosen(), true);
    }

    @Override
    public Status status(Turn state) {
      if (state.chosen() < 0) {
        return new Status.ToMove(0);
      }
      if (wins.contains(state.chosen())) {
        return new Status.Finished(new Outcome(List.of(1, 0), List.of(0, 1)));
      }
      if (losses.contains(state.chosen())) {
        return new Status.Finished(new Outcome(List.of(0, 1), List.of(1, 0)));
      }
      return state.passed() ? new Status.Finished(new Outcome(List.of(0, 0), List.of(0, 0))) : new Status.ToMove(1);
    }

    @Override
    public List<Integer> legalActions(Turn state) {
      if (status(state) instanceof Status.Finished) {
        return List.of();
      }
      return state.chosen() < 0 ? IntStream.range(0, state.n()).boxed().toList() : List.of(0);
    }

    @Override
    public Heuristic<Turn> heuristic() {
      return (state, seat) -> seat == 0 ? value.applyAsDouble(state.chosen()) : -value.applyAsDouble(state.chosen());
    }
  }

  private static int choose(PickThenPass game, int n, String spec, long seed) {
    return Agents.byName(spec).choose(game, new Turn(n, -1, false), new RandomSource(seed));
  }

  @Test
  void theFirstExpansionIsTheActionTheHeuristicLikesBest() {
    PickThenPass game = new PickThenPass(a -> -(a - 4) * (a - 4));
    for (long seed = 0; seed < 10; seed++) {
      assertThat(choose(game, 7, "ismcts:iterations=1:expand=heuristic", seed)).as("seed %d", seed).isEqualTo(4);
    }
  }

  @Test
  void randomExpansionTriesAnyAction() {
    PickThenPass game = new PickThenPass(a -> -(a - 4) * (a - 4));
    Set<Integer> chosen = new HashSet<>();
    for (long seed = 0; seed < 40; seed++) {
      chosen.add(choose(game, 7, "ismcts:iterations=1:expand=random", seed));
    }
    assertThat(chosen).hasSizeGreaterThan(3);
  }

  @Test
  void aWinningLastMoveIsExpandedFirstAndALosingOneLast() {
    PickThenPass win = new PickThenPass(a -> 100);
    win.wins.add(2);
    PickThenPass lose = new PickThenPass(a -> -100);
    lose.losses.add(0);
    for (long seed = 0; seed < 10; seed++) {
      assertThat(choose(win, 4, "ismcts:iterations=1", seed)).isEqualTo(2);
      assertThat(choose(lose, 2, "ismcts:iterations=1", seed)).isEqualTo(1);
    }
  }

  @Test
  void manyUntriedActionsAreJudgedOnARandomSubsetOf16() {
    // 40 actions worth their number: the first expansion is the best of 16 random ones
    PickThenPass game = new PickThenPass(a -> a);
    int top = 0;
    Set<Integer> chosen = new HashSet<>();
    for (long seed = 0; seed < 100; seed++) {
      int choice = choose(game, 40, "ismcts:iterations=1", seed);
      chosen.add(choice);
      top += choice == 39 ? 1 : 0;
    }
    // the best is among 16 of 40 with probability 0.4; the best of 16 is below 20 almost never
    assertThat(top).isBetween(20, 60);
    assertThat(chosen).hasSizeGreaterThan(3).allMatch(c -> c >= 20);
  }
}
