package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Status;
import org.spielwerk.gildedcompass.Tiles.MapTile;
import org.spielwerk.gildedcompass.Tiles.Region;
import org.spielwerk.gildedcompass.Tiles.Specialist;
import org.spielwerk.gildedcompass.Tiles.SpecialistType;

/**
 * The examples of the public javadoc, which shows them from here ({@code {@snippet file=... region=...}}, the
 * javadoc plugin's {@code --snippet-path} is this folder): compiled and run with the tests, so a wrong
 * example fails the build.
 */
class JavadocExamplesTest {

  @Test
  void gildedCompass_aGameBetweenBots() {
    // @start region="play"
    GildedCompass game = new GildedCompass();
    GildedCompassState state = game.setup(GildedCompassOptions.YUCATA, 3, 42L);   // 3 players, seed 42
    var bot = org.spielwerk.core.Agents.byName("random");
    var random = new org.spielwerk.core.RandomSource(1);
    while (game.status(state) instanceof Status.ToMove) {
      state = game.apply(state, bot.choose(game, state, random)).state();
    }
    // @end
    assertThat(game.isOver(state)).isTrue();
  }

  @Test
  void positions_aTurnOnABuiltTable() {
    // @start region="positions"
    GildedCompassOptions options = GildedCompassOptions.YUCATA.withStartSeat(0)
        .withBBuilding(Option.some(Building.AUCTION_HOUSE)).withCBuilding(Option.some(Building.HIDDEN_TEMPLE));
    GildedCompassState s = GildedCompassPositions.table(options, 3)
        .give(0, new MapTile(Region.JUNGLE, 2, 3), new Specialist(Region.JUNGLE, SpecialistType.EXCAVATOR, 3))
        .archives(1, 5, 2).straight(2, 1, 3).tokens(0, 1)
        .turn(0, Pips.of(2, 3, 5, 5, 6, 6))
        .build();
    // @end
    assertThat(s.player(0).tokens()).isEqualTo(1);
    assertThat(new GildedCompass().status(s)).isEqualTo(new Status.ToMove(0));
  }
}
