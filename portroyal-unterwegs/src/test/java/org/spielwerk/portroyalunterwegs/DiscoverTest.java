package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalunterwegs.Table.GAME;
import static org.spielwerk.portroyalunterwegs.Table.play;
import static org.spielwerk.portroyalunterwegs.Table.ship;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.ACCEPT;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.REPEL;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.REVEAL;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.STOP;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Step;

/** Discover (§3): revealing, repelling, accepting and busting. */
class DiscoverTest {

  @Test
  void discover_theFirstRevealIsMandatory() {
    UnterwegsState s = Table.of(2).build();
    assertThat(GAME.legalActions(s)).containsExactly(REVEAL);
    assertThatThrownBy(() -> GAME.apply(s, STOP))
        .isInstanceOf(IllegalActionException.class).hasMessageContaining("Discover (§3)");
  }

  @Test
  void discover_aPersonGoesIntoTheHarborAndThePlayerMayStopOrGoOn() {
    UnterwegsState s = Table.of(2).draw("PASSENGER").build();
    UnterwegsState after = play(s, REVEAL).state();
    assertThat(after.harbor()).containsExactly(Table.card("PASSENGER"));
    assertThat(GAME.legalActions(after)).containsExactly(REVEAL, STOP);
  }

  @Test
  void repel_alexRepelsTheFluteWithHisSailorAndPirate() {
    // Seed example (§3 Repel): a Sailor (1 sword) and a Pirate (2) make 3 swords, enough for the
    // Flute's 2; the Flute goes onto the discard pile and nobody receives coins.
    UnterwegsState s = Table.of(2).display(0, "SAILOR_3", "PIRATE_5").coins(0, 2).coins(1, 3).draw("U_B_2_2N").build();
    UnterwegsState revealed = play(s, REVEAL).state();
    assertThat(revealed.phase()).isEqualTo(new Phase.RepelOrAccept(ship("U_B_2_2N")));
    assertThat(GAME.legalActions(revealed)).containsExactly(REPEL, ACCEPT);

    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(revealed, REPEL);
    assertThat(step.events()).contains(new UnterwegsEvent.ShipRepelled(0, ship("U_B_2_2N"), 3));
    assertThat(step.state().discard().head()).isEqualTo(ship("U_B_2_2N"));
    assertThat(step.state().harbor()).isEmpty();
    assertThat(step.state().player(0).coinCount()).isEqualTo(2);
    assertThat(step.state().player(1).coinCount()).isEqualTo(3);
    assertThat(step.state().phase()).isEqualTo(new Phase.Discover(true));
  }

  @Test
  void repel_swordsAreNotUsedUp() {
    // §3: the swords can be used any number of times in a turn.
    UnterwegsState s = Table.of(2).display(0, "PIRATE_5").draw("U_B_2_2N", "U_K_2_1N").build();
    UnterwegsState after = play(s, REVEAL, REPEL, REVEAL, REPEL).state();
    assertThat(after.discard().take(2)).containsExactly(ship("U_K_2_1N"), ship("U_B_2_2N"));
    assertThat(after.player(0).swords()).isEqualTo(2);
  }

  @Test
  void repel_needsSwordsAtLeastTheShips() {
    // §3: with fewer swords than the ship the player cannot repel it and must accept it.
    UnterwegsState s = Table.of(2).display(0, "SAILOR_3").draw("U_B_2_2N").build();
    UnterwegsState after = play(s, REVEAL).state();
    assertThat(after.harbor()).containsExactly(ship("U_B_2_2N"));
    assertThatThrownBy(() -> GAME.apply(after, REPEL))
        .isInstanceOf(IllegalActionException.class).hasMessageContaining("Repel (§3)");
  }

  @Test
  void repel_exactlyEnoughSwordsSuffice() {
    UnterwegsState s = Table.of(2).display(0, "SAILOR_3", "SAILOR_3").draw("U_B_2_2N").build();
    assertThat(GAME.legalActions(play(s, REVEAL).state())).contains(REPEL);
  }

  @Test
  void repel_aSkullShipNever() {
    // §3: a ship with a skull can never be repelled, whatever the swords.
    UnterwegsState s = Table.of(2).display(0, "PIRATE_5", "PIRATE_7", "SAILOR_7").draw("U_K_S_4N").build();
    UnterwegsState after = play(s, REVEAL).state();
    assertThat(after.harbor()).containsExactly(ship("U_K_S_4N"));
    assertThat(GAME.legalActions(after)).doesNotContain(REPEL);
  }

  @Test
  void bust_aSecondShipOfAColourThatCannotBeRepelled() {
    // §3: the whole harbor goes onto the discard pile, no Trade & Hire, the next player is active.
    UnterwegsState s = Table.of(3).harbor("U_B_1_1", "PASSENGER").phase(new Phase.Discover(true))
        .coins(0, 2).coins(1, 2).draw("U_B_5_3").build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, REVEAL);
    UnterwegsState after = step.state();
    assertThat(step.events()).contains(new UnterwegsEvent.Busted(0, ship("U_B_5_3"),
        io.vavr.collection.Vector.of(Table.card("U_B_1_1"), Table.card("PASSENGER"), ship("U_B_5_3"))));
    assertThat(after.harbor()).isEmpty();
    assertThat(after.discard().take(3)).containsExactlyInAnyOrder(
        Table.card("U_B_1_1"), Table.card("PASSENGER"), ship("U_B_5_3"));
    assertThat(after.active()).isEqualTo(1);
    assertThat(after.phase()).isEqualTo(new Phase.Discover(false));
    assertThat(after.player(0).coinCount()).isEqualTo(2);
    assertThat(after.player(1).coinCount()).isEqualTo(2);
  }

  @Test
  void bust_aPlayerWhoCouldRepelMayStillAcceptADuplicate() {
    // Audit U-Q1 / portroyal.md Q1 reading (a), the default: repelling is optional.
    UnterwegsState s = Table.of(2).display(0, "PIRATE_5").harbor("U_B_1_1").phase(new Phase.Discover(true))
        .draw("U_B_2_2N").build();
    UnterwegsState revealed = play(s, REVEAL).state();
    assertThat(GAME.legalActions(revealed)).containsExactly(REPEL, ACCEPT);
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(revealed, ACCEPT);
    assertThat(step.events()).anyMatch(e -> e instanceof UnterwegsEvent.Busted);
    assertThat(step.state().active()).isEqualTo(1);
  }

  @Test
  void bust_withMustRepelDuplicatesARepellableDuplicateIsRepelled() {
    // Audit U-Q1 reading (b): a bust happens only when the duplicate cannot be repelled.
    UnterwegsState s = Table.of(2).options(UnterwegsOptions.DEFAULT.withMustRepelDuplicates(true))
        .display(0, "PIRATE_5").harbor("U_B_1_1").phase(new Phase.Discover(true)).draw("U_B_2_2N").build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, REVEAL);
    assertThat(step.events()).contains(new UnterwegsEvent.ShipRepelled(0, ship("U_B_2_2N"), 2));
    assertThat(step.state().harbor()).containsExactly(ship("U_B_1_1"));
    assertThat(step.state().phase()).isEqualTo(new Phase.Discover(true));
  }

  @Test
  void bust_withMustRepelDuplicatesANewColourMayStillBeAccepted() {
    UnterwegsState s = Table.of(2).options(UnterwegsOptions.DEFAULT.withMustRepelDuplicates(true))
        .display(0, "PIRATE_5").draw("U_B_2_2N").build();
    assertThat(GAME.legalActions(play(s, REVEAL).state())).containsExactly(REPEL, ACCEPT);
  }

  @Test
  void discover_actionsOutOfPhaseAreRejected() {
    UnterwegsState s = Table.of(2).draw("PASSENGER").build();
    assertThatThrownBy(() -> GAME.apply(s, REPEL)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Repel (§3)");
    assertThatThrownBy(() -> GAME.apply(s, ACCEPT)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Discover (§3)");
    assertThatThrownBy(() -> GAME.apply(s, UnterwegsAction.PASS)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Trade & Hire (§3)");
    assertThatThrownBy(() -> GAME.apply(s, Table.hire("PASSENGER"))).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("Trade & Hire (§3)");
  }
}
