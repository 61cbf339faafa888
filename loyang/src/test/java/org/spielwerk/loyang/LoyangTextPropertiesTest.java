package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.contract.TextProperties;

/**
 * The text properties of issue 20 ({@link TextProperties}): nothing a seat reads about another seat's move,
 * its own actions or its view depends on what it may not see, in English and German, no action the rules
 * forbid makes a text throw, and every word comes from the message catalogue, complete in every language.
 */
class LoyangTextPropertiesTest {

  private static final Loyang GAME = new Loyang();
  private static final LoyangContractTest CONTRACT = new LoyangContractTest();
  private static final ClassLoader LOADER = LoyangText.class.getClassLoader();

  @TestFactory
  Stream<DynamicTest> textsLeakNothingAndNeverThrow() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).games(1).maxSteps(60).tests();
  }

  @TestFactory
  Stream<DynamicTest> everyWordComesFromTheCatalogue() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).maxSteps(5000).pseudoLanguageTests();
  }

  @Test
  void everyLanguageHasEveryKey() {
    var english = org.spielwerk.core.Catalogue.ownKeys(LoyangText.CATALOGUE, Locale.ROOT, LOADER);
    assertThat(org.spielwerk.core.Catalogue.ownKeys(LoyangText.CATALOGUE, Locale.GERMAN, LOADER)).isEqualTo(english);
  }

  @Test
  void numbersFollowTheLanguagesPluralRules() {
    assertThat(GAME.text(Locale.GERMAN).event(new LoyangEvent.CardsDealt(1))).isEqualTo("Jeder Spieler erhielt 1 Karte.");
    assertThat(GAME.text(Locale.ENGLISH).event(new LoyangEvent.Reshuffled(1)))
        .isEqualTo("The discard pile (1 card) became the draw pile.");
    assertThat(GAME.text(Locale.GERMAN).event(new LoyangEvent.Reshuffled(12)))
        .isEqualTo("Der Ablagestapel (12 Karten) wurde zum neuen Nachziehstapel.");
    assertThat(GAME.text(Locale.GERMAN).event(new LoyangEvent.Sold(0, Good.PUMPKIN, 2)))
        .isEqualTo("Spieler 1 verkaufte 1 Kürbis für 2 Käsch an den Laden.");
  }

  @Test
  void aFrontEndGetsKeysAndArguments() {
    var message = GAME.text(Locale.ENGLISH).eventMessage(new LoyangEvent.LoanTaken(1, 2), 0);
    assertThat(message.key()).isEqualTo("event.loan");
    assertThat(LoyangText.of(Locale.GERMAN).catalogue().render(message)).isEqualTo("Spieler 2 nahm den 2. Kredit auf.");
    assertThat(LoyangText.of(Locale.ENGLISH).catalogue().render(message)).isEqualTo("Player 2 took loan 2.");
  }

  @Test
  void aLanguageWithoutACatalogueReadsEnglish() {
    assertThat(GAME.text(Locale.FRENCH).title(GAME.info())).isEqualTo("At the Gates of Loyang");
    assertThat(GAME.text(Locale.GERMAN).title(GAME.info())).isEqualTo("Vor den Toren von Loyang");
  }

  /** Goods are named, never coded by table letters: fields by what they grow, a board's goods counted by name. */
  @Test
  void goodsAreNamedNotCoded() {
    LoyangState s = GAME.setup(GAME.defaultOptions(), 3, 7L);
    for (Locale language : new Locale[] {Locale.ENGLISH, Locale.GERMAN}) {
      String view = GAME.text(language).view(GAME.view(s, 0));
      assertThat(view).doesNotContainPattern("\\b\\d+[A-Z]\\b").doesNotContainPattern("\\[[A-Z]+\\]");
    }
    assertThat(GAME.text(Locale.ENGLISH).view(GAME.view(s, 0))).containsPattern("shop \\d+ wheat, ")
        .contains("home field for wheat, pumpkin or turnip");
    assertThat(GAME.text(Locale.GERMAN).view(GAME.view(s, 0))).containsPattern("Laden \\d+ Weizen, ")
        .contains("Stammfeld für Weizen, Kürbis oder Rübe");
    assertThat(GAME.text(Locale.ENGLISH).event(new LoyangEvent.Sown(0, null, Good.BEAN, 1)))
        .isEqualTo("Player 1 sowed 1 bean on a card.");
  }
}
