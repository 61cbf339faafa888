package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;

/**
 * Issue 19: the event-free fast path {@code play} is a second path to the same rules as {@code apply},
 * so it must give the very same state at every step. Checked over many seeded random games of every
 * reading and of random decks, and again with the games continued through {@code play} alone.
 */
class PlayEqualsApplyTest {
  private static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();

  @Test
  void playEqualsApply_atEveryStepOfSeededRandomGames() {
    RandomSource random = new RandomSource(0x21);
    UnterwegsContractTest options = new UnterwegsContractTest();
    int steps = 0;
    for (int g = 0; g < 400; g++) {
      UnterwegsOptions o = g % 3 == 0 ? UnterwegsOptions.DEFAULT : options.randomOptions(random);
      int players = g % 3 == 0 ? 2 + g % 3 : options.randomPlayers(random);
      long seed = random.nextLong();
      UnterwegsState s = GAME.setup(o, players, seed);
      UnterwegsState fast = s;
      List<UnterwegsAction> legal;
      while (!(legal = GAME.legalActions(s)).isEmpty()) {
        UnterwegsAction action = legal.get(random.nextInt(legal.size()));
        UnterwegsState next = GAME.apply(s, action).state();
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
