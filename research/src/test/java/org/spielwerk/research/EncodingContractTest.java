package org.spielwerk.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/**
 * The research contract, for every game on the class path that has an encoding, every preset and
 * every player count, over seeded random playouts: the mask equals {@code legalActions}, encode and
 * decode round-trip, and each seat's observation has the fixed layout and depends only on its view
 * (a resampled position that the seat cannot tell apart gives the same vector). An observation written
 * from the state directly ({@link GameEncoding.FromState}) must equal the one through the view for every
 * seat of every position played.
 */
class EncodingContractTest {

  @TestFactory
  Stream<DynamicTest> everyGameWithAnEncoding() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      if (!Encoder.gameIds().contains(game.info().id())
          || !System.getProperty("encoding.game", game.info().id()).equals(game.info().id())) {
        continue; // -Dencoding.game=ID checks one game only
      }
      for (int players = game.info().minPlayers(); players <= game.info().maxPlayers(); players++) {
        for (String preset : game.presets().keySet()) {
          int p = players;
          tests.add(DynamicTest.dynamicTest(game.info().id() + " " + preset + " " + players + " players",
              () -> check(game, preset, p)));
        }
      }
    }
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> everyFinishedGameHasAnEncoding() {
    return Stream.of("portroyal", "portroyal-unterwegs", "portroyal-stiche", "gilded-compass", "loyang")
        .map(id -> DynamicTest.dynamicTest(id, () -> assertThat(Encoder.gameIds()).contains(id)));
  }

  private static <S, A, E extends GameEvent, V, O> void check(Game<S, A, E, V, O> game, String preset, int players) {
    O options = game.presets().get(preset);
    Encoder<S, A, V, O> encoder = Encoder.of(game, options, players);
    assertThat(encoder.actionCount()).isPositive();
    for (int i = 0; i < encoder.actionCount(); i++) {
      assertThat(encoder.encode(encoder.decode(i))).isEqualTo(i);
    }
    assertThatThrownBy(() -> encoder.decode(encoder.actionCount())).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> encoder.decode(-1)).isInstanceOf(IllegalArgumentException.class);
    RandomSource random = new RandomSource(preset.hashCode() * 31L + players);
    for (int g = 0; g < 6; g++) {
      S state = game.setup(options, players, random.nextLong());
      int steps = 0;
      while (true) {
        List<A> legal = game.legalActions(state);
        boolean[] mask = encoder.mask(state);
        List<A> masked = new ArrayList<>();
        int set = 0;
        for (int i : encoder.legalIndices(state)) {
          assertThat(mask[i]).as("mask at step %d, index %d", steps, i).isTrue();
          masked.add(encoder.decode(i));
        }
        for (boolean b : mask) {
          set += b ? 1 : 0;
        }
        assertThat(set).as("indices set in the mask at step %d", steps).isEqualTo(legal.size());
        assertThat(masked).as("mask at step %d", steps).containsExactlyInAnyOrderElementsOf(legal);
        // the observation written from the state (where the encoding does, issue 23: every seat) or
        // without recording its slices (the others: one seat a step) equals the one through the seat's
        // view, float for float
        for (int s = encoder.observesState() ? 0 : steps % players; s < (encoder.observesState() ? players
            : steps % players + 1); s++) {
          assertThat(encoder.observe(state, s)).as("seat %d's observation at step %d, from the state and through "
              + "its view", s, steps).isEqualTo(encoder.observeFromView(state, s));
        }
        int seat = steps % players;
        float[] observation = encoder.observe(state, seat);
        assertThat(observation).hasSize(encoder.observationSize());
        // no leak: what the seat cannot see dealt anew leaves its observation (from the state) unchanged
        S twin = game.resample(state, seat, random.nextLong());
        assertThat(encoder.observe(twin, seat)).as("observation of a resampled twin").isEqualTo(observation);
        assertThat(encoder.observeFromView(twin, seat)).as("observation of a resampled twin through its view")
            .isEqualTo(observation);
        if (game.status(state) instanceof Status.Finished) {
          break;
        }
        state = game.play(state, encoder.decode(encoder.legalIndices(state)[random.nextInt(legal.size())]));
        steps++;
      }
    }
  }
}
