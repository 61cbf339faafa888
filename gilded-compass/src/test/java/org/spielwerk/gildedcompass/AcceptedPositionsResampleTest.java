package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.gildedcompass.Tiles.Chalice;
import org.spielwerk.gildedcompass.Tiles.ChaliceBack;

/**
 * Issue 34's finding of the contract's property 19 (validate implies resampleFromView): a position
 * {@code validate} accepted whose views {@code resampleFromView} rejected for every seat, because a rule of a
 * hidden zone was checked only by the view's dealer.
 */
class AcceptedPositionsResampleTest {
  private static final GildedCompass GAME = Fixture.GAME;

  /** §10.4: the Chalice Fragments setup takes 2 chalices of each back out of play unseen, into the box. */
  private static GildedCompassState withFragments() {
    GildedCompassOptions o = Fixture.yucata(Building.AUCTION_HOUSE, Building.TREASURE_TOWER).withChaliceFragments(true);
    return GAME.setup(o, 3, 5);
  }

  /**
   * A bronze chalice of the box in seat 1's hand and a silver one of the silver stack in the box: every
   * tile is still counted once, but the box holds 1 bronze and 3 silver. A seat sees only the box's size,
   * and no position shows 1 bronze in the box, so every seat's view was rejected by the dealer.
   */
  private static GildedCompassState boxOfUnevenBacks() {
    GildedCompassState s = withFragments();
    Supply u = s.supply();
    Chalice bronze = u.chaliceBox().find(c -> c.back() == ChaliceBack.BRONZE).get();
    Vector<Chalice> silverStack = u.chaliceStacks().get(ChaliceBack.SILVER.ordinal());
    Chalice silver = silverStack.find(c -> !Vector.ofAll(Components.standard().chaliceFragments()).contains(c)).get();
    Supply moved = u.withChaliceBox(u.chaliceBox().remove(bronze).append(silver))
        .withChaliceStacks(u.chaliceStacks().update(ChaliceBack.SILVER.ordinal(), silverStack.remove(silver)));
    return s.withSupply(moved).withPlayer(1, s.player(1).withChalices(s.player(1).chalices().append(bronze)));
  }

  @Test
  void aDealtPositionWithFragmentsDealsFromEverySeatsView() {
    GildedCompassState s = withFragments();
    for (int seat = 0; seat < 3; seat++) {
      GildedCompassView view = GAME.view(s, seat);
      assertThat(GAME.view(GAME.resampleFromView(view, seat), seat)).isEqualTo(view);
    }
  }

  @Test
  void aChaliceBoxOfUnevenBacksIsRejectedByValidateNamingTheBox() {
    GildedCompassState s = boxOfUnevenBacks();
    assertThatThrownBy(() -> GAME.validate(s)).isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).endsWith("chaliceBox"))
        .hasMessageContaining("§10.4");
    // what the dealer said before: no seat's view deals
    for (int seat = 0; seat < 3; seat++) {
      GildedCompassView view = GAME.view(s, seat);
      assertThatThrownBy(() -> GAME.resampleFromView(view, 1L)).isInstanceOf(InvalidPositionException.class);
    }
  }
}
