package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import org.junit.jupiter.api.Test;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.TakePenaltyCard;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MarkerPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MarkerTakenBack;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PenaltyTaken;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PenaltyWaived;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RevokeRevealed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrickWon;

/**
 * Revoking (§7). Reading A (the default) makes the false trump an illegal move; Reading B
 * ({@code allowRevokeBluff}) allows it and punishes it when revealed. Trump is black throughout; the
 * tricks are from {@link TrickTest#trick}, in round 3 so that ships can hold loot.
 */
class RevokeTest {
  private static final PortRoyalSticheOptions B = PortRoyalSticheOptions.REVOKE_BLUFF;

  /** Seat 0 led RED_5; seat 1, holding RED_2 and BLACK_4, is to play. */
  private static PortRoyalStichePositions bluffChance(PortRoyalSticheOptions options) {
    return TrickTest.trick(3, 0, TrickTest.cards(RED_5), TrickTest.cards(GREEN_1, GREEN_2),
            TrickTest.cards(RED_2, BLACK_4, BLUE_1), TrickTest.cards(GREEN_3, GREEN_4, GREEN_5))
        .round(3).options(options);
  }

  @Test
  void readingA_rejectsTheFalseTrump() { // §7 Reading A (default)
    Table.at(bluffChance(PortRoyalSticheOptions.STANDARD)).rejects(new Play(BLACK_4), "Trumping restriction");
  }

  @Test
  void readingB_allowsTheFalseTrump_andTheMarkerIsLaid() { // §7 Reading B
    Table table = Table.at(bluffChance(B));
    assertThat(table.legal()).contains(new Play(BLACK_4));
    table.play(new Play(BLACK_4));
    assertThat(table.events(MarkerPlaced.class)).containsExactly(new MarkerPlaced(1, Colour.RED));
    assertThat(table.player(1).hand().hasColour(Colour.RED)).as("the bluff").isTrue();
  }

  /** Seat 1 marked red falsely in an earlier trick and still holds RED_2; seat 1 is to play on a blue lead. */
  private static PortRoyalStichePositions caught(PortRoyalSticheOptions options) {
    return TrickTest.trick(3, 0, TrickTest.cards(BLUE_5), TrickTest.cards(GREEN_1), TrickTest.cards(RED_2, BLUE_1),
            TrickTest.cards(GREEN_3, GREEN_4))
        .round(3).options(options).markers(1, Colour.RED)
        .ship(1, Good.RUM, Loot.RUM_12).ship(1, Good.BISCUIT, Loot.PLUS_8).bonus(1, Good.RUM, Bonus.BONUS_6);
  }

  @Test
  void readingB_playingAMarkedColour_revealsTheBluff_andTheRightHandNeighbourTakesALootCard() { // §7 Reading B
    Table table = Table.at(caught(B)).play(new Play(RED_2));
    assertThat(table.events(RevokeRevealed.class)).containsExactly(new RevokeRevealed(1, Colour.RED));
    assertThat(table.phase()).isInstanceOf(Phase.Penalty.class);
    assertThat(table.toMove()).as("seat 1's right-hand neighbour").isZero();
    assertThat(table.legal()).as("loot cards only, never bonus cards")
        .containsExactlyInAnyOrder(new TakePenaltyCard(Loot.RUM_12), new TakePenaltyCard(Loot.PLUS_8));
    table.rejects(new TakePenaltyCard(Loot.RUM_3), "Revoke penalty (§7 Reading B)");
    table.play(new TakePenaltyCard(Loot.RUM_12));
    assertThat(table.events(PenaltyTaken.class)).containsExactly(new PenaltyTaken(0, 1, Loot.RUM_12));
    assertThat(table.player(1).loot()).isEqualTo(LootSet.of(Loot.PLUS_8));
    assertThat(table.state.lootOut().contains(Loot.RUM_12)).isTrue();
    assertThat(table.toMove()).as("the trick goes on").isEqualTo(2);
    assertThat(table.player(1).exposed()).isEqualTo(ColourSet.of(Colour.RED));
  }

  @Test
  void readingB_eachFalseMarkerIsPunishedOnce() { // §7 ENGINE DECISION
    Table table = Table.at(caught(B).exposed(1, Colour.RED));
    table.play(new Play(RED_2));
    assertThat(table.events(RevokeRevealed.class)).isEmpty();
    assertThat(table.toMove()).isEqualTo(2);
  }

  @Test
  void readingB_withoutLootCards_thereIsNoPenalty() { // §7 ENGINE DECISION
    Table table = Table.at(TrickTest.trick(3, 0, TrickTest.cards(BLUE_5), TrickTest.cards(GREEN_1),
        TrickTest.cards(RED_2, BLUE_1), TrickTest.cards(GREEN_3, GREEN_4)).round(3).options(B).markers(1, Colour.RED)
        .bonus(1, Good.RUM, Bonus.BONUS_6));
    table.play(new Play(RED_2));
    assertThat(table.events(PenaltyWaived.class)).containsExactly(new PenaltyWaived(1));
    assertThat(table.toMove()).isEqualTo(2);
  }

  @Test
  void readingB_aRevealOnTheLastCard_isPunishedBeforeTheTrickIsWon() { // §7
    Table table = Table.at(TrickTest.trick(3, 1, TrickTest.cards(BLUE_5, BLUE_6), TrickTest.cards(RED_2, BLUE_1),
        TrickTest.cards(GREEN_1), TrickTest.cards(GREEN_3)).round(3).options(B).markers(0, Colour.RED)
        .ship(0, Good.RUM, Loot.RUM_12));
    table.play(new Play(RED_2));
    assertThat(table.events(TrickWon.class)).isEmpty();
    table.play(new TakePenaltyCard(Loot.RUM_12));
    assertThat(table.events(TrickWon.class)).hasSize(1);
  }

  @Test
  void auditQuestion1_reading1_aKeptRemoveOneIsSafe() { // audit Q1 reading 1 (spec)
    Table table = Table.at(caught(B).keptRemoveOne(1)).play(new Play(RED_2));
    assertThat(table.legal()).doesNotContain(new TakePenaltyCard(Loot.REMOVE_ONE));
  }

  @Test
  void auditQuestion1_reading2_aKeptRemoveOneMayBeTaken() { // audit Q1 reading 2 (option)
    Table table = Table.at(caught(B.withPenaltyMayTakeKeptRemoveOne(true)).keptRemoveOne(1)).play(new Play(RED_2));
    assertThat(table.legal()).contains(new TakePenaltyCard(Loot.REMOVE_ONE));
    table.play(new TakePenaltyCard(Loot.REMOVE_ONE));
    assertThat(table.player(1).keptRemoveOne()).isFalse();
    assertThat(table.state.lootOut().contains(Loot.REMOVE_ONE)).isTrue();
  }

  /** Seat 1 bluffs a trump on red; seat 2 then plays a Klabautermann into the trick; seat 1 later plays red. */
  private static Table bluffThenKlabautermann(PortRoyalSticheOptions options) {
    Table table = Table.at(TrickTest.trick(3, 0, TrickTest.cards(RED_5), TrickTest.cards(GREEN_1, GREEN_2),
            TrickTest.cards(RED_2, BLACK_4, BLUE_1), TrickTest.cards(KLAB_1, GREEN_3, GREEN_4)).round(3).options(options)
        .ship(1, Good.RUM, Loot.RUM_12));
    return table.play(new Play(BLACK_4), new Play(KLAB_1));
  }

  @Test
  void auditQuestion2_reading1_theMarkerStays_andTheBluffIsPunished() { // audit Q2 reading 1 (spec), §5.2
    Table table = bluffThenKlabautermann(B);
    assertThat(table.player(1).markers()).isEqualTo(ColourSet.of(Colour.RED));
    assertThat(table.events(TrickWon.class).get(0).seat()).as("RED_5 is the highest number").isZero();
    table.play(new PortRoyalSticheAction.Load(Good.RUM), new PortRoyalSticheAction.NameLeader(1),
        new PortRoyalSticheAction.ChoosePrize(table.state.display().toList().get(0)), new Play(RED_2));
    assertThat(table.events(RevokeRevealed.class)).containsExactly(new RevokeRevealed(1, Colour.RED));
  }

  @Test
  void auditQuestion2_reading2_theMarkerIsTakenBack_andTheBluffGoesUnpunished() { // audit Q2 reading 2 (option)
    Table table = bluffThenKlabautermann(B.withKlabautermannTakesBackMarkers(true));
    assertThat(table.events(MarkerTakenBack.class)).containsExactly(new MarkerTakenBack(1, Colour.RED));
    assertThat(table.player(1).markers()).isEqualTo(ColourSet.EMPTY);
    table.play(new PortRoyalSticheAction.Load(Good.RUM), new PortRoyalSticheAction.NameLeader(1),
        new PortRoyalSticheAction.ChoosePrize(table.state.display().toList().get(0)), new Play(RED_2));
    assertThat(table.events(RevokeRevealed.class)).isEmpty();
  }
}
