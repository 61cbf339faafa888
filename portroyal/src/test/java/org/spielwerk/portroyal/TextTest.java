package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Step;

/**
 * Issue 9: every action, event and view reads as words in English and German; no text shows an enum
 * constant ({@code SAILOR_3}), a record's or a collection's {@code toString} ({@code Discover[cards=0]},
 * {@code Vector(7, 12)}), and counts agree with their nouns ("1 coin", not "1 coins").
 */
class TextTest {
  private static final Pattern RAW = Pattern.compile(
      "\\b[A-Z][A-Z0-9]*_[A-Z0-9_]*\\b|\\b[A-Z]{3,}\\b|\\w=|Vector\\(|List\\(|\\bnull\\b|\\b1 (coins|cards|swords|Münzen|Karten)\\b");

  private static void words(String text) {
    assertThat(RAW.matcher(text).find()).as(text).isFalse();
    assertThat(text).isNotBlank();
  }

  @Test
  void everyTextInBothLanguages_isWords() {
    PortRoyal game = Table.GAME;
    RandomSource random = new RandomSource(11);
    for (Locale locale : new Locale[] {Locale.ENGLISH, Locale.GERMAN}) {
      GameText<PortRoyalState, PortRoyalAction, PortRoyalEvent, PortRoyalView> text = game.text(locale);
      for (int g = 0; g < 12; g++) {
        int players = 2 + g % 4;
        PortRoyalOptions options = PortRoyalContractTest.randomOptions(random.nextLong(), players);
        PortRoyalState s = game.setup(options, players, random.nextLong());
        while (!game.isOver(s)) {
          java.util.List<PortRoyalAction> legal = game.legalActions(s);
          for (PortRoyalAction action : legal) {
            words(text.action(s, action));
          }
          if (random.nextInt(10) == 0) {
            words(text.view(game.view(s, random.nextInt(players))));
          }
          Step<PortRoyalState, PortRoyalEvent> step = game.apply(s, legal.get(random.nextInt(legal.size())));
          for (PortRoyalEvent event : step.events()) {
            words(text.event(event));
          }
          s = step.state();
        }
        words(text.view(game.view(s, 0)));
      }
    }
  }

  /** German follows the German rules' terms. */
  @Test
  void germanUsesTheTermsOfTheGermanRules() {
    PortRoyalState s = Table.of(2).display(0, Card.SAILOR_3).harbor(Card.SHIP_Y_1_1).coins(0, 1).build();
    String view = Table.GAME.text(Locale.GERMAN).view(Table.GAME.view(s, 0));
    assertThat(view).contains("Hafenauslage", "Nachziehstapel", "Ablagestapel", "Einfluss", "1 Münze", "Säbel", "Matrose",
        "gelbes Schiff", "Spieler 1");
    assertThat(Table.GAME.text(Locale.ENGLISH).view(Table.GAME.view(s, 0))).contains("Harbour", "1 coin,", "Sailor");
    assertThat(Table.GAME.text(Locale.GERMAN).action(s, PortRoyalAction.REVEAL)).isEqualTo("die oberste Karte aufdecken");
  }
}
