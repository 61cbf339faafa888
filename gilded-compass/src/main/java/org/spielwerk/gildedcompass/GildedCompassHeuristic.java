package org.spielwerk.gildedcompass;

import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * A cheap positional score for the greedy agent: gold already secured (estimated without solving
 * the assignment) plus a share of what the seat's dice now on buildings are likely to earn, minus the
 * best opponent's estimate.
 */
final class GildedCompassHeuristic {
  private GildedCompassHeuristic() {}

  static double value(GildedCompassState s, int seat) {
    if (s.phase() instanceof Phase.GameOver && !s.scores().isEmpty()) {
      double best = 0;
      for (int other = 0; other < s.playerCount(); other++) {
        if (other != seat) {
          best = Math.max(best, s.scores().get(other).total());
        }
      }
      return s.scores().get(seat).total() - best;
    }
    double best = Double.NEGATIVE_INFINITY;
    for (int other = 0; other < s.playerCount(); other++) {
      if (other != seat) {
        best = Math.max(best, estimate(s, other));
      }
    }
    return estimate(s, seat) - 0.5 * best;
  }

  /** Gold the seat holds (roughly) plus expected rewards of its placed dice. */
  static double estimate(GildedCompassState s, int seat) {
    Player p = s.player(seat);
    double gold = p.tokens() / 2.0 + p.abilities().size() + p.treasures().sum().intValue();
    for (Chalice c : p.chalices()) {
      gold += c.fragment() ? 1.5 : c.value();
    }
    int coveted = 0;
    for (ArtifactType a : p.artifacts()) {
      if (a == ArtifactType.COVETED) {
        coveted++;
      } else {
        gold += p.collection().isDefined() ? p.collection().get().gold(a) : 1;
      }
    }
    gold += coveted * coveted + 2.0 * p.missions().size() + 0.5 * p.items().size();
    for (MapTile map : p.maps()) {
      boolean staffed = p.specialists().exists(sp -> map.abandoned() || sp.region() == map.region());
      gold += staffed ? map.high() : map.low();
    }
    for (Specialist sp : p.specialists()) {
      boolean hosted = p.maps().exists(m -> m.abandoned() || m.region() == sp.region());
      gold += hosted ? sp.value() : 0.3 * sp.value();
    }
    // this round's prospects
    Board b = s.board();
    int rank = 0;
    for (int g : Resolution.rankArchives(b.archives())) {
      ArchivesGroup group = b.archives().get(g);
      if (group.owner() == seat && rank < b.maps().size()) {
        gold += 2.5;
      }
      rank++;
    }
    for (Die d : b.university()) {
      if (d.owner() == seat) {
        gold += 1.5;
      }
    }
    rank = 0;
    for (int i : Resolution.rankStraights(b.straights())) {
      Straight st = b.straights().get(i);
      if (st.owner() == seat && rank < 3) {
        gold += 3 - rank;
      }
      rank++;
    }
    for (TempleSpace space : b.temple()) {
      if (space.owner() == seat) {
        gold += 1.5;
      }
    }
    for (DiceGroup g : b.illuminati()) {
      if (g.owner() == seat) {
        gold += 1;
      }
    }
    for (DiceGroup g : b.galleon()) {
      if (g.owner() == seat) {
        gold += 2;
      }
    }
    for (int slot = 0; slot < 6; slot++) {
      if (b.tower().get(slot).owner() == seat) {
        gold += 1.2 + 0.5 * (slot % 3);
      }
    }
    gold += 0.5 * b.library().get(seat) + 0.2 * (p.ownDice() + p.blackDice());
    return gold;
  }
}
