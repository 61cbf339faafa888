package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChoosePrize;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.LayAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Load;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.PlaceBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.TakePenaltyCard;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MarkerPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RoundStarted;

/**
 * Rules at their edges: the won card's order of business (§5.4), cards missing from an action, the
 * 8th trick with bonus cards, what the clean-up resets (§3.7), and the legal-action lists themselves.
 */
class RulesEdgesTest {

  @Test
  void aKlabautermann_mayBePlayedOnAnyLead_andLaysNoMarker() { // §5.2: "A Klabautermann may always be played"
    Table table = Table.at(TrickTest.trick(3, 0, TrickTest.cards(RED_5), TrickTest.cards(GREEN_1),
        TrickTest.cards(KLAB_1, BLUE_3), TrickTest.cards(GREEN_2, GREEN_3)));
    table.play(new Play(KLAB_1));
    assertThat(table.player(1).markers()).isEqualTo(ColourSet.EMPTY);
    assertThat(table.events(MarkerPlaced.class)).isEmpty();
  }

  @Test
  void theLeader_mayLeadTrumpEvenHoldingOtherColours() { // §5.2: the restriction needs a led colour
    Table table = Table.at(TrickTest.trick(3, 0, TrickTest.cards(), TrickTest.cards(RED_1, BLACK_6),
        TrickTest.cards(GREEN_1, GREEN_2), TrickTest.cards(GREEN_3, GREEN_4)));
    assertThat(table.legal()).containsExactlyInAnyOrder(new Play(RED_1), new Play(BLACK_6));
    table.play(new Play(BLACK_6));
    assertThat(table.player(0).markers()).isEqualTo(ColourSet.EMPTY);
  }

  @Test
  void theWonCard_isDealtWithOnce() { // §5.4: once dealt with, only its bonus cards remain
    Table table = Table.at(PortRoyalStichePositions.of(3).round(3).holder(0, 4).tricksDone(3)
        .phase(new Phase.Spoils(0, Option.none())).pendingBonus(Bonus.BONUS_3));
    table.rejects(new Load(Good.RUM), "Won loot card (§5.4)");
    table.rejects(PortRoyalSticheAction.REPAY, "Won loot card (§5.4)");
    table.rejects(new RemoveLoot(Loot.RUM_2), "Won loot card (§5.4)");
    table.rejects(new MoveLoot(Loot.PLUS_8, Good.RUM), "Won loot card (§5.4)");
    assertThat(table.legal()).containsExactly(new PlaceBonus(Good.BISCUIT), new PlaceBonus(Good.TOBACCO),
        new PlaceBonus(Good.RUM), new PlaceBonus(Good.GUNPOWDER));
  }

  @Test
  void bonusCards_arePlacedOnlyAfterATrickWonWithThem() { // §5.4
    Table table = Table.at(PortRoyalStichePositions.of(3).round(3).tricksDone(2));
    table.rejects(new PlaceBonus(Good.RUM), "Bonus cards (§5.4)");
  }

  @Test
  void aSpecialCardAction_needsThatCardJustWon() { // §5.4, §8.18
    Table rum = Table.at(LootTest.won(Loot.RUM_4));
    rum.rejects(PortRoyalSticheAction.KEEP_REMOVE_ONE, "„1 Karte entfernen\" (§5.4)");
    rum.rejects(new RemoveBonus(Bonus.BONUS_1), "„1 Karte entfernen\" (§5.4)");
    rum.rejects(new MoveLoot(Loot.PLUS_8, Good.RUM), "„1 Karte umlegen\" (§5.4)");
    rum.rejects(new MoveBonus(Bonus.BONUS_1, Good.RUM), "„1 Karte umlegen\" (§5.4)");
    rum.rejects(PortRoyalSticheAction.DISCARD_MOVE_ONE, "„1 Karte umlegen\" (§5.4)");
    Table remove = Table.at(LootTest.won(Loot.REMOVE_ONE).ship(0, Good.RUM, Loot.PLUS_8));
    remove.rejects(new MoveLoot(Loot.PLUS_8, Good.BISCUIT), "„1 Karte umlegen\" (§5.4)");
    remove.rejects(PortRoyalSticheAction.REPAY, "Repaying the bid (§5.5)");
  }

  @Test
  void aKeptRemoveOne_cannotDiscardMoveOne_whichIsNeverLoaded() { // §5.4 option 2: "instead of loading it"
    Table table = Table.at(LootTest.won(Loot.MOVE_ONE).round(6).keptRemoveOne(0).ship(0, Good.RUM, Loot.TIMES_2));
    assertThat(table.legal()).doesNotContain(PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE);
    assertThat(table.rejects(PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE, "Kept „1 Karte entfernen\"").getMessage())
        .contains("is not loaded");
    assertThat(Table.at(LootTest.won(Loot.RUM_4)).rejects(PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE,
        "Kept „1 Karte entfernen\"").getMessage()).contains("no kept");
  }

  @Test
  void loading_namesWhyACardDoesNotGoThere() { // §5.4, §1.1
    assertThat(Table.at(LootTest.won(Loot.RUM_4)).rejects(new Load(Good.TOBACCO), "Loading (§5.4)").getMessage())
        .contains("goes onto the RUM ship");
    assertThat(Table.at(LootTest.won(Loot.REMOVE_ONE)).rejects(new Load(Good.TOBACCO), "Loading (§5.4)").getMessage())
        .contains("never loaded");
    // a grey card goes onto any ship, but one must be named (found as an IllegalStateException from the message)
    assertThat(Table.at(LootTest.won(Loot.PLUS_8)).rejects(new Load(null), "Loading (§5.4)").getMessage())
        .contains("names the ship");
  }

  @Test
  void moveOne_movesToAnotherShipOnly_andOnlyOwnCards() { // §5.4
    Table table = Table.at(LootTest.won(Loot.MOVE_ONE).round(6).bonus(0, Good.TOBACCO, Bonus.BONUS_3)
        .bonus(1, Good.RUM, Bonus.BONUS_4).ship(1, Good.RUM, Loot.PLUS_6));
    table.rejects(new MoveBonus(Bonus.BONUS_3, Good.TOBACCO), "„1 Karte umlegen\" (§5.4)");
    table.rejects(new MoveBonus(Bonus.BONUS_3, null), "„1 Karte umlegen\" (§5.4)");
    table.rejects(new MoveBonus(Bonus.BONUS_4, Good.BISCUIT), "„1 Karte umlegen\" (§5.4)");
    table.rejects(new MoveBonus(null, Good.BISCUIT), "„1 Karte umlegen\" (§5.4)");
    table.rejects(new MoveLoot(Loot.PLUS_6, Good.BISCUIT), "„1 Karte umlegen\" (§5.4)");
    table.rejects(new MoveLoot(null, Good.BISCUIT), "„1 Karte umlegen\" (§5.4)");
    Table own = Table.at(LootTest.won(Loot.MOVE_ONE).round(6).ship(0, Good.RUM, Loot.PLUS_6));
    own.rejects(new MoveLoot(Loot.PLUS_6, null), "„1 Karte umlegen\" (§5.4)");
    own.play(new MoveLoot(Loot.PLUS_6, Good.BISCUIT));
    assertThat(own.player(0).ship(Good.RUM).loot()).isEqualTo(LootSet.EMPTY);
  }

  @Test
  void removeOne_removesOnlyOwnCards() { // §5.4 option 1: "from one of your own ships"
    Table table = Table.at(LootTest.won(Loot.REMOVE_ONE).bonus(1, Good.RUM, Bonus.BONUS_4).ship(1, Good.RUM, Loot.RUM_6));
    table.rejects(new RemoveBonus(Bonus.BONUS_4), "„1 Karte entfernen\" (§5.4)");
    table.rejects(new RemoveBonus(null), "„1 Karte entfernen\" (§5.4)");
    table.rejects(new RemoveLoot(null), "„1 Karte entfernen\" (§5.4)");
  }

  @Test
  void actionsWithoutTheirCard_areRejectedNamingTheRule() {
    Table.at(PortRoyalStichePositions.of(3).holder(1, 0).phase(new Phase.Exchange(1)))
        .rejects(new LayAside(null, RED_1), "Exchange (§4.2a)");
    Table.at(PortRoyalStichePositions.of(3).holder(1, 0).phase(new Phase.Exchange(1)))
        .rejects(new LayAside(RED_1, null), "Exchange (§4.2a)");
    Table.at(PortRoyalStichePositions.of(3).phase(new Phase.PrizeChoice(0))).rejects(new ChoosePrize(null), "Prize (§5.1)");
    Table.at(TrickTest.trick(3, 0, TrickTest.cards(), TrickTest.cards(RED_1), TrickTest.cards(RED_2), TrickTest.cards(RED_3)))
        .rejects(new Play(null), "Playing a card (§5.1)");
    Table.at(LootTest.won(Loot.RUM_4)).rejects(new Load(null), "Loading (§5.4)");
    Table bonus = Table.at(PortRoyalStichePositions.of(3).round(3).holder(0, 0).tricksDone(3)
        .phase(new Phase.Spoils(0, Option.none())).pendingBonus(Bonus.BONUS_3));
    bonus.rejects(new PlaceBonus(null), "Bonus cards (§5.4)");
  }

  @Test
  void aPenalty_takesOnlyTheOffendersLootCards() { // §7 Reading B
    PortRoyalSticheState s = TrickTest.trick(3, 0, TrickTest.cards(RED_5, RED_1), TrickTest.cards(GREEN_1),
        TrickTest.cards(GREEN_2), TrickTest.cards(GREEN_3, GREEN_4)).options(PortRoyalSticheOptions.REVOKE_BLUFF)
        .markers(1, Colour.RED).exposed(1, Colour.RED).ship(1, Good.RUM, Loot.RUM_9).ship(0, Good.RUM, Loot.RUM_8).build();
    Trick trick = ((Phase.TrickPlay) s.phase()).trick();
    Table table = Table.at(s.withPhase(new Phase.Penalty(trick, 1, 0)));
    assertThat(table.legal()).containsExactly(new TakePenaltyCard(Loot.RUM_9));
    table.rejects(new TakePenaltyCard(Loot.RUM_8), "Revoke penalty (§7 Reading B)");
    table.rejects(new TakePenaltyCard(null), "Revoke penalty (§7 Reading B)");
    table.play(new TakePenaltyCard(Loot.RUM_9));
    assertThat(table.player(1).loot()).isEqualTo(LootSet.EMPTY);
    assertThat(table.state.lootOut().contains(Loot.RUM_9)).isTrue();
    assertThat(table.phase()).isEqualTo(new Phase.TrickPlay(trick));
  }

  @Test
  void theEighthTricksBonusCards_arePlacedBeforeTheRoundEnds() { // §5.4, §3.6-3.7
    Table table = Table.at(RoundTest.lastTrick(3).carrier(Loot.RUM_5, Bonus.BONUS_1, Bonus.BONUS_6)
        .display(Loot.BISCUIT_2));
    table.play(new Play(RED_3), new Load(Good.RUM));
    assertThat(table.state.round()).isEqualTo(3);
    table.play(new PlaceBonus(Good.TOBACCO));
    assertThat(table.state.round()).isEqualTo(3);
    assertThat(table.events(RoundStarted.class)).isEmpty();
    table.play(new PlaceBonus(Good.GUNPOWDER));
    assertThat(table.state.round()).isEqualTo(4);
    assertThat(table.player(2).ship(Good.TOBACCO).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_1));
    assertThat(table.player(2).ship(Good.GUNPOWDER).bonus()).isEqualTo(BonusSet.of(Bonus.BONUS_6));
    assertThat(table.state.bonusCarrier()).contains(Loot.BISCUIT_2);
    assertThat(table.state.bonusUnder().size()).as("only the new card: the old ones were won").isEqualTo(1);
  }

  @Test
  void theCleanUp_resetsTheRepayment_theExposedMarkers_andThePlayedCards() { // §3.7, §5.5 "once per round"
    Table table = Table.at(RoundTest.lastTrick(2).options(PortRoyalSticheOptions.REVOKE_BLUFF).holder(1, 0).repaid()
        .markers(0, Colour.BLUE).exposed(0, Colour.BLUE).ship(0, Good.RUM, Loot.RUM_12));
    table.play(new Play(RED_3), new Load(Good.RUM));
    PortRoyalSticheState next = table.state;
    assertThat(next.repaid()).isFalse();
    assertThat(next.player(0).exposed()).isEqualTo(ColourSet.EMPTY);
    assertThat(next.played()).isEqualTo(TrickSet.EMPTY);
    assertThat(next.faceUp().size()).isEqualTo(2);
    assertThat(next.bid()).isZero();
    assertThat(next.lootDeck()).hasSize(48 - 8 * 3);
  }

  @Test
  void theLegalActionList_isAFixedReadOnlyList() {
    PortRoyalSticheState s = PortRoyalStichePositions.of(3).round(3).tricksDone(2).phase(new Phase.PrizeChoice(0)).build();
    List<PortRoyalSticheAction> legal = new PortRoyalStiche().legalActions(s);
    assertThat(legal).hasSize(7);
    List<Loot> shown = s.display().toList();
    for (int i = 0; i < legal.size(); i++) {
      assertThat(legal.get(i)).isEqualTo(new ChoosePrize(shown.get(i)));
    }
    assertThatThrownBy(() -> legal.get(7)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> legal.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> legal.add(PortRoyalSticheAction.PASS)).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void theGameEnds_afterTheEighthTrickOfRound6Only() { // §3, §6
    PortRoyalSticheState over = ScoringTest.over(3).build();
    assertThatThrownBy(() -> new PortRoyalStiche().validate(over.withTricksDone(7)))
        .isInstanceOf(org.spielwerk.core.InvalidPositionException.class).hasMessageStartingWith("phase");
  }
}
