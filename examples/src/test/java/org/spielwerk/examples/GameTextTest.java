package org.spielwerk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Menu;
import org.spielwerk.core.Games;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * What a person reads in the tool, for every registered game in English and German: no enum
 * constant (SAILOR_3), no record's toString (Discover[cards=0, ...]), no collection's toString
 * (Vector(7, 12)), no "1 coins".
 */
class GameTextTest {
  private static final Pattern ENUM = Pattern.compile("\\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\\b");
  private static final Pattern RECORD = Pattern.compile("\\b[A-Z]\\w*\\[\\w+=");
  private static final Pattern COLLECTION = Pattern.compile("\\b(Vector|List|HashSet|HashMap|LinkedHashMap|TreeMap|TreeSet|Some|Option|Array)\\(");
  /** A card's code instead of its name (Loyang's RC-PL, MS06). */
  private static final Pattern CODE = Pattern.compile("\\b[A-Z]{2}-[A-Z]{2}\\b|\\b[A-Z]{2}\\d{2}\\b");
  private static final Pattern JSON = Pattern.compile("\\{\"|\":");
  /** A label said twice in a row ("stalls: market stall: ..."). */
  private static final Pattern DOUBLED = Pattern.compile("(?i)\\b(\\p{L}{5,}?)\\p{L}*: (?:\\p{L}+ )?\\1\\p{L}{0,3}:");
  private static final Pattern ONE_PLURAL = Pattern.compile("(?<![0-9])1 (coins|swords|cards|points|tokens|dice)\\b");

  @TestFactory
  Stream<DynamicTest> everyTextReadsAsWords() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Game<?, ?, ?, ?, ?> game : Games.all()) {
      for (Locale locale : List.of(Locale.ENGLISH, Locale.GERMAN)) {
        tests.add(DynamicTest.dynamicTest(game.info().id() + " " + locale, () -> check(game, locale)));
      }
    }
    return tests.stream();
  }

  private static <S, A, E extends GameEvent, V, O> void check(Game<S, A, E, V, O> game, Locale locale) {
    GameText<S, A, E, V> text = game.text(locale);
    RandomSource random = new RandomSource(5);
    for (int g = 0; g < 3; g++) {
      int players = game.info().minPlayers() + g % (game.info().maxPlayers() - game.info().minPlayers() + 1);
      S state = game.setup(game.defaultOptions(), players, random.nextLong());
      for (int i = 0; i < 400 && !game.isOver(state); i++) {
        List<A> legal = game.legalActions(state);
        for (A action : legal) {
          words(game, locale, text.action(state, action));
        }
        if (i % 5 == 0) {
          menuPresentsTheLegalActions(game, text, state, legal);
        }
        words(game, locale, text.view(game.view(state, i % players)));
        Step<S, E> step = game.apply(state, legal.get(random.nextInt(legal.size())));
        for (E event : step.events()) {
          words(game, locale, text.event(event));
        }
        state = step.state();
      }
    }
  }

  /**
   * The menu a person reads (in two steps where it is long) holds exactly the legal actions in the game's order,
   * each group at least two of them, the first step at least two entries.
   */
  private static <S, A, E extends GameEvent, V> void menuPresentsTheLegalActions(Game<S, A, E, V, ?> game,
      GameText<S, A, E, V> text, S state, List<A> legal) {
    int seat = ((Status.ToMove) game.status(state)).seat();
    V view = game.view(state, seat);
    // worded from the state, as the tool does (equal to the view's words: the games' TextProperties tests)
    Menu<A> menu = Menu.of(legal, a -> text.action(state, a), a -> text.menuGroup(view, a));
    assertThat(menu.actions()).as(game.info().id() + " menu").isEqualTo(legal);
    if (legal.size() > 1) {
      assertThat(menu.entries()).as(game.info().id() + " first step").hasSizeGreaterThan(1);
    }
    for (Menu.Entry<A> entry : menu.entries()) {
      words(game, Locale.ROOT, entry.words());
      if (entry instanceof Menu.Group<A> group) {
        assertThat(group.choices()).as(game.info().id() + " group " + group.words()).hasSizeGreaterThan(1);
      }
    }
  }

  private static void words(Game<?, ?, ?, ?, ?> game, Locale locale, String text) {
    text.lines().forEach(line -> wordsInLine(game, locale, line));
  }

  private static void wordsInLine(Game<?, ?, ?, ?, ?> game, Locale locale, String line) {
    String where = game.info().id() + " (" + locale + "): " + line;
    assertThat(ENUM.matcher(line).find()).as("an enum constant in " + where).isFalse();
    assertThat(RECORD.matcher(line).find()).as("a record's toString in " + where).isFalse();
    assertThat(COLLECTION.matcher(line).find()).as("a collection's toString in " + where).isFalse();
    assertThat(ONE_PLURAL.matcher(line).find()).as("a plural after 1 in " + where).isFalse();
    assertThat(CODE.matcher(line).find()).as("a code in " + where).isFalse();
    assertThat(JSON.matcher(line).find()).as("raw JSON in " + where).isFalse();
    assertThat(DOUBLED.matcher(line).find()).as("a doubled label in " + where).isFalse();
  }
}
