package org.spielwerk.loyang;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.RandomSource;

/** Positions of seeded random games over both presets and beginner mixes, for the scenario tests. */
final class RandomPositions {
  private RandomPositions() {}

  private static final Loyang GAME = new Loyang();

  static final LoyangOptions[] OPTIONS = {LoyangOptions.YUCATA, LoyangOptions.PRINTED,
      LoyangOptions.YUCATA.withBeginner(true).withHarvestHelperChoosesFields(false).withPloughmanChoosesFields(true),
      LoyangOptions.PRINTED.withBeginner(true).withCrierAnyTimeInCardPhase(true).withMaxLoans(2)};

  /** Positions of a random game: one every few steps, the end included. */
  static List<LoyangState> of(RandomSource random, int game) {
    LoyangOptions options = OPTIONS[game % OPTIONS.length];
    LoyangState s = GAME.setup(options, 2 + game % 3, random.nextLong());
    List<LoyangState> out = new ArrayList<>();
    List<LoyangAction> legal;
    while (!(legal = GAME.legalActions(s)).isEmpty()) {
      if (random.nextInt(6) == 0) {
        out.add(s);
      }
      s = GAME.play(s, legal.get(random.nextInt(legal.size())));
    }
    out.add(s);
    return out;
  }
}
