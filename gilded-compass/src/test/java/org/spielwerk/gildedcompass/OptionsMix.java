package org.spielwerk.gildedcompass;

import io.vavr.control.Option;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.GildedCompassOptions.AssignmentMode;
import org.spielwerk.gildedcompass.GildedCompassOptions.DummyGalleonDraws;
import org.spielwerk.gildedcompass.GildedCompassOptions.GalleonDiscards;
import org.spielwerk.gildedcompass.GildedCompassOptions.SmallGameVariant;
import org.spielwerk.gildedcompass.GildedCompassOptions.StraightExtension;
import org.spielwerk.gildedcompass.GildedCompassOptions.TemplePairs;
import org.spielwerk.gildedcompass.GildedCompassOptions.ThirdPlace;
import org.spielwerk.gildedcompass.GildedCompassOptions.ThreeSpecialistDoubling;
import org.spielwerk.gildedcompass.GildedCompassOptions.TowerPush;

/** Random option mixes for the property tests: a preset, then every option redrawn half the time. */
final class OptionsMix {
  private OptionsMix() {}

  static GildedCompassOptions random(long seed) {
    RandomSource r = new RandomSource(seed);
    GildedCompassOptions[] presets = {GildedCompassOptions.YUCATA, GildedCompassOptions.PRINTED,
        GildedCompassOptions.YUCATA_AUTO_ASSIGN};
    GildedCompassOptions o = presets[r.nextInt(presets.length)];
    if (r.nextBoolean()) {
      o = o.withBBuilding(Option.some(Building.B[r.nextInt(2)]));
    }
    if (r.nextBoolean()) {
      o = o.withSmallGameVariant(SmallGameVariant.values()[r.nextInt(3)]);
    }
    if (o.smallGameVariant() != SmallGameVariant.FEWER_BUILDINGS && r.nextInt(4) != 0) {
      o = o.withCBuilding(Option.some(Building.C[r.nextInt(4)]));
    }
    if (r.nextInt(4) == 0) {
      o = o.withStartSeat(r.nextInt(2));
    }
    if (r.nextInt(8) == 0) {
      o = o.withDummyFirstArtifacts(r.nextInt(7));
    }
    if (r.nextBoolean()) {
      o = o.withMultipleStraights(r.nextBoolean()).withThirdPlace(ThirdPlace.values()[r.nextInt(3)])
          .withDummyFirstArtifacts(3 + r.nextInt(2));
    }
    if (r.nextBoolean()) {
      o = o.withLibraryLowestDie(r.nextBoolean()).withDummyLibraryBan(r.nextBoolean())
          .withDummyAbilities(r.nextBoolean()).withGalleonKeepHighest(r.nextBoolean());
    }
    if (r.nextBoolean()) {
      o = o.withItemsOnMissionMaps(r.nextBoolean())
          .withThreeSpecialistDoubling(ThreeSpecialistDoubling.values()[r.nextInt(2)])
          .withAssignment(AssignmentMode.values()[r.nextInt(3)]).withDualMapTypesFixed(r.nextBoolean());
    }
    if (r.nextBoolean()) {
      o = o.withTemplePairs(TemplePairs.values()[r.nextInt(2)]).withTowerPush(TowerPush.values()[r.nextInt(2)])
          .withStraightExtension(StraightExtension.values()[r.nextInt(2)])
          .withGalleonDiscards(GalleonDiscards.values()[r.nextInt(2)])
          .withDummyGalleonDraws(DummyGalleonDraws.values()[r.nextInt(3)]).withWillToWinAtGalleon(r.nextBoolean());
    }
    if (r.nextBoolean()) {
      o = o.withRerollDummyDice(r.nextBoolean()).withSeveralTimelessGifts(r.nextBoolean());
    }
    if (r.nextInt(4) == 0) {
      o = o.withComponents(Option.some(REPLACED));
    }
    return o.withCovetedArtifacts(r.nextBoolean()).withAllyOnTheInside(r.nextBoolean())
        .withToolsOfPower(r.nextBoolean()).withChaliceFragments(r.nextBoolean());
  }

  /**
   * A replaced components table, as a user correcting UNCONFIRMED values would give it: sunken
   * treasures 10 x 1, 10 x 2, 10 x 3 and every map's high value one more (§13.1 items 1 and 3).
   */
  static final Components REPLACED = Components.standard()
      .withSunkenTreasures(io.vavr.collection.Vector.fill(10, 1).appendAll(io.vavr.collection.Vector.fill(10, 2))
          .appendAll(io.vavr.collection.Vector.fill(10, 3)))
      .withMaps(Components.standard().maps().map(m -> new Tiles.MapTile(m.region(), m.low(), m.high() + 1)));
}
