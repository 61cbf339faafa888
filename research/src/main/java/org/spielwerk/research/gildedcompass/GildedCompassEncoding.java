package org.spielwerk.research.gildedcompass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spielwerk.gildedcompass.Assignment.ItemChoice;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Building;
import org.spielwerk.gildedcompass.Components;
import org.spielwerk.gildedcompass.GildedCompassAction;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepArtifact;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepMission;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepTreasure;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PersuadeSecond;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeAbility;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeMap;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.GildedCompassOptions;
import org.spielwerk.gildedcompass.GildedCompassView;
import org.spielwerk.gildedcompass.GildedCompassView.PlayerView;
import org.spielwerk.gildedcompass.Phase;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Pips;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;
import org.spielwerk.research.ActionCodec;
import org.spielwerk.research.Kinds;
import org.spielwerk.research.GameEncoding;
import org.spielwerk.research.ObservationWriter;

/**
 * Order of the Gilded Compass. A placement puts any multiset of dice on a building in one action
 * (own and black dice together, §3.2), so the space is computed rather than listed: one block per
 * kind of action and, for placements, per building, each indexed as mixed-radix digits (dice shape,
 * target + 1, Will to Win selector). The blocks and their sizes are {@code Encoder.actionLayout()};
 * docs/research.md lists them. Observation: see {@link #observe}.
 */
public final class GildedCompassEncoding
    implements GameEncoding<GildedCompassAction, GildedCompassView, GildedCompassOptions> {

  /** Own dice per player (§2 step 6), black dice of A Little Help (§6), dummy dice held (§7.2). */
  static final int OWN = 8;
  static final int BLACK = 2;
  static final int DUMMY = 2;

  /** The dice of a placement: (all dice, the black part) pairs, numbered. */
  static final class Shapes {
    final int[] dice;
    final int[] black;
    private final Map<Long, Integer> index = new HashMap<>();

    Shapes(List<Pips[]> shapes) {
      dice = new int[shapes.size()];
      black = new int[shapes.size()];
      for (int i = 0; i < shapes.size(); i++) {
        dice[i] = shapes.get(i)[0].bits();
        black[i] = shapes.get(i)[1].bits();
        index.put(key(dice[i], black[i]), i);
      }
    }

    /**
     * The pair packed, then multiplied by an odd constant (a bijection, so keys stay distinct): packed as is, the
     * keys' {@code Long.hashCode} fell into few buckets and {@code indexOf}, called for every legal placement of
     * every step of a pool, searched tree bins.
     */
    private static long key(int dice, int black) {
      return (((long) dice << 24) | black) * 0x9E3779B97F4A7C15L;
    }

    int size() {
      return dice.length;
    }

    int indexOf(Pips dice, Pips black) {
      Integer i = index.get(key(dice.bits(), black.bits()));
      return i == null ? -1 : i;
    }
  }

  /** Every multiset of dice with {@code min..max} dice. */
  static List<Pips> multisets(int min, int max) {
    List<Pips> out = new ArrayList<>();
    collect(1, 0, Pips.EMPTY, min, max, out);
    return out;
  }

  private static void collect(int v, int size, Pips chosen, int min, int max, List<Pips> out) {
    if (v > 6) {
      if (size >= min) {
        out.add(chosen);
      }
      return;
    }
    Pips next = chosen;
    for (int n = 0; size + n <= max; n++) {
      collect(v + 1, size + n, next, min, max, out);
      next = next.plus(v);
    }
  }

  /** Each of {@code dice} with each way to have up to 2 of its dice black. */
  private static List<Pips[]> withBlack(List<Pips> dice) {
    List<Pips[]> out = new ArrayList<>();
    for (Pips d : dice) {
      for (Pips b : multisets(0, BLACK)) {
        if (d.contains(b)) {
          out.add(new Pips[] {d, b});
        }
      }
    }
    return out;
  }

  private static final Shapes ARCHIVES;
  private static final Shapes UNIVERSITY;
  private static final Shapes SINGLES;
  private static final Shapes STRAIGHTS;
  private static final Shapes TEMPLE;
  private static final Shapes ILLUMINATI;
  private static final Shapes GALLEON;
  private static final Shapes TOWER;
  private static final Shapes DUMMY_DICE;

  static {
    List<Pips[]> archives = new ArrayList<>();
    for (int v = 1; v <= 6; v++) {
      for (int own = 0; own <= OWN; own++) {
        for (int black = 0; black <= BLACK; black++) {
          if (own + black > 0) {
            archives.add(new Pips[] {Pips.repeat(v, own + black), Pips.repeat(v, black)});
          }
        }
      }
    }
    ARCHIVES = new Shapes(archives);
    List<Pips> singles = multisets(1, 1);
    List<Pips> university = new ArrayList<>(singles);
    university.add(Pips.of(1, 4));
    university.add(Pips.of(2, 3));
    UNIVERSITY = new Shapes(withBlack(university));
    SINGLES = new Shapes(withBlack(singles));
    List<Pips> sets = new ArrayList<>();
    for (int mask = 1; mask < 64; mask++) {
      Pips set = Pips.EMPTY;
      for (int v = 1; v <= 6; v++) {
        if ((mask & (1 << (v - 1))) != 0) {
          set = set.plus(v);
        }
      }
      sets.add(set);
    }
    STRAIGHTS = new Shapes(withBlack(sets));
    TEMPLE = new Shapes(withBlack(List.of(Pips.of(2, 5), Pips.of(1, 6))));
    List<Pips[]> illuminati = new ArrayList<>();
    for (Pips own : multisets(0, OWN)) {
      for (Pips black : multisets(0, BLACK)) {
        if (!own.isEmpty() || !black.isEmpty()) {
          illuminati.add(new Pips[] {own.plus(black), black});
        }
      }
    }
    ILLUMINATI = new Shapes(illuminati);
    // black dice come only from A Little Help, an Illuminati tile: never with the Galleon in play
    List<Pips[]> galleon = new ArrayList<>();
    for (Pips own : multisets(1, OWN)) {
      galleon.add(new Pips[] {own, Pips.EMPTY});
    }
    GALLEON = new Shapes(galleon);
    List<Pips> tower = new ArrayList<>(singles);
    tower.add(Pips.of(1, 6));
    tower.add(Pips.of(2, 5));
    tower.add(Pips.of(3, 4));
    TOWER = new Shapes(withBlack(tower));
    List<Pips[]> dummy = new ArrayList<>();
    for (Pips d : multisets(1, DUMMY)) {
      dummy.add(new Pips[] {d, Pips.EMPTY});
    }
    DUMMY_DICE = new Shapes(dummy);
  }

  /** The catalogues of one components table, cached for the last table seen. */
  private record TileKinds(Components table, Kinds<MapTile> maps, Kinds<Specialist> specialists,
      Kinds<Mission> missions, Kinds<Integer> treasures) {}

  private static volatile TileKinds last;

  static TileKinds tables(GildedCompassOptions options) {
    Components table = options.table();
    TileKinds t = last;
    if (t == null || t.table() != table) {
      t = new TileKinds(table, new Kinds<>(table.maps()), new Kinds<>(table.specialists()),
          new Kinds<>(table.missions()), new Kinds<>(table.sunkenTreasures().sorted()));
      last = t;
    }
    return t;
  }

  /** Most groups (or straights) a building can hold: one per die at the table. */
  static int maxGroups(int players) {
    return (OWN + DUMMY) * players + BLACK;
  }

  /** The targets of a building: -1 (none / a new group) and each group, straight or space. */
  private static int targets(Building building, int players, GildedCompassOptions options) {
    return switch (building) {
      case ARCHIVES, AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> 1 + maxGroups(players);
      case HIDDEN_TEMPLE -> 1 + Math.max(4, options.table().templeSpaces().size());
      default -> 1;
    };
  }

  /** The Will to Win selectors of a building (0 = none; see {@code Place.willToWin}). */
  private static int selectors(Building building) {
    return switch (building) {
      case ARCHIVES -> 2;
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> 3;
      case ILLUMINATI, SUNKEN_GALLEON -> 7;
      default -> 1;
    };
  }

  private static Shapes shapes(Building building) {
    return switch (building) {
      case ARCHIVES -> ARCHIVES;
      case UNIVERSITY -> UNIVERSITY;
      case LIBRARY -> SINGLES;
      case AUCTION_HOUSE, TREASURE_HUNTERS_GUILD -> STRAIGHTS;
      case HIDDEN_TEMPLE -> TEMPLE;
      case ILLUMINATI -> ILLUMINATI;
      case SUNKEN_GALLEON -> GALLEON;
      case TREASURE_TOWER -> TOWER;
    };
  }

  @Override
  public String gameId() {
    return "gilded-compass";
  }

  @Override
  public List<GildedCompassAction> actionSpace(GildedCompassOptions options, int players) {
    return codec(options, players).asList();
  }

  @Override
  public ActionCodec<GildedCompassAction> codec(GildedCompassOptions options, int players) {
    TileKinds t = tables(options);
    int groups = maxGroups(players);
    int hosts = options.table().maps().size() + options.table().missions().size();
    ActionCodec.Builder<GildedCompassAction> b = ActionCodec.builder();
    b.single("UseLittleHelp", GildedCompassAction.USE_LITTLE_HELP)
        .single("UseTimelessGift", GildedCompassAction.USE_TIMELESS_GIFT)
        .single("Decline", GildedCompassAction.DECLINE)
        .single("Reroll", GildedCompassAction.REROLL)
        .single("EndTurn", GildedCompassAction.END_TURN)
        .single("LeaveUnassigned", GildedCompassAction.LEAVE_UNASSIGNED)
        .block("UseAlly(group)", UseAlly.class, groups, a -> a.group(), UseAlly::new)
        .block("MarkReroll(kind,value)", MarkReroll.class, 18,
            a -> ActionCodec.radix(new int[] {a.kind().ordinal(), a.value() - 1}, new int[] {3, 6}),
            i -> MarkReroll.of(DieKind.values()[i / 6], i % 6 + 1))
        .radices(3, 6)
        .block("Persuade(kind,from,to)", Persuade.class, 108,
            a -> ActionCodec.radix(new int[] {a.kind().ordinal(), a.from() - 1, a.to() - 1}, new int[] {3, 6, 6}),
            i -> new Persuade(DieKind.values()[i / 36], i / 6 % 6 + 1, i % 6 + 1))
        .radices(3, 6, 6)
        .block("PersuadeSecond(kind,from,to)", PersuadeSecond.class, 108,
            a -> ActionCodec.radix(new int[] {a.kind().ordinal(), a.from() - 1, a.to() - 1}, new int[] {3, 6, 6}),
            i -> new PersuadeSecond(DieKind.values()[i / 36], i / 6 % 6 + 1, i % 6 + 1))
        .radices(3, 6, 6);
    for (Building building : Building.values()) {
      Shapes shapes = shapes(building);
      int[] radices = {shapes.size(), targets(building, players, options), selectors(building)};
      b.block("Place " + building + "(dice+black,target+1,willToWin)", Place.class,
          radices[0] * radices[1] * radices[2],
          a -> a.building() != building ? -1
              : digits(shapes.indexOf(a.dice(), a.black()), a.target() + 1, a.willToWin(), radices),
          i -> {
            int[] d = ActionCodec.digits(i, radices);
            return new Place(building, new Pips(shapes.dice[d[0]]), new Pips(shapes.black[d[0]]), d[1] - 1, d[2]);
          })
          .radices(radices);
    }
    for (Building building : Building.values()) {
      int[] radices = {DUMMY_DICE.size(), targets(building, players, options), selectors(building)};
      b.block("PlaceDummy " + building + "(dice,target+1,willToWin)", PlaceDummy.class,
          radices[0] * radices[1] * radices[2],
          a -> a.building() != building ? -1
              : digits(DUMMY_DICE.indexOf(a.dice(), Pips.EMPTY), a.target() + 1, a.willToWin(), radices),
          i -> {
            int[] d = ActionCodec.digits(i, radices);
            return new PlaceDummy(building, new Pips(DUMMY_DICE.dice[d[0]]), d[1] - 1, d[2]);
          })
          .radices(radices);
    }
    b.block("TakeMap(map)", TakeMap.class, t.maps().size(), a -> t.maps().indexOf(a.map()),
            i -> new TakeMap(t.maps().items().get(i)))
        .block("TakeSpecialist(specialist)", TakeSpecialist.class, t.specialists().size(),
            a -> t.specialists().indexOf(a.specialist()), i -> new TakeSpecialist(t.specialists().items().get(i)))
        .block("KeepArtifact(type)", KeepArtifact.class, ArtifactType.values().length,
            a -> a.artifact() == null ? -1 : a.artifact().ordinal(), i -> new KeepArtifact(ArtifactType.values()[i]))
        .block("KeepMission(mission)", KeepMission.class, t.missions().size(),
            a -> t.missions().indexOf(a.mission()), i -> new KeepMission(t.missions().items().get(i)))
        .block("TakeAbility(ability)", TakeAbility.class, Ability.values().length,
            a -> a.ability() == null ? -1 : a.ability().ordinal(), i -> new TakeAbility(Ability.values()[i]))
        .block("KeepTreasure(value)", KeepTreasure.class, t.treasures().size(),
            a -> t.treasures().indexOf(a.value()), i -> new KeepTreasure(t.treasures().items().get(i)))
        .block("AssignSpecialist(host,item)", AssignSpecialist.class, hosts * 3,
            a -> a.item() == null || a.host() < 0 || a.host() >= hosts ? -1 : a.host() * 3 + a.item().ordinal(),
            i -> new AssignSpecialist(i / 3, ItemChoice.values()[i % 3]))
        .radices(hosts, 3);
    return b.build();
  }

  private static int digits(int shape, int target, int willToWin, int[] radices) {
    return shape < 0 ? -1 : ActionCodec.radix(new int[] {shape, target, willToWin}, radices);
  }

  private static final int REGIONS = Region.values().length;
  private static final int ARTIFACT_TYPES = ArtifactType.values().length;
  private static final int ABILITIES = Ability.values().length;
  private static final int MISSION_KINDS = MissionKind.values().length;
  /** Order of the Gilded Compass seats at most five. */
  private static final int MAX_SEATS = 5;
  /** The slice names of each relative seat, built once (a hot path). */
  private static final String[][] SEAT_NAMES = ObservationWriter.perSeat(MAX_SEATS, "seat #", "seat # maps",
      "seat # specialists", "seat # artifacts", "seat # abilities", "seat # treasure value");

  private static final Class<?>[] PHASES = {Phase.LittleHelpOffer.class, Phase.Turn.class,
      Phase.TimelessGiftOffer.class, Phase.AllyOffer.class, Phase.ChooseArtifacts.class, Phase.ChooseMission.class,
      Phase.ChooseMap.class, Phase.ChooseAbility.class, Phase.ChooseTreasures.class, Phase.ChooseSpecialist.class,
      Phase.Assigning.class, Phase.GameOver.class};

  /**
   * P is the number of seats; seats are relative (block 0 the observer, 1 the next seat in turn
   * order); an owner slot is a relative seat 0..P-1 or P for the dummy. Kmap, Kspec are the distinct
   * maps and specialists of the components table. Counts are raw, other numbers scaled.
   * <ul>
   *   <li>{@code round} /6; {@code phase} [12] one-hot (LittleHelpOffer, Turn, TimelessGiftOffer,
   *       AllyOffer, ChooseArtifacts, ChooseMission, ChooseMap, ChooseAbility, ChooseTreasures,
   *       ChooseSpecialist, Assigning, GameOver); {@code toDecide} [P] relative seat; {@code startSeat} [P];
   *       {@code endTriggered}, {@code dummy} [1 each]; {@code buildings} [9] the buildings in play
   *   <li>turn (zeros outside a turn): {@code hand own/black/dummy} [6 each] dice per value;
   *       {@code marked own/black/dummy} [6 each]; {@code extraTurn}, {@code placedOwn}, {@code placedDummy},
   *       {@code persuaded} [1 each]; {@code keep} [1] tiles still to keep in a choice
   *   <li>board: {@code maps} [Kmap] display counts; {@code archives dice}, {@code archives groups}
   *       [(P+1)*6] per owner slot and value; {@code specialists} [Kspec]; {@code university} [(P+2)*(P+3)]
   *       per entrance owner one-hot (P+1) and value/6; {@code library} [P+1] dice per owner slot;
   *       {@code straights} [(P+1)*7] per owner slot the straights and the dice of each value;
   *       {@code temple} [4*(P+3)] per space owner one-hot, pair 2+5, pair 1+6; {@code abilities} [5];
   *       {@code illuminati}, {@code galleon} [(P+1)*6] dice per owner slot and value;
   *       {@code tower} [6*(P+2)] per slot (left floors 1-3, right floors 1-3) owner one-hot and value/6
   *   <li>for each relative seat i: {@code seat i} [16] counts: tokens, own/black/dummy dice, maps,
   *       specialists, artifacts, abilities, treasures, collection, missions, items, treasures drawn,
   *       chalices bronze/silver/gold; {@code seat i maps} [7] per region; {@code seat i specialists}
   *       [12] per region and type; {@code seat i artifacts} [7]; {@code seat i abilities} [5];
   *       {@code seat i treasure value} [1] /10
   *   <li>the observer's own hidden tiles: {@code collection favourite/second} [7 each]; {@code missions} [16]
   *       per kind; {@code items} [14] per region and type; {@code chalice value} [1] /10;
   *       {@code drawn treasures} [1] value /10; {@code artifactsInHand} [7]; {@code missionsInHand} [16];
   *       {@code knownMissions} [16] others' missions it knows; {@code knownDiscards} [1] count, {@code knownDiscards value} [1] /10
   *   <li>{@code supply} [14]: the stack sizes /40 (maps, specialists, artifacts, artifacts drawn, collections,
   *       missions, missions drawn, items, abilities, treasures, treasure discards, 3 chalice stacks)
   * </ul>
   */
  @Override
  public void observe(GildedCompassView view, ObservationWriter out) {
    TileKinds t = tables(view.options());
    int p = view.players().size();
    int observer = view.observer();
    Phase phase = view.phase();
    out.scaled("round", view.round().number(), 6);
    int kind = -1;
    for (int i = 0; i < PHASES.length; i++) {
      if (PHASES[i].isInstance(phase)) {
        kind = i;
      }
    }
    out.oneHot("phase", kind, PHASES.length);
    out.oneHot("toDecide", relative(phase.seat(), observer, p), p);
    out.oneHot("startSeat", relative(view.round().startSeat(), observer, p), p);
    out.flag("endTriggered", view.round().endTriggered());
    out.flag("dummy", view.dummy());
    List<Building> inPlay = new ArrayList<>(List.of(Building.ARCHIVES, Building.UNIVERSITY, Building.LIBRARY));
    inPlay.add(view.bBuilding());
    view.cBuilding().forEach(inPlay::add);
    out.members("buildings", inPlay, Building.values().length);

    Phase.Turn turn = phase instanceof Phase.Turn tt ? tt : null;
    out.vector("hand own", counts(turn == null ? Pips.EMPTY : turn.own()), 1);
    out.vector("hand black", counts(turn == null ? Pips.EMPTY : turn.black()), 1);
    out.vector("hand dummy", counts(turn == null ? Pips.EMPTY : turn.dummy()), 1);
    out.vector("marked own", counts(turn == null ? Pips.EMPTY : turn.marked().own()), 1);
    out.vector("marked black", counts(turn == null ? Pips.EMPTY : turn.marked().black()), 1);
    out.vector("marked dummy", counts(turn == null ? Pips.EMPTY : turn.marked().dummy()), 1);
    out.flag("extraTurn", turn != null && turn.extra());
    out.flag("placedOwn", turn != null && turn.placedOwn());
    out.flag("placedDummy", turn != null && turn.placedDummy());
    out.flag("persuaded", turn != null && turn.persuaded().isDefined());
    int keep = switch (phase) {
      case Phase.ChooseArtifacts c -> c.keep();
      case Phase.ChooseTreasures c -> c.keep();
      default -> 0;
    };
    out.scalar("keep", keep);

    GildedCompassView.BoardView board = view.board();
    out.vector("maps", t.maps().counts(board.maps()), 1);
    int slots = p + 1;
    int[] archiveDice = new int[slots * 6];
    int[] archiveGroups = new int[slots * 6];
    for (ArchivesGroup g : board.archives()) {
      int o = owner(g.owner(), observer, p);
      if (o >= 0) {
        archiveDice[o * 6 + g.value() - 1] += g.size();
        archiveGroups[o * 6 + g.value() - 1]++;
      }
    }
    out.vector("archives dice", archiveDice, 1);
    out.vector("archives groups", archiveGroups, 1);
    out.vector("specialists", t.specialists().counts(board.specialists()), 1);
    float[] university = new float[(p + 2) * (slots + 1)];
    for (int e = 0; e < Math.min(p + 2, board.university().size()); e++) {
      Die die = board.university().get(e);
      int o = owner(die.owner(), observer, p);
      if (o >= 0) {
        university[e * (slots + 1) + o] = 1;
        university[e * (slots + 1) + slots] = die.value() / 6f;
      }
    }
    floats(out, "university", university);
    int[] library = new int[slots];
    for (int s = 0; s < Math.min(p, board.library().size()); s++) {
      library[relative(s, observer, p)] = board.library().get(s);
    }
    library[p] = board.libraryDummy();
    out.vector("library", library, 1);
    int[] straights = new int[slots * 7];
    for (Straight st : board.straights()) {
      int o = owner(st.owner(), observer, p);
      if (o >= 0) {
        straights[o * 7]++;
        for (int v = st.low(); v <= st.high(); v++) {
          straights[o * 7 + v]++;
        }
      }
    }
    out.vector("straights", straights, 1);
    int[] temple = new int[4 * (slots + 2)];
    for (int s = 0; s < Math.min(4, board.temple().size()); s++) {
      GildedCompassView.TempleSpaceView space = board.temple().get(s);
      int o = owner(space.owner(), observer, p);
      if (o >= 0) {
        temple[s * (slots + 2) + o] = 1;
        temple[s * (slots + 2) + slots + (space.lowerDie() == 2 ? 0 : 1)] = 1;
      }
    }
    out.vector("temple", temple, 1);
    out.members("abilities", board.abilities(), ABILITIES);
    out.vector("illuminati", groups(board.illuminati(), observer, p), 1);
    out.vector("galleon", groups(board.galleon(), observer, p), 1);
    float[] tower = new float[6 * (slots + 1)];
    for (int s = 0; s < Math.min(6, board.tower().size()); s++) {
      Die die = board.tower().get(s);
      int o = owner(die.owner(), observer, p);
      if (o >= 0) {
        tower[s * (slots + 1) + o] = 1;
        tower[s * (slots + 1) + slots] = die.value() / 6f;
      }
    }
    floats(out, "tower", tower);

    for (int i = 0; i < p; i++) {
      PlayerView pv = view.players().get((observer + i) % p);
      String[] names = SEAT_NAMES[i];
      int treasureSum = pv.treasures().sum().intValue();
      int[] backs = new int[3];
      pv.chaliceBacks().forEach(c -> backs[c.ordinal()]++);
      out.vector(names[0], new int[] {pv.tokens(), pv.ownDice(), pv.blackDice(), pv.dummyDice(), pv.maps().size(),
          pv.specialists().size(), pv.artifacts().size(), pv.abilities().size(), pv.treasures().size(),
          pv.hasCollection() ? 1 : 0, pv.missionCount(), pv.itemCount(), pv.drawnTreasureCount(),
          backs[0], backs[1], backs[2]}, 1);
      int[] regions = new int[REGIONS];
      pv.maps().forEach(m -> regions[m.region().ordinal()]++);
      out.vector(names[1], regions, 1);
      int[] classes = new int[REGIONS * 2 - 2];
      pv.specialists().forEach(s -> {
        int c = s.classIndex();
        if (c < classes.length) {
          classes[c]++;
        }
      });
      out.vector(names[2], classes, 1);
      out.members(names[3], pv.artifacts(), ARTIFACT_TYPES);
      out.members(names[4], pv.abilities(), ABILITIES);
      out.scaled(names[5], treasureSum, 10);
    }

    PlayerView me = view.players().get(observer);
    int favourite = me.collection().map(c -> c.favourite().ordinal()).getOrElse(-1);
    int second = me.collection().map(c -> c.second().ordinal()).getOrElse(-1);
    out.oneHot("collection favourite", favourite, ARTIFACT_TYPES);
    out.oneHot("collection second", second, ARTIFACT_TYPES);
    out.vector("missions", missionKinds(me.missions().getOrElse(io.vavr.collection.Vector.empty())), 1);
    int[] items = new int[REGIONS * 2];
    for (MagicItem item : me.items().getOrElse(io.vavr.collection.Vector.empty())) {
      items[item.region().ordinal() * 2 + item.type().ordinal()]++;
    }
    out.vector("items", items, 1);
    int chalices = 0;
    for (Chalice c : me.chalices().getOrElse(io.vavr.collection.Vector.empty())) {
      chalices += c.value();
    }
    out.scaled("chalice value", chalices, 10);
    out.scaled("drawn treasures", me.drawnTreasures().map(v -> v.sum().intValue()).getOrElse(0), 10);
    out.members("artifactsInHand", view.artifactsInHand(), ARTIFACT_TYPES);
    out.vector("missionsInHand", missionKinds(view.missionsInHand()), 1);
    out.vector("knownMissions", missionKinds(view.knownMissions().map(GildedCompassView.KnownMission::mission)), 1);
    out.scalar("knownDiscards", view.knownDiscards().size());
    out.scaled("knownDiscards value", view.knownDiscards().sum().intValue(), 10);
    GildedCompassView.SupplyView s = view.supply();
    int[] chaliceStacks = new int[3];
    for (int i = 0; i < Math.min(3, s.chaliceStacks().size()); i++) {
      chaliceStacks[i] = s.chaliceStacks().get(i);
    }
    out.vector("supply", new int[] {s.mapStack(), s.specialistStack(), s.artifactStack(), s.artifactsDrawn(),
        s.collectionBox(), s.missionStack(), s.missionsDrawn(), s.itemStack(), s.abilityStack(), s.treasureStack(),
        s.treasureDiscard(), chaliceStacks[0], chaliceStacks[1], chaliceStacks[2]}, 40);
  }

  private static int[] counts(Pips dice) {
    int[] c = new int[6];
    for (int v = 1; v <= 6; v++) {
      c[v - 1] = dice.count(v);
    }
    return c;
  }

  private static int[] missionKinds(Iterable<Mission> missions) {
    int[] c = new int[MISSION_KINDS];
    for (Mission m : missions) {
      c[m.kind().ordinal()]++;
    }
    return c;
  }

  private static int[] groups(io.vavr.collection.Vector<DiceGroup> groups, int observer, int p) {
    int[] c = new int[(p + 1) * 6];
    for (DiceGroup g : groups) {
      int o = owner(g.owner(), observer, p);
      if (o >= 0) {
        for (int v = 1; v <= 6; v++) {
          c[o * 6 + v - 1] += g.dice().count(v);
        }
      }
    }
    return c;
  }

  private static void floats(ObservationWriter out, String name, float[] values) {
    int[] scaled = new int[values.length];
    for (int i = 0; i < values.length; i++) {
      scaled[i] = Math.round(values[i] * 6);
    }
    out.vector(name, scaled, 6);
  }

  /** An owner as an owner slot: relative seat, P for the dummy, -1 for nobody. */
  static int owner(int owner, int observer, int players) {
    if (owner == -1) {
      return players;
    }
    return owner < 0 ? -1 : relative(owner, observer, players);
  }

  static int relative(int seat, int observer, int players) {
    return seat < 0 ? -1 : Math.floorMod(seat - observer, players);
  }
}
