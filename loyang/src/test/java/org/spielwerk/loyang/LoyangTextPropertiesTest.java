package org.spielwerk.loyang;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.contract.TextProperties;

/**
 * The text properties of issue 20 ({@link TextProperties}): nothing a seat reads about another seat's move,
 * its own actions or its view depends on what it may not see, in English and German, and no action the rules
 * forbid makes a text throw.
 */
class LoyangTextPropertiesTest {

  private static final Loyang GAME = new Loyang();
  private static final LoyangContractTest CONTRACT = new LoyangContractTest();

  @TestFactory
  Stream<DynamicTest> textsLeakNothingAndNeverThrow() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).games(1).maxSteps(60).tests();
  }
}
