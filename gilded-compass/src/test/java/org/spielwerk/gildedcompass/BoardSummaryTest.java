package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Straight;

/**
 * The board summary the placement rules read answers what a scan of the board answers: on seeded random
 * boards (Archives groups of up to 20 dice, beyond the masks' 15; straights of every shape; the dummy's too),
 * for every value and size, every low end and length, every owner.
 */
class BoardSummaryTest {
  private static final GildedCompassState START = Fixture.start(GildedCompassOptions.YUCATA, 3);

  @Test
  void summaryAnswersAsAScanOfTheBoard() {
    RandomSource r = new RandomSource(7);
    int found = 0;
    for (int board = 0; board < 300; board++) {
      Vector<ArchivesGroup> groups = Vector.empty();
      for (int i = r.nextInt(12); i > 0; i--) {
        groups = groups.append(new ArchivesGroup(r.nextInt(4) - 1, 1 + r.nextInt(6), 1 + r.nextInt(20)));
      }
      Vector<Straight> straights = Vector.empty();
      for (int i = r.nextInt(6); i > 0; i--) {
        int low = 1 + r.nextInt(6);
        straights = straights.append(new Straight(r.nextInt(4) - 1, low, 1 + r.nextInt(7 - low)));
      }
      Vector<DiceGroup> galleon = Vector.empty();
      for (int i = r.nextInt(4); i > 0; i--) {
        galleon = galleon.append(new DiceGroup(i - 2, Pips.repeat(1 + r.nextInt(6), 1 + r.nextInt(4))));
      }
      GildedCompassState s = START.withBoard(START.board().withArchives(groups).withStraights(straights)
          .withGalleon(galleon));
      BoardSummary summary = BoardSummary.of(s);
      for (int value = 1; value <= 6; value++) {
        for (int size = 1; size <= 21; size++) {
          int v = value;
          int n = size;
          boolean scanned = groups.exists(g -> g.value() == v && g.size() == n);
          assertThat(summary.archiveExists(value, size)).as(size + " x " + value + " in " + groups).isEqualTo(scanned);
          found += scanned ? 1 : 0;
        }
      }
      for (int low = 1; low <= 6; low++) {
        for (int length = 1; low + length <= 7; length++) {
          int l = low;
          int n = length;
          assertThat(summary.straightExists(low, length)).as(low + "/" + length + " in " + straights)
              .isEqualTo(straights.exists(st -> st.low() == l && st.length() == n));
        }
      }
      for (int owner = -1; owner <= 2; owner++) {
        int o = owner;
        assertThat(summary.hasStraight(owner)).isEqualTo(straights.exists(st -> st.owner() == o));
      }
      assertThat(summary.strongest(true)).isEqualTo(Placement.strongest(galleon));
    }
    assertThat(found).as("groups found").isGreaterThan(500);
  }
}
