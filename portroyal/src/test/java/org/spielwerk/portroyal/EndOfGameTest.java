package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyal.Card.*;
import static org.spielwerk.portroyal.PortRoyalAction.PASS;
import static org.spielwerk.portroyal.PortRoyalAction.REVEAL;
import static org.spielwerk.portroyal.PortRoyalAction.STOP;
import static org.spielwerk.portroyal.Table.events;
import static org.spielwerk.portroyal.Table.play;
import static org.spielwerk.portroyal.Table.step;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.portroyal.PortRoyalAction.ClaimExpedition;
import org.spielwerk.portroyal.PortRoyalAction.Hire;
import org.spielwerk.portroyal.PortRoyalEvent.EndReason;
import org.spielwerk.portroyal.PortRoyalEvent.EndTriggered;

/** The end of the game and the winner (§6, §9.17, §9.18) and the variants V2, V3 (§8). */
class EndOfGameTest {

  /** A person worth 3 with 11 influence in the display already: hiring it reaches 14. */
  private static PortRoyalPositions elevenInfluence(int seat, PortRoyalPositions table) {
    return table.display(seat, SAILOR_5, PIRATE_9, JESTER_9, ADMIRAL_9);
  }

  private static PortRoyalState playTurnsWithoutCards(PortRoyalState s) {
    // every turn: reveal a tax (or anything), stop, everybody passes
    while (!(s.phase() instanceof Phase.GameOver)) {
      java.util.List<PortRoyalAction> legal = Table.legal(s);
      s = play(s, legal.contains(STOP) ? STOP : legal.contains(PASS) ? PASS : legal.get(0));
    }
    return s;
  }

  /**
   * §6: reaching 12 influence triggers the end; the round is finished so that the player right of
   * the start player has the last turn.
   */
  @Test
  void twelveInfluence_roundIsPlayedOut() {
    PortRoyalState s = elevenInfluence(0, Table.of(3)).start(0).coins(0, 8).harbor(SAILOR_7).slot(0, 1).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(s, Hire.of(SAILOR_7));
    assertThat(events(step, EndTriggered.class)).containsExactly(new EndTriggered(0, EndReason.TARGET));
    s = step.state();
    assertThat(s.endTriggered()).isTrue();
    assertThat(s.active()).isEqualTo(1);
    s = play(s, REVEAL, STOP);
    assertThat(s.active()).isEqualTo(2);
    assertThat(Table.GAME.isOver(s)).isFalse();
    s = play(s, REVEAL);
    s = playTurnsWithoutCards(s);
    assertThat(s.round()).isEqualTo(1);
    Status.Finished finished = (Status.Finished) Table.GAME.status(s);
    assertThat(finished.outcome().winners()).containsExactly(0);
  }

  /** §9.17: a non-active player who reaches 12 in another player's turn triggers the end too. */
  @Test
  void triggeredOutsideOwnTurn() {
    PortRoyalState s = elevenInfluence(2, Table.of(3)).start(0).active(1).coins(2, 9).harbor(SAILOR_7).slot(1, 1).build();
    s = play(s, Hire.of(SAILOR_7));
    assertThat(s.endTriggered()).isTrue();
    assertThat(s.active()).isEqualTo(2);
    s = playTurnsWithoutCards(s);
    assertThat(s.round()).as("seat 2 (right of start player 0) had the last turn").isEqualTo(1);
  }

  /** §6: triggered during the last player's turn, the game ends after that turn. */
  @Test
  void triggeredInTheLastTurn_endsAfterIt() {
    PortRoyalState s = elevenInfluence(2, Table.of(3)).start(0).active(2).coins(2, 8).harbor(SAILOR_7).slot(0, 1).build();
    s = play(s, Hire.of(SAILOR_7));
    assertThat(Table.GAME.isOver(s)).isTrue();
    assertThat(events(step(Table.of(3).start(0).active(2).endTriggered().harbor(SAILOR_3).coins(2, 3).slot(0, 1).build(),
        Hire.of(SAILOR_3)), PortRoyalEvent.GameEnded.class)).hasSize(1);
  }

  /** §6, §9.18: most influence wins; ties by coins; then shared wins. */
  @Test
  void winner_byInfluenceThenCoins_sharedWin() {
    PortRoyalState s = Table.of(4).start(0).active(3).endTriggered()
        .display(0, JESTER_9, ADMIRAL_9).coins(0, 2)
        .display(1, ADMIRAL_9, MADEMOISELLE_9).coins(1, 5)
        .display(2, MADEMOISELLE_9, SAILOR_7).coins(2, 5)
        .display(3, SAILOR_3).coins(3, 9)
        .harbor(SHIP_Y_1_1).phase(new Phase.Discover(1, false, 0, false)).build();
    s = play(s, STOP, PASS);
    s = playTurnsWithoutCards(s);
    Outcome outcome = ((Status.Finished) Table.GAME.status(s)).outcome();
    assertThat(outcome.scores()).containsExactly(6, 6, 6, 1);
    assertThat(outcome.ranks()).containsExactly(2, 0, 0, 3);
    assertThat(outcome.winners()).containsExactly(1, 2);
  }

  /** V2 (§8): without an expedition, 12 influence does not trigger the end. */
  @Test
  void expeditionRequired_noTriggerWithoutExpedition() {
    PortRoyalOptions v2 = PortRoyalOptions.PRINTED.withExpeditionRequired(true);
    PortRoyalState s = elevenInfluence(0, Table.of(2).options(v2)).coins(0, 8).harbor(SAILOR_7).slot(0, 1).build();
    s = play(s, Hire.of(SAILOR_7));
    assertThat(s.endTriggered()).isFalse();
    PortRoyalState withExpedition = Table.of(2).options(v2).display(0, SAILOR_7, PIRATE_9, JESTER_9, ADMIRAL_5, CAPTAIN, CAPTAIN)
        .row(EXP_2ANCHOR).build();
    withExpedition = play(withExpedition, new ClaimExpedition(EXP_2ANCHOR, CardBag.of(CAPTAIN, CAPTAIN)));
    assertThat(withExpedition.player(0).influence()).isEqualTo(14);
    assertThat(withExpedition.endTriggered()).isTrue();
  }

  /** V2 (§8): players with an expedition rank above players without one. */
  @Test
  void expeditionRequired_rankingPutsExpeditionsFirst() {
    PortRoyalOptions v2 = PortRoyalOptions.PRINTED.withExpeditionRequired(true);
    PortRoyalState s = Table.of(2).options(v2).start(0).active(1).endTriggered()
        .display(0, EXP_2HOUSE).display(1, SAILOR_7, PIRATE_9, JESTER_9, ADMIRAL_9)
        .harbor(SHIP_Y_1_1).phase(new Phase.Discover(1, false, 0, false)).build();
    s = playTurnsWithoutCards(play(s, STOP));
    Outcome outcome = ((Status.Finished) Table.GAME.status(s)).outcome();
    assertThat(outcome.scores()).containsExactly(4, 12);
    assertThat(outcome.winners()).containsExactly(0);
  }

  /** V3 (§8): the chosen target triggers the end; a target below 1 is rejected. */
  @Test
  void chosenTarget() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED.withInfluenceTarget(2)).display(0, SAILOR_3)
        .coins(0, 3).harbor(SAILOR_3).slot(0, 1).build();
    s = play(s, Hire.of(SAILOR_3));
    assertThat(s.endTriggered()).isTrue();
    assertThatThrownBy(() -> Table.GAME.setup(PortRoyalOptions.YUCATA.withInfluenceTarget(0), 3, 1))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("influenceTarget").hasMessageContaining("V3");
  }

  /**
   * ENGINE DECISION (not in the rules): a turn in which no card can be revealed (both piles empty,
   * no Yucata tax that refills them) triggers the end, so a stuck game still ends.
   */
  @Test
  void stalled_noCardToReveal_triggersTheEnd() {
    PortRoyalState s = Table.of(2).restAsCoins(1).build();
    assertThat(Table.legal(s)).containsExactly(STOP);
    Step<PortRoyalState, PortRoyalEvent> step = step(s, STOP);
    assertThat(events(step, EndTriggered.class)).containsExactly(new EndTriggered(0, EndReason.STALLED));
  }

  /** ENGINE DECISION: the round limit ends a game nobody can win (e.g. an unreachable target). */
  @Test
  void roundLimit_endsTheGame() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED.withRoundLimit(3)).start(0).active(1).round(2)
        .harbor(SHIP_Y_1_1).phase(new Phase.Discover(1, false, 0, false)).build();
    Step<PortRoyalState, PortRoyalEvent> step = step(play(s, STOP, PASS), PASS);
    assertThat(events(step, EndTriggered.class)).containsExactly(new EndTriggered(-1, EndReason.ROUND_LIMIT));
    assertThat(Table.GAME.isOver(step.state())).isTrue();
  }
}
