package org.spielwerk.portroyal;

import static org.spielwerk.portroyal.Ability.*;
import static org.spielwerk.portroyal.CardSet.*;
import static org.spielwerk.portroyal.Colour.*;

/**
 * Every kind of card, by the spec's ids (§2, §10.1, portroyal-unterwegs §7). Copies of one kind are
 * one value. The constant holds only what a card <em>is</em> (set, type, ability, colour,
 * expedition symbols, tax kind); its numbers (count, cost, influence, swords, coins, gift) are data
 * in {@code cards.csv}, read by {@link CardTable} and replaceable through
 * {@link PortRoyalOptions#cardTable()}.
 *
 * <p>A card's numbers depend on the table: {@link CardTable#face(Card)} gives a {@link CardFace}, read
 * with the same accessors as a card of Port Royal unterwegs ({@code id()}, {@code colour()},
 * {@code cost()}, {@code influence()}, {@code swords()}, {@code skull()}, {@code coins()},
 * {@code isShip()}, ...).
 *
 * <p>Some kinds are printed twice with the same values, e.g. the expansion's plain blue ship and the
 * base game's blue 1-sword ship: such kinds are the same card in play (see
 * {@link CardTable#canonical(Card)}), so a state only ever holds the first of them.
 */
public enum Card {
  // base game persons (§2.1)
  TRADER_YELLOW_3(BASE, TRADER, YELLOW),
  TRADER_YELLOW_5(BASE, TRADER, YELLOW),
  TRADER_BLUE_3(BASE, TRADER, BLUE),
  TRADER_BLUE_5(BASE, TRADER, BLUE),
  TRADER_GREEN_3(BASE, TRADER, GREEN),
  TRADER_RED_3(BASE, TRADER, RED),
  TRADER_BLACK_3(BASE, TRADER, BLACK),
  SETTLER(BASE, Ability.SETTLER, null),
  CAPTAIN(BASE, Ability.CAPTAIN, null),
  PRIEST(BASE, Ability.PRIEST, null),
  JACK_OF_ALL_TRADES(BASE, Ability.JACK_OF_ALL_TRADES, null),
  SAILOR_3(BASE, SAILOR, null),
  SAILOR_5(BASE, SAILOR, null),
  SAILOR_7(BASE, SAILOR, null),
  PIRATE_5(BASE, PIRATE, null),
  PIRATE_7(BASE, PIRATE, null),
  PIRATE_9(BASE, PIRATE, null),
  MADEMOISELLE_7(BASE, MADEMOISELLE, null),
  MADEMOISELLE_9(BASE, MADEMOISELLE, null),
  JESTER_5(BASE, JESTER, null),
  JESTER_7(BASE, JESTER, null),
  JESTER_9(BASE, JESTER, null),
  ADMIRAL_5(BASE, ADMIRAL, null),
  ADMIRAL_7(BASE, ADMIRAL, null),
  ADMIRAL_9(BASE, ADMIRAL, null),
  GOVERNOR(BASE, Ability.GOVERNOR, null),
  // base game ships (§2.2): SHIP_<colour>_<swords or S for skull>_<coins>
  SHIP_Y_1_1(BASE, YELLOW),
  SHIP_Y_1_2(BASE, YELLOW),
  SHIP_Y_2_2(BASE, YELLOW),
  SHIP_Y_2_3(BASE, YELLOW),
  SHIP_Y_4_3(BASE, YELLOW),
  SHIP_Y_4_4(BASE, YELLOW),
  SHIP_B_1_1(BASE, BLUE),
  SHIP_B_1_2(BASE, BLUE),
  SHIP_B_2_2(BASE, BLUE),
  SHIP_B_2_3(BASE, BLUE),
  SHIP_B_5_3(BASE, BLUE),
  SHIP_B_5_4(BASE, BLUE),
  SHIP_G_1_1(BASE, GREEN),
  SHIP_G_1_2(BASE, GREEN),
  SHIP_G_3_2(BASE, GREEN),
  SHIP_G_3_3(BASE, GREEN),
  SHIP_G_5_3(BASE, GREEN),
  SHIP_G_5_4(BASE, GREEN),
  SHIP_R_1_1(BASE, RED),
  SHIP_R_3_2(BASE, RED),
  SHIP_R_6_3(BASE, RED),
  SHIP_R_S_3(BASE, RED),
  SHIP_R_S_4(BASE, RED),
  SHIP_K_2_1(BASE, BLACK),
  SHIP_K_4_2(BASE, BLACK),
  SHIP_K_7_3(BASE, BLACK),
  SHIP_K_S_3(BASE, BLACK),
  SHIP_K_S_4(BASE, BLACK),
  // expeditions (§2.3): anchors, crosses, houses
  EXP_2ANCHOR(2, 0, 0, false),
  EXP_2CROSS(0, 2, 0, false),
  EXP_2HOUSE(0, 0, 2, false),
  EXP_2ANCHOR_HOUSE(2, 0, 1, false),
  EXP_2CROSS_HOUSE(0, 2, 1, false),
  /** Only with 5 players; starts face up; the only card without a coin on its back. */
  EXP_5P_ANCHOR_CROSS_HOUSE(1, 1, 1, true),
  // tax increases (§2.4)
  TAX_MAX_SWORDS(TaxKind.MOST_SWORDS),
  TAX_MIN_IP(TaxKind.FEWEST_INFLUENCE),
  // expansion persons (§10.1)
  CLERK_BLACK(EXPANSION, CLERK, BLACK),
  CLERK_YELLOW(EXPANSION, CLERK, YELLOW),
  CLERK_BLUE(EXPANSION, CLERK, BLUE),
  CLERK_RED(EXPANSION, CLERK, RED),
  CLERK_GREEN(EXPANSION, CLERK, GREEN),
  GUNNER_4(EXPANSION, GUNNER, null),
  GUNNER_6(EXPANSION, GUNNER, null),
  GUNNER_8(EXPANSION, GUNNER, null),
  VICEADM_5(EXPANSION, VICE_ADMIRAL, null),
  VICEADM_7(EXPANSION, VICE_ADMIRAL, null),
  VICEADM_9(EXPANSION, VICE_ADMIRAL, null),
  // expansion ships (§10.1); P = pays another player of the trader's choice 1 coin
  XSHIP_Y_2_1(EXPANSION, YELLOW),
  XSHIP_Y_4_3P(EXPANSION, YELLOW),
  XSHIP_B_1_1(EXPANSION, BLUE),
  XSHIP_B_5_3P(EXPANSION, BLUE),
  XSHIP_G_1_1(EXPANSION, GREEN),
  XSHIP_G_3_3P(EXPANSION, GREEN),
  XSHIP_R_1_1(EXPANSION, RED),
  XSHIP_R_6_3P(EXPANSION, RED),
  XSHIP_K_2_1(EXPANSION, BLACK),
  XSHIP_K_S_3P(EXPANSION, BLACK),
  // unterwegs two-nail cards (portroyal-unterwegs §7)
  WHOLESALER_Y_8(UNTERWEGS, WHOLESALER, YELLOW),
  WHOLESALER_B_8(UNTERWEGS, WHOLESALER, BLUE),
  WHOLESALER_G_6(UNTERWEGS, WHOLESALER, GREEN),
  WHOLESALER_R_6(UNTERWEGS, WHOLESALER, RED),
  WHOLESALER_K_6(UNTERWEGS, WHOLESALER, BLACK),
  PASSENGER_NAIL(UNTERWEGS, PASSENGER, null),
  U_Y_1_1N(UNTERWEGS, YELLOW),
  U_Y_4_3N(UNTERWEGS, YELLOW),
  U_B_2_2N(UNTERWEGS, BLUE),
  U_B_5_3N(UNTERWEGS, BLUE),
  U_G_1_2N(UNTERWEGS, GREEN),
  U_G_3_2N(UNTERWEGS, GREEN),
  U_R_3_2N(UNTERWEGS, RED),
  U_R_6_3N(UNTERWEGS, RED),
  U_K_2_1N(UNTERWEGS, BLACK),
  U_K_S_4N(UNTERWEGS, BLACK);

  static final Card[] VALUES = values();

  private final CardSet set;
  private final Kind kind;
  private final Ability ability;
  private final Colour colour;
  private final TaxKind taxKind;
  private final int anchors;
  private final int crosses;
  private final int houses;
  private final boolean fivePlayer;

  /** A person. */
  Card(CardSet set, Ability ability, Colour colour) {
    this(set, Kind.PERSON, ability, colour, null, 0, 0, 0, false);
  }

  /** A ship. */
  Card(CardSet set, Colour colour) {
    this(set, Kind.SHIP, null, colour, null, 0, 0, 0, false);
  }

  /** An expedition of the base game. */
  Card(int anchors, int crosses, int houses, boolean fivePlayer) {
    this(BASE, Kind.EXPEDITION, null, null, null, anchors, crosses, houses, fivePlayer);
  }

  /** A tax increase. */
  Card(TaxKind taxKind) {
    this(BASE, Kind.TAX, null, null, taxKind, 0, 0, 0, false);
  }

  Card(CardSet set, Kind kind, Ability ability, Colour colour, TaxKind taxKind,
      int anchors, int crosses, int houses, boolean fivePlayer) {
    this.set = set;
    this.kind = kind;
    this.ability = ability;
    this.colour = colour;
    this.taxKind = taxKind;
    this.anchors = anchors;
    this.crosses = crosses;
    this.houses = houses;
    this.fivePlayer = fivePlayer;
  }

  /** The set the card belongs to. */
  public CardSet set() {
    return set;
  }

  /** Person, ship, expedition or tax increase. */
  public Kind kind() {
    return kind;
  }

  /** A person's ability; null for other cards. */
  public Ability ability() {
    return ability;
  }

  /** A ship's colour, or the colour a Trader, Clerk or Wholesaler works for; null otherwise. */
  public Colour colour() {
    return colour;
  }

  /** A tax increase's kind; null for other cards. */
  public TaxKind taxKind() {
    return taxKind;
  }

  /** Anchor symbols (Captains) an expedition requires. */
  public int anchors() {
    return anchors;
  }

  /** Cross symbols (Priests) an expedition requires. */
  public int crosses() {
    return crosses;
  }

  /** House symbols (Settlers) an expedition requires. */
  public int houses() {
    return houses;
  }

  /** The 5-player expedition: only with 5 players, starts face up, no coin on its back. */
  public boolean fivePlayer() {
    return fivePlayer;
  }

  /** The card's id, its row in {@code cards.csv} (the constant's name), as unterwegs' {@code Card.id()}. */
  public String id() {
    return name();
  }

  public boolean isShip() {
    return kind == Kind.SHIP;
  }

  public boolean isPerson() {
    return kind == Kind.PERSON;
  }

  public boolean isTax() {
    return kind == Kind.TAX;
  }

  public boolean isExpedition() {
    return kind == Kind.EXPEDITION;
  }
}
