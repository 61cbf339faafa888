package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;

/**
 * Issue 19: the event-free fast path {@code play} is a second path to the same rules as {@code apply},
 * so it must give the very same state at every step. Checked over many seeded random games of every
 * reading and option mix, 3 and 4 players, and again with the games continued through {@code play} alone.
 */
class PlayEqualsApplyTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  @Test
  void playEqualsApply_atEveryStepOfSeededRandomGames() {
    RandomSource random = new RandomSource(0x21);
    PortRoyalSticheContractTest options = new PortRoyalSticheContractTest();
    int steps = 0;
    for (int g = 0; g < 300; g++) {
      PortRoyalSticheOptions o = g % 3 == 0 ? PortRoyalSticheOptions.STANDARD : options.randomOptions(random);
      int players = 3 + g % 2;
      long seed = random.nextLong();
      PortRoyalSticheState s = GAME.setup(o, players, seed);
      PortRoyalSticheState fast = s;
      List<PortRoyalSticheAction> legal;
      while (!(legal = GAME.legalActions(s)).isEmpty()) {
        PortRoyalSticheAction action = legal.get(random.nextInt(legal.size()));
        PortRoyalSticheState next = GAME.apply(s, action).state();
        assertThat(GAME.play(s, action)).as("game %d (seed %d), step %d: %s", g, seed, steps, action).isEqualTo(next);
        fast = GAME.play(fast, action);
        s = next;
        steps++;
      }
      assertThat(fast).as("game %d played through play alone ends as through apply", g).isEqualTo(s);
    }
    assertThat(steps).isGreaterThan(50_000);
  }
}
