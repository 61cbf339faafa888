package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/**
 * Seeded random games over every player count, both presets and the beginner variant (each of the 9 mixes
 * several times): every position validates and every legal action applies, without duplicates. The
 * contract's playouts do the same over many more games; this is the quick first check.
 */
class RandomPlayTest {
  static final Loyang GAME = new Loyang();

  @TestFactory
  Stream<DynamicTest> randomGamesStayValid() {
    return IntStream.range(0, 60).mapToObj(i -> DynamicTest.dynamicTest("game " + i, () -> play(i)));
  }

  static void play(long seed) {
    int players = 2 + (int) (seed % 3);
    LoyangOptions options = switch ((int) (seed / 3 % 3)) {
      case 0 -> LoyangOptions.YUCATA;
      case 1 -> LoyangOptions.PRINTED;
      default -> LoyangOptions.YUCATA.withBeginner(true).withPloughmanChoosesFields(true)
          .withHarvestHelperChoosesFields(false);
    };
    LoyangState s = GAME.setup(options, players, seed);
    RandomSource random = new RandomSource(seed * 31 + 7);
    int steps = 0;
    while (GAME.status(s) instanceof Status.ToMove) {
      GAME.validate(s);
      List<LoyangAction> legal = GAME.legalActions(s);
      assertThat(legal).as("legal actions at step " + steps).isNotEmpty().doesNotHaveDuplicates();
      LoyangAction a = legal.get(random.nextInt(legal.size()));
      s = GAME.apply(s, a).state();
      if (steps % 97 == 0) {
        assertThat(Json.read(Json.write(s), LoyangState.class)).isEqualTo(s);
      }
      steps++;
      assertThat(steps).isLessThan(Loyang.MAX_ACTIONS);
    }
    GAME.validate(s);
    assertThat(s.round()).isEqualTo(9);
  }
}
