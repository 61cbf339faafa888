package org.spielwerk.research.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code Ladder}'s command line: a usage error names the argument, prints nothing to stdout and exits with 2. */
class LadderCommandLineTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return Ladder.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aNonNumericCountIsNamed() {
    assertThat(run("portroyal-unterwegs", "two", "10", "1", "rules:easy/random")).isEqualTo(2);
    assertThat(err()).contains("PLAYERS: must be a whole number").contains("'two'");
    assertThat(out.size()).isZero();
  }

  @Test
  void zeroGamesAndABadSeedAreRefused() {
    assertThat(run("portroyal-unterwegs", "2", "0", "1", "rules:easy/random")).isEqualTo(2);
    assertThat(err()).contains("GAMES: must be a whole number from 1");
    err.reset();
    assertThat(run("portroyal-unterwegs", "2", "5", "0x1", "rules:easy/random")).isEqualTo(2);
    assertThat(err()).contains("SEED:");
  }

  @Test
  void anUnknownGameOrABadPairingIsNamed() {
    assertThat(run("chess", "2", "2", "1", "random/random")).isEqualTo(2);
    assertThat(err()).contains("chess");
    err.reset();
    assertThat(run("portroyal-unterwegs", "2", "2", "1", "random")).isEqualTo(2);
    assertThat(err()).contains("pairing: must be CHALLENGER/OTHER");
  }

  @Test
  void aGoodLinePlaysAndPrintsOneLinePerPairing() {
    assertThat(run("portroyal-unterwegs", "2", "4", "7", "random/random")).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("portroyal-unterwegs: ").hasLineCount(1);
    assertThat(err()).isEmpty();
  }
}
