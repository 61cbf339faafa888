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
