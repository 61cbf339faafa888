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
    return o.withCovetedArtifacts(r.nextBoolean()).withAllyOnTheInside(r.nextBoolean())
        .withToolsOfPower(r.nextBoolean()).withChaliceFragments(r.nextBoolean());
  }
}
