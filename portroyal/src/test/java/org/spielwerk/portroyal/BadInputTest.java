package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.Table.assertIllegal;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.Json;
import org.spielwerk.portroyal.PortRoyalAction.ClaimExpedition;
import org.spielwerk.portroyal.PortRoyalAction.FulfilContract;
import org.spielwerk.portroyal.PortRoyalAction.GiveCoin;
import org.spielwerk.portroyal.PortRoyalAction.Hire;
import org.spielwerk.portroyal.PortRoyalAction.Trade;

/**
 * Bad input (the list): each is rejected with a message naming the rule, and nothing
 * changes (states are values: the position given is still equal to a copy taken before).
 */
class BadInputTest {

  private static void rejectedUnchanged(PortRoyalState s, PortRoyalAction action, String rule) {
    PortRoyalState copy = Json.read(Json.write(s), PortRoyalState.class);
    assertIllegal(s, action, rule);
    assertThat(s).isEqualTo(copy);
    assertThat(Table.GAME.legalActions(s)).isEqualTo(Table.GAME.legalActions(copy));
  }

  @Test
  void hiringWithoutTheCoins() {
    PortRoyalState s = Table.of(2).coins(0, 2).harbor(SAILOR_3, SHIP_Y_1_1).slot(0, 1).build();
    rejectedUnchanged(s, Hire.of(SAILOR_3), "Hire (§4.4)");
  }

  @Test
  void takingMoreCardsThanAllowed() {
    PortRoyalState s = Table.of(2).display(0, PRIEST, PRIEST).row(EXP_2CROSS).harbor(SHIP_Y_1_1)
        .phase(new Phase.TradeAndHire(0, 0, 0, 1)).build();
    rejectedUnchanged(s, Trade.of(SHIP_Y_1_1), "Trade & Hire (§4.4)");
  }

  @Test
  void takingACardThatIsNotInTheHarbour() {
    PortRoyalState s = Table.of(2).harbor(SHIP_Y_1_1).slot(0, 1).build();
    rejectedUnchanged(s, Trade.of(SHIP_B_1_1), "Trade (§4.4)");
    rejectedUnchanged(s, Hire.of(SHIP_Y_1_1), "Hire (§4.4)");
  }

  @Test
  void repellingWithoutTheSwords() {
    PortRoyalState s = Table.of(2).display(0, SAILOR_3)
        .phase(new Phase.RepelOrAccept(SHIP_K_4_2, new Phase.Discover(1, false, 0, false))).buildUnchecked();
    rejectedUnchanged(s, PortRoyalAction.REPEL, "Repel (§4.1)");
  }

  @Test
  void fulfillingAnExpeditionWithoutItsPersons() {
    PortRoyalState s = Table.of(2).display(0, CAPTAIN).row(EXP_2ANCHOR).build();
    rejectedUnchanged(s, new ClaimExpedition(EXP_2ANCHOR, CardBag.of(CAPTAIN, CAPTAIN)), "Expeditions (§4.1.3)");
  }

  @Test
  void fulfillingAContractWithoutItsPersons() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_CHARMEUR, Contract.C_KAEMPFER, Contract.C_ENTDECKER).display(0, PRIEST).build();
    rejectedUnchanged(s, FulfilContract.of(Contract.C_KOMIKER), "Contracts");
    rejectedUnchanged(s, FulfilContract.of(Contract.C_ZOCKER), "Contracts");
  }

  @Test
  void actionsOutOfPlace() {
    PortRoyalState s = Table.of(2).build();
    rejectedUnchanged(s, Trade.of(SHIP_Y_1_1), "Trade (§4.4)");
    rejectedUnchanged(s, PortRoyalAction.PASS, "Trade & Hire (§4.4)");
    rejectedUnchanged(s, PortRoyalAction.ACCEPT, "Discover (§4.1)");
    rejectedUnchanged(s, new GiveCoin(1), "Gift ship (§10.2)");
    rejectedUnchanged(s, PortRoyalAction.SKIP_CONTRACT, "Contracts (§10.5.1)");
    assertThatThrownBy(() -> Table.GAME.apply(s, null)).isInstanceOf(NullPointerException.class)
        .hasMessage("action must not be null");
    assertThatThrownBy(() -> Json.read("{\"type\":\"Hire\"}", PortRoyalAction.class))
        .isInstanceOf(InvalidJsonException.class).hasMessageStartingWith("person:");
  }

  @Test
  void afterTheEnd() {
    PortRoyalState s = Table.of(2).endTriggered().phase(new Phase.GameOver()).build();
    assertThat(Table.GAME.legalActions(s)).isEmpty();
    rejectedUnchanged(s, PortRoyalAction.REVEAL, "End of the game (§6)");
  }

  /** Options that cannot be played or contradict each other are rejected up front, naming the field. */
  @Test
  void contradictingOptions() {
    PortRoyal game = Table.GAME;
    assertThatThrownBy(() -> game.setup(PortRoyalOptions.YUCATA.withInfluenceTarget(0), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("influenceTarget");
    assertThatThrownBy(() -> game.setup(PortRoyalOptions.YUCATA.withContracts(true), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("contracts");
    assertThatThrownBy(() -> game.setup(PortRoyalOptions.PRINTED.withStartPlayer(4), 4, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("startPlayer");
    assertThatThrownBy(() -> game.setup(PortRoyalOptions.YUCATA.withRoundLimit(0), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("roundLimit");
    assertThatThrownBy(() -> game.setup(PortRoyalOptions.YUCATA, 6, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("players");
    assertThatThrownBy(() -> game.setup(PortRoyalOptions.YUCATA, 1, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("players");
    assertThatThrownBy(() -> game.setup(PortRoyalOptions.YUCATA.withCardTable(
        Vector.of(new CardRow(Card.GOVERNOR, 4, 8, 0, 0, false, 0, true))), 2, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("cardTable");
  }

  /** A hand-built position that does not add up is rejected by validate, naming the field. */
  @Test
  void positionsThatDoNotAddUp() {
    PortRoyalState s = Table.of(2).display(0, SAILOR_3).build();
    assertThatThrownBy(() -> Table.GAME.validate(s.withDraw(s.draw().tail())))
        .isInstanceOf(InvalidPositionException.class).hasMessageStartingWith("cards");
    assertThatThrownBy(() -> Table.GAME.validate(s.withPlayers(s.players().update(0, p -> p.withInfluence(5)))))
        .isInstanceOf(InvalidPositionException.class).hasMessageContaining("influence");
    assertThatThrownBy(() -> Table.GAME.validate(s.withHarbor(CardBag.of(SHIP_Y_1_1, SHIP_Y_2_2))
        .withDraw(s.draw().remove(SHIP_Y_1_1).remove(SHIP_Y_2_2))))
        .isInstanceOf(InvalidPositionException.class).hasMessageContaining("bust");
  }
}
