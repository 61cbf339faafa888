package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.ACCEPT;
import static org.spielwerk.portroyal.PortRoyalAction.REPEL;
import static org.spielwerk.portroyal.PortRoyalAction.REVEAL;
import static org.spielwerk.portroyal.PortRoyalAction.STOP;
import static org.spielwerk.portroyal.Table.assertIllegal;
import static org.spielwerk.portroyal.Table.coins;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.legal;
import static org.spielwerk.portroyal.Table.play;
import static org.spielwerk.portroyal.Table.step;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;

/** Discover (§4.1), bust (§4.2), reshuffle (§4.6) and their edge cases (§9). */
class DiscoverTest {

  /** Seed example (§4.1): Alex repels the flute with 2 swords using his Sailor (1) and Pirate (2). */
  @Test
  void repel_alexRepelsTheFluteWithSailorAndPirate() {
    PortRoyalState s = Table.of(3).display(0, SAILOR_3, PIRATE_5).coins(0, 4).draw(SHIP_B_2_2).build();
    s = play(s, REVEAL);
    assertThat(s.phase()).isEqualTo(new Phase.RepelOrAccept(SHIP_B_2_2, new Phase.Discover(1, false, 0, false)));
    assertThat(legal(s)).containsExactly(REPEL, ACCEPT);
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REPEL);
    s = step.state();
    assertThat(s.discard().toList()).containsExactly(SHIP_B_2_2);
    assertThat(s.harbor().isEmpty()).isTrue();
    assertThat(coins(s, 0)).as("no coins for a repelled ship").isEqualTo(4);
    assertThat(events(step, PortRoyalEvent.CoinsReceived.class)).isEmpty();
    assertThat(legal(s)).contains(REVEAL, STOP);
  }

  /** §4.1: too few swords - the ship must be accepted, no decision is asked. */
  @Test
  void repel_tooFewSwords_shipIsAccepted() {
    PortRoyalState s = Table.of(2).display(0, SAILOR_3).draw(SHIP_B_2_2).build();
    s = play(s, REVEAL);
    assertThat(s.harbor().toList()).containsExactly(SHIP_B_2_2);
    assertThat(s.phase()).isInstanceOf(Phase.Discover.class);
  }

  /**
   * Bad input (§4.1): a ship waits for the choice only when the active player can repel it, so a
   * position with a waiting ship he cannot repel is rejected by validate; played anyway, repelling
   * is rejected naming the rule (the same predicate as in legalActions).
   */
  @Test
  void repel_withoutTheSwords_isRejected() {
    PortRoyalState s = Table.of(2).display(0, SAILOR_3)
        .phase(new Phase.RepelOrAccept(SHIP_B_5_3, new Phase.Discover(1, false, 0, false))).buildUnchecked();
    assertThatThrownBy(() -> Table.GAME.validate(s)).isInstanceOf(org.spielwerk.core.InvalidPositionException.class)
        .hasMessageContaining("phase.ship");
    assertIllegal(s, REPEL, "Repel (§4.1)");
    assertThat(legal(s)).containsExactly(ACCEPT);
  }

  /** §9.5: a skull ship is never repelled, whatever the swords; a second skull of a colour busts. */
  @Test
  void skull_neverRepelled() {
    PortRoyalState s = Table.of(2).display(0, PIRATE_5, PIRATE_7, PIRATE_9, SAILOR_3, SAILOR_3, SAILOR_3, SAILOR_3)
        .harbor(SHIP_Y_1_1).draw(SHIP_R_S_3, SHIP_R_S_4).build();
    assertThat(s.player(0).swords()).isEqualTo(10);
    s = play(s, REVEAL);
    assertThat(s.harbor().toList()).contains(SHIP_R_S_3);
    assertThat(s.phase()).isInstanceOf(Phase.Discover.class);
    Step<PortRoyalState, PortRoyalEvent> bust = step(s, REVEAL);
    assertThat(events(bust, PortRoyalEvent.Busted.class)).hasSize(1);
    assertThat(bust.state().active()).isEqualTo(1);
  }

  /** §9.6: only the card just revealed can be repelled, never a ship already in the harbour. */
  @Test
  void repel_onlyTheShipJustRevealed() {
    PortRoyalState s = Table.of(2).display(0, PIRATE_9).harbor(SHIP_Y_1_1).phase(new Phase.Discover(1, false, 0, false)).build();
    assertIllegal(s, REPEL, "Repel (§4.1)");
  }

  /** §4.1: swords are not used up - they repel any number of ships in a turn. */
  @Test
  void swords_areNotUsedUp() {
    PortRoyalState s = Table.of(2).display(0, PIRATE_5).draw(SHIP_Y_2_2, SHIP_B_1_1, SHIP_G_1_1).build();
    s = play(s, REVEAL, REPEL, REVEAL, REPEL, REVEAL, REPEL);
    assertThat(s.discard().toList()).containsExactlyInAnyOrder(SHIP_Y_2_2, SHIP_B_1_1, SHIP_G_1_1);
  }

  /** §4.1: the first card is mandatory. */
  @Test
  void discover_firstCardIsMandatory() {
    PortRoyalState s = Table.of(2).build();
    assertIllegal(s, STOP, "Discover (§4.1)");
    assertThat(legal(s)).containsExactly(REVEAL);
  }

  /** §4.1: a person goes to the harbour, an expedition to the expedition row. */
  @Test
  void discover_personToHarbour_expeditionToRow() {
    PortRoyalState s = Table.of(2).draw(SAILOR_3, EXP_2HOUSE).build();
    s = play(s, REVEAL, REVEAL);
    assertThat(s.harbor().toList()).containsExactly(SAILOR_3);
    assertThat(s.expeditionRow().toList()).containsExactly(EXP_2HOUSE);
  }

  /**
   * §9.1: the first card a tax: the player may stop with an empty harbour; he takes nothing and a
   * non-active player's slot starts on an empty harbour, so his Jester pays.
   */
  @Test
  void firstCardTax_stopWithEmptyHarbour_jesterPaysNonActive() {
    PortRoyalState s = Table.of(2).display(0, JESTER_7).display(1, JESTER_5).coins(0, 2).coins(1, 2)
        .draw(TAX_MIN_IP).build();
    s = play(s, REVEAL);
    assertThat(legal(s)).contains(STOP);
    Step<PortRoyalState, PortRoyalEvent> step = step(s, STOP);
    s = step.state();
    // tax: both have 2 influence (one Jester each: 2 and 1?) - JESTER_7 is 2, JESTER_5 is 1: seat 1 has fewest
    assertThat(coins(s, 1)).as("tax bonus + Jester on the empty harbour").isEqualTo(2 + 1 + 1);
    assertThat(coins(s, 0)).as("§9.2: no Jester for the active player on his empty harbour").isEqualTo(2);
    assertThat(s.active()).isEqualTo(1);
  }

  /** §4.2: a bust discards the harbour (not the expedition row), skips Trade &amp; Hire, pays every Jester. */
  @Test
  void bust_discardsHarbour_keepsRow_paysEveryJester() {
    PortRoyalState s = Table.of(3).display(0, JESTER_5).display(1, JESTER_7, JESTER_9).display(2, ADMIRAL_5)
        .harbor(SHIP_Y_1_1, SHIP_B_1_1, SAILOR_3).row(EXP_2ANCHOR).phase(new Phase.Discover(3, false, 0, false))
        .draw(SHIP_Y_2_2).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
    PortRoyalState after = step.state();
    assertThat(after.harbor().isEmpty()).isTrue();
    assertThat(after.discard().toList()).containsExactlyInAnyOrder(SHIP_Y_1_1, SHIP_B_1_1, SAILOR_3, SHIP_Y_2_2);
    assertThat(after.expeditionRow().toList()).containsExactly(EXP_2ANCHOR);
    assertThat(coins(after, 0)).isEqualTo(1);
    assertThat(coins(after, 1)).isEqualTo(2);
    assertThat(coins(after, 2)).as("no Admiral payment: no Trade & Hire").isZero();
    assertThat(after.active()).isEqualTo(1);
    assertThat(after.phase()).isEqualTo(Phase.Discover.START);
    assertThat(events(step, PortRoyalEvent.SlotStarted.class)).isEmpty();
  }

  /** §9.4 and Audit Q1 (a): a repellable duplicate may be accepted on purpose, and busts. */
  @Test
  void bust_byChoice_whenTheDuplicateCouldBeRepelled() {
    PortRoyalState s = Table.of(2).display(0, PIRATE_5).harbor(SHIP_Y_1_1).phase(new Phase.Discover(1, false, 0, false))
        .draw(SHIP_Y_2_2).build();
    s = play(s, REVEAL);
    assertThat(legal(s)).containsExactly(REPEL, ACCEPT);
    Step<PortRoyalState, PortRoyalEvent> step = step(s, ACCEPT);
    assertThat(events(step, PortRoyalEvent.Busted.class)).hasSize(1);
  }

  /** Audit Q1 (b), option mustRepelDuplicates: a repellable duplicate is repelled; other ships stay a choice. */
  @Test
  void mustRepelDuplicates_repelsTheDuplicate() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED.withMustRepelDuplicates(true)).display(0, PIRATE_5)
        .harbor(SHIP_Y_1_1).phase(new Phase.Discover(1, false, 0, false)).draw(SHIP_Y_2_2, SHIP_B_2_2).build();
    s = play(s, REVEAL);
    assertThat(s.discard().toList()).containsExactly(SHIP_Y_2_2);
    assertThat(s.phase()).isInstanceOf(Phase.Discover.class);
    s = play(s, REVEAL);
    assertThat(legal(s)).containsExactly(REPEL, ACCEPT);
  }

  /** §4.6, §9.16: an empty draw pile is rebuilt from the discard pile when a card is needed. */
  @Test
  void reshuffle_whenACardIsNeeded() {
    PortRoyalState s = Table.of(2).restInDiscard().build();
    assertThat(s.draw().isEmpty()).isTrue();
    int discarded = s.discard().size();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
    assertThat(events(step, PortRoyalEvent.Reshuffled.class)).containsExactly(new PortRoyalEvent.Reshuffled(discarded, 1));
    assertThat(step.state().shuffles()).isEqualTo(1);
    assertThat(step.state().draw().size()).isEqualTo(discarded - 1);
  }
}
