package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Collections;
import java.util.List;
import java.util.ListIterator;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;

/**
 * {@link LastListing} keeps the very list {@code legalActions} answered, not a copy, so every way the
 * caller can change that list must make the listing's actions go through the full check again
 * ({@link Listing#stamp}); an unchanged list keeps the cached path.
 */
class ListingStampTest {
  private static final GildedCompass GAME = Fixture.GAME;
  /** Not legal in the opening position: the Library takes one die. */
  private static final Place TWO_IN_THE_LIBRARY = new Place(Building.LIBRARY, Pips.of(1, 1), Pips.EMPTY, -1, 0);

  private static void assertChangeIsSeen(String how, Consumer<List<GildedCompassAction>> change) {
    GildedCompassState s = GAME.setup(GildedCompassOptions.YUCATA, 3, 5);
    List<GildedCompassAction> legal = GAME.legalActions(s);
    GildedCompassAction first = legal.get(0);
    assertThat(legal).isInstanceOf(Listing.class);
    assertThat(LastListing.listed(s, first)).as("unchanged list, before %s", how).isTrue();
    change.accept(legal);
    assertThat(LastListing.listed(s, first)).as("after %s", how).isFalse();
    assertThat(LastListing.listed(s, TWO_IN_THE_LIBRARY)).as("after %s", how).isFalse();
    if (legal.contains(TWO_IN_THE_LIBRARY)) {
      assertThatThrownBy(() -> GAME.play(s, TWO_IN_THE_LIBRARY)).as(how).isInstanceOf(IllegalActionException.class);
    }
    // a listed action still plays, through the full check, to the same position
    assertThat(GAME.play(s, first)).as(how).isEqualTo(GildedCompass.perform(s, first, null));
  }

  @Test
  void everyChangeOfTheListedListIsSeen() {
    assertChangeIsSeen("set", l -> l.set(0, TWO_IN_THE_LIBRARY));
    assertChangeIsSeen("add", l -> l.add(TWO_IN_THE_LIBRARY));
    assertChangeIsSeen("add at 0", l -> l.add(0, TWO_IN_THE_LIBRARY));
    assertChangeIsSeen("remove", l -> l.remove(l.size() - 1));
    assertChangeIsSeen("subList set", l -> l.subList(0, 1).set(0, TWO_IN_THE_LIBRARY));
    assertChangeIsSeen("subList replaceAll", l -> l.subList(0, 2).replaceAll(a -> TWO_IN_THE_LIBRARY));
    assertChangeIsSeen("listIterator set", l -> {
      ListIterator<GildedCompassAction> it = l.listIterator();
      it.next();
      it.set(TWO_IN_THE_LIBRARY);
    });
    assertChangeIsSeen("replaceAll", l -> l.replaceAll(a -> TWO_IN_THE_LIBRARY));
    assertChangeIsSeen("shuffle", l -> Collections.shuffle(l, new java.util.Random(1)));
    assertChangeIsSeen("swap", l -> Collections.swap(l, 0, 1));
    assertChangeIsSeen("sort", l -> l.sort((a, b) -> 0));
    assertChangeIsSeen("clear and addAll", l -> {
      List<GildedCompassAction> copy = List.copyOf(l);
      l.clear();
      l.addAll(copy);
    });
  }

  @Test
  void readingTheListKeepsTheCachedPath() {
    GildedCompassState s = GAME.setup(GildedCompassOptions.YUCATA, 2, 8);
    List<GildedCompassAction> legal = GAME.legalActions(s);
    legal.iterator().forEachRemaining(a -> { });
    legal.stream().count();
    legal.toArray();
    assertThat(legal.indexOf(legal.get(1))).isEqualTo(1);
    assertThat(LastListing.listed(s, legal.get(legal.size() - 1))).isTrue();
  }

  @Test
  void theTablesOfPlacementsFollowTheBoard() {
    // PlacementTable.of keeps the last table by the board's identity: along random games (each step's
    // board differs or is the very same object) the listing equals the one built from fresh tables
    for (long seed = 0; seed < 12; seed++) {
      GildedCompassState s;
      try {
        s = GAME.setup(seed % 2 == 0 ? GildedCompassOptions.YUCATA : OptionsMix.random(seed), 2 + (int) (seed % 3), seed);
      } catch (InvalidSetupException e) {
        continue; // a mix not allowed with this player count
      }
      RandomSource r = new RandomSource(seed);
      while (true) {
        List<GildedCompassAction> legal = GAME.legalActions(s);
        if (legal.isEmpty()) {
          break;
        }
        if (s.phase() instanceof Phase.Turn turn) {
          java.util.ArrayList<GildedCompassAction> slow = new java.util.ArrayList<>();
          GildedCompass.turnActions(s, turn, slow, false);
          assertThat(legal).as("turn listing, seed %d, phase %s", seed, s.phase()).isEqualTo(slow);
        }
        s = GAME.play(s, legal.get(r.nextInt(legal.size())));
      }
    }
  }
}
