package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Json;
import org.spielwerk.core.SavedGame;

/**
 * Every game played to its end in the browser against bots: created in the lobby by clicking, played by clicking
 * action buttons, the final scores shown as the server has them. Mid-game, each match is also watched by a
 * spectator (who must see nothing private) and reloaded (which must restore the same seat and version).
 */
@Order(1) // first: its finished matches serve ReplayTest and GermanWalkTest (WebTest.finishedSeatMatch)
class MatchPageTest extends WebTest {
  /** What the spectator's page drew mid-game (the message), checked against the engine once the match is over. */
  private JsonNode spectatorShown;

  @ParameterizedTest
  @ValueSource(strings = {"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  void playsAGameToTheEndAgainstBots(String game) {
    int players = SMALLEST.get(game);
    String match = createInLobby(game, players, "random");
    driver.findElement(By.cssSelector("a.play-seat[data-seat='0']")).click();
    waitForMatchPage();
    assertThat(driver.getCurrentUrl()).doesNotContain("token");
    int clicks = playToEnd(game.hashCode(), 6, () -> {
      screenshot(game);
      reloadRestoresTheMatch(match);
      spectatorSeesNothingPrivate(match);
    });
    assertThat(clicks).isPositive();
    assertOutcomeShown(match);
    spectatorViewIsTheEnginesCommonView(game, match);
    assertThat(driver.findElements(By.cssSelector("#log li"))).isNotEmpty();
    offerFinishedSeatMatch(game, match);
  }

  /** A reload is the same seat at the same version, with the token from localStorage (not the address). */
  private void reloadRestoresTheMatch(String match) {
    int version = pageVersion();
    String title = driver.findElement(By.id("title")).getText();
    int logLines = driver.findElements(By.cssSelector("#log li")).size();
    Object token = js("return localStorage.getItem(arguments[0])", "spielwerk.token." + match + ".0");
    assertThat(token).as("the seat's token in localStorage").isNotNull();
    driver.navigate().refresh();
    waitForMatchPage();
    assertThat(pageVersion()).isEqualTo(version);
    assertThat(driver.findElement(By.id("title")).getText()).isEqualTo(title);
    assertThat(driver.getCurrentUrl()).doesNotContain(String.valueOf(token));
    assertThat(js("return window.spielwerk.page.msg.seat")).isEqualTo(0L);
    assertThat(driver.findElements(By.cssSelector("#log li"))).hasSize(logLines);
    waitForTurn(-1);
  }

  /**
   * A spectator in a second window: it draws the server's spectator view (the part every seat sees alike), has
   * no action buttons, and its page shows none of the events only seat 0 was told.
   */
  @SuppressWarnings("unchecked")
  private void spectatorSeesNothingPrivate(String match) {
    String player = driver.getWindowHandle();
    int version = pageVersion();
    List<String> seatLog = (List<String>) js("return window.spielwerk.page.log.map(e => e.text)");
    driver.switchTo().newWindow(WindowType.TAB);
    try {
      driver.get(browser.base() + "/match.html?lang=en&id=" + match);
      waitForMatchPage();
      assertThat(pageVersion()).isEqualTo(version); // seat 0 is to move: nobody else moves meanwhile
      assertThat(driver.findElements(By.cssSelector("#actions button"))).isEmpty();
      assertThat(driver.findElement(By.id("turn")).getText()).contains("spectator");
      JsonNode shown = Json.read((String) js("return JSON.stringify(window.spielwerk.page.msg)"), JsonNode.class);
      JsonNode spectator = browser.getJson("/api/matches/" + match + "/state?lang=en");
      assertThat(shown.get("seat").asInt()).isEqualTo(-1);
      assertThat(shown.get("legal")).isEmpty();
      assertThat(shown.has("viewText") && !shown.get("viewText").isNull()).isFalse();
      assertThat(shown.get("view")).isEqualTo(spectator.get("view"));
      spectatorShown = shown;
      List<String> publicLog = new ArrayList<>();
      spectator.get("events").forEach(e -> publicLog.add(e.get("text").asText()));
      List<String> privateToSeat = new ArrayList<>(seatLog);
      privateToSeat.removeAll(publicLog);
      String page = driver.findElement(By.tagName("body")).getText();
      for (String text : privateToSeat) {
        assertThat(page).as("the spectator's page").doesNotContain(text);
      }
    } finally {
      driver.close();
      driver.switchTo().window(player);
    }
  }

  /**
   * The engine's word on the spectator: the match replayed from its record (seed and actions, available once
   * it is over) to the version the spectator saw; the view the spectator's page drew must be exactly the part
   * of the seats' views (the engine's {@code view(state, seat)}) that every seat sees alike.
   */
  private void spectatorViewIsTheEnginesCommonView(String game, String match) {
    assertThat(spectatorShown).as("the spectator was checked mid-game").isNotNull();
    int version = spectatorShown.get("version").asInt();
    SavedGame saved = SavedGame.read(browser.fetch("/api/matches/" + match + "/saved").body());
    assertThat(saved.actions().size()).isGreaterThan(version);
    JsonNode expected = commonView(Games.byId(game), saved, version);
    assertThat(spectatorShown.get("view")).isEqualTo(expected);
  }

  static JsonNode commonView(Game<?, ?, ?, ?, ?> game, SavedGame saved, int version) {
    return commonViews(game, saved).get(version);
  }

  /** The engine's view for one seat at every version of a finished match (index = version), replayed once. */
  static <S> List<JsonNode> views(Game<S, ?, ?, ?, ?> game, SavedGame saved, int seat) {
    List<JsonNode> views = new ArrayList<>();
    for (S state : states(game, saved)) {
      views.add(Json.read(Json.write(game.view(state, seat)), JsonNode.class));
    }
    return views;
  }

  /** The part of the seats' views every seat sees alike, at every version of a finished match (index = version). */
  static <S> List<JsonNode> commonViews(Game<S, ?, ?, ?, ?> game, SavedGame saved) {
    List<JsonNode> common = new ArrayList<>();
    for (S state : states(game, saved)) {
      List<JsonNode> views = new ArrayList<>();
      for (int seat = 0; seat < saved.players(); seat++) {
        views.add(Json.read(Json.write(game.view(state, seat)), JsonNode.class));
      }
      common.add(common(views));
    }
    return common;
  }

  private static <S> List<S> states(Game<S, ?, ?, ?, ?> game, SavedGame saved) {
    SavedGame.Replay<S, ?> replay = saved.replay(game);
    List<S> states = new ArrayList<>();
    states.add(replay.initial());
    replay.steps().forEach(step -> states.add(step.state()));
    return states;
  }

  /** Keeps a value only where it is equal in every view (objects by field, equal-length arrays by element). */
  private static JsonNode common(List<JsonNode> views) {
    JsonNode first = views.get(0);
    if (views.stream().allMatch(first::equals)) {
      return first;
    }
    if (views.stream().allMatch(JsonNode::isObject)) {
      ObjectNode common = Json.mapper().createObjectNode();
      first.fieldNames().forEachRemaining(name -> {
        if (views.stream().allMatch(v -> v.has(name))) {
          common.set(name, common(views.stream().map(v -> v.get(name)).toList()));
        }
      });
      return common;
    }
    if (views.stream().allMatch(v -> v.isArray() && v.size() == first.size())) {
      ArrayNode common = Json.mapper().createArrayNode();
      for (int i = 0; i < first.size(); i++) {
        int at = i;
        common.add(common(views.stream().map(v -> v.get(at)).toList()));
      }
      return common;
    }
    return NullNode.getInstance();
  }

  @Test
  void refusesACraftedMoveVisiblyAndChangesNothing() {
    String match = seatMatch("portroyal-unterwegs");
    driver.get(browser.base() + "/match.html?lang=en&seat=0&id=" + match);
    waitForMatchPage();
    waitForTurn(-1);
    int version = pageVersion();
    // a stale version from the page's own socket
    js("window.spielwerk.socket.send({type: 'move', version: arguments[0], index: 0})", version + 7);
    WebElement error = waiting().until(d -> {
      WebElement box = d.findElement(By.id("error"));
      return box.isDisplayed() ? box : null;
    });
    assertThat(error.getAttribute("data-code")).isEqualTo("stale_version");
    assertThat(error.getText()).contains("version");
    // an index that is not in the legal list
    js("window.spielwerk.socket.send({type: 'move', version: arguments[0], index: 999})", version);
    waiting().until(d -> "bad_index".equals(d.findElement(By.id("error")).getAttribute("data-code")));
    // an action that is no action of this game
    js("window.spielwerk.socket.send({type: 'move', version: arguments[0], action: {type: 'Checkmate'}})", version);
    waiting().until(d -> !"bad_index".equals(d.findElement(By.id("error")).getAttribute("data-code")));
    assertThat(driver.findElement(By.id("error")).isDisplayed()).isTrue();
    assertThat(driver.findElement(By.id("error")).getAttribute("data-code")).isEqualTo("bad_request");
    assertThat(browser.getJson("/api/matches/" + match).get("version").asInt()).isEqualTo(version);
    assertThat(pageVersion()).isEqualTo(version);
    // the page goes on: a click is still accepted
    waitForTurn(-1).get(0).click();
    waiting().until(d -> pageVersion() > version);
    assertThat(driver.findElement(By.id("error")).isDisplayed()).isFalse();
    // in German the code's sentence comes first, the server's message (naming the field) after it
    driver.get(browser.base() + "/match.html?lang=de&seat=0&id=" + match);
    waitForMatchPage();
    int now = pageVersion();
    js("window.spielwerk.socket.send({type: 'move', version: arguments[0], index: 0})", now + 7);
    WebElement german = waiting().until(d -> {
      WebElement box = d.findElement(By.id("error"));
      return box.isDisplayed() ? box : null;
    });
    assertThat(german.getText()).startsWith("Fehler: Die Partie ist schon weiter").contains("version");
  }

  @Test
  void reconnectsAfterADroppedConnection() {
    String match = seatMatch("portroyal-unterwegs");
    driver.get(browser.base() + "/match.html?lang=en&seat=0&id=" + match);
    waitForMatchPage();
    waitForTurn(-1);
    int version = pageVersion();
    js("window.spielwerk.socket.drop()");
    waiting().until(d -> "waiting".equals(d.findElement(By.id("status")).getAttribute("data-state")));
    waiting().until(d -> "open".equals(d.findElement(By.id("status")).getAttribute("data-state")));
    assertThat(pageVersion()).isEqualTo(version);
    waitForTurn(-1).get(0).click();
    waiting().until(d -> pageVersion() > version);
  }

  @Test
  void theGenericPagePlaysAGameToTheEnd() {
    // a short match (the end comes at 3 influence instead of 8): the tree draws every view the same way
    String match = browser.postJson("/api/matches", "{\"game\":\"portroyal-unterwegs\",\"players\":2,"
        + "\"options\":{\"influenceTarget\":3},\"bots\":[null,\"random\"]}").get("id").asText();
    driver.get(browser.base() + "/match.html?lang=en&generic=1&seat=0&id=" + match);
    waitForMatchPage();
    assertThat(driver.findElements(By.cssSelector("#board .generic-board ul.tree"))).isNotEmpty();
    assertThat(driver.findElement(By.id("board")).getText()).contains("drawCount");
    playToEnd(7, Integer.MAX_VALUE, null);
    assertOutcomeShown(match);
  }
}
