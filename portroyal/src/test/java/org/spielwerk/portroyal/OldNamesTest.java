package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;

/**
 * The names shared with unterwegs (docs/portroyal-family.md) replaced older ones; JSON written with
 * the old names still reads, and new JSON uses only the new ones.
 */
class OldNamesTest {
  private static final PortRoyal GAME = new PortRoyal();

  @Test
  void aStateWrittenWithTheOldNamesReadsAsTheSameState() {
    PortRoyalState s = PortRoyalPositions.of(2).shuffles(2).harbor(Card.SHIP_Y_1_1).slot(0, 1).coins(0, 3).build();
    String json = Json.write(s);
    assertThat(json).contains("\"shuffles\":2", "\"shuffle\":", "\"allowance\":1").doesNotContain("epoch", "\"left\"");
    String old = json.replace("\"shuffles\":", "\"epoch\":").replace("\"shuffle\":", "\"epoch\":")
        .replace("\"allowance\":", "\"left\":");
    assertThat(Json.read(old, PortRoyalState.class)).isEqualTo(s);
    GAME.validate(Json.read(old, PortRoyalState.class));
  }

  @Test
  void oldEventNamesRead() {
    assertThat(Json.read("{\"type\":\"DrawPileRebuilt\",\"cards\":12,\"epoch\":3}", PortRoyalEvent.class))
        .isEqualTo(new PortRoyalEvent.Reshuffled(12, 3));
    assertThat(Json.read("{\"type\":\"CoinPaid\",\"from\":1,\"to\":0}", PortRoyalEvent.class))
        .isEqualTo(new PortRoyalEvent.SurchargePaid(1, 0));
    assertThat(Json.write(new PortRoyalEvent.Reshuffled(12, 3))).isEqualTo("{\"type\":\"Reshuffled\",\"cards\":12,\"shuffles\":3}");
    assertThat(Json.write(new PortRoyalEvent.SurchargePaid(1, 0))).contains("\"type\":\"SurchargePaid\"");
  }

  @Test
  void aCardRowWithTheOldSkullSwordsReadsAsASkullShip() {
    CardRow skull = new CardRow(Card.SHIP_R_6_3, 1, 0, 0, 0, true, 3, false);
    String json = Json.write(PortRoyalOptions.YUCATA.withCardTable(io.vavr.collection.Vector.of(skull)));
    assertThat(json).contains("\"swords\":0,\"skull\":true");
    assertThat(json).contains("\"cardTable\":[").doesNotContain("\"cards\":");
    // before 26 Nov 2026: swords -1 marked a skull, there was no skull field, and the option was "cards"
    String old = json.replace("\"swords\":0,\"skull\":true", "\"swords\":-1").replace("\"cardTable\":", "\"cards\":");
    assertThat(Json.read(old, PortRoyalOptions.class).cardTable()).containsExactly(skull);
    assertThat(Json.read("{\"card\":\"SAILOR_3\",\"count\":7,\"cost\":3,\"influence\":1,\"swords\":1,\"coins\":0,"
        + "\"gift\":false}", CardRow.class)).isEqualTo(new CardRow(Card.SAILOR_3, 7, 3, 1, 1, false, 0, false));
    PortRoyalState s = GAME.setup(Json.read(old, PortRoyalOptions.class), 2, 5L);
    assertThat(CardTable.of(s.options().cardTable(), s.options().contractRows()).skull(Card.SHIP_R_6_3)).isTrue();
  }

  @Test
  void aTradeWrittenWithoutTuckedReads() {
    // before 26 Nov 2026 a tuck was a separate ShipTucked after the trade, and ShipTraded had no tucked
    assertThat(Json.read("{\"type\":\"ShipTraded\",\"seat\":1,\"ship\":\"SHIP_G_1_2\",\"declined\":false}",
        PortRoyalEvent.class)).isEqualTo(new PortRoyalEvent.ShipTraded(1, Card.SHIP_G_1_2, false, false));
    assertThat(Json.write(new PortRoyalEvent.ShipTraded(1, Card.SHIP_G_1_2, false, true)))
        .isEqualTo("{\"type\":\"ShipTraded\",\"seat\":1,\"ship\":\"SHIP_G_1_2\",\"declined\":false,\"tucked\":true}");
  }

  /** Card rows are read through a reader that updates old rows first; a bad field is still named by its path. */
  @Test
  void aBrokenFieldInACardRowIsStillNamed() {
    String json = Json.write(PortRoyalOptions.YUCATA.withCardTable(
        io.vavr.collection.Vector.of(new CardRow(Card.SAILOR_3, 7, 3, 1, 1, false, 0, false))));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Json.read(json.replace("\"count\":7", "\"count\":\"x\""),
        PortRoyalOptions.class)).isInstanceOf(org.spielwerk.core.InvalidJsonException.class)
        .hasMessageStartingWith("cardTable[0].count: ");
  }
}
