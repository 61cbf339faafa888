package org.spielwerk.portroyalunterwegs;

/** The five ship colours; Wholesalers carry one too. */
public enum Colour {
  YELLOW,
  BLUE,
  GREEN,
  RED,
  BLACK
}
