package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;

/**
 * Positions resampled for the seat to move play on like dealt ones: never a seat to move without a
 * legal action (ISMCTS met one in an earlier build), here along 40-action playouts as search makes them.
 */
class ResampledPlayoutTest {
  private static final Loyang GAME = new Loyang();

  @Test
  void resampledPositionsPlayToTheEnd() {
    RandomSource random = new RandomSource(3);
    for (int g = 0; g < 6; g++) {
      int players = 2 + g % 3;
      LoyangState state = GAME.setup(GAME.defaultOptions(), players, random.nextLong());
      int step = 0;
      while (!GAME.isOver(state)) {
        for (int k = 0; k < 10; k++) {
          int seat = ((org.spielwerk.core.Status.ToMove) GAME.status(state)).seat();
          LoyangState sample = GAME.resample(state, seat, random.nextLong());
          int played = 0;
          while (!GAME.isOver(sample) && played < 40) {
            List<LoyangAction> legal = GAME.legalActions(sample);
            assertThat(legal).as("game %d step %d, resampled for seat %d, then %d actions: %s", g, step, seat, played,
                sample.phase()).isNotEmpty();
            sample = GAME.play(sample, legal.get(random.nextInt(legal.size())));
            played++;
          }
        }
        List<LoyangAction> legal = GAME.legalActions(state);
        state = GAME.play(state, legal.get(random.nextInt(legal.size())));
        step++;
      }
    }
  }
}
