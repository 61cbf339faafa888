package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;

/**
 * Positions that did not come from play: {@code validate} bounds every number overflow-safely, checks
 * where the seed lets each card lie, and rejects positions that {@code resample} could not deal or in
 * which the seat to move has nothing to do. Also the argument checks of every entry point.
 */
class StrictnessTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();
  private static final PortRoyalSticheAction PASS = PortRoyalSticheAction.PASS;

  private static void rejected(PortRoyalSticheState state, String field) {
    assertThatThrownBy(() -> GAME.validate(state)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo(field));
  }

  /**
   * A fresh game played on by the first legal action until the phase is of the given type; the holder
   * keeps the face-up cards in hand (lays two of his own aside).
   */
  private static PortRoyalSticheState until(Class<? extends Phase> phase, PortRoyalSticheOptions options) {
    PortRoyalSticheState s = GAME.setup(options, 3, 11);
    while (!phase.isInstance(s.phase())) {
      TrickSet faceUp = s.faceUp();
      PortRoyalSticheAction action = GAME.legalActions(s).stream()
          .filter(a -> !(a instanceof PortRoyalSticheAction.LayAside lay)
              || !faceUp.contains(lay.first()) && !faceUp.contains(lay.second()))
          .findFirst().orElseThrow();
      s = GAME.play(s, action);
    }
    return s;
  }

  @Test
  void moveOne_staysAtTheBottomOfTheDeckUntilRound6() {
    // §2: „1 Karte umlegen" is placed at the bottom of the loot deck; only round 6 reveals it. A display of
    // an earlier round cannot show it.
    PortRoyalSticheState s = until(Phase.PrizeChoice.class, PortRoyalSticheOptions.STANDARD);
    assertThat(s.round()).isLessThan(6);
    Loot shown = s.display().toList().get(0);
    PortRoyalSticheState early = s.withLootDeck(s.lootDeck().init().append(shown))
        .withDisplay(s.display().without(shown).with(Loot.MOVE_ONE));
    rejected(early, "lootDeck");
  }

  @Test
  void auction_theHighBidIsBoundedOverflowSafely() {
    // §4.1: debt plus bid never exceed 19. highBid = MAX would overflow a plain sum past the check.
    PortRoyalSticheState s = GAME.play(GAME.setup(PortRoyalSticheOptions.STANDARD, 3, 5),
        new PortRoyalSticheAction.Bid(3));
    Phase.Auction a = (Phase.Auction) s.phase();
    GAME.validate(s);
    int bidder = a.highBidder();
    rejected(s.withPhase(new Phase.Auction(a.toAct(), bidder, Integer.MAX_VALUE, a.passed())), "phase");
    PortRoyalSticheState indebted = s.withPlayer(bidder, s.player(bidder).withDebt(19));
    rejected(indebted.withPhase(new Phase.Auction(a.toAct(), bidder, Integer.MAX_VALUE, a.passed())), "phase");
    rejected(indebted, "phase");
    rejected(s.withPhase(new Phase.Auction(a.toAct(), a.toAct(), 3, a.passed())), "phase");
    rejected(s.withPhase(new Phase.Auction(a.toAct(), bidder, 3, -1)), "phase");
    rejected(s.withPhase(new Phase.Auction(Integer.MIN_VALUE, bidder, 3, a.passed())), "phase");
  }

  @Test
  void bid_thePendingBidIsBoundedOverflowSafely() {
    PortRoyalSticheState s = until(Phase.PrizeChoice.class, PortRoyalSticheOptions.STANDARD);
    int holder = s.holder();
    PortRoyalSticheState withBid = s.withBid(5);
    GAME.validate(withBid);
    rejected(s.withBid(Integer.MAX_VALUE), "bid");
    rejected(s.withBid(Integer.MIN_VALUE), "bid");
    rejected(withBid.withPlayer(holder, s.player(holder).withDebt(15)), "bid");
    rejected(s.withRepaid(true), "repaid");
    rejected(s.withRound(Integer.MAX_VALUE), "round");
    rejected(s.withTricksDone(-1), "tricksDone");
    rejected(s.withDealer(3), "dealer");
    rejected(s.withPlayer(0, s.player(0).withDebt(-1)), "players[0].debt");
  }

  @Test
  void holder_mustHoldTheFaceUpCardsHeTook() {
    // §4.1-4.2: the privilege holder takes the two face-up cards into his hand. A position naming another
    // holder cannot be re-dealt by resample (the face-up cards would have to be his), so it is rejected.
    PortRoyalSticheState s = until(Phase.PrizeChoice.class, PortRoyalSticheOptions.STANDARD);
    GAME.validate(s);
    for (int other = 0; other < 3; other++) {
      if (other != s.holder()) {
        rejected(s.withHolder(other), "holder");
      }
    }
    for (int seat = 0; seat < 3; seat++) {
      GAME.validate(GAME.resample(s, seat, 9));
    }
  }

  @Test
  void penalty_needsACardToTake() {
    // §7 Reading B: without a loot card of the offender's the penalty is waived, so a Penalty phase
    // with nothing to take would leave the chooser without a move.
    PortRoyalSticheState s = until(Phase.TrickPlay.class, PortRoyalSticheOptions.REVOKE_BLUFF);
    Phase.TrickPlay play = (Phase.TrickPlay) s.phase();
    int seat = play.trick().toPlay(3);
    TrickCard card = s.player(seat).hand().toList().get(0);
    Trick trick = play.trick().with(new PlayedCard(seat, card, false));
    PortRoyalSticheState penalty = s.withPlayer(seat, s.player(seat).withHand(s.player(seat).hand().without(card)))
        .withPhase(new Phase.Penalty(trick, seat, s.right(seat)));
    assertThat(TrickRules.penaltyTargets(penalty, seat).isEmpty()).isTrue();
    rejected(penalty, "phase");
  }

  @Test
  void options_meaninglessCombinationsAreRejected() {
    PortRoyalSticheState s = GAME.setup(PortRoyalSticheOptions.STANDARD, 4, 1);
    rejected(s.withOptions(PortRoyalSticheOptions.STANDARD.withKlabautermannTakesBackMarkers(true)),
        "options.klabautermannTakesBackMarkers");
    rejected(s.withOptions(PortRoyalSticheOptions.STANDARD.withPenaltyMayTakeKeptRemoveOne(true)),
        "options.penaltyMayTakeKeptRemoveOne");
  }

}
