package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.GildedCompassOptions.ThreeSpecialistDoubling;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
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

/** End-game scoring (§8, §9, §10): every source, every mission, the §12 scoring edge cases. */
class ScoringTest {
  private static final SpecialistType CART = SpecialistType.CARTOGRAPHER;
  private static final SpecialistType EXC = SpecialistType.EXCAVATOR;
  private static final Region J = Region.JUNGLE;
  private static final Region P = Region.POMPEII;
  private static final Region A = Region.ATLANTIS;

  private static Player player() {
    return Player.initial().withTokens(0);
  }

  private static ScoreSheet best(Player p, GildedCompassOptions options) {
    AssignmentProblem problem = AssignmentProblem.of(p, options);
    Assignment a = AssignmentSolver.solve(problem).assignment();
    return Endgame.sheet(p, options, options.table(), a);
  }

  private static ScoreSheet best(Player p) {
    return best(p, GildedCompassOptions.YUCATA);
  }

  private static Vector<Hidden<Mission>> missions(Mission... missions) {
    return Vector.of(missions).map(m -> new Hidden<>(m, 1));
  }

  private static Mission m(MissionKind kind) {
    return Mission.of(kind);
  }

  @Test
  void maps_highWithASpecialist_lowWithout_specialistsScoreOnlyWhenAssigned() {
    // §8 table
    Player p = player().withMaps(Vector.of(new MapTile(J, 2, 3), new MapTile(P, 1, 2)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 2), new Specialist(A, EXC, 3)));
    ScoreSheet sheet = best(p);
    assertThat(sheet.maps()).isEqualTo(3 + 1);
    assertThat(sheet.specialists()).isEqualTo(2);
    assertThat(sheet.unassigned()).isEqualTo(3);
    assertThat(sheet.total()).isEqualTo(6);
  }

  @Test
  void magicItems_doubleTheSpecialist_andBothCarryingDoubleTheMap() {
    // §12: a carried item doubles the specialist; both specialists carrying items double the map
    Player p = player().withMaps(Vector.of(new MapTile(J, 2, 3)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 2), new Specialist(J, EXC, 1)))
        .withItems(Vector.of(new MagicItem(J, CART)));
    ScoreSheet one = best(p);
    assertThat(one.specialists()).isEqualTo(2 * 2 + 1);
    assertThat(one.maps()).isEqualTo(3);
    ScoreSheet both = best(p.withItems(Vector.of(new MagicItem(J, CART), new MagicItem(J, EXC))));
    assertThat(both.specialists()).isEqualTo(2 * 2 + 2 * 1);
    assertThat(both.maps()).isEqualTo(6);
  }

  @Test
  void toolsOfPower_fitAnyRegionOfTheirType() {
    // §10.3
    Player p = player().withMaps(Vector.of(new MapTile(J, 2, 3)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 2))).withItems(Vector.of(new MagicItem(Region.ANY, EXC)));
    assertThat(best(p).specialists()).isEqualTo(2);
    assertThat(best(p.withItems(Vector.of(new MagicItem(Region.ANY, CART)))).specialists()).isEqualTo(4);
  }

  @Test
  void secondOpinion_twoOfThreeEnchantedDoubleTheMap_orAllThreeWithTheOption() {
    // §12 and §11: Yucata's 2 of 3; audit question 6 reading 2: all three
    Player p = player().withMaps(Vector.of(new MapTile(J, 3, 4)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 1), new Specialist(J, EXC, 1), new Specialist(J, CART, 2)))
        .withItems(Vector.of(new MagicItem(J, CART), new MagicItem(J, EXC)))
        .withMissions(missions(m(MissionKind.SECOND_OPINION)));
    ScoreSheet twoOfThree = best(p);
    assertThat(twoOfThree.maps()).isEqualTo(8);
    assertThat(twoOfThree.specialists()).isEqualTo(2 * 2 + 2 * 1 + 1);
    // the same three specialists with two items, scored under each reading
    Assignment three = new Assignment(Vector.of(0, 0, 0), Vector.of(ItemChoice.REGIONAL, ItemChoice.REGIONAL, ItemChoice.NONE));
    AssignmentProblem yucata = AssignmentProblem.of(p, GildedCompassOptions.YUCATA);
    AssignmentProblem allThree = AssignmentProblem.of(p,
        GildedCompassOptions.YUCATA.withThreeSpecialistDoubling(ThreeSpecialistDoubling.ALL_THREE));
    assertThat(AssignmentScoring.violation(yucata, three)).isNull();
    assertThat(AssignmentScoring.score(yucata, three).ancientMaps()).isEqualTo(8);
    assertThat(AssignmentScoring.score(allThree, three).ancientMaps()).isEqualTo(4);
    // under ALL_THREE the optimizer doubles the map with two specialists and leaves the third out
    ScoreSheet optimal = best(p, GildedCompassOptions.YUCATA.withThreeSpecialistDoubling(ThreeSpecialistDoubling.ALL_THREE));
    assertThat(optimal.maps()).isEqualTo(8);
    assertThat(optimal.total()).isEqualTo(8 + 2 * 2 + 2 * 1);
  }

  @Test
  void secondOpinion_letsOneMapTakeAThirdSpecialistOfItsRegion() {
    Player p = player().withMaps(Vector.of(new MapTile(J, 0, 1)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 1), new Specialist(J, CART, 2), new Specialist(J, EXC, 3)));
    assertThat(best(p).specialists()).isEqualTo(5);
    assertThat(best(p.withMissions(missions(m(MissionKind.SECOND_OPINION)))).specialists()).isEqualTo(6);
  }

  @Test
  void dualMap_withOneSpecialistScoresNothingButTheSpecialistCounts() {
    // §12: a Dual Map scores 3 only with 2 specialists; a lone specialist still scores
    Player p = player().withMissions(missions(new Mission(MissionKind.DUAL_MAP, J, P)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 2)));
    ScoreSheet sheet = best(p);
    assertThat(sheet.missionMaps()).isZero();
    assertThat(sheet.specialists()).isEqualTo(2);
    ScoreSheet two = best(p.withSpecialists(Vector.of(new Specialist(J, CART, 2), new Specialist(P, EXC, 1))));
    assertThat(two.missionMaps()).isEqualTo(3);
    // one cartographer and one excavator of different regions: two of one region do not fit
    ScoreSheet sameRegion = best(p.withSpecialists(Vector.of(new Specialist(J, CART, 2), new Specialist(J, EXC, 1))));
    assertThat(sameRegion.missionMaps()).isZero();
  }

  @Test
  void secretMap_oneForASpecialist_colourForScourTheGlobe() {
    // §12: a Secret Map counts the region of its specialists for Scour the Globe, grey without
    Player p = player().withMaps(Vector.of(new MapTile(Region.ANY, 0, 0)))
        .withMissions(missions(m(MissionKind.SECRET_MAP), m(MissionKind.SCOUR_THE_GLOBE)));
    ScoreSheet empty = best(p);
    assertThat(empty.missionMaps()).isZero();
    assertThat(empty.missions()).as("grey counts once").isEqualTo(1);
    ScoreSheet staffed = best(p.withSpecialists(Vector.of(new Specialist(A, EXC, 1))));
    // the excavator goes to the Secret Map (1 gold + Atlantis colour) rather than the dig site (0/0)
    assertThat(staffed.missionMaps()).isEqualTo(1);
    assertThat(staffed.missions()).isEqualTo(2);
  }

  @Test
  void printed_itemsOnlyOnAncientMaps() {
    // §11 "magic items on Dual/Secret Maps": PRINTED only ancient maps
    Player p = player().withMissions(missions(m(MissionKind.SECRET_MAP)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 3))).withItems(Vector.of(new MagicItem(J, CART)));
    assertThat(best(p).specialists()).isEqualTo(6);
    assertThat(best(p, GildedCompassOptions.PRINTED).specialists()).isEqualTo(3);
  }

  @Test
  void everyMission_scoresAsTheAppendixSays() {
    // §9 appendix, each tile in turn
    Player base = player().withMaps(Vector.of(new MapTile(J, 1, 2), new MapTile(P, 0, 1), new MapTile(Region.ANY, 0, 0)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 1), new Specialist(J, EXC, 1), new Specialist(P, CART, 1)))
        .withTreasures(Vector.of(1, 2, 3, 1, 2, 3, 1)).withAbilities(Vector.of(Ability.PERSUASION, Ability.WILL_TO_WIN))
        .withChalices(Vector.fill(7, new Chalice(ChaliceBack.BRONZE, 1, false)))
        .withItems(Vector.of(new MagicItem(A, CART), new MagicItem(A, EXC), new MagicItem(A, CART)));
    int without = best(base).missions();
    assertThat(without).isZero();
    assertThat(best(base.withMissions(missions(m(MissionKind.BROADEN_YOUR_EXPERTISE)))).missions()).isEqualTo(2);
    assertThat(best(base.withMissions(missions(m(MissionKind.CONGREGATE_CARTOGRAPHERS)))).missions()).isEqualTo(2);
    assertThat(best(base.withMissions(missions(m(MissionKind.GATHER_THE_EXCAVATORS)))).missions()).isEqualTo(1);
    assertThat(best(base.withMissions(missions(m(MissionKind.DIVE_FOR_DOUBLOONS)))).missions()).isEqualTo(1 + 2 * 2);
    assertThat(best(base.withMissions(missions(m(MissionKind.EMBRACE_THE_GUILD)))).missions()).as("alone: 2").isEqualTo(2);
    assertThat(best(base.withMissions(missions(m(MissionKind.EMBRACE_THE_GUILD), m(MissionKind.SECOND_OPINION))))
        .missions()).isEqualTo(3);
    assertThat(best(base.withMissions(missions(m(MissionKind.FIND_THE_MAPS)))).missions()).isEqualTo(1 + 1);
    // Hire the Right Hunters: the Jungle excavator moves to the dig site, so three ancient maps are staffed
    assertThat(best(base.withMissions(missions(m(MissionKind.HIRE_THE_RIGHT_HUNTERS)))).missions()).isEqualTo(3);
    assertThat(best(base.withMissions(missions(m(MissionKind.JOIN_THE_ILLUMINATI)))).missions()).isEqualTo(2);
    assertThat(best(base.withMissions(missions(m(MissionKind.LOOT_THE_TOWER)))).missions()).isEqualTo(2);
    assertThat(best(base.withMissions(missions(m(MissionKind.RAID_THE_TEMPLE)))).missions()).isEqualTo(1 + 1);
    assertThat(best(base.withMissions(missions(m(MissionKind.RECRUIT_SPECIALISTS)))).missions()).isEqualTo(1);
    assertThat(best(base.withMissions(missions(m(MissionKind.SCOUR_THE_GLOBE)))).missions()).isEqualTo(3);
    assertThat(best(base.withMissions(missions(m(MissionKind.UNITE_THE_SPECIALISTS)))).missions()).isEqualTo(1 + 1);
    assertThat(best(base.withMissions(missions(m(MissionKind.SECOND_OPINION)))).missions()).isZero();
  }

  @Test
  void tokensArtifactsAbilitiesTreasuresChalices() {
    // §8 table: tokens / 2 rounded down; artifacts 4 / 2 / 1; Coveted count squared; abilities 1; sums
    Player p = player().withTokens(5)
        .withCollection(Option.some(new PrivateCollection(ArtifactType.FIRE, ArtifactType.WATER)))
        .withArtifacts(Vector.of(ArtifactType.FIRE, ArtifactType.WATER, ArtifactType.HOLY, ArtifactType.COVETED,
            ArtifactType.COVETED, ArtifactType.COVETED))
        .withAbilities(Vector.of(Ability.ALLY_ON_THE_INSIDE)).withTreasures(Vector.of(3, 2))
        .withChalices(Vector.of(new Chalice(ChaliceBack.GOLD, 3, false), new Chalice(ChaliceBack.BRONZE, 0, false)));
    ScoreSheet sheet = best(p);
    assertThat(sheet.tokens()).isEqualTo(2);
    assertThat(sheet.artifacts()).isEqualTo(4 + 2 + 1);
    assertThat(sheet.coveted()).isEqualTo(9);
    assertThat(sheet.abilities()).isEqualTo(1);
    assertThat(sheet.treasures()).isEqualTo(5);
    assertThat(sheet.chalices()).isEqualTo(3);
    assertThat(sheet.total()).isEqualTo(sheet.sumOfParts()).isEqualTo(2 + 7 + 9 + 1 + 5 + 3);
  }

  @Test
  void chaliceFragments_scoreTheirValueAlone_orThePairValueTogether() {
    // §10.4: bronze pair 3, silver 5, gold 7 (fragment values UNCONFIRMED: 0 / 1 / 2)
    Chalice silver = new Chalice(ChaliceBack.SILVER, 1, true);
    Chalice gold = new Chalice(ChaliceBack.GOLD, 2, true);
    assertThat(best(player().withChalices(Vector.of(silver, gold))).chalices()).isEqualTo(3);
    assertThat(best(player().withChalices(Vector.of(silver, silver, gold))).chalices()).isEqualTo(5 + 2);
  }

  @Test
  void ranks_mostGoldWins_tiesByUnassignedSpecialists_thenShared() {
    // §8 winner and §12 tie-break
    ScoreSheet richer = ScoreSheet.of(10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    ScoreSheet tiedLow = ScoreSheet.of(9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    ScoreSheet tiedHigh = ScoreSheet.of(9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4);
    assertThat(Endgame.ranks(Vector.of(tiedLow, richer, tiedHigh))).containsExactly(2, 0, 1);
    assertThat(Endgame.ranks(Vector.of(tiedHigh, tiedHigh))).containsExactly(0, 0);
  }

  @Test
  void optimizer_prefersKeepingSpecialistsUnassignedWhenGoldIsEqual() {
    // §8.1: maximal gold, then maximal unassigned value. An assigned specialist scores its value, so equal gold
    // with and without it arises only for a value-0 specialist (possible with edited tables) on a 0/0 dig site
    Player p = player().withMaps(Vector.of(new MapTile(Region.ANY, 0, 0)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 0)));
    AssignmentSolver.Solution solution = AssignmentSolver.solve(AssignmentProblem.of(p, GildedCompassOptions.YUCATA));
    assertThat(solution.gold()).isZero();
    assertThat(solution.assignment().hosts()).containsExactly(-1);
  }

  @Test
  void manualAssignment_isValidatedStepByStep() {
    // §8.1 MANUAL: each specialist in turn; a host that breaks capacity or region is rejected with the rule
    GildedCompassState s = Fixture.start(GildedCompassOptions.PRINTED.withBBuilding(Option.some(Building.TREASURE_HUNTERS_GUILD))
        .withCBuilding(Option.some(Building.ILLUMINATI)), 2);
    Player p = player().withMaps(Vector.of(new MapTile(J, 1, 2), new MapTile(P, 0, 1)))
        .withSpecialists(Vector.of(new Specialist(J, CART, 2), new Specialist(J, CART, 1)));
    s = s.withPlayer(0, p).withPlayer(1, player()).withPhase(new Phase.Assigning(0, Assignment.EMPTY));
    Fixture.assertIllegal(s, new GildedCompassAction.AssignSpecialist(1, ItemChoice.NONE), "Assignment (§8.2)");
    Fixture.assertIllegal(s, new GildedCompassAction.AssignSpecialist(0, ItemChoice.REGIONAL), "magic item");
    GildedCompassState next = Fixture.assertLegal(s, new GildedCompassAction.AssignSpecialist(0, ItemChoice.NONE));
    // the second cartographer no longer fits the Jungle map: the only choice is to leave it, taken automatically
    assertThat(next.phase()).isInstanceOf(Phase.GameOver.class);
    assertThat(next.scores().get(0).maps()).isEqualTo(2 + 0);
    assertThat(next.scores().get(0).unassigned()).isEqualTo(1);
  }
}
