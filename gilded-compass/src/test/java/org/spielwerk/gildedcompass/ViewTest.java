package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.EventSink;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.GildedCompassEvent.ArtifactsSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.MissionsSeen;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/** Hidden information (§3.4): views and resampling. */
class ViewTest {
  private static final GildedCompass GAME = Fixture.GAME;

  @Test
  void view_showsTheSeatsOwnHiddenTilesAndOnlyCountsOfOthers() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.TREASURE_TOWER), 3);
    Chalice gold = new Chalice(ChaliceBack.GOLD, 3, false);
    s = s.withPlayer(1, s.player(1).withChalices(Vector.of(gold)).withItems(Vector.of(new MagicItem(Region.DARK,
        SpecialistType.EXCAVATOR))));
    GildedCompassView mine = GAME.view(s, 1);
    GildedCompassView theirs = GAME.view(s, 0);
    assertThat(mine.players().get(1).chalices().get()).containsExactly(gold);
    assertThat(mine.players().get(1).collection()).isEqualTo(s.player(1).collection());
    assertThat(theirs.players().get(1).chalices()).isEmpty();
    assertThat(theirs.players().get(1).chaliceBacks()).containsExactly(ChaliceBack.GOLD);
    assertThat(theirs.players().get(1).itemCount()).isEqualTo(1);
    assertThat(theirs.players().get(1).collection()).isEmpty();
    assertThat(theirs.players().get(1).hasCollection()).isTrue();
  }

  @Test
  void text_describesEveryActionEventAndViewOfAGame() {
    GildedCompassText text = new GildedCompassText();
    for (long seed = 0; seed < 4; seed++) {
      GildedCompassState s = GAME.setup(OptionsMix.random(seed).withCovetedArtifacts(true), 2 + (int) seed, seed);
      org.spielwerk.core.RandomSource r = new org.spielwerk.core.RandomSource(seed);
      while (!GAME.isOver(s)) {
        var legal = GAME.legalActions(s);
        for (GildedCompassAction a : legal.subList(0, Math.min(50, legal.size()))) {
          assertThat(text.action(s, a)).isNotBlank();
        }
        assertThat(text.view(GAME.view(s, s.phase().seat()))).contains("Round ");
        var step = GAME.apply(s, legal.get(r.nextInt(legal.size())));
        step.events().forEach(e -> assertThat(text.event(e)).isNotBlank());
        s = step.state();
      }
      assertThat(text.view(GAME.view(s, 0))).contains("Final gold");
    }
  }

  @Test
  void view_templeItemsStayFaceDown() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE), 4);
    GildedCompassView view = GAME.view(s, 0);
    assertThat(view.board().temple()).hasSize(4);
    assertThat(view.toString()).doesNotContain("MagicItem");
  }

  @Test
  void drawnTiles_areSeenOnlyByTheirDrawer() {
    // §3.4: artifacts drawn by a place winner and missions in hand are private
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 2);
    s = s.withBoard(s.board().withStraights(Vector.of(new Straight(1, 1, 3), new Straight(0, 5, 1))));
    var events = new ArrayList<GildedCompassEvent>();
    GildedCompassState choosing = Resolution.auction(s, 1, EventSink.into(events));
    assertThat(events.stream().filter(e -> e instanceof ArtifactsSeen).findFirst().get().privateTo()).isEqualTo(1);
    assertThat(GAME.view(choosing, 1).artifactsInHand()).hasSize(3);
    assertThat(GAME.view(choosing, 0).artifactsInHand()).isEmpty();
    assertThat(GAME.view(choosing, 0).supply().artifactsDrawn()).isEqualTo(3);
    assertThat(new MissionsSeen(1, Vector.empty()).privateTo()).isEqualTo(1);
  }

  @Test
  void resample_keepsWhatTheSeatSees_redealsWhatItCannot() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.HIDDEN_TEMPLE), 3);
    Mission known = new Mission(MissionKind.DUAL_MAP, Region.GODS, Region.DARK);
    Mission secret = Mission.of(MissionKind.FIND_THE_MAPS);
    s = s.withPlayer(2, s.player(2).withMissions(Vector.of(new Hidden<>(known, (1 << 2) | (1 << 0)),
        new Hidden<>(secret, 1 << 2)))).withSupply(s.supply().withMissionStack(s.supply().missionStack().remove(known)
        .remove(secret)));
    GAME.validate(s);
    boolean redealt = false;
    for (long seed = 0; seed < 30; seed++) {
      GildedCompassState sample = GAME.resample(s, 0, seed);
      assertThat(GAME.view(sample, 0)).isEqualTo(GAME.view(s, 0));
      assertThat(sample.player(2).missions().head().tile()).as("a mission seat 0 saw passed stays").isEqualTo(known);
      assertThat(sample.rng()).isEqualTo(org.spielwerk.core.Rng.seeded(seed));
      redealt |= !sample.player(2).missions().get(1).tile().equals(secret)
          || !sample.board().temple().equals(s.board().temple());
      GAME.validate(sample);
    }
    assertThat(redealt).as("unseen tiles are re-dealt").isTrue();
  }

  @Test
  void resampleFromView_keepsTheViewAndDealsTheRestFromWhatRemains() {
    // §3.4: a seat that knows a mission in another hand keeps it there; the other mission, the
    // Temple items, the stacks and the others' chalices are dealt from the tiles nobody shows
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.HIDDEN_TEMPLE), 3);
    Mission known = new Mission(MissionKind.DUAL_MAP, Region.GODS, Region.DARK);
    Mission secret = Mission.of(MissionKind.FIND_THE_MAPS);
    s = s.withPlayer(2, s.player(2).withMissions(Vector.of(new Hidden<>(known, (1 << 2) | (1 << 0)),
        new Hidden<>(secret, 1 << 2)))).withSupply(s.supply().withMissionStack(s.supply().missionStack().remove(known)
        .remove(secret)));
    GAME.validate(s);
    GildedCompassView view = GAME.view(s, 0);
    boolean redealt = false;
    for (long seed = 0; seed < 30; seed++) {
      GildedCompassState sample = GAME.resampleFromView(view, seed);
      assertThat(GAME.view(sample, 0)).isEqualTo(view);
      assertThat(sample.player(2).missions().head().tile()).as("the mission seat 0 knows stays").isEqualTo(known);
      assertThat(sample.player(2).missions().get(1).tile().kind().needs()).as("missions of buildings not in play stay"
          + " in the box").isIn(null, Building.HIDDEN_TEMPLE);
      assertThat(sample.rng()).isEqualTo(org.spielwerk.core.Rng.seeded(seed));
      assertThat(GAME.resampleFromView(view, seed)).isEqualTo(sample);
      redealt |= !sample.player(2).missions().get(1).tile().equals(secret)
          || !sample.board().temple().equals(s.board().temple());
      GAME.validate(sample);
    }
    assertThat(redealt).as("unseen tiles are re-dealt").isTrue();
  }

  @Test
  void resampleFromView_keepsTheBacksOfOthersChalicesAndTheOwnHand() {
    // §5.9: a chalice's back is public, its value private to its holder
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.TREASURE_TOWER)
        .withChaliceFragments(true), 2);
    Chalice gold = s.supply().chaliceStacks().get(2).head();
    Chalice bronze = s.supply().chaliceStacks().get(0).head();
    s = s.withPlayer(1, s.player(1).withChalices(Vector.of(gold, bronze)))
        .withSupply(s.supply().withChaliceStacks(s.supply().chaliceStacks().update(2, s.supply().chaliceStacks().get(2)
            .tail()).update(0, s.supply().chaliceStacks().get(0).tail())));
    GAME.validate(s);
    for (long seed = 0; seed < 20; seed++) {
      GildedCompassState sample = GAME.resampleFromView(GAME.view(s, 0), seed);
      assertThat(sample.player(1).chalices().map(Chalice::back)).containsExactly(ChaliceBack.GOLD, ChaliceBack.BRONZE);
      assertThat(sample.supply().chaliceBox().map(Chalice::back)).containsExactly(ChaliceBack.BRONZE, ChaliceBack.BRONZE,
          ChaliceBack.SILVER, ChaliceBack.SILVER, ChaliceBack.GOLD, ChaliceBack.GOLD);
      assertThat(sample.player(0).collection()).isEqualTo(s.player(0).collection());
      assertThat(sample.player(1).collection()).isNotEqualTo(s.player(0).collection());
      GAME.validate(sample);
      assertThat(GAME.view(sample, 0)).isEqualTo(GAME.view(s, 0));
    }
  }

  @Test
  void resampleFromView_rejectsAViewShowingMoreTilesThanTheGameHas() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 2);
    GildedCompassView view = GAME.view(s, 0);
    // a components table with fewer maps than the view shows on display and in the stack
    Components table = view.options().table();
    GildedCompassView tooMany = new GildedCompassView(view.observer(), view.options().withComponents(
        Option.some(table.withMaps(table.maps().drop(24)))), view.bBuilding(), view.cBuilding(), view.dummy(),
        view.round(), view.phase(), view.board(), view.players(), view.supply(), view.artifactsInHand(),
        view.missionsInHand(), view.knownMissions(), view.knownDiscards(), view.assignments(), view.scores());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.resampleFromView(tooMany, 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maps");
  }
}
