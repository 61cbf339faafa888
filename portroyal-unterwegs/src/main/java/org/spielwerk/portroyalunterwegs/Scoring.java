package org.spielwerk.portroyalunterwegs;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.Outcome;

/** End of game (§5): most influence wins; a tie goes to more coins; a tie in both is shared. */
final class Scoring {
  private Scoring() {}

  /** Scores are influence; ranks break ties by coins, and equal influence and coins share a place. */
  static Outcome outcome(UnterwegsState s) {
    List<Integer> scores = new ArrayList<>();
    List<Long> keys = new ArrayList<>();
    for (UnterwegsPlayer seat : s.players()) {
      scores.add(seat.influence());
      keys.add(seat.influence() * 1000L + seat.coinCount());
    }
    return new Outcome(scores, Outcome.ranksByDescending(keys));
  }
}
