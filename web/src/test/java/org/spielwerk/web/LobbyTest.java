package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** The lobby: the options form from each game's schema, errors next to their field, links, the match list. */
class LobbyTest extends WebTest {

  @Test
  @SuppressWarnings("unchecked")
  void buildsTheOptionsFormOfEveryGameFromItsSchema() {
    openLobby("en");
    for (JsonNode game : browser.getJson("/api/games")) {
      String id = game.get("id").asText();
      new Select(driver.findElement(By.id("game"))).selectByValue(id);
      waitForForm(id);
      JsonNode detail = browser.getJson("/api/games/" + id);
      List<String> properties = new ArrayList<>();
      detail.get("schemas").get("options").get("properties").fieldNames().forEachRemaining(properties::add);
      // the form in one call: its fields, its checkboxes [name, checked], its seats
      List<?> form = (List<?>) js("""
          return [[...document.querySelectorAll("[data-field^='options.']")]
                  .map(e => e.dataset.field.substring('options.'.length)),
              [...document.querySelectorAll('#option-fields input[type=checkbox]')].map(c => [c.name, c.checked]),
              document.querySelectorAll('#seat-fields select').length];""");
      assertThat((List<Object>) form.get(0)).as(id).containsExactlyInAnyOrderElementsOf(properties);
      // the form starts from the default options
      JsonNode defaults = detail.get("defaultOptions");
      for (Object entry : (List<?>) form.get(1)) {
        List<?> checkbox = (List<?>) entry;
        assertThat(checkbox.get(1)).as(id + " " + checkbox.get(0))
            .isEqualTo(defaults.get((String) checkbox.get(0)).asBoolean());
      }
      assertThat(form.get(2)).isEqualTo(game.get("minPlayers").asLong());
    }
  }

  @Test
  void inputsFollowTheSchemaKinds() {
    openLobby("en");
    new Select(driver.findElement(By.id("game"))).selectByValue("portroyal-unterwegs");
    waitForForm("portroyal-unterwegs");
    assertThat(driver.findElement(By.id("opt-influenceTarget")).getAttribute("type")).isEqualTo("number");
    assertThat(driver.findElement(By.id("opt-mustRepelDuplicates")).getAttribute("type")).isEqualTo("checkbox");
    Select tax = new Select(driver.findElement(By.id("opt-extraTaxWhenPilesEmpty")));
    assertThat(tax.getOptions().stream().map(o -> o.getAttribute("value"))).contains("WHEN_REVEALING", "NEVER");
    assertThat(tax.getOptions().stream().map(WebElement::getText)).contains("when revealing", "never");
    assertThat(driver.findElement(By.id("opt-cardTable")).getTagName()).isEqualTo("textarea");
    // a preset fills the form with its values
    new Select(driver.findElement(By.id("preset"))).selectByValue("STRICT");
    JsonNode strict = browser.getJson("/api/games/portroyal-unterwegs").get("presets").get("STRICT");
    assertThat(driver.findElement(By.id("opt-mustRepelDuplicates")).isSelected())
        .isEqualTo(strict.get("mustRepelDuplicates").asBoolean());
    assertThat(driver.findElement(By.id("opt-influenceTarget")).getAttribute("value"))
        .isEqualTo(strict.get("influenceTarget").asText());
  }

  @Test
  void showsTheServersErrorsNextToTheFieldTheyName() {
    openLobby("en");
    new Select(driver.findElement(By.id("game"))).selectByValue("portroyal-unterwegs");
    waitForForm("portroyal-unterwegs");
    WebElement target = driver.findElement(By.id("opt-influenceTarget"));
    target.clear();
    target.sendKeys("-3");
    driver.findElement(By.id("create")).click();
    WebElement error = waiting().until(d -> {
      WebElement e = d.findElement(By.cssSelector(".field-error[data-for='options.influenceTarget']"));
      return e.getText().isBlank() ? null : e;
    });
    assertThat(error.getText()).contains("influenceTarget");
    assertThat(driver.findElement(By.id("created")).isDisplayed()).isFalse();

    target = driver.findElement(By.id("opt-influenceTarget"));
    target.clear();
    target.sendKeys("8");
    WebElement players = driver.findElement(By.id("players"));
    players.clear();
    players.sendKeys("9");
    driver.findElement(By.id("create")).click();
    WebElement playersError = waiting().until(d -> {
      WebElement e = d.findElement(By.cssSelector(".field-error[data-for='players']"));
      return e.getText().isBlank() ? null : e;
    });
    assertThat(playersError.getText()).contains("2 to 4");
    assertThat(driver.findElement(By.cssSelector(".field-error[data-for='options.influenceTarget']")).getText())
        .isEmpty();
  }

  @Test
  void createsWithTheChangedOptionsAndSharesEachSeatsLink() {
    openLobby("en");
    new Select(driver.findElement(By.id("game"))).selectByValue("portroyal-unterwegs");
    waitForForm("portroyal-unterwegs");
    WebElement players = driver.findElement(By.id("players"));
    players.clear();
    players.sendKeys("3");
    waiting().until(d -> d.findElements(By.cssSelector("#seat-fields select")).size() == 3);
    new Select(driver.findElement(By.id("seat-1"))).selectByValue("");
    new Select(driver.findElement(By.id("seat-2"))).selectByValue("greedy");
    driver.findElement(By.id("opt-mustRepelDuplicates")).click();
    driver.findElement(By.id("create")).click();
    WebElement created = waiting().until(d -> {
      WebElement box = d.findElement(By.id("created"));
      return box.isDisplayed() ? box : null;
    });
    String match = created.getAttribute("data-match");
    JsonNode summary = browser.getJson("/api/matches/" + match);
    assertThat(summary.get("options").get("mustRepelDuplicates").asBoolean()).isTrue();
    assertThat(summary.get("seats").get(2).get("bot").asText()).isEqualTo("greedy");
    List<WebElement> links = created.findElements(By.cssSelector(".join-link"));
    assertThat(links).extracting(WebElement::getText).hasSize(2)
        .allSatisfy(url -> assertThat(url).startsWith(browser.base() + "/match.html?id=" + match + "&seat="));
    assertThat(created.findElements(By.cssSelector("a.play-seat"))).hasSize(2);
    screenshot("lobby");
    // the list shows it (open: seats 0 and 1 are free) with a watch link and join links
    WebElement row = waiting().until(d -> d.findElements(By.cssSelector("#matches tr[data-match='" + match + "']"))
        .stream().findFirst().orElse(null));
    assertThat(row.findElement(By.cssSelector("a.watch")).getAttribute("href")).contains("id=" + match)
        .doesNotContain("seat=");
    assertThat(row.findElements(By.cssSelector("a.join"))).hasSize(2);
    // a second person joins by the link and sees the match wait for the first
    driver.get(links.get(1).getText());
    waitForMatchPage();
    assertThat(pageStatus()).isEqualTo("open");
    assertThat(driver.findElement(By.id("turn")).getText()).contains("Waiting");
  }

  @Test
  void theMatchListFollowsMatchesMadeElsewhere() {
    openLobby("en");
    // another client creates a match; the open lobby shows it without a click on "refresh"
    String match = browser.postJson("/api/matches", "{\"game\":\"loyang\",\"players\":2}").get("id").asText();
    WebElement row = waiting().until(d -> d.findElements(By.cssSelector("#matches tr[data-match='" + match + "']"))
        .stream().findFirst().orElse(null));
    assertThat(row.findElements(By.cssSelector("a.join"))).hasSize(2);
  }

  /**
   * The lobby race: the answer for a game chosen first arrives after the answer for the game chosen next. The
   * page's fetch holds Gilded Compass's answer back until Port Royal unterwegs's has been drawn; the late answer
   * must change nothing (before the fix, the form showed Gilded Compass's options under "Port Royal unterwegs").
   */
  @Test
  void aLateAnswerForAGameNoLongerChosenIsDiscarded() {
    openLobby("en");
    new Select(driver.findElement(By.id("game"))).selectByValue("loyang");
    waitForForm("loyang");
    js("""
        const real = window.fetch.bind(window);
        window.slowAnswers = { held: 0, released: 0, release: null };
        const gate = new Promise(resolve => { window.slowAnswers.release = resolve; });
        window.fetch = (url, init) => {
          const answer = real(url, init);
          if (String(url).endsWith('/api/games/gilded-compass')) {
            window.slowAnswers.held++;
            return gate.then(() => answer).then(r => { window.slowAnswers.released++; return r; });
          }
          return answer;
        };""");
    new Select(driver.findElement(By.id("game"))).selectByValue("gilded-compass");
    waiting().until(d -> Long.valueOf(1).equals(js("return window.slowAnswers.held")));
    new Select(driver.findElement(By.id("game"))).selectByValue("portroyal-unterwegs");
    waitForForm("portroyal-unterwegs");
    js("window.slowAnswers.release()");
    waiting().until(d -> Long.valueOf(1).equals(js("return window.slowAnswers.released")));
    // the late answer has been read; give its continuation the page's next turns before looking
    ((org.openqa.selenium.JavascriptExecutor) driver).executeAsyncScript(
        "const done = arguments[0]; setTimeout(() => setTimeout(done, 50), 50);");
    assertThat(js("return document.getElementById('create-form').dataset.game")).isEqualTo("portroyal-unterwegs");
    List<String> properties = new ArrayList<>();
    browser.getJson("/api/games/portroyal-unterwegs").get("schemas").get("options").get("properties")
        .fieldNames().forEachRemaining(properties::add);
    List<String> fields = driver.findElements(By.cssSelector("[data-field^='options.']")).stream()
        .map(e -> e.getAttribute("data-field").substring("options.".length())).toList();
    assertThat(fields).containsExactlyInAnyOrderElementsOf(properties);
    assertThat(driver.findElement(By.id("players")).getAttribute("max")).isEqualTo("4");
    assertThat(driver.findElement(By.id("create")).isEnabled()).isTrue();
  }

  /**
   * Options, their values and the presets are words in the page's language, never the schema's names: every
   * option of every game has a label of its own in German and in English, and no label, choice or preset is the
   * raw identifier.
   */
  @Test
  void namesOptionsValuesAndPresetsInWords() {
    for (String lang : List.of("de", "en")) {
      openLobby(lang);
      for (JsonNode game : browser.getJson("/api/games")) {
        String id = game.get("id").asText();
        new Select(driver.findElement(By.id("game"))).selectByValue(id);
        waitForForm(id);
        // the form's words in one call: [name, label, [[text, value] of its choices]] per field, then the presets
        List<?> form = (List<?>) js("""
            const fields = [...document.querySelectorAll("[data-field^='options.']")].map(f => [
              f.dataset.field.substring('options.'.length), f.querySelector('label').textContent,
              [...f.querySelectorAll('option')].map(o => [o.textContent, o.value])]);
            const presets = [...document.querySelectorAll('#preset option')].map(o => [o.textContent, o.value]);
            return [fields, presets];""");
        List<?> fields = (List<?>) form.get(0);
        assertThat(fields).as(lang + " " + id + " fields").isNotEmpty();
        for (Object entry : fields) {
          List<?> field = (List<?>) entry;
          String name = (String) field.get(0);
          assertThat((String) field.get(1)).as(lang + " " + id + " label of " + name).isNotBlank().isNotEqualTo(name)
              .doesNotMatch(".*\\b[a-z]+[A-Z]\\w*\\b.*");
          for (Object choice : (List<?>) field.get(2)) {
            List<?> option = (List<?>) choice;
            assertThat((String) option.get(0)).as(lang + " " + id + " " + name + " choice")
                .isNotEqualTo(option.get(1)).doesNotMatch(".*[A-Z]{2,}_.*");
          }
        }
        for (Object choice : (List<?>) form.get(1)) {
          List<?> preset = (List<?>) choice;
          assertThat((String) preset.get(0)).as(lang + " " + id + " preset")
              .isNotEqualTo(preset.get(1)).doesNotMatch(".*[A-Z]{2,}.*");
        }
      }
    }
  }

  @Test
  void speaksGerman() {
    openLobby("de");
    assertThat(driver.findElement(By.id("create")).getText()).isEqualTo("Partie anlegen");
    assertThat(driver.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("de");
    String match = createInLobby("portroyal-unterwegs", 2, "random");
    driver.get(browser.base() + "/match.html?lang=de&seat=0&id=" + match);
    waitForMatchPage();
    List<WebElement> buttons = waitForTurn(-1);
    assertThat(driver.findElement(By.id("turn")).getText()).isEqualTo("Du bist am Zug");
    // the actions' texts are the game's German ones, as the server sends them
    assertThat(buttons).extracting(WebElement::getText).allSatisfy(text -> assertThat(text).isNotBlank());
    Object legal = js("return window.spielwerk.page.msg.legal.map(l => l.text).join('|')");
    assertThat(buttons.stream().map(WebElement::getText).toList()).containsExactly(((String) legal).split("\\|"));
    assertThat(driver.findElement(By.id("actions-title")).getText()).isEqualTo("Deine Möglichkeiten");
  }

  @Test
  void servesTheClientWithTypesAndAPolicy() {
    HttpResponse<String> index = browser.fetch("/");
    assertThat(index.statusCode()).isEqualTo(200);
    assertThat(index.body()).contains("lobby.js");
    assertThat(index.headers().firstValue("Content-Security-Policy").orElseThrow())
        .contains("script-src 'self'").doesNotContain("unsafe-eval");
    for (String module : List.of("/api.js", "/match.js", "/lobby.js", "/generic.js", "/i18n.js")) {
      HttpResponse<String> js = browser.fetch(module);
      assertThat(js.statusCode()).as(module).isEqualTo(200);
      assertThat(js.headers().firstValue("Content-Type").orElseThrow()).as(module).startsWith("text/javascript");
    }
    assertThat(browser.fetch("/app.css").headers().firstValue("Content-Type").orElseThrow()).startsWith("text/css");
    // the API is as before: an unknown path is the API's JSON 404
    HttpResponse<String> missing = browser.fetch("/api/nothing");
    assertThat(missing.statusCode()).isEqualTo(404);
    assertThat(missing.body()).contains("not_found");
  }
}
