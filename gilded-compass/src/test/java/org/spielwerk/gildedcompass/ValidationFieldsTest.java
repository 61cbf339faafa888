package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MagicItem;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;

/**
 * {@link GildedCompass#validate} (§1.10), field by field: each check is broken once from a valid
 * built position and the {@link InvalidPositionException} names exactly that field; positions at the
 * edges of what the rules allow are accepted.
 */
class ValidationFieldsTest {
  private static final GildedCompass GAME = Fixture.GAME;

  /** An empty table (every tile on its stack, seat 0 to move) with these buildings. */
  static GildedCompassState table(Building b, Building c, int players) {
    return GildedCompassPositions.table(Fixture.yucata(b, c), players).build();
  }

  static void rejected(GildedCompassState s, String field) {
    assertThatThrownBy(() -> GAME.validate(s)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo(field));
  }

  static void rejected(GildedCompassPositions p, String field) {
    assertThatThrownBy(p::build).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo(field));
  }

  static void valid(GildedCompassState s) {
    assertThatCode(() -> GAME.validate(s)).doesNotThrowAnyException();
  }

  // ---------------------------------------------------------------- players and buildings (§2)

  @Test
  void twoToFivePlayers() {
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 2);
    rejected(s.withPlayers(s.players().take(1)), "players");
    GildedCompassState five = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 5);
    rejected(five.withPlayers(five.players().append(Player.initial())), "players");
  }

  @Test
  void theFewerBuildingsVariant_playsWithoutACBuilding_upToThreePlayers() {
    // §7.1 (PRINTED): no C building with 2-3 players; with 4-5 players the variant does not apply
    GildedCompassOptions fewer = GildedCompassOptions.PRINTED.withSmallGameVariant(
        GildedCompassOptions.SmallGameVariant.FEWER_BUILDINGS).withBBuilding(Option.some(Building.AUCTION_HOUSE))
        .withStartSeat(0);
    GildedCompassState three = GildedCompassPositions.table(fewer, 3).build();
    valid(three);
    assertThat(three.cBuilding()).isEmpty();
    rejected(three.withCBuilding(Option.some(Building.ILLUMINATI)), "cBuilding");
    assertThatThrownBy(() -> GAME.validate(three.withCBuilding(Option.some(Building.ILLUMINATI))))
        .hasMessageContaining("the fewer-buildings variant has no C building");
    GildedCompassState four = GildedCompassPositions.table(fewer, 4).build();
    assertThat(four.cBuilding().isDefined()).isTrue();
    rejected(four.withCBuilding(Option.none()), "cBuilding");
    assertThatThrownBy(() -> GAME.validate(four.withCBuilding(Option.none())))
        .hasMessageContaining("a C building is in play");
  }

  // ---------------------------------------------------------------- every tile in one place (§1.10)

  @Test
  void aMissingTileOfEachKindIsNamed() {
    GildedCompassState auction = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    Supply u = auction.supply();
    rejected(auction.withSupply(u.withMapStack(u.mapStack().tail())), "maps");
    rejected(auction.withSupply(u.withArtifactStack(u.artifactStack().tail())), "artifacts");
    rejected(auction.withSupply(u.withCollectionBox(u.collectionBox().tail())), "collections");
    rejected(auction.withSupply(u.withAbilityStack(u.abilityStack().tail())), "abilities");
    GildedCompassState guild = table(Building.TREASURE_HUNTERS_GUILD, Building.HIDDEN_TEMPLE, 3);
    rejected(guild.withSupply(guild.supply().withMissionStack(guild.supply().missionStack().tail())), "missions");
    rejected(guild.withSupply(guild.supply().withItemStack(guild.supply().itemStack().tail())), "magic items");
    GildedCompassState galleon = table(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON, 2);
    rejected(galleon.withSupply(galleon.supply().withTreasureStack(galleon.supply().treasureStack().tail())),
        "sunken treasures");
    GildedCompassState tower = table(Building.AUCTION_HOUSE, Building.TREASURE_TOWER, 2);
    Vector<Vector<Chalice>> stacks = tower.supply().chaliceStacks();
    rejected(tower.withSupply(tower.supply().withChaliceStacks(stacks.update(0, stacks.get(0).tail()))), "chalices");
  }

  @Test
  void aTileTwiceInPlaceOfAnother_orNotInTheTable_isOneTooMany() {
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    Vector<MapTile> stack = s.supply().mapStack();
    assertThat(stack.get(0)).isNotEqualTo(stack.get(1));
    // the count adds up to 26, but one map lies twice and another nowhere
    GildedCompassState twice = s.withSupply(s.supply().withMapStack(stack.update(1, stack.get(0))));
    rejected(twice, "maps");
    assertThatThrownBy(() -> GAME.validate(twice)).hasMessageContaining("one " + stack.get(0) + " too many");
    MapTile unknown = new MapTile(Region.JUNGLE, 5, 9);
    GildedCompassState foreign = s.withSupply(s.supply().withMapStack(stack.update(0, unknown)));
    rejected(foreign, "maps");
    assertThatThrownBy(() -> GAME.validate(foreign)).hasMessageContaining("one " + unknown + " too many");
  }

  @Test
  void withTheAuctionHouse_everyPlayerHoldsOnePrivateCollection() {
    // §2 step 7: one collection dealt to each player, the rest in the box
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    PrivateCollection mine = s.player(1).collection().get();
    GildedCompassState none = s.withPlayer(1, s.player(1).withCollection(Option.none()))
        .withSupply(s.supply().withCollectionBox(s.supply().collectionBox().append(mine)));
    rejected(none, "collections");
  }

  @Test
  void theMiniExpansionsAddTheirTiles() {
    // §10.3 Tools of Power with the Hidden Temple, §10.2 allies with the Illuminati, §10.4 fragments
    GildedCompassOptions temple = Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.HIDDEN_TEMPLE)
        .withToolsOfPower(true);
    GildedCompassState tools = GildedCompassPositions.table(temple, 4).build();
    assertThat(tools.supply().itemStack()).hasSize(28).containsAll(tools.table().toolsOfPower());
    valid(tools);
    valid(GAME.setup(temple, 4, 3));
    GildedCompassState withoutTools = tools.withOptions(tools.options().withToolsOfPower(false));
    rejected(withoutTools, "magic items");
  }

  @Test
  void chalicesLieOnTheThreeStacksOfTheirBack() {
    // §2 step 8: chalices are sorted by back into 3 stacks
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.TREASURE_TOWER, 2);
    Vector<Vector<Chalice>> stacks = s.supply().chaliceStacks();
    rejected(s.withSupply(s.supply().withChaliceStacks(stacks.append(Vector.empty()))), "chaliceStacks");
    int gold = ChaliceBack.GOLD.ordinal();
    int bronze = ChaliceBack.BRONZE.ordinal();
    Vector<Vector<Chalice>> moved = stacks.update(gold, stacks.get(gold).tail())
        .update(bronze, stacks.get(bronze).append(stacks.get(gold).head()));
    rejected(s.withSupply(s.supply().withChaliceStacks(moved)), "chaliceStacks");
  }

  // ---------------------------------------------------------------- displays (§1.10, §3.1)

  @Test
  void eachDisplayHoldsAtMostWhatTheRoundLaysOut() {
    // at most 4 maps, N+2 specialists, 3 abilities, min(N, 4) magic items
    Components t = Components.standard();
    GildedCompassPositions maps = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE,
        Building.ILLUMINATI), 2).display(t.maps().take(4).toJavaArray());
    valid(maps.build());
    rejected(maps.display(t.maps().get(4)), "board");
    GildedCompassPositions specialists = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE,
        Building.ILLUMINATI), 2).display(t.specialists().take(4).toJavaArray());
    valid(specialists.build());
    rejected(specialists.display(t.specialists().get(4)), "board");
    GildedCompassPositions abilities = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE,
        Building.ILLUMINATI), 2).display(Ability.PERSUASION, Ability.WILL_TO_WIN, Ability.LITTLE_HELP);
    valid(abilities.build());
    rejected(abilities.display(Ability.TIMELESS_GIFT), "board");
    GildedCompassPositions items = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE,
        Building.HIDDEN_TEMPLE), 2).display(t.magicItems().get(0), t.magicItems().get(2));
    valid(items.build());
    rejected(items.display(t.magicItems().get(4)), "board");
  }

  // ---------------------------------------------------------------- dice on the buildings

  @Test
  void diceShowOneToSix_andStraightsEndAtSix() {
    GildedCompassOptions o = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI);
    rejected(GildedCompassPositions.table(o, 3).university(1, 7), "board.university.value");
    rejected(GildedCompassPositions.table(o, 3).university(1, 0), "board.university.value");
    rejected(GildedCompassPositions.table(o, 3).board(b -> b.withStraights(Vector.of(new Straight(1, 0, 3)))),
        "board.straights.low");
    // 4-5-6 is the longest straight from 4 (§5.4)
    valid(GildedCompassPositions.table(o, 3).straight(1, 4, 6).build());
    rejected(GildedCompassPositions.table(o, 3).straight(1, 4, 7), "board.straights.length");
    rejected(GildedCompassPositions.table(o, 3).straight(1, 3, 2), "board.straights.length");
    valid(GildedCompassPositions.table(o, 3).straight(1, 1, 6).build());
  }

  @Test
  void aDieOfNobodyOrOfASeatNotAtTheTableIsRejected() {
    GildedCompassOptions o = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI);
    GildedCompassState s = GildedCompassPositions.table(o, 3).university(2, 4).build();
    for (int owner : new int[] {3, Owner.NOBODY, -7}) {
      GildedCompassState bad = s.withBoard(s.board().withUniversity(Vector.of(new Die(owner, 4))));
      rejected(bad, "dice");
      assertThatThrownBy(() -> GAME.validate(bad)).hasMessageContaining("no owner " + owner);
    }
  }

  @Test
  void theHiddenTemple_underPrinted_takesOnlyThePairOfEachSpace() {
    // §5.6 PER_SPACE_TABLE: the spaces alternate 2+5 and 1+6 (temple-spaces.csv); YUCATA takes either pair anywhere
    Components t = Components.standard();
    assertThat(t.templeSpaces().get(0)).isEqualTo(Tiles.TemplePair.TWO_FIVE);
    MagicItem first = t.magicItems().get(0);
    MagicItem second = t.magicItems().get(2);
    GildedCompassOptions printed = Fixture.printed(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE);
    valid(GildedCompassPositions.table(printed, 2).display(first, second).temple(0, 1, 2).temple(1, 0, 1).build());
    rejected(GildedCompassPositions.table(printed, 2).display(first, second).temple(0, 1, 1), "board.temple[0]");
    rejected(GildedCompassPositions.table(printed, 2).display(first, second).temple(1, 1, 2), "board.temple[1]");
    GildedCompassOptions yucata = Fixture.yucata(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE);
    valid(GildedCompassPositions.table(yucata, 2).display(first, second).temple(0, 1, 1).temple(1, 0, 2).build());
  }

  @Test
  void illuminatiAndGalleonGroupsHoldDice_onePerOwner_ofDifferentSizes() {
    // §5.7, §5.8: each owner one group; sizes unique
    GildedCompassOptions ill = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI);
    valid(GildedCompassPositions.table(ill, 3).illuminati(0, 3, 3, 5).illuminati(1, 2, 2).build());
    rejected(GildedCompassPositions.table(ill, 3).illuminati(0), "board.illuminati");
    rejected(GildedCompassPositions.table(ill, 3).illuminati(0, 3, 3, 5).illuminati(1, 2, 2, 4), "illuminati");
    rejected(GildedCompassPositions.table(ill, 3).illuminati(0, 3, 3, 5).illuminati(0, 2, 2), "illuminati");
    GildedCompassOptions gal = Fixture.yucata(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON);
    valid(GildedCompassPositions.table(gal, 3).galleon(0, 3, 3).galleon(1, 1, 2, 2).build());
    rejected(GildedCompassPositions.table(gal, 3).galleon(Owner.DUMMY), "board.galleon");
    rejected(GildedCompassPositions.table(gal, 3).galleon(0, 3, 3).galleon(1, 2, 2), "galleon");
    rejected(GildedCompassPositions.table(gal, 3).galleon(0, 3, 3).galleon(0, 1, 1, 1), "galleon");
  }

  @Test
  void theTowerHasSixFloors_anEmptyOneShowingNoDie() {
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.TREASURE_TOWER, 3);
    rejected(s.withBoard(s.board().withTower(s.board().tower().append(Die.EMPTY))), "board.tower");
    rejected(s.withBoard(s.board().withTower(s.board().tower().update(2, new Die(Owner.NOBODY, 2)))),
        "board.tower[2]");
  }

  @Test
  void theUniversityRowIsAscending_withAtMostOneDiePerEntrance() {
    // §5.2: N+2 entrances, the row packed and ascending
    GildedCompassOptions o = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI);
    GildedCompassPositions four = GildedCompassPositions.table(o, 2).university(0, 1).university(0, 1)
        .university(1, 6).university(0, 3);
    GildedCompassState full = four.build();
    assertThat(full.board().university().map(Die::value)).containsExactly(1, 1, 3, 6);
    rejected(four.university(1, 2), "university");
    rejected(full.withBoard(full.board().withUniversity(full.board().university().reverse())), "university");
  }

  @Test
  void twoIdenticalStraightsAreRejected() {
    GildedCompassOptions o = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI);
    valid(GildedCompassPositions.table(o, 3).straight(0, 2, 4).straight(1, 2, 5).straight(2, 1, 3).build());
    rejected(GildedCompassPositions.table(o, 3).straight(0, 2, 4).straight(1, 3, 5).straight(2, 2, 4), "straights");
  }

  // ---------------------------------------------------------------- dice in hand and per seat

  @Test
  void theDiceInHandAreBounded() {
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    rejected(s.withPlayer(1, s.player(1).withOwnDice(9)), "players[1].ownDice");
    rejected(s.withPlayer(1, s.player(1).withBlackDice(3)), "players[1].blackDice");
    rejected(s.withPlayer(2, s.player(2).withDummyDice(-1)), "players[2]");
    // while dice are placed, no building has paid a reward yet (§4)
    rejected(s.withPlayer(1, s.player(1).withOwnDice(7)).withRound(s.round().withReturned(
        s.round().returned().update(1, 1))), "round.returned[1]");
  }

  @Test
  void blackDiceBelongToTheUserOfALittleHelp() {
    // §6: the 2 black dice are extra dice of the user for the round
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    GildedCompassState borrowed = s.withPlayer(1, s.player(1).withOwnDice(6).withBlackDice(2));
    rejected(borrowed, "dice");
    assertThatThrownBy(() -> GAME.validate(borrowed)).hasMessageContaining("A Little Help");
    // with A Little Help seat 1 accounts for 10 dice, and the message says so
    GildedCompassState user = s.withRound(s.round().withLittleHelpSeat(1));
    rejected(user, "dice");
    assertThatThrownBy(() -> GAME.validate(user)).hasMessageContaining("accounts for 8 dice, not 10");
    valid(user.withPlayer(1, user.player(1).withBlackDice(2)));
  }

  @Test
  void aKnowledgeMarkNamesASeatAtTheTable() {
    // §3.4: hidden tiles are known to seats at the table only
    GildedCompassState s = GildedCompassPositions.table(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD,
        Building.SUNKEN_GALLEON), 3).give(0, Mission.of(MissionKind.SECOND_OPINION)).build();
    Player p = s.player(0);
    Hidden<Mission> mine = p.missions().head();
    valid(s.withPlayer(0, p.withMissions(Vector.of(new Hidden<>(mine.tile(), 0b111)))));
    rejected(s.withPlayer(0, p.withMissions(Vector.of(new Hidden<>(mine.tile(), 0b1000)))), "players[0].missions");
    Supply u = s.supply();
    Mission top = u.missionStack().head();
    Supply bottom = u.withMissionStack(u.missionStack().tail());
    valid(s.withSupply(bottom.withMissionBottom(Vector.of(new Hidden<>(top, 0b100)))));
    rejected(s.withSupply(bottom.withMissionBottom(Vector.of(new Hidden<>(top, 0b1000)))), "supply.missionBottom");
    valid(s.withSupply(bottom.withMissionsRemoved(Vector.of(new Hidden<>(top, 0)))));
    rejected(s.withSupply(bottom.withMissionsRemoved(Vector.of(new Hidden<>(top, -1)))), "supply.missionsRemoved");
    int treasure = u.treasureStack().head();
    Supply discard = u.withTreasureStack(u.treasureStack().tail());
    valid(s.withSupply(discard.withTreasureDiscard(Vector.of(new Hidden<>(treasure, 0b10)))));
    rejected(s.withSupply(discard.withTreasureDiscard(Vector.of(new Hidden<>(treasure, 0b10000)))),
        "supply.treasureDiscard");
  }

  @Test
  void theDummysSixDiceAreInHand_onTheBoard_inTheLibrary_orAside() {
    // §7.2: 2 dummy dice per player (3 players: 6); PRINTED lets dummy dice enter the Library
    GildedCompassOptions o = Fixture.printed(Building.AUCTION_HOUSE, Building.ILLUMINATI)
        .withSmallGameVariant(GildedCompassOptions.SmallGameVariant.DUMMY);
    GildedCompassState s = GildedCompassPositions.table(o, 3).university(Owner.DUMMY, 2).dummyDice(0, 2)
        .dummyDice(1, 1).dummyDice(2, 0).board(b -> b.withLibraryDummy(1)).build();
    assertThat(s.round().dummyAside()).as("6 - 1 placed - 1 in the Library - 3 in hand").isEqualTo(1);
    valid(s);
    rejected(s.withBoard(s.board().withLibraryDummy(7)), "board.libraryDummy");
    rejected(s.withRound(s.round().withDummyAside(7)), "round.dummyAside");
    GildedCompassState lost = s.withRound(s.round().withDummyAside(0));
    rejected(lost, "dice");
    assertThatThrownBy(() -> GAME.validate(lost)).hasMessageContaining("add up to 5, not 6");
  }

  @Test
  void withoutTheDummyVariant_thereAreNoDummyDice() {
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 4);
    GildedCompassState onBoard = s.withBoard(s.board().withUniversity(Vector.of(new Die(Owner.DUMMY, 3))));
    rejected(onBoard, "dice");
    assertThatThrownBy(() -> GAME.validate(onBoard)).hasMessageContaining("without the dummy variant");
    rejected(s.withPlayer(0, s.player(0).withDummyDice(1)), "players[0].dummyDice");
    rejected(s.withBoard(s.board().withLibraryDummy(1)), "dice");
    rejected(s.withRound(s.round().withDummyAside(1)), "dice");
  }

  @Test
  void oneCountPerSeat() {
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    rejected(s.withRound(s.round().withReturned(s.round().returned().append(0))), "round");
    rejected(s.withBoard(s.board().withLibrary(s.board().library().take(2))), "round");
  }

  @Test
  void theRoundsCounters() {
    // §6: A Little Help is a tile of the Illuminati; a seat at the table takes it
    GildedCompassState s = table(Building.AUCTION_HOUSE, Building.ILLUMINATI, 3);
    Round r = s.round();
    rejected(s.withRound(r.withLittleHelpSeat(3)), "round.littleHelpSeat");
    rejected(s.withRound(r.withLittleHelpSeat(-2)), "round.littleHelpSeat");
    rejected(s.withRound(r.withGiftsUsed(0b1000)), "round.giftsUsed");
    rejected(s.withRound(r.withAlliesUsed(0b1000)), "round.alliesUsed");
    rejected(s.withRound(r.withAlliesUsed(-1)), "round.alliesUsed");
    GildedCompassState helped = s.withRound(r.withLittleHelpSeat(1)).withPlayer(1, s.player(1).withBlackDice(2));
    valid(helped);
    rejected(helped.withRound(helped.round().withBlackLost(3)), "round.blackLost");
    GildedCompassState tower = table(Building.AUCTION_HOUSE, Building.TREASURE_TOWER, 3);
    rejected(tower.withRound(tower.round().withAlliesUsed(1)), "round.alliesUsed");
  }

  // ---------------------------------------------------------------- nulls

  @Test
  void aNullInsideAnOptionOrAtALaterIndexIsNamedByItsPath() {
    GildedCompassState s = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 3)
        .give(0, new MapTile(Region.DARK, 0, 1)).build();
    rejected(s.withCBuilding(Option.some(null)), "state.cBuilding");
    rejected(s.withPlayer(0, s.player(0).withCollection(Option.some(null))), "state.players[0].collection");
    Vector<MapTile> maps = s.player(0).maps().append(null);
    rejected(s.withPlayer(0, s.player(0).withMaps(maps)), "state.players[0].maps[1]");
    Vector<Specialist> stack = s.supply().specialistStack();
    rejected(s.withSupply(s.supply().withSpecialistStack(stack.update(2, (Specialist) null))), "state.supply.specialistStack[2]");
  }
}
