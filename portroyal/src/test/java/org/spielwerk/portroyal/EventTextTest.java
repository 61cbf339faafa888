package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Issue 13: event texts whose numbers and branches the playthroughs leave open, in English. */
class EventTextTest {
  private static String english(PortRoyalEvent e) {
    return Table.GAME.text(Locale.ENGLISH).event(e);
  }

  @Test
  void aTurnNamesTheRoundCountedFromOne() {
    assertThat(english(new PortRoyalEvent.TurnStarted(0, 0))).isEqualTo("Player 1's turn (round 1)");
    assertThat(english(new PortRoyalEvent.TurnStarted(2, 4))).isEqualTo("Player 3's turn (round 5)");
  }

  @Test
  void theEndNamesWhoTriggeredIt_seatZeroToo() {
    assertThat(english(new PortRoyalEvent.EndTriggered(0, PortRoyalEvent.EndReason.TARGET)))
        .isEqualTo("the end is triggered: the target was reached by Player 1; the round is played out");
    assertThat(english(new PortRoyalEvent.EndTriggered(-1, PortRoyalEvent.EndReason.ROUND_LIMIT)))
        .isEqualTo("the end is triggered: the round limit was reached; the round is played out");
  }

  @Test
  void taxes_printedAndAdditionalWithTheirReason() {
    assertThat(english(new PortRoyalEvent.TaxResolved(0, false, TaxKind.MOST_SWORDS, null)))
        .isEqualTo("the tax increase (most swords) is resolved");
    assertThat(english(new PortRoyalEvent.TaxResolved(0, true, TaxKind.MOST_SWORDS, PortRoyalEvent.ExtraTaxReason.PILES_EMPTY)))
        .isEqualTo("an additional tax increase (most swords), because both piles are empty");
    assertThat(english(new PortRoyalEvent.TaxResolved(0, true, TaxKind.MOST_SWORDS,
        PortRoyalEvent.ExtraTaxReason.SECOND_RESHUFFLE)))
        .isEqualTo("an additional tax increase (most swords), because the draw pile was shuffled again");
  }

  @Test
  void aSkippedChanceNamesItsContracts() {
    assertThat(english(new PortRoyalEvent.ContractSkipped(1, Vector.of(Contract.C_PECHVOGEL, Contract.C_ZOCKER))))
        .isEqualTo("Player 2 let the chance go by: Jinx (Pechvogel), Gamester (Zocker)");
  }

  @Test
  void aCompletedContractNamesItsRewardFieldFromOne_andInfluenceOnlyWhenGained() {
    assertThat(english(new PortRoyalEvent.ContractCompleted(0, Contract.C_KOMIKER, 0, 1)))
        .isEqualTo("Player 1 completed Comedian (Komiker) (reward field 1), +1 influence");
    assertThat(english(new PortRoyalEvent.ContractCompleted(2, Contract.C_KOMIKER, 1, 0)))
        .isEqualTo("Player 3 completed Comedian (Komiker) (reward field 2)");
  }

  @Test
  void inGerman_theRoundIsCountedFromOneToo() {
    assertThat(Table.GAME.text(Locale.GERMAN).event(new PortRoyalEvent.TurnStarted(0, 0))).endsWith(" ist am Zug (Runde 1)");
  }
}
