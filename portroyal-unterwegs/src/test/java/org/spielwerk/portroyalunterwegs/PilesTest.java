package org.spielwerk.portroyalunterwegs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalunterwegs.Table.GAME;
import static org.spielwerk.portroyalunterwegs.UnterwegsAction.REVEAL;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Step;

/** Drawing, reshuffling and both piles running dry (§3, §6.4, Audit U-Q2). */
class PilesTest {

  @Test
  void reshuffle_anEmptyDrawPileIsRebuiltFromTheDiscardPile() {
    // §3: when the draw pile is used up, the discard pile is shuffled into a new one.
    UnterwegsState s = Table.of(2).drawOnly().coins(0, 20).coins(1, 20).build();
    assertThat(s.draw()).isEmpty();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, REVEAL);
    assertThat(step.events().get(0)).isEqualTo(new UnterwegsEvent.Reshuffled(20));
    assertThat(step.state().discard().size() + step.state().draw().size()
        + step.state().harbor().size()).isLessThanOrEqualTo(20);
  }

  @Test
  void reshuffle_isDeterministicFromTheStatesGenerator() {
    UnterwegsState s = Table.of(2).drawOnly().coins(0, 20).coins(1, 20).build();
    assertThat(GAME.apply(s, REVEAL)).isEqualTo(GAME.apply(s, REVEAL));
  }

  @Test
  void emptyPiles_readingA_aVirtualTaxIsRevealed() {
    // Audit U-Q2 (a), the default: with both piles empty a reveal resolves a tax of this edition's kind.
    // UnterwegsPlayer 0 holds 30 coins and drops to 8; seat 1 (29, fewest influence) drops to 8 and gets 1 back.
    UnterwegsState s = Table.of(2).drawOnly().coins(0, 30).coins(1, 29).display(0, "PASSENGER").build();
    assertThat(s.draw().isEmpty() && s.discard().isEmpty()).isTrue();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, REVEAL);
    assertThat(step.events().get(0)).isEqualTo(new UnterwegsEvent.TaxResolved(0, true));
    assertThat(step.state().players().map(UnterwegsPlayer::coinCount)).containsExactly(8, 9);
    assertThat(step.state().phase()).isEqualTo(new Phase.Discover(true));
  }

  @Test
  void emptyPiles_readingA_whenTheVirtualTaxLeavesThemEmptyDiscoverEnds() {
    // Audit U-Q2 (a): nothing more can be revealed, so Trade & Hire starts, here with nothing to take.
    // 4 players hold 28 persons and 8 coins each: all 60 cards, nobody above 8 coins.
    UnterwegsState s = allCardsHeld(UnterwegsOptions.DEFAULT);
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, REVEAL);
    assertThat(step.events()).contains(new UnterwegsEvent.TaxResolved(0, true),
        new UnterwegsEvent.DiscoverEnded(0, 0, 1), new UnterwegsEvent.TurnStarted(1));
    assertThat(step.state().active()).isEqualTo(1);
    assertThat(step.state().players().map(UnterwegsPlayer::coinCount)).containsExactly(8, 8, 8, 8);
  }

  @Test
  void emptyPiles_readingB_nothingToRevealEndsTheGameAsStalled() {
    // Audit U-Q2 (b): with both piles empty nothing can be revealed; a turn that starts so can never
    // change anything, and the game ends (ENGINE DECISION).
    UnterwegsState s = Table.of(2).options(UnterwegsOptions.DEFAULT.withExtraTaxWhenPilesEmpty(UnterwegsOptions.ExtraTaxWhenEmpty.NEVER))
        .harbor("U_B_2_2N").phase(new Phase.TradeAndHire(1, 1, 0)).display(1, "WHOLESALER_B_8")
        .drawOnly().coins(0, 50).coins(1, 8).build();
    Step<UnterwegsState, UnterwegsEvent> step = GAME.apply(s, Table.trade("U_B_2_2N"));
    assertThat(step.events()).contains(new UnterwegsEvent.CoinsReceived(1, 0, 2));
    assertThat(step.state().phase()).isEqualTo(new Phase.GameOver(true));
  }

  @Test
  void emptyPiles_readingB_midTurnOnlyStopRemains() {
    UnterwegsState s = Table.of(2).options(UnterwegsOptions.DEFAULT.withExtraTaxWhenPilesEmpty(UnterwegsOptions.ExtraTaxWhenEmpty.NEVER))
        .draw("PASSENGER").drawOnly().coins(0, 30).coins(1, 29).build();
    UnterwegsState after = GAME.play(s, REVEAL);
    assertThat(GAME.legalActions(after)).containsExactly(UnterwegsAction.STOP);
  }

  /** 4 players: 7 persons each in display, 8 coins each; both piles empty. */
  static UnterwegsState allCardsHeld(UnterwegsOptions options) {
    UnterwegsPositions table = Table.of(4).options(options.withInfluenceTarget(60)).drawOnly();
    java.util.List<Card> persons = options.cards().filter(c -> c instanceof Card.Person).asJava();
    for (int i = 0; i < 28; i++) {
      table.display(i % 4, persons.get(i).id());
    }
    UnterwegsState s = table.coins(0, 8).coins(1, 8).coins(2, 8).coins(3, 8).build();
    assertThat(s.draw().isEmpty() && s.discard().isEmpty()).isTrue();
    return s;
  }
}
