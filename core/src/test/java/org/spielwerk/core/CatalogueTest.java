package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * A catalogue read as plain resources ({@code src/test/resources/org/spielwerk/core/words}): English and German
 * words, English for a key or a language without its own, the pseudo-language, errors naming the file and key,
 * the same words from many threads at once, and {@link Game}'s one text method per locale.
 */
class CatalogueTest {

  private static final String SAMPLE = "org.spielwerk.core.words.sample";

  enum Colour { YELLOW, BLUE, RED }

  private static Catalogue english() {
    return Catalogue.of(SAMPLE, Locale.ENGLISH, CatalogueTest.class);
  }

  private static Catalogue german() {
    return Catalogue.of(SAMPLE, Locale.GERMAN, CatalogueTest.class);
  }

  private static Message seat(int n) {
    return Message.of("seat", "n", n);
  }

  @Test
  void english_words_with_plurals_ordinals_selects_and_quotes() {
    Catalogue en = english();
    assertThat(en.locale()).isEqualTo(Locale.ENGLISH);
    assertThat(en.render("coins", "seat", seat(1), "coins", 0)).isEqualTo("Player 1 has no coins.");
    assertThat(en.render("coins", "seat", seat(2), "coins", 1)).isEqualTo("Player 2 has 1 coin.");
    assertThat(en.render("coins", "seat", seat(3), "coins", 1500)).isEqualTo("Player 3 has 1,500 coins.");
    assertThat(List.of(1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 111).stream()
        .map(n -> en.render("place", "seat", seat(1), "place", n)).toList())
        .containsExactly("Player 1 finished 1st.", "Player 1 finished 2nd.", "Player 1 finished 3rd.",
            "Player 1 finished 4th.", "Player 1 finished 11th.", "Player 1 finished 12th.", "Player 1 finished 13th.",
            "Player 1 finished 21st.", "Player 1 finished 22nd.", "Player 1 finished 23rd.", "Player 1 finished 111th.");
    assertThat(en.render("colour", "colour", Colour.BLUE, "card", "Clerk")).isEqualTo("blue Clerk");
    assertThat(en.render("colour", "colour", Colour.RED, "card", null)).isEqualTo("grey ");
    assertThat(en.render("quoted", "seat", seat(4))).isEqualTo("Player 4's {hand} and it's theirs");
    assertThat(en.render("seat")).as("a missing argument shows its name, as ICU shows it").isEqualTo("Player {n}");
  }

  @Test
  void german_words_and_english_where_german_has_no_key_or_no_file() {
    Catalogue de = german();
    assertThat(de.locale()).isEqualTo(Locale.GERMAN);
    assertThat(de.render("coins", "seat", seat(1), "coins", 1)).isEqualTo("Spieler 1 hat 1 Münze.");
    assertThat(de.render("big", "n", 12000)).isEqualTo("12.000 Tonnen");
    assertThat(de.render("place", "seat", seat(2), "place", 2)).isEqualTo("Spieler 2 wird 2.");
    assertThat(de.render("only.english")).isEqualTo("Only in English");
    assertThat(de.keys()).isEqualTo(english().keys());
    assertThat(Catalogue.of(SAMPLE, Locale.forLanguageTag("de-AT"), CatalogueTest.class).render("seat", "n", 2))
        .isEqualTo("Spieler 2");
    Catalogue french = Catalogue.of(SAMPLE, Locale.FRENCH, CatalogueTest.class);
    assertThat(french.locale()).isEqualTo(Locale.ENGLISH);
    assertThat(french.render("seat", "n", 2)).isEqualTo("Player 2");
    assertThat(Catalogue.of(SAMPLE, null, CatalogueTest.class).render("seat", "n", 2)).isEqualTo("Player 2");
    assertThat(Catalogue.ownKeys(SAMPLE, Locale.GERMAN, CatalogueTest.class.getClassLoader()))
        .doesNotContain("only.english").contains("seat", "coins");
  }

  @Test
  void a_class_loader_reads_the_same_files() {
    Catalogue byLoader = Catalogue.of(SAMPLE + "", Locale.GERMAN, CatalogueTest.class.getClassLoader());
    assertThat(byLoader.render("coins", "seat", seat(1), "coins", 3)).isEqualTo("Spieler 1 hat 3 Münzen.");
  }

  @Test
  void the_pseudo_language_accents_every_letter_of_the_catalogue_and_keeps_numbers() {
    Catalogue pseudo = Catalogue.of(SAMPLE, Catalogue.PSEUDO, CatalogueTest.class);
    String words = pseudo.render("coins", "seat", seat(1), "coins", 2);
    assertThat(words).startsWith("⟦").endsWith("⟧").contains("2");
    assertThat(Catalogue.plainWords(words)).isEmpty();
    assertThat(pseudo.render("quoted", "seat", seat(1))).contains("'").contains("{").doesNotContain("''");
    assertThat(pseudo.pattern("coins")).contains("{coins, plural,").contains("#");
  }

  @Test
  void errors_name_the_file_and_key() {
    assertThatThrownBy(() -> Catalogue.of("org.spielwerk.core.words.none", Locale.ENGLISH, CatalogueTest.class))
        .isInstanceOf(MissingResourceException.class).hasMessageContaining("org/spielwerk/core/words/none.properties");
    assertThatThrownBy(() -> Catalogue.of("org.spielwerk.core.words.broken", Locale.ENGLISH, CatalogueTest.class))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("key bad").hasMessageContaining("number");
    assertThatThrownBy(() -> english().render("no.such.key")).isInstanceOf(MissingResourceException.class)
        .hasMessageContaining("no.such.key");
    assertThatThrownBy(() -> english().render("coins", "seat", seat(1), "coins", "many"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a Number");
  }

  /**
   * Sixteen threads render a seeded mix of messages in two languages from the same catalogues at once, started
   * together; every result equals the words rendered beforehand on one thread. Not timed: it checks the words.
   */
  @Test
  void many_threads_render_the_same_catalogues_at_once() throws Exception {
    List<Catalogue> catalogues = List.of(english(), german());
    Random random = new Random(30);
    List<Message> messages = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      messages.add(switch (i % 4) {
        case 0 -> Message.of("coins", "seat", seat(random.nextInt(5)), "coins", random.nextInt(3000));
        case 1 -> Message.of("place", "seat", seat(random.nextInt(5)), "place", random.nextInt(130));
        case 2 -> Message.of("colour", "colour", Colour.values()[random.nextInt(3)], "card", "c" + i);
        default -> Message.of("big", "n", random.nextInt(2_000_000));
      });
    }
    List<List<String>> expected = new ArrayList<>();
    for (Catalogue catalogue : catalogues) {
      expected.add(messages.stream().map(catalogue::render).toList());
    }
    int threads = 16;
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Integer>> checked = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        long seed = t;
        checked.add(pool.submit(() -> {
          Random mine = new Random(seed);
          start.await();
          int count = 0;
          for (int i = 0; i < 5_000; i++) {
            int language = mine.nextInt(2);
            int message = mine.nextInt(messages.size());
            String words = catalogues.get(language).render(messages.get(message));
            if (!words.equals(expected.get(language).get(message))) {
              throw new AssertionError("thread " + seed + ": " + words + " instead of " + expected.get(language).get(message));
            }
            count++;
          }
          return count;
        }));
      }
      start.countDown();
      int total = 0;
      for (Future<Integer> future : checked) {
        total += future.get();
      }
      assertThat(total).isEqualTo(threads * 5_000);
    } finally {
      pool.shutdownNow();
    }
  }

  /** A game answering {@code words} from the one text method {@code overridden} ("text" with no or one argument). */
  @SuppressWarnings("unchecked")
  private static Game<Object, Object, GameEvent, Object, Object> gameOverriding(int textParameters,
      GameText<?, ?, ?, ?> words, List<Locale> asked) {
    InvocationHandler handler = (proxy, method, args) -> {
      if (method.getName().equals("text") && method.getParameterCount() == textParameters) {
        asked.add(textParameters == 0 ? null : (Locale) args[0]);
        return words;
      }
      if (method.isDefault()) {
        return InvocationHandler.invokeDefault(proxy, method, args);
      }
      throw new UnsupportedOperationException(method.getName());
    };
    return (Game<Object, Object, GameEvent, Object, Object>)
        Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class}, handler);
  }

  @Test
  void a_game_overriding_text_locale_alone_answers_text_with_its_english() {
    GameText<?, ?, ?, ?> words = new Countdown().text();
    List<Locale> asked = new ArrayList<>();
    Game<Object, Object, GameEvent, Object, Object> game = gameOverriding(1, words, asked);
    assertThat(game.text()).isSameAs(words);
    assertThat(asked).containsExactly(Locale.ENGLISH);
  }

  @Test
  void a_game_written_against_0_1_words_english_only_and_says_so_for_other_languages() {
    GameText<?, ?, ?, ?> words = new Countdown().text();
    List<Locale> asked = new ArrayList<>();
    Game<Object, Object, GameEvent, Object, Object> legacy = gameOverriding(0, words, asked);   // text() alone
    assertThat(legacy.text(Locale.ENGLISH)).isSameAs(words);
    assertThat(legacy.text(null)).isSameAs(words);
    assertThat(legacy.text(Locale.ROOT)).isSameAs(words);
    assertThatThrownBy(() -> legacy.text(Locale.GERMAN)).isInstanceOf(UnsupportedOperationException.class)
        .hasMessageContaining("English words only").hasMessageContaining("de");
  }
}
