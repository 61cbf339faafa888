package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;

/**
 * Issue 13: {@code validate} gives every counter the range the rules allow and every phase the
 * position it needs, naming the field. Each test starts from a valid position (checked) and changes
 * one thing.
 */
class ValidationBoundsTest {
  private static final PortRoyalStiche GAME = new PortRoyalStiche();

  private static void rejected(PortRoyalSticheState state, String field) {
    assertThatThrownBy(() -> GAME.validate(state)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo(field));
  }

  private static void accepted(PortRoyalSticheState state) {
    assertThatCode(() -> GAME.validate(state)).doesNotThrowAnyException();
  }

  /** Round 3, trick 3 about to be chosen by seat 2; seat 1 holds the privileges for 4. */
  private static PortRoyalSticheState prize() {
    return PortRoyalStichePositions.of(3).round(3).dealer(0).tricksDone(2).holder(1, 4).debt(1, 10)
        .phase(new Phase.PrizeChoice(2)).build();
  }

  /** The auction of round 2 (4 players): seat 2 bid 5, seat 3 passed, seat 0 to act. */
  private static PortRoyalSticheState auction() {
    return PortRoyalStichePositions.of(4).round(2).dealer(1).phase(new Phase.Auction(0, 2, 5, 1 << 3)).build();
  }

  private static PortRoyalSticheState withPhase(PortRoyalSticheState state, Phase phase) {
    return state.withPhase(phase);
  }

  @Test
  void theTable_hasThreeOrFourSeats() { // §2.1
    PortRoyalSticheState s = prize();
    rejected(s.withPlayers(s.players().take(2)), "players");
    PortRoyalSticheState four = auction();
    rejected(four.withPlayers(four.players().append(Player.START)), "players");
  }

  @Test
  void round_runsFrom1To6() { // §3
    PortRoyalSticheState s = prize();
    rejected(s.withRound(0), "round");
    rejected(s.withRound(7), "round");
    accepted(PortRoyalStichePositions.of(3).round(1).tricksDone(2).build());
    accepted(PortRoyalStichePositions.of(3).round(6).tricksDone(2).build());
  }

  @Test
  void dealer_andTricksDone_stayInRange() { // §3, §5: 8 tricks a round
    PortRoyalSticheState s = prize();
    rejected(s.withDealer(-1), "dealer");
    accepted(s.withDealer(2));
    rejected(s.withTricksDone(9), "tricksDone");
  }

  @Test
  void aBoard_hasFourShipsAndEveryPart() { // §1.4
    PortRoyalSticheState s = prize();
    Player p = s.player(1);
    rejected(s.withPlayer(1, p.withShips(p.ships().take(3))), "players[1]");
    rejected(s.withPlayer(1, p.withShips(p.ships().update(2, new Ship(null, BonusSet.EMPTY)))), "players[1]");
    rejected(s.withPlayer(1, p.withShips(p.ships().update(2, new Ship(LootSet.EMPTY, null)))), "players[1]");
    rejected(s.withPlayer(1, new Player(p.debt(), null, p.ships(), p.markers(), p.exposed(), false, p.removedBonus())),
        "players[1]");
    rejected(s.withPlayer(1, new Player(p.debt(), p.hand(), p.ships(), null, p.exposed(), false, p.removedBonus())),
        "players[1]");
    rejected(s.withPlayer(1, new Player(p.debt(), p.hand(), p.ships(), p.markers(), null, false, p.removedBonus())),
        "players[1]");
    rejected(s.withPlayer(1, new Player(p.debt(), p.hand(), p.ships(), p.markers(), p.exposed(), false, null)),
        "players[1]");
    rejected(s.withPlayer(1, new Player(p.debt(), p.hand(), null, p.markers(), p.exposed(), false, p.removedBonus())),
        "players[1]");
    rejected(s.withPlayers(s.players().update(1, (Player) null)), "players[1]");
    rejected(s.withPlayer(1, p.withShips(p.ships().update(0, (Ship) null))), "players[1]");
  }

  @Test
  void debt_runsFrom0To19() { // §1.4, §4.1
    PortRoyalSticheState s = prize();
    accepted(s.withPlayer(0, s.player(0).withDebt(19)));
    rejected(s.withPlayer(0, s.player(0).withDebt(20)), "players[0].debt");
    rejected(s.withPlayer(0, s.player(0).withDebt(Integer.MIN_VALUE)), "players[0].debt");
  }

  @Test
  void markers_needATrumpColour_andExposedMarkersNeedReadingB() { // §5.2, §7
    PortRoyalSticheState a = auction();
    rejected(a.withPlayer(0, a.player(0).withMarkers(ColourSet.of(Colour.RED))), "players[0].markers");
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(3).tricksDone(2).trump(Colour.BLACK)
        .markers(2, Colour.RED).build();
    rejected(s.withPlayer(2, s.player(2).withExposed(ColourSet.of(Colour.RED))), "players[2].exposed");
    PortRoyalSticheState b = PortRoyalStichePositions.of(3).round(3).tricksDone(2).trump(Colour.BLACK)
        .options(PortRoyalSticheOptions.REVOKE_BLUFF).markers(2, Colour.RED).exposed(2, Colour.RED).build();
    rejected(b.withPlayer(2, b.player(2).withExposed(ColourSet.of(Colour.RED, Colour.BLUE))), "players[2].exposed");
  }

  @Test
  void threeMarkers_oneOnEachNonTrumpColour_areAllowed() { // §8.7
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(3).tricksDone(6).trump(Colour.BLACK)
        .markers(2, Colour.RED, Colour.BLUE, Colour.GREEN).hand(2, BLACK_1, KLAB_1).build();
    accepted(s);
    assertThat(s.player(2).markers().size()).isEqualTo(3);
  }

  @Test
  void onlyOneRemoveOne_canBeKept() { // §1.1: one „1 Karte entfernen"
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(3).tricksDone(2).keptRemoveOne(0).build();
    rejected(s.withPlayer(1, s.player(1).withKeptRemoveOne(true)), "players");
  }

  @Test
  void theAuction_phaseFitsItsBids() { // §4.1
    PortRoyalSticheState s = auction();
    accepted(s);
    rejected(withPhase(s, new Phase.Auction(3, 2, 5, 1 << 3)), "phase"); // the seat to act has passed
    rejected(withPhase(s, new Phase.Auction(4, 2, 5, 1 << 3)), "phase");
    rejected(withPhase(s, new Phase.Auction(0, 2, 5, 1 << 4)), "phase"); // a seat not at the table passed
    rejected(withPhase(s, new Phase.Auction(0, -1, 5, 1 << 3)), "phase"); // a high bid without a bidder
    accepted(withPhase(s, new Phase.Auction(0, -1, 0, 1 << 2 | 1 << 3)));
    // dealer 1: the auction began with seat 2; with no bid yet and seat 0 to act, seats 2 and 3 both passed
    rejected(withPhase(s, new Phase.Auction(0, -1, 0, 1 << 3)), "phase");
    rejected(withPhase(s, new Phase.Auction(0, 4, 5, 1 << 3)), "phase");
    rejected(withPhase(s, new Phase.Auction(0, -2, 5, 1 << 3)), "phase");
    rejected(withPhase(s, new Phase.Auction(0, 3, 5, 1 << 3)), "phase"); // the high bidder passed
    rejected(withPhase(s, new Phase.Auction(0, 2, 0, 1 << 3)), "phase"); // a bid is at least 1
    accepted(withPhase(s, new Phase.Auction(0, 2, 1, 1 << 3)));
    accepted(withPhase(s, new Phase.Auction(0, 2, 19, 1 << 3)));
    rejected(withPhase(s, new Phase.Auction(0, 2, 20, 1 << 3)), "phase");
    accepted(s.withPlayer(2, s.player(2).withDebt(14))); // 14 + 5 = 19: at the cap
    rejected(s.withPlayer(2, s.player(2).withDebt(15)), "phase");
    rejected(s.withTricksDone(1), "phase"); // no trick before the privileges are auctioned
  }

  @Test
  void thePrivileges_belongToTheHolder_beforeTheFirstTrick() { // §4.2
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(2).holder(1, 0).phase(new Phase.TrumpChoice(1)).build();
    rejected(withPhase(s, new Phase.TrumpChoice(2)), "phase");
    PortRoyalSticheState l = PortRoyalStichePositions.of(3).round(2).holder(1, 0).phase(new Phase.LeaderChoice(1)).build();
    rejected(withPhase(l, new Phase.LeaderChoice(0)), "phase");
    PortRoyalSticheState e = PortRoyalStichePositions.of(3).round(2).holder(1, 0).phase(new Phase.Exchange(1)).build();
    accepted(e);
    rejected(withPhase(e, new Phase.Exchange(0)), "phase");
    // after a trick the privileges are spent
    PortRoyalSticheState p = prize();
    rejected(withPhase(p, new Phase.TrumpChoice(1)), "phase");
    rejected(withPhase(p, new Phase.LeaderChoice(1)), "phase");
  }

  @Test
  void aLeaderOrWinner_isASeat_andTricksStopAt8() { // §5.1
    PortRoyalSticheState s = prize();
    rejected(withPhase(s, new Phase.PrizeChoice(3)), "phase");
    rejected(withPhase(s, new Phase.PrizeChoice(-1)), "phase");
    accepted(withPhase(s, new Phase.NextLeaderChoice(0)));
    rejected(withPhase(s, new Phase.NextLeaderChoice(3)), "phase");
    rejected(withPhase(s, new Phase.NextLeaderChoice(-1)), "phase");
    PortRoyalSticheState first = PortRoyalStichePositions.of(3).round(3).holder(1, 0).tricksDone(0).build();
    rejected(withPhase(first, new Phase.NextLeaderChoice(0)), "phase"); // nobody has won a trick yet
  }

  @Test
  void after8Tricks_nobodyChoosesAPrizeOrALeader() { // §3: the round ends after the 8th trick
    PortRoyalSticheState over = ScoringTest.over(3).build();
    PortRoyalSticheState round6 = over.withPhase(new Phase.PrizeChoice(0));
    rejected(round6, "phase");
    rejected(over.withPhase(new Phase.NextLeaderChoice(0)), "phase");
    rejected(over.withRound(5), "phase"); // the game ends after round 6 only
  }

  @Test
  void aTrickInPlay_isPlayedClockwiseFromItsLeader() { // §5.1.3
    PortRoyalSticheState s = TrickTest.trick(3, 1, TrickTest.cards(RED_5, RED_6), TrickTest.cards(GREEN_1, GREEN_2),
        TrickTest.cards(GREEN_3), TrickTest.cards(GREEN_4)).build();
    Phase.TrickPlay play = (Phase.TrickPlay) s.phase();
    Trick trick = play.trick();
    rejected(s.withPhase(new Phase.TrickPlay(new Trick(2, trick.prize(), trick.plays()))), "phase");
    rejected(s.withPhase(new Phase.TrickPlay(new Trick(3, trick.prize(), trick.plays()))), "phase");
    rejected(s.withPhase(new Phase.TrickPlay(new Trick(1, null, trick.plays()))), "phase");
    rejected(s.withPhase(new Phase.TrickPlay(new Trick(1, trick.prize(), null))), "phase");
    rejected(s.withPhase(new Phase.TrickPlay(null)), "phase");
    Vector<PlayedCard> swapped = Vector.of(new PlayedCard(2, RED_5, false), new PlayedCard(1, RED_6, false));
    rejected(s.withPhase(new Phase.TrickPlay(new Trick(1, trick.prize(), swapped))), "phase");
    Vector<PlayedCard> twice = Vector.of(new PlayedCard(1, RED_5, false), new PlayedCard(2, RED_5, false));
    rejected(s.withPhase(new Phase.TrickPlay(new Trick(1, trick.prize(), twice))), "phase");
    Vector<PlayedCard> nullCard = Vector.of(new PlayedCard(1, RED_5, false), new PlayedCard(2, null, false));
    rejected(s.withPhase(new Phase.TrickPlay(new Trick(1, trick.prize(), nullCard))), "phase");
    Vector<PlayedCard> full = trick.plays().append(new PlayedCard(0, GREEN_1, false));
    rejected(s.withPlayer(0, s.player(0).withHand(TrickSet.of(GREEN_2)))
        .withPhase(new Phase.TrickPlay(new Trick(1, trick.prize(), full))), "phase"); // a full trick is won, not played on
  }

  @Test
  void aPenalty_needsReadingB_theRightHandNeighbour_andTheOffendersCard() { // §7 Reading B
    PortRoyalStichePositions position = TrickTest.trick(3, 0, TrickTest.cards(RED_5, RED_1), TrickTest.cards(GREEN_1),
        TrickTest.cards(GREEN_2), TrickTest.cards(GREEN_3, GREEN_4)).options(PortRoyalSticheOptions.REVOKE_BLUFF)
        .markers(1, Colour.RED).ship(1, Good.RUM, Loot.RUM_9);
    PortRoyalSticheState s = position.build();
    Trick trick = ((Phase.TrickPlay) s.phase()).trick();
    PortRoyalSticheState penalty = s.withPhase(new Phase.Penalty(trick, 1, 0));
    accepted(penalty);
    rejected(s.withPhase(new Phase.Penalty(trick, 1, 2)), "phase"); // the left-hand neighbour does not choose
    rejected(s.withPhase(new Phase.Penalty(trick, 0, 2)), "phase"); // the last card is not the offender's
    rejected(s.withPhase(new Phase.Penalty(trick, 3, 2)), "phase");
    rejected(s.withPhase(new Phase.Penalty(new Trick(0, trick.prize(), Vector.empty()), 1, 0)), "phase");
    rejected(penalty.withOptions(PortRoyalSticheOptions.STANDARD), "phase"); // Reading A has no penalty
  }

  @Test
  void theSpoils_followATrick_andHoldSomethingToDealWith() { // §5.4
    PortRoyalSticheState s = LootTest.won(Loot.RUM_7).build();
    accepted(s);
    rejected(s.withPhase(new Phase.Spoils(3, Option.some(Loot.RUM_7))), "phase");
    rejected(s.withPhase(new Phase.Spoils(-1, Option.some(Loot.RUM_7))), "phase");
    PortRoyalSticheState before = PortRoyalStichePositions.of(3).round(4).holder(1, 0).tricksDone(1).build();
    rejected(before.withPhase(new Phase.Spoils(0, Option.none())), "phase"); // nothing waits to be dealt with
    rejected(before.withPhase(new Phase.Spoils(0, null)), "phase");
    rejected(LootTest.won(Loot.RUM_7).tricksDone(0).unchecked(), "phase"); // no trick won yet
  }

  @Test
  void theHolder_isNamedExactlyAfterTheAuction() { // §4.1
    PortRoyalSticheState a = auction();
    rejected(a.withHolder(0), "holder");
    PortRoyalSticheState s = prize();
    rejected(s.withHolder(-1), "holder");
    rejected(s.withHolder(3), "holder");
  }

  @Test
  void aPendingBid_belongsToAHolderWhoHasNotRepaid() { // §5.5: once per round
    PortRoyalSticheState s = prize();
    rejected(s.withRepaid(true), "bid");
    accepted(s.withBid(0).withRepaid(true));
    accepted(s.withBid(9)); // 10 + 9 = 19
    rejected(s.withBid(10), "bid");
    PortRoyalSticheState a = auction();
    rejected(a.withBid(3), "bid"); // nobody holds the privileges yet
  }

  @Test
  void trump_isChosenAfterTheExchange_andOnlyThen() { // §4.2b
    PortRoyalSticheState e = PortRoyalStichePositions.of(3).round(2).holder(1, 0).phase(new Phase.Exchange(1)).build();
    rejected(e.withTrump(Option.some(Colour.RED)), "trump");
    PortRoyalSticheState t = PortRoyalStichePositions.of(3).round(2).holder(1, 0).phase(new Phase.TrumpChoice(1)).build();
    rejected(t.withTrump(Option.some(Colour.RED)), "trump");
    rejected(auction().withTrump(Option.some(Colour.RED)), "trump");
    rejected(prize().withTrump(Option.none()), "trump");
  }

  @Test
  void twoCardsAreFaceUp_andTwoLaidAside_afterTheExchange() { // §3.2, §4.2a
    PortRoyalSticheState s = prize();
    TrickCard one = s.faceUp().toList().get(0);
    rejected(s.withFaceUp(TrickSet.of(one)), "faceUp");
    rejected(s.withAside(TrickSet.of(s.aside().toList().get(0))).withPlayed(s.played().with(s.aside().toList().get(1))),
        "aside");
    PortRoyalSticheState e = PortRoyalStichePositions.of(3).round(2).holder(1, 0).phase(new Phase.Exchange(1)).build();
    assertThat(e.aside().isEmpty()).isTrue();
    PortRoyalSticheState a = auction();
    TrickCard faceUp = a.faceUp().toList().get(0);
    rejected(a.withFaceUp(a.faceUp().without(faceUp)), "faceUp");
  }

  @Test
  void thePlayedPile_holdsTheCompletedTricks() { // §5
    PortRoyalSticheState s = prize();
    TrickCard card = s.played().toList().get(0);
    rejected(s.withPlayed(s.played().without(card)), "played");
  }

  @Test
  void theFaceUpCards_comeFromTheDeckForThePlayerCount() { // §1.3: 3 players use values 1-6
    PortRoyalSticheState a = PortRoyalStichePositions.of(3).round(2).phase(new Phase.Auction(1, -1, 0, 0)).build();
    TrickCard faceUp = a.faceUp().toList().get(0);
    rejected(a.withFaceUp(a.faceUp().without(faceUp).with(RED_8)), "faceUp");
  }

  @Test
  void everyTrickCardOfTheDeck_liesSomewhere() { // §1.3
    PortRoyalSticheState s = prize();
    Player p = s.player(2);
    TrickCard own = p.hand().toList().get(0);
    rejected(s.withPlayer(2, p.withHand(p.hand().without(own).with(RED_8))), "trick cards"); // not in a 3-player deck
  }

  @Test
  void theLootDeck_hasTheSizeTheRoundLeaves_andNoCardTwice() { // §2, §3.7
    PortRoyalSticheState s = prize();
    Vector<Loot> deck = s.lootDeck();
    rejected(s.withLootDeck(deck.tail()).withLootOut(s.lootOut().with(deck.head())), "lootDeck");
    rejected(s.withLootDeck(deck.update(0, deck.get(1))), "lootDeck");
    rejected(s.withLootDeck(deck.update(0, (Loot) null)), "lootDeck");
  }

  @Test
  void removeAndMoveOne_neverLieOnAShip() { // §1.1: "not placed"
    PortRoyalSticheState onShip = PortRoyalStichePositions.of(3).round(3).tricksDone(2).keptRemoveOne(0).build();
    Player p = onShip.player(0).withKeptRemoveOne(false);
    rejected(onShip.withPlayer(0, p.withShip(Good.RUM, new Ship(LootSet.of(Loot.REMOVE_ONE), BonusSet.EMPTY))),
        "players[0].ships");
  }

  @Test
  void theDisplay_shrinksByOneCardPerTrick() { // §3.1, §5.1
    PortRoyalSticheState s = prize();
    Loot shown = s.display().toList().get(0);
    rejected(s.withDisplay(s.display().without(shown)).withLootOut(s.lootOut().with(shown)), "display");
  }

  @Test
  void bonusCards_onePerRoundLeavesThePile_andEachLiesSomewhere() { // §2.3, §3.7
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(3).tricksDone(2).build();
    Vector<Bonus> pile = s.bonusDeck();
    rejected(s.withBonusDeck(pile.tail()).withBonusUnder(s.bonusUnder().with(pile.head())), "bonusDeck");
    rejected(s.withBonusDeck(pile.update(0, pile.get(1))), "bonusDeck");
    rejected(s.withBonusDeck(pile.update(0, (Bonus) null)), "bonusDeck");
    Bonus under = s.bonusUnder().lowest();
    rejected(s.withBonusUnder(s.bonusUnder().without(under)), "bonus");
  }

  @Test
  void bonusCards_underACarrier_andACarrierOnDisplayOrPlayedFor() { // §3.7, §8.8
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(3).tricksDone(2).build();
    assertThat(s.bonusCarrier()).isNotEmpty();
    rejected(s.withBonusCarrier(Option.none()), "bonusCarrier");
    Loot out = s.lootOut().toList().get(0);
    rejected(s.withBonusCarrier(Option.some(out)), "bonusCarrier");
    PortRoyalSticheState round1 = PortRoyalStichePositions.of(3).round(1).tricksDone(2).build();
    rejected(round1.withBonusCarrier(Option.some(round1.display().toList().get(0))), "bonusCarrier");
    // the carrier may be the prize of the trick on the table
    PortRoyalSticheState played = TrickTest.trick(3, 0, TrickTest.cards(RED_5), TrickTest.cards(GREEN_1),
        TrickTest.cards(GREEN_2, GREEN_3), TrickTest.cards(GREEN_4, GREEN_5)).round(3).carrier(Loot.RUM_5, Bonus.BONUS_1)
        .build();
    accepted(played);
  }
}
