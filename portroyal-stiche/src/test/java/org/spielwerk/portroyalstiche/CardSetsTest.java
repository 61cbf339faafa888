package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.Json;

/**
 * The card values and sets guard their ranges (§1): a simple loot card is 2..10 or 12 of a good, a trick
 * card 1..8 of a colour, and a set holds only cards that exist; a Klabautermann has no colour and a grey
 * card no good.
 */
class CardSetsTest {

  @Test
  void simpleLootValues_are2To10And12() { // §1.1: "no 11"
    assertThat(Loot.of(Good.BISCUIT, 2)).isEqualTo(Loot.BISCUIT_2);
    assertThat(Loot.of(Good.GUNPOWDER, 10)).isEqualTo(Loot.GUNPOWDER_10);
    assertThat(Loot.of(Good.TOBACCO, 12)).isEqualTo(Loot.TOBACCO_12);
    for (int value : new int[] {1, 11, 13, 0, -2}) {
      assertThatThrownBy(() -> Loot.of(Good.RUM, value)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(value));
    }
    assertThatThrownBy(Loot.TIMES_2::good).isInstanceOf(IllegalStateException.class);
    assertThat(Loot.RUM_7.good()).isEqualTo(Good.RUM);
    assertThat(Loot.MINUS_5.repayValue()).isZero();
    assertThat(Loot.RUM_7.repayValue()).isEqualTo(7);
    assertThat(Loot.REMOVE_ONE.weight()).isZero();
    assertThat(Loot.RUM_7.capacity()).isZero();
  }

  @Test
  void trickCardValues_are1To8() { // §1.3
    assertThat(TrickCard.of(Colour.BLUE, 1)).isEqualTo(TrickCard.BLUE_1);
    assertThat(TrickCard.of(Colour.BLACK, 8)).isEqualTo(TrickCard.BLACK_8);
    assertThatThrownBy(() -> TrickCard.of(Colour.RED, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> TrickCard.of(Colour.RED, 9)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(TrickCard.KLAB_5::colour).isInstanceOf(IllegalStateException.class);
    assertThat(TrickCard.KLAB_5.colourIndex()).isEqualTo(-1);
    assertThat(TrickCard.GREEN_3.colourIndex()).isEqualTo(Colour.GREEN.ordinal());
    assertThat(TrickCard.of(TrickCard.KLAB_7.ordinal())).isEqualTo(TrickCard.KLAB_7);
  }

  @Test
  void colourBits_areTheEightCardsOfTheColour() {
    for (Colour colour : Colour.values()) {
      TrickSet cards = new TrickSet(colour.cards());
      assertThat(cards.size()).isEqualTo(8);
      assertThat(cards.toList()).allMatch(c -> !c.isKlabautermann() && c.colour() == colour);
    }
    assertThat(ColourSet.of(Colour.RED, Colour.BLACK).cards()).isEqualTo(Colour.RED.cards() | Colour.BLACK.cards());
    assertThat(ColourSet.EMPTY.cards()).isZero();
  }

  @Test
  void sets_holdOnlyCardsThatExist() {
    assertThatThrownBy(() -> new LootSet(1L << 49)).isInstanceOf(IllegalArgumentException.class);
    assertThat(new LootSet((1L << 49) - 1).size()).isEqualTo(49);
    assertThatThrownBy(() -> new TrickSet(1L << 35)).isInstanceOf(IllegalArgumentException.class);
    assertThat(new TrickSet((1L << 35) - 1).size()).isEqualTo(35);
    assertThatThrownBy(() -> new BonusSet(1 << 6)).isInstanceOf(IllegalArgumentException.class);
    assertThat(new BonusSet(0x3F).size()).isEqualTo(6);
    assertThatThrownBy(() -> new ColourSet(1 << 4)).isInstanceOf(IllegalArgumentException.class);
    assertThat(new ColourSet(0xF).size()).isEqualTo(4);
  }

  @Test
  void setOperations() {
    LootSet loot = LootSet.of(Loot.RUM_2, Loot.TIMES_2);
    assertThat(loot.with(Loot.PLUS_8).without(Loot.RUM_2)).isEqualTo(LootSet.of(Loot.TIMES_2, Loot.PLUS_8));
    assertThat(loot.union(LootSet.of(Loot.MOVE_ONE)).size()).isEqualTo(3);
    assertThat(loot.contains(Loot.TIMES_2)).isTrue();
    assertThat(loot.contains(Loot.RUM_3)).isFalse();
    assertThat(LootSet.EMPTY.isEmpty()).isTrue();
    assertThat(loot.isEmpty()).isFalse();
    assertThat(LootSet.of(Loot.MOVE_ONE).single()).isEqualTo(Loot.MOVE_ONE);
    assertThatThrownBy(loot::single).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(LootSet.EMPTY::single).isInstanceOf(IllegalStateException.class);
    assertThat(LootSet.ofAll(List.of(Loot.TIMES_2, Loot.RUM_2))).isEqualTo(loot);

    BonusSet bonus = BonusSet.of(Bonus.BONUS_6, Bonus.BONUS_2);
    assertThat(bonus.lowest()).isEqualTo(Bonus.BONUS_2);
    assertThat(bonus.value()).isEqualTo(8);
    assertThat(BonusSet.EMPTY.value()).isZero();
    assertThatThrownBy(BonusSet.EMPTY::lowest).isInstanceOf(IllegalStateException.class);
    assertThat(bonus.without(Bonus.BONUS_2).with(Bonus.BONUS_1)).isEqualTo(BonusSet.of(Bonus.BONUS_1, Bonus.BONUS_6));
    assertThat(bonus.union(BonusSet.of(Bonus.BONUS_3)).toList()).containsExactly(Bonus.BONUS_2, Bonus.BONUS_3, Bonus.BONUS_6);

    TrickSet hand = TrickSet.of(TrickCard.RED_1, TrickCard.RED_7, TrickCard.KLAB_1, TrickCard.BLUE_2);
    assertThat(hand.ofColour(Colour.RED)).isEqualTo(TrickSet.of(TrickCard.RED_1, TrickCard.RED_7));
    assertThat(hand.hasColour(Colour.BLUE)).isTrue();
    assertThat(hand.hasColour(Colour.GREEN)).isFalse();
    assertThat(hand.intersect(TrickSet.of(TrickCard.KLAB_1, TrickCard.KLAB_5))).isEqualTo(TrickSet.of(TrickCard.KLAB_1));
    assertThat(hand.minus(TrickSet.of(TrickCard.RED_1)).size()).isEqualTo(3);

    ColourSet colours = ColourSet.of(Colour.GREEN).with(Colour.RED);
    assertThat(colours.toList()).containsExactly(Colour.RED, Colour.GREEN);
    assertThat(colours.without(Colour.GREEN)).isEqualTo(ColourSet.of(Colour.RED));
    assertThat(colours.contains(Colour.BLUE)).isFalse();
    assertThat(ColourSet.ofAll(List.of(Colour.BLUE))).isEqualTo(ColourSet.of(Colour.BLUE));
  }

  @Test
  void aSetWrittenWithACardTwice_isRejectedWhenRead() { // issue 19: 200,000 copies of one card read as one
    assertThatThrownBy(() -> Json.read("[\"RUM_3\",\"RUM_3\"]", LootSet.class))
        .isInstanceOf(InvalidJsonException.class).hasMessageContaining("RUM_3 twice");
    assertThatThrownBy(() -> Json.read("[\"BONUS_1\",\"BONUS_1\"]", BonusSet.class))
        .isInstanceOf(InvalidJsonException.class).hasMessageContaining("BONUS_1 twice");
    assertThatThrownBy(() -> Json.read("[\"RUM_3\",null]", LootSet.class)).isInstanceOf(InvalidJsonException.class);
    assertThatThrownBy(() -> LootSet.ofAll(List.of(Loot.RUM_3, Loot.RUM_3))).isInstanceOf(IllegalArgumentException.class);
    assertThat(Json.read("[\"RUM_3\",\"RUM_7\"]", LootSet.class)).isEqualTo(LootSet.of(Loot.RUM_3, Loot.RUM_7));
  }
}
