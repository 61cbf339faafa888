package org.spielwerk.gildedcompass;

/**
 * The nine buildings (§1.1, §5). Every game uses the three A buildings, one B and (except in the
 * fewer-buildings variant) one C building.
 */
public enum Building {
  ARCHIVES('A'),
  UNIVERSITY('A'),
  LIBRARY('A'),
  AUCTION_HOUSE('B'),
  TREASURE_HUNTERS_GUILD('B'),
  HIDDEN_TEMPLE('C'),
  ILLUMINATI('C'),
  SUNKEN_GALLEON('C'),
  TREASURE_TOWER('C');

  private final char category;

  Building(char category) {
    this.category = category;
  }

  /** 'A', 'B' or 'C'. */
  public char category() {
    return category;
  }

  /** The B buildings, the choices of the B option. */
  public static final Building[] B = {AUCTION_HOUSE, TREASURE_HUNTERS_GUILD};

  /** The C buildings, the choices of the C option. */
  public static final Building[] C = {HIDDEN_TEMPLE, ILLUMINATI, SUNKEN_GALLEON, TREASURE_TOWER};

  /** True for the Auction House and the Guild, which both take straights (§5.4, §5.5). */
  public boolean straights() {
    return this == AUCTION_HOUSE || this == TREASURE_HUNTERS_GUILD;
  }
}
