package org.spielwerk.gildedcompass;

/**
 * A face-down tile and the seats that know what it is and that it lies here (a bit per seat). Used
 * where more seats than the holder may know a hidden tile: missions passed in the Guild or put under
 * its stack (§5.5), sunken treasures discarded face down (§5.8). Resampling keeps a tile in place for
 * every seat in {@code seenBy} and re-deals it for the others.
 *
 * @param tile the tile
 * @param seenBy bit {@code s} set when seat {@code s} knows this tile is here
 */
public record Hidden<T>(T tile, int seenBy) {
  /** Whether {@code seat} knows this tile. */
  public boolean seenBy(int seat) {
    return (seenBy & (1 << seat)) != 0;
  }
}
