package org.spielwerk.loyang;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.Outcome;

/** The end of the game (§12): space minus loans, ties broken by cash, then goods on fields and in the storehouse. */
final class Scoring {
  private Scoring() {}

  static int score(LoyangState s, Player p) {
    int score = p.space() - p.loans();
    return s.options().scoreFloorAtOne() ? Math.max(1, score) : score; // Audit Q5
  }

  static List<Integer> scores(LoyangState s) {
    List<Integer> out = new ArrayList<>();
    for (Player p : s.players()) {
      out.add(score(s, p));
    }
    return out;
  }

  /** Goods not yet harvested plus goods in the storehouse: the second tie-break. */
  static int goodsLeft(Player p) {
    int n = p.store().total();
    for (Field f : p.fields()) {
      n += f.count();
    }
    return n;
  }

  static Outcome outcome(LoyangState s) {
    List<Integer> scores = scores(s);
    List<Long> keys = new ArrayList<>();
    for (int i = 0; i < s.playerCount(); i++) {
      Player p = s.player(i);
      // score (may be negative), then cash, then goods; each part is bounded by validate
      keys.add(((long) (scores.get(i) + 1000) << 42) | ((long) p.cash() << 21) | goodsLeft(p));
    }
    return new Outcome(scores, Outcome.ranksByDescending(keys));
  }
}
