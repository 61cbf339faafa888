package org.spielwerk.gildedcompass;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;

class SmokeTest {
  @Test
  void playsRandomGames() {
    GildedCompass game = new GildedCompass();
    long t0 = System.nanoTime();
    int totalActions = 0;
    int maxLegal = 0;
    for (int g = 0; g < 200; g++) {
      GildedCompassOptions o = g % 3 == 0 ? GildedCompassOptions.PRINTED : g % 3 == 1 ? GildedCompassOptions.YUCATA
          : GildedCompassOptions.YUCATA_AUTO_ASSIGN.withToolsOfPower(true).withAllyOnTheInside(true)
              .withChaliceFragments(true).withCovetedArtifacts(true);
      int players = 2 + g % 4;
      GildedCompassState s = game.setup(o, players, g);
      RandomSource r = new RandomSource(g);
      int n = 0;
      GildedCompassState prev = null;
      Object last = null;
      java.util.List<GildedCompassEvent> lastEvents = null;
      while (true) {
        try {
          game.validate(s);
        } catch (RuntimeException e) {
          throw new AssertionError("game " + g + " after " + last + " events " + lastEvents + "\nprev " + prev + "\nnow " + s, e);
        }
        List<GildedCompassAction> legal = game.legalActions(s);
        maxLegal = Math.max(maxLegal, legal.size());
        if (legal.isEmpty()) {
          break;
        }
        prev = s;
        last = legal.get(r.nextInt(legal.size()));
        var step = game.apply(s, (GildedCompassAction) last);
        lastEvents = step.events();
        s = step.state();
        n++;
      }
      totalActions += n;
    }
    System.out.println("actions " + totalActions + " in " + (System.nanoTime() - t0) / 1e6 + " ms, max legal " + maxLegal);
  }
}
