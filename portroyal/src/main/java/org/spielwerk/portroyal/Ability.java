package org.spielwerk.portroyal;

/** What a person does (§5, §10.2, portroyal-unterwegs §4). Cards of one ability differ only in cost and influence. */
public enum Ability {
  /** +1 coin per own Trader of the traded ship's colour. */
  TRADER,
  /** House symbol for expeditions. */
  SETTLER,
  /** Anchor symbol for expeditions. */
  CAPTAIN,
  /** Cross symbol for expeditions. */
  PRIEST,
  /** Wildcard for one anchor, cross or house (expeditions only). */
  JACK_OF_ALL_TRADES,
  /** 1 sword. */
  SAILOR,
  /** 2 swords. */
  PIRATE,
  /** Every hire costs 1 coin less (never below 0). */
  MADEMOISELLE,
  /** +1 coin on an empty harbour (non-active, slot start) and on every bust. */
  JESTER,
  /** +2 coins at slot start when the harbour holds 5 or more cards. */
  ADMIRAL,
  /** +1 card in every Trade &amp; Hire slot. */
  GOVERNOR,
  /** Expansion: one more card after trading a ship of the Clerk's colour. */
  CLERK,
  /** Expansion: at slot start, (ships in the harbour - 1) coins. */
  GUNNER,
  /** Expansion: at slot start, +1 coin when the harbour holds exactly 3 or 4 cards. */
  VICE_ADMIRAL,
  /** Unterwegs: a traded ship of its colour is tucked under it and worth 1 influence. */
  WHOLESALER,
  /** Unterwegs: no ability, influence only. */
  PASSENGER
}
