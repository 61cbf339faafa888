package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Catalogue;
import org.spielwerk.core.contract.TextProperties;

/**
 * The text properties of issue 20 ({@link TextProperties}): nothing a seat reads about another seat's move,
 * its own actions or its view depends on what it may not see, in English and German, no action the rules
 * forbid makes a text throw, and every word comes from the message catalogue, complete in every language.
 */
class UnterwegsTextPropertiesTest {

  private static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();
  private static final UnterwegsContractTest CONTRACT = new UnterwegsContractTest();
  private static final ClassLoader LOADER = UnterwegsText.class.getClassLoader();

  @TestFactory
  Stream<DynamicTest> textsLeakNothingAndNeverThrow() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).games(1).maxSteps(150).tests();
  }

  @TestFactory
  Stream<DynamicTest> everyWordComesFromTheCatalogue() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).maxSteps(400).pseudoLanguageTests();
  }

  @Test
  void everyLanguageHasEveryKey() {
    var english = Catalogue.ownKeys(UnterwegsText.CATALOGUE, Locale.ROOT, LOADER);
    assertThat(Catalogue.ownKeys(UnterwegsText.CATALOGUE, Locale.GERMAN, LOADER)).isEqualTo(english);
  }

  @Test
  void numbersFollowTheLanguagesPluralRules() {
    assertThat(UnterwegsText.of(Locale.GERMAN).cardWords(Table.card("SAILOR_3")))
        .isEqualTo("Matrose [Kosten 3, 1 Einflusspunkt, 1 Säbel]");
    assertThat(GAME.text(Locale.GERMAN).event(new UnterwegsEvent.CoinsReceived(0, 1, 0)))
        .isEqualTo("Spieler 1 erhielt 1 Münze.");
    assertThat(GAME.text(Locale.ENGLISH).event(new UnterwegsEvent.CoinsReceived(0, 2, 1)))
        .isEqualTo("Player 1 received 2 coins (1 more did not exist).");
  }

  @Test
  void aFrontEndGetsKeysAndArguments() {
    var message = GAME.text(Locale.ENGLISH).eventMessage(new UnterwegsEvent.SurchargePaid(1, 0), 0);
    assertThat(message.key()).isEqualTo("event.surcharge");
    assertThat(UnterwegsText.of(Locale.GERMAN).catalogue().render(message)).isEqualTo("Spieler 2 zahlte 1 Münze an Spieler 1.");
  }
}
