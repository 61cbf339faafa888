package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.PASS;
import static org.spielwerk.portroyal.Table.coins;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.legal;
import static org.spielwerk.portroyal.Table.step;
import static org.spielwerk.portroyal.Table.toMove;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalEvent.SlotEnd;
import org.spielwerk.portroyal.PortRoyalEvent.SlotEnded;
import org.spielwerk.portroyal.PortRoyalOptions.AutoPass;

/** V1 automatic passing (§8) and Audit Q3. */
class AutoPassTest {

  private static Step<PortRoyalState, PortRoyalEvent> activePasses(AutoPass rule, PortRoyalPositions table) {
    PortRoyalState s = table.options(PortRoyalOptions.YUCATA.withAutoPass(rule)).slot(0, 1).build();
    return step(s, PASS);
  }

  private static SlotEnd endOfSlot1(Step<PortRoyalState, PortRoyalEvent> step) {
    return events(step, SlotEnded.class).stream().filter(e -> e.seat() == 1).map(SlotEnded::how).findFirst().orElse(null);
  }

  /** V1 as the spec reads it (Q3 b): every card he could take is a 1-coin ship - he passes automatically. */
  @Test
  void allZeroNet_passesWhenEveryTakeableCardNetsNothing() {
    Step<PortRoyalState, PortRoyalEvent> step = activePasses(AutoPass.ALL_ZERO_NET,
        Table.of(3).coins(1, 2).display(2, TRADER_YELLOW_3).harbor(SHIP_Y_1_1, SHIP_B_1_1, GOVERNOR));
    assertThat(endOfSlot1(step)).isEqualTo(SlotEnd.AUTO_PASSED);
    assertThat(toMove(step.state())).isEqualTo(2);
  }

  /** Q3 (a), the literal reading: only when the one card he could take is such a ship. */
  @Test
  void onlyCard_passesOnlyForASingleCard() {
    Step<PortRoyalState, PortRoyalEvent> two = activePasses(AutoPass.ONLY_CARD, Table.of(3).harbor(SHIP_Y_1_1, SHIP_B_1_1));
    assertThat(endOfSlot1(two)).isNull();
    assertThat(toMove(two.state())).isEqualTo(1);
    Step<PortRoyalState, PortRoyalEvent> one = activePasses(AutoPass.ONLY_CARD, Table.of(3).harbor(SHIP_Y_1_1, GOVERNOR));
    assertThat(endOfSlot1(one)).isEqualTo(SlotEnd.AUTO_PASSED);
  }

  /** V1 off: the player decides. */
  @Test
  void off_playerDecides() {
    Step<PortRoyalState, PortRoyalEvent> step = activePasses(AutoPass.OFF, Table.of(3).harbor(SHIP_Y_1_1));
    assertThat(toMove(step.state())).isEqualTo(1);
    assertThat(legal(step.state())).containsExactly(PortRoyalAction.Trade.of(SHIP_Y_1_1), PASS);
  }

  /** V1: a ship that nets a coin (2 coins, or a matching Trader) or an affordable person keeps the decision. */
  @Test
  void allZeroNet_notWhenSomethingPays() {
    assertThat(endOfSlot1(activePasses(AutoPass.ALL_ZERO_NET, Table.of(3).harbor(SHIP_Y_1_1, SHIP_B_1_2)))).isNull();
    assertThat(endOfSlot1(activePasses(AutoPass.ALL_ZERO_NET,
        Table.of(3).display(1, TRADER_YELLOW_3).harbor(SHIP_Y_1_1)))).isNull();
    assertThat(endOfSlot1(activePasses(AutoPass.ALL_ZERO_NET,
        Table.of(3).coins(1, 4).harbor(SHIP_Y_1_1, SAILOR_3)))).isNull();
  }

  /** V1: never the active player. */
  @Test
  void neverTheActivePlayer() {
    PortRoyalState s = Table.of(3).options(PortRoyalOptions.YUCATA.withAutoPass(AutoPass.ALL_ZERO_NET))
        .harbor(SHIP_Y_1_1).phase(new Phase.Discover(1, false, 0, false)).build();
    s = step(s, PortRoyalAction.STOP).state();
    assertThat(toMove(s)).isZero();
  }

  /** V1 ENGINE DECISION: the start-of-slot bonuses are paid before the automatic pass. */
  @Test
  void bonusesStillPaid() {
    Step<PortRoyalState, PortRoyalEvent> step = activePasses(AutoPass.ALL_ZERO_NET,
        Table.of(3).display(1, ADMIRAL_5).harbor(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1, SHIP_K_2_1));
    assertThat(endOfSlot1(step)).isEqualTo(SlotEnd.AUTO_PASSED);
    assertThat(coins(step.state(), 1)).isEqualTo(2);
  }
}
