package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code PortRoyal.answer}, which hands out shared lists for the commonest listings, against its plain
 * path {@code List.copyOf}: for every single action and every action followed by Pass, made by the shared
 * factories or as new equal records (which the identity maps do not know), and for Reveal and Stop.
 */
class SharedAnswersTest {

  private static void assertAnswerIsPlain(List<PortRoyalAction> actions) {
    List<PortRoyalAction> answered = PortRoyal.answer(new ArrayList<>(actions));
    assertThat(answered).as("answer to %s", actions).isEqualTo(List.copyOf(actions));
  }

  @Test
  void sharedAnswersEqualCopies() {
    List<PortRoyalAction> actions = new ArrayList<>(List.of(PortRoyalAction.REVEAL, PortRoyalAction.STOP,
        PortRoyalAction.REPEL, PortRoyalAction.ACCEPT, PortRoyalAction.PASS, PortRoyalAction.SKIP_CONTRACT));
    for (Card card : Card.VALUES) {
      actions.add(PortRoyalAction.Trade.of(card));
      actions.add(new PortRoyalAction.Trade(card));
      actions.add(PortRoyalAction.DeclineCoins.of(card));
      actions.add(PortRoyalAction.Hire.of(card));
      actions.add(new PortRoyalAction.Hire(card));
    }
    for (Contract contract : Contract.VALUES) {
      actions.add(PortRoyalAction.FulfilContract.of(contract));
    }
    for (PortRoyalAction action : actions) {
      assertAnswerIsPlain(List.of(action));
      assertAnswerIsPlain(List.of(action, PortRoyalAction.PASS));
      assertAnswerIsPlain(List.of(PortRoyalAction.PASS, action));
    }
    assertAnswerIsPlain(List.of(PortRoyalAction.REVEAL, PortRoyalAction.STOP));
    assertAnswerIsPlain(List.of(PortRoyalAction.STOP, PortRoyalAction.REVEAL));
    assertAnswerIsPlain(List.of(PortRoyalAction.REVEAL, PortRoyalAction.STOP, PortRoyalAction.PASS));
    assertAnswerIsPlain(List.of());
    assertThat(actions).hasSizeGreaterThan(100);
  }
}
