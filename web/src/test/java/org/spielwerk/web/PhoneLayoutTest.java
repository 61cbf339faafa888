package org.spielwerk.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;

/** A phone-sized screen (390 x 844 CSS pixels): one column, nothing wider than the screen, buttons reachable. */
class PhoneLayoutTest extends WebTest {

  @Test
  void theMatchPageFitsAPhone() {
    String match = createInLobby("portroyal-unterwegs", 2, "random");
    driver.manage().window().setSize(new Dimension(390, 844));
    driver.get(browser.base() + "/match.html?lang=en&seat=0&id=" + match);
    waitForMatchPage();
    List<WebElement> buttons = waitForTurn(-1);
    long viewport = (Long) js("return document.documentElement.clientWidth");
    assertThat((Long) js("return document.documentElement.scrollWidth")).as("no sideways scrolling")
        .isLessThanOrEqualTo(viewport);
    WebElement board = driver.findElement(By.cssSelector(".board-area"));
    WebElement side = driver.findElement(By.cssSelector(".side"));
    assertThat(side.getRect().getY()).as("the side panel below the board").isGreaterThan(board.getRect().getY());
    for (WebElement button : buttons) {
      assertThat(button.getRect().getX() + button.getRect().getWidth()).isLessThanOrEqualTo((int) viewport);
    }
    int version = pageVersion();
    buttons.get(0).click();
    waiting().until(d -> pageVersion() > version);
    screenshot("phone");
  }

  @Test
  void theLobbyFitsAPhone() {
    driver.manage().window().setSize(new Dimension(390, 844));
    openLobby("en");
    long viewport = (Long) js("return document.documentElement.clientWidth");
    assertThat((Long) js("return document.documentElement.scrollWidth")).isLessThanOrEqualTo(viewport);
    assertThat(driver.findElement(By.id("create")).isDisplayed()).isTrue();
  }
}
