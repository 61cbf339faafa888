package org.spielwerk.research.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Games;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * The rule bots act from what the seat sees: on positions of seeded games, every level chooses the
 * same move in the real position and in a resampled twin that the seat cannot tell apart (its hidden
 * cards, the other seats' hands and the generator re-dealt). The game is wrapped so that the bot's own
 * resampling deals from the seat's view alone; a bot that read the real state (a card it may not
 * see, the real deck order) would then choose differently in the twin.
 */
class RuleBotViewOnlyTest {

  private static final int POSITIONS = 8;

  @TestFactory
  Stream<DynamicTest> everyLevelChoosesTheSameInAResampledTwin() {
    return Games.all().stream().map(game -> DynamicTest.dynamicTest(game.info().id(), () -> check(game)));
  }

  private static <S, A, E extends GameEvent, V, O> void check(Game<S, A, E, V, O> real) {
    Game<S, A, E, V, O> game = new ViewOnly<>(real);
    int players = Math.max(2, real.info().minPlayers());
    RandomSource random = new RandomSource(23);
    S state = real.setup(players, 2026);
    Agent mover = Agents.byName("greedy:samples=1");
    List<Agent> bots = List.of(Agents.byName("rules:easy"), Agents.byName("rules:medium"),
        Agents.byName("rules:hard"));
    int checked = 0;
    for (int step = 0; checked < POSITIONS && real.status(state) instanceof Status.ToMove toMove; step++) {
      if (step % 5 == 0 && real.legalActions(state).size() > 1) {
        S twin = real.resample(state, toMove.seat(), random.nextLong());
        for (Agent bot : bots) {
          long seed = random.nextLong();
          A inReal = bot.choose(game, state, new RandomSource(seed));
          A inTwin = bot.choose(game, twin, new RandomSource(seed));
          assertThat(inTwin).as("%s at step %d, seat %d", bot.name(), step, toMove.seat()).isEqualTo(inReal);
        }
        checked++;
      }
      state = real.play(state, mover.choose(real, state, random));
    }
    assertThat(checked).isEqualTo(POSITIONS);
  }

  /** A game whose resampling deals from the seat's view alone; everything else as the game's. */
  private record ViewOnly<S, A, E extends GameEvent, V, O>(Game<S, A, E, V, O> game) implements Game<S, A, E, V, O> {
    @Override
    public S resample(S state, int observer, long seed) {
      return game.resampleFromView(game.view(state, observer), seed);
    }

    @Override
    public GameInfo info() {
      return game.info();
    }

    @Override
    public Types<S, A, E, V, O> types() {
      return game.types();
    }

    @Override
    public O defaultOptions() {
      return game.defaultOptions();
    }

    @Override
    public Map<String, O> presets() {
      return game.presets();
    }

    @Override
    public S setup(O options, int players, long seed) {
      return game.setup(options, players, seed);
    }

    @Override
    public Status status(S state) {
      return game.status(state);
    }

    @Override
    public List<A> legalActions(S state) {
      return game.legalActions(state);
    }

    @Override
    public Step<S, E> apply(S state, A action) {
      return game.apply(state, action);
    }

    @Override
    public S play(S state, A action) {
      return game.play(state, action);
    }

    @Override
    public V view(S state, int observer) {
      return game.view(state, observer);
    }

    @Override
    public S resampleFromView(V view, long seed) {
      return game.resampleFromView(view, seed);
    }

    @Override
    public void validate(S state) {
      game.validate(state);
    }

    @Override
    public Heuristic<S> heuristic() {
      return game.heuristic();
    }

    @Override
    public GameText<S, A, E, V> text() {
      return game.text();
    }
  }
}
