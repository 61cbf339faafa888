package org.spielwerk.portroyal;

/** The five ship colours (§1); the colour is the only rules-relevant key of a ship. */
public enum Colour {
  /** Pinasse / Pinnace. */
  YELLOW,
  /** Fleute / Flute. */
  BLUE,
  /** Barke / Skiff. */
  GREEN,
  /** Fregatte / Frigate. */
  RED,
  /** Galeone / Galleon. */
  BLACK;

  static final Colour[] VALUES = values();
}
