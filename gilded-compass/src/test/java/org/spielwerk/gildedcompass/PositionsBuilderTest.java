package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.TempleSpace;
import org.spielwerk.gildedcompass.Phase.ChooseSpecialist;
import org.spielwerk.gildedcompass.Phase.LittleHelpOffer;
import org.spielwerk.gildedcompass.Phase.TimelessGiftOffer;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * {@link GildedCompassPositions}: every setter does what its documentation says, tiles are taken
 * from wherever they lie (stacks, piles, displays, then players), and the derived counters (dice in
 * hand, Library, dice back with their owner, dummy dice, the turn's roll) add up.
 */
class PositionsBuilderTest {
  private static final GildedCompass GAME = Fixture.GAME;
  private static final Components T = Components.standard();

  private static GildedCompassPositions table(Building b, Building c, int players) {
    return GildedCompassPositions.table(Fixture.yucata(b, c), players);
  }

  // ---------------------------------------------------------------- the table

  @Test
  void theStartSeatOfTheOptionsStarts_andWithoutOneSeatZero() {
    GildedCompassOptions o = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI);
    GildedCompassState given = GildedCompassPositions.table(o.withStartSeat(2), 3).build();
    assertThat(given.round().startSeat()).isEqualTo(2);
    assertThat(given.phase().seat()).isEqualTo(2);
    GildedCompassState unsaid = GildedCompassPositions.table(o.withStartSeat(-1), 3).build();
    assertThat(unsaid.round().startSeat()).isZero();
    assertThat(unsaid.phase().seat()).isZero();
  }

  // ---------------------------------------------------------------- tiles

  @Test
  void aPrivateCollectionFromTheBox_sendsTheFormerOneToTheBox() {
    GildedCompassState before = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 2).build();
    PrivateCollection former = before.player(0).collection().get();
    PrivateCollection boxed = before.supply().collectionBox().head();
    GildedCompassState s = GildedCompassPositions.of(before).give(0, boxed).build();
    assertThat(s.player(0).collection()).contains(boxed);
    assertThat(s.supply().collectionBox()).contains(former).doesNotContain(boxed).hasSize(4);
  }

  @Test
  void asideLaysTilesFaceUpAsNobodyTookThem() {
    // §5.1, §5.2, §5.4, §5.6, §5.7: tiles nobody took lie face up
    MapTile map = T.maps().get(1);
    Specialist sp = T.specialists().get(1);
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3)
        .aside(map, sp, Ability.PERSUASION, ArtifactType.WATER).build();
    assertThat(s.supply().mapsAside()).containsExactly(map);
    assertThat(s.supply().mapStack()).doesNotContain(map);
    assertThat(s.supply().specialistsAside()).containsExactly(sp);
    assertThat(s.supply().abilitiesAside()).containsExactly(Ability.PERSUASION);
    assertThat(s.supply().abilityStack().count(a -> a == Ability.PERSUASION)).isEqualTo(4);
    assertThat(s.supply().artifactDiscard()).containsExactly(ArtifactType.WATER);
    MagicItem item = T.magicItems().get(5);
    GildedCompassState temple = table(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE, 3).aside(item).build();
    assertThat(temple.supply().itemsAside()).containsExactly(item);
    assertThatThrownBy(() -> table(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI, 3).aside(Mission.of(
        MissionKind.SECOND_OPINION))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a tile set aside face up");
  }

  @Test
  void aTileOnADisplay_isTakenFromThere_whenNoStackHoldsOne() {
    Specialist sp = T.specialists().get(7);
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).display(sp, T.specialists().get(8))
        .give(2, sp).build();
    assertThat(s.board().specialists()).containsExactly(T.specialists().get(8));
    assertThat(s.player(2).specialists()).containsExactly(sp);
    // five Wills to Win: four go to seat 0, the fifth to the display, from where seat 1 takes it
    GildedCompassState abilities = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3)
        .give(0, Ability.WILL_TO_WIN, Ability.WILL_TO_WIN, Ability.WILL_TO_WIN, Ability.WILL_TO_WIN)
        .display(Ability.WILL_TO_WIN, Ability.PERSUASION).give(1, Ability.WILL_TO_WIN).build();
    assertThat(abilities.board().abilities()).containsExactly(Ability.PERSUASION);
    assertThat(abilities.player(1).abilities()).containsExactly(Ability.WILL_TO_WIN);
    assertThat(abilities.player(0).abilities()).hasSize(4);
  }

  @Test
  void aMagicItemIsTakenFromAFreeTempleSpace_neverFromUnderAPair() {
    // §5.6: the item of an occupied space waits for the pair's owner
    MagicItem item = T.magicItems().get(0);
    MagicItem other = T.magicItems().get(2);
    assertThat(T.magicItems().count(i -> i.equals(item))).isEqualTo(2);
    GildedCompassState free = table(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE, 3).give(0, item)
        .display(other, item).give(1, item).build();
    assertThat(free.board().temple().map(TempleSpace::item)).containsExactly(other);
    assertThat(free.player(0).items()).containsExactly(item);
    assertThat(free.player(1).items()).containsExactly(item);
    GildedCompassState occupied = table(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE, 3).give(0, item)
        .display(item, other).temple(0, 2, 2).give(1, item).build();
    assertThat(occupied.board().temple()).containsExactly(new TempleSpace(item, 2, 2), new TempleSpace(other,
        Owner.NOBODY, 0));
    assertThat(occupied.player(0).items()).isEmpty();
    assertThat(occupied.player(1).items()).containsExactly(item);
    assertThat(occupied.player(2).ownDice()).isEqualTo(6);
  }

  @Test
  void theLastCopyOfATile_movesFromOnePlayerToAnother() {
    MapTile map = new MapTile(Tiles.Region.JUNGLE, 2, 3);
    Specialist sp = T.specialists().get(5);
    Mission mission = Mission.of(MissionKind.SECOND_OPINION);
    MagicItem item = T.magicItems().get(4);
    Chalice silver3 = new Chalice(ChaliceBack.SILVER, 3, false);
    assertThat(T.chalices().count(c -> c.equals(silver3))).isEqualTo(1);
    GildedCompassState guild = table(Building.TREASURE_HUNTERS_GUILD, Building.HIDDEN_TEMPLE, 3)
        .give(0, map, sp, mission, item, item).give(1, map, sp, mission, item).build();
    assertThat(guild.player(0).maps()).isEmpty();
    assertThat(guild.player(0).specialists()).isEmpty();
    assertThat(guild.player(0).missions()).isEmpty();
    assertThat(guild.player(0).items()).containsExactly(item);
    assertThat(guild.player(1).maps()).containsExactly(map);
    assertThat(guild.player(1).specialists()).containsExactly(sp);
    assertThat(guild.player(1).missions()).containsExactly(new Hidden<>(mission, 0b10));
    assertThat(guild.player(1).items()).containsExactly(item);
    GildedCompassState auction = table(Building.AUCTION_HOUSE, Building.TREASURE_TOWER, 3).give(0, silver3)
        .give(0, ArtifactType.FIRE, ArtifactType.FIRE, ArtifactType.FIRE, ArtifactType.FIRE, ArtifactType.FIRE,
            ArtifactType.FIRE)
        .give(2, silver3, ArtifactType.FIRE).build();
    assertThat(auction.player(0).chalices()).isEmpty();
    assertThat(auction.player(2).chalices()).containsExactly(silver3);
    assertThat(auction.player(0).artifacts()).hasSize(5);
    assertThat(auction.player(2).artifacts()).containsExactly(ArtifactType.FIRE);
    Object[] ones = Vector.fill(8, 1).toJavaArray();
    GildedCompassState galleon = table(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON, 3).give(1, ones).give(0, 1)
        .build();
    assertThat(galleon.player(1).treasures()).hasSize(7);
    assertThat(galleon.player(0).treasures()).containsExactly(1);
  }

  @Test
  void aMissionUnderTheGuildStack_isTakenFromThere() {
    // §5.5: a mission put under the stack; the builder finds it there once the stack holds no copy
    GildedCompassState s = table(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI, 3).build();
    Supply u = s.supply();
    Mission m = u.missionStack().find(x -> x.kind() == MissionKind.SECOND_OPINION).get();
    GildedCompassState under = s.withSupply(u.withMissionStack(u.missionStack().remove(m))
        .withMissionBottom(Vector.of(new Hidden<>(m, 0b1))));
    GildedCompassState given = GildedCompassPositions.of(under).give(2, m).build();
    assertThat(given.supply().missionBottom()).isEmpty();
    assertThat(given.player(2).missionTiles()).containsExactly(m);
  }

  @Test
  void aChaliceSetAsideByTheFragmentsSetup_isTakenFromTheBox() {
    // §10.4: two chalices of each back leave the game unseen
    GildedCompassOptions o = Fixture.yucata(Building.AUCTION_HOUSE, Building.TREASURE_TOWER).withChaliceFragments(true);
    GildedCompassState s = GAME.setup(o, 3, 5);
    Chalice boxed = s.supply().chaliceBox().head();
    int inBox = s.supply().chaliceBox().count(c -> c.equals(boxed));
    int copies = T.chalices().count(c -> c.equals(boxed));
    // every copy, those on the stack first, then those in the box
    GildedCompassState given = GildedCompassPositions.of(s).give(1, Vector.fill(copies, boxed).toJavaArray()).build();
    assertThat(inBox).isPositive();
    assertThat(given.supply().chaliceBox().count(c -> c.equals(boxed))).isZero();
    assertThat(given.player(1).chalices().count(c -> c.equals(boxed))).isEqualTo(copies);
  }

  // ---------------------------------------------------------------- dice

  @Test
  void galleonDice_ofASeatDrawTreasuresFromTheTop_theDummysDrawNone() {
    // §5.8 (dummy draws: option NONE by default)
    GildedCompassState before = table(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON, 3).build();
    Vector<Integer> stack = before.supply().treasureStack();
    GildedCompassState s = GildedCompassPositions.of(before).galleon(0, 4, 4).galleon(Owner.DUMMY, 1).build();
    assertThat(s.player(0).drawnTreasures()).containsExactlyElementsOf(stack.take(2));
    assertThat(s.supply().treasureStack()).containsExactlyElementsOf(stack.drop(2));
    assertThat(s.supply().dummyTreasures()).isEmpty();
    assertThat(s.player(0).ownDice()).isEqualTo(6);
  }

  @Test
  void galleonDiceDrawAsLongAsTheStackLasts() {
    Object[] given = Vector.fill(8, 1).appendAll(Vector.fill(14, 2)).appendAll(Vector.fill(6, 3)).toJavaArray();
    GildedCompassPositions p = table(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON, 3).give(2, given);
    GildedCompassState s = p.galleon(1, 5, 5).build();
    assertThat(s.player(1).drawnTreasures()).containsExactly(3, 3);
    assertThat(s.supply().treasureStack()).isEmpty();
    GildedCompassPositions short1 = table(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON, 3).give(2, given);
    assertThatThrownBy(() -> short1.galleon(1, 5, 5, 5)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo("supply.treasureStack"));
  }

  @Test
  void towerDiceGoToTheirHalf() {
    // §5.9: 1-3 on the left half (slots 0-2), 4-6 on the right (slots 3-5)
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.TREASURE_TOWER, 3).tower(1, 0, 2).tower(2, 1, 3)
        .tower(1, 1, 5).build();
    assertThat(s.board().tower()).containsExactly(new Die(0, 2), new Die(1, 3), Die.EMPTY, new Die(1, 5), Die.EMPTY,
        Die.EMPTY);
    assertThat(s.player(1).ownDice()).isEqualTo(6);
  }

  @Test
  void aSaidTurn_ofTheUserOfALittleHelp_rollsOwnAndBlackDice_andTheRestIsInTheLibrary() {
    // §6: the user has 10 dice this round; one on the University, five own and two black in hand: two in the Library
    GildedCompassState base = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).build();
    GildedCompassState helped = base.withRound(base.round().withLittleHelpSeat(0));
    GildedCompassState s = GildedCompassPositions.of(helped).university(0, 3).player(0, p -> p.withBlackDice(2))
        .phase(new Turn(0, false, Pips.of(1, 2, 2, 4, 6), Pips.of(3, 5), Pips.of(1, 1), false, false, Option.none()))
        .dummyDice(0, 2).build();
    assertThat(s.board().library()).containsExactly(2, 0, 0);
    assertThat(s.player(0).ownDice()).isEqualTo(5);
    assertThat(s.player(0).blackDice()).isEqualTo(2);
  }

  @Test
  void afterThePlacements_everyDieIsBackWithItsOwner_theLostBlackDieAside() {
    // §3.3 step 3: seat 0 used A Little Help and lost one black die; the University resolves (§5.2)
    GildedCompassState base = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).build();
    GildedCompassState lost = base.withRound(base.round().withLittleHelpSeat(0).withBlackLost(1));
    GildedCompassState s = GildedCompassPositions.of(lost).university(0, 1).university(2, 5).library(0, 3)
        .display(T.specialists().get(0), T.specialists().get(4)).phase(new ChooseSpecialist(0, 0)).build();
    assertThat(s.round().returned()).containsExactly(8 + 1 - 1 - 3, 8, 7);
    assertThat(s.players().map(Player::ownDice)).containsOnly(0);
    assertThat(s.players().map(Player::dummyDice)).containsOnly(0);
  }

  @Test
  void offersBeforeAndAfterThePlacements_leaveEveryDieInHand() {
    GildedCompassState help = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).give(1, Ability.LITTLE_HELP)
        .phase(new LittleHelpOffer(1)).build();
    assertThat(help.players().map(Player::ownDice)).containsOnly(8);
    assertThat(help.players().map(Player::dummyDice)).containsOnly(2);
    GildedCompassState gift = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).give(1, Ability.TIMELESS_GIFT)
        .archives(0, 2, 8).round(1, 0).phase(new TimelessGiftOffer(1, 1)).build();
    assertThat(gift.players().map(Player::ownDice)).containsExactly(0, 8, 8);
  }

  // ---------------------------------------------------------------- the phase

  @Test
  void aKeptTurnStays_aTurnThatNoLongerFitsIsRolledAgain() {
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).turn(1, Pips.of(1, 2, 3, 4, 5, 6, 6, 6),
        Pips.of(2, 4)).build();
    assertThat(GildedCompassPositions.of(s).tokens(1, 0).build().phase()).isEqualTo(s.phase());
    GildedCompassState placed = GildedCompassPositions.of(s).university(1, 6).build();
    Turn again = (Turn) placed.phase();
    assertThat(again.seat()).isEqualTo(1);
    assertThat(again.own().size()).isEqualTo(7);
    GildedCompassState offer = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).give(2, Ability.LITTLE_HELP)
        .phase(new LittleHelpOffer(2)).build();
    assertThat(GildedCompassPositions.of(offer).tokens(0, 0).build().phase()).isEqualTo(new LittleHelpOffer(2));
  }

  @Test
  void aSaidTurnMustShowTheDiceTheSeatHolds() {
    var p = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3).library(0, 0).turn(0, Pips.of(1, 2, 3));
    assertThatThrownBy(p::build).isInstanceOf(InvalidPositionException.class)
        .hasMessageContaining("seat 0 holds 8 own, 0 black and 0 dummy dice; the turn shows 3, 0 and 0")
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo("phase"));
  }
}
