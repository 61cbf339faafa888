package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Load;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.NameLeader;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.PlaceBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusReceived;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrickWon;

/** Handling a won loot card (§5.4), bonus cards, „1 Karte entfernen" and „1 Karte umlegen" (§8.8, §8.10, §8.18). */
class LootTest {

  /** Seat 0 won {@code loot} in the first trick of round 4; seat 1 holds the privileges for 0. */
  static PortRoyalStichePositions won(Loot loot) {
    return PortRoyalStichePositions.of(3).round(4).holder(1, 0).tricksDone(1).phase(new Phase.Spoils(0, Option.some(loot)));
  }

  @Test
  void simpleLoot_goesOnlyOntoTheShipOfItsGood() { // §5.4
    Table table = Table.at(won(Loot.RUM_7));
    assertThat(table.legal()).containsExactly(new Load(Good.RUM));
    table.rejects(new Load(Good.BISCUIT), "Loading (§5.4)");
    table.play(new Load(Good.RUM));
    assertThat(table.player(0).ship(Good.RUM).loot()).isEqualTo(LootSet.of(Loot.RUM_7));
    assertThat(table.phase()).isEqualTo(new Phase.NextLeaderChoice(0));
  }

  @Test
  void greyShipCards_goOntoAnyShip() { // §5.4
    for (Loot card : new Loot[] {Loot.PLUS_8, Loot.PLUS_6, Loot.MINUS_10, Loot.MINUS_5, Loot.MAX_PLUS_5,
        Loot.MAX_MINUS_5, Loot.TIMES_2}) {
      Table table = Table.at(won(card));
      assertThat(table.legal()).as(card.name()).containsExactly(new Load(Good.BISCUIT), new Load(Good.TOBACCO),
          new Load(Good.RUM), new Load(Good.GUNPOWDER));
      table.play(new Load(Good.TOBACCO));
      assertThat(table.player(0).ship(Good.TOBACCO).loot().contains(card)).isTrue();
    }
  }

  @Test
  void forcedLoading_mayOverloadAShip() { // §8.10: the simple card goes to its ship even if that sinks it
    Table table = Table.at(won(Loot.RUM_9).ship(0, Good.RUM, Loot.RUM_12, Loot.RUM_10));
    assertThat(table.legal()).containsExactly(new Load(Good.RUM));
    table.play(new Load(Good.RUM));
    ShipScore rum = Scoring.ship(Good.RUM, table.player(0).ship(Good.RUM), 3, table.state.options());
    assertThat(rum.weight()).isEqualTo(31);
    assertThat(rum.sunk()).isTrue();
  }

  @Test
  void aMinusCard_canRescueAnOverloadedShip() { // §6: sinking is checked only at the end
    Table table = Table.at(won(Loot.MINUS_10).ship(0, Good.RUM, Loot.RUM_12, Loot.RUM_10, Loot.RUM_9));
    table.play(new Load(Good.RUM));
    ShipScore rum = Scoring.ship(Good.RUM, table.player(0).ship(Good.RUM), 3, table.state.options());
    assertThat(rum.sunk()).isFalse();
    assertThat(rum.score()).isEqualTo(21);
  }

  /** Seat 0 leads the last card of a trick for RUM_5, which carries two bonus cards (§8.8). */
  private static PortRoyalStichePositions carrierTrick(PortRoyalSticheOptions options) {
    return TrickTest.trick(3, 1, TrickTest.cards(BLUE_1, BLUE_2), TrickTest.cards(BLUE_6, GREEN_1),
            TrickTest.cards(GREEN_2), TrickTest.cards(GREEN_3)).round(3).options(options)
        .carrier(Loot.RUM_5, Bonus.BONUS_2, Bonus.BONUS_5);
  }

  @Test
  void bonusCards_goWithTheLootCard_eachOntoAShipOfItsOwn() { // §5.4, §8.8, audit question 3 reading 1
    Table table = Table.at(carrierTrick(PortRoyalSticheOptions.STANDARD));
    table.play(new Play(BLUE_6));
    assertThat(table.events(TrickWon.class)).containsExactly(
        new TrickWon(0, Loot.RUM_5, 2, TrickSet.of(BLUE_1, BLUE_2, BLUE_6)));
    assertThat(table.events(OwnBonusReceived.class)).containsExactly(
        new OwnBonusReceived(0, BonusSet.of(Bonus.BONUS_2, Bonus.BONUS_5)));
    assertThat(table.events(OwnBonusReceived.class).get(0).privateTo()).isZero();
    assertThat(table.state.bonusCarrier()).isEmpty();
    table.play(new Load(Good.RUM));
    assertThat(table.legal()).containsExactly(new PlaceBonus(Good.BISCUIT), new PlaceBonus(Good.TOBACCO),
        new PlaceBonus(Good.RUM), new PlaceBonus(Good.GUNPOWDER));
    table.play(new PlaceBonus(Good.TOBACCO));
    assertThat(table.events).contains(new BonusPlaced(0, Good.TOBACCO, 1),
        new OwnBonusPlaced(0, BonusSet.of(Bonus.BONUS_2), Good.TOBACCO));
    table.play(new PlaceBonus(Good.GUNPOWDER));
    assertThat(table.player(0).ship(Good.TOBACCO).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_2));
    assertThat(table.player(0).ship(Good.GUNPOWDER).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_5));
    assertThat(table.phase()).isEqualTo(new Phase.NextLeaderChoice(0));
  }

  @Test
  void bonusCardsTogether_putsThemAllOnOneShip() { // audit question 3 reading 2 (option)
    Table table = Table.at(carrierTrick(PortRoyalSticheOptions.STANDARD.withBonusCardsTogether(true)));
    table.play(new Play(BLUE_6), new Load(Good.RUM), new PlaceBonus(Good.BISCUIT));
    assertThat(table.player(0).ship(Good.BISCUIT).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_2, Bonus.BONUS_5));
    assertThat(table.phase()).isEqualTo(new Phase.NextLeaderChoice(0));
  }

  @Test
  void bonusCards_areKeptEvenWhenTheLootCardRepays() { // §5.4 ENGINE DECISION: bonus cards are not loot cards
    Table table = Table.at(carrierTrick(PortRoyalSticheOptions.STANDARD).holder(0, 4));
    table.play(new Play(BLUE_6), PortRoyalSticheAction.REPAY);
    assertThat(table.legal()).hasSize(4).allMatch(a -> a instanceof PlaceBonus);
    table.play(new PlaceBonus(Good.RUM), new PlaceBonus(Good.RUM));
    assertThat(table.player(0).ship(Good.RUM).bonus().value()).isEqualTo(7);
  }

  @Test
  void theLootCard_isDealtWithBeforeItsBonusCards() { // ENGINE DECISION (order)
    Table table = Table.at(carrierTrick(PortRoyalSticheOptions.STANDARD)).play(new Play(BLUE_6));
    table.rejects(new PlaceBonus(Good.RUM), "Bonus cards (§5.4)");
  }

  @Test
  void removeOne_offersKeepingDiscardingOrRemovingAnyOwnCard() { // §5.4
    Table table = Table.at(won(Loot.REMOVE_ONE).ship(0, Good.RUM, Loot.RUM_12).ship(0, Good.BISCUIT, Loot.PLUS_6)
        .bonus(0, Good.TOBACCO, Bonus.BONUS_4).ship(1, Good.RUM, Loot.RUM_3));
    assertThat(table.legal()).containsExactlyInAnyOrder(PortRoyalSticheAction.KEEP_REMOVE_ONE,
        PortRoyalSticheAction.DISCARD_REMOVE_ONE, new RemoveLoot(Loot.RUM_12), new RemoveLoot(Loot.PLUS_6),
        new RemoveBonus(Bonus.BONUS_4));
    table.rejects(new RemoveLoot(Loot.RUM_3), "„1 Karte entfernen\" (§5.4)");
  }

  @Test
  void removeOne_discardedAtOnce_removesALootCardFromTheGame() { // §5.4 option 1
    Table table = Table.at(won(Loot.REMOVE_ONE).ship(0, Good.RUM, Loot.RUM_12, Loot.RUM_10, Loot.RUM_9));
    table.play(new RemoveLoot(Loot.RUM_12));
    assertThat(table.player(0).ship(Good.RUM).loot()).isEqualTo(LootSet.of(Loot.RUM_10, Loot.RUM_9));
    assertThat(table.state.lootOut().contains(Loot.RUM_12)).isTrue();
    assertThat(table.state.lootOut().contains(Loot.REMOVE_ONE)).isTrue();
  }

  @Test
  void removeOne_mayRemoveABonusCard() { // §5.4 option 1: "any one card (simple, special or bonus)"
    Table table = Table.at(won(Loot.REMOVE_ONE).bonus(0, Good.TOBACCO, Bonus.BONUS_4));
    table.play(new RemoveBonus(Bonus.BONUS_4));
    assertThat(table.player(0).ship(Good.TOBACCO).bonus()).isEqualTo(BonusSet.EMPTY);
    assertThat(table.player(0).removedBonus()).isEqualTo(BonusSet.of(Bonus.BONUS_4));
  }

  @Test
  void removeOne_withEmptyShips_removesNothing() { // §5.4: "nothing is removed"
    Table table = Table.at(won(Loot.REMOVE_ONE));
    assertThat(table.legal()).containsExactly(PortRoyalSticheAction.KEEP_REMOVE_ONE, PortRoyalSticheAction.DISCARD_REMOVE_ONE);
    table.play(PortRoyalSticheAction.DISCARD_REMOVE_ONE);
    assertThat(table.state.lootOut().contains(Loot.REMOVE_ONE)).isTrue();
  }

  @Test
  void aKeptRemoveOne_discardsALaterWonLootCardInsteadOfLoadingIt() { // §5.4 option 2
    Table table = Table.at(won(Loot.REMOVE_ONE)).play(PortRoyalSticheAction.KEEP_REMOVE_ONE);
    assertThat(table.player(0).keptRemoveOne()).isTrue();
    table = Table.at(won(Loot.RUM_2).keptRemoveOne(0));
    assertThat(table.legal()).containsExactly(new Load(Good.RUM), PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE);
    table.play(PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE);
    assertThat(table.player(0).keptRemoveOne()).isFalse();
    assertThat(table.state.lootOut().contains(Loot.RUM_2)).isTrue();
    assertThat(table.state.lootOut().contains(Loot.REMOVE_ONE)).isTrue();
    assertThat(table.player(0).loot()).isEqualTo(LootSet.EMPTY);
  }

  @Test
  void aKeptRemoveOne_neverRemovesACardAlreadyOnAShip() { // §8.18
    Table table = Table.at(won(Loot.RUM_2).keptRemoveOne(0).ship(0, Good.RUM, Loot.RUM_12));
    table.rejects(new RemoveLoot(Loot.RUM_12), "„1 Karte entfernen\" (§5.4)");
    table.rejects(PortRoyalSticheAction.DISCARD_REMOVE_ONE, "„1 Karte entfernen\" (§5.4)");
  }

  @Test
  void withoutAKeptRemoveOne_nothingCanBeDiscarded() { // §5.4
    Table.at(won(Loot.RUM_2)).rejects(PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE, "Kept „1 Karte entfernen\"");
  }

  /** Round 6: „1 Karte umlegen" comes with the last round's cards. */
  private static PortRoyalStichePositions wonMoveOne() {
    return won(Loot.MOVE_ONE).round(6);
  }

  @Test
  void moveOne_movesASpecialOrBonusCardToAnotherOwnShip() { // §5.4
    Table table = Table.at(wonMoveOne().ship(0, Good.RUM, Loot.RUM_12, Loot.MINUS_10).bonus(0, Good.BISCUIT, Bonus.BONUS_6));
    assertThat(table.legal()).containsExactlyInAnyOrder(PortRoyalSticheAction.DISCARD_MOVE_ONE,
        new MoveLoot(Loot.MINUS_10, Good.BISCUIT), new MoveLoot(Loot.MINUS_10, Good.TOBACCO),
        new MoveLoot(Loot.MINUS_10, Good.GUNPOWDER), new MoveBonus(Bonus.BONUS_6, Good.TOBACCO),
        new MoveBonus(Bonus.BONUS_6, Good.RUM), new MoveBonus(Bonus.BONUS_6, Good.GUNPOWDER));
    table.rejects(new MoveLoot(Loot.RUM_12, Good.BISCUIT), "„1 Karte umlegen\" (§5.4)");
    table.rejects(new MoveLoot(Loot.MINUS_10, Good.RUM), "„1 Karte umlegen\" (§5.4)");
    table.play(new MoveLoot(Loot.MINUS_10, Good.GUNPOWDER));
    assertThat(table.player(0).ship(Good.GUNPOWDER).loot()).isEqualTo(LootSet.of(Loot.MINUS_10));
    assertThat(table.state.lootOut().contains(Loot.MOVE_ONE)).isTrue();

    table = Table.at(wonMoveOne().bonus(0, Good.BISCUIT, Bonus.BONUS_6));
    table.play(new MoveBonus(Bonus.BONUS_6, Good.RUM));
    assertThat(table.player(0).ship(Good.RUM).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_6));
  }

  @Test
  void moveOne_withoutSpecialOrBonusCards_isDiscardedWithoutEffect() { // §5.4
    Table table = Table.at(wonMoveOne().ship(0, Good.RUM, Loot.RUM_12));
    assertThat(table.legal()).containsExactly(PortRoyalSticheAction.DISCARD_MOVE_ONE);
    table.play(PortRoyalSticheAction.DISCARD_MOVE_ONE);
    assertThat(table.legal()).contains(new NameLeader(0));
  }

  @Test
  void removeAndMoveOne_areNeverLoaded() { // §1.1: "not placed"
    Table.at(won(Loot.REMOVE_ONE)).rejects(new Load(Good.RUM), "Loading (§5.4)");
    Table.at(wonMoveOne()).rejects(new Load(Good.RUM), "Loading (§5.4)");
  }
}
