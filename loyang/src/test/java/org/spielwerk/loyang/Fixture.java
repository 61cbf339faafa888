package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.spielwerk.core.IllegalActionException;

/** Shared helpers for the scenario tests: play actions, expect a rejection naming a rule. */
final class Fixture {
  private Fixture() {}

  static final Loyang GAME = new Loyang();

  static LoyangState play(LoyangState s, LoyangAction... actions) {
    for (LoyangAction a : actions) {
      assertThat(GAME.legalActions(s)).as("legal: " + a).contains(a);
      s = GAME.play(s, a);
    }
    return s;
  }

  static void rejects(LoyangState s, LoyangAction a, String rule) {
    assertThat(GAME.legalActions(s)).doesNotContain(a);
    assertThatThrownBy(() -> GAME.apply(s, a)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining(rule);
  }

  /** Two players in round 1's action phase; seat 0 acts first. */
  static LoyangPositions twoActing() {
    return LoyangPositions.afterSetup(LoyangOptions.YUCATA, 2, 1).actionPhase(0, 1);
  }

  static Goods goods(String letters) {
    Goods g = Goods.NONE;
    for (char ch : letters.toCharArray()) {
      g = g.plus(Good.ofLetter(ch), 1);
    }
    return g;
  }

  static LoyangAction.Done done() {
    return new LoyangAction.Done();
  }
}
