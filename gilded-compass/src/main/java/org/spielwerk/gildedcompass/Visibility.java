package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.GildedCompassView.BoardView;
import org.spielwerk.gildedcompass.GildedCompassView.KnownMission;
import org.spielwerk.gildedcompass.GildedCompassView.PlayerView;
import org.spielwerk.gildedcompass.GildedCompassView.SupplyView;
import org.spielwerk.gildedcompass.GildedCompassView.TempleSpaceView;
import org.spielwerk.gildedcompass.Phase.ChooseArtifacts;
import org.spielwerk.gildedcompass.Phase.ChooseMission;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;

/** Hidden information (§3.4): what a seat sees, and re-dealing what it does not (for search). */
final class Visibility {
  private Visibility() {}

  /** At game end every holding is revealed for scoring. */
  static boolean revealed(GildedCompassState s) {
    return s.phase() instanceof Phase.Assigning || s.phase() instanceof Phase.GameOver;
  }

  static GildedCompassView view(GildedCompassState s, int observer) {
    boolean all = revealed(s);
    Vector<PlayerView> players = Vector.empty();
    for (int seat = 0; seat < s.playerCount(); seat++) {
      Player p = s.player(seat);
      boolean sees = all || seat == observer;
      players = players.append(new PlayerView(p.tokens(), p.ownDice(), p.blackDice(), p.dummyDice(), p.maps(),
          p.specialists(), p.artifacts(), p.abilities(), p.treasures(), p.collection().isDefined(), p.missions().size(),
          p.items().size(), p.drawnTreasures().size(), p.chalices().map(Chalice::back),
          sees ? p.collection() : Option.none(),
          sees ? Option.some(p.missionTiles()) : Option.none(),
          sees ? Option.some(p.items()) : Option.none(),
          sees ? Option.some(p.drawnTreasures()) : Option.none(),
          sees ? Option.some(p.chalices()) : Option.none()));
    }
    Board b = s.board();
    BoardView board = new BoardView(b.maps(), b.archives(), b.specialists(), b.university(), b.library(),
        b.libraryDummy(), b.straights(), b.temple().map(t -> new TempleSpaceView(t.owner(), t.lowerDie())),
        b.abilities(), b.illuminati(), b.galleon(), b.tower());
    Supply u = s.supply();
    SupplyView supply = new SupplyView(u.mapStack().size(), u.mapsAside(), u.mapsRemoved(), u.specialistStack().size(),
        u.specialistsAside(), u.specialistsRemoved(), u.artifactStack().size(), u.artifactsDrawn().size(),
        u.artifactDiscard(), u.artifactsRemoved(), u.collectionBox().size(), u.missionStack().size(),
        u.missionBottom().size(), u.missionsDrawn().size(), u.missionsRemoved().size(), u.missionBox(),
        u.itemStack().size(), u.itemsAside(), u.itemsRemoved().size(), u.abilityStack().size(), u.abilitiesAside(),
        u.abilitiesUsed(), u.abilitiesRemoved(), u.treasureStack().size(), u.treasureDiscard().size(),
        u.treasuresRemoved().size(), u.dummyTreasures().size(), u.chaliceStacks().map(Vector::size),
        u.chaliceBox().size());
    boolean decidingArtifacts = s.phase() instanceof ChooseArtifacts c && c.seat() == observer;
    boolean decidingMissions = s.phase() instanceof ChooseMission c && c.seat() == observer;
    Vector<KnownMission> known = Vector.empty();
    if (!all) {
      for (int seat = 0; seat < s.playerCount(); seat++) {
        Vector<Hidden<Mission>> missions = s.player(seat).missions();
        for (int i = 0; i < missions.size(); i++) {
          if (seat != observer && missions.get(i).seenBy(observer)) {
            known = known.append(new KnownMission(seat, i, missions.get(i).tile()));
          }
        }
      }
    }
    for (int i = 0; i < u.missionBottom().size(); i++) {
      if (u.missionBottom().get(i).seenBy(observer)) {
        known = known.append(new KnownMission(-1, i, u.missionBottom().get(i).tile()));
      }
    }
    Vector<Integer> discards = u.treasureDiscard().filter(h -> h.seenBy(observer)).map(Hidden::tile);
    return new GildedCompassView(observer, s.options(), s.bBuilding(), s.cBuilding(), s.dummy(), s.round(), s.phase(),
        board, players, supply, decidingArtifacts ? u.artifactsDrawn() : Vector.empty(),
        decidingMissions ? u.missionsDrawn() : Vector.empty(), known, discards, s.assignments(), s.scores());
  }

  /**
   * Re-deals every tile {@code observer} cannot see, consistently with what it sees: hidden tiles
   * keep their kind and, for chalices, their back; tiles the observer knows stay. The generator is
   * replaced by {@code Rng.seeded(seed)}.
   */
  static GildedCompassState resample(GildedCompassState s, int observer, long seed) {
    // shuffles draw from a generator derived from the seed; the state gets Rng.seeded(seed) itself
    RandomSource random = Rng.seeded(seed ^ 0x5DEECE66DL).source();
    boolean all = revealed(s);
    int n = s.playerCount();
    Supply u = s.supply();
    Vector<Player> players = s.players();
    Board board = s.board();

    // face-down stacks whose tiles nobody has seen
    u = u.withMapStack(random.shuffleToVector(u.mapStack()))
        .withSpecialistStack(random.shuffleToVector(u.specialistStack()))
        .withAbilityStack(random.shuffleToVector(u.abilityStack()));

    // artifacts: the stack and the tiles another seat is choosing from
    boolean otherDecidesArtifacts = s.phase() instanceof ChooseArtifacts c && c.seat() != observer;
    {
      List<ArtifactType> pool = new ArrayList<>(u.artifactStack().asJava());
      if (otherDecidesArtifacts) {
        pool.addAll(u.artifactsDrawn().asJava());
      }
      Vector<ArtifactType> dealt = random.shuffleToVector(pool);
      if (otherDecidesArtifacts) {
        u = u.withArtifactsDrawn(dealt.take(u.artifactsDrawn().size()));
        dealt = dealt.drop(u.artifactsDrawn().size());
      }
      u = u.withArtifactStack(dealt);
    }

    // private collections of the others and the box
    {
      List<PrivateCollection> pool = new ArrayList<>(u.collectionBox().asJava());
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer && players.get(seat).collection().isDefined()) {
          pool.add(players.get(seat).collection().get());
        }
      }
      Vector<PrivateCollection> dealt = random.shuffleToVector(pool);
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer && players.get(seat).collection().isDefined()) {
          players = players.update(seat, players.get(seat).withCollection(Option.some(dealt.head())));
          dealt = dealt.tail();
        }
      }
      u = u.withCollectionBox(dealt);
    }

    // missions: every face-down mission whose place the observer does not know
    {
      boolean otherDecides = s.phase() instanceof ChooseMission c && c.seat() != observer;
      List<Mission> pool = new ArrayList<>(u.missionStack().asJava());
      u.missionBottom().filter(h -> !h.seenBy(observer)).forEach(h -> pool.add(h.tile()));
      u.missionsRemoved().filter(h -> !h.seenBy(observer)).forEach(h -> pool.add(h.tile()));
      if (otherDecides) {
        pool.addAll(u.missionsDrawn().asJava());
      }
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer) {
          players.get(seat).missions().filter(h -> !h.seenBy(observer)).forEach(h -> pool.add(h.tile()));
        }
      }
      Deal<Mission> deal = new Deal<>(random.shuffleToVector(pool));
      u = u.withMissionStack(deal.next(u.missionStack().size()))
          .withMissionBottom(deal.refill(u.missionBottom(), observer))
          .withMissionsRemoved(deal.refill(u.missionsRemoved(), observer));
      if (otherDecides) {
        u = u.withMissionsDrawn(deal.next(u.missionsDrawn().size()));
      }
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer) {
          players = players.update(seat, players.get(seat).withMissions(deal.refill(players.get(seat).missions(), observer)));
        }
      }
    }

    // magic items: stack, face-down Temple items, dummy removals, the others' items
    {
      List<MagicItem> pool = new ArrayList<>(u.itemStack().asJava());
      board.temple().forEach(t -> pool.add(t.item()));
      pool.addAll(u.itemsRemoved().asJava());
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer) {
          pool.addAll(players.get(seat).items().asJava());
        }
      }
      Deal<MagicItem> deal = new Deal<>(random.shuffleToVector(pool));
      u = u.withItemStack(deal.next(u.itemStack().size()));
      Vector<TempleSpace> temple = Vector.empty();
      for (TempleSpace t : board.temple()) {
        temple = temple.append(new TempleSpace(deal.next(1).head(), t.owner(), t.lowerDie()));
      }
      board = board.withTemple(temple);
      u = u.withItemsRemoved(deal.next(u.itemsRemoved().size()));
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer) {
          players = players.update(seat, players.get(seat).withItems(deal.next(players.get(seat).items().size())));
        }
      }
    }

    // sunken treasures: the stack, unknown discards, removals, dummy draws, the others' draws this round
    {
      List<Integer> pool = new ArrayList<>(u.treasureStack().asJava());
      u.treasureDiscard().filter(h -> !h.seenBy(observer)).forEach(h -> pool.add(h.tile()));
      pool.addAll(u.treasuresRemoved().asJava());
      pool.addAll(u.dummyTreasures().asJava());
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer) {
          pool.addAll(players.get(seat).drawnTreasures().asJava());
        }
      }
      Deal<Integer> deal = new Deal<>(random.shuffleToVector(pool));
      u = u.withTreasureStack(deal.next(u.treasureStack().size()))
          .withTreasureDiscard(deal.refill(u.treasureDiscard(), observer))
          .withTreasuresRemoved(deal.next(u.treasuresRemoved().size()))
          .withDummyTreasures(deal.next(u.dummyTreasures().size()));
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer) {
          players = players.update(seat,
              players.get(seat).withDrawnTreasures(deal.next(players.get(seat).drawnTreasures().size())));
        }
      }
    }

    // chalices, per back: the stack, the box, the others' chalices of that back
    for (ChaliceBack back : ChaliceBack.values()) {
      List<Chalice> pool = new ArrayList<>(u.chaliceStacks().get(back.ordinal()).asJava());
      u.chaliceBox().filter(c -> c.back() == back).forEach(pool::add);
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer) {
          players.get(seat).chalices().filter(c -> c.back() == back).forEach(pool::add);
        }
      }
      Deal<Chalice> deal = new Deal<>(random.shuffleToVector(pool));
      u = u.withChaliceStacks(u.chaliceStacks().update(back.ordinal(), deal.next(u.chaliceStacks().get(back.ordinal()).size())));
      u = u.withChaliceBox(u.chaliceBox().map(c -> c.back() == back ? deal.next(1).head() : c));
      for (int seat = 0; seat < n; seat++) {
        if (!all && seat != observer) {
          players = players.update(seat, players.get(seat).withChalices(
              players.get(seat).chalices().map(c -> c.back() == back ? deal.next(1).head() : c)));
        }
      }
    }

    return s.withSupply(u).withPlayers(players).withBoard(board).withRng(Rng.seeded(seed));
  }

  /** Hands out shuffled tiles in order. */
  private static final class Deal<T> {
    private Vector<T> tiles;

    Deal(Vector<T> tiles) {
      this.tiles = tiles;
    }

    Vector<T> next(int count) {
      Vector<T> taken = tiles.take(count);
      tiles = tiles.drop(count);
      return taken;
    }

    /** Replaces the tiles the observer does not know, keeping each place's knowledge marks. */
    Vector<Hidden<T>> refill(Vector<Hidden<T>> places, int observer) {
      return places.map(h -> h.seenBy(observer) ? h : new Hidden<>(next(1).head(), h.seenBy()));
    }
  }
}
