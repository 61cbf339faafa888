package org.spielwerk.portroyal;

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
class PortRoyalTextPropertiesTest {

  private static final PortRoyal GAME = new PortRoyal();
  private static final PortRoyalContractTest CONTRACT = new PortRoyalContractTest();
  private static final ClassLoader LOADER = PortRoyalText.class.getClassLoader();

  @TestFactory
  Stream<DynamicTest> textsLeakNothingAndNeverThrow() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).games(1).maxSteps(150).tests();
  }

  @TestFactory
  Stream<DynamicTest> everyWordComesFromTheCatalogue() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).maxSteps(300).pseudoLanguageTests();
  }

  @Test
  void everyLanguageHasEveryKey() {
    var english = Catalogue.ownKeys(PortRoyalText.CATALOGUE, Locale.ROOT, LOADER);
    assertThat(Catalogue.ownKeys(PortRoyalText.CATALOGUE, Locale.GERMAN, LOADER)).isEqualTo(english);
  }
}
