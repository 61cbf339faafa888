package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.Tiles.Mission;

/**
 * Hidden information (§3.4) on positions of generated games (random option mixes): a resampled
 * position, and a position dealt from a view alone, look the same to the observer, keep every
 * component count (§1.10), keep every tile the observer knows where it is, and re-deal what the
 * observer cannot see.
 */
class VisibilityResampleTest {
  private static final GildedCompass GAME = Fixture.GAME;

  /** Positions of a few generated games, sampled along the way (seeded, so always the same). */
  private static List<GildedCompassState> positions() {
    List<GildedCompassState> out = new ArrayList<>();
    for (long seed = 0; seed < 8; seed++) {
      GildedCompassOptions options = OptionsMix.random(seed * 7 + 3).withChaliceFragments(seed % 2 == 0);
      int players = 2 + (int) (seed % 4);
      GildedCompassState s;
      try {
        s = GAME.setup(options, players, seed);
      } catch (InvalidSetupException e) {
        continue; // a mix not allowed with this player count
      }
      RandomSource r = new RandomSource(seed);
      int step = 0;
      while (!GAME.isOver(s)) {
        if (step++ % 47 == 0 || !(s.phase() instanceof Phase.Turn) && r.nextInt(12) == 0) {
          out.add(s);
        }
        var legal = GAME.legalActions(s);
        s = GAME.play(s, legal.get(r.nextInt(legal.size())));
      }
      out.add(s);
    }
    return out;
  }

  private static final List<GildedCompassState> POSITIONS = positions();

  @Test
  void thePositionsComeFromSeveralGamesAndPhases() {
    // a setup refused for every mix would leave the other tests looping over nothing
    assertThat(POSITIONS.stream().map(GildedCompassState::playerCount).distinct()).as("player counts met").hasSizeGreaterThan(1);
    assertThat(POSITIONS.stream().filter(s -> !(s.phase() instanceof Phase.Turn))).as("positions outside a turn").isNotEmpty();
  }

  /** What changed between a position and its re-deal, counted over all positions. */
  private static final class Redeals {
    final Map<String, int[]> counts = new TreeMap<>();

    /** A hidden place with {@code size} tiles; {@code changed} when a re-deal put other tiles there. */
    void chance(String kind, boolean hidden, boolean changed) {
      if (hidden) {
        int[] c = counts.computeIfAbsent(kind, k -> new int[2]);
        c[0]++;
        if (changed) {
          c[1]++;
        }
      }
    }

    void assertEveryKindRedealt() {
      assertThat(counts).as("hidden places met").isNotEmpty();
      counts.forEach((kind, c) -> assertThat(c[1]).as(kind + " re-dealt in some of " + c[0] + " positions")
          .isPositive());
    }
  }

  private static <T> boolean unseenChanged(Vector<Hidden<T>> before, Vector<Hidden<T>> after, int observer) {
    for (int i = 0; i < before.size(); i++) {
      if (!before.get(i).seenBy(observer) && !before.get(i).tile().equals(after.get(i).tile())) {
        return true;
      }
    }
    return false;
  }

  private static <T> boolean anyUnseen(Vector<Hidden<T>> tiles, int observer) {
    return tiles.exists(h -> !h.seenBy(observer));
  }

  private static <T> void knownStay(String field, Vector<Hidden<T>> before, Vector<Hidden<T>> after, int observer) {
    assertThat(after).as(field + " keeps its places").hasSize(before.size());
    for (int i = 0; i < before.size(); i++) {
      if (before.get(i).seenBy(observer)) {
        assertThat(after.get(i)).as(field + " " + i + " known to " + observer).isEqualTo(before.get(i));
      }
    }
  }

  /** Checks one re-dealt position {@code r} of {@code s} from {@code observer}'s point of view. */
  private static void check(GildedCompassState s, GildedCompassState r, int observer, long seed, Redeals redeals,
      boolean fromView) {
    String where = "seat " + observer + " in " + s.phase() + (fromView ? " (from view)" : "");
    assertThat(GAME.view(r, observer)).as(where).isEqualTo(GAME.view(s, observer));
    GAME.validate(r);
    assertThat(r.rng()).isEqualTo(Rng.seeded(seed));
    Player own = r.player(observer);
    if (fromView) {
      // other seats' knowledge of the observer's missions is not in the view (the doc of fromView)
      own = own.withMissions(s.player(observer).missions());
      assertThat(r.player(observer).missions().map(Hidden::tile)).isEqualTo(s.player(observer).missions()
          .map(Hidden::tile));
    }
    assertThat(own).as("own holdings " + where).isEqualTo(s.player(observer));
    boolean all = Visibility.revealed(s);
    if (all && !fromView) {
      assertThat(r.players()).as("revealed holdings stay at game end").isEqualTo(s.players());
    }
    Supply u = s.supply();
    Supply v = r.supply();
    // public places never move
    assertThat(v.mapsAside()).isEqualTo(u.mapsAside());
    assertThat(v.artifactDiscard()).isEqualTo(u.artifactDiscard());
    assertThat(v.missionBox()).isEqualTo(u.missionBox());
    assertThat(v.chaliceBox().map(Tiles.Chalice::back)).as("the box keeps its backs (§10.4)")
        .isEqualTo(u.chaliceBox().map(Tiles.Chalice::back));
    assertThat(v.chaliceStacks().map(Vector::size)).isEqualTo(u.chaliceStacks().map(Vector::size));
    assertThat(r.board().temple().map(t -> t.owner() + "/" + t.lowerDie()))
        .isEqualTo(s.board().temple().map(t -> t.owner() + "/" + t.lowerDie()));
    // tiles the observer knows stay where they are, with their marks
    if (!fromView) {
      knownStay("missions under the stack", u.missionBottom(), v.missionBottom(), observer);
      knownStay("missions removed", u.missionsRemoved(), v.missionsRemoved(), observer);
      knownStay("treasure discards", u.treasureDiscard(), v.treasureDiscard(), observer);
    } else {
      boolean faceUp = s.options().galleonDiscards() == GildedCompassOptions.GalleonDiscards.FACE_UP;
      for (Hidden<Integer> h : v.treasureDiscard()) {
        if (h.seenBy(observer)) {
          assertThat(h.seenBy()).as("a known discard is known to all when face up, else to the observer")
              .isEqualTo(faceUp ? (1 << s.playerCount()) - 1 : 1 << observer);
        } else {
          assertThat(h.seenBy()).as("an unknown discard is known to nobody assumed").isZero();
        }
      }
    }
    for (int seat = 0; seat < s.playerCount(); seat++) {
      Player p = s.player(seat);
      Player q = r.player(seat);
      int holder = seat;
      assertThat(q.missions()).as("a seat knows its own missions").allMatch(h -> h.seenBy(holder));
      if (!fromView) {
        knownStay("missions of " + seat, p.missions(), q.missions(), observer);
      }
      assertThat(q.chalices().map(Tiles.Chalice::back)).as("chalice backs are public (§5.9)")
          .isEqualTo(p.chalices().map(Tiles.Chalice::back));
      assertThat(q.items()).hasSameSizeAs(p.items());
      assertThat(q.drawnTreasures()).hasSameSizeAs(p.drawnTreasures());
      assertThat(q.collection().isDefined()).isEqualTo(p.collection().isDefined());
      if (seat == observer || all) {
        continue;
      }
      boolean collectionsHidden = s.inPlay(Building.AUCTION_HOUSE);
      redeals.chance("collections", collectionsHidden, !q.collection().equals(p.collection()));
      redeals.chance("missions in hand", anyUnseen(p.missions(), observer), unseenChanged(p.missions(), q.missions(),
          observer));
      redeals.chance("magic items", p.items().size() > 0, !q.items().equals(p.items()));
      redeals.chance("chalices", p.chalices().size() > 0, !q.chalices().equals(p.chalices()));
      redeals.chance("drawn treasures", p.drawnTreasures().size() > 1, !q.drawnTreasures().equals(p.drawnTreasures()));
    }
    boolean otherArtifacts = s.phase() instanceof Phase.ChooseArtifacts c && c.seat() != observer;
    boolean ownArtifacts = s.phase() instanceof Phase.ChooseArtifacts c && c.seat() == observer;
    if (ownArtifacts) {
      assertThat(v.artifactsDrawn()).as("the observer's own hand").isEqualTo(u.artifactsDrawn());
    }
    redeals.chance("artifacts another seat chooses from", otherArtifacts,
        !v.artifactsDrawn().equals(u.artifactsDrawn()));
    boolean otherMissions = s.phase() instanceof Phase.ChooseMission c && c.seat() != observer;
    boolean ownMissions = s.phase() instanceof Phase.ChooseMission c && c.seat() == observer;
    if (ownMissions) {
      assertThat(v.missionsDrawn()).as("the observer's own hand").isEqualTo(u.missionsDrawn());
    }
    redeals.chance("missions another seat chooses from", otherMissions && u.missionsDrawn().size() > 0,
        !v.missionsDrawn().equals(u.missionsDrawn()));
    redeals.chance("missions under the stack", anyUnseen(u.missionBottom(), observer),
        unseenChanged(u.missionBottom(), v.missionBottom(), observer));
    redeals.chance("treasure discards", anyUnseen(u.treasureDiscard(), observer) && u.treasureDiscard().size() > 3,
        unseenChanged(u.treasureDiscard(), v.treasureDiscard(), observer) || fromView
            && !v.treasureDiscard().equals(u.treasureDiscard()));
    redeals.chance("temple items", s.board().temple().size() > 1,
        !r.board().temple().map(TempleSpace::item).equals(s.board().temple().map(TempleSpace::item)));
    redeals.chance("chalice box", u.chaliceBox().size() > 0, !v.chaliceBox().equals(u.chaliceBox()));
    redeals.chance("map stack", u.mapStack().size() > 1, !v.mapStack().equals(u.mapStack()));
    redeals.chance("specialist stack", u.specialistStack().size() > 1,
        !v.specialistStack().equals(u.specialistStack()));
    redeals.chance("artifact stack", u.artifactStack().size() > 1, !v.artifactStack().equals(u.artifactStack()));
    redeals.chance("item stack", u.itemStack().size() > 1, !v.itemStack().equals(u.itemStack()));
    redeals.chance("ability stack", u.abilityStack().size() > 1, !v.abilityStack().equals(u.abilityStack()));
    redeals.chance("treasure stack", u.treasureStack().size() > 1, !v.treasureStack().equals(u.treasureStack()));
    redeals.chance("collection box", u.collectionBox().size() > 1, !v.collectionBox().equals(u.collectionBox()));
  }

  @Test
  void resample_looksTheSameToTheObserver_keepsCounts_andRedealsTheRest() {
    Redeals redeals = new Redeals();
    long seed = 0;
    for (GildedCompassState s : POSITIONS) {
      for (int observer = 0; observer < s.playerCount(); observer++) {
        seed++;
        GildedCompassState r = GAME.resample(s, observer, seed);
        check(s, r, observer, seed, redeals, false);
        assertThat(GAME.resample(s, observer, seed)).as("the seed decides the deal").isEqualTo(r);
      }
    }
    redeals.assertEveryKindRedealt();
  }

  @Test
  void resampleFromView_looksTheSame_keepsCounts_andDealsTheRest() {
    Redeals redeals = new Redeals();
    long seed = 0;
    for (GildedCompassState s : POSITIONS) {
      for (int observer = 0; observer < s.playerCount(); observer++) {
        seed++;
        GildedCompassView view = GAME.view(s, observer);
        GildedCompassState r = GAME.resampleFromView(view, seed);
        check(s, r, observer, seed, redeals, true);
      }
    }
    redeals.assertEveryKindRedealt();
  }

  @Test
  void resampleFromView_keepsMissionsTheObserverKnowsInOtherHandsAndUnderTheStack() {
    // §3.4: a mission passed in the Guild is known to the seat that passed it, also for seats other than 0
    int inHands = 0;
    int underTheStack = 0;
    for (GildedCompassState s : POSITIONS) {
      for (int observer = 0; observer < s.playerCount(); observer++) {
        if (Visibility.revealed(s)) {
          continue;
        }
        GildedCompassState r = GAME.resampleFromView(GAME.view(s, observer), observer);
        for (int seat = 0; seat < s.playerCount(); seat++) {
          Vector<Hidden<Mission>> before = s.player(seat).missions();
          Vector<Hidden<Mission>> after = r.player(seat).missions();
          for (int i = 0; i < before.size(); i++) {
            if (before.get(i).seenBy(observer)) {
              assertThat(after.get(i).tile()).isEqualTo(before.get(i).tile());
              assertThat(after.get(i).seenBy(observer)).isTrue();
              assertThat(after.get(i).seenBy(seat)).isTrue();
              inHands += seat == observer ? 0 : 1;
            }
          }
        }
        Vector<Hidden<Mission>> bottom = s.supply().missionBottom();
        for (int i = 0; i < bottom.size(); i++) {
          if (bottom.get(i).seenBy(observer)) {
            assertThat(r.supply().missionBottom().get(i).tile()).isEqualTo(bottom.get(i).tile());
            assertThat(r.supply().missionBottom().get(i).seenBy(observer)).isTrue();
            underTheStack++;
          }
        }
      }
    }
    // the filters above must have let something through, or this test proves nothing
    assertThat(inHands).as("missions known to the observer in another seat's hand").isPositive();
    assertThat(underTheStack).as("missions known to the observer under the stack").isPositive();
  }
}
