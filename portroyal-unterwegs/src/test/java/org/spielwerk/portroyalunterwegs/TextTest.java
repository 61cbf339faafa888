package org.spielwerk.portroyalunterwegs;

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
  private static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();
  /** An enum constant, a record's or a collection's toString: never shown to a player. */
  private static final Pattern RAW = Pattern.compile("\\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\\b|\\w+\\[\\w+=|Vector\\(|List\\(|\\[\\w+,");

  @Test
  void everyTextInBothLanguagesIsWords() {
    GameText<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView> en = GAME.text(Locale.ENGLISH);
    GameText<UnterwegsState, UnterwegsAction, UnterwegsEvent, UnterwegsView> de = GAME.text(Locale.GERMAN);
    assertThat(de).isNotSameAs(en);
    assertThat(GAME.text(Locale.FRENCH)).isSameAs(GAME.text());
    RandomSource random = new RandomSource(9);
    List<String> texts = new ArrayList<>();
    for (int game = 0; game < 10; game++) {
      UnterwegsState s = GAME.setup(game % 2 == 0 ? UnterwegsOptions.DEFAULT : UnterwegsOptions.STRICT, 2 + game % 3,
          random.nextLong());
      while (!GAME.isOver(s)) {
        List<UnterwegsAction> legal = GAME.legalActions(s);
        for (UnterwegsAction action : legal) {
          texts.add(en.action(s, action));
          texts.add(de.action(s, action));
        }
        texts.add(en.view(GAME.view(s, s.toMove())));
        texts.add(de.view(GAME.view(s, s.toMove())));
        Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, legal.get(random.nextInt(legal.size())));
        for (UnterwegsEvent event : step.events()) {
          texts.add(en.event(event));
          texts.add(de.event(event));
        }
        s = step.state();
      }
    }
    assertThat(texts).allSatisfy(text -> assertThat(RAW.matcher(text).find()).as(text).isFalse());
    assertThat(texts).anyMatch(text -> text.contains("Hafenauslage"))
        .anyMatch(text -> text.contains("Einflusspunkte"))
        .anyMatch(text -> text.contains("Münzen"));
  }

  @Test
  void germanFollowsTheRulebook() {
    assertThat(UnterwegsText.of(Locale.GERMAN).cardWords(Table.card("U_K_S_4N"))).isEqualTo("schwarzes Schiff (4 Münzen, Totenkopf)");
    assertThat(UnterwegsText.of(Locale.GERMAN).cardWords(Table.card("SAILOR_3"))).isEqualTo("Matrose [Kosten 3, 1 Einflusspunkt, 1 Säbel]");
    assertThat(GAME.text(Locale.GERMAN).event(new UnterwegsEvent.SurchargePaid(1, 0)))
        .isEqualTo("Spieler 2 zahlte 1 Münze an Spieler 1.");
  }

  @Test
  void theLegendExplainsEachKindOfCardOnTheTableOnceInTheOrderItAppears() {
    UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT, 2, 5);
    UnterwegsPlayer second = s.player(1);
    s = s.withHarbor(io.vavr.collection.Vector.of(Table.card("U_Y_1_1N"), Table.card("WHOLESALER_Y_8"),
            Table.card("U_K_S_4N"), Table.card("U_Y_2_2")))
        .withPlayers(s.players().update(1, second.withDisplay(io.vavr.collection.Vector.of(
            (Card.Person) Table.card("SAILOR_3"), (Card.Person) Table.card("WHOLESALER_B_8")))));
    UnterwegsView view = GAME.view(s, 0);
    assertThat(GAME.text(Locale.ENGLISH).legend(view)).containsExactly(
        "Ship: the active player may repel it when it is revealed, with at least as many swords as it shows (swords "
            + "are not used up); otherwise it stays in the harbour, and whoever takes it trades it for its coins",
        "Wholesaler: when its owner trades a ship of its colour, the ship is tucked under it and counts 1 influence",
        "Skull ship: can never be repelled; whoever takes it trades it for its coins",
        "Sailor: 1 sword");
    assertThat(GAME.text(Locale.GERMAN).legend(view)).hasSize(4)
        .anySatisfy(line -> assertThat(line).startsWith("Großhändler: "))
        .anySatisfy(line -> assertThat(line).isEqualTo("Matrose: 1 Säbel"));
    assertThat(GAME.text(Locale.ENGLISH).legend(GAME.view(s.withHarbor(io.vavr.collection.Vector.empty())
        .withPlayers(s.players().map(p -> p.withDisplay(io.vavr.collection.Vector.empty()))), 0))).isEmpty();
  }
}
