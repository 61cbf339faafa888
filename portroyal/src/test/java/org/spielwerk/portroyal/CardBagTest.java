package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.List;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;
import org.spielwerk.core.RandomSource;

/** The packed multiset behind the discard pile, the harbour and the displays. */
class CardBagTest {

  @Test
  void countsIterationAndEquality() {
    CardBag bag = CardBag.of(Card.SAILOR_3, Card.U_K_S_4N, Card.SAILOR_3, Card.TRADER_YELLOW_3, Card.VICEADM_9);
    assertThat(bag.size()).isEqualTo(5);
    assertThat(bag.count(Card.SAILOR_3)).isEqualTo(2);
    assertThat(bag.kinds()).isEqualTo(4);
    java.util.List<Card> kinds = new ArrayList<>();
    for (int o = bag.first(); o >= 0; o = bag.next(o)) {
      kinds.add(Card.values()[o]);
    }
    assertThat(kinds).containsExactly(Card.TRADER_YELLOW_3, Card.SAILOR_3, Card.VICEADM_9, Card.U_K_S_4N);
    assertThat(bag).isEqualTo(CardBag.of(Card.VICEADM_9, Card.SAILOR_3, Card.U_K_S_4N, Card.TRADER_YELLOW_3, Card.SAILOR_3));
    assertThat(bag.hashCode()).isEqualTo(CardBag.of(bag.toList()).hashCode());
    assertThat(bag.minus(Card.SAILOR_3, 2).contains(Card.SAILOR_3)).isFalse();
    assertThat(bag.containsAll(CardBag.of(Card.SAILOR_3, Card.SAILOR_3))).isTrue();
    assertThat(bag.containsAll(CardBag.of(Card.SAILOR_3, Card.SAILOR_3, Card.SAILOR_3))).isFalse();
    assertThat(bag.plus(bag).size()).isEqualTo(10);
  }

  @Test
  void limits() {
    assertThatThrownBy(() -> CardBag.EMPTY.minus(Card.GOVERNOR)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> CardBag.EMPTY.plus(Card.GOVERNOR, 16)).isInstanceOf(IllegalArgumentException.class);
    CardBag full = CardBag.EMPTY.plus(Card.GOVERNOR, 15).plus(Card.SETTLER, 15);
    assertThat(full.count(Card.GOVERNOR)).isEqualTo(15);
    assertThat(full.count(Card.SETTLER)).isEqualTo(15);
    assertThat(full.count(Card.CAPTAIN)).isZero();
  }

  /** The bag agrees with a plain list over random changes, and reads back from JSON as a sorted list. */
  @Test
  void agreesWithAList() {
    RandomSource r = new RandomSource(3);
    CardBag bag = CardBag.EMPTY;
    java.util.List<Card> list = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      Card card = Card.values()[r.nextInt(Card.values().length)];
      if (r.nextBoolean() && list.contains(card)) {
        bag = bag.minus(card);
        list.remove(card);
      } else if (bag.count(card) < 15) {
        bag = bag.plus(card);
        list.add(card);
      }
      assertThat(bag.size()).isEqualTo(list.size());
    }
    assertThat(bag.toList()).isEqualTo(List.ofAll(list).sorted());
    assertThat(Json.read(Json.write(bag), CardBag.class)).isEqualTo(bag);
    assertThat(Json.write(CardBag.of(Card.SAILOR_3, Card.GOVERNOR))).isEqualTo("[\"SAILOR_3\",\"GOVERNOR\"]");
  }

  /** Adding bags word by word agrees with adding card by card, and a count past 15 is still refused. */
  @Test
  void addingBags() {
    RandomSource r = new RandomSource(7);
    for (int round = 0; round < 200; round++) {
      CardBag a = CardBag.EMPTY;
      CardBag b = CardBag.EMPTY;
      for (int k = 0; k < 40; k++) {
        Card card = Card.VALUES[r.nextInt(Card.VALUES.length)];
        if (a.count(card) + b.count(card) < 15) {
          if (r.nextBoolean()) {
            a = a.plus(card);
          } else {
            b = b.plus(card);
          }
        }
      }
      CardBag slow = a;
      for (Card card : b.toList()) {
        slow = slow.plus(card);
      }
      assertThat(a.plus(b)).isEqualTo(slow);
      assertThat(a.plus(b).size()).isEqualTo(a.size() + b.size());
    }
    // the last kind of a word and the first of the next: carries must not spill over
    Card last = Card.VALUES[15];
    CardBag full = CardBag.EMPTY.plus(last, 15);
    assertThatThrownBy(() -> full.plus(CardBag.of(last))).isInstanceOf(IllegalArgumentException.class);
    assertThat(full.plus(CardBag.of(Card.VALUES[16])).count(Card.VALUES[16])).isEqualTo(1);
    Card top = Card.VALUES[Card.VALUES.length - 1];
    CardBag fullTop = CardBag.EMPTY.plus(top, 15);
    assertThatThrownBy(() -> fullTop.plus(CardBag.of(top))).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> CardBag.EMPTY.plus(Card.VALUES[63], 15).plus(CardBag.of(Card.VALUES[63])))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /** The paid coins' bag holds the cards of the top coins. */
  @Test
  void coinsToABag() {
    List<Coin> coins = List.of(Coin.of(Card.SAILOR_3, 0), Coin.of(Card.SAILOR_3, 1), Coin.of(Card.TAX_MIN_IP, 0),
        Coin.of(Card.GOVERNOR, 2));
    assertThat(CardBag.ofCoins(coins, 3)).isEqualTo(CardBag.of(Card.SAILOR_3, Card.SAILOR_3, Card.TAX_MIN_IP));
    assertThat(CardBag.ofCoins(coins, 0)).isEqualTo(CardBag.EMPTY);
  }
}
