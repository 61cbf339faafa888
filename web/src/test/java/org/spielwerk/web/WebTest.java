package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the browser tests share: the run's {@link Browser}, and the steps of a person in the browser (create a
 * match in the lobby by clicking, play on the match page by clicking action buttons).
 */
abstract class WebTest {
  static final Duration WAIT = Duration.ofSeconds(30);
  /** WebDriver clicks per match before the rest is clicked from inside the page. */
  static final int REAL_CLICKS = 15;

  /** The smallest table of every game, for fast matches. */
  static final Map<String, Integer> SMALLEST = Map.of("portroyal-unterwegs", 2, "portroyal", 2,
      "portroyal-stiche", 3, "gilded-compass", 2, "loyang", 2);

  static Browser browser;
  ChromeDriver driver;

  @RegisterExtension
  static final BeforeAllCallback START = context -> {
    if (!Browser.skipped()) {
      browser = Browser.get(context);
    }
  };

  @BeforeEach
  void useBrowser() {
    Assumptions.assumeFalse(Browser.skipped(), "browser tests skipped by -Dspielwerk.web.skip=true");
    driver = browser.driver;
    driver.manage().window().setSize(Browser.DESKTOP);
  }

  WebDriverWait waiting() {
    return new WebDriverWait(driver, WAIT, Duration.ofMillis(50));
  }

  Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  /** Opens the lobby in a language and waits until it has loaded the games. */
  void openLobby(String lang) {
    driver.get(browser.base() + "/?lang=" + lang);
    waiting().until(d -> "true".equals(js("return document.body.dataset.ready")));
  }

  /**
   * Creates a match in the lobby by clicking: the game, its smallest table, seat 0 a person and the others the
   * given bot; returns the new match's id.
   */
  String createInLobby(String game, int players, String bot) {
    openLobby("en");
    new Select(driver.findElement(By.id("game"))).selectByValue(game);
    waitForForm(game);
    WebElement count = driver.findElement(By.id("players"));
    count.clear();
    count.sendKeys(String.valueOf(players));
    waitForSeatCount(players);
    new Select(driver.findElement(By.id("seat-0"))).selectByValue("");
    for (int s = 1; s < players; s++) {
      new Select(driver.findElement(By.id("seat-" + s))).selectByValue(bot);
    }
    driver.findElement(By.id("create")).click();
    WebElement created = waiting().until(d -> {
      WebElement box = d.findElement(By.id("created"));
      return box.isDisplayed() ? box : null;
    });
    return created.getAttribute("data-match");
  }

  /** Waits until the lobby's form is built for this game (lobby.js marks the form when done). */
  void waitForForm(String game) {
    waiting().until(d -> game.equals(js("return document.getElementById('create-form').dataset.game")));
  }

  private void waitForSeatCount(int players) {
    waiting().until(d -> d.findElements(By.cssSelector("#seat-fields select")).size() == players);
  }

  /** Waits until the match page has drawn a message (sync or update). */
  void waitForMatchPage() {
    waiting().until(d -> js("return document.body.dataset.version") != null);
  }

  int pageVersion() {
    return Integer.parseInt((String) js("return document.body.dataset.version"));
  }

  String pageStatus() {
    return (String) js("return document.body.dataset.status");
  }

  /**
   * Waits until this seat may act (enabled action buttons, at a version not yet acted on) or the match is over;
   * returns the buttons (empty at the end). The waiting runs inside the page (one WebDriver call, not one per
   * button), which keeps a long match quick.
   */
  List<WebElement> waitForTurn(int actedAt) {
    Object result = ((JavascriptExecutor) driver).executeAsyncScript("""
        const [actedAt, done] = arguments;
        const start = Date.now();
        (function check() {
          const body = document.body;
          if (body.dataset.status === 'finished') return done('finished');
          const buttons = [...document.querySelectorAll('#actions button.action[data-index]')];
          if (buttons.length > 0 && buttons.every(b => !b.disabled) && Number(body.dataset.version) !== actedAt) {
            return done('turn');
          }
          if (Date.now() - start > 15000) return done('timeout');
          setTimeout(check, 10);
        })();
        """, actedAt);
    assertThat(result).as("waiting for this seat's turn at version > " + actedAt).isNotEqualTo("timeout");
    if ("finished".equals(result)) {
      return List.of();
    }
    return driver.findElements(By.cssSelector("#actions button.action[data-index]"));
  }

  /**
   * Plays the open match page to its end by clicking random action buttons (seeded); calls {@code midGame}
   * once, at the first turn from move {@code midAt} on. The first {@link #REAL_CLICKS} clicks (and all up to
   * the mid-game check) are WebDriver's clicks, as a person's; the rest of the match is clicked from inside the
   * page ({@code button.click()} on the same buttons, one WebDriver call for the whole rest), which keeps a
   * long match (Loyang: hundreds of moves) within seconds. Returns the number of clicks.
   */
  int playToEnd(long seed, int midAt, Runnable midGame) {
    Random random = new Random(seed);
    int actedAt = -1;
    int clicks = 0;
    boolean midDone = midGame == null;
    while (!midDone || clicks < REAL_CLICKS) {
      List<WebElement> buttons = waitForTurn(actedAt);
      if (buttons.isEmpty()) {
        return clicks;
      }
      if (!midDone && pageVersion() >= midAt) {
        midDone = true;
        midGame.run();
        continue;
      }
      int version = pageVersion();
      try {
        buttons.get(random.nextInt(buttons.size())).click();
      } catch (StaleElementReferenceException e) {
        continue;
      }
      actedAt = version;
      clicks++;
    }
    Object rest = ((JavascriptExecutor) driver).executeAsyncScript("""
        const [seed, actedAtStart, done] = arguments;
        let state = seed >>> 0;
        const random = () => {  // mulberry32: a small seeded generator, so a failing run can be repeated
          state = (state + 0x6D2B79F5) >>> 0;
          let t = Math.imul(state ^ (state >>> 15), 1 | state);
          t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        let actedAt = actedAtStart, clicks = 0, waitedSince = Date.now();
        (function step() {
          const body = document.body;
          if (body.dataset.status === 'finished') return done(clicks);
          const buttons = [...document.querySelectorAll('#actions button.action[data-index]')];
          const version = Number(body.dataset.version);
          if (buttons.length > 0 && buttons.every(b => !b.disabled) && version !== actedAt) {
            buttons[Math.floor(random() * buttons.length)].click();
            actedAt = version;
            clicks++;
            waitedSince = Date.now();
          } else if (Date.now() - waitedSince > 15000) {
            return done('stuck at version ' + version + ': ' + (document.getElementById('error').textContent || ''));
          }
          setTimeout(step, 5);
        })();
        """, seed, actedAt);
    assertThat(rest).as("the rest of the match, clicked in the page").isInstanceOf(Long.class);
    return clicks + ((Long) rest).intValue();
  }

  /**
   * A match of the game at its smallest table made over the API, seat 0 a person (nobody has joined yet) and the
   * others {@code random} bots; returns its id.
   */
  String seatMatch(String game) {
    int players = SMALLEST.get(game);
    String bots = "[null" + ",\"random\"".repeat(players - 1) + "]";
    return browser.postJson("/api/matches",
        "{\"game\":\"" + game + "\",\"players\":" + players + ",\"bots\":" + bots + "}").get("id").asText();
  }

  /** Joins seat 0 of a {@link #seatMatch} over the API and returns the seat's token. */
  String joinOverApi(String match) {
    return browser.postJson("/api/matches/" + match + "/seats/0/join", "{}").get("token").asText();
  }

  /**
   * Plays seat 0 over the API (the REST moves, nothing drawn or clicked) with seeded random legal moves, the bots
   * moving in between, until the match is over or seat 0 has made {@code maxMoves} moves; returns the version
   * then. For tests of what a finished or advanced match shows, not of how it is played.
   */
  int playOverApi(String match, String token, long seed, int maxMoves) {
    Random random = new Random(seed);
    long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
    int moves = 0;
    while (true) {
      // the summary says whose turn it is (cheap); the seat's message with its legal actions only on its turn
      JsonNode summary = browser.getJson("/api/matches/" + match);
      int version = summary.get("version").asInt();
      if ("finished".equals(summary.get("status").asText()) || moves >= maxMoves) {
        return version;
      }
      assertThat(System.nanoTime()).as("seat 0 over the API, stuck at version " + version).isLessThan(deadline);
      if (summary.get("toMove").asInt() != 0) {
        pause(2);
        continue;
      }
      JsonNode msg = browser.getJson("/api/matches/" + match + "/state?lang=en&since=" + version, token);
      JsonNode legal = msg.get("legal");
      if (msg.get("version").asInt() != version || legal.isEmpty()) {
        continue;
      }
      int index = legal.get(random.nextInt(legal.size())).get("index").asInt();
      JsonNode answer = browser.postJson("/api/matches/" + match + "/moves?lang=en",
          "{\"version\":" + version + ",\"index\":" + index + "}", token);
      assertThat(answer.has("code")).as("the move at version " + version + ": " + answer).isFalse();
      moves++;
    }
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Puts a seat's token into this browser's localStorage, as the page keeps it after joining. */
  void holdToken(String match, int seat, String token) {
    if (!driver.getCurrentUrl().startsWith(browser.base())) {
      driver.get(browser.base() + "/replay.html?lang=en"); // any page of the server's origin
    }
    js("localStorage.setItem(arguments[0], arguments[1])", "spielwerk.token." + match + "." + seat, token);
  }

  /**
   * A finished match of the game whose seat 0 this browser holds (its token in localStorage); one per game for the
   * whole run, shared by the tests that only look at it (replays, the German walk). It is the match MatchPageTest
   * played to its end by clicking when that ran first (it runs first in a whole run), else one played here over
   * the API ({@link #playOverApi}). A test that takes the token away puts it back.
   */
  String finishedSeatMatch(String game) {
    String match = browser.finishedSeatMatches.computeIfAbsent(game, g -> {
      String id = seatMatch(g);
      String token = joinOverApi(id);
      playOverApi(id, token, g.hashCode() + 32, Integer.MAX_VALUE);
      browser.seatTokens.put(id, token);
      return id;
    });
    holdToken(match, 0, browser.seatTokens.get(match));
    return match;
  }

  /**
   * Offers a match this browser played to its end as seat 0 (the page holds the token) to {@link #finishedSeatMatch},
   * so that the tests that only look at a finished match need not play one of their own.
   */
  void offerFinishedSeatMatch(String game, String match) {
    String token = (String) js("return localStorage.getItem(arguments[0])", "spielwerk.token." + match + ".0");
    assertThat(token).as("the seat's token in localStorage").isNotNull();
    browser.seatTokens.put(match, token);
    browser.finishedSeatMatches.putIfAbsent(game, match);
  }

  /** Opens the replay page with this query and waits until it has drawn (or waits for a file). */
  void openReplay(String query) {
    driver.get(browser.base() + "/replay.html?" + query);
    waiting().until(d -> "true".equals(js("return document.body.dataset.ready")));
  }

  /** A match of bots only, played by the server to its end (no bot delay in the tests); returns its id. */
  String finishedBotMatch(String game) {
    int players = SMALLEST.get(game);
    String bots = "[" + String.join(",", java.util.Collections.nCopies(players, "\"random\"")) + "]";
    String match = browser.postJson("/api/matches",
        "{\"game\":\"" + game + "\",\"players\":" + players + ",\"bots\":" + bots + "}").get("id").asText();
    waiting().until(d -> "finished".equals(browser.getJson("/api/matches/" + match).get("status").asText()));
    return match;
  }

  /** The final scores on the page equal the server's outcome. */
  void assertOutcomeShown(String match) {
    WebElement outcome = waiting().until(d -> {
      WebElement box = d.findElement(By.id("outcome"));
      return box.isDisplayed() ? box : null;
    });
    JsonNode summary = browser.getJson("/api/matches/" + match);
    assertThat(summary.get("status").asText()).isEqualTo("finished");
    JsonNode scores = summary.get("outcome").get("scores");
    List<WebElement> rows = outcome.findElements(By.cssSelector("tr[data-seat]"));
    assertThat(rows).hasSize(scores.size());
    for (WebElement row : rows) {
      int seat = Integer.parseInt(row.getAttribute("data-seat"));
      assertThat(row.findElement(By.cssSelector("td.score")).getText())
          .isEqualTo(scores.get(seat).asText());
    }
    assertThat(driver.findElement(By.id("turn")).getText()).contains("over");
  }

  /** A PNG of the page to {@code -Dspielwerk.web.screenshots=DIR} (only when that property is given). */
  void screenshot(String name) {
    String dir = System.getProperty("spielwerk.web.screenshots", "");
    if (dir.isBlank()) {
      return;
    }
    try {
      // a relative directory is taken from the repository's root (the tests run in web/)
      Path target = Path.of(dir).isAbsolute() ? Path.of(dir)
          : Path.of("").toAbsolutePath().getParent().resolve(dir);
      Files.createDirectories(target);
      Files.write(target.resolve(name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
    } catch (java.io.IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
