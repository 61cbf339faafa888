package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;

/**
 * The event-free {@code play} is {@code apply} without its events (issue 19's property): at every step
 * of seeded random games, over random option mixes and every player count, {@code play(s, a)} equals
 * {@code apply(s, a).state()}, and an action the rules forbid is rejected by both with the same rule and
 * words. The previous position's legal actions serve as the forbidden ones (most no longer fit).
 */
class PlayEqualsApplyTest {
  private static final GildedCompass GAME = new GildedCompass();

  @Test
  void playEqualsApply_atEveryStepOfRandomGames() {
    RandomSource seeds = new RandomSource(0x91a7L);
    int steps = 0;
    int rejections = 0;
    for (int game = 0; game < 40; game++) {
      GildedCompassOptions options = game < 3 ? presets()[game] : OptionsMix.random(seeds.nextLong());
      int players = 2 + game % 4;
      long seed = seeds.nextLong();
      RandomSource random = new RandomSource(seed ^ 0x5eedL);
      GildedCompassState s = GAME.setup(options, players, seed);
      List<GildedCompassAction> previous = List.of();
      while (true) {
        List<GildedCompassAction> legal = GAME.legalActions(s);
        String where = "game " + game + " (" + players + " players, seed " + seed + ") step " + steps;
        for (GildedCompassAction old : previous) {
          if (!legal.contains(old)) {
            rejections += sameRejection(s, old, where);
          }
        }
        if (legal.isEmpty()) {
          break;
        }
        GildedCompassAction action = legal.get(random.nextInt(legal.size()));
        GildedCompassState applied = GAME.apply(s, action).state();
        assertThat(GAME.play(s, action)).as(where + ": play(s, " + action + ") equals apply's state").isEqualTo(applied);
        previous = legal;
        s = applied;
        steps++;
      }
    }
    assertThat(steps).as("steps compared").isGreaterThan(4_000);
    assertThat(rejections).as("forbidden actions compared").isGreaterThan(1_000);
  }

  /** Both paths reject the action alike; 1 when it was rejected, 0 when it turned out legal after all. */
  private static int sameRejection(GildedCompassState s, GildedCompassAction action, String where) {
    Throwable byApply = catchThrowable(() -> GAME.apply(s, action));
    Throwable byPlay = catchThrowable(() -> GAME.play(s, action));
    if (byApply == null) {
      assertThat(byPlay).as(where + ": play accepts " + action + " as apply does").isNull();
      return 0;
    }
    assertThat(byApply).as(where + ": " + action).isInstanceOf(IllegalActionException.class);
    assertThat(byPlay).as(where + ": play rejects " + action + " as apply does")
        .isInstanceOf(IllegalActionException.class).hasMessage(byApply.getMessage());
    assertThat(((IllegalActionException) byPlay).rule()).isEqualTo(((IllegalActionException) byApply).rule());
    return 1;
  }

  private static GildedCompassOptions[] presets() {
    return new GildedCompassOptions[] {GildedCompassOptions.YUCATA, GildedCompassOptions.PRINTED,
        GildedCompassOptions.YUCATA_AUTO_ASSIGN};
  }
}
