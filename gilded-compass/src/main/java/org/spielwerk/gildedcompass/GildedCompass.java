package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Listing;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Require;
import org.spielwerk.core.Rng;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.gildedcompass.GildedCompassAction.AssignSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.Decline;
import org.spielwerk.gildedcompass.GildedCompassAction.EndTurn;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepArtifact;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepMission;
import org.spielwerk.gildedcompass.GildedCompassAction.KeepTreasure;
import org.spielwerk.gildedcompass.GildedCompassAction.LeaveUnassigned;
import org.spielwerk.gildedcompass.GildedCompassAction.MarkReroll;
import org.spielwerk.gildedcompass.GildedCompassAction.Persuade;
import org.spielwerk.gildedcompass.GildedCompassAction.PersuadeSecond;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.GildedCompassAction.PlaceDummy;
import org.spielwerk.gildedcompass.GildedCompassAction.Reroll;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeAbility;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeMap;
import org.spielwerk.gildedcompass.GildedCompassAction.TakeSpecialist;
import org.spielwerk.gildedcompass.GildedCompassAction.UseAlly;
import org.spielwerk.gildedcompass.GildedCompassAction.UseLittleHelp;
import org.spielwerk.gildedcompass.GildedCompassAction.UseTimelessGift;
import org.spielwerk.gildedcompass.GildedCompassEvent.CollectionDealt;
import org.spielwerk.gildedcompass.GildedCompassEvent.GameStarted;
import org.spielwerk.gildedcompass.GildedCompassOptions.SmallGameVariant;
import org.spielwerk.gildedcompass.Phase.AllyOffer;
import org.spielwerk.gildedcompass.Phase.Assigning;
import org.spielwerk.gildedcompass.Phase.ChooseAbility;
import org.spielwerk.gildedcompass.Phase.ChooseArtifacts;
import org.spielwerk.gildedcompass.Phase.ChooseMap;
import org.spielwerk.gildedcompass.Phase.ChooseMission;
import org.spielwerk.gildedcompass.Phase.ChooseSpecialist;
import org.spielwerk.gildedcompass.Phase.ChooseTreasures;
import org.spielwerk.gildedcompass.Phase.DieKind;
import org.spielwerk.gildedcompass.Phase.GameOver;
import org.spielwerk.gildedcompass.Phase.LittleHelpOffer;
import org.spielwerk.gildedcompass.Phase.TimelessGiftOffer;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;

/**
 * Order of the Gilded Compass (Allers and Eisenstein, Grey Fox Games 2016): dice placement for 2-5
 * players, following the spec {@code gilded-compass.md} and its German seed (Yucata's rules). The
 * game object is stateless and thread-safe; positions are {@link GildedCompassState} values.
 *
 * <p>A game between bots, from setup to the end (compiled and run by the module's tests):
 * {@snippet file="org/spielwerk/gildedcompass/JavadocExamplesTest.java" region="play"}
 */
public final class GildedCompass implements Game<GildedCompassState, GildedCompassAction, GildedCompassEvent,
    GildedCompassView, GildedCompassOptions> {

  /** The id the tools know the game by. */
  public static final String ID = "gilded-compass";

  /** No game lasts longer (see the package documentation for the estimate). */
  public static final int MAX_ACTIONS = 10_000;

  private static final GameInfo INFO = new GameInfo(ID, "Order of the Gilded Compass", 2, 5, MAX_ACTIONS);

  private static final DieKind[] KINDS = DieKind.values();
  private static final DieKind[] OWN_AND_BLACK = {DieKind.OWN, DieKind.BLACK};

  /** Building order for listing placements: the layout's resolution order (§4), the Library last. */
  private static final Building[] ORDER = {Building.AUCTION_HOUSE, Building.TREASURE_HUNTERS_GUILD,
      Building.ARCHIVES, Building.HIDDEN_TEMPLE, Building.ILLUMINATI, Building.SUNKEN_GALLEON,
      Building.TREASURE_TOWER, Building.UNIVERSITY, Building.LIBRARY};

  @Override
  public GameInfo info() {
    return INFO;
  }

  @Override
  public Types<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView, GildedCompassOptions> types() {
    return new Types<>(GildedCompassState.class, GildedCompassAction.class, GildedCompassEvent.class,
        GildedCompassView.class, GildedCompassOptions.class);
  }

  @Override
  public GildedCompassOptions defaultOptions() {
    return GildedCompassOptions.YUCATA;
  }

  @Override
  public Map<String, GildedCompassOptions> presets() {
    Map<String, GildedCompassOptions> presets = new LinkedHashMap<>();
    presets.put("YUCATA", GildedCompassOptions.YUCATA);
    presets.put("PRINTED", GildedCompassOptions.PRINTED);
    presets.put("YUCATA_AUTO_ASSIGN", GildedCompassOptions.YUCATA_AUTO_ASSIGN);
    return presets;
  }

  // ---------------------------------------------------------------- setup (§2)

  @Override
  public GildedCompassState setup(GildedCompassOptions options, int players, long seed) {
    return setup(options, players, seed, EventSink.ignore());
  }

  /** {@link #setup} with the events of the setup and of the first round start (none when {@code events} is null). */
  public GildedCompassState setupWithEvents(GildedCompassOptions options, int players, long seed,
      List<GildedCompassEvent> events) {
    return setup(options, players, seed, events == null ? EventSink.ignore() : EventSink.into(events));
  }

  private GildedCompassState setup(GildedCompassOptions options, int players, long seed,
      EventSink<GildedCompassEvent> events) {
    Require.nonNull(options, "options");
    INFO.checkPlayers(players);
    options.check(players);
    RandomSource random = Rng.seeded(seed).source();
    Components table = options.table();
    Building b = options.bBuilding().getOrElse(() -> Building.B[random.nextInt(Building.B.length)]);
    boolean small = players <= 3;
    boolean dummy = small && options.smallGameVariant() == SmallGameVariant.DUMMY;
    Option<Building> c = small && options.smallGameVariant() == SmallGameVariant.FEWER_BUILDINGS ? Option.none()
        : Option.some(options.cBuilding().getOrElse(() -> Building.C[random.nextInt(Building.C.length)]));
    int start = options.startSeat() >= 0 ? options.startSeat() : random.nextInt(players);

    Vector<Player> seats = Vector.fill(players, Player.initial());
    Vector<PrivateCollection> collectionBox = Vector.empty();
    Vector<ArtifactType> artifacts = Vector.empty();
    if (b == Building.AUCTION_HOUSE) {
      Vector<PrivateCollection> collections = random.shuffleToVector(table.privateCollections());
      for (int seat = 0; seat < players; seat++) {
        seats = SmallVectors.update(seats, seat, seats.get(seat).withCollection(Option.some(collections.get(seat))));
      }
      collectionBox = collections.drop(players);
      artifacts = random.shuffleToVector(table.artifacts()
          .appendAll(options.covetedArtifacts() ? table.covetedArtifacts() : Vector.empty()));
    }
    Vector<Mission> missionStack = Vector.empty();
    Vector<Mission> missionBox = Vector.empty();
    if (b == Building.TREASURE_HUNTERS_GUILD) {
      // missions of C buildings not in play are removed (§2 step 7)
      missionBox = table.missions().filter(m -> m.kind().needs() != null && !c.contains(m.kind().needs()));
      missionStack = random.shuffleToVector(table.missions().filter(m -> m.kind().needs() == null || c.contains(m.kind().needs())));
    }
    Vector<Tiles.MagicItem> items = c.contains(Building.HIDDEN_TEMPLE)
        ? random.shuffleToVector(table.magicItems().appendAll(options.toolsOfPower() ? table.toolsOfPower() : Vector.empty()))
        : Vector.empty();
    Vector<Ability> abilities = c.contains(Building.ILLUMINATI)
        ? random.shuffleToVector(table.abilities().appendAll(options.allyOnTheInside() ? table.allies() : Vector.empty()))
        : Vector.empty();
    Vector<Integer> treasures = c.contains(Building.SUNKEN_GALLEON) ? random.shuffleToVector(table.sunkenTreasures())
        : Vector.empty();
    Vector<Vector<Chalice>> chaliceStacks = Vector.fill(3, Vector.empty());
    Vector<Chalice> chaliceBox = Vector.empty();
    if (c.contains(Building.TREASURE_TOWER)) {
      for (ChaliceBack back : ChaliceBack.values()) {
        Vector<Chalice> stack = random.shuffleToVector(table.chalices().filter(ch -> ch.back() == back));
        if (options.chaliceFragments()) {
          // 2 random chalices of each back leave unseen; that back's 2 fragments are shuffled in (§10.4)
          chaliceBox = chaliceBox.appendAll(stack.take(2));
          stack = random.shuffleToVector(stack.drop(2).appendAll(table.chaliceFragments().filter(ch -> ch.back() == back)));
        }
        chaliceStacks = SmallVectors.update(chaliceStacks, back.ordinal(), stack);
      }
    }
    // the maps are shuffled before the specialists, as always: the draws decide the stacks
    Supply supply = new SupplyBuilder().from(Supply.EMPTY)
        .mapStack(random.shuffleToVector(table.maps()))
        .specialistStack(random.shuffleToVector(table.specialists()))
        .artifactStack(artifacts).collectionBox(collectionBox)
        .missionStack(missionStack).missionBox(missionBox)
        .itemStack(items).abilityStack(abilities).treasureStack(treasures)
        .chaliceStacks(chaliceStacks).chaliceBox(chaliceBox)
        .build();
    GildedCompassState state = new GildedCompassState(options, b, c, dummy, Round.start(0, start, players),
        new GameOver(), seats, Board.empty(players), supply, Vector.empty(), Vector.empty(), random.toRng());
    events.add(new GameStarted(players, b, c, dummy, start));
    for (int seat = 0; seat < players; seat++) {
      if (seats.get(seat).collection().isDefined()) {
        events.add(new CollectionDealt(seat, seats.get(seat).collection().get()));
      }
    }
    return Turns.startRound(state, 1, start, events);
  }

  // ---------------------------------------------------------------- status and actions

  @Override
  public Status status(GildedCompassState state) {
    Require.nonNull(state, "state");
    if (state.phase() instanceof GameOver) {
      List<Integer> gold = state.scores().map(ScoreSheet::total).asJava();
      return new Status.Finished(new Outcome(gold, Endgame.ranks(state.scores()).asJava()));
    }
    return new Status.ToMove(state.phase().seat());
  }

  @Override
  public List<GildedCompassAction> legalActions(GildedCompassState s) {
    Require.nonNull(s, "state");
    return java.util.Collections.unmodifiableList(listActions(s));
  }

  /** The legal actions, in the order {@link #legalActions} gives them. */
  static List<GildedCompassAction> listActions(GildedCompassState s) {
    List<GildedCompassAction> out = new ArrayList<>(capacity(s));
    switch (s.phase()) {
      case LittleHelpOffer o -> {
        return LITTLE_HELP_CHOICES;
      }
      case Turn turn -> turnActions(s, turn, out);
      case TimelessGiftOffer o -> {
        return TIMELESS_GIFT_CHOICES;
      }
      case AllyOffer o -> {
        for (int r = 1; r < o.ranking().size(); r++) {
          int group = o.ranking().get(r);
          if (s.board().archives().get(group).owner() == o.seat()) {
            out.add(new UseAlly(group));
          }
        }
        out.add(GildedCompassAction.DECLINE);
      }
      case ChooseArtifacts o -> {
        Vector<ArtifactType> drawn = s.supply().artifactsDrawn();
        for (int i = 0; i < drawn.size(); i++) {
          if (firstOfItsKind(drawn, i)) {
            out.add(new KeepArtifact(drawn.get(i)));
          }
        }
      }
      case ChooseMission o -> {
        Vector<Mission> drawn = s.supply().missionsDrawn();
        for (int i = 0; i < drawn.size(); i++) {
          if (firstOfItsKind(drawn, i)) {
            out.add(new KeepMission(drawn.get(i)));
          }
        }
      }
      case ChooseMap o -> {
        Vector<Tiles.MapTile> maps = s.board().maps();
        for (int i = 0; i < maps.size(); i++) {
          if (firstOfItsKind(maps, i)) {
            out.add(new TakeMap(maps.get(i)));
          }
        }
      }
      case ChooseAbility o -> {
        Vector<Ability> abilities = s.board().abilities();
        for (int i = 0; i < abilities.size(); i++) {
          if (firstOfItsKind(abilities, i)) {
            out.add(new TakeAbility(abilities.get(i)));
          }
        }
      }
      case ChooseTreasures o -> {
        Vector<Integer> drawn = s.player(o.seat()).drawnTreasures();
        for (int i = 0; i < drawn.size(); i++) {
          if (firstOfItsKind(drawn, i)) {
            out.add(new KeepTreasure(drawn.get(i)));
          }
        }
      }
      case ChooseSpecialist o -> {
        Vector<Tiles.Specialist> specialists = s.board().specialists();
        for (int i = 0; i < specialists.size(); i++) {
          if (firstOfItsKind(specialists, i)) {
            out.add(new TakeSpecialist(specialists.get(i)));
          }
        }
      }
      case Assigning o -> {
        out.addAll(Endgame.choices(AssignmentProblem.of(s.player(o.seat()), s.options()), o.partial()));
        out.add(GildedCompassAction.LEAVE_UNASSIGNED);
      }
      case GameOver o -> {
      }
    }
    return out;
  }

  /**
   * A listing's first capacity, from how long such listings are in random 2-player games (2,000 games
   * of the default options): a fresh turn of a seat with tokens lists 25 actions on average (more than
   * 40 in one of six, more than 48 in one of fourteen), without tokens 16 (more than 40 in one of 28),
   * a turn after a placement 9 (more than 16 in one of seven, more than 20 in one of eight), a turn
   * with dice marked 2.4, every other decision 2-4.
   */
  private static int capacity(GildedCompassState s) {
    if (s.phase() instanceof Turn turn) {
      return turn.placedAny() ? 20 : !turn.marked().isEmpty() ? 8 : s.player(turn.seat()).tokens() > 0 ? 48 : 40;
    }
    return 8;
  }

  private static final List<GildedCompassAction> LITTLE_HELP_CHOICES =
      List.of(GildedCompassAction.USE_LITTLE_HELP, GildedCompassAction.DECLINE);
  private static final List<GildedCompassAction> TIMELESS_GIFT_CHOICES =
      List.of(GildedCompassAction.USE_TIMELESS_GIFT, GildedCompassAction.DECLINE);

  /** Whether the tile at {@code i} is the first of the equal ones: identical tiles are one choice. */
  private static <T> boolean firstOfItsKind(Vector<T> tiles, int i) {
    T tile = tiles.get(i);
    for (int j = 0; j < i; j++) {
      if (java.util.Objects.equals(tiles.get(j), tile)) {
        return false;
      }
    }
    return true;
  }

  private static void turnActions(GildedCompassState s, Turn turn, List<GildedCompassAction> out) {
    turnActions(s, turn, out, true);
  }

  /**
   * The actions of a turn; {@code tables} false lists every placement through the candidates and the
   * full rules of {@code Turns}, the definition {@link PlacementListing}'s faster listing is tested against.
   */
  static void turnActions(GildedCompassState s, Turn turn, List<GildedCompassAction> out, boolean tables) {
    Player p = s.player(turn.seat());
    if (!turn.marked().isEmpty()) {
      marks(s, turn, out);
      out.add(GildedCompassAction.REROLL);
      return;
    }
    boolean willToWin = p.has(Ability.WILL_TO_WIN);
    int inPlay = inPlay(s);
    PlacementListing listing = null;
    if (!turn.placedOwn()) {
      Pips hand = turn.own().plus(turn.black());
      boolean noBlack = turn.black().isEmpty();
      int libraryDie = s.options().libraryLowestDie() ? turn.own().lowest() : 0;
      Placements placements = null;
      List<GildedCompassAction> dice = null;
      for (Building building : ORDER) {
        if ((inPlay & 1 << building.ordinal()) == 0) {
          continue;
        }
        boolean wtw = willToWin && Placement.willToWinWorks(s, building);
        if (tables) {
          if (listing == null) {
            listing = new PlacementListing(s, turn.seat());
          }
          if (noBlack) {
            listing.list(building, turn.seat(), hand, 99, wtw, libraryDie, out);
          } else {
            // the building's rule sees the dice, not which are black: list the dice, then their splits
            if (dice == null) {
              dice = new ArrayList<>(16); // one per listing, emptied for each building
            } else {
              dice.clear();
            }
            listing.list(building, turn.seat(), hand, 99, wtw, 0, dice);
            for (GildedCompassAction listed : dice) {
              Place place = (Place) listed;
              blackSplits(s, turn, building, place.dice(), 1, Pips.EMPTY, place.target(), place.willToWin(), out);
            }
          }
          continue;
        }
        if (placements == null) {
          placements = new Placements(s, turn, false, out);
        }
        placements.building = building;
        Placement.candidates(s, turn.seat(), building, hand, 99, wtw, placements);
      }
    }
    if (!turn.placedDummy() && !turn.dummy().isEmpty()) {
      boolean dummyWillToWin = willToWin && s.options().dummyAbilities();
      int libraryDie = s.options().dummyLibraryBan() ? -1
          : s.options().libraryLowestDie() ? turn.dummy().lowest() : 0;
      Placements placements = null;
      for (Building building : ORDER) {
        if ((inPlay & 1 << building.ordinal()) == 0) {
          continue;
        }
        boolean wtw = dummyWillToWin && Placement.willToWinWorks(s, building);
        if (tables) {
          if (listing == null) {
            listing = new PlacementListing(s, turn.seat());
          }
          listing.list(building, Owner.DUMMY, turn.dummy(), 2, wtw, libraryDie, out);
          continue;
        }
        if (placements == null) {
          placements = new Placements(s, turn, true, out);
        }
        placements.building = building;
        Placement.candidates(s, Owner.DUMMY, building, turn.dummy(), 2, wtw, placements);
      }
      if (turn.placedOwn()) {
        out.add(GildedCompassAction.END_TURN);
      }
    }
    if (turn.placedAny()) {
      return;
    }
    DieKind[] kinds = s.options().dummyAbilities() ? KINDS : OWN_AND_BLACK;
    if (turn.persuaded().isDefined()) {
      persuasions(s, turn, kinds, true, out);
    }
    if (p.has(Ability.PERSUASION)) {
      persuasions(s, turn, kinds, false, out);
    }
    if (p.tokens() > 0) {
      marks(s, turn, out);
    }
  }

  /**
   * The legal ways to take {@code dice}, accepted by the building, from own and black dice: as
   * {@link Placements#blackSplits} in the same order (fewer black dice of a lower value first), with
   * the one rule that depends on which dice are black, YUCATA's lowest die for the Library.
   */
  private static void blackSplits(GildedCompassState s, Turn turn, Building building, Pips dice, int v, Pips black,
      int target, int willToWin, List<GildedCompassAction> out) {
    if (v > 6) {
      if (building == Building.LIBRARY && s.options().libraryLowestDie()
          && dice.lowest() != (black.isEmpty() ? turn.own() : turn.black()).lowest()) {
        return;
      }
      out.add(place(building, dice, black, target, willToWin));
      return;
    }
    int need = dice.count(v);
    int lo = Math.max(0, need - turn.own().count(v));
    int hi = Math.min(need, turn.black().count(v));
    for (int k = lo; k <= hi; k++) {
      blackSplits(s, turn, building, dice, v + 1, k == 0 ? black : black.plus(Pips.repeat(v, k)), target, willToWin,
          out);
    }
  }

  /** The buildings in play as bits by ordinal: {@link GildedCompassState#inPlay} once per listing. */
  private static int inPlay(GildedCompassState s) {
    int bits = 0;
    for (Building building : ORDER) {
      bits |= s.inPlay(building) ? 1 << building.ordinal() : 0;
    }
    return bits;
  }

  /** The dice that may be marked next for a re-roll: in the order of kind, then value (§3.2 step 2). */
  private static void marks(GildedCompassState s, Turn turn, List<GildedCompassAction> out) {
    int last = turn.marked().last();
    int kinds = s.options().rerollDummyDice() ? 3 : 2;
    for (int k = 0; k < kinds; k++) {
      DieKind kind = KINDS[k];
      int hand = turn.hand(kind).bits();
      if (hand == 0) {
        continue;
      }
      int marked = turn.marked().of(kind).bits();
      // from the last mark's place on (6 k + v - 1 >= last), the values with a die not yet marked
      for (int v = Math.max(1, last - 6 * k + 1); v <= 6; v++) {
        int shift = (v - 1) * 4;
        if ((hand >>> shift & 15) > (marked >>> shift & 15)) {
          out.add(MarkReroll.of(kind, v));
        }
      }
    }
  }

  private static void persuasions(GildedCompassState s, Turn turn, DieKind[] kinds, boolean second,
      List<GildedCompassAction> out) {
    for (DieKind kind : kinds) {
      Pips hand = switch (kind) {
        case OWN -> turn.own();
        case BLACK -> turn.black();
        case DUMMY -> turn.dummy();
      };
      for (int from = 1; from <= 6; from++) {
        if (hand.count(from) == 0) {
          continue;
        }
        for (int to = 1; to <= 6; to++) {
          if (to != from && Turns.persuadeViolation(s, turn, kind, from, to, second) == null) {
            out.add(second ? new PersuadeSecond(kind, from, to) : new Persuade(kind, from, to));
          }
        }
      }
    }
  }

  /**
   * Keeps the candidate placements of one building (set before each) that the rules accept, in the
   * candidates' order: the same check as {@link #apply}'s, asked without words for the rejected ones.
   * One object per listing rather than a lambda per building.
   */
  private static final class Placements implements Placement.Sink {
    private final GildedCompassState s;
    private final Turn turn;
    private final boolean dummy;
    private final List<GildedCompassAction> out;
    Building building;

    Placements(GildedCompassState s, Turn turn, boolean dummy, List<GildedCompassAction> out) {
      this.s = s;
      this.turn = turn;
      this.dummy = dummy;
      this.out = out;
    }

    @Override
    public void accept(Pips dice, int target, int willToWin) {
      if (dummy) {
        if (Turns.placeDummyViolation(s, turn, building, dice, target, willToWin, false) == null) {
          out.add(placeDummy(building, dice, target, willToWin));
        }
      } else if (turn.black().isEmpty()) {
        own(dice, Pips.EMPTY, target, willToWin);
      } else {
        blackSplits(dice, 1, Pips.EMPTY, target, willToWin);
      }
    }

    /**
     * Each way to take {@code dice} from own and black dice (which of equal values are black), from
     * value {@code v} on with {@code black} chosen below it: fewer black dice of a lower value first.
     */
    private void blackSplits(Pips dice, int v, Pips black, int target, int willToWin) {
      if (v > 6) {
        own(dice, black, target, willToWin);
        return;
      }
      int need = dice.count(v);
      int lo = Math.max(0, need - turn.own().count(v));
      int hi = Math.min(need, turn.black().count(v));
      for (int k = lo; k <= hi; k++) {
        blackSplits(dice, v + 1, k == 0 ? black : black.plus(Pips.repeat(v, k)), target, willToWin);
      }
    }

    private void own(Pips dice, Pips black, int target, int willToWin) {
      if (Turns.placeViolation(s, turn, building, dice, black, target, willToWin, false) == null) {
        out.add(place(building, dice, black, target, willToWin));
      }
    }
  }

  /**
   * Shared values of the commonest placements, own and dummy: by building and {@link Pips#shape},
   * with no black dice, no target and no Will to Win (actions are values: a shared one equals a new one).
   */
  private static final Place[][] PLACES = new Place[Building.values().length][Pips.SHAPES];
  private static final PlaceDummy[][] DUMMY_PLACES = new PlaceDummy[Building.values().length][Pips.SHAPES];

  static {
    for (Building building : Building.values()) {
      for (int shape = 0; shape < Pips.SHAPES; shape++) {
        PLACES[building.ordinal()][shape] = new Place(building, Pips.ofShape(shape), Pips.EMPTY, -1, 0);
        DUMMY_PLACES[building.ordinal()][shape] = new PlaceDummy(building, Pips.ofShape(shape), -1, 0);
      }
    }
  }

  /** The shared {@code Place} of the dice of a {@link Pips#shape}, without black dice, target or Will to Win. */
  static Place placeOfShape(Building building, int shape) {
    return PLACES[building.ordinal()][shape];
  }

  /** The shared {@code PlaceDummy} of the dice of a {@link Pips#shape}, without target or Will to Win. */
  static PlaceDummy placeDummyOfShape(Building building, int shape) {
    return DUMMY_PLACES[building.ordinal()][shape];
  }

  /** The action {@code new Place(building, dice, black, target, willToWin)}, shared where it is common. */
  static Place place(Building building, Pips dice, Pips black, int target, int willToWin) {
    int shape = black.isEmpty() && target == -1 && willToWin == 0 ? Pips.shape(dice) : -1;
    return shape >= 0 ? PLACES[building.ordinal()][shape] : new Place(building, dice, black, target, willToWin);
  }

  /** The action {@code new PlaceDummy(building, dice, target, willToWin)}, shared where it is common. */
  static PlaceDummy placeDummy(Building building, Pips dice, int target, int willToWin) {
    int shape = target == -1 && willToWin == 0 ? Pips.shape(dice) : -1;
    return shape >= 0 ? DUMMY_PLACES[building.ordinal()][shape] : new PlaceDummy(building, dice, target, willToWin);
  }

  @Override
  public Step<GildedCompassState, GildedCompassEvent> apply(GildedCompassState s, GildedCompassAction action) {
    Require.nonNull(s, "state");
    Require.nonNull(action, "action");
    check(s, action);
    List<GildedCompassEvent> events = new ArrayList<>();
    GildedCompassState next = perform(s, action, EventSink.into(events));
    return new Step<>(next, events);
  }

  /**
   * {@link #apply} without its events: the same check and the same rules, reporting to a sink that
   * ignores them ({@link EventSink#ignore()}), so the new state is the one {@code apply} returns. For
   * playouts, search and simulations, where nobody reads the events.
   */
  @Override
  public GildedCompassState play(GildedCompassState s, GildedCompassAction action) {
    Require.nonNull(s, "state");
    Require.nonNull(action, "action");
    check(s, action);
    return perform(s, action, EventSink.ignore());
  }

  /**
   * {@link #play} of a listed action without its check: this game listed the action for that very state, so it
   * is legal by construction. The check is a fifth of {@code play}'s time in random playouts (the placement's
   * rule asked again over a new board summary).
   */
  // TRICK(plain: play(listing.state(), listing.get(index)); proof: GameContract's playouts, playListed at every step)
  @Override
  public GildedCompassState playListed(Listing<GildedCompassState, GildedCompassAction> listing, int index) {
    Require.nonNull(listing, "listing");
    if (!listing.listedBy(this)) {
      return play(listing.state(), listing.get(index));
    }
    return perform(listing.state(), listing.get(index), EventSink.ignore());
  }

  /** Rejects an illegal action naming the rule ({@link #violation}). */
  private static void check(GildedCompassState s, GildedCompassAction action) {
    Violation violation = violation(s, action);
    if (violation != null) {
      throw violation.exception();
    }
  }

  /** The rule the (non-null) action breaks in this position, or null: the one source of legality. */
  static Violation violation(GildedCompassState s, GildedCompassAction action) {
    Phase phase = s.phase();
    return switch (phase) {
      case GameOver o -> new Violation("End of game (§8)", "the game is over");
      case LittleHelpOffer o -> action instanceof UseLittleHelp || action instanceof Decline ? null
          : new Violation("A Little Help (§6)", wrong(phase));
      case TimelessGiftOffer o -> action instanceof UseTimelessGift || action instanceof Decline ? null
          : new Violation("A Timeless Gift (§3.3)", wrong(phase));
      case AllyOffer o -> switch (action) {
        case Decline d -> null;
        case UseAlly a -> Resolution.allyViolation(s, o, a.group());
        default -> new Violation("Ally on the Inside (§10.2)", wrong(phase));
      };
      case Turn turn -> switch (action) {
        case Place a -> Turns.placeViolation(s, turn, a);
        case PlaceDummy a -> s.dummy() ? Turns.placeDummyViolation(s, turn, a)
            : new Violation("Dummy dice (§7.2)", "no dummy in this game");
        case MarkReroll a -> a.kind() == null ? new Violation("Re-roll (§3.2)", "a kind of die is needed")
            : Turns.markViolation(s, turn, a.kind(), a.value());
        case Reroll a -> Turns.rerollViolation(turn);
        case Persuade a -> a.kind() == null ? new Violation("Persuasion (§6)", "a kind of die is needed")
            : Turns.persuadeViolation(s, turn, a.kind(), a.from(), a.to(), false);
        case PersuadeSecond a -> a.kind() == null ? new Violation("Persuasion (§6)", "a kind of die is needed")
            : Turns.persuadeViolation(s, turn, a.kind(), a.from(), a.to(), true);
        case EndTurn a -> Turns.endTurnViolation(turn);
        default -> new Violation("Turn (§3.2)", wrong(phase));
      };
      case ChooseArtifacts o -> action instanceof KeepArtifact a && s.supply().artifactsDrawn().contains(a.artifact())
          ? null : new Violation("Auction House (§5.4)", "keep one of the artifacts drawn; " + wrong(phase));
      case ChooseMission o -> action instanceof KeepMission a && s.supply().missionsDrawn().contains(a.mission())
          ? null : new Violation("Treasure Hunters' Guild (§5.5)", "keep one of the missions in hand; " + wrong(phase));
      case ChooseMap o -> action instanceof TakeMap a && s.board().maps().contains(a.map())
          ? null : new Violation("Archives (§5.1)", "take a map from the display; " + wrong(phase));
      case ChooseAbility o -> action instanceof TakeAbility a && s.board().abilities().contains(a.ability())
          ? null : new Violation("Illuminati (§5.7)", "take an ability from the display; " + wrong(phase));
      case ChooseTreasures o -> action instanceof KeepTreasure a && s.player(o.seat()).drawnTreasures().contains(a.value())
          ? null : new Violation("Sunken Galleon (§5.8)", "keep one of the treasures drawn this round; " + wrong(phase));
      case ChooseSpecialist o -> action instanceof TakeSpecialist a && s.board().specialists().contains(a.specialist())
          ? null : new Violation("University (§5.2)", "take a specialist from the display; " + wrong(phase));
      case Assigning o -> switch (action) {
        case LeaveUnassigned a -> null;
        case AssignSpecialist a -> Endgame.assignViolation(s, o, a.host(), a.item());
        default -> new Violation("Assignment (§8.1)", wrong(phase));
      };
    };
  }

  /** Which decision is due, for a rejected action (built only then: apply runs this check on every action). */
  private static String wrong(Phase phase) {
    return "it is " + phase.getClass().getSimpleName() + (phase.seat() >= 0 ? " of seat " + phase.seat() : "");
  }

  /** The rules of a checked action; they report what happened to {@code events} ({@link #apply} keeps it, {@link #play} not). */
  static GildedCompassState perform(GildedCompassState s, GildedCompassAction action,
      EventSink<GildedCompassEvent> events) {
    return switch (s.phase()) {
      case LittleHelpOffer o -> action instanceof UseLittleHelp ? Turns.useLittleHelp(s, o.seat(), events)
          : Turns.declineLittleHelp(s, o.seat(), events);
      case TimelessGiftOffer o -> action instanceof UseTimelessGift ? Turns.useTimelessGift(s, o, events)
          : Turns.declineTimelessGift(s, o, events);
      case AllyOffer o -> action instanceof UseAlly a ? Resolution.useAlly(s, o, a.group(), events)
          : Resolution.declineAlly(s, o, events);
      case Turn turn -> switch (action) {
        case Place a -> Turns.place(s, turn, a, events);
        case PlaceDummy a -> Turns.placeDummy(s, turn, a, events);
        case MarkReroll a -> Turns.mark(s, turn, a.kind(), a.value());
        case Reroll a -> Turns.reroll(s, turn, events);
        case Persuade a -> Turns.persuade(s, turn, a.kind(), a.from(), a.to(), false, events);
        case PersuadeSecond a -> Turns.persuade(s, turn, a.kind(), a.from(), a.to(), true, events);
        case EndTurn a -> Turns.endTurn(s, turn, events);
        default -> throw new IllegalActionException("Turn (§3.2)", "not a turn action");
      };
      case ChooseArtifacts o -> Resolution.chooseArtifact(s, o, ((KeepArtifact) action).artifact(), events);
      case ChooseMission o -> Resolution.chooseMission(s, o, ((KeepMission) action).mission(), events);
      case ChooseMap o -> Resolution.chooseMap(s, o, ((TakeMap) action).map(), events);
      case ChooseAbility o -> Resolution.chooseAbility(s, o, ((TakeAbility) action).ability(), events);
      case ChooseTreasures o -> Resolution.chooseTreasure(s, o, ((KeepTreasure) action).value(), events);
      case ChooseSpecialist o -> Resolution.chooseSpecialist(s, o, ((TakeSpecialist) action).specialist(), events);
      case Assigning o -> action instanceof AssignSpecialist a
          ? Endgame.assign(s, o, a.host(), a.item(), events)
          : Endgame.assign(s, o, -1, Assignment.ItemChoice.NONE, events);
      case GameOver o -> throw new IllegalActionException("End of game (§8)", "the game is over");
    };
  }

  // ---------------------------------------------------------------- information

  @Override
  public GildedCompassView view(GildedCompassState state, int observer) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    return Visibility.view(state, observer);
  }

  @Override
  public GildedCompassState resample(GildedCompassState state, int observer, long seed) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    return Visibility.resample(state, observer, seed);
  }

  /**
   * A position dealt from a seat's view alone: everything the view shows is kept, every hidden tile
   * is dealt from the tiles of the game that the view does not show elsewhere, and the random
   * generator is {@code Rng.seeded(seed)}.
   *
   * @throws IllegalArgumentException when the view places more tiles than the game has
   */
  @Override
  public GildedCompassState resampleFromView(GildedCompassView view, long seed) {
    Require.nonNull(view, "view");
    return Visibility.fromView(view, seed);
  }

  @Override
  public void validate(GildedCompassState state) {
    Require.nonNull(state, "state");
    Validation.validate(state);
  }

  @Override
  public Heuristic<GildedCompassState> heuristic() {
    return GildedCompassHeuristic::value;
  }

  @Override
  public GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> text() {
    return GildedCompassText.of(java.util.Locale.ENGLISH);
  }

  /** The words of the catalogue of {@code locale}'s language (English, German); any other language gets English. */
  @Override
  public GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> text(
      java.util.Locale locale) {
    return GildedCompassText.of(locale);
  }
}
