package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.gildedcompass.GildedCompassOptions.SmallGameVariant;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;

/**
 * The setup's own checks: the options ({@link GildedCompassOptions#check}) and a replacement
 * components table ({@link Components#check}, §13.1: estimates are data a user may edit). Each
 * broken rule is rejected naming the field; values at the edge are accepted.
 */
class ValidSetupTest {
  private static final Components T = Components.standard();
  private static final GildedCompassOptions O = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI);

  private static void rejected(Components table, String field) {
    assertThatThrownBy(table::check).isInstanceOf(InvalidSetupException.class)
        .satisfies(e -> assertThat(((InvalidSetupException) e).field()).isEqualTo(field));
  }

  private static void rejected(GildedCompassOptions options, int players, String field) {
    assertThatThrownBy(() -> options.check(players)).isInstanceOf(InvalidSetupException.class)
        .satisfies(e -> assertThat(((InvalidSetupException) e).field()).isEqualTo(field));
  }

  // ---------------------------------------------------------------- options

  @Test
  void theFewerBuildingsVariantTakesNoCBuilding_withTwoOrThreePlayers() {
    // §7.1
    GildedCompassOptions fewer = O.withSmallGameVariant(SmallGameVariant.FEWER_BUILDINGS);
    rejected(fewer, 3, "cBuilding");
    rejected(fewer, 2, "cBuilding");
    assertThatCode(() -> fewer.check(4)).doesNotThrowAnyException();
    assertThatCode(() -> fewer.withCBuilding(Option.none()).check(3)).doesNotThrowAnyException();
  }

  @Test
  void theStartSeatIsRandomOrASeatAtTheTable() {
    assertThatCode(() -> O.withStartSeat(-1).check(3)).doesNotThrowAnyException();
    assertThatCode(() -> O.withStartSeat(2).check(3)).doesNotThrowAnyException();
    rejected(O.withStartSeat(-2), 3, "startSeat");
    rejected(O.withStartSeat(3), 3, "startSeat");
    assertThatThrownBy(() -> O.withStartSeat(3).check(3)).hasMessageContaining("a seat 0..2, not 3");
  }

  @Test
  void theDummyRemovesZeroToSixArtifactsAsFirst() {
    // §7.2 Auction House: PRINTED 4, YUCATA 3
    assertThatCode(() -> O.withDummyFirstArtifacts(0).check(3)).doesNotThrowAnyException();
    assertThatCode(() -> O.withDummyFirstArtifacts(6).check(3)).doesNotThrowAnyException();
    rejected(O.withDummyFirstArtifacts(-1), 3, "dummyFirstArtifacts");
    rejected(O.withDummyFirstArtifacts(7), 3, "dummyFirstArtifacts");
  }

  @Test
  void aBrokenReplacementTable_isRejectedByTheOptions_andBySetup() {
    Components broken = T.withMaps(Vector.empty());
    rejected(O.withComponents(Option.some(broken)), 3, "components");
    assertThatThrownBy(() -> Fixture.GAME.setup(O.withComponents(Option.some(broken)), 3, 1))
        .isInstanceOf(InvalidSetupException.class);
  }

  // ---------------------------------------------------------------- components

  @Test
  void theStandardTablesPass() {
    assertThatCode(T::check).doesNotThrowAnyException();
  }

  @Test
  void mapsAndSpecialistsAreNeeded() {
    rejected(T.withMaps(Vector.empty()), "components");
    rejected(T.withSpecialists(Vector.empty()), "components");
  }

  @Test
  void specialistsHaveARealRegionAndAValueOfZeroOrMore() {
    Specialist zero = new Specialist(Region.DARK, SpecialistType.EXCAVATOR, 0);
    int at = T.specialists().indexWhere(s -> s.region() == Region.DARK && s.type() == SpecialistType.EXCAVATOR);
    assertThatCode(() -> T.withSpecialists(T.specialists().update(at, zero)).check()).doesNotThrowAnyException();
    rejected(T.withSpecialists(T.specialists().append(new Specialist(Region.DARK, SpecialistType.EXCAVATOR, -1))),
        "components.specialists");
    rejected(T.withSpecialists(T.specialists().append(new Specialist(Region.ANY, SpecialistType.EXCAVATOR, 1))),
        "components.specialists");
  }

  @Test
  void mapValuesAreNotNegative() {
    assertThatCode(() -> T.withMaps(T.maps().append(new MapTile(Region.ANY, 0, 0))).check()).doesNotThrowAnyException();
    rejected(T.withMaps(T.maps().append(new MapTile(Region.DARK, -1, 2))), "components.maps");
    rejected(T.withMaps(T.maps().append(new MapTile(Region.DARK, 1, -2))), "components.maps");
  }

  @Test
  void regionalItemsHaveARegion_toolsOfPowerNone() {
    // §1.4, §10.3
    rejected(T.withMagicItems(T.magicItems().append(new MagicItem(Region.ANY, SpecialistType.EXCAVATOR))),
        "components.magicItems");
    rejected(T.withToolsOfPower(T.toolsOfPower().append(new MagicItem(Region.GODS, SpecialistType.EXCAVATOR))),
        "components.toolsOfPower");
  }

  @Test
  void aPrivateCollectionNamesTwoDifferentArtifactTypes() {
    // §1.5: a favourite (4 gold each) and a second type (2 gold each); Coveted Artifacts are neither
    rejected(T.withPrivateCollections(Vector.of(new PrivateCollection(ArtifactType.FIRE, ArtifactType.FIRE))),
        "components.privateCollections");
    rejected(T.withPrivateCollections(Vector.of(new PrivateCollection(ArtifactType.COVETED, ArtifactType.FIRE))),
        "components.privateCollections");
    rejected(T.withPrivateCollections(Vector.of(new PrivateCollection(ArtifactType.FIRE, ArtifactType.COVETED))),
        "components.privateCollections");
  }

  @Test
  void onlyADualMapNamesTwoDifferentRegions() {
    // §1.6, §9
    rejected(missions(new Mission(MissionKind.DUAL_MAP, Region.ANY, Region.ANY)), "components.missions");
    rejected(missions(new Mission(MissionKind.DUAL_MAP, Region.DARK, Region.ANY)), "components.missions");
    rejected(missions(new Mission(MissionKind.DUAL_MAP, Region.DARK, Region.DARK)), "components.missions");
    rejected(missions(new Mission(MissionKind.SECRET_MAP, Region.DARK, Region.ANY)), "components.missions");
    rejected(missions(new Mission(MissionKind.SECRET_MAP, Region.ANY, Region.GODS)), "components.missions");
    assertThatCode(() -> missions(new Mission(MissionKind.DUAL_MAP, Region.DARK, Region.GODS)).check())
        .doesNotThrowAnyException();
  }

  private static Components missions(Mission extra) {
    return T.withMissions(T.missions().append(extra));
  }

  @Test
  void treasureAndChaliceValuesAreNotNegative() {
    assertThatCode(() -> T.withSunkenTreasures(T.sunkenTreasures().append(0)).check()).doesNotThrowAnyException();
    rejected(T.withSunkenTreasures(T.sunkenTreasures().append(-1)), "components");
    rejected(T.withChalices(T.chalices().append(new Chalice(ChaliceBack.GOLD, -1, false))), "components");
    rejected(T.withChalices(T.chalices().append(new Chalice(ChaliceBack.GOLD, 2, true))), "components");
    Vector<Chalice> fragments = T.chaliceFragments();
    assertThatCode(() -> T.withChaliceFragments(fragments.update(0, new Chalice(fragments.head().back(), 0, true)))
        .check()).doesNotThrowAnyException();
    rejected(T.withChaliceFragments(fragments.update(0, new Chalice(fragments.head().back(), -1, true))), "components");
    rejected(T.withChaliceFragments(fragments.update(0, new Chalice(fragments.head().back(), 2, false))), "components");
  }
}
