package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.PASS;
import static org.spielwerk.portroyal.PortRoyalAction.REPEL;
import static org.spielwerk.portroyal.PortRoyalAction.REVEAL;
import static org.spielwerk.portroyal.PortRoyalAction.STOP;
import static org.spielwerk.portroyal.Table.extraTaxes;
import static org.spielwerk.portroyal.Table.assertIllegal;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.legal;
import static org.spielwerk.portroyal.Table.play;
import static org.spielwerk.portroyal.Table.step;

import io.vavr.collection.Vector;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Rng;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalEvent.EndReason;
import org.spielwerk.portroyal.PortRoyalEvent.EndTriggered;
import org.spielwerk.portroyal.PortRoyalEvent.ExtraTaxReason;
import org.spielwerk.portroyal.PortRoyalEvent.TaxResolved;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxKind;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxOnReshuffle;
import org.spielwerk.portroyal.PortRoyalOptions.ExtraTaxWhenEmpty;
import org.spielwerk.portroyal.PortRoyalOptions.Reshuffle;

/** Yucata's rule changes Y1-Y4 (§7, §4.6) and the open questions Q4, Q5, Q6, Q10 about them. */
class YucataChangesTest {
  private static final PortRoyalOptions YUCATA_SWORDS = PortRoyalOptions.YUCATA.withExtraTaxKind(ExtraTaxKind.MOST_SWORDS);

  /** A deck of only these cards (every other kind replaced by a row with count 0). */
  static Vector<CardRow> deckOf(Map<Card, Integer> counts) {
    return Vector.of(Card.values()).filter(c -> !c.fivePlayer()).map(c -> {
      CardRow row = CardTable.STANDARD.row(c);
      return new CardRow(c, counts.getOrDefault(c, 0), row.cost(), row.influence(), row.swords(), row.skull(), row.coins(), row.gift());
    });
  }

  /** Y1: the start player is random on Yucata; the printed preset starts with the chosen seat. */
  @Test
  void y1_randomStartPlayer() {
    Set<Integer> starts = new HashSet<>();
    for (long seed = 0; seed < 60; seed++) {
      PortRoyalState s = Table.GAME.setup(PortRoyalOptions.YUCATA, 4, seed);
      assertThat(s.active()).isEqualTo(s.startPlayer());
      starts.add(s.startPlayer());
    }
    assertThat(starts).containsExactlyInAnyOrder(0, 1, 2, 3);
    assertThat(Table.GAME.setup(PortRoyalOptions.PRINTED, 4, 9).startPlayer()).isZero();
    assertThat(Table.GAME.setup(PortRoyalOptions.PRINTED.withStartPlayer(2), 4, 9).startPlayer()).isEqualTo(2);
    assertThatThrownBy(() -> Table.GAME.setup(PortRoyalOptions.PRINTED.withStartPlayer(3), 3, 9))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("startPlayer");
  }

  /**
   * Y3 (Q6 a): a card must be revealed but both piles are empty - an additional tax increase is
   * revealed instead; it counts as the mandatory card.
   */
  @Test
  void y3_extraTaxWhenBothPilesAreEmpty() {
    PortRoyalState s = Table.of(2).options(YUCATA_SWORDS).display(0, SAILOR_3).restAsCoins(1).build();
    assertThat(legal(s)).containsExactly(REVEAL);
    int rich = s.player(1).coinCount();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, REVEAL);
    assertThat(extraTaxes(step)).containsExactly(new TaxResolved(0, true, TaxKind.MOST_SWORDS, ExtraTaxReason.PILES_EMPTY));
    s = step.state();
    assertThat(s.player(1).coinCount()).isEqualTo(rich - rich / 2);
    assertThat(s.player(0).coinCount()).as("most swords").isEqualTo(1);
    assertThat(legal(s)).as("the halved coins refilled the discard pile").containsExactly(REVEAL, STOP);
  }

  /**
   * Y3, Y2: when even the additional tax leaves both piles empty, its bonus coins cannot be paid and
   * the player must stop; the game is stuck, so the engine triggers its end.
   */
  @Test
  void y3_pilesStillEmpty_mustStop() {
    PortRoyalOptions tiny = YUCATA_SWORDS.withCardTable(deckOf(Map.of(SHIP_Y_1_1, 3, SHIP_B_1_1, 3)));
    PortRoyalState s = Table.of(2).options(tiny).coins(0, 3).coins(1, 3).build();
    Step<PortRoyalState, PortRoyalEvent> reveal = step(s, REVEAL);
    assertThat(events(reveal, PortRoyalEvent.CoinsReceived.class)).as("Y2: no coins from empty piles").containsExactly(
        new PortRoyalEvent.CoinsReceived(0, PortRoyalEvent.Source.TAX_BONUS, 0, 1),
        new PortRoyalEvent.CoinsReceived(1, PortRoyalEvent.Source.TAX_BONUS, 0, 1));
    s = reveal.state();
    assertThat(legal(s)).containsExactly(STOP);
    Step<PortRoyalState, PortRoyalEvent> stop = step(s, STOP);
    assertThat(events(stop, EndTriggered.class)).containsExactly(new EndTriggered(0, EndReason.STALLED));
  }

  /** Printed rules: no additional tax; with both piles empty nothing can be revealed. */
  @Test
  void printed_noExtraTax() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED).restAsCoins(1).build();
    assertIllegal(s, REVEAL, "Discover (§4.1)");
    assertThat(legal(s)).containsExactly(STOP);
  }

  /** Q6 (b), AS_SOON_AS_EMPTY: the additional tax comes as soon as the turn starts on empty piles. */
  @Test
  void q6_extraTaxAsSoonAsThePilesAreEmpty() {
    PortRoyalOptions tiny = YUCATA_SWORDS.withCardTable(deckOf(Map.of(SHIP_Y_1_1, 3, SHIP_B_1_1, 3)));
    PortRoyalState before = Table.of(2).options(tiny.withExtraTaxWhenPilesEmpty(ExtraTaxWhenEmpty.AS_SOON_AS_EMPTY))
        .coins(0, 3).coins(1, 3).slot(1, 1).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(before, PASS);
    assertThat(extraTaxes(step)).hasSize(1);
    assertThat(step.state().phase()).isEqualTo(new Phase.Discover(0, true, 0, false));
    assertThat(legal(step.state())).containsExactly(STOP);
    PortRoyalState whenRevealing = Table.of(2).options(tiny).coins(0, 3).coins(1, 3).slot(1, 1).build();
    Step<PortRoyalState, PortRoyalEvent> later = step(whenRevealing, PASS);
    assertThat(extraTaxes(later)).isEmpty();
    assertThat(legal(later.state())).containsExactly(REVEAL);
  }

  /** Table for Y4: the discard pile holds one ship the active player keeps repelling. */
  private static PortRoyalState repelLoop(ExtraTaxOnReshuffle rule) {
    return Table.of(2).options(YUCATA_SWORDS.withExtraTaxOnReshuffle(rule)).display(0, PIRATE_5).discard(SHIP_Y_1_1)
        .restAsCoins(1).build();
  }

  /**
   * Y4 (Q4): when the draw pile is rebuilt for the second time in one Discover phase, an additional
   * tax is revealed; the spec's reading fires on every further rebuild, Q4 (a) only on the second.
   */
  @Test
  void y4_extraTaxOnTheSecondReshuffle() {
    for (ExtraTaxOnReshuffle rule : ExtraTaxOnReshuffle.values()) {
      PortRoyalState s = play(repelLoop(rule), REVEAL, REPEL);
      Step<PortRoyalState, PortRoyalEvent> second = step(s, REVEAL);
      int expected = switch (rule) {
        case NEVER -> 0;
        case SECOND -> 1;
        // the tax's bonus coin empties the rebuilt pile, so a third rebuild follows at once
        case SECOND_AND_LATER -> 2;
      };
      assertThat(extraTaxes(second)).as(rule.name()).hasSize(expected)
          .allMatch(e -> e.reason() == ExtraTaxReason.SECOND_RESHUFFLE);
    }
  }

  /** Q5: the draw pile is rebuilt when the next card is needed (a) or the moment it runs out (b). */
  @Test
  void q5_reshuffleTiming() {
    PortRoyalState lazy = Table.of(2).options(PortRoyalOptions.YUCATA).draw(SAILOR_3).restInDiscard().build();
    Step<PortRoyalState, PortRoyalEvent> step = step(lazy, REVEAL);
    assertThat(events(step, PortRoyalEvent.Reshuffled.class)).isEmpty();
    assertThat(step.state().draw().isEmpty()).isTrue();
    PortRoyalState eager = Table.of(2).options(PortRoyalOptions.YUCATA.withReshuffle(Reshuffle.WHEN_EMPTY)).draw(SAILOR_3)
        .restInDiscard().build();
    step = step(eager, REVEAL);
    assertThat(events(step, PortRoyalEvent.Reshuffled.class)).hasSize(1);
    assertThat(step.state().draw().isEmpty()).isFalse();
    assertThat(step.state().discard().isEmpty()).isTrue();
  }

  /** Q10: the additional tax's kind is random (both kinds occur) unless a kind is chosen. */
  @Test
  void q10_kindOfTheExtraTax() {
    Set<TaxKind> kinds = new HashSet<>();
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.YUCATA).restAsCoins(1).build();
    for (long seed = 0; seed < 20; seed++) {
      Step<PortRoyalState, PortRoyalEvent> step = step(s.withRng(Rng.seeded(seed)), REVEAL);
      kinds.add(extraTaxes(step).get(0).kind());
    }
    assertThat(kinds).containsExactlyInAnyOrder(TaxKind.MOST_SWORDS, TaxKind.FEWEST_INFLUENCE);
    PortRoyalState fixed = s.withOptions(PortRoyalOptions.YUCATA.withExtraTaxKind(ExtraTaxKind.FEWEST_INFLUENCE));
    assertThat(extraTaxes(step(fixed, REVEAL)).get(0).kind()).isEqualTo(TaxKind.FEWEST_INFLUENCE);
  }
}
