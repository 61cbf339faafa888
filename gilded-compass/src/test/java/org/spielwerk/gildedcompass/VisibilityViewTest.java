package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.gildedcompass.GildedCompassView.KnownMission;
import org.spielwerk.gildedcompass.GildedCompassView.PlayerView;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/** Player views (§3.4): each seat sees exactly its own secrets and what it was shown. */
class VisibilityViewTest {
  private static final GildedCompass GAME = Fixture.GAME;

  /**
   * Three seats with the Guild and the Galleon: seat 1 holds two missions (the first passed to it by
   * seat 0) and a drawn treasure; two missions lie under the stack (one put
   * there by seat 0, one by seat 2), one was removed by the dummy (seen by seat 0), and two treasures
   * were discarded face down (by seat 0 and by seat 1).
   */
  private static GildedCompassState secrets() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.SUNKEN_GALLEON), 3);
    Vector<Mission> stack = s.supply().missionStack();
    Vector<Integer> treasures = s.supply().treasureStack();
    Player p = s.player(1)
        .withMissions(Vector.of(new Hidden<>(stack.get(0), 0b011), new Hidden<>(stack.get(1), 0b010)))
        .withDrawnTreasures(Vector.of(treasures.get(0)));
    return s.withPlayer(1, p).withSupply(s.supply()
        .withMissionStack(stack.drop(5))
        .withMissionBottom(Vector.of(new Hidden<>(stack.get(2), 0b001), new Hidden<>(stack.get(3), 0b100)))
        .withMissionsRemoved(Vector.of(new Hidden<>(stack.get(4), 0b001)))
        .withTreasureStack(treasures.drop(3))
        .withTreasureDiscard(Vector.of(new Hidden<>(treasures.get(1), 0b001), new Hidden<>(treasures.get(2), 0b010))));
  }

  @Test
  void ownSecretsAreShownToTheirHolderOnly() {
    GildedCompassState s = secrets();
    // items and chalices too (a view needs no legal position)
    s = s.withPlayer(1, s.player(1).withItems(Vector.of(new MagicItem(Region.JUNGLE, SpecialistType.CARTOGRAPHER)))
        .withChalices(Vector.of(new Chalice(ChaliceBack.SILVER, 2, false))));
    PlayerView mine = GAME.view(s, 1).players().get(1);
    PlayerView theirs = GAME.view(s, 0).players().get(1);
    assertThat(mine.items()).isEqualTo(Option.some(s.player(1).items()));
    assertThat(mine.drawnTreasures()).isEqualTo(Option.some(s.player(1).drawnTreasures()));
    assertThat(mine.missions()).isEqualTo(Option.some(s.player(1).missionTiles()));
    assertThat(mine.chalices()).isEqualTo(Option.some(s.player(1).chalices()));
    assertThat(theirs.items()).isEmpty();
    assertThat(theirs.drawnTreasures()).isEmpty();
    assertThat(theirs.missions()).isEmpty();
    assertThat(theirs.chalices()).isEmpty();
    assertThat(theirs.itemCount()).isEqualTo(1);
    assertThat(theirs.drawnTreasureCount()).isEqualTo(1);
    assertThat(theirs.missionCount()).isEqualTo(2);
    assertThat(theirs.chaliceBacks()).containsExactly(ChaliceBack.SILVER);
  }

  @Test
  void missionsAreKnownWhereTheSeatSawThem() {
    // §3.4: the 1st of the Guild saw the missions it passed; a tile under the stack is known to whoever
    // put it there; the dummy's removals are known to the seat that passed them
    GildedCompassState s = secrets();
    Vector<Mission> stack = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.SUNKEN_GALLEON), 3)
        .supply().missionStack();
    assertThat(GAME.view(s, 0).knownMissions()).containsExactly(new KnownMission(1, 0, stack.get(0)),
        new KnownMission(KnownMission.UNDER_STACK, 0, stack.get(2)), new KnownMission(KnownMission.REMOVED, 0,
            stack.get(4)));
    assertThat(GAME.view(s, 2).knownMissions()).containsExactly(new KnownMission(KnownMission.UNDER_STACK, 1,
        stack.get(3)));
    assertThat(GAME.view(s, 1).knownMissions()).as("its own hand is shown as a hand, not as known missions")
        .isEmpty();
  }

  @Test
  void theMissionsBeingChosenAreSeenByTheChooserOnly() {
    // seat 1 chooses from three drawn missions (a view needs no legal position)
    GildedCompassState s = secrets();
    s = s.withPhase(new Phase.ChooseMission(1, 1)).withSupply(s.supply().withMissionsDrawn(s.supply().missionStack()
        .take(3)).withMissionStack(s.supply().missionStack().drop(3)));
    assertThat(GAME.view(s, 1).missionsInHand()).isEqualTo(s.supply().missionsDrawn()).hasSize(3);
    assertThat(GAME.view(s, 0).missionsInHand()).isEmpty();
    assertThat(GAME.view(s, 2).missionsInHand()).isEmpty();
    assertThat(GAME.view(s, 0).supply().missionsDrawn()).isEqualTo(3);
  }

  @Test
  void faceDownDiscardsAreKnownToTheirDrawerOnly() {
    // §5.8: unkept treasures are discarded face down; the drawer knows them
    GildedCompassState s = secrets();
    Vector<Integer> treasures = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD,
        Building.SUNKEN_GALLEON), 3).supply().treasureStack();
    assertThat(GAME.view(s, 0).knownDiscards()).containsExactly(treasures.get(1));
    assertThat(GAME.view(s, 1).knownDiscards()).containsExactly(treasures.get(2));
    assertThat(GAME.view(s, 2).knownDiscards()).isEmpty();
    assertThat(GAME.view(s, 2).supply().treasureDiscard()).isEqualTo(2);
  }

  @Test
  void atGameEndEveryHoldingIsRevealed() {
    GildedCompassState s = secrets().withPhase(new Phase.GameOver());
    assertThat(Visibility.revealed(s)).isTrue();
    for (int observer = 0; observer < 3; observer++) {
      GildedCompassView v = GAME.view(s, observer);
      assertThat(v.missionsInHand()).isEmpty();
      assertThat(v.knownMissions()).as("hands are shown whole").noneMatch(k -> k.holder() >= 0);
      for (int seat = 0; seat < 3; seat++) {
        PlayerView p = v.players().get(seat);
        assertThat(p.missions()).isEqualTo(Option.some(s.player(seat).missionTiles()));
        assertThat(p.items()).isEqualTo(Option.some(s.player(seat).items()));
        assertThat(p.chalices()).isEqualTo(Option.some(s.player(seat).chalices()));
        assertThat(p.drawnTreasures()).isEqualTo(Option.some(s.player(seat).drawnTreasures()));
      }
    }
    assertThat(Visibility.revealed(secrets())).isFalse();
  }

  /** Every hidden pile filled: the dummy's removals and draws too, and Temple items out of sight. */
  private static Vector<GildedCompassState> crowded() {
    GildedCompassState g = secrets();
    Vector<Integer> treasures = g.supply().treasureStack();
    g = g.withSupply(g.supply().withTreasureStack(treasures.drop(4)).withTreasuresRemoved(treasures.take(2))
        .withDummyTreasures(treasures.slice(2, 4)));
    GildedCompassState t = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE), 3);
    Vector<MagicItem> items = t.supply().itemStack();
    t = t.withPlayer(2, t.player(2).withItems(items.take(2))).withSupply(t.supply().withItemStack(items.drop(4))
        .withItemsRemoved(items.slice(2, 4)));
    GildedCompassState up = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.SUNKEN_GALLEON)
        .withGalleonDiscards(GildedCompassOptions.GalleonDiscards.FACE_UP), 3);
    Vector<Integer> upStack = up.supply().treasureStack();
    up = up.withSupply(up.supply().withTreasureStack(upStack.drop(2)).withTreasureDiscard(Vector.of(
        new Hidden<>(upStack.get(0), 0b111), new Hidden<>(upStack.get(1), 0b111))));
    return Vector.of(g, t, up);
  }

  @Test
  void resamplingAConstructedPositionKeepsWhatEachSeatKnows() {
    for (GildedCompassState s : crowded()) {
      GAME.validate(s);
      for (int observer = 0; observer < 3; observer++) {
        GildedCompassView view = GAME.view(s, observer);
        for (long seed = 1; seed <= 4; seed++) {
          GildedCompassState r = GAME.resample(s, observer, seed);
          GAME.validate(r);
          assertThat(GAME.view(r, observer)).isEqualTo(view);
          for (int i = 0; i < s.supply().missionsRemoved().size(); i++) {
            if (s.supply().missionsRemoved().get(i).seenBy(observer)) {
              assertThat(r.supply().missionsRemoved().get(i)).isEqualTo(s.supply().missionsRemoved().get(i));
            }
          }
          GildedCompassState f = GAME.resampleFromView(view, seed);
          GAME.validate(f);
          assertThat(GAME.view(f, observer)).isEqualTo(view);
          boolean faceUp = s.options().galleonDiscards() == GildedCompassOptions.GalleonDiscards.FACE_UP;
          for (int i = 0; i < s.supply().treasureDiscard().size(); i++) {
            Hidden<Integer> h = f.supply().treasureDiscard().get(i);
            if (faceUp) {
              assertThat(h).as("face-up discards are known to all (§5.8)").isEqualTo(s.supply().treasureDiscard()
                  .get(i));
            }
          }
        }
      }
    }
  }

  @Test
  void differentSeedsDealDifferently() {
    // search draws many samples: seeds that differ only in their high bits still give other deals
    GildedCompassState s = secrets();
    java.util.Set<Object> resampled = new java.util.HashSet<>();
    java.util.Set<Object> fromView = new java.util.HashSet<>();
    for (long k = 1; k <= 6; k++) {
      long seed = k << 40;
      GildedCompassState r = GAME.resample(s, 0, seed);
      resampled.add(r.supply().missionStack());
      fromView.add(GAME.resampleFromView(GAME.view(s, 0), seed).supply().missionStack());
    }
    assertThat(resampled).hasSizeGreaterThan(1);
    assertThat(fromView).hasSizeGreaterThan(1);
  }
}
