package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Catalogue;
import org.spielwerk.core.Narration;
import org.spielwerk.core.contract.TextProperties;

/**
 * The text properties of issue 20 ({@link TextProperties}): nothing a seat reads about another seat's move,
 * its own actions or its view depends on what it may not see, in English and German, no action the rules
 * forbid makes a text throw, and every word comes from the message catalogue, complete in every language.
 */
class PortRoyalSticheTextPropertiesTest {

  private static final PortRoyalStiche GAME = new PortRoyalStiche();
  private static final PortRoyalSticheContractTest CONTRACT = new PortRoyalSticheContractTest();
  private static final ClassLoader LOADER = PortRoyalSticheText.class.getClassLoader();

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
    var english = Catalogue.ownKeys(PortRoyalSticheText.CATALOGUE, Locale.ROOT, LOADER);
    assertThat(Catalogue.ownKeys(PortRoyalSticheText.CATALOGUE, Locale.GERMAN, LOADER)).isEqualTo(english);
  }

  @Test
  void numbersFollowTheLanguagesPluralRules() {
    assertThat(GAME.text(Locale.GERMAN).event(new PortRoyalSticheEvent.BidMade(0, 1))).isEqualTo("Spieler 1 bietet 1 Tonne.");
    assertThat(GAME.text(Locale.ENGLISH).event(new PortRoyalSticheEvent.BidMade(0, 2))).isEqualTo("Player 1 bids 2 tons.");
  }

  /**
   * The words the command-line tool printed before issue 20, every seat's action for everyone ("Player 3: lay
   * aside blue 1 and Klabautermann 1"), are caught: the property can fail.
   */
  @Test
  void theOldNarrationLeaksTheCardsLaidAside() {
    List<String> found = TextProperties.of(GAME, CONTRACT::plausibleActions).games(1).maxSteps(40)
        .narrator((text, before, mover, action, events, observer) -> new Narration.Told(
            Optional.of(text.seat(mover) + ": " + text.action(before, action)), List.of()))
        .violations();
    assertThat(found).anySatisfy(v -> assertThat(v).contains("lay aside").contains("leak"));
  }
}
