package org.spielwerk.portroyal;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.spielwerk.core.Json;

/**
 * One row of the card table ({@code cards.csv}): the numbers of one kind of card. Passing rows in
 * {@link PortRoyalOptions#cardTable()} replaces the built-in rows of those kinds, so that a user holding
 * the physical cards can correct an UNCONFIRMED value without recompiling.
 *
 * <p>A skull ship is {@code skull = true} with {@code swords = 0}, as in Port Royal unterwegs'
 * {@code Card.Ship}. Rows written before 26 Nov 2026 marked a skull with {@code swords = -1} and had no
 * {@code skull} field: JSON read here still accepts them ({@value #OLD_SKULL} reads as a skull), and so
 * does the CSV column (see {@link CardTable}).
 *
 * @param card the kind of card
 * @param count copies in the deck (0 to 15)
 * @param cost a person's hiring cost in coins
 * @param influence a person's or an expedition's influence points
 * @param swords a person's swords; the swords needed to repel a ship (0 for a skull ship)
 * @param skull a ship with a skull: it can never be repelled
 * @param coins the coins a ship pays when traded or an expedition pays when claimed
 * @param gift trading this ship also gives another player of the trader's choice 1 coin (§10.2)
 */
public record CardRow(Card card, int count, int cost, int influence, int swords, boolean skull, int coins,
    boolean gift) {

  /** The swords that marked a skull ship before the {@code skull} field existed; read as a skull. */
  public static final int OLD_SKULL = -1;

  /** The row's fields as JSON writes them, read after old rows were brought up to date. */
  private record Fields(Card card, int count, int cost, int influence, int swords, boolean skull, int coins,
      boolean gift) {}

  /** Reads a row, also one written before 26 Nov 2026 (swords -1 for a skull, no {@code skull} field). */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static CardRow read(ObjectNode json) throws JsonProcessingException {
    ObjectNode row = json.deepCopy();
    if (row.path("swords").isInt() && row.path("swords").intValue() == OLD_SKULL) {
      row.put("swords", 0);
      row.put("skull", true);
    } else if (!row.has("skull")) {
      row.put("skull", false);
    }
    // a bad field fails here with its own name and path (Jackson passes the exception on as it is)
    Fields f = Json.mapper().treeToValue(row, Fields.class);
    return new CardRow(f.card(), f.count(), f.cost(), f.influence(), f.swords(), f.skull(), f.coins(), f.gift());
  }
}
