package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.support.ui.Select;

/**
 * Every page and board in German, as a person reads it: no English word from the list and no raw identifier
 * (RED_5, WHEN_REVEALING, influenceTarget) anywhere in a text, a tooltip or a screen reader's label, over the
 * lobby with every game's form and the match list, and a whole match of every game as a seat and, at its end, as
 * a spectator. The words are those of {@code src/test/js/german-words.mjs}, run in the page.
 *
 * <p>Left out: the texts the server words from the games' own catalogues (the log, the action buttons and the
 * tooltips that repeat them, the announcements), which the games' contract checks in both languages; and the
 * tree mode ({@code generic=1}), which shows the view's JSON as it is on purpose.
 */
class GermanWalkTest extends WebTest {

  /** german-words.mjs as a plain script that ends by defining {@code germanProblems} (no module, no eval). */
  static String checker() {
    try {
      String module = Files.readString(Path.of("src/test/js/german-words.mjs"));
      return module.replace("export const ", "const ").replace("export function ", "function ");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The script that lists the problems of the page now: every text node, tooltip, label and option's text. */
  static final String COLLECT = """
      const legalTexts = new Set(((window.spielwerk && window.spielwerk.page.msg && window.spielwerk.page.msg.legal)
          || []).map(l => l.text));
      const serverWords = '#log, #actions, #announce, code';
      const texts = new Set();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let n = walker.currentNode; n; n = walker.nextNode()) {
        if (n.nodeType === Node.TEXT_NODE) {
          const parent = n.parentElement;
          if (n.data.trim() && parent && !parent.closest(serverWords) && !parent.closest('script, style')) {
            texts.add(n.data.trim());
          }
        } else if (!n.closest(serverWords)) {
          for (const a of ['title', 'aria-label', 'placeholder']) {
            const v = n.getAttribute(a);
            if (v && !legalTexts.has(v)) texts.add(v);
          }
        }
      }
      texts.add(document.title);
      const problems = [];
      for (const t of texts) problems.push(...germanProblems(t));
      """;

  @SuppressWarnings("unchecked")
  List<String> problemsOnPage() {
    return (List<String>) js(checker() + COLLECT + "return problems;");
  }

  @Test
  void theLobbyWithEveryGamesFormAndTheMatchListReadsAsGerman() {
    String match = browser.postJson("/api/matches", "{\"game\":\"loyang\",\"players\":2}").get("id").asText();
    openLobby("de");
    for (JsonNode game : browser.getJson("/api/games")) {
      String id = game.get("id").asText();
      new Select(driver.findElement(By.id("game"))).selectByValue(id);
      waitForForm(id);
      assertThat(problemsOnPage()).as("the lobby's form for " + id).isEmpty();
    }
    waiting().until(d -> !d.findElements(By.cssSelector("#matches tr[data-match='" + match + "']")).isEmpty());
    assertThat(driver.findElement(By.cssSelector("#matches tr[data-match='" + match + "']")).getText())
        .contains("wartet auf Mitspieler").contains("Vor den Toren von Loyang");
    driver.findElement(By.id("create")).click();
    waiting().until(d -> d.findElement(By.id("created")).isDisplayed());
    assertThat(problemsOnPage()).as("the lobby after creating a match").isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  void aWholeMatchReadsAsGermanForASeatAndASpectator(String game) {
    int players = SMALLEST.get(game);
    StringBuilder bots = new StringBuilder("[null");
    for (int s = 1; s < players; s++) {
      bots.append(",\"random\"");
    }
    String match = browser.postJson("/api/matches",
        "{\"game\":\"" + game + "\",\"players\":" + players + ",\"bots\":" + bots + "]}").get("id").asText();
    driver.get(browser.base() + "/match.html?lang=de&seat=0&id=" + match);
    waitForMatchPage();
    Object result = ((JavascriptExecutor) driver).executeAsyncScript(checker() + """
        const [seed, done] = arguments;
        let state = seed >>> 0;
        const random = () => {  // mulberry32, seeded: a failing walk can be repeated
          state = (state + 0x6D2B79F5) >>> 0;
          let t = Math.imul(state ^ (state >>> 15), 1 | state);
          t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        const found = new Set();
        const check = () => {
        """ + COLLECT + """
          problems.forEach(p => found.add(p));
        };
        let actedAt = -1, checkedAt = -1, waitedSince = Date.now();
        (function step() {
          const body = document.body;
          const version = Number(body.dataset.version);
          if (version !== checkedAt) { check(); checkedAt = version; }
          if (body.dataset.status === 'finished') { check(); return done([...found]); }
          const buttons = [...document.querySelectorAll('#actions button.action[data-index]')];
          if (buttons.length > 0 && buttons.every(b => !b.disabled) && version !== actedAt) {
            buttons[Math.floor(random() * buttons.length)].click();
            actedAt = version;
            waitedSince = Date.now();
          } else if (Date.now() - waitedSince > 15000) {
            return done(['stuck at version ' + version]);
          }
          setTimeout(step, 5);
        })();
        """, game.hashCode());
    assertThat(result).as(game + " as seat 1, in German, to the end").isEqualTo(List.of());
    assertThat(driver.findElement(By.id("turn")).getText()).isEqualTo("Das Spiel ist zu Ende");
    driver.get(browser.base() + "/match.html?lang=de&id=" + match);
    waitForMatchPage();
    assertThat(problemsOnPage()).as(game + " as a spectator at the end, in German").isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  void theReplayPageReadsAsGermanAtEveryMove(String game) {
    String match = finishedBotMatch(game);
    driver.get(browser.base() + "/replay.html?lang=de&id=" + match);
    waiting().until(d -> "true".equals(js("return document.body.dataset.ready")));
    Object result = js(checker() + """
        const found = new Set();
        const frames = window.spielwerk.page.replay.frames.length;
        for (let at = 0; at < frames; at++) {
          window.spielwerk.show(at);
        """ + COLLECT + """
          problems.forEach(p => found.add(p));
        }
        return [...found];
        """);
    assertThat(result).as(game + " replay in German").isEqualTo(List.of());
  }
}
