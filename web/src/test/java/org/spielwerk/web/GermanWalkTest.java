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
import org.openqa.selenium.support.ui.Select;

/**
 * Every page and board in German, as a person reads it: no English word from the list and no raw identifier
 * (RED_5, WHEN_REVEALING, influenceTarget) anywhere in a text, a tooltip or a screen reader's label, over the
 * lobby with every game's form and the match list, and a match of every game as a seat and as a spectator: the
 * live pages mid-game and at the end, and every move's view through the replay pages. The words are those of
 * {@code src/test/js/german-words.mjs}, run in the page.
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

  /**
   * The script that gathers the page's readable texts now into {@code texts}: every text node, tooltip, label and
   * option's text, and the title; the parts worded by the server are skipped whole (the walker does not enter
   * them).
   */
  static final String TEXTS = """
      const legalTexts = new Set(((window.spielwerk && window.spielwerk.page.msg && window.spielwerk.page.msg.legal)
          || []).map(l => l.text));
      const serverWords = '#log, #actions, #announce, code';
      const texts = new Set();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
        acceptNode: n => n.nodeType === Node.ELEMENT_NODE && n.matches(serverWords)
            ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT });
      for (let n = walker.currentNode; n; n = walker.nextNode()) {
        if (n.nodeType === Node.TEXT_NODE) {
          const parent = n.parentElement;
          if (n.data.trim() && parent && !parent.closest('script, style')) {
            texts.add(n.data.trim());
          }
        } else {
          for (const a of ['title', 'aria-label', 'placeholder']) {
            const v = n.getAttribute(a);
            if (v && !legalTexts.has(v)) texts.add(v);
          }
        }
      }
      texts.add(document.title);
      """;

  @SuppressWarnings("unchecked")
  List<String> problemsOnPage() {
    return (List<String>) js(checker() + TEXTS + """
        const problems = [];
        for (const t of texts) problems.push(...germanProblems(t));
        return problems;""");
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

  /**
   * A match of every game in German: as seat 1 and as a spectator live, mid-game (seat 1's turn, its actions
   * shown) and at the end, and at every move of its replay as seat 1 and as a spectator, which draws every view
   * of the match on the board. The moves are played over the API ({@link #playOverApi}); what is looked at is
   * only what the pages show.
   */
  @ParameterizedTest
  @ValueSource(strings = {"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  void aMatchReadsAsGermanForASeatAndASpectatorAtEveryMove(String game) {
    // live, mid-game: seat 1 at its turn, and a spectator
    String running = seatMatch(game);
    String token = joinOverApi(running);
    holdToken(running, 0, token);
    playOverApi(running, token, game.hashCode(), 12);
    driver.get(browser.base() + "/match.html?lang=de&seat=0&id=" + running);
    waitForMatchPage();
    waitForTurn(-1);
    assertThat(driver.findElement(By.id("turn")).getText()).isEqualTo("Du bist am Zug");
    assertThat(problemsOnPage()).as(game + " as seat 1 mid-game, in German").isEmpty();
    driver.get(browser.base() + "/match.html?lang=de&id=" + running);
    waitForMatchPage();
    assertThat(problemsOnPage()).as(game + " as a spectator mid-game, in German").isEmpty();

    // live, at the end
    String match = finishedSeatMatch(game);
    driver.get(browser.base() + "/match.html?lang=de&seat=0&id=" + match);
    waitForMatchPage();
    assertThat(pageStatus()).isEqualTo("finished");
    assertThat(driver.findElement(By.id("turn")).getText()).isEqualTo("Das Spiel ist zu Ende");
    assertThat(problemsOnPage()).as(game + " as seat 1 at the end, in German").isEmpty();
    legendIsTheServersAndExplainsTheBoard(game);
    driver.get(browser.base() + "/match.html?lang=de&id=" + match);
    waitForMatchPage();
    assertThat(problemsOnPage()).as(game + " as a spectator at the end, in German").isEmpty();

    // every move: the replay as seat 1 and as a spectator
    for (String seat : List.of("&seat=0", "")) {
      openReplay("lang=de&id=" + match + seat);
      assertThat(js("return window.spielwerk.page.replay.seat")).isEqualTo(seat.isEmpty() ? -1L : 0L);
      Object result = js(checker() + """
          const found = new Set();
          const seen = new Set(); // a text met at an earlier move is not checked again
          const frames = window.spielwerk.page.replay.frames.length;
          for (let at = 0; at < frames; at++) {
            window.spielwerk.show(at);
          """ + TEXTS + """
            for (const t of texts) {
              if (!seen.has(t)) {
                seen.add(t);
                germanProblems(t).forEach(p => found.add(p));
              }
            }
          }
          return [...found];
          """);
      assertThat(result).as(game + " replay " + (seat.isEmpty() ? "as a spectator" : "as seat 1") + " in German")
          .isEqualTo(List.of());
    }
  }

  /**
   * The legend beside the board is the seat's `legend` from the server, term by term (the games with persons on the
   * table have one at the end of a match), and on Port Royal unterwegs' board a person's name carries its line as
   * the tooltip.
   */
  @SuppressWarnings("unchecked")
  private void legendIsTheServersAndExplainsTheBoard(String game) {
    List<String> sent = (List<String>) js("return window.spielwerk.page.msg.legend || []");
    List<String> shown = (List<String>) js("""
        return [...document.querySelectorAll('#legend dt')].map(dt => dt.textContent + ': '
            + dt.nextElementSibling.textContent);""");
    assertThat(shown).as(game + ": the legend beside the board").isEqualTo(sent);
    assertThat(driver.findElement(By.id("legend-box")).isDisplayed()).isEqualTo(!sent.isEmpty());
    if (game.startsWith("portroyal")) {
      assertThat(sent).as(game + ": persons are on the table at the end, and the legend explains them").isNotEmpty();
    }
    if (game.equals("portroyal-unterwegs")) {
      List<String> tips = (List<String>) js("return [...document.querySelectorAll('#board .pr-person .sw-card-name')]"
          + ".map(n => n.title)");
      assertThat(tips).as("each person's name on the board has its legend line as the tooltip")
          .isNotEmpty().allSatisfy(tip -> assertThat(sent).contains(tip));
    }
  }
}
