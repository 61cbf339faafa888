package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.gildedcompass.GildedCompassOptions.SmallGameVariant;
import org.spielwerk.gildedcompass.Tiles.Ability;
import org.spielwerk.gildedcompass.Tiles.ArtifactType;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;

/** Setup (§2): buildings, displays, dice, tokens, private collections, mini-expansions, bad options. */
class SetupTest {
  private static final GildedCompass GAME = Fixture.GAME;

  @Test
  void setup_universitySizedByPlayerCount_displaysDrawn() {
    // §2 table: N+2 entrances and specialists, 4 maps, 3 abilities
    for (int n = 2; n <= 5; n++) {
      GildedCompassState s = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), n);
      assertThat(s.entrances()).isEqualTo(n + 2);
      assertThat(s.board().specialists()).hasSize(n + 2);
      assertThat(s.board().maps()).hasSize(4);
      assertThat(s.board().abilities()).hasSize(3);
      assertThat(s.players()).allSatisfy(p -> {
        assertThat(p.ownDice()).isEqualTo(8);
        assertThat(p.tokens()).isEqualTo(1);
      });
    }
  }

  @Test
  void setup_privateCollectionsOnlyWithTheAuctionHouse() {
    // §2 step 7
    GildedCompassState ah = Fixture.start(Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI), 4);
    assertThat(ah.players()).allSatisfy(p -> assertThat(p.collection()).isNotEmpty());
    assertThat(ah.supply().collectionBox()).hasSize(2);
    assertThat(ah.supply().artifactStack()).hasSize(36);
    GildedCompassState guild = Fixture.start(Fixture.yucata(Building.TREASURE_HUNTERS_GUILD, Building.ILLUMINATI), 4);
    assertThat(guild.players()).allSatisfy(p -> assertThat(p.collection()).isEmpty());
    assertThat(guild.supply().artifactStack()).isEmpty();
  }

  @Test
  void setup_miniExpansionsAreShuffledIn() {
    // §10: Coveted Artifacts (44), Ally on the Inside (24), Tools of Power (28), Chalice Fragments (12 per back)
    GildedCompassOptions all = Fixture.yucata(Building.AUCTION_HOUSE, Building.ILLUMINATI).withCovetedArtifacts(true)
        .withAllyOnTheInside(true).withToolsOfPower(true).withChaliceFragments(true);
    GildedCompassState s = Fixture.start(all, 3);
    assertThat(s.supply().artifactStack()).hasSize(44);
    assertThat(s.supply().artifactStack().count(a -> a == ArtifactType.COVETED)).isEqualTo(8);
    assertThat(s.supply().abilityStack().size() + s.board().abilities().size()).isEqualTo(24);
    GildedCompassState temple = Fixture.start(all.withCBuilding(Option.some(Building.HIDDEN_TEMPLE)), 3);
    assertThat(temple.supply().itemStack().size() + temple.board().temple().size()).isEqualTo(28);
    GildedCompassState tower = Fixture.start(all.withCBuilding(Option.some(Building.TREASURE_TOWER)), 3);
    for (ChaliceBack back : ChaliceBack.values()) {
      assertThat(tower.supply().chaliceStacks().get(back.ordinal())).hasSize(12);
      assertThat(tower.supply().chaliceStacks().get(back.ordinal()).count(c -> c.fragment())).isEqualTo(2);
    }
    assertThat(tower.supply().chaliceBox()).hasSize(6);
    assertThat(s.supply().abilityStack().appendAll(s.board().abilities()).count(a -> a == Ability.ALLY_ON_THE_INSIDE))
        .isEqualTo(4);
  }

  @Test
  void setup_randomBuildingsAndStartSeatComeFromTheSeed() {
    GildedCompassState a = GAME.setup(GildedCompassOptions.YUCATA, 4, 99);
    GildedCompassState b = GAME.setup(GildedCompassOptions.YUCATA, 4, 99);
    assertThat(a).isEqualTo(b);
    boolean variety = false;
    for (long seed = 0; seed < 20; seed++) {
      variety |= GAME.setup(GildedCompassOptions.YUCATA, 4, seed).cBuilding().get() != a.cBuilding().get();
    }
    assertThat(variety).isTrue();
  }

  @Test
  void setup_fewerBuildingsVariantHasNoCBuilding_andIgnoresTheVariantWithFourPlayers() {
    // §7.1, §2 step 10
    GildedCompassOptions fewer = GildedCompassOptions.PRINTED.withSmallGameVariant(SmallGameVariant.FEWER_BUILDINGS);
    assertThat(GAME.setup(fewer, 3, 1).cBuilding()).isEmpty();
    assertThat(GAME.setup(fewer, 4, 1).cBuilding()).isNotEmpty();
  }

  @Test
  void setup_rejectsBadOptions_namingTheField() {
    assertThatThrownBy(() -> GAME.setup(GildedCompassOptions.YUCATA, 6, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("players");
    assertThatThrownBy(() -> GAME.setup(GildedCompassOptions.YUCATA.withBBuilding(Option.some(Building.ILLUMINATI)), 3, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("bBuilding");
    assertThatThrownBy(() -> GAME.setup(GildedCompassOptions.YUCATA.withCBuilding(Option.some(Building.ARCHIVES)), 3, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("cBuilding");
    assertThatThrownBy(() -> GAME.setup(GildedCompassOptions.PRINTED.withSmallGameVariant(SmallGameVariant.FEWER_BUILDINGS)
        .withCBuilding(Option.some(Building.ILLUMINATI)), 2, 1)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("fewer-buildings");
    assertThatThrownBy(() -> GAME.setup(GildedCompassOptions.YUCATA.withStartSeat(3), 3, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("startSeat");
    assertThatThrownBy(() -> GAME.setup(GildedCompassOptions.YUCATA.withDummyFirstArtifacts(9), 3, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("dummyFirstArtifacts");
  }

  @Test
  void presets_printedAndYucataDifferInEveryRowOfTheTable() {
    // §11: each row is its own option; the presets set them
    GildedCompassOptions y = GildedCompassOptions.YUCATA;
    GildedCompassOptions p = GildedCompassOptions.PRINTED;
    assertThat(y.smallGameVariant()).isEqualTo(SmallGameVariant.DUMMY);
    assertThat(p.smallGameVariant()).isEqualTo(SmallGameVariant.NONE);
    assertThat(y.multipleStraights()).isTrue();
    assertThat(p.multipleStraights()).isFalse();
    assertThat(y.thirdPlace()).isEqualTo(GildedCompassOptions.ThirdPlace.ALWAYS);
    assertThat(p.thirdPlace()).isEqualTo(GildedCompassOptions.ThirdPlace.FIVE_PLAYERS_ONLY);
    assertThat(y.dummyFirstArtifacts()).isEqualTo(3);
    assertThat(p.dummyFirstArtifacts()).isEqualTo(4);
    assertThat(y.libraryLowestDie()).isTrue();
    assertThat(p.libraryLowestDie()).isFalse();
    assertThat(y.dummyLibraryBan()).isTrue();
    assertThat(p.dummyLibraryBan()).isFalse();
    assertThat(y.dummyAbilities()).isTrue();
    assertThat(p.dummyAbilities()).isFalse();
    assertThat(y.galleonKeepHighest()).isTrue();
    assertThat(p.galleonKeepHighest()).isFalse();
    assertThat(y.itemsOnMissionMaps()).isTrue();
    assertThat(p.itemsOnMissionMaps()).isFalse();
    assertThat(y.assignment()).isEqualTo(GildedCompassOptions.AssignmentMode.AUTO_WITH_AUCTION_HOUSE);
    assertThat(p.assignment()).isEqualTo(GildedCompassOptions.AssignmentMode.MANUAL);
    assertThat(y.templePairs()).isEqualTo(GildedCompassOptions.TemplePairs.EITHER_PAIR_ANY_SPACE);
    assertThat(p.templePairs()).isEqualTo(GildedCompassOptions.TemplePairs.PER_SPACE_TABLE);
    assertThat(GAME.presets()).containsKeys("YUCATA", "PRINTED", "YUCATA_AUTO_ASSIGN");
    assertThat(GAME.defaultOptions()).isEqualTo(y);
  }
}
