package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalunterwegs.Table.GAME;
import static org.spielwerk.portroyalunterwegs.Table.card;
import static org.spielwerk.portroyalunterwegs.Table.play;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.REVEAL;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.STOP;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;

/** Tax increase (§1.2) and its edge cases (§6.1, §6.2, §6.6, §6.7). */
class TaxTest {

  @Test
  void tax_reducesNineOrMoreToEightAndPaysTheFewestInfluence() {
    // §1.2: 12 coins drop to 8; exactly 9 drop to 8 (§6.1); 8 stay (§6.1, §6.6: never raised to 8).
    // The fewest influence (seat 0, 0 IP) get 1 coin after the reduction: 9 -> 8 -> 9 (§6.6).
    UnterwegsState s = Table.of(4).draw("TAX")
        .coins(0, 9).coins(1, 12).coins(2, 8).coins(3, 3)
        .display(1, "PASSENGER").display(2, "PASSENGER").display(3, "PASSENGER_NAIL").build();
    UnterwegsState after = play(s, REVEAL).state();
    assertThat(after.players().map(UnterwegsPlayer::coinCount)).containsExactly(9, 8, 8, 3);
  }

  @Test
  void tax_appliesToActiveAndNonActivePlayersAlike() {
    // §6.2: the active player (seat 1 here) is taxed like everybody else.
    UnterwegsState s = Table.of(2).active(1).draw("TAX").coins(0, 10).coins(1, 11)
        .display(0, "PASSENGER").build();
    UnterwegsState after = play(s, REVEAL).state();
    assertThat(after.players().map(UnterwegsPlayer::coinCount)).containsExactly(8, 9);
  }

  @Test
  void tax_tiedFewestInfluenceAllGetACoinEvenAtZero() {
    // §6.7: every player tied for the fewest influence gets 1 coin, also when nobody has any.
    UnterwegsState s = Table.of(3).draw("TAX").coins(0, 3).coins(1, 3).coins(2, 3).build();
    assertThat(play(s, REVEAL).state().players().map(UnterwegsPlayer::coinCount)).containsExactly(4, 4, 4);
  }

  @Test
  void tax_tuckedShipsCountAsInfluence() {
    // §6.1: the fewest-influence comparison counts tucked ships. UnterwegsPlayer 0: Wholesaler 2 + 1 tucked ship
    // = 3; seat 1: Wholesaler 2. Only seat 1 gets the coin (without the tucked ship both would).
    UnterwegsState s = Table.of(2).draw("TAX").display(0, "WHOLESALER_G_6").tucked(0, "U_G_1_1")
        .display(1, "WHOLESALER_R_6").coins(0, 1).coins(1, 1).build();
    assertThat(s.player(0).influence()).isEqualTo(3);
    assertThat(play(s, REVEAL).state().players().map(UnterwegsPlayer::coinCount)).containsExactly(1, 2);
  }

  @Test
  void tax_theCardGoesOntoTheDiscardPileAfterTheBonusSoItIsNeverItsOwnCoin() {
    // §1.2 / §3: the tax card is discarded after the bonus. Here the draw pile holds only the tax:
    // the reduced coins are reshuffled into the bonus coins, and the tax card ends on the discard pile.
    UnterwegsState s = Table.of(2).draw("TAX").drawOnly().coins(0, 30).coins(1, 29).build();
    assertThat(s.discard()).isEmpty();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, REVEAL);
    UnterwegsState after = step.state();
    assertThat(after.players().map(UnterwegsPlayer::coinCount)).containsExactly(9, 9);
    assertThat(after.discard().head()).isEqualTo(card("TAX"));
    assertThat(step.events()).anyMatch(e -> e instanceof UnterwegsEvent.Reshuffled r && r.cards() == 43);
    assertThat(after.draw().size() + after.discard().size()).isEqualTo(42);
  }

  @Test
  void tax_theActivePlayerContinuesHisTurn() {
    // §3 (Audit change 2): after the tax he may reveal again or stop; nothing forces a reveal.
    UnterwegsState s = Table.of(2).draw("TAX").build();
    UnterwegsState after = play(s, REVEAL).state();
    assertThat(after.phase()).isEqualTo(new Phase.Discover(true));
    assertThat(GAME.legalActions(after)).containsExactly(REVEAL, STOP);
  }

  @Test
  void tax_eventsTellTheReductionAndTheBonus() {
    UnterwegsState s = Table.of(2).draw("TAX").coins(0, 10).display(0, "PASSENGER").build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, REVEAL);
    assertThat(step.events()).contains(new UnterwegsEvent.TaxResolved(0, false));
    assertThat(step.events()).anyMatch(e -> e instanceof UnterwegsEvent.TaxPaid d && d.seat() == 0
        && d.coins().size() == 2);
    assertThat(step.events()).contains(new UnterwegsEvent.CoinsReceived(1, 1, 0));
  }
}
