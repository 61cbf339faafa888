package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import java.util.Comparator;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.GildedCompassEvent.AbilitiesSetAside;
import org.spielwerk.gildedcompass.GildedCompassEvent.AbilityRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.AbilityTaken;
import org.spielwerk.gildedcompass.GildedCompassEvent.AllyUsed;
import org.spielwerk.gildedcompass.GildedCompassEvent.ArtifactKept;
import org.spielwerk.gildedcompass.GildedCompassEvent.ArtifactsDiscarded;
import org.spielwerk.gildedcompass.GildedCompassEvent.ArtifactsDrawn;
import org.spielwerk.gildedcompass.GildedCompassEvent.ArtifactsRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.ArtifactsSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.BuildingResolved;
import org.spielwerk.gildedcompass.GildedCompassEvent.ChaliceDrawn;
import org.spielwerk.gildedcompass.GildedCompassEvent.ChaliceSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.DummyTreasuresDrawn;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemTaken;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemsSetAside;
import org.spielwerk.gildedcompass.GildedCompassEvent.MapRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.MapTaken;
import org.spielwerk.gildedcompass.GildedCompassEvent.MapsSetAside;
import org.spielwerk.gildedcompass.GildedCompassEvent.MissionKept;
import org.spielwerk.gildedcompass.GildedCompassEvent.MissionRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.MissionsPutUnder;
import org.spielwerk.gildedcompass.GildedCompassEvent.MissionsReceived;
import org.spielwerk.gildedcompass.GildedCompassEvent.MissionsSeen;
import org.spielwerk.gildedcompass.GildedCompassEvent.SpecialistRemoved;
import org.spielwerk.gildedcompass.GildedCompassEvent.SpecialistTaken;
import org.spielwerk.gildedcompass.GildedCompassEvent.SpecialistsSetAside;
import org.spielwerk.gildedcompass.GildedCompassEvent.StartPlayerPassed;
import org.spielwerk.gildedcompass.GildedCompassEvent.TokensGained;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasureStackReshuffled;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasuresDiscarded;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasuresDrawn;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasuresKept;
import org.spielwerk.gildedcompass.GildedCompassEvent.TreasuresSeen;
import org.spielwerk.gildedcompass.GildedCompassOptions.DummyGalleonDraws;
import org.spielwerk.gildedcompass.GildedCompassOptions.GalleonDiscards;
import org.spielwerk.gildedcompass.Phase.AllyOffer;
import org.spielwerk.gildedcompass.Phase.ChooseAbility;
import org.spielwerk.gildedcompass.Phase.ChooseArtifacts;
import org.spielwerk.gildedcompass.Phase.ChooseMap;
import org.spielwerk.gildedcompass.Phase.ChooseMission;
import org.spielwerk.gildedcompass.Phase.ChooseSpecialist;
import org.spielwerk.gildedcompass.Phase.ChooseTreasures;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * Round end (§4): the buildings resolve once each, B building, Archives, C building, University,
 * Library. Each step runs until a seat has to choose; the decision phase records where to go on.
 */
final class Resolution {
  private Resolution() {}

  /** Begins with the B building. */
  static GildedCompassState start(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    events.add(new BuildingResolved(s.bBuilding()));
    return s.bBuilding() == Building.AUCTION_HOUSE ? auction(s, 1, events) : guild(s, 1, Vector.empty(), -1, events);
  }

  /** Dice that earned their reward go back to their owner (§4). */
  static GildedCompassState returnDice(GildedCompassState s, int owner, int count) {
    if (count == 0) {
      return s;
    }
    Round round = s.round();
    return s.withRound(owner >= 0 ? round.withReturned(SmallVectors.update(round.returned(), owner, round.returned().get(owner) + count))
        : round.withDummyAside(round.dummyAside() + count));
  }

  // ---------------------------------------------------------------- straights (§5.4, §5.5)

  /** Straight indices by rank: longer first, then higher top value. */
  static Vector<Integer> rankStraights(Vector<Straight> straights) {
    int[] keys = new int[straights.size()];
    for (int i = 0; i < keys.length; i++) {
      Straight st = straights.get(i);
      keys[i] = (st.length() << 8) + st.high();
    }
    return byKeyDescending(keys);
  }

  /**
   * Indices by key, highest first, equal keys in index order (a stable sort: the rankings' ties are
   * broken as before by a stable sort of the boxed indices). The lists are short, so an insertion sort.
   */
  private static Vector<Integer> byKeyDescending(int[] keys) {
    int n = keys.length;
    if (n == 0) {
      return Vector.empty();
    }
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      int j = i;
      while (j > 0 && keys[order[j - 1]] < keys[i]) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = i;
    }
    Integer[] boxed = new Integer[n];
    for (int i = 0; i < n; i++) {
      boxed[i] = order[i];
    }
    return Vector.of(boxed);
  }

  /** How many places the Auction House and the Guild reward (§5.4, §11 "3rd place reward"). */
  static int rewardedPlaces(GildedCompassState s) {
    return rewardedPlaces(s.options(), s.playerCount(), s.dummy());
  }

  /** {@link #rewardedPlaces(GildedCompassState)} from what a view shows too (the legend's words). */
  static int rewardedPlaces(GildedCompassOptions options, int players, boolean dummy) {
    boolean third = switch (options.thirdPlace()) {
      case ALWAYS -> true;
      case FIVE_PLAYERS_ONLY -> players == 5;
      case FIVE_PLAYERS_OR_DUMMY -> players == 5 || dummy;
    };
    return third ? 3 : 2;
  }

  private static final int[] ARTIFACTS_DRAWN = {3, 2, 1};
  private static final int[] ARTIFACTS_KEPT = {2, 1, 1};

  /** Auction House (§5.4): places from {@code place} on draw and keep artifacts; the dummy removes. */
  static GildedCompassState auction(GildedCompassState s, int place, EventSink<GildedCompassEvent> events) {
    Vector<Integer> ranking = rankStraights(s.board().straights());
    int places = Math.min(rewardedPlaces(s), ranking.size());
    for (int p = place; p <= places; p++) {
      int owner = s.board().straights().get(ranking.get(p - 1)).owner();
      Supply supply = s.supply();
      if (owner == Owner.DUMMY) {
        int remove = Math.min(p == 1 ? s.options().dummyFirstArtifacts() : p == 2 ? 2 : 1, supply.artifactStack().size());
        Vector<ArtifactType> removed = supply.artifactStack().take(remove);
        s = s.withSupply(supply.withArtifactStack(supply.artifactStack().drop(remove))
            .withArtifactsRemoved(supply.artifactsRemoved().appendAll(removed)));
        events.add(new ArtifactsRemoved(removed));
        continue;
      }
      int draw = Math.min(ARTIFACTS_DRAWN[p - 1], supply.artifactStack().size());
      Vector<ArtifactType> drawn = supply.artifactStack().take(draw);
      s = s.withSupply(supply.withArtifactStack(supply.artifactStack().drop(draw)).withArtifactsDrawn(drawn));
      events.add(new ArtifactsDrawn(owner, p, draw));
      events.add(new ArtifactsSeen(owner, drawn));
      int keep = Math.min(ARTIFACTS_KEPT[p - 1], draw);
      s = keepArtifactsWhileForced(s, owner, keep, events);
      if (!s.supply().artifactsDrawn().isEmpty()) {
        return s.withPhase(new ChooseArtifacts(owner, p, keep));
      }
    }
    return finishStraights(s, places, events);
  }

  /**
   * Keeps artifacts while the choice does not matter: all remaining identical, or no more drawn
   * than still to keep. Discards the rest once nothing remains to keep.
   */
  private static GildedCompassState keepArtifactsWhileForced(GildedCompassState s, int seat, int keep,
      EventSink<GildedCompassEvent> events) {
    Vector<ArtifactType> drawn = s.supply().artifactsDrawn();
    boolean forced = drawn.size() <= keep || (!drawn.isEmpty() && !varied(drawn));
    if (keep > 0 && forced) {
      for (int i = 0; i < keep && !drawn.isEmpty(); i++) {
        s = keepArtifact(s, seat, drawn.head(), events);
        drawn = s.supply().artifactsDrawn();
      }
      keep = 0;
    }
    if (keep == 0 && !drawn.isEmpty()) {
      Supply supply = s.supply();
      s = s.withSupply(supply.withArtifactDiscard(supply.artifactDiscard().appendAll(drawn)).withArtifactsDrawn(Vector.empty()));
      events.add(new ArtifactsDiscarded(drawn));
    }
    return s;
  }

  private static GildedCompassState keepArtifact(GildedCompassState s, int seat, ArtifactType artifact,
      EventSink<GildedCompassEvent> events) {
    Player p = s.player(seat);
    events.add(new ArtifactKept(seat, artifact));
    return s.withPlayer(seat, p.withArtifacts(SmallVectors.append(p.artifacts(), artifact)))
        .withSupply(s.supply().withArtifactsDrawn(SmallVectors.remove(s.supply().artifactsDrawn(), artifact)));
  }

  static GildedCompassState chooseArtifact(GildedCompassState s, ChooseArtifacts phase, ArtifactType artifact,
      EventSink<GildedCompassEvent> events) {
    s = keepArtifact(s, phase.seat(), artifact, events);
    int keep = phase.keep() - 1;
    s = keepArtifactsWhileForced(s, phase.seat(), keep, events);
    if (!s.supply().artifactsDrawn().isEmpty()) {
      return s.withPhase(new ChooseArtifacts(phase.seat(), phase.place(), keep));
    }
    return auction(s, phase.place() + 1, events);
  }

  /**
   * Guild (§5.5): missions arrive at place {@code place} ({@code incoming}, passed by {@code passer},
   * or drawn for place 1); a seat keeps one and passes the rest on, the dummy removes one at random;
   * tiles for a place nobody holds (or that is not rewarded) go under the stack.
   */
  static GildedCompassState guild(GildedCompassState s, int place, Vector<Mission> incoming, int passer,
      EventSink<GildedCompassEvent> events) {
    Vector<Integer> ranking = rankStraights(s.board().straights());
    int places = Math.min(rewardedPlaces(s), ranking.size());
    while (true) {
      if (place > places) {
        s = putMissionsUnder(s, incoming, passer, events);
        return finishStraights(s, places, events);
      }
      int owner = s.board().straights().get(ranking.get(place - 1)).owner();
      if (place == 1) {
        if (owner == Owner.DUMMY) {
          // dummy 1st: the 2nd draws only 2 tiles (§7.2)
          place = 2;
          incoming = places >= 2 ? drawMissions(s, 2) : Vector.empty();
          s = dropDrawnMissions(s, incoming.size());
          passer = -1;
          continue;
        }
        incoming = drawMissions(s, 3);
        s = dropDrawnMissions(s, incoming.size());
      }
      if (incoming.isEmpty()) {
        return finishStraights(s, places, events);
      }
      if (owner == Owner.DUMMY) {
        // dummy 2nd or 3rd: one passed tile, chosen at random, leaves the game face down
        RandomSource random = s.rng().source();
        int lost = random.nextInt(incoming.size());
        Mission removed = incoming.get(lost);
        Supply supply = s.supply();
        s = s.withRng(random.toRng()).withSupply(supply.withMissionsRemoved(SmallVectors.append(supply.missionsRemoved(), new Hidden<>(removed, 0))));
        events.add(new MissionRemoved());
        incoming = incoming.removeAt(lost);
        passer = Owner.DUMMY;
        place++;
        continue;
      }
      events.add(new MissionsReceived(owner, place, passer, incoming.size()));
      events.add(new MissionsSeen(owner, incoming));
      if (varied(incoming)) {
        s = s.withSupply(s.supply().withMissionsDrawn(incoming));
        return s.withPhase(new ChooseMission(owner, place));
      }
      // one tile (or identical tiles): nothing to choose
      int seenBy = incoming.size() == 1 && passer >= 0 ? 1 << passer : 0;
      s = keepMission(s, owner, incoming.head(), seenBy, events);
      incoming = incoming.tail();
      passer = owner;
      place++;
    }
  }

  private static Vector<Mission> drawMissions(GildedCompassState s, int count) {
    Supply supply = s.supply();
    Vector<Mission> drawn = supply.missionStack().take(count);
    if (drawn.size() < count) {
      drawn = drawn.appendAll(supply.missionBottom().take(count - drawn.size()).map(Hidden::tile));
    }
    return drawn;
  }

  private static GildedCompassState dropDrawnMissions(GildedCompassState s, int count) {
    Supply supply = s.supply();
    int fromTop = Math.min(count, supply.missionStack().size());
    return s.withSupply(supply.withMissionStack(supply.missionStack().drop(fromTop))
        .withMissionBottom(supply.missionBottom().drop(count - fromTop)));
  }

  private static GildedCompassState keepMission(GildedCompassState s, int seat, Mission mission, int seenBy,
      EventSink<GildedCompassEvent> events) {
    Player p = s.player(seat);
    events.add(new MissionKept(seat));
    return s.withPlayer(seat, p.withMissions(SmallVectors.append(p.missions(), new Hidden<>(mission, seenBy | (1 << seat)))));
  }

  private static GildedCompassState putMissionsUnder(GildedCompassState s, Vector<Mission> missions, int knower,
      EventSink<GildedCompassEvent> events) {
    if (missions.isEmpty()) {
      return s;
    }
    int seenBy = knower >= 0 ? 1 << knower : 0;
    Supply supply = s.supply();
    events.add(new MissionsPutUnder(missions.size()));
    return s.withSupply(supply.withMissionBottom(supply.missionBottom().appendAll(missions.map(m -> new Hidden<>(m, seenBy)))));
  }

  static GildedCompassState chooseMission(GildedCompassState s, ChooseMission phase, Mission mission,
      EventSink<GildedCompassEvent> events) {
    Vector<Mission> held = s.supply().missionsDrawn();
    s = s.withSupply(s.supply().withMissionsDrawn(Vector.empty()));
    s = keepMission(s, phase.seat(), mission, 0, events);
    return guild(s, phase.place() + 1, held.remove(mission), phase.seat(), events);
  }

  /** Rewarded straights' dice go back to their owners, the others' to the Library (§5.4). */
  private static GildedCompassState finishStraights(GildedCompassState s, int rewarded, EventSink<GildedCompassEvent> events) {
    Vector<Integer> ranking = rankStraights(s.board().straights());
    for (int r = 0; r < ranking.size(); r++) {
      Straight st = s.board().straights().get(ranking.get(r));
      s = r < rewarded ? returnDice(s, st.owner(), st.length())
          : Placement.toLibrary(s, st.owner(), st.length(), s.bBuilding(), events);
    }
    s = s.withBoard(s.board().withStraights(Vector.empty()));
    return allies(s, 0, rankArchives(s.board().archives()), events);
  }

  // ---------------------------------------------------------------- Archives (§5.1, §10.2)

  /** Archives groups by rank: more dice first, then higher value (no ties exist). */
  static Vector<Integer> rankArchives(Vector<ArchivesGroup> groups) {
    int[] keys = new int[groups.size()];
    for (int i = 0; i < keys.length; i++) {
      ArchivesGroup g = groups.get(i);
      keys[i] = (g.size() << 8) + g.value();
    }
    return byKeyDescending(keys);
  }

  /** Ally on the Inside (§10.2): holders with a group below the first rank decide, from the start player. */
  static GildedCompassState allies(GildedCompassState s, int offset, Vector<Integer> ranking,
      EventSink<GildedCompassEvent> events) {
    if (offset == 0) {
      events.add(new BuildingResolved(Building.ARCHIVES));
    }
    int n = s.playerCount();
    for (int o = offset; o < n; o++) {
      int seat = (s.round().startSeat() + o) % n;
      if (mayUseAlly(s, seat, ranking)) {
        return s.withPhase(new AllyOffer(seat, o, ranking));
      }
    }
    return archives(s, ranking, 0, events);
  }

  static boolean mayUseAlly(GildedCompassState s, int seat, Vector<Integer> ranking) {
    if (!s.player(seat).has(Ability.ALLY_ON_THE_INSIDE) || (s.round().alliesUsed() & (1 << seat)) != 0) {
      return false;
    }
    for (int r = 1; r < ranking.size(); r++) {
      if (s.board().archives().get(ranking.get(r)).owner() == seat) {
        return true;
      }
    }
    return false;
  }

  static Violation allyViolation(GildedCompassState s, AllyOffer offer, int group) {
    int rank = offer.ranking().indexOf(group);
    if (rank < 0 || s.board().archives().get(group).owner() != offer.seat()) {
      return new Violation("Ally on the Inside (§10.2)", "one of the seat's own Archives groups");
    }
    if (rank == 0) {
      return new Violation("Ally on the Inside (§10.2)", "a group ranked first cannot move up");
    }
    return null;
  }

  static GildedCompassState useAlly(GildedCompassState s, AllyOffer offer, int group, EventSink<GildedCompassEvent> events) {
    s = Turns.playAbility(s, offer.seat(), Ability.ALLY_ON_THE_INSIDE, events);
    s = s.withRound(s.round().withAlliesUsed(s.round().alliesUsed() | (1 << offer.seat())));
    int rank = offer.ranking().indexOf(group);
    Vector<Integer> ranking = offer.ranking().update(rank, offer.ranking().get(rank - 1)).update(rank - 1, group);
    events.add(new AllyUsed(offer.seat(), group));
    return allies(s, offer.offset() + 1, ranking, events);
  }

  static GildedCompassState declineAlly(GildedCompassState s, AllyOffer offer, EventSink<GildedCompassEvent> events) {
    events.add(new GildedCompassEvent.OfferDeclined(offer.seat(), Ability.ALLY_ON_THE_INSIDE));
    return allies(s, offer.offset() + 1, offer.ranking(), events);
  }

  /** Archives (§5.1): in rank order each group's owner takes a map; the dummy removes the best. */
  static GildedCompassState archives(GildedCompassState s, Vector<Integer> ranking, int rank,
      EventSink<GildedCompassEvent> events) {
    while (rank < ranking.size() && !s.board().maps().isEmpty()) {
      ArchivesGroup group = s.board().archives().get(ranking.get(rank));
      Vector<MapTile> maps = s.board().maps();
      if (group.owner() == Owner.DUMMY) {
        int best = 0;
        for (int i = 1; i < maps.size(); i++) {
          if (maps.get(i).high() > maps.get(best).high()) {
            best = i; // ties: the upper (earlier drawn) map stays the choice
          }
        }
        MapTile removed = maps.get(best);
        s = s.withBoard(s.board().withMaps(SmallVectors.removeAt(maps, best)))
            .withSupply(s.supply().withMapsRemoved(SmallVectors.append(s.supply().mapsRemoved(), removed)));
        events.add(new MapRemoved(removed));
      } else if (!maps.isEmpty() && !varied(maps)) {
        s = takeMap(s, group.owner(), maps.head(), events);
      } else {
        return s.withPhase(new ChooseMap(group.owner(), ranking, rank));
      }
      rank++;
    }
    // groups without a map go to the Library; maps left are set aside face up
    for (int r = 0; r < ranking.size(); r++) {
      ArchivesGroup group = s.board().archives().get(ranking.get(r));
      s = r < rank ? returnDice(s, group.owner(), group.size())
          : Placement.toLibrary(s, group.owner(), group.size(), Building.ARCHIVES, events);
    }
    Vector<MapTile> left = s.board().maps();
    if (!left.isEmpty()) {
      s = s.withSupply(s.supply().withMapsAside(s.supply().mapsAside().appendAll(left)));
      events.add(new MapsSetAside(left));
    }
    s = s.withBoard(s.board().withMaps(Vector.empty()).withArchives(Vector.empty()));
    return cBuilding(s, events);
  }

  private static GildedCompassState takeMap(GildedCompassState s, int seat, MapTile map, EventSink<GildedCompassEvent> events) {
    Player p = s.player(seat);
    events.add(new MapTaken(seat, map));
    return s.withPlayer(seat, p.withMaps(SmallVectors.append(p.maps(), map))).withBoard(s.board().withMaps(SmallVectors.remove(s.board().maps(), map)));
  }

  static GildedCompassState chooseMap(GildedCompassState s, ChooseMap phase, MapTile map, EventSink<GildedCompassEvent> events) {
    s = takeMap(s, phase.seat(), map, events);
    return archives(s, phase.ranking(), phase.rank() + 1, events);
  }

  // ---------------------------------------------------------------- C building

  static GildedCompassState cBuilding(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    if (s.cBuilding().isEmpty()) {
      return university(s, 0, events);
    }
    Building c = s.cBuilding().get();
    events.add(new BuildingResolved(c));
    return switch (c) {
      case HIDDEN_TEMPLE -> temple(s, events);
      case ILLUMINATI -> illuminati(s, illuminatiPickers(s), 0, events);
      case SUNKEN_GALLEON -> galleon(s, events);
      case TREASURE_TOWER -> tower(s, events);
      default -> throw new IllegalStateException("not a C building: " + c);
    };
  }

  /** Hidden Temple (§5.6): every occupied space's item goes to its owner; the dummy's is removed. */
  private static GildedCompassState temple(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    Supply supply = s.supply();
    Vector<Tiles.MagicItem> faceUp = Vector.empty();
    for (TempleSpace space : s.board().temple()) {
      if (!space.free()) {
        s = returnDice(s, space.owner(), 2);
      }
      if (space.free()) {
        faceUp = SmallVectors.append(faceUp, space.item());
      } else if (space.owner() == Owner.DUMMY) {
        supply = supply.withItemsRemoved(SmallVectors.append(supply.itemsRemoved(), space.item()));
        events.add(new ItemRemoved());
      } else {
        Player p = s.player(space.owner());
        s = s.withPlayer(space.owner(), p.withItems(SmallVectors.append(p.items(), space.item())));
        events.add(new ItemTaken(space.owner()));
        events.add(new ItemSeen(space.owner(), space.item()));
      }
    }
    if (!faceUp.isEmpty()) {
      supply = supply.withItemsAside(supply.itemsAside().appendAll(faceUp));
      events.add(new ItemsSetAside(faceUp));
    }
    s = s.withSupply(supply).withBoard(s.board().withTemple(Vector.empty()));
    return university(s, 0, events);
  }

  /**
   * Illuminati (§5.7): the order in which owners take tiles. Two or more groups: 1st, 2nd, 1st;
   * one group: its owner twice; a dummy entry removes the top tile.
   */
  static Vector<Integer> illuminatiPickers(GildedCompassState s) {
    Vector<DiceGroup> groups = s.board().illuminati().sortBy(g -> -g.dice().size());
    if (groups.isEmpty()) {
      return Vector.empty();
    }
    int first = groups.get(0).owner();
    return groups.size() == 1 ? Vector.of(first, first) : Vector.of(first, groups.get(1).owner(), first);
  }

  static GildedCompassState illuminati(GildedCompassState s, Vector<Integer> pickers, int step,
      EventSink<GildedCompassEvent> events) {
    for (; step < pickers.size() && !s.board().abilities().isEmpty(); step++) {
      int owner = pickers.get(step);
      Vector<Ability> display = s.board().abilities();
      if (owner == Owner.DUMMY) {
        Ability removed = display.head();
        s = s.withBoard(s.board().withAbilities(display.tail()))
            .withSupply(s.supply().withAbilitiesRemoved(SmallVectors.append(s.supply().abilitiesRemoved(), removed)));
        events.add(new AbilityRemoved(removed));
      } else if (!display.isEmpty() && !varied(display)) {
        s = takeAbility(s, owner, display.head(), events);
      } else {
        return s.withPhase(new ChooseAbility(owner, pickers, step));
      }
    }
    Vector<Ability> left = s.board().abilities();
    if (!left.isEmpty()) {
      s = s.withSupply(s.supply().withAbilitiesAside(s.supply().abilitiesAside().appendAll(left)));
      events.add(new AbilitiesSetAside(left));
    }
    // every group but the rewarded ones (the two largest) goes to the Library
    Vector<DiceGroup> ranked = s.board().illuminati().sortBy(g -> -g.dice().size());
    for (int r = 0; r < ranked.size(); r++) {
      s = r < 2 ? returnDice(s, ranked.get(r).owner(), ranked.get(r).dice().size())
          : Placement.toLibrary(s, ranked.get(r).owner(), ranked.get(r).dice().size(), Building.ILLUMINATI, events);
    }
    s = s.withBoard(s.board().withAbilities(Vector.empty()).withIlluminati(Vector.empty()));
    return university(s, 0, events);
  }

  private static GildedCompassState takeAbility(GildedCompassState s, int seat, Ability ability,
      EventSink<GildedCompassEvent> events) {
    Player p = s.player(seat);
    events.add(new AbilityTaken(seat, ability));
    return s.withPlayer(seat, p.withAbilities(SmallVectors.append(p.abilities(), ability)))
        .withBoard(s.board().withAbilities(SmallVectors.remove(s.board().abilities(), ability)));
  }

  static GildedCompassState chooseAbility(GildedCompassState s, ChooseAbility phase, Ability ability,
      EventSink<GildedCompassEvent> events) {
    s = takeAbility(s, phase.seat(), ability, events);
    return illuminati(s, phase.pickers(), phase.step() + 1, events);
  }

  /**
   * Sunken Galleon draws (§5.8): one treasure per newly placed die, at once; for dummy dice only
   * with the option {@code dummyGalleonDraws}.
   */
  static GildedCompassState drawForGalleon(GildedCompassState s, int owner, int count, EventSink<GildedCompassEvent> events) {
    if (owner == Owner.DUMMY && s.options().dummyGalleonDraws() == DummyGalleonDraws.NONE) {
      return s;
    }
    Vector<Integer> drawn = Vector.empty();
    for (int i = 0; i < count; i++) {
      s = refillTreasures(s, events);
      Supply supply = s.supply();
      if (supply.treasureStack().isEmpty()) {
        break;
      }
      drawn = SmallVectors.append(drawn, supply.treasureStack().head());
      s = s.withSupply(supply.withTreasureStack(supply.treasureStack().tail()));
    }
    if (owner == Owner.DUMMY) {
      s = s.withSupply(s.supply().withDummyTreasures(s.supply().dummyTreasures().appendAll(drawn)));
      events.add(new DummyTreasuresDrawn(drawn.size()));
      return s;
    }
    Player p = s.player(owner);
    events.add(new TreasuresDrawn(owner, drawn.size()));
    events.add(new TreasuresSeen(owner, drawn));
    return s.withPlayer(owner, p.withDrawnTreasures(p.drawnTreasures().appendAll(drawn)));
  }

  /** An empty stack is refilled with the set-aside treasures, shuffled (§5.8). */
  private static GildedCompassState refillTreasures(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    Supply supply = s.supply();
    if (!supply.treasureStack().isEmpty() || supply.treasureDiscard().isEmpty()) {
      return s;
    }
    RandomSource random = s.rng().source();
    Vector<Integer> stack = random.shuffleToVector(supply.treasureDiscard().map(Hidden::tile));
    events.add(new TreasureStackReshuffled(stack.size()));
    return s.withRng(random.toRng()).withSupply(supply.withTreasureStack(stack).withTreasureDiscard(Vector.empty()));
  }

  /** Sunken Galleon resolution (§5.8): the largest group keeps 2, the others 1; the dummy's first place caps all at 1. */
  private static GildedCompassState galleon(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    Vector<DiceGroup> groups = s.board().galleon();
    int totalDice = 0;
    for (int i = 0; i < groups.size(); i++) {
      totalDice += groups.get(i).dice().size();
    }
    if (totalDice == 1 && groups.get(0).owner() >= 0) {
      // a lone die: its owner keeps its tile, draws one more, and keeps both face up
      int seat = groups.get(0).owner();
      s = refillTreasures(s, events);
      Supply supply = s.supply();
      if (!supply.treasureStack().isEmpty()) {
        Player p = s.player(seat);
        int extra = supply.treasureStack().head();
        s = s.withSupply(supply.withTreasureStack(supply.treasureStack().tail()))
            .withPlayer(seat, p.withDrawnTreasures(SmallVectors.append(p.drawnTreasures(), extra)));
        events.add(new TreasuresDrawn(seat, 1));
        events.add(new TreasuresSeen(seat, Vector.of(extra)));
      }
      Player p = s.player(seat);
      s = keepTreasures(s, seat, p.drawnTreasures(), events);
      return finishGalleon(s, events);
    }
    return galleonKeep(s, 0, events);
  }

  /** How many treasures the seat keeps this round (§5.8). */
  static int treasuresToKeep(GildedCompassState s, int seat) {
    Vector<DiceGroup> groups = s.board().galleon();
    int largest = Placement.strongest(groups);
    if (Placement.groupOf(groups, seat) < 0) {
      return 0;
    }
    // behind a dummy in 1st place nobody keeps 2 (the authors' correction), which the owner test covers
    return groups.get(largest).owner() == seat ? 2 : 1;
  }

  /** Seats from the start player on keep their treasures; PRINTED lets them choose. */
  static GildedCompassState galleonKeep(GildedCompassState s, int offset, EventSink<GildedCompassEvent> events) {
    int n = s.playerCount();
    for (int o = offset; o < n; o++) {
      int seat = (s.round().startSeat() + o) % n;
      Vector<Integer> drawn = s.player(seat).drawnTreasures();
      if (drawn.isEmpty()) {
        continue;
      }
      int keep = Math.min(treasuresToKeep(s, seat), drawn.size());
      if (!s.options().galleonKeepHighest() && keep > 0 && keep < drawn.size() && varied(drawn)) {
        return s.withPhase(new ChooseTreasures(seat, keep));
      }
      Vector<Integer> best = drawn.sorted(Comparator.reverseOrder()).take(keep);
      s = keepTreasures(s, seat, best, events);
    }
    return finishGalleon(s, events);
  }

  static GildedCompassState chooseTreasure(GildedCompassState s, ChooseTreasures phase, int value,
      EventSink<GildedCompassEvent> events) {
    int seat = phase.seat();
    Player p = s.player(seat);
    s = s.withPlayer(seat, p.withTreasures(SmallVectors.append(p.treasures(), value)).withDrawnTreasures(SmallVectors.remove(p.drawnTreasures(), value)));
    events.add(new TreasuresKept(seat, Vector.of(value)));
    int keep = phase.keep() - 1;
    Vector<Integer> drawn = s.player(seat).drawnTreasures();
    if (keep > 0 && keep < drawn.size() && varied(drawn)) {
      return s.withPhase(new ChooseTreasures(seat, keep));
    }
    s = keepTreasures(s, seat, drawn.sorted(Comparator.reverseOrder()).take(keep), events);
    int offset = Math.floorMod(seat - s.round().startSeat(), s.playerCount());
    return galleonKeep(s, offset + 1, events);
  }

  /** Keeps {@code kept} face up and sets the seat's other drawn treasures aside. */
  private static GildedCompassState keepTreasures(GildedCompassState s, int seat, Vector<Integer> kept,
      EventSink<GildedCompassEvent> events) {
    Player p = s.player(seat);
    Vector<Integer> rest = p.drawnTreasures();
    for (int v : kept) {
      rest = rest.remove(v);
    }
    if (!kept.isEmpty()) {
      events.add(new TreasuresKept(seat, kept));
    }
    s = s.withPlayer(seat, p.withTreasures(p.treasures().appendAll(kept)).withDrawnTreasures(Vector.empty()));
    return discardTreasures(s, seat, rest, events);
  }

  private static GildedCompassState discardTreasures(GildedCompassState s, int seat, Vector<Integer> rest,
      EventSink<GildedCompassEvent> events) {
    if (rest.isEmpty()) {
      return s;
    }
    boolean faceUp = s.options().galleonDiscards() == GalleonDiscards.FACE_UP;
    int seenBy = faceUp ? (1 << s.playerCount()) - 1 : seat >= 0 ? 1 << seat : 0;
    Supply supply = s.supply();
    events.add(new TreasuresDiscarded(seat, rest.size(), faceUp ? rest : Vector.empty()));
    return s.withSupply(supply.withTreasureDiscard(supply.treasureDiscard().appendAll(rest.map(v -> new Hidden<>(v, seenBy)))));
  }

  private static GildedCompassState finishGalleon(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    // treasures drawn for dummy dice (option): discarded, or the dummy's keepers leave the game
    Vector<Integer> dummy = s.supply().dummyTreasures();
    if (!dummy.isEmpty()) {
      Vector<Integer> rest = dummy;
      if (s.options().dummyGalleonDraws() == DummyGalleonDraws.DRAW_AND_REMOVE
          && Placement.groupOf(s.board().galleon(), Owner.DUMMY) >= 0) {
        int best = dummy.max().get();
        rest = dummy.remove(best);
        s = s.withSupply(s.supply().withTreasuresRemoved(SmallVectors.append(s.supply().treasuresRemoved(), best)));
      }
      s = s.withSupply(s.supply().withDummyTreasures(Vector.empty()));
      s = discardTreasures(s, Owner.DUMMY, rest, events);
    }
    for (DiceGroup group : s.board().galleon()) {
      s = returnDice(s, group.owner(), group.dice().size());
    }
    s = s.withBoard(s.board().withGalleon(Vector.empty()));
    return university(s, 0, events);
  }

  /** Treasure Tower (§5.9): every die draws a chalice of its floor; dummy dice draw nothing. */
  private static GildedCompassState tower(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    Vector<Die> tower = s.board().tower();
    for (int slot = 0; slot < 6; slot++) {
      Die die = tower.get(slot);
      if (die.empty()) {
        continue;
      }
      s = returnDice(s, die.owner(), 1);
      if (die.owner() == Owner.DUMMY) {
        continue;
      }
      int floor = slot % 3;
      Vector<Chalice> stack = s.supply().chaliceStacks().get(floor);
      if (stack.isEmpty()) {
        continue;
      }
      Chalice chalice = stack.head();
      Player p = s.player(die.owner());
      s = s.withPlayer(die.owner(), p.withChalices(SmallVectors.append(p.chalices(), chalice)))
          .withSupply(s.supply().withChaliceStacks(SmallVectors.update(s.supply().chaliceStacks(), floor, stack.tail())));
      events.add(new ChaliceDrawn(die.owner(), chalice.back()));
      events.add(new ChaliceSeen(die.owner(), chalice));
    }
    s = s.withBoard(s.board().withTower(Vector.fill(6, Die.EMPTY)));
    return university(s, 0, events);
  }

  /** Whether the tiles differ (two or more kinds among them): a choice to make, or one forced. */
  static boolean varied(Vector<?> tiles) {
    for (int i = 1; i < tiles.size(); i++) {
      if (!java.util.Objects.equals(tiles.get(i), tiles.get(0))) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- University, Library

  /**
   * University (§5.2): from the left, each die's owner takes a specialist; the dummy removes the
   * best. A die leaves the row once its owner is served; {@code entrance} counts the dice served.
   */
  static GildedCompassState university(GildedCompassState s, int entrance, EventSink<GildedCompassEvent> events) {
    if (entrance == 0) {
      events.add(new BuildingResolved(Building.UNIVERSITY));
    }
    for (; !s.board().university().isEmpty(); entrance++) {
      Die die = s.board().university().head();
      Vector<Specialist> display = s.board().specialists();
      if (display.isEmpty()) {
        s = leaveUniversity(s);
        s = Placement.toLibrary(s, die.owner(), 1, Building.UNIVERSITY, events);
        continue;
      }
      if (die.owner() == Owner.DUMMY) {
        int best = 0;
        for (int i = 1; i < display.size(); i++) {
          if (display.get(i).value() > display.get(best).value()) {
            best = i; // ties: the leftmost stays the choice
          }
        }
        Specialist removed = display.get(best);
        s = s.withBoard(s.board().withSpecialists(SmallVectors.removeAt(display, best)))
            .withSupply(s.supply().withSpecialistsRemoved(SmallVectors.append(s.supply().specialistsRemoved(), removed)));
        events.add(new SpecialistRemoved(removed));
      } else if (!display.isEmpty() && !varied(display)) {
        s = takeSpecialist(s, die.owner(), display.head(), events);
      } else {
        return s.withPhase(new ChooseSpecialist(die.owner(), entrance));
      }
      s = returnDice(leaveUniversity(s), die.owner(), 1);
    }
    Vector<Specialist> left = s.board().specialists();
    if (!left.isEmpty()) {
      s = s.withSupply(s.supply().withSpecialistsAside(s.supply().specialistsAside().appendAll(left)));
      events.add(new SpecialistsSetAside(left));
    }
    s = s.withBoard(s.board().withSpecialists(Vector.empty()));
    return library(s, events);
  }

  private static GildedCompassState leaveUniversity(GildedCompassState s) {
    return s.withBoard(s.board().withUniversity(s.board().university().tail()));
  }

  private static GildedCompassState takeSpecialist(GildedCompassState s, int seat, Specialist specialist,
      EventSink<GildedCompassEvent> events) {
    Player p = s.player(seat);
    events.add(new SpecialistTaken(seat, specialist));
    return s.withPlayer(seat, p.withSpecialists(SmallVectors.append(p.specialists(), specialist)))
        .withBoard(s.board().withSpecialists(SmallVectors.remove(s.board().specialists(), specialist)));
  }

  static GildedCompassState chooseSpecialist(GildedCompassState s, ChooseSpecialist phase, Specialist specialist,
      EventSink<GildedCompassEvent> events) {
    s = takeSpecialist(s, phase.seat(), specialist, events);
    s = returnDice(leaveUniversity(s), phase.seat(), 1);
    return university(s, phase.entrance() + 1, events);
  }

  /** Library (§5.3), always last: a knowledge token per die, then the round ends. */
  static GildedCompassState library(GildedCompassState s, EventSink<GildedCompassEvent> events) {
    events.add(new BuildingResolved(Building.LIBRARY));
    Vector<Player> players = s.players();
    for (int seat = 0; seat < players.size(); seat++) {
      int dice = s.board().library().get(seat);
      if (dice > 0) {
        players = SmallVectors.update(players, seat, players.get(seat).withTokens(players.get(seat).tokens() + dice));
        events.add(new TokensGained(seat, dice));
        s = returnDice(s, seat, dice);
      }
    }
    s = returnDice(s, Owner.DUMMY, s.board().libraryDummy());
    s = s.withPlayers(players).withBoard(Board.empty(s.playerCount()));
    if (s.round().number() >= s.rounds()) {
      return Endgame.start(s, events);
    }
    int next = (s.round().startSeat() + 1) % s.playerCount();
    events.add(new StartPlayerPassed(next));
    return Turns.startRound(s, s.round().number() + 1, next, events);
  }
}
