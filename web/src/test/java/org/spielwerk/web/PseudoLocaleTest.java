package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * The pseudo-language {@code en-XA} (i18n.js): every word of the shell and of the boards comes bracketed and
 * accented ("[Pláyér 2~]"), so any English word left on a page in it was written past the catalogues. Walked: the
 * lobby with every game's form, and for every game a finished match's page as seat 1 and its replay at the last
 * move. Left out, as in {@link GermanWalkTest}: what the server words from the games' catalogues (log, actions,
 * announcements, the legend) and the names the server gives (the games' names and Spielwerk's, which are proper names).
 */
class PseudoLocaleTest extends WebTest {

  /**
   * The page's readable texts (as {@link GermanWalkTest#TEXTS}, the legend and the games' names skipped too), each
   * with the bracketed parts taken out: what is left must hold no word of two letters or more.
   */
  @SuppressWarnings("unchecked")
  List<String> unbracketed() {
    return (List<String>) js(GermanWalkTest.TEXTS.replace("'#log, #actions, #announce, code'",
        "'#log, #actions, #announce, code, #legend-box, [data-game-name]'") + """
        // longest first: "Port Royal unterwegs" before "Port Royal"
        const names = ['Spielwerk', ...(window.spielwerkGameNames || [])].sort((a, b) => b.length - a.length);
        const left = [];
        for (const t of texts) {
          let rest = t;
          for (let before = null; before !== rest;) {
            before = rest;
            rest = rest.replace(/\\[[^\\[\\]]*~\\]/g, ' '); // innermost first: "[[black~] ship~]"
          }
          for (const name of names) rest = rest.split(name).join(' ');
          if (/\\p{L}{2,}/u.test(rest)) left.push(t);
        }
        return left;""");
  }

  @Test
  void theLobbyWithEveryGamesFormHasNoWordOutsideTheCatalogues() {
    openLobby("en-XA");
    rememberGameNames();
    for (JsonNode game : browser.getJson("/api/games")) {
      String id = game.get("id").asText();
      new Select(driver.findElement(By.id("game"))).selectByValue(id);
      waitForForm(id);
      assertThat(unbracketed()).as("the lobby's form for " + id).isEmpty();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  void aFinishedMatchAndItsReplayHaveNoWordOutsideTheCatalogues(String game) {
    String match = finishedSeatMatch(game);
    driver.get(browser.base() + "/match.html?lang=en-XA&seat=0&id=" + match);
    waitForMatchPage();
    rememberGameNames();
    assertThat(pageStatus()).isEqualTo("finished");
    assertThat(unbracketed()).as(game + " as seat 1 at the end, in the pseudo-language").isEmpty();
    openReplay("lang=en-XA&seat=0&id=" + match);
    rememberGameNames();
    assertThat(unbracketed()).as(game + "'s replay as seat 1, in the pseudo-language").isEmpty();
  }

  /** The games' names as the server gives them (proper names, not the shell's words), for {@link #unbracketed}. */
  private void rememberGameNames() {
    StringBuilder names = new StringBuilder("[");
    for (JsonNode game : browser.getJson("/api/games")) {
      names.append(names.length() > 1 ? "," : "").append(game.get("name").toString());
    }
    js("window.spielwerkGameNames = " + names + "]");
  }
}
