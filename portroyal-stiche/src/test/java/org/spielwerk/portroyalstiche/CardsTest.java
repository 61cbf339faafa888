package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The components tables of §1, counted against the spec. */
class CardsTest {

  @Test
  void lootCards_are40SimpleIn4GoodsAnd9Special() { // §1.1
    assertThat(Loot.values()).hasSize(49);
    List<Loot> simple = Arrays.stream(Loot.values()).filter(Loot::isSimple).toList();
    assertThat(simple).hasSize(40);
    for (Good good : Good.values()) {
      List<Integer> values = simple.stream().filter(l -> l.good() == good).map(Loot::weight).toList();
      assertThat(values).as(good.name()).containsExactly(2, 3, 4, 5, 6, 7, 8, 9, 10, 12);
      assertThat(values.stream().mapToInt(Integer::intValue).sum()).isEqualTo(66);
    }
    assertThat(simple.stream().mapToInt(Loot::weight).sum()).isEqualTo(264);
    assertThat(Arrays.stream(Loot.values()).filter(l -> !l.isSimple()))
        .containsExactly(Loot.PLUS_8, Loot.PLUS_6, Loot.MINUS_10, Loot.MINUS_5, Loot.MAX_PLUS_5, Loot.MAX_MINUS_5,
            Loot.TIMES_2, Loot.REMOVE_ONE, Loot.MOVE_ONE);
  }

  @Test
  void specialCards_haveTheEffectsOfTheTable() { // §1.1
    assertThat(Loot.PLUS_8.weight()).isEqualTo(8);
    assertThat(Loot.PLUS_6.weight()).isEqualTo(6);
    assertThat(Loot.MINUS_10.weight()).isEqualTo(-10);
    assertThat(Loot.MINUS_5.weight()).isEqualTo(-5);
    assertThat(Loot.MAX_PLUS_5.capacity()).isEqualTo(5);
    assertThat(Loot.MAX_MINUS_5.capacity()).isEqualTo(-5);
    assertThat(Loot.TIMES_2.weight()).isZero();
    assertThat(Arrays.stream(Loot.values()).filter(Loot::canRepay))
        .hasSize(42).contains(Loot.PLUS_8, Loot.PLUS_6).doesNotContain(Loot.MINUS_10, Loot.MINUS_5, Loot.MAX_PLUS_5,
            Loot.MAX_MINUS_5, Loot.TIMES_2, Loot.REMOVE_ONE, Loot.MOVE_ONE);
    assertThat(Loot.PLUS_8.repayValue()).isEqualTo(8);
    assertThat(Loot.PLUS_6.repayValue()).isEqualTo(6);
    assertThat(Arrays.stream(Loot.values()).filter(Loot::isLoadable)).hasSize(47)
        .doesNotContain(Loot.REMOVE_ONE, Loot.MOVE_ONE);
    assertThat(Loot.of(Good.RUM, 12)).isEqualTo(Loot.RUM_12);
  }

  @Test
  void bonusCards_areValues1To6() { // §1.2
    assertThat(Arrays.stream(Bonus.values()).map(Bonus::value)).containsExactly(1, 2, 3, 4, 5, 6);
    assertThat(BonusSet.ofAll(List.of(Bonus.values())).value()).isEqualTo(21);
  }

  @Test
  void trickCards_are4ColoursOf1To8AndKlabautermann157() { // §1.3 (35, the printed "39" is UNCONFIRMED)
    assertThat(TrickCard.values()).hasSize(35);
    for (Colour colour : Colour.values()) {
      assertThat(Arrays.stream(TrickCard.values()).filter(c -> !c.isKlabautermann() && c.colour() == colour)
          .map(TrickCard::value)).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
    }
    assertThat(Arrays.stream(TrickCard.values()).filter(TrickCard::isKlabautermann).map(TrickCard::value))
        .containsExactly(1, 5, 7);
  }

  @Test
  void trickDeckFor3Players_isValues1To6AndKlabautermann1And5() { // §1.3
    TrickSet deck = Cards.trickDeck(3);
    assertThat(deck.size()).isEqualTo(26);
    assertThat(deck.toList()).filteredOn(TrickCard::isKlabautermann).containsExactly(TrickCard.KLAB_1, TrickCard.KLAB_5);
    assertThat(deck.toList()).filteredOn(c -> !c.isKlabautermann()).hasSize(24).allMatch(c -> c.value() <= 6);
    assertThat(deck.size()).isEqualTo(3 * Cards.HAND + Cards.FACE_UP);
  }

  @Test
  void trickDeckFor4Players_isValues1To8AndKlabautermann1And7() { // §1.3
    TrickSet deck = Cards.trickDeck(4);
    assertThat(deck.size()).isEqualTo(34);
    assertThat(deck.toList()).filteredOn(TrickCard::isKlabautermann).containsExactly(TrickCard.KLAB_1, TrickCard.KLAB_7);
    assertThat(deck.toList()).filteredOn(c -> !c.isKlabautermann()).hasSize(32);
    assertThat(deck.size()).isEqualTo(4 * Cards.HAND + Cards.FACE_UP);
  }

  @Test
  void shipCapacity_is24With3PlayersAnd18With4() { // §1.3
    assertThat(Cards.capacity(3)).isEqualTo(24);
    assertThat(Cards.capacity(4)).isEqualTo(18);
  }

  @Test
  void everyLootCardIsRevealedBySix_rounds() { // §2 note: 9 + 5 × 8 = 49
    assertThat(Cards.DISPLAY + (Cards.ROUNDS - 1) * Cards.REVEALED_PER_ROUND).isEqualTo(49);
  }

  @Test
  void cardSets_areCanonicalAndReadBackFromJson() {
    assertThat(TrickSet.of(TrickCard.RED_1, TrickCard.KLAB_7)).isEqualTo(TrickSet.of(TrickCard.KLAB_7, TrickCard.RED_1));
    String json = org.spielwerk.core.Json.write(TrickSet.of(TrickCard.BLUE_3, TrickCard.KLAB_5));
    assertThat(json).isEqualTo("[\"BLUE_3\",\"KLAB_5\"]");
    assertThat(org.spielwerk.core.Json.read(json, TrickSet.class)).isEqualTo(TrickSet.of(TrickCard.BLUE_3, TrickCard.KLAB_5));
    assertThat(new PortRoyalSticheAction.LayAside(TrickCard.RED_5, TrickCard.RED_2))
        .isEqualTo(new PortRoyalSticheAction.LayAside(TrickCard.RED_2, TrickCard.RED_5));
  }
}
