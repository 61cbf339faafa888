package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.lang.reflect.Proxy;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.Game;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Listing;
import org.spielwerk.gildedcompass.Phase.Turn;

/**
 * {@link GildedCompass#playListed} skips the check only for a listing this very game made: a listing made by
 * another {@code Game} of the same types (here one that lists an illegal action) is checked as {@code play}
 * checks it.
 */
class PlayListedTest {
  private static final GildedCompass GAME = Fixture.GAME;

  @Test
  void aListingOfAnotherGameIsCheckedAsPlayChecksIt() {
    GildedCompassState s = GAME.setup(GAME.defaultOptions(), 2, 3);
    while (!(s.phase() instanceof Turn turn) || absentValue(turn) > 6) {
      s = GAME.play(s, GAME.legalActions(s).get(0));
    }
    GildedCompassState state = s;
    // a placement of a die the seat does not hold: what the rules would carry out if nobody checked
    GildedCompassAction illegal = GildedCompass.place(Building.UNIVERSITY,
        Pips.repeated(absentValue((Turn) state.phase()), 1), Pips.EMPTY, -1, 0);
    assertThat(GAME.legalActions(state)).doesNotContain(illegal);
    Throwable byPlay = catchThrowable(() -> GAME.play(state, illegal));
    assertThat(byPlay).isInstanceOf(IllegalActionException.class);

    Listing<GildedCompassState, GildedCompassAction> forged = Listing.of(listingOnly(List.of(illegal)), state);
    assertThat(forged.listedBy(GAME)).isFalse();
    assertThatThrownBy(() -> GAME.playListed(forged, 0)).isInstanceOf(IllegalActionException.class)
        .hasMessage(byPlay.getMessage());
  }

  /** The lowest value none of the turn's own and black dice shows, 7 when they show every value. */
  private static int absentValue(Turn turn) {
    int v = 1;
    while (v <= 6 && (turn.own().count(v) > 0 || turn.black().count(v) > 0)) {
      v++;
    }
    return v;
  }

  @Test
  void itsOwnListingPlaysAsPlay() {
    GildedCompassState s = GAME.setup(GAME.defaultOptions(), 3, 11);
    for (int step = 0; step < 200 && !GAME.isOver(s); step++) {
      Listing<GildedCompassState, GildedCompassAction> listing = Listing.of(GAME, s);
      int index = step % listing.size();
      GildedCompassState fast = GAME.playListed(listing, index);
      assertThat(fast).isEqualTo(GAME.play(s, listing.get(index)));
      s = fast;
    }
  }

  /** A game that answers {@code actions} as its legal actions and nothing else. */
  @SuppressWarnings("unchecked")
  private static Game<GildedCompassState, GildedCompassAction, ?, ?, ?> listingOnly(List<GildedCompassAction> actions) {
    return (Game<GildedCompassState, GildedCompassAction, ?, ?, ?>) Proxy.newProxyInstance(
        Game.class.getClassLoader(), new Class<?>[] {Game.class}, (proxy, method, args) -> {
          if (method.getName().equals("legalActions")) {
            return actions;
          }
          throw new UnsupportedOperationException(method.getName());
        });
  }
}
