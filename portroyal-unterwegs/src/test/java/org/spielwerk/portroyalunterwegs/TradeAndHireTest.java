package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalunterwegs.Table.GAME;
import static org.spielwerk.portroyalunterwegs.Table.card;
import static org.spielwerk.portroyalunterwegs.Table.hire;
import static org.spielwerk.portroyalunterwegs.Table.person;
import static org.spielwerk.portroyalunterwegs.Table.play;
import static org.spielwerk.portroyalunterwegs.Table.ship;
import static org.spielwerk.portroyalunterwegs.Table.trade;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.PASS;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.REVEAL;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.STOP;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Step;

/** Trade &amp; Hire (§3) and the Wholesaler (§4), with edge cases §6.3, §6.8. */
class TradeAndHireTest {

  private static UnterwegsPositions slot(int players, String... harbor) {
    return Table.of(players).harbor(harbor).phase(new Phase.TradeAndHire(0, 1, 0));
  }

  @Test
  void trade_klemensTakesTheFluteForTwoCoins() {
    // Seed example (§3 Trade): the Flute goes onto the discard pile, 2 coins come from the draw pile.
    UnterwegsState s = slot(2, "U_B_2_2N").coins(0, 1).build();
    int draw = s.draw().size();
    UnterwegsState after = play(s, trade("U_B_2_2N")).state();
    assertThat(after.player(0).coinCount()).isEqualTo(3);
    assertThat(after.discard()).contains(ship("U_B_2_2N"));
    assertThat(after.draw().size()).isEqualTo(draw - 2);
  }

  @Test
  void hire_andreaHiresASailorForThreeCoins() {
    // Seed example (§3 Hire): 3 coins onto the discard pile, the Sailor into her display, usable at once.
    UnterwegsState s = slot(2, "SAILOR_3").coins(0, 3).build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, hire("SAILOR_3"));
    assertThat(step.state().player(0).coinCount()).isZero();
    assertThat(step.state().player(0).display()).containsExactly(person("SAILOR_3"));
    assertThat(step.state().player(0).swords()).isEqualTo(1);
    assertThat(step.events()).anyMatch(e -> e instanceof UnterwegsEvent.PersonHired h && h.coins().size() == 3
        && h.person().equals(person("SAILOR_3")));
    assertThat(step.events()).noneMatch(e -> e instanceof UnterwegsEvent.TaxPaid);
  }

  @Test
  void example_andreasTurnWithFourColoursAndAlexPayingHerACoin() {
    // Seed example (§3): 5 cards revealed, 4 of them ships of different colours: she may take 2
    // cards. She trades a ship for 2 coins and spends them on a person. Then Alex takes a ship,
    // takes its coins and pays Andrea 1 coin; the rest of the harbor is discarded.
    UnterwegsState s = Table.of(2).coins(0, 2).coins(1, 0)
        .draw("U_B_2_2N", "U_Y_1_1N", "U_G_1_2N", "U_R_1_1", "PASSENGER").build();
    Step<UnterwegsState, UnterwegsEvent> stop = play(s, REVEAL, REVEAL, REVEAL, REVEAL, REVEAL, STOP);
    assertThat(stop.events()).contains(new UnterwegsEvent.DiscoverEnded(0, 4, 2));
    UnterwegsState andrea = play(stop.state(), trade("U_B_2_2N")).state();
    assertThat(andrea.player(0).coinCount()).isEqualTo(4);
    UnterwegsState alex = play(andrea, hire("PASSENGER")).state();
    assertThat(alex.player(0).coinCount()).isZero();
    assertThat(alex.toMove()).isEqualTo(1);
    Step<UnterwegsState, UnterwegsEvent> end = GAME.apply(alex, trade("U_G_1_2N"));
    assertThat(end.events()).contains(new UnterwegsEvent.SurchargePaid(1, 0));
    UnterwegsState after = end.state();
    assertThat(after.player(1).coinCount()).isEqualTo(1);
    assertThat(after.player(0).coinCount()).isEqualTo(1);
    assertThat(after.harbor()).isEmpty();
    assertThat(after.discard().take(2)).containsExactlyInAnyOrder(card("U_Y_1_1N"), card("U_R_1_1"));
    assertThat(after.active()).isEqualTo(1);
  }

  @Test
  void allowance_dependsOnDifferentShipColoursWhenDiscoverEnds() {
    // §3: 0-3 colours -> 1 card, 4 -> 2, 5 -> 3.
    assertThat(allowance("U_B_1_1", "U_Y_1_1", "U_G_1_1")).isEqualTo(1);
    assertThat(allowance("PASSENGER")).isEqualTo(1);
    assertThat(allowance("U_B_1_1", "U_Y_1_1", "U_G_1_1", "U_R_1_1")).isEqualTo(2);
    assertThat(allowance("U_B_1_1", "U_Y_1_1", "U_G_1_1", "U_R_1_1", "U_K_2_1")).isEqualTo(3);
  }

  private static int allowance(String... harbor) {
    UnterwegsState s = Table.of(2).harbor(harbor).phase(new Phase.Discover(true)).coins(0, 9).build();
    return ((Phase.TradeAndHire) play(s, STOP).state().phase()).allowance();
  }

  @Test
  void allowance_isFixedWhenDiscoverEndsAndCardsAreTakenOneAtATime() {
    // §3: taking ships does not lower the allowance; a person hired first works for the next card.
    UnterwegsState s = Table.of(2).harbor("U_B_1_1", "U_Y_2_2", "U_G_1_1", "U_R_1_1", "U_K_2_1", "WHOLESALER_Y_x")
        .phase(new Phase.Discover(true)).coins(0, 6).build();
    UnterwegsState after = play(s, STOP, hire("WHOLESALER_Y_x"), trade("U_Y_2_2"), trade("U_B_1_1")).state();
    assertThat(after.player(0).tucked()).containsExactly(ship("U_Y_2_2"));
    assertThat(after.player(0).coinCount()).isEqualTo(3);
    assertThat(after.toMove()).isEqualTo(1);
  }

  @Test
  void hire_aNonActivePlayerNeedsTheCostPlusOneCoin() {
    // §3: he pays the cost and 1 coin to the active player, from coins he holds before.
    UnterwegsState three = Table.of(2).harbor("SAILOR_3", "U_B_1_1").phase(new Phase.TradeAndHire(1, 1, 0))
        .coins(1, 3).build();
    assertThat(GAME.legalActions(three)).containsExactly(trade("U_B_1_1"), PASS);
    assertThatThrownBy(() -> GAME.apply(three, hire("SAILOR_3"))).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Hire (§3)").hasMessageContaining("plus 1 coin");
    UnterwegsState four = Table.of(2).harbor("SAILOR_3").phase(new Phase.TradeAndHire(1, 1, 0))
        .coins(1, 4).build();
    UnterwegsState after = play(four, hire("SAILOR_3")).state();
    assertThat(after.player(1).coinCount()).isZero();
    assertThat(after.player(0).coinCount()).isEqualTo(1);
  }

  @Test
  void trade_aNonActivePlayerWithoutCoinsPaysTheSurchargeFromTheShip() {
    UnterwegsState s = Table.of(2).harbor("U_B_1_1").phase(new Phase.TradeAndHire(1, 1, 0)).build();
    UnterwegsState after = play(s, trade("U_B_1_1")).state();
    assertThat(after.player(1).coinCount()).isZero();
    assertThat(after.player(0).coinCount()).isEqualTo(1);
  }

  @Test
  void trade_withAnEmptyDrawPileTheShipMayComeBackAsItsOwnCoin() {
    // §3 + §6.5: the ship is discarded before its coins are drawn; with both piles otherwise empty the
    // reshuffle holds only the ship, and the second coin does not exist (Y2 safety net, §3).
    UnterwegsState s = slot(2, "U_B_2_2N").drawOnly().coins(0, 59).build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, trade("U_B_2_2N"));
    assertThat(step.events()).contains(new UnterwegsEvent.CoinsReceived(0, 1, 1));
    assertThat(step.state().player(0).coins()).contains(new Coin(ship("U_B_2_2N"), 1));
  }

  @Test
  void pass_theActivePlayerMayTakeNothingByDefault() {
    // Audit U-Q1 (portroyal.md Q2) reading (a).
    UnterwegsState s = slot(2, "U_B_1_1").build();
    assertThat(GAME.legalActions(s)).containsExactly(trade("U_B_1_1"), PASS);
    assertThat(play(s, PASS).state().toMove()).isEqualTo(1);
  }

  @Test
  void pass_withActiveMustTakeTheActivePlayerMustTakeACard() {
    // Reading (b): he must take a card while he can; afterwards he may stop.
    UnterwegsState s = slot(2, "U_B_1_1", "U_Y_1_1").options(UnterwegsOptions.DEFAULT.withActiveMustTake(true))
        .phase(new Phase.TradeAndHire(0, 2, 0)).build();
    assertThat(GAME.legalActions(s)).doesNotContain(PASS);
    assertThatThrownBy(() -> GAME.apply(s, PASS)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Audit Q2 b");
    assertThat(GAME.legalActions(play(s, trade("U_B_1_1")).state())).contains(PASS);
  }

  @Test
  void slot_aPlayerWhoCanTakeNothingIsSkipped() {
    // UnterwegsPlayer 1 has no coins and the harbor holds only a person: his slot ends by itself.
    UnterwegsState s = slot(2, "SAILOR_3", "PASSENGER").coins(0, 4).build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, hire("PASSENGER"));
    assertThat(step.events()).contains(new UnterwegsEvent.SlotEnded(1, 0, true));
    assertThat(step.state().active()).isEqualTo(1);
    assertThat(step.state().phase()).isEqualTo(new Phase.Discover(false));
  }

  @Test
  void identicalCardsAreOneChoice() {
    UnterwegsState s = slot(2, "PASSENGER", "PASSENGER", "U_B_1_1").coins(0, 4).build();
    assertThat(GAME.legalActions(s)).containsExactly(hire("PASSENGER"), trade("U_B_1_1"), PASS);
  }

  @Test
  void take_aCardThatIsNotInTheHarborIsRejected() {
    UnterwegsState s = slot(2, "U_B_1_1").coins(0, 9).build();
    assertThatThrownBy(() -> GAME.apply(s, trade("U_Y_1_1"))).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("no yellow ship");
    assertThatThrownBy(() -> GAME.apply(s, hire("PASSENGER"))).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Trade & Hire (§3)");
  }

  @Test
  void wholesaler_tucksATradedShipOfItsColourAfterTheCoins() {
    // §4: coins first, then the ship goes under the Wholesaler, never onto the discard pile; +1 IP.
    UnterwegsState s = slot(2, "U_B_2_2N").display(0, "WHOLESALER_B_8").build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, trade("U_B_2_2N"));
    UnterwegsState after = step.state();
    assertThat(after.player(0).coinCount()).isEqualTo(2);
    assertThat(after.player(0).tucked()).containsExactly(ship("U_B_2_2N"));
    assertThat(after.player(0).influence()).isEqualTo(4);
    assertThat(after.discard()).doesNotContain(ship("U_B_2_2N"));
    assertThat(step.events()).contains(new UnterwegsEvent.ShipTraded(0, ship("U_B_2_2N"), true));
  }

  @Test
  void wholesaler_aTuckedShipCannotBeItsOwnCoin() {
    // §4, §6.8: the coins are drawn before the tuck, and the ship never reaches the discard pile.
    UnterwegsState s = slot(2, "U_B_2_2N").display(0, "WHOLESALER_B_8").drawOnly().coins(1, 50).build();
    UnterwegsState after = play(s, trade("U_B_2_2N")).state();
    assertThat(after.player(0).coins().map(Coin::card)).doesNotContain(ship("U_B_2_2N"));
    assertThat(after.player(0).tucked()).containsExactly(ship("U_B_2_2N"));
  }

  @Test
  void wholesaler_otherColoursGoOntoTheDiscardPile() {
    UnterwegsState s = slot(2, "U_Y_1_1").display(0, "WHOLESALER_B_8").build();
    UnterwegsState after = play(s, trade("U_Y_1_1")).state();
    assertThat(after.player(0).tucked()).isEmpty();
    assertThat(after.discard()).contains(ship("U_Y_1_1"));
  }

  @Test
  void wholesaler_aNonActivePlayerPaysTheSurchargeThenTucks() {
    // §6.3: he may pay the surcharge out of the ship's coins, then tucks the ship.
    UnterwegsState s = Table.of(2).harbor("U_B_2_2N").phase(new Phase.TradeAndHire(1, 1, 0))
        .display(1, "WHOLESALER_B_8").build();
    UnterwegsState after = play(s, trade("U_B_2_2N")).state();
    assertThat(after.player(1).coinCount()).isEqualTo(1);
    assertThat(after.player(0).coinCount()).isEqualTo(1);
    assertThat(after.player(1).tucked()).containsExactly(ship("U_B_2_2N"));
  }

  @Test
  void wholesaler_twoOfAColourStillGiveOneInfluencePerShip() {
    // §4: each collected ship counts 1 extra influence; it lies under one of them.
    UnterwegsState s = slot(2, "U_B_2_2N").display(0, "WHOLESALER_B_8", "WHOLESALER_B_x").build();
    assertThat(play(s, trade("U_B_2_2N")).state().player(0).influence()).isEqualTo(3 + 2 + 1);
  }

  @Test
  void wholesaler_withNoCoinsAndBothPilesEmptyATuckedShipCannotBeTaken() {
    // §6.8 ENGINE DECISION: the tucked ship would bring no coin, so the 1-coin surcharge cannot be paid.
    UnterwegsState s = Table.of(2).harbor("U_B_2_2N", "PASSENGER").phase(new Phase.TradeAndHire(0, 1, 0))
        .display(1, "WHOLESALER_B_8").drawOnly().coins(0, 57).build();
    assertThat(s.draw().isEmpty() && s.discard().isEmpty()).isTrue();
    assertThat(Rules.canTake(s, 1, ship("U_B_2_2N"))).isFalse();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, PASS);
    assertThat(step.events()).contains(new UnterwegsEvent.SlotEnded(1, 0, true));
    assertThat(step.events()).contains(new UnterwegsEvent.HarborCleared(
        Vector.of(card("U_B_2_2N"), card("PASSENGER"))));
  }
}
