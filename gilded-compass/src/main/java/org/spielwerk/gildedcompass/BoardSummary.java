package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;

/**
 * What the placement rules ask of the board, read once for one listing or one check: which Archives groups
 * exist (value and size), which straights exist (low end and length) and whose they are, how full the
 * University row is. {@link Placement#violation} asks these instead of scanning the board's vectors for
 * every candidate. Each part is read from the board the first time a rule asks for it, so a check of one
 * placement reads only what its building's rule needs. A summary belongs to one call: it is built from a
 * state, used and dropped, never kept between calls.
 */
// not final: a PlacementListing is its own summary, one object per listing rather than two
class BoardSummary {
  final GildedCompassOptions options;
  final Board board;
  final int entrances;

  private boolean archivesRead;
  /**
   * Archives: bit {@code 16 (value - 1) + size} of the 96 bits {@code archivesLow}, {@code archivesHigh} is set
   * when a group of that value and size exists (sizes up to 15; a larger one is looked up on the board).
   */
  private long archivesLow;
  private long archivesHigh;
  private boolean archivesLarge;

  private boolean straightsRead;
  /** Straights: bit {@code 8 (low - 1) + length} set when a straight of that low end and length exists. */
  private long straightShapes;
  /** Straights' owners: bit {@code owner + 1} (the dummy is bit 0). */
  private int straightOwners;

  /** For {@link #of}, and for {@link PlacementListing}, which is the summary of the board it lists on. */
  BoardSummary(GildedCompassState s) {
    this.options = s.options();
    this.board = s.board();
    this.entrances = s.entrances();
  }

  /** The summary of {@code s}'s board, for one listing or one check. */
  static BoardSummary of(GildedCompassState s) {
    return new BoardSummary(s);
  }

  /** Whether an Archives group of {@code size} dice showing {@code value} exists (§5.1). */
  boolean archiveExists(int value, int size) {
    if (!archivesRead) {
      readArchives();
    }
    if (size >= 16) {
      return archivesLarge && archiveOnBoard(value, size);
    }
    int bit = 16 * (value - 1) + size;
    return ((bit < 64 ? archivesLow >>> bit : archivesHigh >>> (bit - 64)) & 1) != 0;
  }

  private void readArchives() {
    Vector<ArchivesGroup> groups = board.archives();
    for (int i = 0; i < groups.size(); i++) {
      ArchivesGroup g = groups.get(i);
      int bit = 16 * (g.value() - 1) + g.size();
      if (g.size() >= 16) {
        archivesLarge = true;
      } else if (bit < 64) {
        archivesLow |= 1L << bit;
      } else {
        archivesHigh |= 1L << (bit - 64);
      }
    }
    archivesRead = true;
  }

  private boolean archiveOnBoard(int value, int size) {
    Vector<ArchivesGroup> groups = board.archives();
    for (int i = 0; i < groups.size(); i++) {
      if (groups.get(i).value() == value && groups.get(i).size() == size) {
        return true;
      }
    }
    return false;
  }

  /** Whether a straight from {@code low} with {@code length} values exists (§5.4). */
  boolean straightExists(int low, int length) {
    if (!straightsRead) {
      readStraights();
    }
    return (straightShapes & shapeBit(low, length)) != 0;
  }

  /** Whether {@code owner} (a seat or the dummy) has a straight. */
  boolean hasStraight(int owner) {
    if (!straightsRead) {
      readStraights();
    }
    return (straightOwners & 1 << (owner + 1)) != 0;
  }

  private void readStraights() {
    Vector<Straight> straights = board.straights();
    for (int i = 0; i < straights.size(); i++) {
      Straight st = straights.get(i);
      straightShapes |= shapeBit(st.low(), st.length());
      straightOwners |= 1 << (st.owner() + 1);
    }
    straightsRead = true;
  }

  private static long shapeBit(int low, int length) {
    int bit = 8 * (low - 1) + length;
    return bit >= 0 && bit < 64 ? 1L << bit : 0;
  }

  /** The strongest (largest, first of equals) group in the Illuminati and in the Sunken Galleon, -2 unread. */
  private int strongestIlluminati = -2;
  private int strongestGalleon = -2;

  /** {@link Placement#strongest} of the Illuminati's or the Galleon's groups (§5.7, §5.8), -1 for none. */
  int strongest(boolean galleon) {
    if (galleon) {
      if (strongestGalleon == -2) {
        strongestGalleon = Placement.strongest(board.galleon());
      }
      return strongestGalleon;
    }
    if (strongestIlluminati == -2) {
      strongestIlluminati = Placement.strongest(board.illuminati());
    }
    return strongestIlluminati;
  }

  /** Whether the University row takes a die of {@code value} (§5.2): a free place, or not above its rightmost die. */
  boolean universityTakes(int value) {
    Vector<Die> row = board.university();
    return row.size() < entrances || value <= row.last().value();
  }
}
