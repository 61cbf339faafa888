package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
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
        known = known.append(new KnownMission(KnownMission.UNDER_STACK, i, u.missionBottom().get(i).tile()));
      }
    }
    for (int i = 0; i < u.missionsRemoved().size(); i++) {
      if (u.missionsRemoved().get(i).seenBy(observer)) {
        known = known.append(new KnownMission(KnownMission.REMOVED, i, u.missionsRemoved().get(i).tile()));
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

  /**
   * A position dealt from a view alone (§3.4): everything the view shows stays as it is; every tile
   * the observer cannot see is dealt at random from the tiles of this game (the setup's, by the
   * options) that the view does not place elsewhere. Knowledge marks of hidden tiles keep the
   * observer's; other seats are assumed to know their own holdings and the face-up discards only.
   *
   * <p>The view is checked as strictly as {@code validate} checks a state ({@link #checkView}): a view that
   * no position can show is rejected with an {@link InvalidPositionException} naming its field, and a
   * position is returned only if it passes {@code validate} and shows the observer exactly this view.
   *
   * @throws InvalidPositionException when the view does not add up
   */
  static GildedCompassState fromView(GildedCompassView v, long seed) {
    checkView(v);
    GildedCompassState dealt;
    try {
      dealt = deal(v, seed);
    } catch (java.util.NoSuchElementException | IndexOutOfBoundsException e) {
      // a safety net only: the checks above should leave nothing for the deal to trip over
      throw new InvalidPositionException("view", "the hidden places do not add up: " + e.getMessage());
    }
    Validation.validate(dealt);
    sameView(view(dealt, v.observer()), v);
    return dealt;
  }

  /**
   * A position to word actions from, dealt from a view with the same deal as {@link #fromView} but without its
   * final safety net ({@code validate} and the same-view comparison): words are asked for every legal action of
   * every decision, and that net cost ten times the wording itself. The view's fields are still checked first.
   */
  static GildedCompassState forWords(GildedCompassView v) {
    checkView(v);
    try {
      return deal(v, 0L);
    } catch (java.util.NoSuchElementException | IndexOutOfBoundsException e) {
      throw new InvalidPositionException("view", "the hidden places do not add up: " + e.getMessage());
    }
  }

  /** The most tiles, dice or places a count of the view may name. */
  private static final int MAX_COUNT = Components.MAX_TILES;

  /**
   * What the deal reads must be there and in range: no nulls, no list longer than any table, 2 to 5
   * players with the observer among them, options the game starts with, every count of hidden places
   * 0..{@value #MAX_COUNT}, one chalice stack per back, and each known mission at a place that exists,
   * once.
   */
  static void checkView(GildedCompassView v) {
    Validation.noNulls(v, "view");
    int n = v.players().size();
    if (n < 2 || n > 5) {
      throw new InvalidPositionException("view.players", "2 to 5 players, not " + n);
    }
    if (v.observer() < 0 || v.observer() >= n) {
      throw new InvalidPositionException("view.observer", "seat " + v.observer() + " is not at this table (seats 0.."
          + (n - 1) + ")");
    }
    try {
      v.options().check(n);
    } catch (InvalidSetupException e) {
      throw new InvalidPositionException("view.options." + e.field(), e.getMessage());
    }
    counts(v.supply(), "view.supply");
    for (int seat = 0; seat < n; seat++) {
      counts(v.players().get(seat), "view.players[" + seat + "]");
    }
    SupplyView sv = v.supply();
    if (sv.chaliceStacks().size() != ChaliceBack.values().length) {
      throw new InvalidPositionException("view.supply.chaliceStacks", "one count per back");
    }
    for (int i = 0; i < sv.chaliceStacks().size(); i++) {
      count(sv.chaliceStacks().get(i), "view.supply.chaliceStacks[" + i + "]");
    }
    java.util.Set<List<Integer>> places = new java.util.HashSet<>();
    for (int i = 0; i < v.knownMissions().size(); i++) {
      KnownMission k = v.knownMissions().get(i);
      String field = "view.knownMissions[" + i + "]";
      int size = k.holder() == KnownMission.UNDER_STACK ? sv.missionBottom()
          : k.holder() == KnownMission.REMOVED ? sv.missionsRemoved()
          : k.holder() >= 0 && k.holder() < n && v.players().get(k.holder()).missions().isEmpty()
              ? v.players().get(k.holder()).missionCount() : -1;
      if (size < 0) {
        throw new InvalidPositionException(field + ".holder", "under the stack, removed, or a hand the view hides");
      }
      if (k.index() < 0 || k.index() >= size || !places.add(List.of(k.holder(), k.index()))) {
        throw new InvalidPositionException(field + ".index", "a place of that pile or hand, once");
      }
    }
  }

  /** Every int component of a record of counts. */
  private static void counts(Record counts, String path) {
    for (RecordParts.Part part : RecordParts.of(counts.getClass())) {
      if (part.type() == int.class) {
        int value = (Integer) part.of(counts);
        if (value < 0 || value > MAX_COUNT) {
          count(value, path + "." + part.name());
        }
      }
    }
  }

  private static void count(int value, String field) {
    if (value < 0 || value > MAX_COUNT) {
      throw new InvalidPositionException(field, "0.." + MAX_COUNT + ", not " + value);
    }
  }

  /**
   * Fails unless {@code dealt} equals {@code given}, naming the first part that differs (a view that no
   * position can show).
   */
  private static void sameView(GildedCompassView dealt, GildedCompassView given) {
    if (dealt.equals(given)) {
      return;
    }
    com.fasterxml.jackson.databind.JsonNode a = org.spielwerk.core.Json.toTree(dealt);
    com.fasterxml.jackson.databind.JsonNode b = org.spielwerk.core.Json.toTree(given);
    String path = difference(a, b, "");
    path = path == null ? "" : path;
    throw new InvalidPositionException(path.isEmpty() ? "view" : "view." + path, "no position shows the seat this view"
        + " (dealt: " + shorten(a.at(pointer(path))) + ", given: " + shorten(b.at(pointer(path))) + ")");
  }

  private static String difference(com.fasterxml.jackson.databind.JsonNode a, com.fasterxml.jackson.databind.JsonNode b,
      String path) {
    if (a.equals(b)) {
      return null;
    }
    if (a.isObject() && b.isObject()) {
      var fields = a.fields();
      while (fields.hasNext()) {
        var f = fields.next();
        var other = b.get(f.getKey());
        if (other != null) {
          String d = difference(f.getValue(), other, path.isEmpty() ? f.getKey() : path + "." + f.getKey());
          if (d != null) {
            return d;
          }
        }
      }
    } else if (a.isArray() && b.isArray() && a.size() == b.size()) {
      for (int i = 0; i < a.size(); i++) {
        String d = difference(a.get(i), b.get(i), path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
    }
    return path;
  }

  private static String pointer(String path) {
    return path.isEmpty() ? "" : "/" + path.replace(".", "/").replace("[", "/").replace("]", "");
  }

  private static String shorten(com.fasterxml.jackson.databind.JsonNode node) {
    String text = node.toString();
    return text.length() > 120 ? text.substring(0, 120) + "..." : text;
  }

  private static GildedCompassState deal(GildedCompassView v, long seed) {
    RandomSource random = Rng.seeded(seed ^ 0x5DEECE66DL).source();
    GildedCompassOptions options = v.options();
    Components table = options.table();
    int n = v.players().size();
    int observer = v.observer();
    SupplyView sv = v.supply();
    BoardView bv = v.board();
    Building b = v.bBuilding();
    Option<Building> c = v.cBuilding();

    // public tiles: maps, specialists and abilities are all in sight except their stacks
    Vector<Tiles.MapTile> mapStack = unseen("maps", table.maps(), sv.mapStack(), random, bv.maps(), sv.mapsAside(),
        sv.mapsRemoved(), v.players().flatMap(PlayerView::maps));
    Vector<Tiles.Specialist> specialistStack = unseen("specialists", table.specialists(), sv.specialistStack(), random,
        bv.specialists(), sv.specialistsAside(), sv.specialistsRemoved(), v.players().flatMap(PlayerView::specialists));
    Vector<Tiles.Ability> abilityStack = unseen("abilities", c.contains(Building.ILLUMINATI)
        ? table.abilities().appendAll(options.allyOnTheInside() ? table.allies() : Vector.empty()) : Vector.empty(),
        sv.abilityStack(), random, bv.abilities(), sv.abilitiesAside(), sv.abilitiesUsed(), sv.abilitiesRemoved(),
        v.players().flatMap(PlayerView::abilities));

    // artifacts: the stack and the hand of another seat deciding
    boolean otherDecidesArtifacts = v.phase() instanceof ChooseArtifacts ca && ca.seat() != observer;
    Deal<ArtifactType> artifacts = new Deal<>(unseen("artifacts", b == Building.AUCTION_HOUSE
        ? table.artifacts().appendAll(options.covetedArtifacts() ? table.covetedArtifacts() : Vector.empty())
        : Vector.empty(), sv.artifactStack() + (otherDecidesArtifacts ? sv.artifactsDrawn() : 0), random,
        sv.artifactDiscard(), sv.artifactsRemoved(), v.artifactsInHand(), v.players().flatMap(PlayerView::artifacts)));
    Vector<ArtifactType> artifactsDrawn = otherDecidesArtifacts ? artifacts.next(sv.artifactsDrawn()) : v.artifactsInHand();
    Vector<ArtifactType> artifactStack = artifacts.next(sv.artifactStack());

    // private collections: the others' (until revealed) and the box
    Vector<PrivateCollection> seenCollections = v.players().flatMap(PlayerView::collection);
    int hiddenCollections = v.players().count(p -> p.hasCollection() && p.collection().isEmpty());
    Deal<PrivateCollection> collections = new Deal<>(unseen("private collections", b == Building.AUCTION_HOUSE
        ? table.privateCollections() : Vector.empty(), sv.collectionBox() + hiddenCollections, random, seenCollections));

    // missions: the stack, unknown places under it and among the removed, the others' hands, a hand deciding
    boolean otherDecidesMissions = v.phase() instanceof ChooseMission cm && cm.seat() != observer;
    Vector<Mission> ownMissions = v.players().flatMap(p -> p.missions().getOrElse(Vector.empty()));
    int unknownMissions = sv.missionStack() + (otherDecidesMissions ? sv.missionsDrawn() : 0)
        + sv.missionBottom() + sv.missionsRemoved() - v.knownMissions().count(k -> k.holder() < 0);
    for (int seat = 0; seat < n; seat++) {
      PlayerView p = v.players().get(seat);
      if (p.missions().isEmpty()) {
        int holder = seat;
        unknownMissions += p.missionCount() - v.knownMissions().count(k -> k.holder() == holder);
      }
    }
    Deal<Mission> missions = new Deal<>(unseen("missions", b == Building.TREASURE_HUNTERS_GUILD ? table.missions()
        : Vector.empty(), unknownMissions, random, sv.missionBox(), ownMissions, v.missionsInHand(),
        v.knownMissions().map(KnownMission::mission)));
    Vector<Mission> missionStack = missions.next(sv.missionStack());
    Vector<Mission> missionsDrawn = otherDecidesMissions ? missions.next(sv.missionsDrawn()) : v.missionsInHand();
    Vector<Hidden<Mission>> missionBottom = missions.places(sv.missionBottom(), KnownMission.UNDER_STACK, v, 0);
    Vector<Hidden<Mission>> missionsRemoved = missions.places(sv.missionsRemoved(), KnownMission.REMOVED, v, 0);

    // magic items: the stack, the Temple's face-down items, the dummy's removals, the others' items
    int hiddenItems = v.players().filter(p -> p.items().isEmpty()).map(PlayerView::itemCount).sum().intValue();
    Deal<MagicItem> items = new Deal<>(unseen("magic items", c.contains(Building.HIDDEN_TEMPLE)
        ? table.magicItems().appendAll(options.toolsOfPower() ? table.toolsOfPower() : Vector.empty()) : Vector.empty(),
        sv.itemStack() + bv.temple().size() + sv.itemsRemoved() + hiddenItems, random, sv.itemsAside(),
        v.players().flatMap(p -> p.items().getOrElse(Vector.empty()))));
    Vector<MagicItem> itemStack = items.next(sv.itemStack());
    Vector<TempleSpace> temple = bv.temple().map(t -> new TempleSpace(items.next(1).head(), t.owner(), t.lowerDie()));
    Vector<MagicItem> itemsRemoved = items.next(sv.itemsRemoved());

    // sunken treasures: the stack, unknown discards, removals, the dummy's draws, the others' draws this round
    boolean faceUp = options.galleonDiscards() == GildedCompassOptions.GalleonDiscards.FACE_UP;
    int hiddenDraws = v.players().filter(p -> p.drawnTreasures().isEmpty()).map(PlayerView::drawnTreasureCount).sum()
        .intValue();
    int unknownDiscards = sv.treasureDiscard() - v.knownDiscards().size();
    Deal<Integer> treasures = new Deal<>(unseen("sunken treasures", c.contains(Building.SUNKEN_GALLEON)
        ? table.sunkenTreasures() : Vector.empty(), sv.treasureStack() + unknownDiscards + sv.treasuresRemoved()
        + sv.dummyTreasures() + hiddenDraws, random, v.knownDiscards(), v.players().flatMap(PlayerView::treasures),
        v.players().flatMap(p -> p.drawnTreasures().getOrElse(Vector.empty()))));
    Vector<Integer> treasureStack = treasures.next(sv.treasureStack());
    Vector<Hidden<Integer>> treasureDiscard = v.knownDiscards()
        .map(t -> new Hidden<>(t, faceUp ? (1 << n) - 1 : 1 << observer))
        .appendAll(treasures.next(unknownDiscards).map(t -> new Hidden<>(t, 0)));
    Vector<Integer> treasuresRemoved = treasures.next(sv.treasuresRemoved());
    Vector<Integer> dummyTreasures = treasures.next(sv.dummyTreasures());

    // chalices, by back: the stack, the box (two of each back, §10.4), the others' chalices of that back
    Vector<Vector<Chalice>> chaliceStacks = Vector.fill(3, Vector.empty());
    Vector<Chalice> chaliceBox = Vector.empty();
    Vector<Vector<Chalice>> othersChalices = Vector.fill(n, Vector.empty());
    for (ChaliceBack back : ChaliceBack.values()) {
      Vector<Chalice> tiles = c.contains(Building.TREASURE_TOWER) ? table.chalices().appendAll(
          options.chaliceFragments() ? table.chaliceFragments() : Vector.empty()).filter(t -> t.back() == back)
          : Vector.empty();
      int inBox = sv.chaliceBox() / ChaliceBack.values().length;
      int hidden = v.players().filter(p -> p.chalices().isEmpty()).map(p -> p.chaliceBacks().count(back::equals)).sum()
          .intValue();
      Deal<Chalice> deal = new Deal<>(unseen(back + " chalices", tiles, sv.chaliceStacks().get(back.ordinal()) + inBox
          + hidden, random, v.players().flatMap(p -> p.chalices().getOrElse(Vector.empty()))
          .filter(t -> t.back() == back)));
      chaliceStacks = chaliceStacks.update(back.ordinal(), deal.next(sv.chaliceStacks().get(back.ordinal())));
      chaliceBox = chaliceBox.appendAll(deal.next(inBox));
      for (int seat = 0; seat < n; seat++) {
        PlayerView p = v.players().get(seat);
        if (p.chalices().isEmpty()) {
          othersChalices = othersChalices.update(seat, othersChalices.get(seat).appendAll(deal.next(p.chaliceBacks()
              .count(back::equals))));
        }
      }
    }

    Vector<Player> players = Vector.empty();
    for (int seat = 0; seat < n; seat++) {
      PlayerView p = v.players().get(seat);
      int holder = seat;
      // a hand the view shows is the observer's own, or every hand once revealed (when marks no longer matter)
      Vector<Hidden<Mission>> hand = p.missions().isDefined()
          ? p.missions().get().map(m -> new Hidden<>(m, 1 << holder))
          : missions.places(p.missionCount(), holder, v, 1 << holder);
      Vector<Vector<Chalice>> dealtChalices = othersChalices;
      Vector<Chalice> chalices = p.chalices().getOrElse(() -> {
        // dealt by back; put back into the order of the public backs
        Vector<Chalice> dealt = dealtChalices.get(holder);
        Vector<Chalice> ordered = Vector.empty();
        for (ChaliceBack back : p.chaliceBacks()) {
          Chalice next = dealt.find(t -> t.back() == back).get();
          ordered = ordered.append(next);
          dealt = dealt.remove(next);
        }
        return ordered;
      });
      players = players.append(new Player(p.tokens(), p.ownDice(), p.blackDice(), p.dummyDice(), p.maps(),
          p.specialists(), p.artifacts(), p.hasCollection()
              ? Option.some(p.collection().getOrElse(() -> collections.next(1).head())) : Option.none(),
          hand, p.items().getOrElse(() -> items.next(p.itemCount())), p.abilities(), p.treasures(),
          p.drawnTreasures().getOrElse(() -> treasures.next(p.drawnTreasureCount())), chalices));
    }
    Vector<PrivateCollection> collectionBox = collections.next(sv.collectionBox());

    Board board = new Board(bv.maps(), bv.archives(), bv.specialists(), bv.university(), bv.library(), bv.libraryDummy(),
        bv.straights(), temple, bv.abilities(), bv.illuminati(), bv.galleon(), bv.tower());
    // by name: 29 components, several of one type, where a swap by position would still compile
    Supply supply = new SupplyBuilder()
        .mapStack(mapStack).mapsAside(sv.mapsAside()).mapsRemoved(sv.mapsRemoved())
        .specialistStack(specialistStack).specialistsAside(sv.specialistsAside())
        .specialistsRemoved(sv.specialistsRemoved())
        .artifactStack(artifactStack).artifactsDrawn(artifactsDrawn).artifactDiscard(sv.artifactDiscard())
        .artifactsRemoved(sv.artifactsRemoved()).collectionBox(collectionBox)
        .missionStack(missionStack).missionBottom(missionBottom).missionsDrawn(missionsDrawn)
        .missionsRemoved(missionsRemoved).missionBox(sv.missionBox())
        .itemStack(itemStack).itemsAside(sv.itemsAside()).itemsRemoved(itemsRemoved)
        .abilityStack(abilityStack).abilitiesAside(sv.abilitiesAside()).abilitiesUsed(sv.abilitiesUsed())
        .abilitiesRemoved(sv.abilitiesRemoved())
        .treasureStack(treasureStack).treasureDiscard(treasureDiscard).treasuresRemoved(treasuresRemoved)
        .dummyTreasures(dummyTreasures)
        .chaliceStacks(chaliceStacks).chaliceBox(chaliceBox)
        .build();
    return new GildedCompassState(options, b, c, v.dummy(), v.round(), v.phase(), players, board, supply,
        v.assignments(), v.scores(), Rng.seeded(seed));
  }

  /**
   * The tiles of a kind nobody shows: {@code all} less every tile in sight, shuffled; their number
   * must be what the view's hidden places hold.
   */
  @SafeVarargs
  private static <T> Vector<T> unseen(String kind, Vector<T> all, int places, RandomSource random,
      Iterable<? extends T>... inSight) {
    List<T> pool = new ArrayList<>(all.asJava());
    for (Iterable<? extends T> tiles : inSight) {
      for (T tile : tiles) {
        if (!pool.remove(tile)) {
          throw new InvalidPositionException("view", "the view shows more " + kind + " than the game has: " + tile);
        }
      }
    }
    if (pool.size() != places) {
      throw new InvalidPositionException("view", "the view hides " + places + " " + kind + " but " + pool.size()
          + " are unseen");
    }
    return random.shuffleToVector(pool);
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

    /**
     * The {@code size} places of a hand or pile ({@code holder} as in {@link KnownMission}): the
     * missions the view shows there stay at their index, the others are dealt.
     *
     * @param seenBy the marks of a dealt place (who else is assumed to know it)
     */
    @SuppressWarnings("unchecked")
    Vector<Hidden<T>> places(int size, int holder, GildedCompassView v, int seenBy) {
      Vector<Hidden<T>> out = Vector.empty();
      for (int i = 0; i < size; i++) {
        int index = i;
        Option<KnownMission> known = v.knownMissions().find(k -> k.holder() == holder && k.index() == index);
        out = out.append(known.isDefined()
            ? new Hidden<>((T) known.get().mission(), seenBy | (1 << v.observer()))
            : new Hidden<>(next(1).head(), seenBy));
      }
      return out;
    }

    /** Replaces the tiles the observer does not know, keeping each place's knowledge marks. */
    Vector<Hidden<T>> refill(Vector<Hidden<T>> places, int observer) {
      return places.map(h -> h.seenBy(observer) ? h : new Hidden<>(next(1).head(), h.seenBy()));
    }
  }
}
