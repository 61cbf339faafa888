package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.PASS;
import static org.spielwerk.portroyal.PortRoyalAction.STOP;
import static org.spielwerk.portroyal.Table.assertIllegal;
import static org.spielwerk.portroyal.Table.coins;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.legal;
import static org.spielwerk.portroyal.Table.play;
import static org.spielwerk.portroyal.Table.step;
import static org.spielwerk.portroyal.Table.toMove;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalAction.GiveCoin;
import org.spielwerk.portroyal.PortRoyalAction.Hire;
import org.spielwerk.portroyal.PortRoyalAction.Trade;

/** The expansion's new persons and ships (§10.1, §10.2). */
class ExpansionCardsTest {
  private static final PortRoyalOptions EXPANSION = PortRoyalOptions.PRINTED.withExpansionCards(true);

  private static PortRoyalPositions table(int players) {
    return Table.of(players).options(EXPANSION);
  }

  /** §10.2 Clerk: trading a ship of his colour gives one more card; it chains. */
  @Test
  void clerk_oneMoreCardAfterTradingItsColour_chains() {
    PortRoyalState s = table(2).display(0, CLERK_RED, CLERK_YELLOW).harbor(SHIP_R_1_1, SHIP_Y_1_1, SHIP_B_1_1).slot(0, 1).build();
    s = play(s, Trade.of(SHIP_R_1_1));
    assertThat(s.phase()).isEqualTo(new Phase.TradeAndHire(0, 0, 1, 1));
    s = play(s, Trade.of(SHIP_Y_1_1));
    assertThat(s.phase()).isEqualTo(new Phase.TradeAndHire(0, 0, 1, 2));
    s = play(s, Trade.of(SHIP_B_1_1));
    assertThat(toMove(s)).isEqualTo(1);
    assertThat(coins(s, 0)).isEqualTo(3);
  }

  /** §10.2 Clerk: a non-active player pays the active player for the extra card too. */
  @Test
  void clerk_nonActivePaysForTheExtraCard() {
    PortRoyalState s = table(2).display(1, CLERK_BLUE).harbor(SHIP_B_1_2, SHIP_Y_1_1).slot(1, 1).build();
    s = play(s, Trade.of(SHIP_B_1_2), Trade.of(SHIP_Y_1_1));
    assertThat(coins(s, 1)).isEqualTo(2 - 1 + 1 - 1);
    assertThat(coins(s, 0)).isEqualTo(2);
  }

  /** §4.4: a Clerk hired in a slot works at once for the next ship (it is no start-of-slot person). */
  @Test
  void clerk_hiredWorksAtOnce() {
    PortRoyalState s = table(2).coins(0, 4).harbor(CLERK_BLACK, SHIP_K_2_1, SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1)
        .slot(0, 2).build();
    s = play(s, Hire.of(CLERK_BLACK), Trade.of(SHIP_K_2_1));
    assertThat(s.phase()).isEqualTo(new Phase.TradeAndHire(0, 0, 1, 2));
  }

  /** §10.2 Gunner: at slot start, per Gunner the ships in the harbour minus one. */
  @Test
  void gunner_shipsMinusOne() {
    PortRoyalState s = table(2).display(0, GUNNER_6, GUNNER_6).display(1, GUNNER_4)
        .harbor(SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SAILOR_3).phase(new Phase.Discover(4, false, 0, false)).build();
    s = play(s, STOP);
    assertThat(coins(s, 0)).isEqualTo(2 * 2);
    s = play(s, Trade.of(SHIP_Y_1_1));
    assertThat(coins(s, 1)).as("2 ships left: 1 coin").isEqualTo(1);
    PortRoyalState one = table(2).display(0, GUNNER_8).harbor(SHIP_Y_1_1, SAILOR_3).phase(new Phase.Discover(2, false, 0, false)).build();
    assertThat(coins(play(one, STOP), 0)).isZero();
  }

  /** §10.2 Vice Admiral: 1 coin each when a slot starts with exactly 3 or 4 cards. */
  @Test
  void viceAdmiral_threeOrFourCards() {
    PortRoyalState s = table(2).display(0, VICEADM_5, VICEADM_7).display(1, VICEADM_9)
        .harbor(SHIP_Y_1_1, SHIP_B_1_1, SAILOR_3, SAILOR_3, SETTLER).phase(new Phase.Discover(5, false, 0, false)).build();
    s = play(s, STOP);
    assertThat(coins(s, 0)).as("5 cards: no Vice Admiral").isZero();
    s = play(s, Trade.of(SHIP_Y_1_1));
    assertThat(coins(s, 1)).as("4 cards").isEqualTo(1);
    PortRoyalState three = table(2).display(0, VICEADM_5).harbor(SHIP_Y_1_1, SAILOR_3, SETTLER)
        .phase(new Phase.Discover(3, false, 0, false)).build();
    assertThat(coins(play(three, STOP), 0)).isEqualTo(1);
  }

  /** §9.20: a Gunner or Vice Admiral hired in a slot does not pay in that slot. */
  @Test
  void startOfSlotPersons_actFromTheNextSlot() {
    PortRoyalState s = table(2).coins(0, 4).harbor(GUNNER_4, SHIP_Y_1_1, SHIP_B_1_1, SHIP_G_1_1, SHIP_R_1_1).slot(0, 2).build();
    s = play(s, Hire.of(GUNNER_4));
    assertThat(coins(s, 0)).isZero();
  }

  /** §10.2 gift ship: 3 coins, and another player of the trader's choice (the active player too) gets 1. */
  @Test
  void giftShip_tradersChoice() {
    PortRoyalState s = table(3).display(0, TRADER_GREEN_3).harbor(XSHIP_G_3_3P).slot(0, 1).build();
    Step<PortRoyalState, PortRoyalEvent> trade = step(s, Trade.of(XSHIP_G_3_3P));
    s = trade.state();
    assertThat(coins(s, 0)).isEqualTo(4);
    assertThat(s.phase()).isInstanceOf(Phase.GiftRecipient.class);
    assertThat(legal(s)).containsExactly(new GiveCoin(1), new GiveCoin(2));
    assertIllegal(s, new GiveCoin(0), "Gift ship (§10.2)");
    s = play(s, new GiveCoin(2));
    assertThat(coins(s, 2)).isEqualTo(1);
    assertThat(coins(s, 1)).isZero();
  }

  /** §10.2: a non-active trader pays the surcharge and may give the gift coin to the active player. */
  @Test
  void giftShip_nonActive_paysTheSurcharge_mayGiveTheActivePlayer() {
    PortRoyalState s = table(3).harbor(XSHIP_B_5_3P, SHIP_Y_1_1).slot(1, 1).build();
    s = play(s, Trade.of(XSHIP_B_5_3P), new GiveCoin(0));
    assertThat(coins(s, 1)).isEqualTo(2);
    assertThat(coins(s, 0)).isEqualTo(2);
  }

  /** With 2 players the only other player gets the gift coin without a decision. */
  @Test
  void giftShip_twoPlayers_automatic() {
    PortRoyalState s = table(2).harbor(XSHIP_Y_4_3P).slot(0, 1).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, Trade.of(XSHIP_Y_4_3P));
    assertThat(events(step, PortRoyalEvent.GiftGiven.class)).containsExactly(new PortRoyalEvent.GiftGiven(0, 1));
    assertThat(coins(step.state(), 1)).isEqualTo(1);
  }

  /** The expansion's yellow plain ship pays 1 coin (UNCONFIRMED data, §12.3). */
  @Test
  void plainYellowShip() {
    PortRoyalState s = table(2).harbor(XSHIP_Y_2_1).slot(0, 1).build();
    assertThat(coins(play(s, Trade.of(XSHIP_Y_2_1)), 0)).isEqualTo(1);
    assertThat(legal(table(2).harbor(XSHIP_Y_2_1).slot(0, 1).build())).containsExactly(Trade.of(XSHIP_Y_2_1), PASS);
  }
}
