package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * A whole match played without the mouse, as a keyboard or screen-reader user plays: Tab from the page's start to
 * the first action, Tab to the chosen one, Enter. After every move the focus stays in the actions (the page
 * redraws them), so the next move needs no walk through the page again. The live regions say whose turn it is
 * and what just happened.
 */
class KeyboardTest extends WebTest {

  @Test
  void playsAWholeMatchByKeyboardWithTheNewsReadOut() {
    String match = browser.postJson("/api/matches",
        "{\"game\":\"portroyal-unterwegs\",\"players\":2,\"bots\":[null,\"random\"]}").get("id").asText();
    driver.get(browser.base() + "/match.html?lang=en&seat=0&id=" + match);
    waitForMatchPage();
    assertThat(driver.findElement(By.id("turn")).getAttribute("aria-live")).isEqualTo("polite");
    assertThat(driver.findElement(By.id("announce")).getAttribute("aria-live")).isEqualTo("polite");
    List<WebElement> buttons = waitForTurn(-1);
    assertThat(buttons).isNotEmpty();
    // from the page's start, Tab alone reaches the actions (nothing before them traps the focus)
    driver.findElement(By.tagName("body")).click(); // the page's start, not a control
    int tabs = 0;
    while (!isAction(driver.switchTo().activeElement()) && tabs < 40) {
      driver.switchTo().activeElement().sendKeys(Keys.TAB);
      tabs++;
    }
    assertThat(isAction(driver.switchTo().activeElement())).as("Tab reaches an action within 40 presses").isTrue();

    Random random = new Random(32);
    int moves = 0;
    int actedAt = -1;
    boolean heardNews = false;
    while (true) {
      buttons = waitForTurn(actedAt);
      if (buttons.isEmpty()) {
        break;
      }
      WebElement focused = driver.switchTo().activeElement();
      assertThat(isAction(focused)).as("after a move the focus is on an action again (move " + moves + ")").isTrue();
      // Tab forward a few actions, but not past the last one
      int position = buttons.indexOf(focused);
      int steps = random.nextInt(Math.min(3, buttons.size() - Math.max(position, 0)));
      for (int i = 0; i < steps; i++) {
        driver.switchTo().activeElement().sendKeys(Keys.TAB);
      }
      WebElement chosen = driver.switchTo().activeElement();
      assertThat(isAction(chosen)).isTrue();
      actedAt = pageVersion();
      chosen.sendKeys(Keys.ENTER);
      moves++;
      if (!heardNews && moves > 1) {
        heardNews = !driver.findElement(By.id("announce")).getAttribute("textContent").isBlank();
      }
      assertThat(moves).as("a match of unterwegs ends").isLessThan(400);
    }
    assertThat(pageStatus()).isEqualTo("finished");
    assertThat(moves).isPositive();
    assertThat(heardNews).as("#announce read out the events of a move").isTrue();
    assertThat(driver.findElement(By.id("turn")).getText()).contains("over");
    assertOutcomeShown(match);
  }

  private static boolean isAction(WebElement element) {
    return "button".equalsIgnoreCase(element.getTagName())
        && element.getAttribute("class") != null && element.getAttribute("class").contains("action")
        && element.getAttribute("data-index") != null;
  }
}
