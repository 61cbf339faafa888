package org.spielwerk.research.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
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

  @TestFactory
  Stream<DynamicTest> hardBeatsEasyInEveryGame() {
    return Stream.of(CASES).map(c -> DynamicTest.dynamicTest(c.game(), () -> {
      Ladder.Pairing p = Ladder.play(c.game(), c.players(), "rules:hard", "rules:easy", c.games(), 2026);
      assertThat(p.rate()).as(p.toString()).isGreaterThanOrEqualTo(c.least());
    }));
  }
}
