package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.step;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalEvent.CoinsReceived;
import org.spielwerk.portroyal.PortRoyalEvent.ContractCompleted;
import org.spielwerk.portroyal.PortRoyalEvent.EndTriggered;
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

  /**
   * §10.5.3 and §10.5.12: the influence of a second contract counts for the end trigger like any
   * other (§6): seat 0 holds 6 influence and one completed contract; completing Kämpfer, his second,
   * brings him to the target of 7 at once.
   */
  @Test
  void contracts_theSecondContractsInfluenceTriggersTheEnd() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED_EXPANSION.withInfluenceTarget(7))
        .contracts(Contract.C_KAEMPFER, Contract.C_KOMIKER, Contract.C_ENTDECKER, Contract.C_CHARMEUR)
        .cubes(Contract.C_KOMIKER, Vector.of(0), 0, 0).display(0, SAILOR_3, SAILOR_5, SAILOR_7).build();
    assertThat(s.player(0).influence()).isEqualTo(6);
    assertThat(s.endTriggered()).isFalse();
    Step<PortRoyalState, PortRoyalEvent> fulfil = step(s, PortRoyalAction.FulfilContract.of(Contract.C_KAEMPFER));
    assertThat(events(fulfil, ContractCompleted.class)).containsExactly(new ContractCompleted(0, Contract.C_KAEMPFER, 0, 1));
    assertThat(fulfil.state().player(0).influence()).isEqualTo(7);
    assertThat(events(fulfil, EndTriggered.class)).containsExactly(new EndTriggered(0, PortRoyalEvent.EndReason.TARGET));
    assertThat(fulfil.state().endTriggered()).isTrue();
  }
}
