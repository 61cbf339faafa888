package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.interactions.Actions;

/**
 * A whole match played without the mouse, as a keyboard or screen-reader user plays: Tab from the page's start to
 * the first action, Tab to the chosen one, Enter. After every move the focus stays in the actions (the page
 * redraws them), so the next move needs no walk through the page again. The live regions say whose turn it is
 * and what just happened.
 */
class KeyboardTest extends WebTest {

  /**
   * Waits in the page (one WebDriver call) until this seat may act or the match is over, then says where the focus
   * is: {@code [state, actions, focused action's position or -1, #announce has text]}.
   */
  private static final String TURN = """
      const [actedAt, done] = arguments;
      const start = Date.now();
      (function check() {
        const body = document.body;
        const buttons = [...document.querySelectorAll('#actions button.action[data-index]')];
        const answer = (state) => done([state, buttons.length, buttons.indexOf(document.activeElement),
            document.getElementById('announce').textContent.trim() !== '']);
        if (body.dataset.status === 'finished') return answer('finished');
        if (buttons.length > 0 && buttons.every(b => !b.disabled) && Number(body.dataset.version) !== actedAt) {
          return answer('turn');
        }
        if (Date.now() - start > 15000) return answer('timeout');
        setTimeout(check, 10);
      })();
      """;

  /** Where the focus is now: its position among the action buttons, or -1 when it is on none of them. */
  private static final String FOCUSED_ACTION =
      "return [...document.querySelectorAll('#actions button.action[data-index]')].indexOf(document.activeElement)";

  @Test
  void playsAWholeMatchByKeyboardWithTheNewsReadOut() {
    // a short match (the end comes at 3 influence instead of 8): the keyboard's way through it is the same
    String match = browser.postJson("/api/matches", "{\"game\":\"portroyal-unterwegs\",\"players\":2,"
        + "\"options\":{\"influenceTarget\":3},\"bots\":[null,\"random\"]}").get("id").asText();
    driver.get(browser.base() + "/match.html?lang=en&seat=0&id=" + match);
    waitForMatchPage();
    assertThat(driver.findElement(By.id("turn")).getAttribute("aria-live")).isEqualTo("polite");
    assertThat(driver.findElement(By.id("announce")).getAttribute("aria-live")).isEqualTo("polite");
    assertThat(turn(-1).get(0)).isEqualTo("turn");
    // from the page's start, Tab alone reaches the actions (nothing before them traps the focus)
    driver.findElement(By.tagName("body")).click(); // the page's start, not a control
    int tabs = 0;
    while (((Long) js(FOCUSED_ACTION)) < 0 && tabs < 40) {
      new Actions(driver).sendKeys(Keys.TAB).perform();
      tabs++;
    }
    assertThat((Long) js(FOCUSED_ACTION)).as("Tab reaches an action within 40 presses").isNotNegative();

    Random random = new Random(32);
    int moves = 0;
    int actedAt = -1;
    boolean heardNews = false;
    while (true) {
      List<?> turn = turn(actedAt);
      assertThat(turn.get(0)).as("waiting for this seat's turn at version > " + actedAt).isNotEqualTo("timeout");
      if (moves > 1) {
        heardNews |= (Boolean) turn.get(3);
      }
      if ("finished".equals(turn.get(0))) {
        break;
      }
      int buttons = ((Long) turn.get(1)).intValue();
      int position = ((Long) turn.get(2)).intValue();
      assertThat(position).as("after a move the focus is on an action again (move " + moves + ")").isNotNegative();
      // Tab forward a few actions, but not past the last one
      int steps = random.nextInt(Math.min(3, buttons - position));
      if (steps > 0) {
        Actions tab = new Actions(driver);
        for (int i = 0; i < steps; i++) {
          tab.sendKeys(Keys.TAB);
        }
        tab.perform();
      }
      assertThat((Long) js(FOCUSED_ACTION)).as("Tab moved along the actions").isEqualTo(position + steps);
      actedAt = pageVersion();
      new Actions(driver).sendKeys(Keys.ENTER).perform();
      moves++;
      assertThat(moves).as("a match of unterwegs ends").isLessThan(400);
    }
    assertThat(pageStatus()).isEqualTo("finished");
    assertThat(moves).isPositive();
    assertThat(heardNews).as("#announce read out the events of a move").isTrue();
    assertThat(driver.findElement(By.id("turn")).getText()).contains("over");
    assertOutcomeShown(match);
  }

  private List<?> turn(int actedAt) {
    return (List<?>) ((JavascriptExecutor) driver).executeAsyncScript(TURN, actedAt);
  }
}
