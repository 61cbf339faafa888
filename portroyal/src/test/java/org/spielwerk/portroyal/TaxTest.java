package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.REVEAL;
import static org.spielwerk.portroyal.Table.coins;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.step;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;

/** Tax increases (§4.3) and their edge cases (§9.13-9.15). */
class TaxTest {

  /**
   * Seed example and §9.13: 12 or 13 coins lose 6, 14 lose 7, 11 lose nothing; the tax hits
   * every player, not only the active one (§9.15).
   */
  @Test
  void tax_halvesFortunesOf12OrMore() {
    PortRoyalState s = Table.of(4).coins(0, 12).coins(1, 13).coins(2, 14).coins(3, 11)
        .display(3, SAILOR_3).draw(TAX_MAX_SWORDS).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
    s = step.state();
    assertThat(events(step, PortRoyalEvent.TaxPaid.class)).extracting(e -> e.seat() + ":" + e.coins().size())
        .containsExactly("0:6", "1:6", "2:7");
    // the tax card is announced as resolved (as in unterwegs), before anybody pays
    PortRoyalEvent.TaxResolved tax = new PortRoyalEvent.TaxResolved(0, false, TaxKind.MOST_SWORDS, null);
    assertThat(events(step, PortRoyalEvent.TaxResolved.class)).containsExactly(tax);
    assertThat(step.events().indexOf(tax)).isLessThan(step.events().indexOf(events(step, PortRoyalEvent.TaxPaid.class).get(0)));
    assertThat(coins(s, 0)).isEqualTo(6);
    assertThat(coins(s, 1)).isEqualTo(7);
    assertThat(coins(s, 2)).isEqualTo(7);
    assertThat(coins(s, 3)).as("11 coins are not taxed; most swords gets 1").isEqualTo(12);
    assertThat(s.discard().contains(TAX_MAX_SWORDS)).isTrue();
    assertThat(s.phase()).as("the active player continues his turn").isEqualTo(new Phase.Discover(1, false, 0, false));
  }

  /** §4.3, §9.14: every player tied for the most swords gets 1 coin. */
  @Test
  void mostSwords_tiesAllGetACoin() {
    PortRoyalState s = Table.of(3).display(0, SAILOR_3).display(1, PIRATE_5).display(2, SAILOR_3, SAILOR_5)
        .draw(TAX_MAX_SWORDS).build();
    s = step(s, REVEAL).state();
    assertThat(coins(s, 0)).isZero();
    assertThat(coins(s, 1)).isEqualTo(1);
    assertThat(coins(s, 2)).isEqualTo(1);
  }

  /** §9.14: nobody has a sword - everybody gets 1 coin. */
  @Test
  void mostSwords_allZero_everybodyGetsACoin() {
    PortRoyalState s = Table.of(3).draw(TAX_MAX_SWORDS).build();
    s = step(s, REVEAL).state();
    assertThat(s.players().map(PortRoyalPlayer::coinCount)).containsExactly(1, 1, 1);
  }

  /** §4.3, §9.14: the fewest influence points, ties (also at 0) all get 1 coin. */
  @Test
  void fewestInfluence_tiesAllGetACoin() {
    PortRoyalState s = Table.of(3).display(0, SAILOR_3).display(1, TRADER_BLUE_5).draw(TAX_MIN_IP).build();
    s = step(s, REVEAL).state();
    assertThat(s.players().map(PortRoyalPlayer::coinCount)).containsExactly(0, 0, 1);
    s = Table.of(3).draw(TAX_MIN_IP).build();
    s = step(s, REVEAL).state();
    assertThat(s.players().map(PortRoyalPlayer::coinCount)).containsExactly(1, 1, 1);
  }

  /** §4.3: the bonus is paid after all halving; a taxed player can win the bonus back. */
  @Test
  void bonusAfterHalving() {
    PortRoyalState s = Table.of(2).coins(0, 12).display(0, SAILOR_3).draw(TAX_MAX_SWORDS).build();
    s = step(s, REVEAL).state();
    assertThat(coins(s, 0)).isEqualTo(7);
  }

  /**
   * §4.3: the tax card reaches the discard pile after the bonus, so it can never be drawn as one of
   * its own bonus coins: with an empty draw pile, the bonus coins come from a draw pile rebuilt from
   * the halved coins, and the tax card is alone on the discard pile afterwards.
   */
  @Test
  void taxCard_discardedAfterTheBonus() {
    PortRoyalState s = Table.of(2).coins(0, 12).draw(TAX_MAX_SWORDS).restAsCoins(1).build();
    assertThat(s.draw().size()).isEqualTo(1);
    assertThat(s.discard().isEmpty()).isTrue();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
    assertThat(events(step, PortRoyalEvent.Reshuffled.class)).hasSize(1);
    assertThat(step.state().discard().toList()).containsExactly(TAX_MAX_SWORDS);
  }

  /**
   * Seed (000, "Steuererhöhung": everybody with 12 or more coins gives up the rounded-down half at once)
   * and spec §4.3 step 1: 13 coins lose 6. The event-free {@code play} pays the tax exactly as {@code apply}
   * does (issue 19: it once kept all 13). PRINTED preset, 2 players; seat 0 holds the only swords, so the
   * bonus (most swords) goes to seat 0 and seat 1 keeps 7.
   */
  @Test
  void tax_isPaidByPlayAsByApply() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED).coins(1, 13).display(0, SAILOR_3)
        .draw(TAX_MAX_SWORDS).build();
    PortRoyalState applied = Table.GAME.apply(s, REVEAL).state();
    PortRoyalState played = Table.GAME.play(s, REVEAL);
    assertThat(coins(applied, 1)).isEqualTo(7);
    assertThat(coins(played, 1)).isEqualTo(7);
    assertThat(coins(played, 0)).as("the bonus coin").isEqualTo(1);
    assertThat(played).isEqualTo(applied);
    Table.GAME.validate(played);
  }
}
