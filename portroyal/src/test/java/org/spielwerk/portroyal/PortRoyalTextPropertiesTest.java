package org.spielwerk.portroyal;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.contract.TextProperties;

/**
 * The text properties of issue 20 ({@link TextProperties}): nothing a seat reads about another seat's move,
 * its own actions or its view depends on what it may not see, in English and German, and no action the rules
 * forbid makes a text throw.
 */
class PortRoyalTextPropertiesTest {

  private static final PortRoyal GAME = new PortRoyal();
  private static final PortRoyalContractTest CONTRACT = new PortRoyalContractTest();

  @TestFactory
  Stream<DynamicTest> textsLeakNothingAndNeverThrow() {
    return TextProperties.of(GAME, CONTRACT::plausibleActions).games(1).maxSteps(150).tests();
  }
}
