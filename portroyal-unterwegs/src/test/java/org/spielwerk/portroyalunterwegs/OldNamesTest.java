package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalunterwegs.Table.GAME;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.Json;

/**
 * The names shared with the base game (docs/portroyal-family.md) replaced older ones; JSON written
 * with the old names still reads, and new JSON uses only the new ones.
 */
class OldNamesTest {

  @Test
  void aStateWrittenWithTheOldNamesReadsAsTheSameState() {
    UnterwegsState s = Table.of(3).display(0, "SAILOR_3").coins(0, 2).coins(1, 1)
        .harbor("U_B_2_2N").phase(new Phase.TradeAndHire(0, 1, 0)).build();
    String json = Json.write(s);
    assertThat(json).contains("\"players\":", "\"display\":", "\"TradeAndHire\"", "\"influenceTarget\":")
        .doesNotContain("\"seats\"", "\"persons\"", "TradingAndHiring", "targetInfluence");
    String old = json.replace("\"players\":", "\"seats\":").replace("\"display\":", "\"persons\":")
        .replace("\"TradeAndHire\"", "\"TradingAndHiring\"").replace("\"influenceTarget\":", "\"targetInfluence\":")
        .replace("\"extraTaxWhenPilesEmpty\":\"WHEN_REVEALING\"", "\"emptyPiles\":\"VIRTUAL_TAX\"");
    assertThat(old).contains("\"seats\":", "\"emptyPiles\":\"VIRTUAL_TAX\"");
    assertThat(Json.read(old, UnterwegsState.class)).isEqualTo(s);
  }

  @Test
  void oldPhaseAndEventNamesRead() {
    assertThat(Json.read("{\"type\":\"Discovering\",\"revealed\":true}", Phase.class)).isEqualTo(new Phase.Discover(true));
    Card.Ship ship = Table.ship("U_B_2_2N");
    String shipJson = Json.write(ship);
    assertThat(Json.read("{\"type\":\"ShipRevealed\",\"ship\":" + shipJson + "}", Phase.class))
        .isEqualTo(new Phase.RepelOrAccept(ship));
    assertThat(Json.read("{\"type\":\"DiscoveryStopped\",\"seat\":1,\"colours\":4,\"allowance\":2}", UnterwegsEvent.class))
        .isEqualTo(new UnterwegsEvent.DiscoverEnded(1, 4, 2));
    assertThat(Json.read("{\"type\":\"TaxResolved\",\"seat\":0,\"virtual\":true}", UnterwegsEvent.class))
        .isEqualTo(new UnterwegsEvent.TaxResolved(0, true));
    assertThat(Json.write(new UnterwegsEvent.DiscoverEnded(1, 4, 2))).contains("\"type\":\"DiscoverEnded\"");
  }

  @Test
  void theInvertedOptionsHaveNoAlias() {
    // optionalRepel = !mustRepelDuplicates: an alias would read it with the opposite meaning
    String old = Json.write(UnterwegsOptions.DEFAULT).replace("\"mustRepelDuplicates\":false", "\"optionalRepel\":true");
    assertThatThrownBy(() -> Json.read(old, UnterwegsOptions.class)).isInstanceOf(InvalidJsonException.class);
    assertThat(GAME.setup(UnterwegsOptions.DEFAULT.withMustRepelDuplicates(true), 2, 1).options().cardTable())
        .isEqualTo(Vector.empty());
  }

  @Test
  void optionsWithTheOldStartPlayerSentinelRead() {
    String json = Json.write(UnterwegsOptions.DEFAULT);
    assertThat(json).contains("\"randomStartPlayer\":true,\"startPlayer\":0");
    // before 26 Nov 2026: no randomStartPlayer; startPlayer -1 meant random, a seat meant that seat
    String random = json.replace("\"randomStartPlayer\":true,\"startPlayer\":0", "\"startPlayer\":-1");
    assertThat(Json.read(random, UnterwegsOptions.class)).isEqualTo(UnterwegsOptions.DEFAULT);
    String fixed = json.replace("\"randomStartPlayer\":true,\"startPlayer\":0", "\"startPlayer\":2");
    assertThat(Json.read(fixed, UnterwegsOptions.class))
        .isEqualTo(UnterwegsOptions.DEFAULT.withRandomStartPlayer(false).withStartPlayer(2));
    assertThat(GAME.setup(Json.read(fixed, UnterwegsOptions.class), 3, 9L).startPlayer()).isEqualTo(2);
    // and the other old names in the same options
    String older = random.replace("\"influenceTarget\":", "\"targetInfluence\":");
    assertThat(Json.read(older, UnterwegsOptions.class)).isEqualTo(UnterwegsOptions.DEFAULT);
    // the card table option was "deck" before it took the base game's name
    UnterwegsOptions twoSkulls = UnterwegsOptions.DEFAULT.withCardTable(Cards.BLACK_TWO_SKULLS);
    String table = Json.write(twoSkulls);
    assertThat(table).contains("\"cardTable\":[").doesNotContain("\"deck\"");
    assertThat(Json.read(table.replace("\"cardTable\":", "\"deck\":"), UnterwegsOptions.class)).isEqualTo(twoSkulls);
  }

  @Test
  void aPersonWrittenWithKindReads() {
    // a person's ability was "kind" before it took the base game's word
    Card.Person sailor = Table.person("SAILOR_3");
    String json = Json.write(sailor);
    assertThat(json).contains("\"ability\":\"SAILOR\"").doesNotContain("\"kind\"");
    assertThat(Json.read(json.replace("\"ability\":", "\"kind\":"), Card.class)).isEqualTo(sailor);
  }

  @Test
  void aWholeStateWithTheOldShapesReads() {
    UnterwegsState s = Table.of(3).options(UnterwegsOptions.DEFAULT.withCardTable(Cards.BLACK_TWO_SKULLS))
        .display(0, "SAILOR_3").display(1, "PIRATE_5").coins(0, 2).build();
    String json = Json.write(s);
    String old = json.replace("\"randomStartPlayer\":true,\"startPlayer\":0", "\"startPlayer\":-1")
        .replace("\"cardTable\":", "\"deck\":").replace("\"ability\":", "\"kind\":");
    assertThat(old).contains("\"startPlayer\":-1", "\"deck\":", "\"kind\":\"SAILOR\"");
    assertThat(Json.read(old, UnterwegsState.class)).isEqualTo(s);
  }

  /** The options are read through a reader that updates old shapes first; a bad field is still named by its path. */
  @Test
  void aBrokenFieldInTheOptionsIsStillNamed() {
    String json = Json.write(Table.of(2).build());
    assertThatThrownBy(() -> Json.read(json.replace("\"mustRepelDuplicates\":false,", ""), UnterwegsState.class))
        .isInstanceOf(InvalidJsonException.class)
        .hasMessageStartingWith("options.mustRepelDuplicates: ").hasMessageContaining("the field 'mustRepelDuplicates' is missing");
    assertThatThrownBy(() -> Json.read(json.replace("\"influenceTarget\":8", "\"influenceTarget\":\"x\""),
        UnterwegsState.class)).isInstanceOf(InvalidJsonException.class).hasMessageStartingWith("options.influenceTarget: ");
  }
}
