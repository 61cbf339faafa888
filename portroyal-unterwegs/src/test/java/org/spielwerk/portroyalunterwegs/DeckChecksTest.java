package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;

/**
 * A replacement deck (option {@code cardTable}) must keep every fact §1 calls certain; each test breaks exactly
 * one of them in the default deck and expects the setup to be refused with that fact named.
 */
class DeckChecksTest {

  private static final Vector<Card> DECK = Cards.DEFAULT_DECK;

  @Test
  void theDefaultDeckAndTheTwoSkullVariantPass() {
    Cards.checkCertainFacts(DECK);
    Cards.checkCertainFacts(Cards.BLACK_TWO_SKULLS);
    // §1.3/§8 step 4: the variant swaps exactly one black 2-sword ship for a second skull ship
    assertThat(Cards.BLACK_TWO_SKULLS.count(c -> c.id().equals("U_K_2_1")))
        .isEqualTo(DECK.count(c -> c.id().equals("U_K_2_1")) - 1);
    assertThat(Cards.BLACK_TWO_SKULLS.count(c -> c instanceof Card.Ship s && s.skull() && s.colour() == Colour.BLACK))
        .isEqualTo(DECK.count(c -> c instanceof Card.Ship s && s.skull() && s.colour() == Colour.BLACK) + 1);
  }

  @Test
  void sixtyCards() {
    refused(DECK.removeAt(0), "needs 60 cards (§1), has 59");
  }

  @Test
  void thirtyTwoPersons() {
    refused(replaceFirst(DECK, kind(Card.Kind.PASSENGER), ship("X", Colour.RED, 1, 1)), "needs 32 persons");
  }

  @Test
  void threeTaxIncreases() {
    refused(replaceFirst(DECK, c -> c instanceof Card.Tax, ship("X", Colour.RED, 1, 1)), "needs 3 tax increases");
  }

  @Test
  void tenSailorsAndTwoPirates() {
    refused(replaceFirst(DECK, kind(Card.Kind.SAILOR), person("X", Card.Kind.PASSENGER, null)), "needs 10 SAILORs");
    refused(replaceFirst(DECK, kind(Card.Kind.PIRATE), person("X", Card.Kind.PASSENGER, null)), "needs 2 PIRATEs");
  }

  @Test
  void fiveShipsOfEachColour() {
    Card yellow = DECK.find(c -> c instanceof Card.Ship s && s.colour() == Colour.YELLOW && !s.twoNails()).get();
    refused(replaceFirst(DECK, yellow::equals, ship("X", Colour.BLUE, 1, 1)), "needs 5 YELLOW ships");
  }

  @Test
  void twoWholesalersOfEachColourAndOnlyWholesalersHaveOne() {
    Card yellow = DECK.find(c -> c instanceof Card.Person p && p.colour() == Colour.YELLOW && !p.twoNails()).get();
    refused(replaceFirst(DECK, yellow::equals, person("X", Card.Kind.WHOLESALER, Colour.BLUE)),
        "needs 2 YELLOW Wholesalers");
    refused(replaceFirst(DECK, yellow::equals, person("X", Card.Kind.WHOLESALER, null)), "Wholesaler X has no colour");
    refused(replaceFirst(DECK, kind(Card.Kind.SAILOR), new Card.Person("X", Card.Kind.SAILOR, Colour.RED, 3, 1, 1,
        false)), "only Wholesalers have a colour, not X");
  }

  @Test
  void twentyTwoNailCardsInTheirKinds() {
    Card nailWholesaler = DECK.find(c -> c instanceof Card.Person p && p.colour() == Colour.YELLOW && p.twoNails())
        .get();
    refused(replaceFirst(DECK, nailWholesaler::equals, person("X", Card.Kind.WHOLESALER, Colour.YELLOW)),
        "needs 5 two-nail Wholesalers");
    refused(replaceFirst(DECK, c -> kind(Card.Kind.PASSENGER).test(c) && c.twoNails(),
        person("X", Card.Kind.PASSENGER, null)), "needs 5 two-nail Passengers");
    Card nailShip = DECK.find(c -> c instanceof Card.Ship s && s.colour() == Colour.GREEN && s.twoNails()).get();
    refused(replaceFirst(DECK, nailShip::equals, ship("X", Colour.GREEN, 1, 1)), "needs 10 two-nail ships");
    refused(replaceFirst(DECK, kind(Card.Kind.SAILOR), new Card.Person("X", Card.Kind.SAILOR, null, 3, 1, 1, true)),
        "needs 20 two-nail cards (§1), has 21");
  }

  @Test
  void identicalIdsMeanIdenticalCards() {
    Card sailor = DECK.find(kind(Card.Kind.SAILOR)).get();
    refused(replaceFirst(DECK, sailor::equals, new Card.Person(sailor.id(), Card.Kind.SAILOR, null, 4, 1, 1, false)),
        "two different cards share the id " + sailor.id());
  }

  @Test
  void everyNumberWithinItsRange() {
    refused(replaceFirst(DECK, kind(Card.Kind.SAILOR), new Card.Person("X", Card.Kind.SAILOR, null, 21, 1, 1, false)),
        "X: cost must be 0..20, not 21");
    refused(replaceFirst(DECK, kind(Card.Kind.SAILOR), new Card.Person("X", Card.Kind.SAILOR, null, 3, 11, 1, false)),
        "X: influence must be 0..10, not 11");
    refused(replaceFirst(DECK, kind(Card.Kind.SAILOR), new Card.Person("X", Card.Kind.SAILOR, null, 3, -1, 1, false)),
        "X: influence must be 0..10, not -1");
    refused(replaceFirst(DECK, kind(Card.Kind.SAILOR), new Card.Person("X", Card.Kind.SAILOR, null, 3, 1, 11, false)),
        "X: swords must be 0..10, not 11");
    Card redShip = DECK.find(c -> c instanceof Card.Ship s && s.colour() == Colour.RED && !s.skull() && !s.twoNails())
        .get();
    refused(replaceFirst(DECK, redShip::equals, ship("X", Colour.RED, 0, 1)), "X: swords must be 1..20, not 0");
    refused(replaceFirst(DECK, redShip::equals, ship("X", Colour.RED, 1, 0)), "X: coins must be 1..");
    refused(replaceFirst(DECK, redShip::equals, new Card.Ship("X", Colour.RED, 2, true, 3, false)),
        "X: swords must be 0..0, not 2");
  }

  @Test
  void theOptionsRefuseABrokenDeckAndAcceptAGoodOne() {
    UnterwegsOptions defaults = new PortRoyalUnterwegs().defaultOptions();
    assertThatCode(() -> defaults.withCardTable(Cards.BLACK_TWO_SKULLS).check(3)).doesNotThrowAnyException();
    assertThatThrownBy(() -> defaults.withCardTable(DECK.removeAt(0)).check(3))
        .isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("cardTable")
        .hasMessageContaining("needs 60 cards");
  }

  private static void refused(Vector<Card> deck, String message) {
    assertThatThrownBy(() -> Cards.checkCertainFacts(deck))
        .isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining(message);
  }

  private static Vector<Card> replaceFirst(Vector<Card> deck, Predicate<Card> which, Card by) {
    int at = deck.indexWhere(which);
    assertThat(at).as("a card to replace").isNotNegative();
    return deck.update(at, by);
  }

  private static Predicate<Card> kind(Card.Kind kind) {
    return c -> c instanceof Card.Person p && p.kind() == kind;
  }

  private static Card.Person person(String id, Card.Kind kind, Colour colour) {
    return new Card.Person(id, kind, colour, 4, 1, kind == Card.Kind.SAILOR ? 1 : 0, false);
  }

  private static Card.Ship ship(String id, Colour colour, int swords, int coins) {
    return new Card.Ship(id, colour, swords, false, coins, false);
  }
}
