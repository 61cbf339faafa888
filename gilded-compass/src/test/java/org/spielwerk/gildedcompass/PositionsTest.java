package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.gildedcompass.Board.ArchivesGroup;
import org.spielwerk.gildedcompass.Board.Straight;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Mission;
import org.spielwerk.gildedcompass.Tiles.MissionKind;
import org.spielwerk.gildedcompass.Tiles.PrivateCollection;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;

/** The position builder (issue 9): named tiles moved, derived counters computed, valid by construction. */
class PositionsTest {
  private static final GildedCompass GAME = Fixture.GAME;
  private static final MapTile JUNGLE_2 = new MapTile(Region.JUNGLE, 2, 3);
  private static final Specialist JUNGLE_EXC_3 = new Specialist(Region.JUNGLE, SpecialistType.EXCAVATOR, 3);

  @Test
  void emptyTable_isValid_withEveryTileOnItsStack_andTheStartSeatToMove() {
    for (int players = 2; players <= 5; players++) {
      GildedCompassState s = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI),
          players).build();
      assertThat(s.board().maps()).isEmpty();
      assertThat(s.board().abilities()).isEmpty();
      assertThat(s.supply().mapStack()).hasSize(26);
      assertThat(s.supply().mapStack().head()).isEqualTo(s.table().maps().head());
      assertThat(s.phase()).isInstanceOf(Turn.class);
      assertThat(s.phase().seat()).isZero();
      assertThat(((Turn) s.phase()).own().size()).isEqualTo(8);
    }
  }

  @Test
  void tilesMoveFromWhereverTheyLie_andEveryTileStaysInOnePlace() {
    GildedCompassState s = GildedCompassPositions.table(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD,
            Building.TREASURE_TOWER), 3)
        .display(JUNGLE_2, new MapTile(Region.DARK, 0, 1))
        .give(1, JUNGLE_2, JUNGLE_EXC_3, Mission.of(MissionKind.SECOND_OPINION), new Chalice(ChaliceBack.GOLD, 3, false))
        .onTop(new Specialist(Region.GODS, SpecialistType.CARTOGRAPHER, 1))
        .round(3, 2).tokens(1, 3)
        .build();
    // the Jungle map was taken from the display the line before, not from the stack
    assertThat(s.board().maps()).containsExactly(new MapTile(Region.DARK, 0, 1));
    assertThat(s.player(1).maps()).containsExactly(JUNGLE_2);
    assertThat(s.player(1).specialists()).containsExactly(JUNGLE_EXC_3);
    assertThat(s.player(1).missions().head().seenBy(1)).isTrue();
    assertThat(s.player(1).chalices()).containsExactly(new Chalice(ChaliceBack.GOLD, 3, false));
    assertThat(s.supply().specialistStack().head()).isEqualTo(new Specialist(Region.GODS, SpecialistType.CARTOGRAPHER, 1));
    assertThat(s.player(1).tokens()).isEqualTo(3);
  }

  @Test
  void diceOnTheBuildings_setTheDiceInHand_andASaidTurnPutsTheRestInTheLibrary() {
    // §1.10: every die is with its owner, on one building or in the Library
    GildedCompassState s = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON), 2)
        .archives(0, 5, 2).straight(1, 2, 4).university(Owner.DUMMY, 3).galleon(1, 6)
        .turn(0, Pips.of(1, 2, 6), Pips.of(4))
        .build();
    assertThat(s.board().archives()).containsExactly(new ArchivesGroup(0, 5, 2));
    assertThat(s.board().straights()).containsExactly(new Straight(1, 2, 3));
    assertThat(s.player(0).ownDice()).isEqualTo(3);
    assertThat(s.board().library().get(0)).as("8 - 2 placed - 3 in hand").isEqualTo(3);
    assertThat(s.player(1).ownDice()).isEqualTo(8 - 3 - 1);
    assertThat(s.player(0).dummyDice()).isEqualTo(1);
    assertThat(s.player(1).dummyDice()).as("the dummy die on the University came from the rest").isEqualTo(2);
    assertThat(s.round().dummyAside()).isZero();
    assertThat(GAME.legalActions(s)).contains(new Place(Building.ARCHIVES, Pips.of(1), Pips.EMPTY, -1, 0));
  }

  @Test
  void collections_andAbilities_followTheirBuildings() {
    PrivateCollection fire = new PrivateCollection(ArtifactType.FIRE, ArtifactType.HOLY);
    GildedCompassState s = GildedCompassPositions.setup(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 3, 7)
        .give(2, fire, ArtifactType.FIRE, ArtifactType.FIRE, Ability.WILL_TO_WIN)
        .build();
    assertThat(s.player(2).collection()).isEqualTo(Option.some(fire));
    assertThat(s.players().flatMap(Player::collection).distinct()).as("one collection each").hasSize(3);
    assertThat(s.player(2).artifacts()).containsExactly(ArtifactType.FIRE, ArtifactType.FIRE);
    assertThat(s.player(2).abilities()).containsExactly(Ability.WILL_TO_WIN);
    assertThatThrownBy(() -> GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE, Building.HIDDEN_TEMPLE),
        2).give(0, Ability.PERSUASION)).isInstanceOf(InvalidPositionException.class).hasMessageContaining("tiles");
  }

  @Test
  void whatCannotBe_isRejectedNamingTheField() {
    var positions = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON), 2)
        .archives(0, 5, 2).archives(1, 5, 2);
    assertThatThrownBy(positions::build).isInstanceOf(InvalidPositionException.class).hasMessageContaining("archives");
    var tooManyDice = GildedCompassPositions.table(Fixture.yucata(Building.AUCTION_HOUSE, Building.SUNKEN_GALLEON), 2)
        .archives(0, 5, 6).library(0, 0).turn(0, Pips.of(1, 2, 3));
    assertThatThrownBy(tooManyDice::build).isInstanceOf(InvalidPositionException.class).hasMessageContaining("dice");
  }
}
