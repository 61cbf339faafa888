package org.spielwerk.portroyal;

/** The four card types of the deck (§4.1). */
public enum Kind {
  PERSON,
  SHIP,
  EXPEDITION,
  TAX
}
