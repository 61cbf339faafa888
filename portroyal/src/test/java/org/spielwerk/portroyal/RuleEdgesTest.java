package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.step;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalEvent.CoinsReceived;
import org.spielwerk.portroyal.PortRoyalEvent.Reshuffled;
import org.spielwerk.portroyal.PortRoyalEvent.Source;
import org.spielwerk.portroyal.PortRoyalOptions.Reshuffle;

/**
 * Rules that issue 13's mutation audit found unpinned (a surviving mutant each): every test here
 * fails when the rule it names is broken in {@code Rules}.
 */
class RuleEdgesTest {

  /**
   * §4.6 and Audit Q5 (b), {@link Reshuffle#WHEN_EMPTY}: the draw pile is rebuilt the instant its last
   * card leaves it, also when that card leaves as a coin. The traded ship lies on the discard pile
   * before its coin is drawn (§9.19), so the rebuilt pile holds it; under the default (Q5 a) the draw
   * pile stays empty until the next card is needed.
   */
  @Test
  void reshuffleWhenEmpty_aCoinTakingTheLastCardRebuildsTheDrawPileAtOnce() {
    PortRoyalState eager = Table.of(2).options(PortRoyalOptions.YUCATA.withReshuffle(Reshuffle.WHEN_EMPTY))
        .harbor(SHIP_Y_1_1).slot(0, 1).draw(SAILOR_3).restInDiscard().build();
    int discarded = eager.discard().size();
    Step<PortRoyalState, PortRoyalEvent> trade = step(eager, PortRoyalAction.Trade.of(SHIP_Y_1_1));
    assertThat(events(trade, CoinsReceived.class)).containsExactly(new CoinsReceived(0, Source.TRADE, 1, 0));
    assertThat(events(trade, Reshuffled.class)).containsExactly(new Reshuffled(discarded + 1, 1));
    assertThat(trade.state().draw().size()).isEqualTo(discarded + 1);
    assertThat(trade.state().discard().isEmpty()).isTrue();
    assertThat(trade.state().player(0).coins().head().card()).as("the coin came from the old pile").isEqualTo(SAILOR_3);
    assertThat(trade.state().player(0).coins().head().shuffle()).isZero();

    PortRoyalState lazy = eager.withOptions(PortRoyalOptions.YUCATA);
    Step<PortRoyalState, PortRoyalEvent> later = step(lazy, PortRoyalAction.Trade.of(SHIP_Y_1_1));
    assertThat(events(later, Reshuffled.class)).isEmpty();
    assertThat(later.state().draw().isEmpty()).isTrue();
    assertThat(later.state().discard().size()).isEqualTo(discarded + 1);
  }
}
