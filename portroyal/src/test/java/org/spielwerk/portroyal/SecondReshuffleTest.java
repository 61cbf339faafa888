package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.REVEAL;
import static org.spielwerk.portroyal.Table.extraTaxes;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.step;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalEvent.CoinsReceived;
import org.spielwerk.portroyal.PortRoyalEvent.Reshuffled;
import org.spielwerk.portroyal.PortRoyalEvent.ExtraTaxReason;
import org.spielwerk.portroyal.PortRoyalEvent.TaxResolved;
import org.spielwerk.portroyal.PortRoyalEvent.Source;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxKind;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxOnReshuffle;
import org.spielwerk.portroyal.PortRoyalOptions.ReshufflesCounted;

/**
 * Y4 (§7), seed: "Wenn in der Spielphase Entdecken der Nachziehstapel das zweite Mal neu gemischt
 * werden muss (...), wird eine zusätzliche Karte Steuererhöhung aufgedeckt." Every rebuild of the
 * draw pile while the Discover phase lasts counts, also one forced by coins drawn in it (a tax
 * card's bonus, a bust's Jester payout); {@link ReshufflesCounted#FOR_REVEALS} counts only the
 * rebuilds needed to reveal a card.
 */
class SecondReshuffleTest {

  private static PortRoyalOptions yucata(ReshufflesCounted counted, ExtraTaxKind kind) {
    return PortRoyalOptions.YUCATA.withReshufflesCounted(counted).withExtraTaxKind(kind);
  }

  /**
   * The first rebuild is needed to reveal the tax card (the draw pile is empty); the tax halves seat
   * 1's coins onto the discard pile, and the bonus coin for the most swords forces the second rebuild:
   * an additional tax increase of the chosen kind, resolved once the tax card's bonus is paid.
   */
  @Test
  void aTaxBonusForcingTheSecondRebuild_revealsAnAdditionalTax() {
    PortRoyalState s = Table.of(2).options(yucata(ReshufflesCounted.EVERY_REBUILD, ExtraTaxKind.MOST_SWORDS))
        .display(0, PIRATE_5).discard(TAX_MAX_SWORDS).restAsCoins(1).build();
    int rich = s.player(1).coinCount();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
    assertThat(events(step, Reshuffled.class)).extracting(Reshuffled::shuffles).containsExactly(1, 2);
    assertThat(extraTaxes(step))
        .containsExactly(new TaxResolved(0, true, TaxKind.MOST_SWORDS, ExtraTaxReason.SECOND_RESHUFFLE));
    assertThat(events(step, CoinsReceived.class)).as("the card's bonus, then the additional tax's").containsExactly(
        new CoinsReceived(0, Source.TAX_BONUS, 1, 0), new CoinsReceived(0, Source.TAX_BONUS, 1, 0));
    int afterCard = rich - rich / 2;
    assertThat(s = step.state()).extracting(x -> x.player(1).coinCount()).isEqualTo(afterCard - afterCard / 2);
    assertThat(s.player(0).coinCount()).isEqualTo(2);
    assertThat(s.phase()).isEqualTo(new Phase.Discover(1, false, 2, false));
    assertThat(s.shuffles()).isEqualTo(2);
  }

  /** The additional tax's kind is the chosen one (Audit Q10 b): fewest influence pays seat 1. */
  @Test
  void theAdditionalTaxHasTheChosenKind() {
    PortRoyalState s = Table.of(2).options(yucata(ReshufflesCounted.EVERY_REBUILD, ExtraTaxKind.FEWEST_INFLUENCE))
        .display(0, PIRATE_5).discard(TAX_MAX_SWORDS).restAsCoins(1).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
    assertThat(extraTaxes(step))
        .containsExactly(new TaxResolved(0, true, TaxKind.FEWEST_INFLUENCE, ExtraTaxReason.SECOND_RESHUFFLE));
    assertThat(events(step, CoinsReceived.class)).containsExactly(
        new CoinsReceived(0, Source.TAX_BONUS, 1, 0), new CoinsReceived(1, Source.TAX_BONUS, 1, 0));
  }

  /** The narrower count: the bonus coin's rebuild is not needed to reveal a card, so it does not count. */
  @Test
  void forReveals_theBonusRebuildDoesNotCount() {
    PortRoyalState s = Table.of(2).options(yucata(ReshufflesCounted.FOR_REVEALS, ExtraTaxKind.MOST_SWORDS))
        .display(0, PIRATE_5).discard(TAX_MAX_SWORDS).restAsCoins(1).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
    assertThat(events(step, Reshuffled.class)).hasSize(2);
    assertThat(extraTaxes(step)).isEmpty();
    assertThat(step.state().phase()).isEqualTo(new Phase.Discover(1, false, 1, false));
    assertThat(step.state().player(0).coinCount()).isEqualTo(1);
  }

  /**
   * A bust ends Discover with the Jesters' payout (§4.2); the draw pile (rebuilt once already this
   * phase) is empty, so the payout rebuilds it a second time: the additional tax follows the payout.
   */
  @Test
  void aBustPayoutForcingTheSecondRebuild_revealsAnAdditionalTax() {
    for (ReshufflesCounted counted : ReshufflesCounted.values()) {
      PortRoyalState s = Table.of(2)
          .options(yucata(counted, ExtraTaxKind.MOST_SWORDS).withExtraTaxOnReshuffle(ExtraTaxOnReshuffle.SECOND))
          .shuffles(1).phase(new Phase.Discover(1, false, 1, false)).harbor(SHIP_Y_1_1).draw(SHIP_Y_2_2)
          .display(1, JESTER_5).restAsCoins(1).build();
      Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
      java.util.List<PortRoyalEvent> events = step.events();
      assertThat(events(step, PortRoyalEvent.Busted.class)).hasSize(1);
      int jester = events.indexOf(new CoinsReceived(1, Source.JESTER, 1, 0));
      assertThat(jester).isNotNegative();
      java.util.List<TaxResolved> taxes = extraTaxes(step);
      if (counted == ReshufflesCounted.EVERY_REBUILD) {
        assertThat(taxes).containsExactly(new TaxResolved(0, true, TaxKind.MOST_SWORDS, ExtraTaxReason.SECOND_RESHUFFLE));
        assertThat(events.indexOf(taxes.get(0))).as("after the payout").isGreaterThan(jester);
      } else {
        assertThat(taxes).isEmpty();
      }
      assertThat(step.state().phase()).as("the next turn counts afresh").isEqualTo(Phase.Discover.START);
    }
  }

  /**
   * §3.3, §4.6: coins drawn from an empty draw pile rebuild it from the discard pile; the coin is of
   * the new shuffle. Outside Discover (here a trade in Trade &amp; Hire) a rebuild never adds a tax.
   */
  @Test
  void coinsFromAnEmptyDrawPile_rebuildIt_outsideDiscoverNoTax() {
    PortRoyalState s = Table.of(2).options(yucata(ReshufflesCounted.EVERY_REBUILD, ExtraTaxKind.MOST_SWORDS))
        .shuffles(3).harbor(SHIP_Y_1_1).slot(0, 1).restInDiscard().build();
    int discarded = s.discard().size();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, PortRoyalAction.Trade.of(SHIP_Y_1_1));
    assertThat(events(step, Reshuffled.class)).containsExactly(new Reshuffled(discarded + 1, 4));
    assertThat(events(step, CoinsReceived.class)).containsExactly(new CoinsReceived(0, Source.TRADE, 1, 0));
    assertThat(extraTaxes(step)).isEmpty();
    PortRoyalState after = step.state();
    assertThat(after.shuffles()).isEqualTo(4);
    assertThat(after.discard().isEmpty()).isTrue();
    assertThat(after.draw().size()).isEqualTo(discarded);
    assertThat(after.player(0).coins().head().shuffle()).isEqualTo(4);
  }

  /** The rebuild count survives JSON and the position: a loaded phase carries it on. */
  @Test
  void theCountIsPartOfThePhase() {
    PortRoyalState s = Table.of(2).options(yucata(ReshufflesCounted.EVERY_REBUILD, ExtraTaxKind.MOST_SWORDS))
        .shuffles(1).phase(new Phase.Discover(0, false, 1, false)).display(0, PIRATE_5).discard(SHIP_B_1_1)
        .restAsCoins(1).build();
    PortRoyalState loaded = org.spielwerk.core.Json.read(org.spielwerk.core.Json.write(s), PortRoyalState.class);
    Step<PortRoyalState, PortRoyalEvent> step = step(loaded, REVEAL);
    assertThat(extraTaxes(step)).isNotEmpty();
    assertThat(Vector.ofAll(extraTaxes(step)).map(TaxResolved::reason).distinct())
        .containsExactly(ExtraTaxReason.SECOND_RESHUFFLE);
  }
}
