package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spielwerk.portroyalstiche.TrickCard.*;

import org.junit.jupiter.api.Test;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChooseTrump;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.LayAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.NameLeader;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.CardsLaidAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnCardsLaidAside;

/** The three privileges, in order (§4.2). */
class PrivilegesTest {

  private static Table exchange() {
    return Table.at(PortRoyalStichePositions.of(3).holder(1, 3).phase(new Phase.Exchange(1))
        .hand(1, RED_1, RED_2, RED_3, BLUE_1, BLUE_2, GREEN_1, GREEN_2, BLACK_1, BLACK_2, KLAB_1));
  }

  @Test
  void exchange_laysAnyTwoOfTheTenCardsAsideFaceDown() { // §4.2a
    Table table = exchange();
    assertThat(table.legal()).hasSize(45).allMatch(a -> a instanceof LayAside);
    table.play(new LayAside(KLAB_1, RED_2));
    assertThat(table.player(1).hand().size()).isEqualTo(8);
    assertThat(table.state.aside()).isEqualTo(TrickSet.of(RED_2, KLAB_1));
    assertThat(table.events).contains(new CardsLaidAside(1), new OwnCardsLaidAside(1, TrickSet.of(RED_2, KLAB_1)));
    assertThat(table.events(OwnCardsLaidAside.class).get(0).privateTo()).isEqualTo(1);
    assertThat(table.phase()).isEqualTo(new Phase.TrumpChoice(1));
  }

  @Test
  void exchange_rejectsTheSameCardTwiceAndCardsNotInHand() { // §4.2a
    Table table = exchange();
    table.rejects(new LayAside(RED_1, RED_1), "Exchange (§4.2a)");
    table.rejects(new LayAside(RED_1, RED_6), "Exchange (§4.2a)");
  }

  @Test
  void trump_isOneOfTheFourColours() { // §4.2b, ENGINE DECISION: no "no trump"
    Table table = exchange().play(new LayAside(RED_1, RED_2));
    assertThat(table.legal()).containsExactly(new ChooseTrump(Colour.RED), new ChooseTrump(Colour.BLUE),
        new ChooseTrump(Colour.GREEN), new ChooseTrump(Colour.BLACK));
    table.rejects(new ChooseTrump(null), "Trump (§4.2b)");
    table.play(new ChooseTrump(Colour.GREEN));
    assertThat(table.state.trump().get()).isEqualTo(Colour.GREEN);
    assertThat(table.phase()).isEqualTo(new Phase.LeaderChoice(1));
  }

  @Test
  void startPlayer_isAnySeatIncludingTheHolder() { // §4.2c
    Table table = exchange().play(new LayAside(RED_1, RED_2), new ChooseTrump(Colour.BLUE));
    assertThat(table.legal()).containsExactly(new NameLeader(0), new NameLeader(1), new NameLeader(2));
    table.rejects(new NameLeader(3), "Start player");
    table.play(new NameLeader(1));
    assertThat(table.phase()).as("the leader chooses the first prize").isEqualTo(new Phase.PrizeChoice(1));
  }

  @Test
  void privileges_comeInOrder() { // §4.2: exchange, trump, start player
    Table table = exchange();
    table.rejects(new ChooseTrump(Colour.RED), "Sequence of play");
    table.rejects(new NameLeader(0), "Sequence of play");
    table.play(new LayAside(RED_1, RED_2));
    table.rejects(new NameLeader(0), "Sequence of play");
    table.rejects(new LayAside(RED_3, BLUE_1), "Sequence of play");
  }
}
