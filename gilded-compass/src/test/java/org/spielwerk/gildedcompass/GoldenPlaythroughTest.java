package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * Golden playthroughs: seeded games played by a fixed random agent, written as a transcript (each
 * action as JSON, each event in words) and compared with {@code src/test/resources/golden/*.txt} on
 * every build, so that any change of behaviour shows in review. After an intended change, regenerate
 * from the project root with
 *
 * <pre>
 * mvn -B -q -pl gilded-compass -am verify -Dquick -Dtest=GoldenPlaythroughTest \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.regenerate=true
 * </pre>
 *
 * and review the diff.
 */
class GoldenPlaythroughTest {
  private static final GildedCompass GAME = new GildedCompass();
  private static final GildedCompassText TEXT = new GildedCompassText();

  @Test
  void yucata_twoPlayers_auctionHouseAndIlluminati_allMiniExpansions() throws IOException {
    GildedCompassOptions options = GildedCompassOptions.YUCATA.withBBuilding(Option.some(Building.AUCTION_HOUSE))
        .withCBuilding(Option.some(Building.ILLUMINATI)).withCovetedArtifacts(true).withAllyOnTheInside(true);
    check("yucata-2p-auction-illuminati.txt", options, 2, 1);
  }

  @Test
  void printed_threePlayersWithDummy_guildAndGalleon_manualAssignment() throws IOException {
    GildedCompassOptions options = GildedCompassOptions.PRINTED.withBBuilding(Option.some(Building.TREASURE_HUNTERS_GUILD))
        .withCBuilding(Option.some(Building.SUNKEN_GALLEON))
        .withSmallGameVariant(GildedCompassOptions.SmallGameVariant.DUMMY);
    check("printed-3p-guild-galleon.txt", options, 3, 2);
  }

  @Test
  void yucata_fivePlayers_guildAndTower_fragmentsAndWholeTowerPush() throws IOException {
    GildedCompassOptions options = GildedCompassOptions.YUCATA_AUTO_ASSIGN
        .withBBuilding(Option.some(Building.TREASURE_HUNTERS_GUILD)).withCBuilding(Option.some(Building.TREASURE_TOWER))
        .withChaliceFragments(true).withTowerPush(GildedCompassOptions.TowerPush.WHOLE_TOWER);
    check("yucata-5p-guild-tower.txt", options, 5, 3);
  }

  @Test
  void yucata_fourPlayers_auctionHouseAndTemple_toolsOfPower() throws IOException {
    GildedCompassOptions options = GildedCompassOptions.YUCATA.withBBuilding(Option.some(Building.AUCTION_HOUSE))
        .withCBuilding(Option.some(Building.HIDDEN_TEMPLE)).withToolsOfPower(true);
    check("yucata-4p-auction-temple.txt", options, 4, 4);
  }

  private static void check(String name, GildedCompassOptions options, int players, long seed) throws IOException {
    String transcript = play(options, players, seed);
    Path file = Path.of("src/test/resources/golden", name);
    if (Boolean.getBoolean("golden.regenerate")) {
      Files.createDirectories(file.getParent());
      Files.writeString(file, transcript, StandardCharsets.UTF_8);
      return;
    }
    String expected;
    try (InputStream in = GoldenPlaythroughTest.class.getResourceAsStream("/golden/" + name)) {
      assertThat(in).as("golden file " + name + " (regenerate with -Dgolden.regenerate=true)").isNotNull();
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(transcript).as("transcript of " + name + " (see the class comment to regenerate)").isEqualTo(expected);
  }

  /** Plays with a random agent that re-rolls only now and then, so that the transcript shows placements. */
  static String play(GildedCompassOptions options, int players, long seed) {
    List<GildedCompassEvent> setupEvents = new ArrayList<>();
    GildedCompassState s = GAME.setupWithEvents(options, players, seed, setupEvents);
    StringBuilder out = new StringBuilder();
    out.append("# ").append(players).append(" players, seed ").append(seed).append(", options ")
        .append(Json.write(options)).append('\n');
    setupEvents.forEach(e -> out.append("  ").append(TEXT.event(e)).append('\n'));
    RandomSource agent = new RandomSource(seed * 31 + 7);
    while (GAME.status(s) instanceof Status.ToMove) {
      List<GildedCompassAction> legal = GAME.legalActions(s);
      List<GildedCompassAction> placements = legal.stream()
          .filter(a -> !(a instanceof GildedCompassAction.Reroll) && !(a instanceof GildedCompassAction.Persuade)
              && !(a instanceof GildedCompassAction.PersuadeSecond)).toList();
      List<GildedCompassAction> pool = placements.isEmpty() || agent.nextInt(10) == 0 ? legal : placements;
      GildedCompassAction action = pool.get(agent.nextInt(pool.size()));
      out.append("> ").append(Json.write(action)).append('\n');
      Step<GildedCompassState, GildedCompassEvent> step = GAME.apply(s, action);
      step.events().forEach(e -> out.append("  ").append(TEXT.event(e)).append('\n'));
      s = step.state();
    }
    out.append("= ").append(((Status.Finished) GAME.status(s)).outcome()).append('\n');
    return out.toString();
  }
}
