package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.gildedcompass.Fixture.assertIllegal;
import static org.spielwerk.gildedcompass.Fixture.assertLegal;
import static org.spielwerk.gildedcompass.Fixture.own;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepArtifact;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepMission;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassEvent.ArtifactsRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.DiceToLibrary;
import org.spielwerk.gildedcompass.GildedCompassOptions.StraightExtension;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;

/** Auction House (§5.4) and Treasure Hunters' Guild (§5.5): straights, ranks, rewards, passing. */
class StraightsTest {
  private static final int A = 0;
  private static final int B = 1;
  private static final int C = 2;
  private static final int D = Owner.DUMMY;
  private static final Building AH = Building.AUCTION_HOUSE;
  private static final Building GUILD = Building.TREASURE_HUNTERS_GUILD;

  private static GildedCompassState game(GildedCompassOptions options, int players, Straight... straights) {
    GildedCompassState s = Fixture.start(options, players);
    return s.withBoard(s.board().withStraights(Vector.of(straights)));
  }

  @Test
  void straights_rankByLengthThenTopValue() {
    // §5.4: 1-2-3-4 > 4-5-6 > 5-6 > 2-3, and 3-4-5 > 1-2-3
    Vector<Straight> straights = Vector.of(new Straight(A, 5, 2), new Straight(B, 2, 2), new Straight(C, 1, 4),
        new Straight(D, 4, 3));
    assertThat(Resolution.rankStraights(straights)).containsExactly(2, 3, 0, 1);
    assertThat(Resolution.rankStraights(Vector.of(new Straight(A, 1, 3), new Straight(B, 3, 3)))).containsExactly(1, 0);
  }

  @Test
  void straights_noIdenticalStraights_overlapsAllowed() {
    // §5.4: 1-2-3 and 2-3-4 may coexist; a second 2-3-4 may not
    GildedCompassState s = Fixture.turn(game(Fixture.yucata(AH, Building.ILLUMINATI), 2, new Straight(B, 2, 3)), A,
        Pips.of(1, 2, 2, 3, 4, 6));
    assertLegal(s, own(AH, 1, 2, 3));
    assertIllegal(s, own(AH, 2, 3, 4), "no two identical straights");
    assertIllegal(s, own(AH, 1, 3), "consecutive");
    assertIllegal(s, own(AH, Pips.of(2, 2), -1), "one die per value");
  }

  @Test
  void straights_extendAtEitherOrBothEnds_oneDiePerEnd() {
    // §5.4: one die at the low end, the high end, or both; audit question 7 reading 1
    GildedCompassState s = Fixture.turn(game(Fixture.yucata(AH, Building.ILLUMINATI), 2, new Straight(A, 3, 2)), A,
        Pips.of(1, 2, 5, 6));
    assertThat(assertLegal(s, own(AH, Pips.of(2), 0)).board().straights()).containsExactly(new Straight(A, 2, 3));
    assertThat(assertLegal(s, own(AH, Pips.of(5), 0)).board().straights()).containsExactly(new Straight(A, 3, 3));
    assertThat(assertLegal(s, own(AH, Pips.of(2, 5), 0)).board().straights()).containsExactly(new Straight(A, 2, 4));
    assertIllegal(s, own(AH, Pips.of(1), 0), "ends");
    assertIllegal(s, own(AH, Pips.of(5, 6), 0), "one die at each end");
    assertIllegal(s, own(AH, Pips.of(1, 2), 0), "one die at each end");
    // reading 2 of audit question 7: several dice at an end
    GildedCompassState several = s.withOptions(s.options().withStraightExtension(StraightExtension.ANY_DICE_PER_END));
    assertThat(assertLegal(several, own(AH, Pips.of(1, 2, 5, 6), 0)).board().straights())
        .containsExactly(new Straight(A, 1, 6));
  }

  @Test
  void straights_onlyOnesOwnStraightIsExtended() {
    GildedCompassState s = Fixture.turn(game(Fixture.yucata(AH, Building.ILLUMINATI), 2, new Straight(B, 3, 2)), A,
        Pips.of(2, 6));
    assertIllegal(s, own(AH, Pips.of(2), 0), "own straight");
  }

  @Test
  void straights_printedAllowsOneStraightPerOwner_yucataMany() {
    // §11 "straights per owner": PRINTED 1, YUCATA unlimited
    GildedCompassState printed = Fixture.turn(game(Fixture.printed(AH, Building.ILLUMINATI), 2, new Straight(A, 1, 1)), A,
        Pips.of(4, 5, 6));
    assertIllegal(printed, own(AH, 4, 5), "one straight per owner");
    GildedCompassState yucata = Fixture.turn(game(Fixture.yucata(AH, Building.ILLUMINATI), 2, new Straight(A, 1, 1)), A,
        Pips.of(4, 5, 6));
    assertLegal(yucata, own(AH, 4, 5));
  }

  @Test
  void straights_willToWinCopiesAStraightWhichLosesAnEnd() {
    // §6 (spec's per-building reading): the copied straight loses a die at the end the placer chooses
    GildedCompassState s = game(Fixture.yucata(AH, Building.ILLUMINATI), 2, new Straight(B, 2, 3));
    s = Fixture.turn(s.withPlayer(A, s.player(A).withAbilities(Vector.of(Ability.WILL_TO_WIN))), A, Pips.of(2, 3, 4, 6));
    GildedCompassState low = assertLegal(s, new Place(AH, Pips.of(2, 3, 4), Pips.EMPTY, -1, 1));
    assertThat(low.board().straights()).containsExactly(new Straight(B, 3, 2), new Straight(A, 2, 3));
    GildedCompassState high = assertLegal(s, new Place(AH, Pips.of(2, 3, 4), Pips.EMPTY, -1, 2));
    assertThat(high.board().straights()).containsExactly(new Straight(B, 2, 2), new Straight(A, 2, 3));
    assertThat(high.board().library().get(B)).isEqualTo(1);
  }

  // ---------------------------------------------------------------- Auction House

  private static GildedCompassState auction(GildedCompassOptions options, int players, Vector<ArtifactType> stack,
      Straight... straights) {
    GildedCompassState s = game(options, players, straights);
    return s.withSupply(s.supply().withArtifactStack(stack));
  }

  @Test
  void auction_firstDrawsThreeKeepsTwo_secondTwoKeepsOne_thirdOneKeepsIt_othersToTheLibrary() {
    // §5.4 resolution under YUCATA (3rd always rewarded)
    Vector<ArtifactType> stack = Vector.of(ArtifactType.FIRE, ArtifactType.HOLY, ArtifactType.WATER, ArtifactType.DESERT,
        ArtifactType.JUNGLE, ArtifactType.DARKNESS, ArtifactType.FIRE);
    GildedCompassState s = auction(Fixture.yucata(AH, Building.ILLUMINATI), 3, stack, new Straight(A, 1, 3),
        new Straight(B, 4, 2), new Straight(C, 1, 1), new Straight(A, 6, 1));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState first = Resolution.auction(s, 1, EventSink.into(events));
    assertThat(first.phase()).isEqualTo(new Phase.ChooseArtifacts(A, 1, 2));
    assertThat(Fixture.GAME.legalActions(first)).containsExactly(new KeepArtifact(ArtifactType.FIRE),
        new KeepArtifact(ArtifactType.HOLY), new KeepArtifact(ArtifactType.WATER));
    GildedCompassState firstAgain = Fixture.play(first, new KeepArtifact(ArtifactType.WATER));
    assertThat(firstAgain.phase()).isEqualTo(new Phase.ChooseArtifacts(A, 1, 1));
    GildedCompassState second = Fixture.play(firstAgain, new KeepArtifact(ArtifactType.FIRE));
    assertThat(second.supply().artifactDiscard()).containsExactly(ArtifactType.HOLY);
    assertThat(second.phase()).isEqualTo(new Phase.ChooseArtifacts(B, 2, 1));
    var step = Fixture.step(second, new KeepArtifact(ArtifactType.JUNGLE));
    GildedCompassState done = step.state();
    // 3rd place: among the singles A's 6 beats C's 1; A draws DARKNESS and keeps it; C's die goes to the Library
    assertThat(done.player(A).artifacts()).containsExactly(ArtifactType.WATER, ArtifactType.FIRE, ArtifactType.DARKNESS);
    assertThat(done.player(B).artifacts()).containsExactly(ArtifactType.JUNGLE);
    assertThat(done.player(C).artifacts()).isEmpty();
    assertThat(done.supply().artifactDiscard()).containsExactly(ArtifactType.HOLY, ArtifactType.DESERT);
    assertThat(step.events()).contains(new DiceToLibrary(C, AH, 1, false));
  }

  @Test
  void auction_thirdPlaceAmongSinglesGoesToTheHigherDie() {
    Vector<ArtifactType> stack = Vector.fill(7, ArtifactType.FIRE);
    GildedCompassState s = auction(Fixture.yucata(AH, Building.ILLUMINATI), 3, stack, new Straight(A, 1, 3),
        new Straight(B, 4, 2), new Straight(C, 1, 1), new Straight(C, 6, 1));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.auction(s, 1, EventSink.into(events));
    // identical artifacts: nothing to choose; A keeps 2, B 1, C (the 6) 1
    assertThat(after.player(A).artifacts()).hasSize(2);
    assertThat(after.player(B).artifacts()).hasSize(1);
    assertThat(after.player(C).artifacts()).hasSize(1);
    assertThat(events).contains(new DiceToLibrary(C, AH, 1, false));
  }

  @Test
  void auction_printedRewardsNoThirdPlaceBelowFivePlayers() {
    // §5.4 / §11 "3rd place reward": PRINTED only with 5 players
    Vector<ArtifactType> stack = Vector.fill(7, ArtifactType.HOLY);
    GildedCompassState s = auction(Fixture.printed(AH, Building.ILLUMINATI), 3, stack, new Straight(A, 1, 3),
        new Straight(B, 4, 2), new Straight(C, 1, 1));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.auction(s, 1, EventSink.into(events));
    assertThat(after.player(C).artifacts()).isEmpty();
    assertThat(events).contains(new DiceToLibrary(C, AH, 1, false));
    assertThat(Resolution.rewardedPlaces(Fixture.start(Fixture.printed(AH, Building.ILLUMINATI), 5))).isEqualTo(3);
  }

  @Test
  void auction_dummyFirstRemovesThreeUnderYucataFourUnderPrinted() {
    // §5.4 dummy / §11 "dummy 1st in Auction House removes"
    Vector<ArtifactType> stack = Vector.of(ArtifactType.FIRE, ArtifactType.HOLY, ArtifactType.WATER, ArtifactType.DESERT,
        ArtifactType.JUNGLE, ArtifactType.DARKNESS);
    List<GildedCompassEvent> events = new ArrayList<>();
    Resolution.auction(auction(Fixture.yucata(AH, Building.ILLUMINATI), 2, stack, new Straight(D, 1, 3)), 1, EventSink.into(events));
    assertThat(events).contains(new ArtifactsRemoved(stack.take(3)));
    events.clear();
    GildedCompassOptions printedWithDummy = Fixture.printed(AH, Building.ILLUMINATI)
        .withSmallGameVariant(GildedCompassOptions.SmallGameVariant.DUMMY);
    Resolution.auction(auction(printedWithDummy, 2, stack, new Straight(D, 1, 3)), 1, EventSink.into(events));
    assertThat(events).contains(new ArtifactsRemoved(stack.take(4)));
  }

  // ---------------------------------------------------------------- Guild

  private static final Mission DUAL = new Mission(MissionKind.DUAL_MAP, Tiles.Region.POMPEII, Tiles.Region.ATLANTIS);
  private static final Mission SECRET = Mission.of(MissionKind.SECRET_MAP);
  private static final Mission FIND = Mission.of(MissionKind.FIND_THE_MAPS);
  private static final Mission HIRE = Mission.of(MissionKind.HIRE_THE_RIGHT_HUNTERS);

  private static GildedCompassState guild(GildedCompassOptions options, int players, Straight... straights) {
    GildedCompassState s = game(options, players, straights);
    return s.withSupply(s.supply().withMissionStack(Vector.of(DUAL, SECRET, FIND, HIRE).appendAll(s.supply().missionStack()
        .filter(m -> m.kind() == MissionKind.EMBRACE_THE_GUILD))));
  }

  @Test
  void guild_firstKeepsOnePassesTwo_secondKeepsOnePassesTheLastToThird() {
    // §5.5 under YUCATA: 1st draws 3 keeps 1, 2nd keeps 1 of 2, 3rd gets the last
    GildedCompassState s = guild(Fixture.yucata(GUILD, Building.ILLUMINATI), 3, new Straight(A, 1, 3),
        new Straight(B, 4, 2), new Straight(C, 6, 1));
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState first = Resolution.guild(s, 1, Vector.empty(), -1, EventSink.into(events));
    assertThat(first.phase()).isEqualTo(new Phase.ChooseMission(A, 1));
    assertThat(first.supply().missionsDrawn()).containsExactly(DUAL, SECRET, FIND);
    GildedCompassState second = Fixture.play(first, new KeepMission(SECRET));
    assertThat(second.phase()).isEqualTo(new Phase.ChooseMission(B, 2));
    assertThat(second.supply().missionsDrawn()).containsExactly(DUAL, FIND);
    GildedCompassState done = Fixture.play(second, new KeepMission(FIND));
    assertThat(done.player(A).missionTiles()).containsExactly(SECRET);
    assertThat(done.player(B).missionTiles()).containsExactly(FIND);
    assertThat(done.player(C).missionTiles()).containsExactly(DUAL);
    // B passed it and knows where it is
    assertThat(done.player(C).missions().head().seenBy(B)).isTrue();
    assertThat(done.player(C).missions().head().seenBy(A)).isFalse();
  }

  @Test
  void guild_printedSecondPutsTheLastTileUnderTheStack() {
    // §5.5 step 3, PRINTED below 5 players: no 3rd place reward
    GildedCompassState s = guild(Fixture.printed(GUILD, Building.ILLUMINATI), 3, new Straight(A, 1, 3),
        new Straight(B, 4, 2), new Straight(C, 6, 1));
    GildedCompassState first = Resolution.guild(s, 1, Vector.empty(), -1, EventSink.ignore());
    GildedCompassState done = Fixture.play(Fixture.play(first, new KeepMission(SECRET)), new KeepMission(FIND));
    assertThat(done.player(C).missions()).isEmpty();
    assertThat(done.supply().missionBottom()).containsExactly(new Hidden<>(DUAL, 1 << B));
  }

  @Test
  void guild_aLoneStraightKeepsOneAndTwoGoUnderTheStack() {
    // §5.5 step 4: nobody holds 2nd
    GildedCompassState s = guild(Fixture.yucata(GUILD, Building.ILLUMINATI), 2, new Straight(A, 2, 2));
    GildedCompassState first = Resolution.guild(s, 1, Vector.empty(), -1, EventSink.ignore());
    GildedCompassState done = Fixture.play(first, new KeepMission(FIND));
    assertThat(done.supply().missionBottom()).containsExactly(new Hidden<>(DUAL, 1 << A), new Hidden<>(SECRET, 1 << A));
  }

  @Test
  void guild_dummyFirst_theSecondDrawsOnlyTwo() {
    // §7.2 Guild row: dummy 1st -> 2nd draws 2, keeps 1, passes 1 to 3rd
    GildedCompassState s = guild(Fixture.yucata(GUILD, Building.ILLUMINATI), 2, new Straight(D, 1, 4),
        new Straight(A, 4, 2), new Straight(B, 6, 1));
    GildedCompassState second = Resolution.guild(s, 1, Vector.empty(), -1, EventSink.ignore());
    assertThat(second.phase()).isEqualTo(new Phase.ChooseMission(A, 2));
    assertThat(second.supply().missionsDrawn()).containsExactly(DUAL, SECRET);
    GildedCompassState done = Fixture.play(second, new KeepMission(DUAL));
    assertThat(done.player(B).missionTiles()).containsExactly(SECRET);
    assertThat(done.supply().missionStack().head()).isEqualTo(FIND);
  }

  @Test
  void guild_dummySecond_removesOnePassedTileAtRandom_theOtherGoesToThird() {
    // §7.2 Guild row: dummy 2nd
    GildedCompassState s = guild(Fixture.yucata(GUILD, Building.ILLUMINATI), 2, new Straight(A, 1, 4),
        new Straight(D, 4, 2), new Straight(B, 6, 1));
    GildedCompassState first = Resolution.guild(s, 1, Vector.empty(), -1, EventSink.ignore());
    GildedCompassState done = Fixture.play(first, new KeepMission(FIND));
    assertThat(done.supply().missionsRemoved()).hasSize(1);
    assertThat(done.player(B).missions()).hasSize(1);
    assertThat(Vector.of(done.supply().missionsRemoved().head().tile(), done.player(B).missionTiles().head()))
        .containsExactlyInAnyOrder(DUAL, SECRET);
  }

  @Test
  void guild_dummyThird_removesThePassedTile() {
    // §7.2 Guild row: dummy 3rd (YUCATA rewards a 3rd place)
    GildedCompassState s = guild(Fixture.yucata(GUILD, Building.ILLUMINATI), 2, new Straight(A, 1, 4),
        new Straight(B, 4, 2), new Straight(D, 6, 1));
    GildedCompassState done = Fixture.play(Fixture.play(Resolution.guild(s, 1, Vector.empty(), -1, EventSink.ignore()),
        new KeepMission(FIND)), new KeepMission(SECRET));
    assertThat(done.supply().missionsRemoved()).containsExactly(new Hidden<>(DUAL, 0));
  }

  @Test
  void guild_setupRemovesMissionsOfCBuildingsNotInPlay() {
    // §2 step 7: 19 missions with one C building (22 - 3)
    GildedCompassState s = Fixture.start(Fixture.yucata(GUILD, Building.ILLUMINATI), 3);
    assertThat(s.supply().missionStack()).hasSize(19);
    assertThat(s.supply().missionBox().map(Mission::kind)).containsExactlyInAnyOrder(MissionKind.DIVE_FOR_DOUBLOONS,
        MissionKind.LOOT_THE_TOWER, MissionKind.RAID_THE_TEMPLE);
    // fewer-buildings variant: no C building, all four go (18 left)
    GildedCompassOptions fewer = Fixture.printed(GUILD, Building.ILLUMINATI).withCBuilding(io.vavr.control.Option.none())
        .withSmallGameVariant(GildedCompassOptions.SmallGameVariant.FEWER_BUILDINGS);
    GildedCompassState noC = Fixture.start(fewer, 2);
    assertThat(noC.cBuilding()).isEmpty();
    assertThat(noC.supply().missionStack()).hasSize(18);
  }
}
