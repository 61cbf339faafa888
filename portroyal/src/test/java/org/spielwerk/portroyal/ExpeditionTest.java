package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.PASS;
import static org.spielwerk.portroyal.PortRoyalAction.REVEAL;
import static org.spielwerk.portroyal.Table.assertIllegal;
import static org.spielwerk.portroyal.Table.coins;
import static org.spielwerk.portroyal.Table.legal;
import static org.spielwerk.portroyal.Table.play;
import static org.spielwerk.portroyal.Table.toMove;

import org.junit.jupiter.api.Test;
import org.spielwerk.portroyal.PortRoyalAction.ClaimExpedition;
import org.spielwerk.portroyal.PortRoyalAction.Trade;

/** Expeditions (§4.1.3, §2.3) and their edge cases (§9.11, §9.12). */
class ExpeditionTest {

  private static ClaimExpedition claim(Card expedition, Card... persons) {
    return new ClaimExpedition(expedition, CardBag.of(persons));
  }

  /**
   * Seed example (§4.1.3): Dagmar fulfils the expedition with 2 crosses with her Priest and her
   * Jack of all Trades, takes the expedition and 2 coins from the draw pile.
   */
  @Test
  void dagmarClaimsTwoCrossesWithPriestAndJack() {
    PortRoyalState s = Table.of(3).display(0, PRIEST, JACK_OF_ALL_TRADES, SAILOR_3).row(EXP_2CROSS).build();
    assertThat(s.player(0).influence()).isEqualTo(3);
    s = play(s, claim(EXP_2CROSS, PRIEST, JACK_OF_ALL_TRADES));
    assertThat(s.player(0).display().toList()).containsExactly(SAILOR_3, EXP_2CROSS);
    assertThat(s.player(0).influence()).as("1 (Sailor) + 4 (expedition)").isEqualTo(5);
    assertThat(coins(s, 0)).isEqualTo(2);
    assertThat(s.discard().toList()).containsExactly(PRIEST, JACK_OF_ALL_TRADES);
    assertThat(s.expeditionRow().isEmpty()).isTrue();
  }

  /** §4.1.3: every distinct set of persons that pays is its own action. */
  @Test
  void everyDistinctPaymentIsItsOwnAction() {
    PortRoyalState s = Table.of(2).display(0, CAPTAIN, CAPTAIN, JACK_OF_ALL_TRADES, JACK_OF_ALL_TRADES, SETTLER)
        .row(EXP_2ANCHOR_HOUSE).build();
    assertThat(legal(s)).containsExactlyInAnyOrder(REVEAL,
        claim(EXP_2ANCHOR_HOUSE, CAPTAIN, CAPTAIN, SETTLER),
        claim(EXP_2ANCHOR_HOUSE, CAPTAIN, CAPTAIN, JACK_OF_ALL_TRADES),
        claim(EXP_2ANCHOR_HOUSE, CAPTAIN, SETTLER, JACK_OF_ALL_TRADES),
        claim(EXP_2ANCHOR_HOUSE, CAPTAIN, JACK_OF_ALL_TRADES, JACK_OF_ALL_TRADES),
        claim(EXP_2ANCHOR_HOUSE, SETTLER, JACK_OF_ALL_TRADES, JACK_OF_ALL_TRADES));
  }

  /** §4.1.3: before the first reveal; several expeditions in one turn. */
  @Test
  void claim_beforeTheFirstReveal_severalInATurn() {
    PortRoyalState s = Table.of(2).display(0, CAPTAIN, CAPTAIN, PRIEST, PRIEST).row(EXP_2ANCHOR, EXP_2CROSS).build();
    s = play(s, claim(EXP_2ANCHOR, CAPTAIN, CAPTAIN), claim(EXP_2CROSS, PRIEST, PRIEST));
    assertThat(s.player(0).influence()).isEqualTo(8);
    assertThat(legal(s)).containsExactly(REVEAL);
  }

  /** §4.1.3: in his own slot, even after his last card (the slot stays open for the claim). */
  @Test
  void claim_inOwnSlot_afterTheLastCard() {
    PortRoyalState s = Table.of(2).coins(0, 4).display(0, SETTLER).row(EXP_2HOUSE).harbor(SETTLER, SHIP_Y_1_1).slot(0, 1).build();
    s = play(s, PortRoyalAction.Hire.of(SETTLER));
    assertThat(toMove(s)).isZero();
    assertThat(legal(s)).containsExactly(claim(EXP_2HOUSE, SETTLER, SETTLER), PASS);
    s = play(s, claim(EXP_2HOUSE, SETTLER, SETTLER));
    assertThat(toMove(s)).isEqualTo(1);
  }

  /** §4.1.3 clarification: only the active player claims expeditions. */
  @Test
  void claim_neverByANonActivePlayer() {
    PortRoyalState s = Table.of(2).display(1, CAPTAIN, CAPTAIN).row(EXP_2ANCHOR).harbor(SHIP_Y_1_1).slot(1, 1).build();
    assertThat(legal(s)).containsExactly(Trade.of(SHIP_Y_1_1), PASS);
    assertIllegal(s, claim(EXP_2ANCHOR, CAPTAIN, CAPTAIN), "Expeditions (§4.1.3)");
  }

  /** Bad input (§4.1.3): fulfilling an expedition without its persons. */
  @Test
  void claim_withoutThePersons_isRejected() {
    PortRoyalState s = Table.of(2).display(0, CAPTAIN, PRIEST).row(EXP_2ANCHOR).build();
    assertIllegal(s, claim(EXP_2ANCHOR, CAPTAIN, PRIEST), "Expeditions (§4.1.3)");
    assertIllegal(s, claim(EXP_2ANCHOR, CAPTAIN, CAPTAIN), "Expeditions (§4.1.3)");
    assertIllegal(s, claim(EXP_2CROSS, PRIEST, PRIEST), "Expeditions (§4.1.3)");
    assertIllegal(s, claim(EXP_2ANCHOR, CAPTAIN), "Expeditions (§4.1.3)");
  }

  /** §2.3, §3: the 5-player expedition lies face up with 5 players and is not used otherwise. */
  @Test
  void fivePlayerExpedition_faceUpOnlyWithFivePlayers() {
    PortRoyalState five = Table.GAME.setup(PortRoyalOptions.YUCATA, 5, 3);
    assertThat(five.expeditionRow().toList()).containsExactly(EXP_5P_ANCHOR_CROSS_HOUSE);
    assertThat(five.draw().contains(EXP_5P_ANCHOR_CROSS_HOUSE)).isFalse();
    assertThat(five.draw().size()).isEqualTo(119 - 15);
    PortRoyalState four = Table.GAME.setup(PortRoyalOptions.YUCATA, 4, 3);
    assertThat(four.expeditionRow().isEmpty()).isTrue();
    assertThat(four.draw().size()).isEqualTo(119 - 12);
    assertThat(four.draw().contains(EXP_5P_ANCHOR_CROSS_HOUSE)).isFalse();
  }

  /** §2.3: the 5-player expedition wants an anchor, a cross and a house; it can be claimed from the start. */
  @Test
  void fivePlayerExpedition_claimed() {
    PortRoyalState s = Table.of(5).display(0, CAPTAIN, PRIEST, JACK_OF_ALL_TRADES).row(EXP_5P_ANCHOR_CROSS_HOUSE).build();
    assertThat(legal(s)).contains(claim(EXP_5P_ANCHOR_CROSS_HOUSE, CAPTAIN, PRIEST, JACK_OF_ALL_TRADES));
    s = play(s, claim(EXP_5P_ANCHOR_CROSS_HOUSE, CAPTAIN, PRIEST, JACK_OF_ALL_TRADES));
    assertThat(s.player(0).influence()).isEqualTo(5);
    assertThat(coins(s, 0)).isEqualTo(3);
  }

  /** §9.11: no claim after a bust - the turn is over at once. */
  @Test
  void noClaimAfterABust() {
    PortRoyalState s = Table.of(2).display(0, CAPTAIN, CAPTAIN).row(EXP_2ANCHOR).harbor(SHIP_Y_1_1)
        .phase(new Phase.Discover(1, false, 0, false)).draw(SHIP_Y_2_2).build();
    s = play(s, REVEAL);
    assertThat(s.active()).isEqualTo(1);
    assertThat(s.expeditionRow().toList()).containsExactly(EXP_2ANCHOR);
    assertIllegal(s, claim(EXP_2ANCHOR, CAPTAIN, CAPTAIN), "Expeditions (§4.1.3)");
  }

  /** §9.12: expedition coins come from the draw pile, rebuilt from the discard pile if need be (the paying persons included). */
  @Test
  void expeditionCoins_fromTheDrawPile_rebuiltIfNeeded() {
    PortRoyalState s = Table.of(2).display(0, PRIEST, PRIEST).row(EXP_2CROSS).restAsCoins(1).build();
    assertThat(s.draw().isEmpty() && s.discard().isEmpty()).isTrue();
    s = play(s, claim(EXP_2CROSS, PRIEST, PRIEST));
    assertThat(s.player(0).coins().map(Coin::card)).containsExactly(PRIEST, PRIEST);
    assertThat(s.shuffles()).isEqualTo(1);
  }
}
