package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.GameText;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Step;

/** English and German words (issue 9): every action, event and view of random games, in both languages. */
class TextTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();
  /** An enum constant, a record's or a collection's toString: never shown to a player. */
  private static final Pattern RAW = Pattern.compile(
      "\\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\\b|\\b(RED|BLUE|GREEN|BLACK|BISCUIT|RUM)\\b|\\w+\\[\\w+=|Vector\\(|List\\(");

  @Test
  void everyTextInBothLanguagesIsWords() {
    GameText<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView> en =
        GAME.text(Locale.ENGLISH);
    GameText<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView> de =
        GAME.text(Locale.GERMAN);
    assertThat(de).isNotSameAs(en);
    assertThat(GAME.text(Locale.ITALIAN)).isSameAs(GAME.text());
    RandomSource random = new RandomSource(4);
    List<String> texts = new ArrayList<>();
    for (int game = 0; game < 4; game++) {
      PortRoyalSticheState s = GAME.setup(game % 2 == 0 ? PortRoyalSticheOptions.STANDARD
          : PortRoyalSticheOptions.REVOKE_BLUFF, 3 + game % 2, random.nextLong());
      while (!GAME.isOver(s)) {
        List<PortRoyalSticheAction> legal = GAME.legalActions(s);
        for (PortRoyalSticheAction action : legal) {
          texts.add(en.action(s, action));
          texts.add(de.action(s, action));
        }
        int seat = ((org.spielwerk.core.Status.ToMove) GAME.status(s)).seat();
        texts.add(en.view(GAME.view(s, seat)));
        texts.add(de.view(GAME.view(s, seat)));
        Step<PortRoyalSticheState, PortRoyalSticheEvent> step = GAME.apply(s, legal.get(random.nextInt(legal.size())));
        for (PortRoyalSticheEvent event : step.events()) {
          texts.add(en.event(event));
          texts.add(de.event(event));
        }
        s = step.state();
      }
    }
    assertThat(texts).allSatisfy(text -> assertThat(RAW.matcher(text).find()).as(text).isFalse());
    assertThat(texts).anyMatch(text -> text.contains("Beutekarten"))
        .anyMatch(text -> text.contains("Trumpffarbe"))
        .anyMatch(text -> text.contains("Laderaum Schiffszwieback"));
  }

  @Test
  void germanFollowsTheRulebook() {
    assertThat(GAME.text(Locale.GERMAN).event(new PortRoyalSticheEvent.BidMade(0, 5))).isEqualTo("Spieler 1 bietet 5 Tonnen.");
  }
}
