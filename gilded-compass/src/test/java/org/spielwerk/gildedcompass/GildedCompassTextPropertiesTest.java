package org.spielwerk.gildedcompass;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.contract.TextProperties;

/**
 * The text properties of issue 20 ({@link TextProperties}): nothing a seat reads about another seat's move,
 * its own actions or its view depends on what it may not see, in English and German, and no action the rules
 * forbid makes a text throw.
 */
class GildedCompassTextPropertiesTest {

  private static final GildedCompass GAME = new GildedCompass();
  private static final GildedCompassContractTest CONTRACT = new GildedCompassContractTest();

  @TestFactory
  Stream<DynamicTest> textsLeakNothingAndNeverThrow() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).games(1).maxSteps(60).tests();
  }
}
