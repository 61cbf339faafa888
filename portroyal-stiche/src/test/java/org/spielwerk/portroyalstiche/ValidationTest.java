package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.Json;

/** {@code validate} rejects hand-built positions that do not add up, naming the field. */
class ValidationTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  private static PortRoyalSticheState good() {
    return PortRoyalStichePositions.of(3).round(3).tricksDone(2).holder(1, 4).debt(1, 10).ship(0, Good.RUM, Loot.RUM_9).build();
  }

  private static void rejected(PortRoyalSticheState state, String field) {
    assertThatThrownBy(() -> GAME.validate(state)).isInstanceOf(InvalidPositionException.class)
        .hasMessageStartingWith(field);
  }

  @Test
  void aConsistentPosition_passes_alsoAfterAJsonRoundTrip() {
    assertThatCode(() -> GAME.validate(good())).doesNotThrowAnyException();
    PortRoyalSticheState back = Json.read(Json.write(good()), PortRoyalSticheState.class);
    assertThatCode(() -> GAME.validate(back)).doesNotThrowAnyException();
  }

  @Test
  void anAuctionWhosePassesDoNotFitTheBids_isRejected() { // §4.1, issue 19
    // 4 seats, dealer 3: the auction began with seat 0. Seat 1 bid 5 and the turn is at seat 3, so seat 2
    // has had its turn since the bid without outbidding it: it passed.
    PortRoyalSticheState state = PortRoyalStichePositions.of(4).dealer(3).phase(new Phase.Auction(3, 1, 5, 0b0100)).build();
    assertThatCode(() -> GAME.validate(state)).doesNotThrowAnyException();
    assertThatCode(() -> GAME.validate(state.withPhase(new Phase.Auction(3, 1, 5, 0b0101)))).doesNotThrowAnyException();
    rejected(state.withPhase(new Phase.Auction(3, 1, 5, 0)), "phase");
    // before any bid, exactly the seats from the start to the seat to act have passed
    assertThatCode(() -> GAME.validate(state.withPhase(new Phase.Auction(2, -1, 0, 0b0011)))).doesNotThrowAnyException();
    rejected(state.withPhase(new Phase.Auction(2, -1, 0, 0b0001)), "phase");
    rejected(state.withPhase(new Phase.Auction(2, -1, 0, 0b1011)), "phase");
  }

  @Test
  void aLootCardInTwoPlaces_isRejected() {
    PortRoyalSticheState state = good();
    Loot shown = state.display().toList().get(0);
    rejected(state.withLootOut(state.lootOut().with(shown)), "lootOut");
  }

  @Test
  void aMissingLootCard_isRejected() {
    PortRoyalSticheState state = good();
    rejected(state.withLootOut(state.lootOut().without(state.lootOut().toList().get(0))), "loot");
  }

  @Test
  void simpleLootOnTheWrongShip_isRejected() {
    PortRoyalSticheState state = good();
    Player player = state.player(0);
    player = player.withShip(Good.RUM, Ship.EMPTY).withShip(Good.BISCUIT, new Ship(LootSet.of(Loot.RUM_9), BonusSet.EMPTY));
    rejected(state.withPlayer(0, player), "players[0].ships");
  }

  @Test
  void debtBeyond19_orDebtPlusBidBeyond19_isRejected() {
    PortRoyalSticheState state = good();
    rejected(state.withPlayer(0, state.player(0).withDebt(20)), "players[0].debt");
    rejected(state.withBid(10), "bid");
  }

  @Test
  void underReadingA_aMarkedColourInHand_isRejected() { // §7 Reading A: markers are true
    PortRoyalSticheState state = PortRoyalStichePositions.of(3).round(3).tricksDone(2).trump(Colour.BLACK)
        .hand(0, RED_1, BLUE_1, BLUE_2, BLUE_3, BLUE_4, BLUE_5).build();
    rejected(state.withPlayer(0, state.player(0).withMarkers(ColourSet.of(Colour.RED))), "players[0].markers");
    rejected(state.withPlayer(0, state.player(0).withMarkers(ColourSet.of(Colour.BLACK))), "players[0].markers");
  }

  @Test
  void aHandOfTheWrongSize_orATrickCardTwice_isRejected() {
    PortRoyalSticheState state = good();
    rejected(state.withPlayer(0, state.player(0).withHand(state.player(0).hand().union(state.aside()))), "players[0].hand");
    TrickCard extra = state.played().toList().get(0);
    rejected(state.withPlayer(0, state.player(0).withHand(state.player(0).hand().with(extra))), "players[0].hand");
  }

  @Test
  void moveOneNotAtTheBottom_isRejected() { // §2
    PortRoyalSticheState state = good();
    rejected(state.withLootDeck(Vector.of(Loot.MOVE_ONE).appendAll(state.lootDeck().init())), "lootDeck");
  }

  @Test
  void aBonusCardTwice_isRejected() {
    PortRoyalSticheState state = good();
    Bonus top = state.bonusDeck().head();
    rejected(state.withPendingBonus(BonusSet.of(top)), "pendingBonus");
  }

  @Test
  void aPhaseThatDoesNotFit_isRejected() {
    PortRoyalSticheState state = good();
    rejected(state.withPhase(new Phase.Exchange(2)), "phase");
    rejected(state.withPhase(new Phase.GameOver()), "phase");
  }

  @Test
  void missingFields_areRejected() {
    PortRoyalSticheState s = good();
    rejected(new PortRoyalSticheState(s.options(), s.round(), s.dealer(), s.players(), null, s.display(),
        s.bonusCarrier(), s.bonusUnder(), s.bonusDeck(), s.lootOut(), s.holder(), s.bid(), s.repaid(), s.trump(),
        s.faceUp(), s.aside(), s.played(), s.tricksDone(), s.pendingBonus(), s.phase(), s.rng()), "state");
  }
}
