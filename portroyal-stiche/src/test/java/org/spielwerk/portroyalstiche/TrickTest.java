package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChoosePrize;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Load;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.NameLeader;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MarkerPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrickWon;

/** Playing tricks (§5.1-5.3) and the edge cases §8.3-8.6 and §8.19. Trump is black throughout. */
class TrickTest {
  private static final Loot PRIZE = Loot.RUM_5;

  /**
   * A trick in progress: {@code leader} led, the cards {@code played} lie in the trick (clockwise from
   * the leader), and {@code hands} are every seat's hand. Earlier tricks are done so that hands are short.
   */
  static PortRoyalStichePositions trick(int players, int leader, TrickCard[] played, TrickCard[]... hands) {
    Vector<PlayedCard> plays = Vector.empty();
    for (int i = 0; i < played.length; i++) {
      plays = plays.append(new PlayedCard((leader + i) % players, played[i], false));
    }
    int waiting = (leader + played.length) % players;
    PortRoyalStichePositions position = PortRoyalStichePositions.of(players).trump(Colour.BLACK).tricksDone(Cards.HAND - hands[waiting].length)
        .phase(new Phase.TrickPlay(new Trick(leader, PRIZE, plays)));
    for (int seat = 0; seat < players; seat++) {
      position.hand(seat, hands[seat]);
    }
    return position;
  }

  static TrickCard[] cards(TrickCard... cards) {
    return cards;
  }

  @Test
  void theLedColour_neednotBeFollowed() { // §5.2, §8.6: discarding off-colour is always allowed
    Table table = Table.at(trick(3, 0, cards(RED_5), cards(GREEN_1), cards(RED_2, BLUE_3), cards(GREEN_2, GREEN_3)));
    assertThat(table.legal()).containsExactlyInAnyOrder(new Play(RED_2), new Play(BLUE_3));
    table.play(new Play(BLUE_3));
  }

  @Test
  void trumpingWhileHoldingTheLedColour_isRejectedUnderReadingA() { // §5.2, §7 Reading A
    Table table = Table.at(trick(3, 0, cards(RED_5), cards(GREEN_1), cards(RED_2, BLACK_4), cards(GREEN_2, GREEN_3)));
    assertThat(table.legal()).containsExactly(new Play(RED_2));
    table.rejects(new Play(BLACK_4), "Trumping restriction (§5.2, §7 Reading A)");
  }

  @Test
  void trumpingWhenVoid_laysAMarkerOnTheLedColour() { // §5.2
    Table table = Table.at(trick(3, 0, cards(RED_5), cards(GREEN_1), cards(BLUE_3, BLACK_4), cards(GREEN_2, GREEN_3)));
    table.play(new Play(BLACK_4));
    assertThat(table.player(1).markers()).isEqualTo(ColourSet.of(Colour.RED));
    assertThat(table.events(MarkerPlaced.class)).containsExactly(new MarkerPlaced(1, Colour.RED));
  }

  @Test
  void aSeatWithoutTheLedColour_mayTrumpDiscardOrPlayAKlabautermann() { // §8.5
    Table table = Table.at(trick(3, 0, cards(RED_5), cards(GREEN_1), cards(BLUE_3, BLACK_4), cards(KLAB_1, GREEN_3)));
    assertThat(table.legal()).containsExactlyInAnyOrder(new Play(BLUE_3), new Play(BLACK_4));
    table.play(new Play(BLUE_3));
    assertThat(table.legal()).containsExactlyInAnyOrder(new Play(KLAB_1), new Play(GREEN_3));
  }

  @Test
  void aRepeatedTrumpOfAMarkedColour_needsNoSecondMarker() { // §8.19
    Table table = Table.at(trick(3, 0, cards(RED_5), cards(GREEN_1), cards(BLUE_3, BLACK_4), cards(GREEN_2, GREEN_3))
        .markers(1, Colour.RED));
    table.play(new Play(BLACK_4));
    assertThat(table.player(1).markers()).isEqualTo(ColourSet.of(Colour.RED));
    assertThat(table.events(MarkerPlaced.class)).isEmpty();
  }

  @Test
  void whenTrumpIsLed_playingTrumpIsFollowingAndLaysNoMarker() { // §5.2
    Table table = Table.at(trick(3, 0, cards(BLACK_2), cards(GREEN_1), cards(RED_3, BLACK_4), cards(GREEN_2, GREEN_3)));
    assertThat(table.legal()).containsExactlyInAnyOrder(new Play(RED_3), new Play(BLACK_4));
    table.play(new Play(BLACK_4));
    assertThat(table.player(1).markers()).isEqualTo(ColourSet.EMPTY);
  }

  @Test
  void aLedKlabautermann_makesTheTrickColourless() { // §8.3
    Table table = Table.at(trick(3, 0, cards(KLAB_5), cards(GREEN_1), cards(RED_3, BLACK_4), cards(GREEN_2, RED_6)));
    assertThat(table.legal()).containsExactlyInAnyOrder(new Play(RED_3), new Play(BLACK_4));
    table.play(new Play(BLACK_4), new Play(RED_6));
    assertThat(table.player(1).markers()).isEqualTo(ColourSet.EMPTY);
    assertThat(table.events(TrickWon.class).get(0).seat()).as("the highest number wins, trump or not").isEqualTo(2);
  }

  @Test
  void klabautermannTie_goesToTheCardPlayedLast() { // §8.4: KLAB_7 then GREEN_7, no 8 → GREEN_7
    Table table = Table.at(trick(4, 0, cards(KLAB_7), cards(RED_1), cards(GREEN_7, BLUE_1), cards(RED_2, BLUE_2),
        cards(RED_3, BLUE_3)));
    table.play(new Play(GREEN_7), new Play(RED_2), new Play(RED_3));
    assertThat(table.events(TrickWon.class).get(0).seat()).isEqualTo(1);
  }

  @Test
  void klabautermannTie_theOtherWayRound() { // §8.4: GREEN_7 then KLAB_7, no 8 → KLAB_7
    Table table = Table.at(trick(4, 0, cards(GREEN_7), cards(RED_1), cards(KLAB_7, BLUE_1), cards(RED_2, BLUE_2),
        cards(RED_3, BLUE_3)));
    table.play(new Play(KLAB_7), new Play(RED_2), new Play(RED_3));
    assertThat(table.events(TrickWon.class).get(0).seat()).isEqualTo(1);
  }

  @Test
  void klabautermannTrick_anyEightBeatsBothSevens() { // §8.4: numbers alone count
    Table table = Table.at(trick(4, 0, cards(KLAB_7), cards(RED_1), cards(GREEN_7, BLUE_1), cards(BLUE_8, BLUE_2),
        cards(RED_3, BLUE_3)));
    table.play(new Play(GREEN_7), new Play(BLUE_8), new Play(RED_3));
    assertThat(table.events(TrickWon.class).get(0).seat()).isEqualTo(2);
  }

  @Test
  void afterAKlabautermann_trumpMayBePlayedWhileHoldingTheLedColour() { // §5.2
    Table table = Table.at(trick(3, 0, cards(RED_5, KLAB_1), cards(GREEN_1), cards(GREEN_5),
        cards(RED_2, BLACK_3)));
    assertThat(table.legal()).containsExactlyInAnyOrder(new Play(RED_2), new Play(BLACK_3));
    table.play(new Play(BLACK_3));
    assertThat(table.player(2).markers()).as("no marker in a trick with a Klabautermann").isEqualTo(ColourSet.EMPTY);
    assertThat(table.events(TrickWon.class).get(0).seat()).as("5 is the highest number").isEqualTo(0);
  }

  @Test
  void aMarkerLaidBeforeAKlabautermannJoins_stays() { // §5.2 ENGINE DECISION (audit question 2, reading 1)
    Table table = Table.at(trick(3, 0, cards(RED_5), cards(GREEN_1), cards(BLUE_2, BLACK_3), cards(KLAB_5, GREEN_3)));
    table.play(new Play(BLACK_3), new Play(KLAB_5));
    assertThat(table.player(1).markers()).isEqualTo(ColourSet.of(Colour.RED));
    assertThat(table.events(TrickWon.class).get(0).seat()).as("tie of 5s: the card played last").isEqualTo(2);
  }

  @Test
  void theHighestTrump_winsOverHigherCardsOfTheLedColour() { // §5.3
    Table table = Table.at(trick(3, 0, cards(RED_6), cards(GREEN_1), cards(BLUE_3, BLACK_1), cards(BLACK_2, GREEN_3)));
    table.play(new Play(BLACK_1), new Play(BLACK_2));
    assertThat(table.events(TrickWon.class).get(0).seat()).isEqualTo(2);
  }

  @Test
  void withoutTrump_theHighestCardOfTheLedColourWins_offColoursNever() { // §5.3
    Table table = Table.at(trick(3, 0, cards(RED_2), cards(GREEN_1), cards(BLUE_6, BLUE_1), cards(GREEN_6, RED_1)));
    table.play(new Play(BLUE_6), new Play(GREEN_6));
    assertThat(table.events(TrickWon.class).get(0).seat()).isEqualTo(0);
  }

  @Test
  void onlyACardInHand_canBePlayed() { // §5.1
    Table table = Table.at(trick(3, 0, cards(RED_2), cards(GREEN_1), cards(BLUE_6, BLUE_1), cards(GREEN_6, RED_1)));
    table.rejects(new Play(BLUE_5), "Playing a card (§5.1)");
  }

  @Test
  void theWinner_loadsAtOnceAndNamesAnyNextLeaderHimselfIncluded() { // §5.1.4-5
    Table table = Table.at(trick(3, 0, cards(RED_6), cards(GREEN_1), cards(RED_3, BLUE_1), cards(RED_4, GREEN_3)));
    table.play(new Play(RED_3), new Play(RED_4));
    assertThat(table.phase()).isEqualTo(new Phase.Spoils(0, io.vavr.control.Option.some(PRIZE)));
    table.play(new Load(Good.RUM));
    assertThat(table.player(0).ship(Good.RUM).loot().contains(PRIZE)).isTrue();
    assertThat(table.legal()).containsExactly(new NameLeader(0), new NameLeader(1), new NameLeader(2));
    table.play(new NameLeader(2));
    assertThat(table.phase()).isEqualTo(new Phase.PrizeChoice(2));
  }

  @Test
  void theLeader_choosesThePrizeFromTheDisplay() { // §5.1.1
    Table table = Table.at(PortRoyalStichePositions.of(3).trump(Colour.BLUE).phase(new Phase.PrizeChoice(2))
        .display(Loot.BISCUIT_2, Loot.TOBACCO_3, Loot.RUM_4, Loot.GUNPOWDER_5, Loot.PLUS_8, Loot.MINUS_5, Loot.TIMES_2,
            Loot.BISCUIT_12, Loot.RUM_12));
    assertThat(table.legal()).hasSize(9);
    table.rejects(new ChoosePrize(Loot.RUM_10), "Prize (§5.1)");
    table.play(new ChoosePrize(Loot.PLUS_8));
    assertThat(table.state.display().contains(Loot.PLUS_8)).isFalse();
    assertThat(table.toMove()).as("the leader leads").isEqualTo(2);
  }
}
