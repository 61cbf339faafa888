package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.RandomSource;

/**
 * The listing's shared lists against their plain paths: the auction lists made once equal the list made
 * for the bounds, and a list read from a mask ({@link Rules.BitActions}) equals the list of its set bits'
 * actions, lowest bit first.
 */
class SharedListsTest {

  @Test
  void everySharedAuctionListEqualsTheOneMadeForItsBounds() {
    int compared = 0;
    for (int min = 1; min < Rules.AUCTION_LISTS.length; min++) {
      for (int max = 0; max < Rules.AUCTION_LISTS[min].length; max++) {
        assertThat(Rules.AUCTION_LISTS[min][max]).as("min %d, max %d", min, max).isEqualTo(Rules.auctionList(min, max));
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(300);
  }

  @Test
  void aMasksListEqualsTheListOfItsSetBits() {
    PortRoyalSticheAction[] byBit = new PortRoyalSticheAction[64];
    for (int b = 0; b < 64; b++) {
      byBit[b] = new PortRoyalSticheAction.Bid(b + 1);
    }
    RandomSource random = new RandomSource(34L);
    for (int round = 0; round < 2000; round++) {
      // sparse and dense masks, the empty one and the top bit included
      long bits = round == 0 ? 0 : round == 1 ? -1L : round % 3 == 0 ? random.nextLong() & random.nextLong() : random.nextLong();
      List<PortRoyalSticheAction> plain = new ArrayList<>();
      for (int b = 0; b < 64; b++) {
        if ((bits >>> b & 1) != 0) {
          plain.add(byBit[b]);
        }
      }
      List<PortRoyalSticheAction> shared = new Rules.BitActions(bits, byBit);
      assertThat(shared).as("mask %x", bits).isEqualTo(plain);
      assertThat(shared.size()).isEqualTo(plain.size());
      assertThatThrownBy(() -> shared.get(plain.size())).isInstanceOf(IndexOutOfBoundsException.class);
      assertThatThrownBy(() -> shared.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }
  }
}
