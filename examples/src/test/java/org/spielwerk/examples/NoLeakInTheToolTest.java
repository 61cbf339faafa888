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

/**
 * Issue 20: the tool words another seat's move from what the reader may see. In the Queen Games version with
 * seed 12 and answer 1, Player 3 wins the auction and lays blue 1 and Klabautermann 1 aside face down; nobody
 * else, and not the public record, may read which cards.
 */
class NoLeakInTheToolTest {
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

  private Path playSeed12(Path dir, String lang) {
    System.setIn(new ByteArrayInputStream("1\nq\n".getBytes(StandardCharsets.UTF_8)));
    Path saved = dir.resolve("stiche-" + lang + ".json");
    assertThat(Main.run("play", "portroyal-stiche", "--players", "3", "--seed", "12", "--lang", lang,
        "--save", saved.toString())).isZero();
    return saved;
  }

  @Test
  void playShowsABotsLaidAsideCardsToNobody(@TempDir Path dir) {
    playSeed12(dir, "en");
    assertThat(out()).contains("Player 3 lays two cards aside.").doesNotContain("lay aside blue 1")
        .doesNotContain("Klabautermann 1");
    out.reset();
    playSeed12(dir, "de");
    assertThat(out()).doesNotContain("Blau 1 und").doesNotContain("blau 1 und").doesNotContain("Klabautermann 1");
  }

  @Test
  void replayShowsThemOnlyToTheSeatThatLaidThemAside(@TempDir Path dir) throws Exception {
    Path saved = playSeed12(dir, "en");
    for (String lang : new String[] {"en", "de"}) {
      out.reset();
      assertThat(Main.run("replay", saved.toString(), "--lang", lang)).isZero();
      assertThat(out()).doesNotContain("Klabautermann 1");
      out.reset();
      assertThat(Main.run("replay", saved.toString(), "--seat", "2", "--lang", lang)).isZero();
      assertThat(out()).doesNotContain("Klabautermann 1");
    }
    out.reset();
    assertThat(Main.run("replay", saved.toString(), "--seat", "3")).isZero();
    assertThat(out()).contains("Player 3: lay aside blue 1 and Klabautermann 1");
  }

  @Test
  void aRecordedActionThatPointsNowhereIsOneLine(@TempDir Path dir) throws Exception {
    // an Exchange at a stall nobody has yet: the text of the illegal action must not throw
    Path saved = dir.resolve("loyang.json");
    System.setIn(new ByteArrayInputStream("q\n".getBytes(StandardCharsets.UTF_8)));
    assertThat(Main.run("play", "loyang", "--players", "2", "--seed", "1", "--save", saved.toString())).isZero();
    String json = Files.readString(saved).replaceFirst("\"actions\" : \\[[^]]*]",
        "\"actions\" : [ {\"type\" : \"Exchange\", \"stall\" : 3, \"good\" : \"TURNIP\"} ]");
    Files.writeString(saved, json);
    assertThat(Main.run("replay", saved.toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("spielwerk: ").contains("action 1 of the record")
        .doesNotContain("\tat ").hasLineCount(1);
  }
}
