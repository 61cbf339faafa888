package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyal.Card.*;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.Status;

/**
 * Issue 8/13 strictness: null and seat arguments rejected at every entry point with the shared
 * wording; validate bounds every counter, calls the options' own check and rejects a position in
 * which a player holds the target but the end is not triggered.
 */
class StrictnessTest {
  private static final PortRoyal GAME = Table.GAME;

  private static void rejected(PortRoyalState s, String field) {
    assertThatThrownBy(() -> GAME.validate(s)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo(field));
  }

  /** The position read from JSON with an explicit null (JSON reads them; validate must reject them). */
  private static PortRoyalState withNull(PortRoyalState s, String parent, String field) {
    try {
      com.fasterxml.jackson.databind.node.ObjectNode tree = (com.fasterxml.jackson.databind.node.ObjectNode)
          new com.fasterxml.jackson.databind.ObjectMapper().readTree(org.spielwerk.core.Json.write(s));
      com.fasterxml.jackson.databind.node.ObjectNode node =
          parent == null ? tree : (com.fasterxml.jackson.databind.node.ObjectNode) tree.get(parent);
      node.putNull(field);
      return org.spielwerk.core.Json.read(tree.toString(), PortRoyalState.class);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void npe(ThrowingCallable call, String name) {
    assertThatThrownBy(call).isInstanceOf(NullPointerException.class).hasMessage(name + " must not be null");
  }

  private static void badSeat(ThrowingCallable call, int seat, int players) {
    assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat " + seat + " is not at this table (seats 0.." + (players - 1) + ")");
  }

  @Test
  void nullsAreRejectedAtEveryEntryPoint() {
    PortRoyalState s = GAME.setup(3, 1);
    npe(() -> GAME.setup(null, 3, 1), "options");
    npe(() -> GAME.apply(null, PortRoyalAction.REVEAL), "state");
    npe(() -> GAME.apply(s, null), "action");
    npe(() -> GAME.legalActions(null), "state");
    npe(() -> GAME.status(null), "state");
    npe(() -> GAME.view(null, 0), "state");
    npe(() -> GAME.resample(null, 0, 1), "state");
    npe(() -> GAME.validate(null), "state");
    npe(() -> GAME.heuristic().value(null, 0), "state");
  }

  /** A seat outside the table is rejected, never rendered as "Player 10". */
  @Test
  void seatsOutsideTheTableAreRejected() {
    PortRoyalState s = GAME.setup(3, 1);
    badSeat(() -> GAME.view(s, 9), 9, 3);
    badSeat(() -> GAME.view(s, -1), -1, 3);
    badSeat(() -> GAME.resample(s, 3, 1), 3, 3);
    badSeat(() -> GAME.heuristic().value(s, 3), 3, 3);
    assertThat(GAME.view(s, 2).observer()).isEqualTo(2);
  }

  /** §6, V3: reaching the target triggers the end; a position claiming otherwise is rejected. */
  @Test
  void theTargetHeldWithoutTheEndTriggered_isRejected() {
    PortRoyalOptions target = PortRoyalOptions.PRINTED.withInfluenceTarget(3);
    PortRoyalState s = Table.of(2).options(target).display(1, GOVERNOR, SAILOR_3, SAILOR_5).buildUnchecked();
    assertThat(s.player(1).influence()).isGreaterThanOrEqualTo(3);
    rejected(s, "endTriggered");
    assertThatCode(() -> GAME.validate(s.withEndTriggered(true))).doesNotThrowAnyException();
    // V2: without an expedition the target alone does not trigger the end
    PortRoyalState v2 = s.withOptions(target.withExpeditionRequired(true));
    assertThatCode(() -> GAME.validate(v2)).doesNotThrowAnyException();
  }

  /** Every counter of the position is bounded, overflow-safe (issue 13's list). */
  @Test
  void countersOutOfRange_areRejected() {
    PortRoyalState s = Table.of(2).harbor(SHIP_Y_1_1).slot(0, 1).build();
    rejected(s.withPhase(new Phase.TradeAndHire(0, 0, Integer.MAX_VALUE, 0)), "phase.allowance");
    rejected(s.withPhase(new Phase.TradeAndHire(0, 0, -1, 0)), "phase.allowance");
    rejected(s.withPhase(new Phase.TradeAndHire(0, 0, 1, Integer.MIN_VALUE)), "phase.taken");
    rejected(s.withPhase(new Phase.TradeAndHire(Integer.MAX_VALUE, 0, 1, 0)), "phase.slot");
    rejected(s.withPhase(new Phase.TradeAndHire(1, 0, 1, 0)), "phase.seat");
    rejected(s.withShuffles(Integer.MAX_VALUE), "shuffles");
    rejected(s.withShuffles(-1), "shuffles");
    rejected(s.withRound(-1), "round");
    rejected(s.withRound(Integer.MAX_VALUE), "round");
    rejected(s.withRound(s.options().roundLimit()), "round");
    rejected(s.withActive(2), "active");
    rejected(s.withStartPlayer(Integer.MIN_VALUE), "startPlayer");
    rejected(s.withPhase(new Phase.Discover(Integer.MAX_VALUE, false, 0, false)), "phase.cards");
    rejected(s.withPhase(new Phase.Discover(-1, false, 0, false)), "phase.cards");
    rejected(s.withPhase(new Phase.Discover(0, false, 1, false)), "phase.reshuffles");
    rejected(s.withShuffles(1).withPhase(new Phase.Discover(0, false, -1, false)), "phase.reshuffles");
    assertThatCode(() -> GAME.validate(s.withShuffles(1).withPhase(new Phase.Discover(0, false, 1, false))))
        .doesNotThrowAnyException();
    rejected(s.withPhase(new Phase.GameOver()), "endTriggered");
    rejected(s.withPhase(new Phase.TurnOver(0)), "phase");
  }

  /** validate calls the options' own check: a missing or out-of-range option names its field. */
  @Test
  void badOptionsInAPosition_areRejected() {
    PortRoyalState s = Table.of(2).build();
    rejected(withNull(s, "options", "extraTaxKind"), "options");
    rejected(withNull(s, "options", "cardTable"), "options");
    rejected(s.withOptions(s.options().withRoundLimit(Integer.MAX_VALUE)), "options.roundLimit");
    rejected(s.withOptions(s.options().withInfluenceTarget(Integer.MAX_VALUE)), "options.influenceTarget");
    rejected(s.withOptions(s.options().withStartPlayer(7)), "options.startPlayer");
    rejected(s.withOptions(s.options().withCardTable(Vector.of(new CardRow(SAILOR_3, 10, 3, Integer.MAX_VALUE, 1, false, 0, false)))),
        "options.cardTable");
    rejected(withNull(s, null, "options"), "options");
  }

  /** Missing parts and components out of place name their field. */
  @Test
  void missingPartsAndComponents_areRejected() {
    PortRoyalState s = Table.of(2).coins(0, 2).build();
    rejected(withNull(s, null, "phase"), "phase");
    rejected(withNull(s, null, "rng"), "rng");
    rejected(s.withDraw(s.draw().prepend(null)), "draw");
    rejected(s.withPlayers(s.players().update(0, p -> p.withCoins(p.coins().prepend(null)))), "players[0].coins");
    rejected(s.withPlayers(s.players().update(1, (PortRoyalPlayer) null)), "players[1]");
    rejected(s.withDraw(s.draw().prepend(s.draw().head())), "cards");
    rejected(s.withPlayers(s.players().update(0, p -> p.withCoins(p.coins().prepend(p.coins().head())))), "cards");
    rejected(s.withDraw(List.empty()), "cards");
    PortRoyalState coinFromTheFuture = s.withPlayers(s.players().update(0,
        p -> p.withCoins(p.coins().tail().prepend(Coin.of(p.coins().head().card(), 1)))));
    rejected(coinFromTheFuture, "players[0].coins");
  }

  /** Contract chances name face-up momentary contracts only. */
  @Test
  void chancesForContractsNotFaceUp_areRejected() {
    PortRoyalState s = Table.of(2).options(PortRoyalOptions.PRINTED_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_CHARMEUR, Contract.C_KAEMPFER, Contract.C_ENTDECKER).build();
    rejected(s.withChances(List.of(new ContractChance(0, Vector.of(Contract.C_PECHVOGEL)))), "chances.contracts");
    rejected(s.withChances(List.of(new ContractChance(0, Vector.of(Contract.C_KOMIKER)))), "chances.contracts");
    rejected(s.withChances(List.of(new ContractChance(5, Vector.of(Contract.C_KOMIKER)))), "chances.seat");
  }

  /** A fixed start seat other than 0 or 1 starts, and the seat to its right has the last turn (§6). */
  @Test
  void aFixedStartSeatOfThree_startsAndTheSeatToItsRightEnds() {
    PortRoyalState s = GAME.setup(PortRoyalOptions.PRINTED.withStartPlayer(3), 5, 11);
    assertThat(s.startPlayer()).isEqualTo(3);
    assertThat(s.active()).isEqualTo(3);
    assertThat(s.lastSeat()).isEqualTo(2);
    org.spielwerk.core.RandomSource r = new org.spielwerk.core.RandomSource(5);
    int lastActive = -1;
    while (!GAME.isOver(s)) {
      java.util.List<PortRoyalAction> legal = GAME.legalActions(s);
      lastActive = s.active();
      s = GAME.play(s, legal.get(r.nextInt(legal.size())));
    }
    assertThat(lastActive).isEqualTo(2);
    assertThat(GAME.status(s)).isInstanceOf(Status.Finished.class);
  }
}
