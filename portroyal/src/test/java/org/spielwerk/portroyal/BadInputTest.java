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

  /**
   * Issue 19: a structurally broken action (a null card or contract, a seat not at the table) is rejected with
   * {@link IllegalActionException} before anything looks at it, by {@code apply} and {@code play} alike, in
   * every phase (also after the end, and while a contract chance waits).
   */
  @Test
  void brokenActions_rejectedBeforeAnythingElse() {
    PortRoyalState slot = Table.of(3).harbor(SHIP_Y_1_1, SAILOR_3).slot(0, 1).build();
    PortRoyalState over = Table.of(2).endTriggered().phase(new Phase.GameOver()).build();
    PortRoyalState gift = Table.of(3).phase(new Phase.GiftRecipient(0, new Phase.TradeAndHire(0, 0, 0, 1))).build();
    java.util.List<PortRoyalAction> broken = java.util.List.of(new Trade(null), new PortRoyalAction.DeclineCoins(null),
        new Hire(null), new ClaimExpedition(null, CardBag.of(CAPTAIN)), new ClaimExpedition(EXP_2ANCHOR, null),
        new FulfilContract(null), new GiveCoin(-1), new GiveCoin(3), new GiveCoin(Integer.MIN_VALUE),
        new GiveCoin(Integer.MAX_VALUE));
    for (PortRoyalState s : java.util.List.of(slot, over, gift)) {
      for (PortRoyalAction action : broken) {
        PortRoyalState copy = Json.read(Json.write(s), PortRoyalState.class);
        assertThatThrownBy(() -> Table.GAME.apply(s, action)).as("apply " + action)
            .isInstanceOf(IllegalActionException.class);
        assertThatThrownBy(() -> Table.GAME.play(s, action)).as("play " + action)
            .isInstanceOf(IllegalActionException.class);
        assertThat(s).isEqualTo(copy);
      }
    }
    assertThatThrownBy(() -> Table.GAME.apply(gift, new GiveCoin(7))).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("seat 7 is not at this table");
  }

  /**
   * Issue 19: {@code resampleFromView} checks a view as strictly as {@code validate} checks a state, naming the
   * field; a view that adds up deals a position showing exactly that view.
   */
  @Test
  void viewsThatDoNotAddUp_areRejectedNamingTheField() {
    PortRoyalState s = Table.of(3).coins(0, 2).coins(1, 3).harbor(SHIP_Y_1_1).display(2, SAILOR_3).build();
    PortRoyalView v = Table.GAME.view(s, 1);
    PortRoyalView.PlayerView p0 = v.players().get(0);
    viewRejected(new PortRoyalView(3, v.options(), v.startPlayer(), v.active(), v.round(), v.endTriggered(), v.phase(),
        v.chances(), v.toMove(), v.drawCount(), v.shuffles(), v.discard(), v.harbor(), v.expeditionRow(), v.players(),
        v.contracts(), v.unseen()), "observer");
    viewRejected(withDrawCount(v, -1), "drawCount");
    viewRejected(withDrawCount(v, v.drawCount() + 1), "unseen[0]");
    viewRejected(withDrawCount(v, Integer.MAX_VALUE), "unseen[0]");
    viewRejected(withPlayer(v, 0, new PortRoyalView.PlayerView(3, p0.coinShuffles(), p0.display(), p0.tucked(),
        p0.kept(), p0.swords(), p0.influence())), "players[0].coins");
    viewRejected(withPlayer(v, 0, new PortRoyalView.PlayerView(2, Vector.of(0, 1), p0.display(), p0.tucked(),
        p0.kept(), p0.swords(), p0.influence())), "players[0].coinShuffles");
    viewRejected(withPlayer(v, 0, new PortRoyalView.PlayerView(2, Vector.of(0, null), p0.display(), p0.tucked(),
        p0.kept(), p0.swords(), p0.influence())), "players[0].coinShuffles");
    viewRejected(withPlayer(v, 0, null), "players[0]");
    viewRejected(new PortRoyalView(1, v.options(), v.startPlayer(), v.active(), v.round(), v.endTriggered(), v.phase(),
        v.chances(), 2, v.drawCount(), v.shuffles(), v.discard(), v.harbor(), v.expeditionRow(), v.players(),
        v.contracts(), v.unseen()), "toMove");
    viewRejected(new PortRoyalView(1, v.options(), v.startPlayer(), v.active(), v.round(), v.endTriggered(), v.phase(),
        v.chances(), v.toMove(), v.drawCount(), v.shuffles(), v.discard(), v.harbor(), v.expeditionRow(), v.players(),
        v.contracts(), v.unseen().append(CardBag.EMPTY)), "unseen");
    viewRejected(new PortRoyalView(1, v.options(), v.startPlayer(), v.active(), v.round(), v.endTriggered(), null,
        v.chances(), v.toMove(), v.drawCount(), v.shuffles(), v.discard(), v.harbor(), v.expeditionRow(), v.players(),
        v.contracts(), v.unseen()), "phase");
    // a card moved from the unseen cards into the harbour: the counts still add up, the components do not
    viewRejected(new PortRoyalView(1, v.options(), v.startPlayer(), v.active(), v.round(), v.endTriggered(), v.phase(),
        v.chances(), v.toMove(), v.drawCount(), v.shuffles(), v.discard(), v.harbor().plus(SAILOR_3), v.expeditionRow(),
        v.players(), v.contracts(), v.unseen()), "cards");
    PortRoyalState dealt = Table.GAME.resampleFromView(v, 5);
    Table.GAME.validate(dealt);
    assertThat(Table.GAME.view(dealt, 1)).isEqualTo(v);
  }

  private static void viewRejected(PortRoyalView view, String field) {
    assertThatThrownBy(() -> Table.GAME.resampleFromView(view, 1)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo(field));
  }

  private static PortRoyalView withDrawCount(PortRoyalView v, int drawCount) {
    return new PortRoyalView(v.observer(), v.options(), v.startPlayer(), v.active(), v.round(), v.endTriggered(),
        v.phase(), v.chances(), v.toMove(), drawCount, v.shuffles(), v.discard(), v.harbor(), v.expeditionRow(),
        v.players(), v.contracts(), v.unseen());
  }

  private static PortRoyalView withPlayer(PortRoyalView v, int seat, PortRoyalView.PlayerView p) {
    return new PortRoyalView(v.observer(), v.options(), v.startPlayer(), v.active(), v.round(), v.endTriggered(),
        v.phase(), v.chances(), v.toMove(), v.drawCount(), v.shuffles(), v.discard(), v.harbor(), v.expeditionRow(),
        v.players().update(seat, p), v.contracts(), v.unseen());
  }
}
