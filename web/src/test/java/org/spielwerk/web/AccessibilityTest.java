package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The automated accessibility check: axe-core (the npm package, pinned in web/package.json) run inside Chromium
 * on the lobby in both languages and on a match of every game, as a seat at its first turn and as a spectator.
 * No violation of impact "serious" or "critical" may remain. The script is handed to the page by WebDriver, so
 * the pages' Content-Security-Policy stays as it is.
 */
class AccessibilityTest extends WebTest {
  private static final Path AXE = Path.of("node_modules/axe-core/axe.min.js");
  private static String axe;

  @BeforeAll
  static void loadAxe() throws IOException, InterruptedException {
    if (Browser.skipped()) {
      return;
    }
    if (!Files.exists(AXE)) {
      // the first run in a fresh clone: the pinned packages of web/package-lock.json (TypesTest does the same)
      Process npm = new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund").redirectErrorStream(true).start();
      String output = new String(npm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(npm.waitFor(5, TimeUnit.MINUTES) && npm.exitValue() == 0).as("npm ci: " + output).isTrue();
    }
    axe = Files.readString(AXE);
  }

  /** The serious and critical violations of the page now, one line each: rule, impact, the first nodes. */
  @SuppressWarnings("unchecked")
  List<String> violations() {
    js(axe);
    Object result = ((JavascriptExecutor) driver).executeAsyncScript("""
        const done = arguments[arguments.length - 1];
        axe.run(document, { resultTypes: ['violations'] }).then(r => done(r.violations
            .filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => v.id + ' (' + v.impact + '): ' + v.help + ' at '
                + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))))
          .catch(e => done(['axe failed: ' + e]));
        """);
    return (List<String>) result;
  }

  @Test
  void theLobbyHasNoSeriousViolations() {
    for (String lang : List.of("en", "de")) {
      openLobby(lang);
      assertThat(violations()).as("lobby (" + lang + ")").isEmpty();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  void aMatchHasNoSeriousViolationsForASeatOrASpectator(String game) {
    String match = seatMatch(game);
    driver.get(browser.base() + "/match.html?lang=de&seat=0&id=" + match);
    waitForMatchPage();
    waitForTurn(-1);
    assertThat(violations()).as(game + " as seat 1").isEmpty();
    driver.get(browser.base() + "/match.html?lang=en&id=" + match);
    waitForMatchPage();
    assertThat(violations()).as(game + " as a spectator").isEmpty();
  }

  @Test
  void theReplayPageHasNoSeriousViolations() {
    String match = finishedBotMatch("portroyal-stiche");
    for (String lang : List.of("en", "de")) {
      openReplay("lang=" + lang + "&id=" + match);
      assertThat(violations()).as("replay (" + lang + ") at the end").isEmpty();
      driver.findElement(org.openqa.selenium.By.id("first")).click();
      assertThat(violations()).as("replay (" + lang + ") at the start").isEmpty();
    }
  }
}
