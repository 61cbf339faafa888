package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/** The components tables against the spec's table §1 (estimates included, as data). */
class ComponentsTest {
  @Test
  void aReplacementTableCorrectsAValue_withoutRecompiling_andTravelsWithTheOptions() {
    // §13.1: UNCONFIRMED values are data; here every sunken treasure is corrected to be worth 3
    String csv = "value,count\n3,30\n";
    Components edited = Components.load(name -> name.equals("sunken-treasures.csv") ? csv : standardCsv(name));
    GildedCompassOptions options = Fixture.yucata(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON)
        .withComponents(io.vavr.control.Option.some(edited));
    GildedCompassState s = Fixture.GAME.setup(options, 2, 5);
    assertThat(s.supply().treasureStack()).hasSize(30).containsOnly(3);
    Fixture.GAME.validate(s);
    GildedCompassOptions back = org.spielwerk.core.Json.read(org.spielwerk.core.Json.write(options),
        GildedCompassOptions.class);
    assertThat(back).isEqualTo(options);
  }

  private static String standardCsv(String name) {
    try (var in = Components.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static final Components T = Components.standard();

  @Test
  void maps_26_sixRegionsTimesFour_plusTwoAbandonedDigSites() {
    // §1.2 (values UNCONFIRMED)
    assertThat(T.maps()).hasSize(26);
    for (Region r : Region.REAL) {
      assertThat(T.maps().filter(m -> m.region() == r).map(m -> m.low() + "/" + m.high()))
          .containsExactlyInAnyOrder("0/1", "1/2", "2/3", "3/4");
    }
    assertThat(T.maps().count(m -> m.abandoned() && m.low() == 0 && m.high() == 0)).isEqualTo(2);
    assertThat(T.maps().map(m -> m.high()).sum().intValue()).isEqualTo(60);
    assertThat(T.maps().map(m -> m.low()).sum().intValue()).isEqualTo(36);
  }

  @Test
  void specialists_36_threePerRegionAndType_values1to3() {
    // §1.3 and §1.10
    assertThat(T.specialists()).hasSize(36);
    for (Region r : Region.REAL) {
      for (SpecialistType t : SpecialistType.values()) {
        assertThat(T.specialists().filter(s -> s.region() == r && s.type() == t).map(s -> s.value()))
            .containsExactlyInAnyOrder(1, 2, 3);
      }
    }
    assertThat(T.specialists().map(s -> s.value()).sum().intValue()).isEqualTo(72);
  }

  @Test
  void magicItems_24_twoPerRegionAndType_plusFourToolsOfPower() {
    // §1.4 (split UNCONFIRMED), §10.3
    assertThat(T.magicItems()).hasSize(24);
    for (Region r : Region.REAL) {
      for (SpecialistType t : SpecialistType.values()) {
        assertThat(T.magicItems().count(i -> i.region() == r && i.type() == t)).isEqualTo(2);
      }
    }
    assertThat(T.toolsOfPower()).hasSize(4);
    assertThat(T.toolsOfPower().count(i -> i.type() == SpecialistType.CARTOGRAPHER)).isEqualTo(2);
  }

  @Test
  void artifacts_36_sixTypesTimesSix_eightCoveted_sixCollections() {
    // §1.5; the placeholder collections make every type once a favourite and once a second type
    assertThat(T.artifacts()).hasSize(36);
    for (ArtifactType a : ArtifactType.values()) {
      if (a != ArtifactType.COVETED) {
        assertThat(T.artifacts().count(x -> x == a)).isEqualTo(6);
        assertThat(T.privateCollections().count(c -> c.favourite() == a)).isEqualTo(1);
        assertThat(T.privateCollections().count(c -> c.second() == a)).isEqualTo(1);
      }
    }
    assertThat(T.covetedArtifacts()).hasSize(8);
    assertThat(T.privateCollections()).hasSize(6);
  }

  @Test
  void missions_22_sixDualTwoSecretFourteenSingles() {
    // §1.6 (total UNCONFIRMED: 22 by the appendix, 20 in the component list)
    assertThat(T.missions()).hasSize(22);
    assertThat(T.missions().count(m -> m.kind() == MissionKind.DUAL_MAP)).isEqualTo(6);
    assertThat(T.missions().count(m -> m.kind() == MissionKind.SECRET_MAP)).isEqualTo(2);
    for (MissionKind kind : MissionKind.values()) {
      if (kind != MissionKind.DUAL_MAP && kind != MissionKind.SECRET_MAP) {
        assertThat(T.missions().count(m -> m.kind() == kind)).as(kind.name()).isEqualTo(1);
      }
    }
    for (Region r : Region.REAL) {
      assertThat(T.missions().count(m -> m.first() == r || m.second() == r)).as("each region on two dual maps")
          .isEqualTo(2);
    }
  }

  @Test
  void abilities_20_fiveOfEach_plusFourAllies() {
    // §1.7
    assertThat(T.abilities()).hasSize(20);
    for (Ability a : new Ability[] {Ability.TIMELESS_GIFT, Ability.WILL_TO_WIN, Ability.LITTLE_HELP, Ability.PERSUASION}) {
      assertThat(T.abilities().count(x -> x == a)).isEqualTo(5);
    }
    assertThat(T.allies()).hasSize(4);
  }

  @Test
  void sunkenTreasures_30_eightOnes_fourteenTwos_eightThrees() {
    // §1.8 (split UNCONFIRMED)
    assertThat(T.sunkenTreasures()).hasSize(30);
    assertThat(T.sunkenTreasures().count(v -> v == 1)).isEqualTo(8);
    assertThat(T.sunkenTreasures().count(v -> v == 2)).isEqualTo(14);
    assertThat(T.sunkenTreasures().count(v -> v == 3)).isEqualTo(8);
    assertThat(T.sunkenTreasures().sum().intValue()).isEqualTo(60);
  }

  @Test
  void chalices_36_twelvePerBackWithTheSeedsValues_plusSixFragments() {
    // §1.9 (confirmed lists), §10.4 (fragment values UNCONFIRMED)
    assertThat(T.chalices()).hasSize(36);
    int[][] counts = {{1, 10, 1, 0}, {0, 5, 6, 1}, {0, 1, 6, 5}};
    int[] sums = {12, 20, 28};
    for (ChaliceBack back : ChaliceBack.values()) {
      for (int v = 0; v <= 3; v++) {
        int value = v;
        assertThat(T.chalices().count(c -> c.back() == back && c.value() == value)).isEqualTo(counts[back.ordinal()][v]);
      }
      assertThat(T.chalices().filter(c -> c.back() == back).map(c -> c.value()).sum().intValue())
          .isEqualTo(sums[back.ordinal()]);
      assertThat(T.chaliceFragments().count(c -> c.back() == back)).isEqualTo(2);
    }
    assertThat(T.fragmentPairs()).containsExactly(3, 5, 7);
  }
}
