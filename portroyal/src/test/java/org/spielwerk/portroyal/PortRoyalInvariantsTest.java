package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Step;

/**
 * Per-game invariants over random playouts of every option mix, beyond the contract's per-state
 * checks: counters that only grow (round, shuffle, influence, completed contracts, the end trigger),
 * and what every step must say (a bust empties the harbour and skips Trade &amp; Hire).
 */
class PortRoyalInvariantsTest {

  @Test
  void countersOnlyGrow_overRandomGames() {
    RandomSource random = new RandomSource(42);
    for (int game = 0; game < 300; game++) {
      int players = 2 + game % 4;
      PortRoyalOptions options = PortRoyalContractTest.randomOptions(random.nextLong(), players);
      PortRoyalState s = Table.GAME.setup(options, players, random.nextLong());
      while (!Table.GAME.isOver(s)) {
        List<PortRoyalAction> legal = Table.GAME.legalActions(s);
        Step<PortRoyalState, PortRoyalEvent> step = Table.GAME.apply(s, legal.get(random.nextInt(legal.size())));
        PortRoyalState next = step.state();
        String where = options + " game " + game;
        assertThat(next.round()).as(where).isGreaterThanOrEqualTo(s.round());
        assertThat(next.shuffles()).as(where).isGreaterThanOrEqualTo(s.shuffles());
        if (s.endTriggered()) {
          assertThat(next.endTriggered()).as(where).isTrue();
        }
        for (int seat = 0; seat < players; seat++) {
          assertThat(next.player(seat).influence()).as(where + " influence of " + seat).isGreaterThanOrEqualTo(s.player(seat).influence());
          assertThat(Scoring.contractsCompleted(next, seat)).isGreaterThanOrEqualTo(Scoring.contractsCompleted(s, seat));
        }
        for (PortRoyalEvent event : step.events()) {
          if (event instanceof PortRoyalEvent.Busted) {
            assertThat(step.events()).noneMatch(e -> e instanceof PortRoyalEvent.SlotStarted);
          }
        }
        s = next;
      }
      assertThat(s.endTriggered()).isTrue();
    }
  }
}
