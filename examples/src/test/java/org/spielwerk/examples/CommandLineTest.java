package org.spielwerk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command-line tool end to end, in process. */
class CommandLineTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private PrintStream oldOut;
  private PrintStream oldErr;
  private InputStream oldIn;

  @BeforeEach
  void capture() {
    oldOut = System.out;
    oldErr = System.err;
    oldIn = System.in;
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @AfterEach
  void restore() {
    System.setOut(oldOut);
    System.setErr(oldErr);
    System.setIn(oldIn);
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void everyCommandAnswersHelpAndVersion() {
    for (String command : new String[] {"list", "simulate", "play", "replay", "bench-check", "schema", "tournament",
        "serve"}) {
      out.reset();
      assertThat(Main.run(command, "--help")).as(command + " --help").isZero();
      assertThat(out()).as(command + " --help").contains("Usage: spielwerk " + command).contains("--version");
      out.reset();
      assertThat(Main.run(command, "-V")).as(command + " -V").isZero();
      assertThat(out()).as(command + " -V").startsWith("spielwerk ");
    }
    assertThat(err.toString(StandardCharsets.UTF_8)).as("no error on any of them").isEmpty();
  }

  @Test
  void list_namesTheGames() {
    assertThat(Main.run("list")).isZero();
    assertThat(out()).contains("portroyal-unterwegs", "Port Royal unterwegs, 2-4 players", "DEFAULT, STRICT");
  }

  @Test
  void simulate_printsSpeedAndWinRates() {
    assertThat(Main.run("simulate", "portroyal-unterwegs", "--players", "3", "--games", "60", "--seed", "3",
        "--agents", "greedy,random", "--threads", "2", "--no-progress")).isZero();
    assertThat(out()).contains("games/s", "actions/s", "mean length", "win rate by seat", "greedy#1", "random#2");
  }

  @Test
  void simulate_resultsDoNotDependOnTheNumberOfThreads() {
    Main.run("simulate", "portroyal-unterwegs", "--players", "2", "--games", "40", "--threads", "1", "--no-progress");
    String one = out().lines().filter(l -> l.startsWith("mean length") || l.startsWith("win rate")).toList().toString();
    out.reset();
    Main.run("simulate", "portroyal-unterwegs", "--players", "2", "--games", "40", "--threads", "3", "--no-progress");
    String three = out().lines().filter(l -> l.startsWith("mean length") || l.startsWith("win rate")).toList().toString();
    assertThat(three).isEqualTo(one);
  }

  @Test
  void simulate_takesPresetsAndOptions() {
    assertThat(Main.run("simulate", "portroyal-unterwegs", "--players", "2", "--games", "10", "--preset", "strict",
        "-o", "influenceTarget=5", "--no-progress")).isZero();
  }

  @Test
  void aStartSeatGivenAloneFixesIt(@TempDir Path dir) throws Exception {
    // both Port Royals draw the start player by default; -o startPlayer=1 alone means seat 1 starts
    for (String game : new String[] {"portroyal", "portroyal-unterwegs"}) {
      System.setIn(new ByteArrayInputStream("q\n".getBytes(StandardCharsets.UTF_8)));
      Path saved = dir.resolve(game + ".json");
      assertThat(Main.run("play", game, "--players", "2", "--seed", "3", "-o", "startPlayer=1", "--save",
          saved.toString())).isZero();
      assertThat(Files.readString(saved)).contains("\"randomStartPlayer\" : false", "\"startPlayer\" : 1");
    }
  }

  @Test
  void badInputIsRejectedWithTheFieldNamed() {
    assertThat(Main.run("simulate", "no-such-game", "--players", "2")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("game: unknown game 'no-such-game'");
    assertThat(Main.run("simulate", "portroyal-unterwegs", "--players", "5", "--no-progress")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("players: Port Royal unterwegs is for 2 to 4 players");
    assertThat(Main.run("simulate", "portroyal-unterwegs", "--players", "2", "-o", "colour=red")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("colour: unknown option");
    assertThat(Main.run("simulate", "portroyal-unterwegs", "--players", "2", "-o", "influenceTarget=0")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("influenceTarget: must be 1..87");
  }

  @Test
  void play_thenReplayTheSavedGame(@TempDir Path dir) throws Exception {
    // A person who always takes the first action listed, against greedy bots.
    System.setIn(new ByteArrayInputStream("x\n99\n1\n".concat("1\n".repeat(5000)).getBytes(StandardCharsets.UTF_8)));
    Path saved = dir.resolve("game.json");
    assertThat(Main.run("play", "portroyal-unterwegs", "--players", "2", "--seed", "11", "--save", saved.toString()))
        .isZero();
    assertThat(out()).contains("Your choice", "Please answer with a number", "Reveal the top card", "Saved to");
    assertThat(out()).containsAnyOf("You win!", "You lose.");
    out.reset();
    assertThat(Main.run("replay", saved.toString())).isZero();
    assertThat(out()).contains("Port Royal unterwegs, 2 players, seed 11", "Result: scores");
    assertThat(Files.readString(saved)).contains("\"game\" : \"portroyal-unterwegs\"");
  }

  @Test
  void play_aLongMenuInTwoSteps_bidsByRangeThenTheBid_pairsByFirstCardThenTheSecond() {
    // rules §4.1 (bids 1..19) and §4.2a (two of ten cards aside): 20 and 45 choices, shown as 5 and 9 first.
    // Answers: the range 6-10, back, the range 16-19, 19 tons (the bots pass), then red 1 and red 6 aside.
    System.setIn(new ByteArrayInputStream("3\n0\n5\n4\n1\n1\nq\n".getBytes(StandardCharsets.UTF_8)));
    assertThat(Main.run("play", "portroyal-stiche", "--players", "3", "--seed", "12")).isZero();
    assertThat(out()).contains("   2) bid 1 to 5 tons ...", "   5) bid 16 to 19 tons ...", "Your choice (1-5, q to quit)",
        "   0) back", "   5) bid 10 tons", "   4) bid 19 tons", "Player 1 bids 19 tons.",
        "   1) lay aside red 1 and a second card ...", "   9) lay aside black 2 and black 5",
        "   9) lay aside red 1 and black 5", "You laid aside red 1, red 6.", "(-10: 10 t less loot on the ship it is loaded onto)",
        "debt plus bid at most 19 t");
    assertThat(out()).doesNotContain("bid 2 tons\n", "(1-20");
  }

  @Test
  void play_explainsEachPersonOnce_theFirstTimeItAppears(@TempDir Path dir) throws Exception {
    // rules §5: what a person does, printed under the screen where it first appears, not on every screen
    System.setIn(new ByteArrayInputStream("1\n1\n1\n1\nq\n".getBytes(StandardCharsets.UTF_8)));
    assertThat(Main.run("play", "portroyal", "--players", "3", "--seed", "5", "--preset", "PRINTED_EXPANSION")).isZero();
    String settler = "(Settler: a house for claiming an expedition (discarded when used))";
    assertThat(out()).contains("Contracts (first to fulfil gets the most coins):",
        "Comedian (Komiker): own a Priest and a Jester (coins 4, 3, 2, 1, 0)", settler);
    assertThat(out().split(java.util.regex.Pattern.quote(settler), -1)).as("the Settler explained once").hasSize(2);
    // replay with a seat's views explains the same way
    out.reset();
    System.setIn(new ByteArrayInputStream("1\n1\n1\n1\nq\n".getBytes(StandardCharsets.UTF_8)));
    Path saved = dir.resolve("g.json");
    assertThat(Main.run("play", "portroyal", "--players", "3", "--seed", "5", "--preset", "PRINTED_EXPANSION",
        "--save", saved.toString())).isZero();
    out.reset();
    assertThat(Main.run("replay", saved.toString(), "--seat", "1", "--views")).isZero();
    assertThat(out().split(java.util.regex.Pattern.quote(settler), -1)).as("replay: the Settler explained once").hasSize(2);
    assertThat(out().split("\n  Settler \\[cost 4", -1).length).as("screens showing the Settler").isGreaterThan(2);
    // the stiche game's plain-number loot cards likewise (§1.1)
    out.reset();
    System.setIn(new ByteArrayInputStream("1\n1\n1\nq\n".getBytes(StandardCharsets.UTF_8)));
    assertThat(Main.run("play", "portroyal-stiche", "--players", "3", "--seed", "12", "--lang", "de")).isZero();
    assertThat(out().split(java.util.regex.Pattern.quote("(-10: 10 Tonnen Beute weniger"), -1)).hasSize(2);
  }

  @Test
  void play_neverAsksAboutALoneChoice_inAnyGame() {
    for (var game : org.spielwerk.core.Games.all()) {
      out.reset();
      System.setIn(new ByteArrayInputStream("1\n".repeat(3000).getBytes(StandardCharsets.UTF_8)));
      int players = game.info().minPlayers();
      assertThat(Main.run("play", game.info().id(), "--players", String.valueOf(players), "--seed", "4",
          "--bots", "random")).isZero();
      assertThat(out()).as(game.info().id()).doesNotContain("(1-1,", "(0-0,").containsAnyOf("You win!", "You lose.");
    }
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void quittingPlayIsANormalExit() {
    System.setIn(new ByteArrayInputStream("q\n".getBytes(StandardCharsets.UTF_8)));
    assertThat(Main.run("play", "portroyal-unterwegs", "--players", "2", "--seed", "3")).isZero();
    assertThat(out()).contains("Game abandoned.");
  }

  @Test
  void aUsersMistakeIsOneLineWithoutAStackTrace(@TempDir Path dir) throws Exception {
    assertThat(Main.run("replay", dir.resolve("nothing.json").toString())).isEqualTo(2);
    assertThat(err()).contains("spielwerk: no such file: ").doesNotContain("\tat ");
    err.reset();
    Path notJson = Files.writeString(dir.resolve("bad.json"), "{\"game\": 3");
    assertThat(Main.run("replay", notJson.toString())).isEqualTo(2);
    assertThat(err()).startsWith("spielwerk: ").doesNotContain("\tat ").hasLineCount(1);
    err.reset();
    assertThat(Main.run("play", "portroyal-unterwegs", "--players", "2", "--save", dir.resolve("no/such/folder/g.json").toString()))
        .isEqualTo(2);
    assertThat(err()).contains("--save: no folder");
    err.reset();
    assertThat(Main.run("play", "portroyal-unterwegs", "--players", "2", "--seat", "3")).isEqualTo(2);
    assertThat(err()).contains("--seat: seats are numbered 1..2, not 3");
    err.reset();
    assertThat(BenchCommand.runJmh(new String[] {"Playout", "-p", "game=chess"})).isEqualTo(2);
    assertThat(err()).contains("unknown game 'chess'");
  }

  @Test
  void aSavedGameWithAnIllegalActionNamesItsIndexAndRule(@TempDir Path dir) throws Exception {
    System.setIn(new ByteArrayInputStream("1\n1\n1\nq\n".getBytes(StandardCharsets.UTF_8)));
    Path saved = dir.resolve("game.json");
    assertThat(Main.run("play", "portroyal-unterwegs", "--players", "2", "--seed", "5", "--save", saved.toString())).isZero();
    // a turn starts with a reveal: a Pass as the first recorded action is not legal there
    com.fasterxml.jackson.databind.node.ObjectNode record =
        (com.fasterxml.jackson.databind.node.ObjectNode) org.spielwerk.core.Json.mapper().readTree(Files.readString(saved));
    ((com.fasterxml.jackson.databind.node.ArrayNode) record.get("actions")).set(0,
        org.spielwerk.core.Json.mapper().readTree("{\"type\":\"Pass\"}"));
    Files.writeString(saved, record.toString());
    assertThat(Main.run("replay", saved.toString())).isEqualTo(2);
    assertThat(err()).contains("action 1 of the record").doesNotContain("\tat ");
  }

  @Test
  void replayWithoutASeatShowsNoView(@TempDir Path dir) throws Exception {
    System.setIn(new ByteArrayInputStream("1\n1\nq\n".getBytes(StandardCharsets.UTF_8)));
    Path saved = dir.resolve("game.json");
    Main.run("play", "portroyal-unterwegs", "--players", "2", "--seed", "5", "--save", saved.toString());
    out.reset();
    assertThat(Main.run("replay", saved.toString(), "--views")).isEqualTo(2);
    assertThat(err()).contains("--views: a view is what one seat sees");
    assertThat(Main.run("replay", saved.toString(), "--seat", "3")).isEqualTo(2);
    assertThat(err()).contains("--seat: seats are numbered 1..2, not 3");
    assertThat(Main.run("replay", saved.toString(), "--seat", "2", "--views")).isZero();
  }

  @Test
  void schemaWritesEveryKindOfValue(@TempDir Path dir) throws Exception {
    assertThat(Main.run("schema", "portroyal", "--out", dir.toString())).isZero();
    assertThat(dir.resolve("portroyal-action.schema.json")).exists();
    assertThat(Files.readString(dir.resolve("portroyal-state.schema.json"))).contains("\"$schema\"", "2020-12", "Port Royal: state");
    assertThat(Files.list(dir)).hasSize(5);
  }
}
