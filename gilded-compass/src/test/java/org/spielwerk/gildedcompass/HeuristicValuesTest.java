package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.vavr.collection.Vector;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.DiceGroup;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * The greedy bot's positional score ({@link GildedCompassHeuristic}, docs/architecture.md): the gold a seat
 * already holds, counted as the end scoring counts it (§8) where no assignment has to be solved,
 * plus a share of what its dice on buildings will earn (only dice in a rewarded place earn), minus the
 * best opponent's; at game end the real score difference.
 */
class HeuristicValuesTest {
  private static final int SEAT = 1;
  private static final double EPS = 1e-9;

  private static GildedCompassState game(Building b, Building c) {
    GildedCompassState s = Fixture.start(Fixture.yucata(b, c), 3);
    // a seat holding nothing, with one knowledge token and its 8 dice
    return s.withPlayer(SEAT, s.player(SEAT).withTokens(0));
  }

  private static double gain(GildedCompassState s, UnaryOperator<Player> change) {
    return GildedCompassHeuristic.estimate(s.withPlayer(SEAT, change.apply(s.player(SEAT))), SEAT) - GildedCompassHeuristic.estimate(s, SEAT);
  }

  private static double boardGain(GildedCompassState s, UnaryOperator<Board> change) {
    return GildedCompassHeuristic.estimate(s.withBoard(change.apply(s.board())), SEAT) - GildedCompassHeuristic.estimate(s, SEAT);
  }

  @Test
  void securedGold_countsAsTheEndScoringCountsIt() {
    // §8: 2 knowledge tokens = 1 gold; unused abilities 1 each; sunken treasures and chalices their values
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.TREASURE_TOWER);
    assertThat(gain(s, p -> p.withTokens(4))).isCloseTo(2.0, within(EPS));
    assertThat(gain(s, p -> p.withAbilities(Vector.of(Ability.PERSUASION, Ability.TIMELESS_GIFT))))
        .isCloseTo(2.0, within(EPS));
    assertThat(gain(s, p -> p.withTreasures(Vector.of(3, 1, 2)))).isCloseTo(6.0, within(EPS));
    assertThat(gain(s, p -> p.withChalices(Vector.of(new Chalice(ChaliceBack.GOLD, 3, false),
        new Chalice(ChaliceBack.BRONZE, 0, false), new Chalice(ChaliceBack.SILVER, 2, false)))))
        .isCloseTo(5.0, within(EPS));
  }

  @Test
  void missionsAreWorthSomething() {
    // §9: missions score gold at game end (an estimate, as most depend on the assignment)
    GildedCompassState s = game(Building.TREASURE_HUNTERS_GUILD, Building.TREASURE_TOWER);
    Tiles.Mission find = Tiles.Mission.of(Tiles.MissionKind.FIND_THE_MAPS);
    assertThat(gain(s, p -> p.withMissions(Vector.of(new Hidden<>(find, 1 << SEAT))))).isPositive();
  }

  @Test
  void artifacts_scoreByThePrivateCollection_covetedOnesAsASquare() {
    // §5.4 end scoring: 4 gold for the favourite type, 2 for the second, 1 otherwise; §10.1: c^2
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.TREASURE_TOWER);
    PrivateCollection pc = new PrivateCollection(ArtifactType.FIRE, ArtifactType.HOLY);
    s = s.withPlayer(SEAT, s.player(SEAT).withCollection(io.vavr.control.Option.some(pc)));
    assertThat(gain(s, p -> p.withArtifacts(Vector.of(ArtifactType.FIRE)))).isCloseTo(4.0, within(EPS));
    assertThat(gain(s, p -> p.withArtifacts(Vector.of(ArtifactType.HOLY, ArtifactType.HOLY))))
        .isCloseTo(4.0, within(EPS));
    assertThat(gain(s, p -> p.withArtifacts(Vector.of(ArtifactType.WATER)))).isCloseTo(1.0, within(EPS));
    assertThat(gain(s, p -> p.withArtifacts(Vector.of(ArtifactType.COVETED, ArtifactType.COVETED,
        ArtifactType.COVETED, ArtifactType.FIRE)))).isCloseTo(9.0 + 4.0, within(EPS));
    GildedCompassState none = s.withPlayer(SEAT, s.player(SEAT).withCollection(io.vavr.control.Option.none()));
    assertThat(gain(none, p -> p.withArtifacts(Vector.of(ArtifactType.FIRE)))).isCloseTo(1.0, within(EPS));
  }

  @Test
  void maps_scoreHighWhenASpecialistCanBeAssigned() {
    // §8: a map scores its high value with a specialist of its region (a dig site: any region), else low;
    // an assigned specialist scores its value
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.TREASURE_TOWER);
    MapTile jungle = new MapTile(Region.JUNGLE, 1, 2);
    MapTile dig = new MapTile(Region.ANY, 0, 3);
    Specialist jungle3 = new Specialist(Region.JUNGLE, SpecialistType.CARTOGRAPHER, 3);
    Specialist dark2 = new Specialist(Region.DARK, SpecialistType.EXCAVATOR, 2);
    assertThat(gain(s, p -> p.withMaps(Vector.of(jungle)))).isCloseTo(1.0, within(EPS));
    assertThat(gain(s, p -> p.withMaps(Vector.of(jungle)).withSpecialists(Vector.of(jungle3))))
        .isCloseTo(2.0 + 3.0, within(EPS));
    assertThat(gain(s, p -> p.withMaps(Vector.of(dig)).withSpecialists(Vector.of(dark2))))
        .isCloseTo(3.0 + 2.0, within(EPS));
    double unhosted = gain(s, p -> p.withMaps(Vector.of(jungle)).withSpecialists(Vector.of(dark2)));
    assertThat(unhosted).as("a specialist without a map of its region scores less than its value")
        .isGreaterThanOrEqualTo(1.0).isLessThan(1.0 + 2.0);
    assertThat(gain(s, p -> p.withMaps(Vector.of(jungle)).withSpecialists(Vector.of(jungle3, dark2))))
        .isCloseTo(2.0 + 3.0 + (unhosted - 1.0), within(EPS));
  }

  @Test
  void archives_onlyGroupsThatWillTakeAMapCount() {
    // §5.1: groups in rank order take one of the 4 maps; the 5th group earns nothing
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.TREASURE_TOWER);
    assertThat(s.board().maps()).hasSize(4);
    Vector<ArchivesGroup> others = Vector.of(new ArchivesGroup(0, 6, 5), new ArchivesGroup(2, 6, 4),
        new ArchivesGroup(0, 6, 3), new ArchivesGroup(2, 6, 2));
    GildedCompassState crowded = s.withBoard(s.board().withArchives(others));
    assertThat(boardGain(crowded, b -> b.withArchives(others.append(new ArchivesGroup(SEAT, 1, 1))))).isZero();
    assertThat(boardGain(crowded, b -> b.withArchives(others.append(new ArchivesGroup(SEAT, 6, 6))))).isPositive();
    assertThat(boardGain(crowded, b -> b.withArchives(others.update(1, new ArchivesGroup(SEAT, 6, 4)))))
        .isPositive();
  }

  @Test
  void straights_earnByPlace_theFourthNothing() {
    // §5.4: 1st draws 3 keeps 2, 2nd keeps 1 of 2, 3rd keeps 1; further places earn nothing
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.TREASURE_TOWER);
    Vector<Straight> others = Vector.of(new Straight(0, 1, 5), new Straight(2, 1, 4), new Straight(0, 1, 3));
    GildedCompassState ahead = s.withBoard(s.board().withStraights(others));
    double first = boardGain(ahead, b -> b.withStraights(others.append(new Straight(SEAT, 1, 6))));
    double second = boardGain(ahead, b -> b.withStraights(others.append(new Straight(SEAT, 2, 4))));
    double third = boardGain(ahead, b -> b.withStraights(others.append(new Straight(SEAT, 4, 3))));
    double fourth = boardGain(ahead, b -> b.withStraights(others.append(new Straight(SEAT, 5, 2))));
    assertThat(first).isGreaterThan(second);
    assertThat(second).isGreaterThan(third);
    assertThat(third).isPositive();
    assertThat(fourth).isZero();
  }

  @Test
  void diceOnRewardingBuildingsCount() {
    // §5.2 every University die takes a specialist; §5.6 every Temple pair its item; §5.8 every Galleon
    // group keeps a tile; §5.7 the Illuminati's first group chooses an ability
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE);
    assertThat(boardGain(s, b -> b.withUniversity(Vector.of(new Die(0, 1), new Die(SEAT, 3))))).isPositive();
    assertThat(boardGain(s, b -> b.withUniversity(Vector.of(new Die(0, 1), new Die(2, 3))))).isZero();
    MagicItem item = s.board().temple().head().item();
    assertThat(boardGain(s, b -> b.withTemple(b.temple().update(0, new TempleSpace(item, SEAT, 2))))).isPositive();
    assertThat(boardGain(s, b -> b.withTemple(b.temple().update(0, new TempleSpace(item, 0, 2))))).isZero();
    GildedCompassState g = game(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON);
    assertThat(boardGain(g, b -> b.withGalleon(Vector.of(new DiceGroup(SEAT, Pips.of(4)))))).isPositive();
    assertThat(boardGain(g, b -> b.withGalleon(Vector.of(new DiceGroup(0, Pips.of(4)))))).isZero();
    GildedCompassState i = game(Building.AUCTION_HOUSE, Building.ILLUMINATI);
    assertThat(boardGain(i, b -> b.withIlluminati(Vector.of(new DiceGroup(SEAT, Pips.of(4)))))).isPositive();
    assertThat(boardGain(i, b -> b.withIlluminati(Vector.of(new DiceGroup(0, Pips.of(4)))))).isZero();
  }

  @Test
  void tower_higherFloorsEarnBetterChalices_onEitherHalf() {
    // §5.9: floor 1 bronze, 2 silver, 3 gold (mean values 1, 1.67, 2.33); the half does not matter
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.TREASURE_TOWER);
    double[] floors = new double[6];
    for (int slot = 0; slot < 6; slot++) {
      int at = slot;
      floors[slot] = boardGain(s, b -> b.withTower(b.tower().update(at, new Die(SEAT, at < 3 ? 2 : 5))));
    }
    assertThat(floors[0]).isPositive();
    assertThat(floors[1]).isGreaterThan(floors[0]);
    assertThat(floors[2]).isGreaterThan(floors[1]);
    for (int floor = 0; floor < 3; floor++) {
      assertThat(floors[3 + floor]).isCloseTo(floors[floor], within(EPS));
    }
    assertThat(boardGain(s, b -> b.withTower(b.tower().update(2, new Die(0, 2))))).isZero();
  }

  @Test
  void libraryDiceEarnHalfAGoldEach() {
    // §5.3: one knowledge token per die, 2 tokens per gold
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.TREASURE_TOWER);
    assertThat(boardGain(s, b -> b.withLibrary(b.library().update(SEAT, 3)))).isCloseTo(1.5, within(EPS));
    assertThat(boardGain(s, b -> b.withLibrary(b.library().update(0, 3)))).isZero();
    assertThat(gain(s, p -> p.withOwnDice(p.ownDice() + 1))).as("an unplaced die earns at least a token").isPositive();
  }

  @Test
  void value_isTheSeatsEstimateAgainstTheBestOpponent() {
    GildedCompassState s = game(Building.AUCTION_HOUSE, Building.TREASURE_TOWER);
    s = s.withPlayer(0, s.player(0).withTreasures(Vector.of(3, 3))).withPlayer(2, s.player(2).withTreasures(Vector
        .of(1)));
    double base = GildedCompassHeuristic.value(s, SEAT);
    GildedCompassState richer = s.withPlayer(SEAT, s.player(SEAT).withTreasures(Vector.of(2)));
    assertThat(GildedCompassHeuristic.value(richer, SEAT) - base).as("own gold counts fully").isCloseTo(2.0, within(EPS));
    GildedCompassState strongerBest = s.withPlayer(0, s.player(0).withTreasures(Vector.of(3, 3, 3)));
    assertThat(GildedCompassHeuristic.value(strongerBest, SEAT)).as("the best opponent's gold counts against")
        .isLessThan(base);
    GildedCompassState strongerOther = s.withPlayer(2, s.player(2).withTreasures(Vector.of(1, 1)));
    assertThat(GildedCompassHeuristic.value(strongerOther, SEAT)).as("only the best opponent counts").isCloseTo(base,
        within(EPS));
  }

  @Test
  void value_atGameEndIsTheScoreDifferenceToTheBestOpponent() {
    GildedCompassState s = Fixture.start(GildedCompassOptions.YUCATA_AUTO_ASSIGN, 3);
    RandomSource r = new RandomSource(7);
    while (!Fixture.GAME.isOver(s)) {
      var legal = Fixture.GAME.legalActions(s);
      s = Fixture.GAME.play(s, legal.get(r.nextInt(legal.size())));
    }
    for (int seat = 0; seat < 3; seat++) {
      int best = Integer.MIN_VALUE;
      for (int other = 0; other < 3; other++) {
        if (other != seat) {
          best = Math.max(best, s.scores().get(other).total());
        }
      }
      assertThat(GildedCompassHeuristic.value(s, seat)).isCloseTo(s.scores().get(seat).total() - best, within(EPS));
    }
  }
}
