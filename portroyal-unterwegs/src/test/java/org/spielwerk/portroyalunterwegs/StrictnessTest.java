package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalunterwegs.Table.GAME;
import static org.spielwerk.portroyalunterwegs.Table.ship;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.ACCEPT;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.REPEL;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.Step;

/**
 * Positions that did not come from play (built by hand or read from JSON): the same predicates decide
 * legality in {@code legalActions} and {@code apply}, and {@code validate} rejects what the rules
 * cannot reach, naming the field. Also the argument checks of every public entry point.
 */
class StrictnessTest {

  // ---- a ship waiting for the repel decision (§3, Audit U-Q1)

  @Test
  void waitingShip_aSkullShipIsNeverRepelled() {
    // §3: skull ships can never be repelled, whatever the swords. A loaded position that has one
    // waiting offers Accept only, apply refuses Repel, and validate rejects the position.
    UnterwegsState s = revealed(UnterwegsOptions.DEFAULT, "U_K_S_4N", "PIRATE_5", "PIRATE_7");
    assertThat(GAME.legalActions(s)).containsExactly(ACCEPT);
    assertThatThrownBy(() -> GAME.apply(s, REPEL)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Repel (§3)").hasMessageContaining("skull");
    assertInvalid(s, "phase.ship");
  }

  @Test
  void waitingShip_swordsMustReachTheShips() {
    // §3: total swords >= the ship's swords. One Sailor (1 sword) cannot repel the 5-sword blue ship.
    UnterwegsState s = revealed(UnterwegsOptions.DEFAULT, "U_B_5_3N", "SAILOR_3");
    assertThat(GAME.legalActions(s)).containsExactly(ACCEPT);
    assertThatThrownBy(() -> GAME.apply(s, REPEL)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("5 swords").hasMessageContaining("has 1");
    assertInvalid(s, "phase.ship");
  }

  @Test
  void waitingShip_strictRepelsADuplicateThatCanBeRepelled() {
    // Audit U-Q1 reading b (STRICT): a ship that would bust and can be repelled must be repelled.
    UnterwegsState s = revealedWithHarbor(UnterwegsOptions.STRICT, "U_B_2_2N", "U_B_1_1");
    assertThat(GAME.legalActions(s)).containsExactly(REPEL);
    assertThatThrownBy(() -> GAME.apply(s, ACCEPT)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Audit U-Q1 b");
    assertInvalid(s, "phase.ship");
    assertThat(GAME.apply(s, REPEL).state().discard().head()).isEqualTo(ship("U_B_2_2N"));
  }

  @Test
  void waitingShip_defaultMayAcceptADuplicateAndBust() {
    // Audit U-Q1 reading a (DEFAULT): repelling is optional, so a duplicate may be accepted and busts.
    UnterwegsState s = revealedWithHarbor(UnterwegsOptions.DEFAULT, "U_B_2_2N", "U_B_1_1");
    GAME.validate(s);
    assertThat(GAME.legalActions(s)).containsExactly(REPEL, ACCEPT);
    assertThat(GAME.apply(s, ACCEPT).events()).anyMatch(e -> e instanceof UnterwegsEvent.Busted);
  }

  @Test
  void waitingShip_aStrictDuplicateThatCannotBeRepelledBusts() {
    // STRICT forces the repel only where repelling is possible: with too few swords the ship is
    // accepted at once when revealed, and busts (§3).
    UnterwegsState s = Table.of(2).options(UnterwegsOptions.STRICT).display(0, "SAILOR_3")
        .harbor("U_B_1_1").phase(new Phase.Discover(true)).draw("U_B_5_3N").build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, UnterwegsAction.REVEAL);
    assertThat(step.events()).anyMatch(e -> e instanceof UnterwegsEvent.Busted);
  }

  private static UnterwegsState revealed(UnterwegsOptions options, String shipId, String... persons) {
    UnterwegsState legal = Table.of(2).options(options).display(0, persons).draw(shipId).build();
    // the position as a file could hold it: the ship waits although the engine would not let it
    return legal.withDraw(legal.draw().tail()).withPhase(new Phase.RepelOrAccept(ship(shipId)));
  }

  private static UnterwegsState revealedWithHarbor(UnterwegsOptions options, String shipId, String inHarbor) {
    UnterwegsState legal = Table.of(2).options(options).display(0, "PIRATE_5").harbor(inHarbor)
        .phase(new Phase.Discover(true)).draw(shipId).build();
    return legal.withDraw(legal.draw().tail()).withPhase(new Phase.RepelOrAccept(ship(shipId)));
  }

  // ---- coins when the piles run low (§3, Y2 safety net, §6.8)

  @Test
  void coins_aTradeGetsOnlyWhatThePilesHold() {
    // Y2 (ENGINE DECISION, default on): the 3-coin ship goes onto the discard pile (1 card there), the
    // pile is reshuffled, 2 coins are drawn and the third is not paid.
    UnterwegsState s = Table.of(2).harbor("U_B_5_3N").phase(new Phase.TradeAndHire(0, 1, 0))
        .discard("PASSENGER").drawOnly().coins(0, 29).coins(1, 29).build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, Table.trade("U_B_5_3N"));
    assertThat(step.events()).contains(new UnterwegsEvent.CoinsReceived(0, 2, 1));
    assertThat(step.state().player(0).coinCount()).isEqualTo(31);
  }

  @Test
  void coins_aNonActivePlayerWithoutCoinsTakesAShipOnlyIfItBringsOne() {
    // §6.8: the Wholesaler tucks the ship, so only the 1 card of the discard pile can become a coin:
    // enough to pay the surcharge.
    UnterwegsState one = Table.of(2).harbor("U_B_5_3N").phase(new Phase.TradeAndHire(1, 1, 0))
        .display(1, "WHOLESALER_B_8").discard("PASSENGER").drawOnly().coins(0, 57).build();
    assertThat(GAME.legalActions(one)).contains(Table.trade("U_B_5_3N"));
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(one, Table.trade("U_B_5_3N"));
    assertThat(step.events()).contains(new UnterwegsEvent.CoinsReceived(1, 1, 2), new UnterwegsEvent.SurchargePaid(1, 0));
    assertThat(step.state().player(1).coinCount()).isZero();
    assertThat(step.state().player(1).tucked()).containsExactly(ship("U_B_5_3N"));
    // with both piles empty the trade would bring nothing: the slot has nothing to take, which the
    // engine skips, so a position waiting in it is rejected
    assertThatThrownBy(() -> Table.of(2).harbor("U_B_5_3N").phase(new Phase.TradeAndHire(1, 1, 0))
        .display(1, "WHOLESALER_B_8").drawOnly().coins(0, 58).build())
        .isInstanceOf(InvalidPositionException.class).hasMessageContaining("can take no card");
    // without a Wholesaler the ship itself goes onto the discard pile and comes back as his coin
    UnterwegsState plain = Table.of(2).harbor("U_B_5_3N").phase(new Phase.TradeAndHire(1, 1, 0))
        .drawOnly().coins(0, 59).build();
    assertThat(GAME.legalActions(plain)).contains(Table.trade("U_B_5_3N"));
    assertThat(GAME.apply(plain, Table.trade("U_B_5_3N")).events()).contains(new UnterwegsEvent.CoinsReceived(1, 1, 2));
  }

  // ---- setup

  @Test
  void setup_aFixedStartPlayerIsKeptForEverySeed() {
    // §2.3 ENGINE DECISION: random unless the options fix a seat.
    for (int players = 2; players <= 4; players++) {
      for (int start = 0; start < players; start++) {
        for (long seed = 0; seed < 30; seed++) {
          UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT.withRandomStartPlayer(false).withStartPlayer(start),
              players, seed);
          assertThat(s.startPlayer()).isEqualTo(start);
          assertThat(s.active()).isEqualTo(start);
        }
      }
    }
    java.util.Set<Integer> drawn = new java.util.HashSet<>();
    for (long seed = 0; seed < 60; seed++) {
      drawn.add(GAME.setup(UnterwegsOptions.DEFAULT, 3, seed).startPlayer());
    }
    assertThat(drawn).containsExactlyInAnyOrder(0, 1, 2);
  }

  @Test
  void setup_theTargetMustBeReachable() {
    int most = Cards.mostInfluence(Cards.DEFAULT_DECK);
    assertThat(most).isEqualTo(62 + 25);
    GAME.setup(UnterwegsOptions.DEFAULT.withInfluenceTarget(most), 2, 1);
    assertThatThrownBy(() -> GAME.setup(UnterwegsOptions.DEFAULT.withInfluenceTarget(most + 1), 2, 1))
        .hasMessageContaining("influenceTarget");
    assertThatThrownBy(() -> GAME.setup(UnterwegsOptions.DEFAULT.withInfluenceTarget(0), 2, 1))
        .hasMessageContaining("influenceTarget");
  }

  @Test
  void setup_aReplacementTableIsBoundedCardByCard() {
    Card.Ship ship = ship("U_Y_1_1");
    Vector<Card> huge = Cards.DEFAULT_DECK.replace(ship, new Card.Ship("U_Y_1_1", ship.colour(), 1, false, 1000, false));
    assertThatThrownBy(() -> GAME.setup(UnterwegsOptions.DEFAULT.withCardTable(huge), 2, 1))
        .hasMessageContaining("cardTable").hasMessageContaining("coins");
    Card.Person sailor = Table.person("SAILOR_3");
    Vector<Card> negative = Cards.DEFAULT_DECK.replace(sailor,
        new Card.Person("SAILOR_3", Card.Ability.SAILOR, null, -1, 1, 1, false));
    assertThatThrownBy(() -> GAME.setup(UnterwegsOptions.DEFAULT.withCardTable(negative), 2, 1))
        .hasMessageContaining("cost");
  }

  // ---- validate: numbers, end trigger, phases

  @Test
  void validate_boundsEveryCounter() {
    UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT, 3, 7);
    GAME.validate(s);
    assertInvalid(s.withShuffles(Integer.MAX_VALUE), "shuffles");
    assertInvalid(s.withShuffles(-1), "shuffles");
    GAME.validate(s.withShuffles(Validation.MAX_SHUFFLES));
    assertThat(GAME.resample(s.withShuffles(Validation.MAX_SHUFFLES), 0, 3).draw()).hasSize(s.draw().size());
    assertInvalid(s.withQuietTurns(-1), "quietTurns");
    assertInvalid(s.withQuietTurns(Rules.QUIET_TURN_LIMIT), "quietTurns");
    assertInvalid(s.withActive(3), "active");
    assertInvalid(s.withActive(-1), "active");
    assertInvalid(s.withStartPlayer(3), "startPlayer");
    assertInvalid(s.withStartPlayer(Integer.MIN_VALUE), "startPlayer");
    assertInvalid(s.withOptions(s.options().withInfluenceTarget(Integer.MAX_VALUE)), "options.influenceTarget");
    assertInvalid(s.withOptions(s.options().withStartPlayer(7)), "options.startPlayer");
    int other = (s.startPlayer() + 1) % 3;
    assertInvalid(s.withOptions(s.options().withRandomStartPlayer(false).withStartPlayer(other)), "startPlayer");
    GAME.validate(s.withOptions(s.options().withRandomStartPlayer(true).withStartPlayer(other)));
    UnterwegsPlayer seat = s.player(0);
    Coin future = new Coin(seat.coins().head().card(), 1);
    assertInvalid(s.withPlayer(0, seat.withCoins(seat.coins().tail().append(future))), "players[0].coins");
    if (!seat.coins().reverse().equals(seat.coins())) {
      assertInvalid(s.withPlayer(0, seat.withCoins(seat.coins().reverse())), "players[0].coins");
    }
  }

  @Test
  void validate_theEndTriggerIsSetExactlyWhenSomeoneReachedTheTarget() {
    // §5: checked at once whenever influence grows, and influence never falls.
    UnterwegsState reached = Table.of(2).options(UnterwegsOptions.DEFAULT.withInfluenceTarget(3))
        .display(0, "WHOLESALER_Y_8").build();
    assertThat(reached.endTriggered()).isTrue();
    assertInvalid(reached.withEndTriggered(false), "endTriggered");
    UnterwegsState notReached = Table.of(2).display(0, "WHOLESALER_Y_8").build();
    assertInvalid(notReached.withEndTriggered(true), "endTriggered");
    assertInvalid(reached.withEndTriggered(false).withPhase(new Phase.GameOver(true)), "endTriggered");
  }

  @Test
  void validate_phasesMustFitThePosition() {
    UnterwegsState s = Table.of(3).harbor("PASSENGER").phase(new Phase.TradeAndHire(0, 1, 0)).coins(0, 5).build();
    assertInvalid(s.withPhase(new Phase.TradeAndHire(3, 1, 0)), "phase");
    assertInvalid(s.withPhase(new Phase.TradeAndHire(0, 4, 0)), "phase");
    assertInvalid(s.withPhase(new Phase.TradeAndHire(0, 0, 1)), "phase");
    assertInvalid(s.withPhase(new Phase.TradeAndHire(0, 2, 2)), "phase");
    assertInvalid(s.withPhase(new Phase.TradeAndHire(1, 1, 1)), "phase");
    assertInvalid(s.withPhase(new Phase.TradeAndHire(0, Integer.MAX_VALUE, Integer.MIN_VALUE)), "phase");
    assertInvalid(s.withPhase(new Phase.Discover(false)), "harbor");
    assertInvalid(s.withPhase(new Phase.GameOver(false)), "harbor");
    UnterwegsState empty = s.withHarbor(Vector.empty()).withDiscard(s.discard().prepend(Table.card("PASSENGER")));
    GAME.validate(empty.withPhase(new Phase.Discover(false)));
    // the game ends after the turn of the seat right of the start player (§5), or stalls
    assertInvalid(empty.withPhase(new Phase.GameOver(false)).withActive(1), "phase");
    assertInvalid(empty.withPhase(new Phase.GameOver(true)), "phase");
    GAME.validate(empty.withPhase(new Phase.GameOver(true)).withQuietTurns(Rules.QUIET_TURN_LIMIT));
  }

  @Test
  void validate_aTurnThatCanRevealNothingIsDead() {
    // Audit U-Q2 b: a turn starting with both piles empty ends the game; a position waiting for its
    // mandatory first reveal would have no legal action.
    UnterwegsState held = PilesTest.allCardsHeld(UnterwegsOptions.DEFAULT);
    UnterwegsState s = held.withOptions(held.options().withExtraTaxWhenPilesEmpty(UnterwegsOptions.ExtraTaxWhenEmpty.NEVER));
    assertThat(GAME.legalActions(s.withPhase(new Phase.Discover(true)))).containsExactly(UnterwegsAction.STOP);
    assertThatThrownBy(() -> GAME.validate(s)).isInstanceOf(InvalidPositionException.class)
        .hasMessageContaining("NEVER");
  }

  @Test
  void validate_cardsOnlyWhereTheyMayLie() {
    UnterwegsState s = Table.of(2).harbor("PASSENGER").phase(new Phase.Discover(true)).build();
    Card tax = s.draw().find(c -> c instanceof Card.Tax).get();
    UnterwegsState taxInHarbor = s.withDraw(removeFirst(s.draw(), tax)).withHarbor(s.harbor().append(tax));
    assertInvalid(taxInHarbor, "harbor");
    // §4: a ship is tucked only under a Wholesaler of its colour
    UnterwegsState tucked = Table.of(2).display(0, "WHOLESALER_Y_8").tucked(0, "U_Y_1_1").build();
    GAME.validate(tucked);
    UnterwegsPlayer seat = tucked.player(0);
    UnterwegsState wrong = tucked.withPlayer(0, seat.withTucked(Vector.of(ship("U_B_1_1"))))
        .withDraw(removeFirst(tucked.draw(), ship("U_B_1_1")).prepend(ship("U_Y_1_1")));
    assertInvalid(wrong, "players[0].tucked");
    // a card from outside the deck
    UnterwegsState stranger = s.withHarbor(s.harbor().append(new Card.Ship("U_X", Colour.RED, 1, false, 1, false)));
    assertInvalid(stranger, "cards");
  }

  @Test
  void validate_rejectsNullsAFileCanHold() {
    // Json reads explicit nulls; validate must reject them before play can meet them.
    UnterwegsState s = GAME.setup(UnterwegsOptions.DEFAULT, 2, 1);
    assertInvalid(edit(s, tree -> ((ObjectNode) tree).putNull("rng")), "rng");
    assertInvalid(edit(s, tree -> ((ObjectNode) tree).putNull("phase")), "phase");
    assertInvalid(edit(s, tree -> ((ArrayNode) tree.get("draw")).insertNull(0)), "cards");
    assertInvalid(edit(s, tree -> ((ArrayNode) tree.get("players").get(1).get("coins")).addNull()), "players[1]");
    assertInvalid(edit(s, tree -> ((ObjectNode) tree.get("options")).putNull("extraTaxWhenPilesEmpty")), "options.extraTaxWhenPilesEmpty");
    assertInvalid(edit(s, tree -> ((ObjectNode) tree.get("options")).putNull("cardTable")), "options.cardTable");
    assertInvalid(s.withPhase(new Phase.RepelOrAccept(null)), "phase.ship");
    assertInvalid(s.withPlayers(Vector.of(s.player(0))), "players");
  }

  private static UnterwegsState edit(UnterwegsState s, java.util.function.Consumer<JsonNode> change) {
    JsonNode tree = Json.toTree(s);
    change.accept(tree);
    return Json.fromTree(tree, UnterwegsState.class);
  }

  // ---- the position builder of the main jar

  @Test
  void positions_aBuiltPositionIsValidAndMistakesAreNamed() {
    UnterwegsState s = UnterwegsPositions.of(3).display(1, "WHOLESALER_K_6").tucked(1, "U_K_2_1").coins(2, 4)
        .draw("U_B_5_3N").start(1).active(2).build();
    assertThat(s.player(1).influence()).isEqualTo(3);
    assertThat(s.draw().head()).isEqualTo(ship("U_B_5_3N"));
    assertThat(s.options().cards().size()).isEqualTo(60);
    assertThatThrownBy(() -> UnterwegsPositions.of(2).display(0, "U_K_2_1").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("U_K_2_1 is not a person");
    assertThatThrownBy(() -> UnterwegsPositions.of(2).harbor("U_K_S_4N", "U_K_S_4N").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no further U_K_S_4N");
    assertThatThrownBy(() -> UnterwegsPositions.of(2).tucked(0, "U_K_2_1").build())
        .isInstanceOf(InvalidPositionException.class).hasMessageContaining("players[0].tucked");
    assertThat(UnterwegsPositions.of(2).options(UnterwegsOptions.DEFAULT.withInfluenceTarget(3))
        .display(0, "WHOLESALER_Y_8").build().endTriggered()).isTrue();
  }

  // ---- play is apply without its events

  // ---- argument checks (core's shared wording)

  private static <T> List<T> removeFirst(List<T> list, T item) {
    return list.remove(item);
  }

  private static void assertInvalid(UnterwegsState s, String field) {
    assertThatThrownBy(() -> GAME.validate(s)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo(field));
  }
}
