package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Bid;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChoosePrize;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChooseTrump;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.LayAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Load;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.NameLeader;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.PlaceBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.*;

/**
 * Every action tells what happened, completely and in order: the exact events of each decision, and
 * which of them are private to one seat (a public event never carries a hidden card, §8.9).
 */
class EventsTest {
  private static final PortRoyalSticheAction PASS = PortRoyalSticheAction.PASS;

  private static void publicEvents(Table table) {
    for (PortRoyalSticheEvent event : table.events) {
      boolean own = event.getClass().getSimpleName().startsWith("Own") || event instanceof HandDealt;
      assertThat(event.privateTo()).as(event.toString()).isEqualTo(own ? ownerOf(event) : -1);
    }
  }

  private static int ownerOf(PortRoyalSticheEvent event) {
    return switch (event) {
      case HandDealt e -> e.seat();
      case OwnCardsLaidAside e -> e.seat();
      case OwnBonusReceived e -> e.seat();
      case OwnBonusPlaced e -> e.seat();
      case OwnBonusRemoved e -> e.seat();
      case OwnBonusMoved e -> e.seat();
      default -> -1;
    };
  }

  @Test
  void theAuction_bidsPassesAndItsEnd() { // §4.1
    Table table = Table.at(PortRoyalStichePositions.of(3).dealer(0).debt(2, 3).phase(new Phase.Auction(1, -1, 0, 0)));
    TrickSet faceUp = table.state.faceUp();
    table.play(new Bid(2));
    assertThat(table.events).containsExactly(new BidMade(1, 2));
    table.play(new Bid(7));
    assertThat(table.events).containsExactly(new BidMade(2, 7));
    table.play(PASS);
    assertThat(table.events).containsExactly(new Passed(0));
    table.play(PASS);
    assertThat(table.events).containsExactly(new Passed(1), new PrivilegesWon(2, 7), new FaceUpCardsTaken(2, faceUp));
    publicEvents(table);
  }

  @Test
  void noBid_theDealerTakesThePrivilegesFor0() { // §4.1, §8.17
    Table table = Table.at(PortRoyalStichePositions.of(4).dealer(3).phase(new Phase.Auction(0, -1, 0, 0)));
    TrickSet faceUp = table.state.faceUp();
    table.play(PASS, PASS, PASS, PASS);
    assertThat(table.events).containsExactly(new Passed(0), new Passed(1), new Passed(2), new Passed(3),
        new PrivilegesWon(3, 0), new FaceUpCardsTaken(3, faceUp));
  }

  @Test
  void thePrivileges() { // §4.2: the cards laid aside only for the holder
    Table table = Table.at(PortRoyalStichePositions.of(3).holder(1, 3).phase(new Phase.Exchange(1))
        .hand(1, RED_1, RED_2, RED_3, BLUE_1, BLUE_2, GREEN_1, GREEN_2, BLACK_1, BLACK_2, KLAB_1));
    table.play(new LayAside(GREEN_2, RED_1));
    assertThat(table.events).containsExactly(new CardsLaidAside(1), new OwnCardsLaidAside(1, TrickSet.of(RED_1, GREEN_2)));
    publicEvents(table);
    table.play(new ChooseTrump(Colour.BLUE));
    assertThat(table.events).containsExactly(new TrumpChosen(1, Colour.BLUE));
    table.play(new NameLeader(2));
    assertThat(table.events).containsExactly(new LeaderNamed(1, 2));
  }

  @Test
  void aTrick_fromThePrizeToItsWinner() { // §5.1-5.3
    // trump black; seat 1 leads RED_5 for RUM_5 (carrying two bonus cards), seat 2 trumps (void in red)
    Table table = Table.at(PortRoyalStichePositions.of(3).round(3).holder(0, 0).trump(Colour.BLACK).tricksDone(6)
        .phase(new Phase.PrizeChoice(1)).carrier(Loot.RUM_5, Bonus.BONUS_2, Bonus.BONUS_5)
        .hand(0, RED_1, GREEN_1).hand(1, RED_5, GREEN_2).hand(2, BLACK_3, GREEN_3));
    table.play(new ChoosePrize(Loot.RUM_5));
    assertThat(table.events).containsExactly(new PrizeChosen(1, Loot.RUM_5, 2));
    table.play(new Play(RED_5));
    assertThat(table.events).containsExactly(new CardPlayed(1, RED_5));
    table.play(new Play(BLACK_3));
    assertThat(table.events).containsExactly(new CardPlayed(2, BLACK_3), new MarkerPlaced(2, Colour.RED));
    table.play(new Play(RED_1));
    assertThat(table.events).containsExactly(new CardPlayed(0, RED_1),
        new TrickWon(2, Loot.RUM_5, 2, TrickSet.of(RED_5, BLACK_3, RED_1)),
        new OwnBonusReceived(2, BonusSet.of(Bonus.BONUS_2, Bonus.BONUS_5)));
    publicEvents(table);
    table.play(new Load(Good.RUM));
    assertThat(table.events).containsExactly(new LootLoaded(2, Loot.RUM_5, Good.RUM));
    table.play(new PlaceBonus(Good.BISCUIT));
    assertThat(table.events).containsExactly(new BonusPlaced(2, Good.BISCUIT, 1),
        new OwnBonusPlaced(2, BonusSet.of(Bonus.BONUS_2), Good.BISCUIT));
    publicEvents(table);
    table.play(new PlaceBonus(Good.GUNPOWDER));
    assertThat(table.events).containsExactly(new BonusPlaced(2, Good.GUNPOWDER, 1),
        new OwnBonusPlaced(2, BonusSet.of(Bonus.BONUS_5), Good.GUNPOWDER));
    assertThat(table.phase()).isEqualTo(new Phase.NextLeaderChoice(2));
  }

  @Test
  void aPrizeWithoutBonusCards_isChosenWithCount0() { // §5.1.1
    Table table = Table.at(PortRoyalStichePositions.of(3).round(3).holder(0, 0).tricksDone(6)
        .phase(new Phase.PrizeChoice(1)).carrier(Loot.RUM_5, Bonus.BONUS_2));
    Loot other = table.state.display().without(Loot.RUM_5).toList().get(0);
    table.play(new ChoosePrize(other));
    assertThat(table.events).containsExactly(new PrizeChosen(1, other, 0));
  }

  private static PortRoyalStichePositions won(Loot loot) {
    return LootTest.won(loot);
  }

  @Test
  void removeOne_eachChoiceTellsWhatLeftTheGame() { // §5.4
    Table keep = Table.at(won(Loot.REMOVE_ONE)).play(PortRoyalSticheAction.KEEP_REMOVE_ONE);
    assertThat(keep.events).containsExactly(new RemoveOneKept(0));
    Table discard = Table.at(won(Loot.REMOVE_ONE)).play(PortRoyalSticheAction.DISCARD_REMOVE_ONE);
    assertThat(discard.events).containsExactly(new RemoveOneDiscarded(0));
    Table loot = Table.at(won(Loot.REMOVE_ONE).ship(0, Good.TOBACCO, Loot.PLUS_8)).play(new RemoveLoot(Loot.PLUS_8));
    assertThat(loot.events).containsExactly(new LootRemoved(0, Loot.PLUS_8, Good.TOBACCO));
    Table bonus = Table.at(won(Loot.REMOVE_ONE).bonus(0, Good.RUM, Bonus.BONUS_6)).play(new RemoveBonus(Bonus.BONUS_6));
    assertThat(bonus.events).containsExactly(new BonusRemoved(0, Good.RUM), new OwnBonusRemoved(0, Bonus.BONUS_6, Good.RUM));
    publicEvents(bonus);
    Table kept = Table.at(won(Loot.GUNPOWDER_12).keptRemoveOne(0)).play(PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE);
    assertThat(kept.events).containsExactly(new LootDiscarded(0, Loot.GUNPOWDER_12));
  }

  @Test
  void moveOne_eachChoiceTellsWhatMoved() { // §5.4
    PortRoyalStichePositions round6 = won(Loot.MOVE_ONE).round(6);
    Table loot = Table.at(won(Loot.MOVE_ONE).round(6).ship(0, Good.RUM, Loot.TIMES_2)).play(new MoveLoot(Loot.TIMES_2, Good.BISCUIT));
    assertThat(loot.events).containsExactly(new LootMoved(0, Loot.TIMES_2, Good.RUM, Good.BISCUIT));
    Table bonus = Table.at(won(Loot.MOVE_ONE).round(6).bonus(0, Good.TOBACCO, Bonus.BONUS_3))
        .play(new MoveBonus(Bonus.BONUS_3, Good.GUNPOWDER));
    assertThat(bonus.events).containsExactly(new BonusMoved(0, Good.TOBACCO, Good.GUNPOWDER),
        new OwnBonusMoved(0, Bonus.BONUS_3, Good.TOBACCO, Good.GUNPOWDER));
    publicEvents(bonus);
    Table discard = Table.at(round6).play(PortRoyalSticheAction.DISCARD_MOVE_ONE);
    assertThat(discard.events).containsExactly(new MoveOneDiscarded(0));
  }

  @Test
  void repaying_tellsThePaymentTheRemainderAndTheNewDebt() { // §5.5, seed example: debt 6, bid 8, pays 5
    Table table = Table.at(PortRoyalStichePositions.of(3).round(4).holder(0, 8).debt(0, 6).tricksDone(1)
        .phase(new Phase.Spoils(0, Option.some(Loot.RUM_5))));
    table.play(PortRoyalSticheAction.REPAY);
    assertThat(table.events).containsExactly(new BidRepaid(0, Loot.RUM_5, 5, 3, 9));
  }

  @Test
  void theEndOfARound_tellsTheDebtTheCleanUpAndTheNextDeal() { // §3.6-3.7, §3.1-3.2
    Table table = Table.at(RoundTest.lastTrick(2).holder(1, 6).debt(1, 2));
    List<Loot> revealed = table.state.lootDeck().take(8).toJavaList();
    table.play(new Play(RED_3), new Load(Good.RUM));
    PortRoyalSticheState next = table.state;
    Vector<PortRoyalSticheEvent> expected = Vector.of(
        new LootLoaded(2, Loot.RUM_5, Good.RUM),
        new BidBecameDebt(1, 6, 8),
        new RoundEnded(2),
        new BonusAttached(Loot.BISCUIT_2, 2),
        new RoundStarted(3, 1),
        new LootRevealed(LootSet.ofAll(revealed)),
        new TrickCardsDealt(1, next.faceUp()),
        new HandDealt(0, next.player(0).hand()),
        new HandDealt(1, next.player(1).hand()),
        new HandDealt(2, next.player(2).hand()));
    assertThat(table.events.subList(table.events.size() - expected.size(), table.events.size()))
        .containsExactlyElementsOf(expected);
    publicEvents(table);
  }

  @Test
  void theEndOfTheGame_scoresEverySeat_andNamesTheWinners() { // §6: shared victory on a tie
    Table table = Table.at(RoundTest.lastTrick(6).ship(0, Good.TOBACCO, Loot.TOBACCO_5));
    table.play(new Play(RED_3), new Load(Good.RUM));
    List<SeatScored> scored = table.events(SeatScored.class);
    assertThat(scored).extracting(SeatScored::seat).containsExactly(0, 1, 2);
    assertThat(scored).extracting(SeatScored::total).containsExactly(5, 0, 5);
    assertThat(scored.get(0).ships()).hasSize(4);
    assertThat(scored.get(0).ships().get(Good.TOBACCO.ordinal()).score()).isEqualTo(5);
    assertThat(table.events.get(table.events.size() - 1)).isEqualTo(new GameEnded(Vector.of(5, 0, 5), Vector.of(0, 2)));
  }
}
