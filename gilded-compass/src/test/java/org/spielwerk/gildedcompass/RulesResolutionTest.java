package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.GildedCompassOptions.GalleonDiscards;
import org.spielwerk.gildedcompass.GildedCompassOptions.ThirdPlace;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Mission;

/** Building resolution (§5) on constructed positions. */
class RulesResolutionTest {

  @Test
  void thirdPlace_rewardedByTheOption() {
    // §5.4, §11: PRINTED rewards a 3rd place only with 5 players; the option may add dummy games; YUCATA always
    GildedCompassOptions o = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI);
    assertThat(Resolution.rewardedPlaces(Fixture.start(o.withThirdPlace(ThirdPlace.ALWAYS), 4))).isEqualTo(3);
    assertThat(Resolution.rewardedPlaces(Fixture.start(o.withThirdPlace(ThirdPlace.FIVE_PLAYERS_ONLY), 4)))
        .isEqualTo(2);
    assertThat(Resolution.rewardedPlaces(Fixture.start(o.withThirdPlace(ThirdPlace.FIVE_PLAYERS_ONLY), 5)))
        .isEqualTo(3);
    GildedCompassOptions orDummy = o.withThirdPlace(ThirdPlace.FIVE_PLAYERS_OR_DUMMY);
    assertThat(Resolution.rewardedPlaces(Fixture.start(orDummy, 5))).isEqualTo(3);
    assertThat(Resolution.rewardedPlaces(Fixture.start(orDummy, 4))).isEqualTo(2);
    GildedCompassState dummyGame = Fixture.start(orDummy, 3);
    assertThat(dummyGame.dummy()).isTrue();
    assertThat(Resolution.rewardedPlaces(dummyGame)).isEqualTo(3);
  }

  private static GildedCompassState auction(Vector<ArtifactType> stack, Straight... straights) {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 2);
    Vector<ArtifactType> rest = s.supply().artifactStack();
    for (ArtifactType a : stack) {
      rest = rest.remove(a);
    }
    return s.withBoard(s.board().withStraights(Vector.of(straights)))
        .withSupply(s.supply().withArtifactStack(stack).withArtifactDiscard(rest));
  }

  @Test
  void auction_identicalArtifactsNeedNoChoice_andTheExtraOneIsDiscarded() {
    // §5.4: 1st draws 3 and keeps 2; three of one type leave nothing to choose
    GildedCompassState s = auction(Vector.of(ArtifactType.FIRE, ArtifactType.FIRE, ArtifactType.FIRE),
        new Straight(0, 1, 3));
    GildedCompassState after = Resolution.auction(s, 1, EventSink.ignore());
    assertThat(after.player(0).artifacts()).containsExactly(ArtifactType.FIRE, ArtifactType.FIRE);
    assertThat(after.supply().artifactsDrawn()).isEmpty();
  }

  @Test
  void auction_aShortStackIsKeptWhole() {
    // §5.4 fallback: only 2 artifacts left for the 1st, who keeps 2: both, without a choice
    GildedCompassState s = auction(Vector.of(ArtifactType.FIRE, ArtifactType.WATER), new Straight(0, 1, 3));
    GildedCompassState after = Resolution.auction(s, 1, EventSink.ignore());
    assertThat(after.player(0).artifacts()).containsExactly(ArtifactType.FIRE, ArtifactType.WATER);
    assertThat(after.phase()).isNotInstanceOf(Phase.ChooseArtifacts.class);
  }

  private static GildedCompassState guild(Vector<Mission> stack, Vector<Hidden<Mission>> bottom, int players,
      Straight... straights) {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI),
        players);
    return s.withBoard(s.board().withStraights(Vector.of(straights)))
        .withSupply(s.supply().withMissionStack(stack).withMissionBottom(bottom));
  }

  @Test
  void guild_drawsFromUnderTheStackWhenTheStackRunsShort() {
    GildedCompassState full = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI), 2);
    Vector<Mission> m = full.supply().missionStack();
    GildedCompassState s = guild(m.take(1), Vector.of(new Hidden<>(m.get(1), 0), new Hidden<>(m.get(2), 0),
        new Hidden<>(m.get(3), 0)), 2, new Straight(1, 1, 3));
    GildedCompassState after = Resolution.guild(s, 1, Vector.empty(), -1, EventSink.ignore());
    assertThat(after.phase()).isEqualTo(new Phase.ChooseMission(1, 1));
    assertThat(after.supply().missionsDrawn()).containsExactly(m.get(0), m.get(1), m.get(2));
    assertThat(after.supply().missionStack()).isEmpty();
    assertThat(after.supply().missionBottom().map(Hidden::tile)).containsExactly(m.get(3));
  }

  @Test
  void guild_withNoMissionsLeftNothingIsKept() {
    GildedCompassState s = guild(Vector.empty(), Vector.empty(), 2, new Straight(1, 1, 3));
    GildedCompassState after = Resolution.guild(s, 1, Vector.empty(), -1, EventSink.ignore());
    assertThat(after.player(1).missions()).isEmpty();
    assertThat(after.phase()).isNotInstanceOf(Phase.ChooseMission.class);
  }

  @Test
  void guild_aKeptMissionIsKnownToItsHolder_andAPassedOneToItsPasser() {
    // §3.4: the 3rd's tile was passed by the 2nd, who knows it; the holder knows its own
    GildedCompassState full = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI), 3);
    Vector<Mission> m = full.supply().missionStack();
    Mission only = m.get(0);
    // seat 0 2nd passes its last tile to seat 2 in 3rd place
    GildedCompassState s = guild(m.drop(1), Vector.empty(), 3, new Straight(1, 1, 4), new Straight(0, 1, 3),
        new Straight(2, 1, 2));
    GildedCompassState after = Resolution.guild(s, 3, Vector.of(only), 0, EventSink.ignore());
    Hidden<Mission> held = after.player(2).missions().last();
    assertThat(held.tile()).isEqualTo(only);
    assertThat(held.seenBy(2)).isTrue();
    assertThat(held.seenBy(0)).isTrue();
    assertThat(held.seenBy(1)).isFalse();
    // seat 1 alone in the Guild with a single tile left keeps it, knowing it
    GildedCompassState alone = guild(m.take(1), Vector.empty(), 3, new Straight(1, 1, 4));
    GildedCompassState kept = Resolution.guild(alone, 1, Vector.empty(), -1, EventSink.ignore());
    assertThat(kept.player(1).missions()).containsExactly(new Hidden<>(m.get(0), 1 << 1));
  }

  private static GildedCompassState galleon(GildedCompassOptions options, DiceGroup... groups) {
    GildedCompassState s = Fixture.start(options, 3);
    return s.withBoard(s.board().withGalleon(Vector.of(groups)));
  }

  private static GildedCompassOptions galleonOptions() {
    return Fixture.yucata(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON);
  }

  @Test
  void galleon_theLargestKeepsTwo_othersOne_nobodyTwoBehindTheDummy() {
    // §5.8 and the authors' correction for the dummy
    GildedCompassState s = galleon(galleonOptions(), new DiceGroup(0, Pips.of(6)), new DiceGroup(1, Pips.of(2, 5)));
    assertThat(Resolution.treasuresToKeep(s, 1)).isEqualTo(2);
    assertThat(Resolution.treasuresToKeep(s, 0)).isEqualTo(1);
    assertThat(Resolution.treasuresToKeep(s, 2)).isZero();
    GildedCompassState dummy = galleon(galleonOptions(), new DiceGroup(0, Pips.of(6)),
        new DiceGroup(Owner.DUMMY, Pips.of(2, 5)));
    assertThat(Resolution.treasuresToKeep(dummy, 0)).isEqualTo(1);
  }

  @Test
  void galleon_printedKeepsWithoutAskingWhenEveryTileIsKept() {
    // §5.8 PRINTED: a choice only when some drawn tiles are not kept
    GildedCompassState s = galleon(galleonOptions().withGalleonKeepHighest(false), new DiceGroup(0, Pips.of(6)),
        new DiceGroup(1, Pips.of(2, 5)));
    s = s.withPlayer(1, s.player(1).withDrawnTreasures(Vector.of(1, 3)))
        .withPlayer(0, s.player(0).withDrawnTreasures(Vector.of(2)));
    GildedCompassState after = Resolution.galleonKeep(s, 0, EventSink.ignore());
    assertThat(after.player(1).treasures()).containsExactlyInAnyOrder(1, 3);
    assertThat(after.player(0).treasures()).containsExactly(2);
    assertThat(after.phase()).isNotInstanceOf(Phase.ChooseTreasures.class);
  }

  @Test
  void galleon_faceDownDiscardsAreKnownToTheirDrawer_faceUpOnesToAll() {
    // §5.8 and audit open question 2
    for (GalleonDiscards how : GalleonDiscards.values()) {
      GildedCompassState s = galleon(galleonOptions().withGalleonDiscards(how), new DiceGroup(0, Pips.of(6)),
          new DiceGroup(1, Pips.of(2, 5)));
      s = s.withPlayer(0, s.player(0).withDrawnTreasures(Vector.of(1, 3)));
      GildedCompassState after = Resolution.galleonKeep(s, 0, EventSink.ignore());
      assertThat(after.player(0).treasures()).containsExactly(3);
      Hidden<Integer> discarded = after.supply().treasureDiscard().last();
      assertThat(discarded.tile()).isEqualTo(1);
      assertThat(discarded.seenBy()).as(how.toString()).isEqualTo(how == GalleonDiscards.FACE_UP ? 0b111 : 0b001);
    }
  }

  @Test
  void galleon_treasuresDrawnForTheDummy() {
    // §5.8 alternatives (audit open question 3): drawn and discarded, or the dummy's keeper leaves the game
    for (GildedCompassOptions.DummyGalleonDraws how : GildedCompassOptions.DummyGalleonDraws.values()) {
      GildedCompassState s = galleon(galleonOptions().withDummyGalleonDraws(how), new DiceGroup(Owner.DUMMY,
          Pips.of(4)));
      int stack = s.supply().treasureStack().size();
      GildedCompassState drawn = Resolution.drawForGalleon(s, Owner.DUMMY, 1, EventSink.ignore());
      boolean draws = how != GildedCompassOptions.DummyGalleonDraws.NONE;
      assertThat(drawn.supply().dummyTreasures()).as(how.toString()).hasSize(draws ? 1 : 0);
      assertThat(drawn.supply().treasureStack()).hasSize(draws ? stack - 1 : stack);
      GildedCompassState after = Resolution.galleonKeep(drawn, 0, EventSink.ignore());
      assertThat(after.supply().dummyTreasures()).isEmpty();
      boolean removes = how == GildedCompassOptions.DummyGalleonDraws.DRAW_AND_REMOVE;
      assertThat(after.supply().treasuresRemoved()).hasSize(removes ? 1 : 0);
      assertThat(after.supply().treasureDiscard()).hasSize(draws && !removes ? 1 : 0);
      if (draws && !removes) {
        assertThat(after.supply().treasureDiscard().head().seenBy()).as("nobody saw the dummy's draw").isZero();
      }
    }
  }

  @Test
  void ally_afterAUseTheOfferMovesOnClockwise() {
    // §10.2: holders decide once each, from the start player on; a seat that declined is not asked again
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI)
        .withAllyOnTheInside(true), 3);
    s = s.withBoard(s.board().withArchives(Vector.of(new ArchivesGroup(2, 6, 4), new ArchivesGroup(0, 5, 3),
        new ArchivesGroup(1, 2, 2))));
    s = s.withPlayer(0, s.player(0).withAbilities(Vector.of(Ability.ALLY_ON_THE_INSIDE)))
        .withPlayer(1, s.player(1).withAbilities(Vector.of(Ability.ALLY_ON_THE_INSIDE)));
    GildedCompassState offer0 = Resolution.allies(s, 0, Resolution.rankArchives(s.board().archives()),
        EventSink.ignore());
    assertThat(offer0.phase()).isInstanceOfSatisfying(Phase.AllyOffer.class, o -> assertThat(o.seat()).isZero());
    GildedCompassState offer1 = Resolution.declineAlly(offer0, (Phase.AllyOffer) offer0.phase(), EventSink.ignore());
    Phase.AllyOffer o1 = (Phase.AllyOffer) offer1.phase();
    assertThat(o1.seat()).isEqualTo(1);
    GildedCompassState after = Resolution.useAlly(offer1, o1, 2, EventSink.ignore());
    assertThat(after.phase()).isNotInstanceOf(Phase.AllyOffer.class);
  }

  @Test
  void ally_movesTheGroupUpOnce_notAFirstRankedOne() {
    // §10.2: a group swaps with the one ranked directly above; at most one per player and round
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI)
        .withAllyOnTheInside(true), 3);
    s = s.withBoard(s.board().withArchives(Vector.of(new ArchivesGroup(0, 6, 4), new ArchivesGroup(2, 5, 3),
        new ArchivesGroup(1, 2, 2), new ArchivesGroup(1, 6, 5))));
    s = s.withPlayer(1, s.player(1).withAbilities(Vector.of(Ability.ALLY_ON_THE_INSIDE, Ability.ALLY_ON_THE_INSIDE)));
    Vector<Integer> ranking = Resolution.rankArchives(s.board().archives());
    assertThat(ranking).containsExactly(3, 0, 1, 2);
    assertThat(Resolution.mayUseAlly(s, 1, ranking)).isTrue();
    Phase.AllyOffer offer = new Phase.AllyOffer(1, 1, ranking);
    assertThat(Resolution.allyViolation(s, offer, 3).detail()).contains("ranked first");
    assertThat(Resolution.allyViolation(s, offer, 0).detail()).contains("own Archives groups");
    assertThat(Resolution.allyViolation(s, offer, 2)).isNull();
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState after = Resolution.useAlly(s.withPhase(offer), offer, 2, EventSink.into(events));
    assertThat(after.round().alliesUsed() & (1 << 1)).isNotZero();
    assertThat(Resolution.mayUseAlly(after, 1, Vector.of(3, 0, 2, 1))).as("once per round").isFalse();
    assertThat(after.player(1).abilities()).containsExactly(Ability.ALLY_ON_THE_INSIDE);
    // the group ranked 4th moved up to 3rd: the resolution now offers maps in that order
    assertThat(events).anyMatch(e -> e instanceof GildedCompassEvent.AllyUsed);
    assertThat(after.phase()).isInstanceOfSatisfying(Phase.ChooseMap.class,
        p -> assertThat(p.ranking()).containsExactly(3, 0, 2, 1));
  }
}
