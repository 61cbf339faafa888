package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.function.UnaryOperator;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Require;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * Builds a position for a test, a puzzle, a tutorial step or a bug report: start from a setup or an
 * empty table, move named tiles to a player, a display or the top of their stack (each tile is taken
 * from wherever it lies, so every tile stays in exactly one place), put dice on the buildings, set
 * counters and the phase. {@link #build()} computes what follows from the rest (the dice each seat
 * still holds, the dummy dice, the dice of the turn being played) and checks the result with
 * {@link GildedCompass#validate}.
 *
 * {@snippet file="org/spielwerk/gildedcompass/JavadocExamplesTest.java" region="positions"}
 *
 * Tiles are values: two tiles of equal value are the same choice, and {@code give} takes the first
 * one it finds (stacks first, then tiles set aside, displays, and last other players). Sunken
 * treasures are named by their value ({@code Integer}).
 */
public final class GildedCompassPositions {
  private static final GildedCompass GAME = new GildedCompass();

  private GildedCompassState s;
  /** The phase as said, or null. */
  private Phase phase;
  /** The phase of the setup, kept when nothing else is said and it fits the dice. */
  private Phase initial;
  private final int[] dummyDice;
  private final boolean[] librarySaid;
  private final long seed;

  private GildedCompassPositions(GildedCompassState s, long seed) {
    this.s = s;
    this.seed = seed;
    this.dummyDice = new int[s.playerCount()];
    this.librarySaid = new boolean[s.playerCount()];
    java.util.Arrays.fill(dummyDice, -1);
  }

  /**
   * A position to change; its phase stays unless {@link #phase} or {@link #turn} says otherwise (a
   * turn whose dice no longer fit what its seat holds is rolled again).
   */
  public static GildedCompassPositions of(GildedCompassState state) {
    Require.nonNull(state, "state");
    GildedCompassPositions p = new GildedCompassPositions(state, 0);
    p.initial = state.phase();
    return p;
  }

  /** A game just set up ({@link GildedCompass#setup}): round 1 with its displays drawn. */
  public static GildedCompassPositions setup(GildedCompassOptions options, int players, long seed) {
    GildedCompassState s = GAME.setup(options, players, seed);
    GildedCompassPositions p = new GildedCompassPositions(s, seed);
    p.initial = s.phase();
    return p;
  }

  /**
   * An empty table: round 1, seat 0 starts (unless the options name a start seat) and is to move,
   * nothing on display, every tile on its stack in the order of the components table (the first
   * tile on top).
   */
  public static GildedCompassPositions table(GildedCompassOptions options, int players) {
    GildedCompassState s = GAME.setup(options.startSeat() < 0 ? options.withStartSeat(0) : options, players, 0);
    Components t = s.table();
    Supply u = s.supply();
    Board b = s.board();
    Vector<MagicItem> items = u.itemStack().appendAll(b.temple().map(TempleSpace::item));
    u = u.withMapStack(sorted(t.maps(), u.mapStack().appendAll(b.maps())))
        .withSpecialistStack(sorted(t.specialists(), u.specialistStack().appendAll(b.specialists())))
        .withArtifactStack(sorted(t.artifacts().appendAll(t.covetedArtifacts()), u.artifactStack()))
        .withMissionStack(sorted(t.missions(), u.missionStack()))
        .withItemStack(sorted(t.magicItems().appendAll(t.toolsOfPower()), items))
        .withAbilityStack(sorted(t.abilities().appendAll(t.allies()), u.abilityStack().appendAll(b.abilities())))
        .withTreasureStack(u.treasureStack().sorted())
        .withChaliceStacks(u.chaliceStacks().map(stack -> sorted(t.chalices().appendAll(t.chaliceFragments()), stack)));
    s = s.withSupply(u).withBoard(Board.empty(players));
    return new GildedCompassPositions(s, 0); // the start seat's turn, its dice rolled at build time
  }

  /** {@code tiles} in the order they have in {@code order}. */
  private static <T> Vector<T> sorted(Vector<T> order, Vector<T> tiles) {
    return tiles.sortBy(t -> order.indexOf(t));
  }

  // ---------------------------------------------------------------- tiles

  /**
   * Gives tiles to a seat: maps, specialists, artifacts, missions (face down, known to the seat),
   * magic items, abilities, chalices, kept sunken treasures ({@code Integer}), or a private
   * collection (the seat's former one goes where the new one came from: the box or another seat).
   */
  public GildedCompassPositions give(int seat, Object... tiles) {
    Require.seat(seat, s.playerCount());
    for (Object tile : tiles) {
      if (tile instanceof PrivateCollection c) {
        // the seat's former collection goes where the new one came from: the box or the other seat
        Option<PrivateCollection> former = s.player(seat).collection();
        int from = -1;
        for (int other = 0; other < s.playerCount(); other++) {
          if (s.player(other).collection().contains(c)) {
            from = other;
          }
        }
        take(c);
        if (from >= 0) {
          s = s.withPlayer(from, s.player(from).withCollection(former));
        } else {
          Supply u = s.supply();
          s = s.withSupply(u.withCollectionBox(u.collectionBox().appendAll(former)));
        }
        s = s.withPlayer(seat, s.player(seat).withCollection(Option.some(c)));
        continue;
      }
      take(tile);
      Player p = s.player(seat);
      s = s.withPlayer(seat, switch (tile) {
        case MapTile m -> p.withMaps(p.maps().append(m));
        case Specialist sp -> p.withSpecialists(p.specialists().append(sp));
        case ArtifactType a -> p.withArtifacts(p.artifacts().append(a));
        case Mission m -> p.withMissions(p.missions().append(new Hidden<>(m, 1 << seat)));
        case MagicItem i -> p.withItems(p.items().append(i));
        case Ability a -> p.withAbilities(p.abilities().append(a));
        case Chalice c -> p.withChalices(p.chalices().append(c));
        case Integer v -> p.withTreasures(p.treasures().append(v));
        default -> throw new IllegalArgumentException("not a tile a player keeps: " + tile);
      });
    }
    return this;
  }

  /**
   * Lays tiles out on their building's display, after those already there: maps (Archives),
   * specialists (University), abilities (Illuminati), magic items (a free Hidden Temple space each).
   */
  public GildedCompassPositions display(Object... tiles) {
    for (Object tile : tiles) {
      take(tile);
      Board b = s.board();
      s = s.withBoard(switch (tile) {
        case MapTile m -> b.withMaps(b.maps().append(m));
        case Specialist sp -> b.withSpecialists(b.specialists().append(sp));
        case Ability a -> b.withAbilities(b.abilities().append(a));
        case MagicItem i -> b.withTemple(b.temple().append(new TempleSpace(i, Owner.NOBODY, 0)));
        default -> throw new IllegalArgumentException("not a tile of a display: " + tile);
      });
    }
    return this;
  }

  /** Puts tiles on top of their stack, the first named on top (chalices on the stack of their back). */
  public GildedCompassPositions onTop(Object... tiles) {
    for (int i = tiles.length - 1; i >= 0; i--) {
      Object tile = tiles[i];
      take(tile);
      Supply u = s.supply();
      s = s.withSupply(switch (tile) {
        case MapTile m -> u.withMapStack(u.mapStack().prepend(m));
        case Specialist sp -> u.withSpecialistStack(u.specialistStack().prepend(sp));
        case ArtifactType a -> u.withArtifactStack(u.artifactStack().prepend(a));
        case Mission m -> u.withMissionStack(u.missionStack().prepend(m));
        case MagicItem it -> u.withItemStack(u.itemStack().prepend(it));
        case Ability a -> u.withAbilityStack(u.abilityStack().prepend(a));
        case Integer v -> u.withTreasureStack(u.treasureStack().prepend(v));
        case Chalice c -> u.withChaliceStacks(u.chaliceStacks().update(c.back().ordinal(),
            u.chaliceStacks().get(c.back().ordinal()).prepend(c)));
        default -> throw new IllegalArgumentException("not a tile of a stack: " + tile);
      });
    }
    return this;
  }

  /** Sets tiles aside face up, as nobody took them: maps, specialists, abilities, magic items, artifacts. */
  public GildedCompassPositions aside(Object... tiles) {
    for (Object tile : tiles) {
      take(tile);
      Supply u = s.supply();
      s = s.withSupply(switch (tile) {
        case MapTile m -> u.withMapsAside(u.mapsAside().append(m));
        case Specialist sp -> u.withSpecialistsAside(u.specialistsAside().append(sp));
        case Ability a -> u.withAbilitiesAside(u.abilitiesAside().append(a));
        case MagicItem i -> u.withItemsAside(u.itemsAside().append(i));
        case ArtifactType a -> u.withArtifactDiscard(u.artifactDiscard().append(a));
        default -> throw new IllegalArgumentException("not a tile set aside face up: " + tile);
      });
    }
    return this;
  }

  /** Takes one tile of this value from wherever it lies: stacks, piles, displays, then players. */
  private void take(Object tile) {
    Require.nonNull(tile, "tile");
    Supply u = s.supply();
    Board b = s.board();
    Supply took = switch (tile) {
      case MapTile m -> first(m, pile(u.mapStack(), u::withMapStack), pile(u.mapsAside(), u::withMapsAside),
          pile(u.mapsRemoved(), u::withMapsRemoved));
      case Specialist sp -> first(sp, pile(u.specialistStack(), u::withSpecialistStack),
          pile(u.specialistsAside(), u::withSpecialistsAside),
          pile(u.specialistsRemoved(), u::withSpecialistsRemoved));
      case ArtifactType a -> first(a, pile(u.artifactStack(), u::withArtifactStack),
          pile(u.artifactDiscard(), u::withArtifactDiscard), pile(u.artifactsRemoved(), u::withArtifactsRemoved));
      case Mission m -> first(m, pile(u.missionStack(), u::withMissionStack),
          pile(u.missionsDrawn(), u::withMissionsDrawn));
      case MagicItem i -> first(i, pile(u.itemStack(), u::withItemStack), pile(u.itemsAside(), u::withItemsAside),
          pile(u.itemsRemoved(), u::withItemsRemoved));
      case Ability a -> first(a, pile(u.abilityStack(), u::withAbilityStack),
          pile(u.abilitiesAside(), u::withAbilitiesAside), pile(u.abilitiesUsed(), u::withAbilitiesUsed),
          pile(u.abilitiesRemoved(), u::withAbilitiesRemoved));
      case Integer v -> first(v, pile(u.treasureStack(), u::withTreasureStack),
          pile(u.treasuresRemoved(), u::withTreasuresRemoved));
      case Chalice c -> u.chaliceStacks().get(c.back().ordinal()).contains(c)
          ? u.withChaliceStacks(u.chaliceStacks().update(c.back().ordinal(), u.chaliceStacks().get(c.back().ordinal())
              .remove(c)))
          : fromTheBox(u, c);
      case PrivateCollection c -> first(c, pile(u.collectionBox(), u::withCollectionBox));
      default -> throw new IllegalArgumentException("not a tile: " + tile);
    };
    if (took != null) {
      s = s.withSupply(took);
      return;
    }
    if (tile instanceof Mission m && u.missionBottom().exists(h -> h.tile().equals(m))) {
      s = s.withSupply(u.withMissionBottom(removeHidden(u.missionBottom(), m)));
      return;
    }
    Board onDisplay = switch (tile) {
      case MapTile m when b.maps().contains(m) -> b.withMaps(b.maps().remove(m));
      case Specialist sp when b.specialists().contains(sp) -> b.withSpecialists(b.specialists().remove(sp));
      case Ability a when b.abilities().contains(a) -> b.withAbilities(b.abilities().remove(a));
      case MagicItem i when b.temple().exists(t -> t.item().equals(i) && t.free()) ->
          b.withTemple(b.temple().remove(b.temple().find(t -> t.item().equals(i) && t.free()).get()));
      default -> null;
    };
    if (onDisplay != null) {
      s = s.withBoard(onDisplay);
      return;
    }
    for (int seat = 0; seat < s.playerCount(); seat++) {
      Player p = s.player(seat);
      Player without = switch (tile) {
        case MapTile m when p.maps().contains(m) -> p.withMaps(p.maps().remove(m));
        case Specialist sp when p.specialists().contains(sp) -> p.withSpecialists(p.specialists().remove(sp));
        case ArtifactType a when p.artifacts().contains(a) -> p.withArtifacts(p.artifacts().remove(a));
        case Mission m when p.missionTiles().contains(m) -> p.withMissions(removeHidden(p.missions(), m));
        case MagicItem i when p.items().contains(i) -> p.withItems(p.items().remove(i));
        case Ability a when p.abilities().contains(a) -> p.withAbilities(p.abilities().remove(a));
        case Chalice c when p.chalices().contains(c) -> p.withChalices(p.chalices().remove(c));
        case Integer v when p.treasures().contains(v) -> p.withTreasures(p.treasures().remove(v));
        case PrivateCollection c when p.collection().contains(c) -> p.withCollection(Option.none());
        default -> null;
      };
      if (without != null) {
        s = s.withPlayer(seat, without);
        return;
      }
    }
    throw new InvalidPositionException("tiles", "no " + tile + " left in this game (is its building in play?)");
  }

  /** A pile of the supply and how to replace it. */
  private record Pile<T>(Vector<T> tiles, java.util.function.Function<Vector<T>, Supply> replace) {}

  private static <T> Pile<T> pile(Vector<T> tiles, java.util.function.Function<Vector<T>, Supply> replace) {
    return new Pile<>(tiles, replace);
  }

  /**
   * The supply without {@code chalice} in the box, or null when the box does not hold it. The box keeps 2
   * chalices of each back (§10.4, checked by {@code validate}): the one taken is replaced there by another of
   * its back from the top of that back's stack, when there is one.
   */
  private static Supply fromTheBox(Supply u, Chalice chalice) {
    if (!u.chaliceBox().contains(chalice)) {
      return null;
    }
    int back = chalice.back().ordinal();
    Vector<Chalice> stack = u.chaliceStacks().get(back);
    Option<Chalice> other = stack.find(c -> !c.equals(chalice));
    if (other.isEmpty()) {
      return u.withChaliceBox(u.chaliceBox().remove(chalice));
    }
    return u.withChaliceBox(u.chaliceBox().replace(chalice, other.get()))
        .withChaliceStacks(u.chaliceStacks().update(back, stack.remove(other.get())));
  }

  /** The supply without the first copy of {@code tile} in the first pile that holds it, or null. */
  @SafeVarargs
  private static <T> Supply first(T tile, Pile<T>... piles) {
    for (Pile<T> pile : piles) {
      if (pile.tiles().contains(tile)) {
        return pile.replace().apply(pile.tiles().remove(tile));
      }
    }
    return null;
  }

  private static <T> Vector<Hidden<T>> removeHidden(Vector<Hidden<T>> pile, T tile) {
    return pile.remove(pile.find(h -> h.tile().equals(tile)).get());
  }

  // ---------------------------------------------------------------- dice on the buildings (§5)

  /** An Archives group of {@code size} dice showing {@code value} ({@code owner}: a seat or {@link Owner#DUMMY}). */
  public GildedCompassPositions archives(int owner, int value, int size) {
    return board(b -> b.withArchives(b.archives().append(new ArchivesGroup(owner, value, size))));
  }

  /** A die in the University, put at its place in the ascending row. */
  public GildedCompassPositions university(int owner, int value) {
    return board(b -> {
      int at = 0;
      while (at < b.university().size() && b.university().get(at).value() <= value) {
        at++;
      }
      return b.withUniversity(b.university().insert(at, new Die(owner, value)));
    });
  }

  /** A straight from {@code low} to {@code high} in the Auction House or the Guild. */
  public GildedCompassPositions straight(int owner, int low, int high) {
    return board(b -> b.withStraights(b.straights().append(new Straight(owner, low, high - low + 1))));
  }

  /** A pair on a Hidden Temple space ({@code lowerDie} 2 for 2+5, 1 for 1+6). */
  public GildedCompassPositions temple(int space, int owner, int lowerDie) {
    return board(b -> b.withTemple(b.temple().update(space,
        new TempleSpace(b.temple().get(space).item(), owner, lowerDie))));
  }

  /** An owner's group with the Illuminati. */
  public GildedCompassPositions illuminati(int owner, int... values) {
    return board(b -> b.withIlluminati(b.illuminati().append(new DiceGroup(owner, Pips.of(values)))));
  }

  /**
   * An owner's group on the Sunken Galleon; a seat draws a sunken treasure per die from the top of
   * the stack (§5.8), as if it had placed them.
   */
  public GildedCompassPositions galleon(int owner, int... values) {
    if (owner >= 0) {
      Supply u = s.supply();
      if (u.treasureStack().size() < values.length) {
        throw new InvalidPositionException("supply.treasureStack", "too few sunken treasures to draw");
      }
      s = s.withSupply(u.withTreasureStack(u.treasureStack().drop(values.length))).withPlayer(owner, s.player(owner)
          .withDrawnTreasures(s.player(owner).drawnTreasures().appendAll(u.treasureStack().take(values.length))));
    }
    return board(b -> b.withGalleon(b.galleon().append(new DiceGroup(owner, Pips.of(values)))));
  }

  /** A die on a floor (1-3) of the Treasure Tower; its value decides the half (1-3 left, 4-6 right). */
  public GildedCompassPositions tower(int floor, int owner, int value) {
    return board(b -> b.withTower(b.tower().update((value <= 3 ? 0 : 3) + floor - 1, new Die(owner, value))));
  }

  /** A seat's dice in the Library (unsaid: what the seat of a said turn does not hold, else none). */
  public GildedCompassPositions library(int seat, int dice) {
    librarySaid[seat] = true;
    return board(b -> b.withLibrary(b.library().update(seat, dice)));
  }

  /** Changes the board. */
  public GildedCompassPositions board(UnaryOperator<Board> change) {
    s = s.withBoard(change.apply(s.board()));
    return this;
  }

  // ---------------------------------------------------------------- counters and the phase

  /** A seat's knowledge tokens. */
  public GildedCompassPositions tokens(int seat, int tokens) {
    return player(seat, p -> p.withTokens(tokens));
  }

  /** The dummy dice a seat holds (the rest not on the board nor in the Library is set aside for the round). */
  public GildedCompassPositions dummyDice(int seat, int dice) {
    dummyDice[seat] = dice;
    return this;
  }

  /** The round number and the holder of the start player marker. */
  public GildedCompassPositions round(int number, int startSeat) {
    s = s.withRound(s.round().withNumber(number).withStartSeat(startSeat));
    return this;
  }

  /** Changes one player (counters the builder does not compute). */
  public GildedCompassPositions player(int seat, UnaryOperator<Player> change) {
    s = s.withPlayer(seat, change.apply(s.player(seat)));
    return this;
  }

  /** The seat's turn with these own dice rolled and no dummy dice held. */
  public GildedCompassPositions turn(int seat, Pips own) {
    return turn(seat, own, Pips.EMPTY);
  }

  /** The seat's turn with these own and held dummy dice rolled, before any placement. */
  public GildedCompassPositions turn(int seat, Pips own, Pips dummy) {
    Require.seat(seat, s.playerCount());
    dummyDice[seat] = dummy.size();
    phase = new Turn(seat, false, own, Pips.EMPTY, dummy, false, false, Option.none());
    return this;
  }

  /** Any phase (the seat's hand of a {@link Turn} must match the dice it holds). */
  public GildedCompassPositions phase(Phase phase) {
    this.phase = Require.nonNull(phase, "phase");
    return this;
  }

  // ---------------------------------------------------------------- the result

  /** The position, checked by {@code validate}. */
  public GildedCompassState build() {
    GildedCompassState state = unchecked();
    GAME.validate(state);
    return state;
  }

  /**
   * The position with its derived counters, not checked: own dice in hand are what the seat has
   * not placed (8, plus the black dice of A Little Help, less the dice on the buildings, in the
   * Library and returned); dummy dice are held as said (2 each before any is placed, else from
   * what is left in seat order) and the rest is aside; an unsaid turn rolls the seat's dice.
   */
  GildedCompassState unchecked() {
    int n = s.playerCount();
    Board b = s.board();
    Round r = s.round();
    long[] placed = new long[n + 1];
    b.archives().forEach(g -> placed[slot(g.owner(), n)] += g.size());
    b.university().forEach(d -> placed[slot(d.owner(), n)]++);
    b.straights().forEach(st -> placed[slot(st.owner(), n)] += st.length());
    b.temple().filter(t -> !t.free()).forEach(t -> placed[slot(t.owner(), n)] += 2);
    b.illuminati().forEach(g -> placed[slot(g.owner(), n)] += g.dice().size());
    b.galleon().forEach(g -> placed[slot(g.owner(), n)] += g.dice().size());
    b.tower().filter(d -> !d.empty()).forEach(d -> placed[slot(d.owner(), n)]++);
    Phase said = phase != null ? phase : initial;
    if (phase instanceof Turn t && !librarySaid[t.seat()]) {
      // the dice the seat to move neither holds nor shows on a building went to the Library earlier
      int black = r.littleHelpSeat() == t.seat() ? Turns.BLACK_DICE - r.blackLost() : 0;
      long rest = Turns.DICE + black - placed[t.seat()] - t.own().size() - t.black().size();
      if (rest > 0) {
        b = b.withLibrary(b.library().update(t.seat(), (int) rest));
      }
    }
    boolean placing = said == null || said instanceof Turn || said instanceof Phase.LittleHelpOffer
        || said instanceof Phase.TimelessGiftOffer;
    GildedCompassState out = s.withBoard(b);
    Vector<Integer> returned = r.returned();
    int dummyLeft = s.dummy() ? (int) (Turns.DUMMY_DICE * n - placed[n] - b.libraryDummy()) : 0;
    for (int seat = 0; seat < n; seat++) {
      Player p = out.player(seat);
      int black = r.littleHelpSeat() == seat ? Turns.BLACK_DICE - r.blackLost() : 0;
      // dice not on a building nor in the Library are in hand while placing, else back with their owner
      int away = (int) Math.max(0, Turns.DICE + black - placed[seat] - b.library().get(seat));
      int own = placing ? Math.min(Turns.DICE, Math.max(0, away - p.blackDice())) : 0;
      returned = returned.update(seat, placing ? 0 : away);
      int dummy = !placing || !s.dummy() ? 0 : dummyDice[seat] >= 0 ? dummyDice[seat]
          : Math.min(Turns.DUMMY_DICE, Math.max(0, dummyLeft));
      dummyLeft -= dummy;
      out = out.withPlayer(seat, p.withOwnDice(own).withDummyDice(dummy).withBlackDice(placing ? p.blackDice() : 0));
    }
    out = out.withRound(r.withReturned(returned).withDummyAside(s.dummy() ? Math.max(0, dummyLeft) : 0));
    Phase result = phase;
    if (result == null) {
      result = initial instanceof Turn t && fits(out, t) || initial != null && !(initial instanceof Turn) ? initial
          : rolled(out, initial != null ? initial.seat() : r.startSeat());
    }
    if (result instanceof Turn t && !fits(out, t)) {
      Player p = out.player(t.seat());
      throw new InvalidPositionException("phase", "seat " + t.seat() + " holds " + p.ownDice() + " own, "
          + p.blackDice() + " black and " + p.dummyDice() + " dummy dice; the turn shows " + t.own().size() + ", "
          + t.black().size() + " and " + t.dummy().size());
    }
    return out.withPhase(result);
  }

  /** Whether the turn's rolled dice are the dice its seat holds. */
  private static boolean fits(GildedCompassState s, Turn t) {
    Player p = s.player(t.seat());
    return t.own().size() == p.ownDice() && t.black().size() == p.blackDice() && t.dummy().size() == p.dummyDice();
  }

  /** The seat's turn with the dice it holds rolled from the builder's seed. */
  private Turn rolled(GildedCompassState s, int seat) {
    RandomSource random = new RandomSource(seed);
    Player p = s.player(seat);
    return new Turn(seat, false, roll(random, p.ownDice()), roll(random, p.blackDice()), roll(random, p.dummyDice()),
        false, false, Option.none());
  }

  private static Pips roll(RandomSource random, int dice) {
    Pips pips = Pips.EMPTY;
    for (int i = 0; i < dice; i++) {
      pips = pips.plus(1 + random.nextInt(6));
    }
    return pips;
  }

  private static int slot(int owner, int n) {
    return owner == Owner.DUMMY ? n : owner;
  }
}
