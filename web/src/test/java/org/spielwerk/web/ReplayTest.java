package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.SavedGame;

/**
 * The replay page for every game: a finished match as seat 1 saw it at every moment (exactly the engine's view
 * for that seat, so nothing that seat could not see) and as a spectator saw it (exactly the part every seat sees
 * alike), each moment with the legend of that view (the seat's own; none for the spectator); stepping,
 * jumping, a link that opens a move; no spectator's replay of a running match, no seat's replay
 * without its token; a saved-game file on the page; "my matches" in the lobby.
 *
 * <p>What is tested is the replay, not how the match was played: the finished matches are {@link
 * #finishedSeatMatch}'s (seat 0 played over the API, the token in this browser), one per game for the whole run.
 */
class ReplayTest extends WebTest {

  private JsonNode pageReplay() {
    return Json.read((String) js("return JSON.stringify(window.spielwerk.page.replay)"), JsonNode.class);
  }

  private int shownAt() {
    return Integer.parseInt((String) js("return document.body.dataset.at"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  void replaysAFinishedMatchAsTheSeatAndAsASpectatorSawIt(String game) {
    String match = finishedSeatMatch(game);
    SavedGame saved = SavedGame.read(browser.fetch("/api/matches/" + match + "/saved").body());
    Game<?, ?, ?, ?, ?> engine = Games.byId(game);
    int moves = saved.actions().size();
    List<JsonNode> seatViews = MatchPageTest.views(engine, saved, 0);
    List<JsonNode> commonViews = MatchPageTest.commonViews(engine, saved);

    // as seat 1: every moment is exactly what the engine shows seat 0 then; nothing more
    openReplay("id=" + match + "&seat=0&lang=en");
    JsonNode seatReplay = pageReplay();
    assertThat(seatReplay.get("seat").asInt()).isZero();
    assertThat(seatReplay.get("frames")).hasSize(moves + 1);
    for (JsonNode frame : seatReplay.get("frames")) {
      int version = frame.get("version").asInt();
      assertThat(frame.get("view")).as(game + " seat 0 at " + version).isEqualTo(seatViews.get(version));
    }
    assertThat(shownAt()).as("opens at the end").isEqualTo(moves);
    assertThat(driver.findElement(By.id("outcome")).isDisplayed()).isTrue();
    // the legend of every moment is the legend of the seat's own view then: nothing the seat could not see
    List<List<String>> seatLegends = legends(engine, saved, List.of(0));
    assertThat(frameLegends(seatReplay)).as(game + " seat 0's legends").isEqualTo(seatLegends);
    legendIsShownAndExplainsTheBoard(game, seatLegends);

    // as a spectator: exactly the part every seat sees alike, at every moment
    openReplay("id=" + match + "&lang=en");
    JsonNode spectatorReplay = pageReplay();
    assertThat(spectatorReplay.get("seat").asInt()).isEqualTo(-1);
    assertThat(spectatorReplay.get("frames")).hasSize(moves + 1);
    for (JsonNode frame : spectatorReplay.get("frames")) {
      int version = frame.get("version").asInt();
      assertThat(frame.get("view")).as(game + " spectator at " + version).isEqualTo(commonViews.get(version));
    }
    // a spectator gets no legend: which terms the hands share would tell what lies in them
    assertThat(frameLegends(spectatorReplay)).as(game + " the spectator's legends").allMatch(List::isEmpty);
  }

  /** Each frame's legend as the page holds it (the replay's `legends`, by the frame's index). */
  private static List<List<String>> frameLegends(JsonNode replay) {
    List<List<String>> legends = new ArrayList<>();
    for (JsonNode frame : replay.get("frames")) {
      List<String> lines = new ArrayList<>();
      replay.get("legends").get(frame.get("legend").asInt()).forEach(line -> lines.add(line.asText()));
      legends.add(lines);
    }
    return legends;
  }

  /**
   * The engine's legend (in English) at every version: of the one seat's view, or, for several seats, the lines of
   * the first seat's legend that every other seat's holds too.
   */
  private static <S, V> List<List<String>> legends(Game<S, ?, ?, V, ?> game, SavedGame saved, List<Integer> seats) {
    GameText<S, ?, ?, V> text = game.text(Locale.ENGLISH);
    SavedGame.Replay<S, ?> replay = saved.replay(game);
    List<S> states = new ArrayList<>();
    states.add(replay.initial());
    replay.steps().forEach(step -> states.add(step.state()));
    List<List<String>> legends = new ArrayList<>();
    for (S state : states) {
      List<String> lines = new ArrayList<>(text.legend(game.view(state, seats.get(0))));
      seats.forEach(seat -> lines.retainAll(text.legend(game.view(state, seat))));
      legends.add(lines);
    }
    return legends;
  }

  /**
   * At the moment with the longest legend (every game has one in its match), the page shows that legend beside the
   * board, term by term, and every element of the board that shows just a term has a tooltip.
   */
  @SuppressWarnings("unchecked")
  private void legendIsShownAndExplainsTheBoard(String game, List<List<String>> legends) {
    int at = 0;
    for (int v = 0; v < legends.size(); v++) {
      at = legends.get(v).size() > legends.get(at).size() ? v : at;
    }
    List<String> expected = legends.get(at);
    assertThat(expected).as(game + ": the legend explains something in the match").isNotEmpty();
    js("window.spielwerk.show(arguments[0])", at);
    assertThat(driver.findElement(By.id("legend-box")).isDisplayed()).as(game + " legend at " + at).isTrue();
    List<String> shown = (List<String>) js("""
        return [...document.querySelectorAll('#legend dt')].map(dt => dt.textContent + ': '
            + dt.nextElementSibling.textContent);""");
    assertThat(shown).as(game + ": the legend beside the board at " + at).isEqualTo(expected);
    List<String> untitled = (List<String>) js("""
        const terms = new Set([...document.querySelectorAll('#legend dt')].map(dt => dt.textContent));
        return [...document.querySelectorAll('#board *')]
            .filter(n => n.childElementCount === 0 && terms.has(n.textContent.trim()) && !n.title)
            .map(n => n.textContent);""");
    assertThat(untitled).as(game + ": a term on the board without a tooltip").isEmpty();
  }

  @Test
  void stepsJumpsAndLinksToAMove() {
    String match = finishedSeatMatch("portroyal-unterwegs");
    // the match page's end links to the seat's replay
    driver.get(browser.base() + "/match.html?lang=en&seat=0&id=" + match);
    waitForMatchPage();
    assertThat(pageStatus()).isEqualTo("finished");
    assertThat(driver.findElement(By.cssSelector("#outcome a.replay-link")).getAttribute("href"))
        .contains("replay.html?id=" + match).contains("seat=0");

    openReplay("id=" + match + "&seat=0&lang=en");
    JsonNode seatReplay = pageReplay();
    int moves = seatReplay.get("frames").size() - 1;
    driver.findElement(By.id("first")).click();
    assertThat(shownAt()).isZero();
    assertThat(driver.findElement(By.id("back")).isEnabled()).isFalse();
    driver.findElement(By.id("forward")).click();
    driver.findElement(By.id("forward")).click();
    driver.findElement(By.id("back")).click();
    assertThat(shownAt()).isEqualTo(1);
    assertThat(driver.findElement(By.id("outcome")).isDisplayed()).isFalse();
    int middle = moves / 2;
    js("const r = document.getElementById('jump'); r.value = arguments[0]; r.dispatchEvent(new Event('input'));",
        middle);
    assertThat(shownAt()).isEqualTo(middle);
    screenshot("replay");
    // the log lines shown (later ones stay in the list, hidden), counted in the page: one call, not one a line
    long visible = (Long) js("return [...document.querySelectorAll('#log li')].filter(li => li.checkVisibility())"
        + ".length");
    long expected = 0;
    for (JsonNode frame : seatReplay.get("frames")) {
      if (frame.get("version").asInt() <= middle) {
        expected += frame.get("events").size();
      }
    }
    assertThat(visible).as("the log up to move " + middle).isEqualTo(expected);
    // the link to this move opens the replay there
    String link = driver.findElement(By.id("move-link")).getAttribute("href");
    assertThat(link).contains("at=" + middle).doesNotContain("token");
    driver.get(link);
    waiting().until(d -> "true".equals(js("return document.body.dataset.ready")));
    assertThat(shownAt()).isEqualTo(middle);
  }

  @Test
  void aRunningMatchHasNoSpectatorsReplay() {
    String match = seatMatch("portroyal-unterwegs");
    joinOverApi(match);
    assertThat(browser.getJson("/api/matches/" + match).get("status").asText()).isEqualTo("running");
    // while it runs, a spectator's replay would show its future: refused
    assertThat(browser.fetch("/api/matches/" + match + "/replay").statusCode()).isEqualTo(409);
  }

  @Test
  void aSeatsReplayNeedsItsTokenAndAnotherBrowserSeesItAsASpectator() throws Exception {
    String match = finishedSeatMatch("portroyal-unterwegs");
    HttpResponse<String> wrong = browser.http.send(HttpRequest.newBuilder(
            URI.create(browser.base() + "/api/matches/" + match + "/replay"))
        .header("Authorization", "Bearer not-a-token-of-this-match").GET().build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(wrong.statusCode()).isEqualTo(401);
    // a browser without the seat's token asks for seat 1's replay: it is shown as a spectator's, and says so
    String key = "spielwerk.token." + match + ".0";
    Object token = js("return localStorage.getItem(arguments[0])", key);
    js("localStorage.removeItem(arguments[0])", key);
    try {
      openReplay("id=" + match + "&seat=0&lang=en");
      assertThat(pageReplay().get("seat").asInt()).isEqualTo(-1);
      assertThat(driver.findElement(By.id("error")).getAttribute("data-code")).isEqualTo("bad_token");
    } finally {
      js("localStorage.setItem(arguments[0], arguments[1])", key, token); // the match is shared: put it back
    }
  }

  @Test
  void replaysASavedGameFileAndListsMyMatches() throws Exception {
    String match = finishedSeatMatch("portroyal-unterwegs");
    // "my matches" in the lobby: the finished match this browser holds a seat of, with its replay link
    openLobby("de");
    WebElement row = waiting().until(d -> d.findElements(By.cssSelector(
        "#my-matches tr[data-match='" + match + "']")).stream().findFirst().orElse(null));
    assertThat(row.getText()).contains("beendet");
    assertThat(row.findElement(By.cssSelector("a.replay")).getAttribute("href"))
        .contains("replay.html?id=" + match).contains("seat=0");

    // a saved-game file chosen on the page: replayed as a spectator sees it
    String savedJson = browser.fetch("/api/matches/" + match + "/saved").body();
    Path file = Files.createTempFile("spielwerk-saved", ".json");
    try {
      Files.writeString(file, savedJson);
      openReplay("lang=en");
      driver.findElement(By.id("file")).sendKeys(file.toString());
      waiting().until(d -> js("return window.spielwerk.page.replay && 1") != null);
      SavedGame saved = SavedGame.read(savedJson);
      JsonNode replay = pageReplay();
      assertThat(replay.get("frames")).hasSize(saved.actions().size() + 1);
      assertThat(replay.get("frames").get(3).get("view"))
          .isEqualTo(MatchPageTest.commonViews(Games.byId("portroyal-unterwegs"), saved).get(3));
      assertThat(driver.findElement(By.id("outcome")).isDisplayed()).isTrue();
    } finally {
      Files.deleteIfExists(file);
    }
  }
}
