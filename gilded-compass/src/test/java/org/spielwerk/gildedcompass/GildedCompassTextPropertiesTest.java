package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Catalogue;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.core.contract.TextProperties;
import org.spielwerk.gildedcompass.GildedCompassEvent.ItemsLaidFaceDown;
import org.spielwerk.gildedcompass.GildedCompassEvent.TokensGained;

/**
 * The text properties of issue 20 ({@link TextProperties}): nothing a seat reads about another seat's move,
 * its own actions or its view depends on what it may not see, in English and German, no action the rules
 * forbid makes a text throw, and every word comes from the message catalogue, complete in every language.
 */
class GildedCompassTextPropertiesTest {

  private static final GildedCompass GAME = new GildedCompass();
  private static final GildedCompassContractTest CONTRACT = new GildedCompassContractTest();
  private static final ClassLoader LOADER = GildedCompassText.class.getClassLoader();

  @TestFactory
  Stream<DynamicTest> textsLeakNothingAndNeverThrow() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).games(1).maxSteps(60).tests();
  }

  @TestFactory
  Stream<DynamicTest> everyWordComesFromTheCatalogue() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).maxSteps(400).pseudoLanguageTests();
  }

  @Test
  void everyLanguageHasEveryKey() {
    var english = Catalogue.ownKeys(GildedCompassText.CATALOGUE, Locale.ROOT, LOADER);
    assertThat(Catalogue.ownKeys(GildedCompassText.CATALOGUE, Locale.GERMAN, LOADER)).isEqualTo(english);
  }

  @Test
  void numbersFollowTheLanguagesPluralRules() {
    assertThat(GAME.text(Locale.GERMAN).event(new TokensGained(0, 1))).isEqualTo("Spieler 1 erhält 1 Wissensplättchen.");
    assertThat(GAME.text(Locale.GERMAN).event(new ItemsLaidFaceDown(1)))
        .isEqualTo("Geheimer Tempel: 1 magischer Gegenstand verdeckt ausgelegt.");
    assertThat(GAME.text(Locale.ENGLISH).event(new ItemsLaidFaceDown(3)))
        .isEqualTo("Hidden Temple: 3 magic items laid face down.");
  }

  @Test
  void aFrontEndGetsKeysAndArguments() {
    var message = GAME.text(Locale.ENGLISH).eventMessage(new TokensGained(1, 2), 0);
    assertThat(message.key()).isEqualTo("event.tokens.gained");
    assertThat(GildedCompassText.of(Locale.GERMAN).catalogue().render(message))
        .isEqualTo("Spieler 2 erhält 2 Wissensplättchen.");
  }

  /** The text remembers what it worded (a cache): its words must be the catalogue's own, every time. */
  @Test
  void rememberedWordsAreTheCataloguesWords() {
    for (Locale locale : new Locale[] {Locale.ENGLISH, Locale.GERMAN, Catalogue.PSEUDO}) {
      GildedCompassText text = GildedCompassText.of(locale);
      for (int players = 2; players <= 5; players++) {
        GildedCompassState state = GAME.setup(GAME.defaultOptions(), players, 40 + players);
        RandomSource random = new RandomSource(players);
        int checked = 0;
        while (GAME.status(state) instanceof Status.ToMove) {
          List<GildedCompassAction> legal = GAME.legalActions(state);
          for (GildedCompassAction a : legal) {
            for (int twice = 0; twice < 2; twice++) {   // the second time from memory
              assertThat(text.action(state, a)).isEqualTo(text.catalogue().render(text.actionMessage(state, a)));
            }
          }
          Step<GildedCompassState, GildedCompassEvent> step = GAME.apply(state, legal.get(random.nextInt(legal.size())));
          for (GildedCompassEvent e : step.events()) {
            for (int twice = 0; twice < 2; twice++) {
              assertThat(text.event(e)).isEqualTo(text.catalogue().render(text.eventMessage(e, -1)));
            }
            checked++;
          }
          state = step.state();
        }
        assertThat(checked).as("events worded").isGreaterThan(50);
      }
    }
  }

  @Test
  void aLanguageWithoutACatalogueReadsEnglish() {
    assertThat(GAME.text(Locale.FRENCH).event(new TokensGained(0, 1))).isEqualTo("Player 1 gains 1 knowledge token.");
  }
}
