package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Phase.ChooseMap;
import org.spielwerk.gildedcompass.Phase.Turn;

/**
 * {@link GildedCompass#validate} bounds every counter to what the rules allow, checks where each
 * component may lie, and accepts no position in which the seat to move has nothing to do
 * (issues 8 and 13); the public entry points reject nulls and seats that are not at the table.
 */
class StrictValidationTest {
  private static final GildedCompass GAME = Fixture.GAME;

  /** Seat 0's first turn of a 3-player YUCATA game with the Auction House and the Treasure Tower. */
  private static GildedCompassState fresh() {
    return Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.TREASURE_TOWER), 3);
  }

  private static void rejected(GildedCompassState s, String field) {
    assertThatThrownBy(() -> GAME.validate(s)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).startsWith(field));
  }

  /** The first position of random playouts (several seeds, mixed options) that satisfies {@code wanted}. */
  static GildedCompassState reach(Predicate<GildedCompassState> wanted) {
    for (long seed = 1; seed < 400; seed++) {
      GildedCompassState s = GAME.setup(OptionsMix.random(seed), 2 + (int) (seed % 4), seed);
      RandomSource random = new RandomSource(seed);
      while (!GAME.isOver(s)) {
        if (wanted.test(s)) {
          return s;
        }
        List<GildedCompassAction> legal = GAME.legalActions(s);
        s = GAME.play(s, legal.get(random.nextInt(legal.size())));
      }
    }
    throw new AssertionError("no such position reached");
  }

  @Test
  void everyPositionOfRandomPlayoutsIsValid() {
    for (long seed = 1; seed <= 12; seed++) {
      GildedCompassState s = GAME.setup(OptionsMix.random(seed), 2 + (int) (seed % 4), seed);
      RandomSource random = new RandomSource(seed);
      while (true) {
        GildedCompassState at = s;
        assertThatCode(() -> GAME.validate(at)).as("seed " + seed).doesNotThrowAnyException();
        if (GAME.isOver(s)) {
          break;
        }
        List<GildedCompassAction> legal = GAME.legalActions(s);
        s = GAME.play(s, legal.get(random.nextInt(legal.size())));
      }
    }
  }

  // ---------------------------------------------------------------- issue 8: where dice may lie

  @Test
  void rolledDiceMustBeTheDiceTheSeatHolds() {
    // §3.2 step 1: the turn's roll is every unplaced die of the seat; 8 held, 3 rolled
    GildedCompassState s = fresh();
    Turn turn = (Turn) s.phase();
    rejected(s.withPhase(new Turn(0, false, Pips.of(1, 2, 3), turn.black(), turn.dummy(), false, false, Option.none())),
        "phase");
  }

  @Test
  void aTowerDieOnTheWrongHalfIsRejected() {
    // §5.9: 1-3 enter the left half (slots 0-2), 4-6 the right half (slots 3-5)
    GildedCompassState s = fresh();
    Player p = s.player(1);
    GildedCompassState onTower = s.withPlayer(1, p.withOwnDice(7))
        .withBoard(s.board().withTower(s.board().tower().update(0, new Die(1, 2))));
    assertThatCode(() -> GAME.validate(onTower)).doesNotThrowAnyException();
    rejected(onTower.withBoard(s.board().withTower(s.board().tower().update(0, new Die(1, 5)))), "board.tower[0]");
    rejected(onTower.withBoard(s.board().withTower(s.board().tower().update(3, new Die(1, 3)))), "board.tower[3]");
    // a die on the second floor with nothing below it (dice enter a half on its first floor)
    rejected(onTower.withBoard(s.board().withTower(s.board().tower().update(1, new Die(1, 2)))), "board.tower[1]");
  }

  @Test
  void aTempleSpaceHoldsNothingOrOneOfTheTwoPairs() {
    GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE), 3);
    Board.TempleSpace space = s.board().temple().head();
    GildedCompassState free = s.withBoard(s.board().withTemple(s.board().temple().update(0,
        new Board.TempleSpace(space.item(), Owner.NOBODY, 2))));
    rejected(free, "board.temple[0]");
    GildedCompassState pair = s.withPlayer(1, s.player(1).withOwnDice(6)).withBoard(s.board().withTemple(
        s.board().temple().update(0, new Board.TempleSpace(space.item(), 1, 3))));
    rejected(pair, "board.temple[0]");
  }

  // ---------------------------------------------------------------- issue 13: dead positions, seats, rankings

  @Test
  void aTurnWithNothingLeftToDoIsRejected() {
    // placedOwn without held dummy dice: the turn would have ended (§3.2 step 6, §7.2)
    GildedCompassState s = fresh();
    Turn turn = (Turn) s.phase();
    GildedCompassState placed = s.withPhase(new Turn(0, false, turn.own(), turn.black(), Pips.EMPTY, true, false,
        Option.none())).withPlayer(0, s.player(0).withDummyDice(0)).withRound(s.round().withDummyAside(2));
    rejected(placed, "phase");
  }

  @Test
  void aSeatToMoveThatIsNotAtTheTableIsRejected() {
    GildedCompassState s = fresh();
    Turn turn = (Turn) s.phase();
    rejected(s.withPhase(new Turn(7, false, turn.own(), turn.black(), turn.dummy(), false, false, Option.none())),
        "phase.seat");
    rejected(s.withPhase(new Turn(-1, false, turn.own(), turn.black(), turn.dummy(), false, false, Option.none())),
        "phase.seat");
  }

  @Test
  void aRankingPointingNowhereIsRejected() {
    GildedCompassState s = reach(x -> x.phase() instanceof ChooseMap);
    ChooseMap phase = (ChooseMap) s.phase();
    assertThatCode(() -> GAME.validate(s)).doesNotThrowAnyException();
    rejected(s.withPhase(new ChooseMap(phase.seat(), phase.ranking().update(0, 99), phase.rank())), "phase.ranking");
    rejected(s.withPhase(new ChooseMap(phase.seat(), phase.ranking().append(phase.ranking().head()), phase.rank())),
        "phase.ranking");
    rejected(s.withPhase(new ChooseMap(phase.seat(), phase.ranking(), Integer.MAX_VALUE)), "phase.rank");
    rejected(s.withPhase(new ChooseMap((phase.seat() + 1) % s.playerCount(), phase.ranking(), phase.rank())), "phase");
  }

  @ParameterizedTest
  @ValueSource(ints = {Integer.MIN_VALUE, -1, 0, 7, Integer.MAX_VALUE})
  void aRoundNumberOutsideTheGameIsRejected(int number) {
    // 6 rounds with 2-3 players (§2): MIN would never reach the last round
    GildedCompassState s = fresh();
    rejected(s.withRound(s.round().withNumber(number)), "round.number");
  }

  @Test
  void everyCounterIsBounded() {
    GildedCompassState s = fresh();
    Round r = s.round();
    rejected(s.withPlayer(1, s.player(1).withTokens(Integer.MAX_VALUE)), "players[1].tokens");
    // round 1: nobody has had a Library yet, so 1 token is all a seat can hold (§2 step 5, §5.3)
    rejected(s.withPlayer(1, s.player(1).withTokens(2)), "players[1].tokens");
    rejected(s.withPlayer(1, s.player(1).withDummyDice(3)), "players[1].dummyDice");
    rejected(s.withRound(r.withStartSeat(3)), "round.startSeat");
    rejected(s.withRound(r.withLittleHelpSeat(0)), "round.littleHelpSeat"); // no Illuminati in play
    rejected(s.withRound(r.withBlackLost(1)), "round.blackLost");
    rejected(s.withRound(r.withGiftsUsed(Integer.MIN_VALUE)), "round.giftsUsed");
    rejected(s.withRound(r.withDummyAside(-2)), "round.dummyAside");
    rejected(s.withRound(r.withReturned(r.returned().update(2, -8))), "round.returned[2]");
    // counts that would add up only through an int overflow
    rejected(s.withPlayer(2, s.player(2).withOwnDice(0)).withBoard(s.board()
        .withLibrary(s.board().library().update(2, Integer.MAX_VALUE))), "board.library[2]");
    rejected(s.withPlayer(2, s.player(2).withOwnDice(0)).withBoard(s.board()
        .withArchives(Vector.of(new ArchivesGroup(2, 3, Integer.MAX_VALUE)))), "board.archives.size");
    rejected(s.withPlayer(2, s.player(2).withOwnDice(0)).withBoard(s.board()
        .withStraights(Vector.of(new Straight(2, 2, Integer.MAX_VALUE)))), "board.straights.length");
    rejected(s.withBoard(s.board().withArchives(Vector.of(new ArchivesGroup(2, 7, 1)))), "board.archives.value");
  }

  @Test
  void missingValuesAndBadOptionsAreRejected() {
    GildedCompassState s = fresh();
    // nulls where the rules need a value: built in code, or read from JSON (rejected there or by validate)
    rejected(new GildedCompassState(s.options(), s.bBuilding(), s.cBuilding(), s.dummy(), s.round(), null,
        s.players(), s.board(), s.supply(), s.assignments(), s.scores(), s.rng()), "state.phase");
    rejected(new GildedCompassState(s.options(), s.bBuilding(), s.cBuilding(), s.dummy(), s.round(), s.phase(),
        s.players(), s.board(), s.supply(), s.assignments(), s.scores(), null), "state.rng");
    rejectedWithNull(s, "state.phase", "phase");
    rejectedWithNull(s, "state.options.thirdPlace", "options", "thirdPlace");
    rejectedWithNull(s, "state.round.returned", "round", "returned");
    rejected(s.withPlayer(0, s.player(0).withMaps(Vector.of((Tiles.MapTile) null))), "state.players[0].maps[0]");
    // the options' own check (setup's rules) also holds for a position
    rejected(s.withOptions(s.options().withDummyFirstArtifacts(9)), "options.dummyFirstArtifacts");
    // the buildings in play are those of the options
    rejected(s.withBBuilding(Building.TREASURE_HUNTERS_GUILD), "bBuilding");
    rejected(s.withCBuilding(Option.some(Building.ARCHIVES)), "cBuilding");
    rejected(s.withDummy(false), "dummy");
  }

  /** The state with the field at {@code path} set to null in its JSON is rejected when read or by validate. */
  private static void rejectedWithNull(GildedCompassState s, String field, String... path) {
    JsonNode tree = Json.toTree(s);
    ObjectNode node = (ObjectNode) tree;
    for (int i = 0; i < path.length - 1; i++) {
      node = (ObjectNode) node.get(path[i]);
    }
    node.putNull(path[path.length - 1]);
    GildedCompassState read;
    try {
      read = Json.fromTree(tree, GildedCompassState.class);
    } catch (InvalidJsonException e) {
      return; // rejected when read
    }
    rejected(read, field);
  }

  // ---------------------------------------------------------------- public entry points

  @Test
  void nullsAreRejectedWithOneWording() {
    GildedCompassState s = fresh();
    assertThatThrownBy(() -> GAME.setup(null, 3, 1)).isInstanceOf(NullPointerException.class)
        .hasMessage("options must not be null");
    assertThatThrownBy(() -> GAME.apply(null, GildedCompassAction.DECLINE)).isInstanceOf(NullPointerException.class)
        .hasMessage("state must not be null");
    assertThatThrownBy(() -> GAME.apply(s, null)).isInstanceOf(NullPointerException.class)
        .hasMessage("action must not be null");
    assertThatThrownBy(() -> GAME.view(null, 0)).hasMessage("state must not be null");
    assertThatThrownBy(() -> GAME.resample(null, 0, 1)).hasMessage("state must not be null");
    assertThatThrownBy(() -> GAME.legalActions(null)).hasMessage("state must not be null");
    assertThatThrownBy(() -> GAME.status(null)).hasMessage("state must not be null");
    assertThatThrownBy(() -> GAME.validate(null)).hasMessage("state must not be null");
  }

  @ParameterizedTest
  @ValueSource(ints = {-1, 3, 10, Integer.MIN_VALUE})
  void seatsNotAtTheTableAreRejected(int seat) {
    GildedCompassState s = fresh();
    assertThatThrownBy(() -> GAME.view(s, seat)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat " + seat + " is not at this table (seats 0..2)");
    assertThatThrownBy(() -> GAME.resample(s, seat, 1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat " + seat + " is not at this table (seats 0..2)");
  }
}
