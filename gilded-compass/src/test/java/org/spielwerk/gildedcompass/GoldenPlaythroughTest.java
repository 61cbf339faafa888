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
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
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

  /**
   * The same kind of game told for a player, in English and in German: each action in words (not JSON), each
   * event, and the table as the seat to move sees it at the start of each round. This pins every
   * word of the texts that the games reach.
   */
  @Test
  void inWords_printedThreePlayersWithDummy_andYucataFourPlayersWithToolsOfPower() throws IOException {
    GildedCompassOptions printed = GildedCompassOptions.PRINTED.withBBuilding(Option.some(Building.TREASURE_HUNTERS_GUILD))
        .withCBuilding(Option.some(Building.SUNKEN_GALLEON))
        .withSmallGameVariant(GildedCompassOptions.SmallGameVariant.DUMMY);
    GildedCompassOptions yucata = GildedCompassOptions.YUCATA.withBBuilding(Option.some(Building.AUCTION_HOUSE))
        .withCBuilding(Option.some(Building.ILLUMINATI)).withToolsOfPower(true).withCovetedArtifacts(true)
        .withAllyOnTheInside(true).withChaliceFragments(true);
    for (Locale locale : List.of(Locale.ENGLISH, Locale.GERMAN)) {
      compare("words-printed-3p-dummy-" + locale.getLanguage() + ".txt", play(printed, 3, 2, GAME.text(locale)));
      compare("words-yucata-4p-illuminati-" + locale.getLanguage() + ".txt", play(yucata, 4, 5, GAME.text(locale)));
    }
  }

  private static void check(String name, GildedCompassOptions options, int players, long seed) throws IOException {
    compare(name, play(options, players, seed));
  }

  private static void compare(String name, String transcript) throws IOException {
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

  /**
   * Plays with a random agent that re-rolls only now and then, so that the transcript shows
   * placements. The agent chooses among whole re-rolls (every non-empty set of dice, in a fixed
   * order) and plays a chosen re-roll as its marks and the re-roll: the same games as when a re-roll
   * was one action, so the events of these transcripts did not change with the marks.
   */
  static String play(GildedCompassOptions options, int players, long seed) {
    return play(options, players, seed, null);
  }

  /** As above; with {@code words} each action is told in words and each round starts with the view of the seat to move. */
  static String play(GildedCompassOptions options, int players, long seed,
      GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> words) {
    GameText<GildedCompassState, GildedCompassAction, GildedCompassEvent, GildedCompassView> text =
        words == null ? TEXT : words;
    List<GildedCompassEvent> setupEvents = new ArrayList<>();
    GildedCompassState s = GAME.setupWithEvents(options, players, seed, setupEvents);
    StringBuilder out = new StringBuilder();
    out.append("# ").append(players).append(" players, seed ").append(seed).append(", options ")
        .append(Json.write(options)).append('\n');
    setupEvents.forEach(e -> out.append("  ").append(text.event(e)).append('\n'));
    RandomSource agent = new RandomSource(seed * 31 + 7);
    while (GAME.status(s) instanceof Status.ToMove) {
      List<List<GildedCompassAction>> legal = choices(s);
      List<List<GildedCompassAction>> placements = legal.stream()
          .filter(a -> !(a.get(0) instanceof GildedCompassAction.MarkReroll)
              && !(a.get(0) instanceof GildedCompassAction.Persuade)
              && !(a.get(0) instanceof GildedCompassAction.PersuadeSecond)).toList();
      List<List<GildedCompassAction>> pool = placements.isEmpty() || agent.nextInt(10) == 0 ? legal : placements;
      for (GildedCompassAction action : pool.get(agent.nextInt(pool.size()))) {
        out.append("> ").append(words == null ? Json.write(action) : words.action(s, action)).append('\n');
        Step<GildedCompassState, GildedCompassEvent> step = GAME.apply(s, action);
        step.events().forEach(e -> out.append("  ").append(text.event(e)).append('\n'));
        s = step.state();
        if (words != null && GAME.status(s) instanceof Status.ToMove toMove
            && step.events().stream().anyMatch(e -> e instanceof GildedCompassEvent.RoundStarted)) {
          out.append(words.view(GAME.view(s, toMove.seat())).indent(6));
        }
      }
    }
    out.append("= ").append(((Status.Finished) GAME.status(s)).outcome()).append('\n');
    return out.toString();
  }

  /** The legal actions, with the marks for a re-roll replaced by every whole re-roll. */
  private static List<List<GildedCompassAction>> choices(GildedCompassState s) {
    List<List<GildedCompassAction>> out = new ArrayList<>();
    boolean marks = false;
    for (GildedCompassAction a : GAME.legalActions(s)) {
      if (a instanceof GildedCompassAction.MarkReroll) {
        marks = true;
      } else {
        out.add(List.of(a));
      }
    }
    if (marks) {
      Phase.Turn turn = (Phase.Turn) s.phase();
      Pips dummyHand = s.options().rerollDummyDice() ? turn.dummy() : Pips.EMPTY;
      Placement.allSubsets(turn.own(), own -> Placement.allSubsets(turn.black(), black ->
          Placement.allSubsets(dummyHand, dummy -> {
            if (own != 0 || black != 0 || dummy != 0) {
              List<GildedCompassAction> sequence = new ArrayList<>();
              mark(sequence, Phase.DieKind.OWN, new Pips(own));
              mark(sequence, Phase.DieKind.BLACK, new Pips(black));
              mark(sequence, Phase.DieKind.DUMMY, new Pips(dummy));
              sequence.add(GildedCompassAction.REROLL);
              out.add(sequence);
            }
          })));
    }
    return out;
  }

  private static void mark(List<GildedCompassAction> sequence, Phase.DieKind kind, Pips dice) {
    for (int v = 1; v <= 6; v++) {
      for (int i = 0; i < dice.count(v); i++) {
        sequence.add(GildedCompassAction.MarkReroll.of(kind, v));
      }
    }
  }
}
