package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.RandomSource;

/**
 * Every legal placement is listed (§5): for positions of generated games and random hands, the
 * candidate placements of every building that pass the building's rule are exactly the legal ones
 * found by trying every sub-multiset of the hand with every target and Will to Win selector; and no
 * candidate is offered twice.
 */
class PlacementListTest {
  private static final GildedCompass GAME = Fixture.GAME;

  private record Candidate(Pips dice, int target, int willToWin) {}

  /** Every sub-multiset of the hand with 1..maxDice dice (by counting, independent of Placement). */
  private static List<Pips> subsets(Pips hand, int maxDice) {
    List<Pips> out = new ArrayList<>();
    int[] have = new int[7];
    for (int v = 1; v <= 6; v++) {
      have[v] = hand.count(v);
    }
    int[] take = new int[7];
    while (true) {
      Pips dice = Pips.EMPTY;
      for (int v = 1; v <= 6; v++) {
        for (int i = 0; i < take[v]; i++) {
          dice = dice.plus(v);
        }
      }
      if (!dice.isEmpty() && dice.size() <= maxDice) {
        out.add(dice);
      }
      int v = 1;
      while (v <= 6 && take[v] == have[v]) {
        take[v] = 0;
        v++;
      }
      if (v > 6) {
        return out;
      }
      take[v]++;
    }
  }

  private static Set<Candidate> legalByTrying(GildedCompassState s, int actor, int owner, Building building, Pips hand,
      int maxDice) {
    Set<Candidate> out = new HashSet<>();
    int targets = Math.max(s.board().archives().size(), Math.max(s.board().straights().size(),
        s.board().temple().size())) + 1;
    for (Pips dice : subsets(hand, maxDice)) {
      for (int target = -1; target <= targets; target++) {
        for (int willToWin = 0; willToWin <= 6; willToWin++) {
          if (Placement.violation(s, actor, owner, building, dice, target, willToWin) == null) {
            out.add(new Candidate(dice, target, willToWin));
          }
        }
      }
    }
    return out;
  }

  private static Set<Candidate> listed(GildedCompassState s, int actor, int owner, Building building, Pips hand,
      int maxDice) {
    List<Candidate> all = new ArrayList<>();
    Placement.candidates(s, owner, building, hand, maxDice, Placement.willToWinWorks(s, building),
        (dice, target, willToWin) -> all.add(new Candidate(dice, target, willToWin)));
    assertThat(all).as("no candidate twice in the " + building).doesNotHaveDuplicates();
    Set<Candidate> out = new HashSet<>();
    for (Candidate c : all) {
      if (Placement.violation(s, actor, owner, building, c.dice(), c.target(), c.willToWin()) == null) {
        out.add(c);
      }
    }
    return out;
  }

  @Test
  void everyLegalPlacementIsACandidate() {
    int checked = 0;
    for (long seed = 0; seed < 10; seed++) {
      GildedCompassOptions options = OptionsMix.random(seed * 13 + 5);
      GildedCompassState s;
      try {
        s = GAME.setup(options, 2 + (int) (seed % 3), seed);
      } catch (InvalidSetupException e) {
        continue; // a mix not allowed with this player count
      }
      RandomSource r = new RandomSource(seed);
      int step = 0;
      while (!GAME.isOver(s)) {
        if (s.phase() instanceof Phase.Turn turn && step++ % 4 == 0) {
          // a random hand of up to 7 dice, besides the rolled one
          Pips hand = Pips.EMPTY;
          int size = 1 + r.nextInt(7);
          for (int i = 0; i < size; i++) {
            hand = hand.plus(1 + r.nextInt(6));
          }
          for (Building building : Building.values()) {
            if (!s.inPlay(building)) {
              continue;
            }
            for (Pips h : List.of(hand, turn.own())) {
              assertThat(listed(s, turn.seat(), turn.seat(), building, h, 99)).as(building + " for " + h + " in "
                  + s.board()).isEqualTo(legalByTrying(s, turn.seat(), turn.seat(), building, h, 99));
            }
            assertThat(listed(s, turn.seat(), Owner.DUMMY, building, hand, 2)).as("dummy " + building + " for " + hand)
                .isEqualTo(legalByTrying(s, turn.seat(), Owner.DUMMY, building, hand, 2));
            checked++;
          }
        }
        var legal = GAME.legalActions(s);
        s = GAME.play(s, legal.get(r.nextInt(legal.size())));
      }
    }
    assertThat(checked).isGreaterThan(100);
  }
}
