package org.spielwerk.research.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The levels mean what they say: in every game {@code rules:hard} beats {@code rules:easy} over a
 * fixed set of seeded games (seats rotated, the smallest table of two or more seats), by a margin that
 * the 1,000-game ladder of docs/research.md makes safe. Seeded, so it either passes or fails, every
 * run the same; it fails when a change makes the hard bot no better than the easy one.
 */
class RuleLadderTest {

  /**
   * Per game: seats, games, and the hard bot's least win rate accepted (an even share is 1/seats).
   * The games are as few as keep the bound well clear of an even share (Gilded Compass's hard bot
   * is the slowest, a few hundred decisions per CPU-second).
   */
  private record Case(String game, int players, int games, double least) {}

  private static final Case[] CASES = {
      new Case("portroyal-unterwegs", 2, 30, 0.7),
      new Case("portroyal", 2, 30, 0.7),
      new Case("portroyal-stiche", 3, 21, 0.55),
      new Case("loyang", 2, 20, 0.7),
      new Case("gilded-compass", 2, 8, 0.7),
  };

  /** Wilson's interval: 50 of 100 gives 40.4-59.6%; none of 10 still leaves up to 27.8%. */
  @Test
  void wilsonIntervals() {
    double[] half = Ladder.wilson(50, 100);
    assertThat(half[0]).isCloseTo(0.4038, within(1e-4));
    assertThat(half[1]).isCloseTo(0.5962, within(1e-4));
    double[] none = Ladder.wilson(0, 10);
    assertThat(none[0]).isEqualTo(0.0);
    assertThat(none[1]).isCloseTo(0.2775, within(1e-4));
  }

  @TestFactory
  Stream<DynamicTest> hardBeatsEasyInEveryGame() {
    return Stream.of(CASES).map(c -> DynamicTest.dynamicTest(c.game(), () -> {
      Ladder.Pairing p = Ladder.play(c.game(), c.players(), "rules:hard", "rules:easy", c.games(), 2026);
      assertThat(p.rate()).as(p.toString()).isGreaterThanOrEqualTo(c.least());
    }));
  }
}
