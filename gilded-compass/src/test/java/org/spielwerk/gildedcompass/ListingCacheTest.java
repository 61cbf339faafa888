package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.gildedcompass.GildedCompassAction.Place;
import org.spielwerk.gildedcompass.Phase.Assigning;

/**
 * The second path of {@code play} and {@code apply}: an action just listed for the very same position
 * skips the rules' check ({@link LastListing}), and the end-game choices by hand are reused by identity
 * ({@link LastChoices}). Proven equal to the first path: every listed action passes the uncached check,
 * the cached step equals the checked one, the cached choices equal fresh ones, an action that was not
 * listed for that very position is still checked, and threads never see each other's listing.
 */
class ListingCacheTest {
  private static final GildedCompass GAME = Fixture.GAME;

  /** The first path: the full check ({@link GildedCompass#violation}), then the rules. */
  private static GildedCompassState uncached(GildedCompassState s, GildedCompassAction action) {
    Violation violation = GildedCompass.violation(s, action);
    if (violation != null) {
      throw violation.exception();
    }
    return GildedCompass.perform(s, action, null);
  }

  private static GildedCompassState start(long seed) {
    GildedCompassOptions options = seed % 4 == 0 ? GildedCompassOptions.YUCATA : OptionsMix.random(seed * 17 + 3);
    try {
      return GAME.setup(options, 2 + (int) (seed % 4), seed);
    } catch (InvalidSetupException e) {
      return null; // a mix not allowed with this player count
    }
  }

  @Test
  void everyListedActionKeepsTheRulesAndPlaysAsWhenChecked() {
    int steps = 0;
    int assigning = 0;
    for (long seed = 0; seed < 48; seed++) {
      GildedCompassState s = start(seed);
      if (s == null) {
        continue;
      }
      RandomSource r = new RandomSource(seed);
      while (true) {
        List<GildedCompassAction> legal = GAME.legalActions(s);
        if (legal.isEmpty()) {
          // status: the gold and ranks of the sheets (Endgame.ranks)
          Outcome outcome = ((Status.Finished) GAME.status(s)).outcome();
          assertThat(outcome.scores()).isEqualTo(s.scores().map(ScoreSheet::total).asJava());
          assertThat(outcome.ranks()).isEqualTo(Endgame.ranks(s.scores()).asJava());
          break;
        }
        for (GildedCompassAction action : legal) {
          assertThat(GildedCompass.violation(s, action)).as("listed %s in phase %s", action, s.phase()).isNull();
        }
        if (s.phase() instanceof Assigning a) {
          // fresh problem and choices (a new problem object misses the cache) against the listing
          List<GildedCompassAction> fresh = new ArrayList<>(
              Endgame.choices(AssignmentProblem.of(s.player(a.seat()), s.options()), a.partial()));
          fresh.add(GildedCompassAction.LEAVE_UNASSIGNED);
          assertThat(legal).as("assignment choices of %s", a).isEqualTo(fresh);
          assigning++;
        }
        GildedCompassAction action = legal.get(r.nextInt(legal.size()));
        GildedCompassState checked = uncached(s, action);
        GAME.legalActions(s); // listed again: the cached path below
        GildedCompassState fast = GAME.play(s, action);
        assertThat(fast).as("play of listed %s in phase %s", action, s.phase()).isEqualTo(checked);
        assertThat(GAME.apply(s, action).state()).isEqualTo(checked);
        s = fast;
        steps++;
      }
    }
    assertThat(steps).isGreaterThan(5_000);
    assertThat(assigning).as("decisions of the assignment by hand").isGreaterThan(50);
  }

  @Test
  void anActionNotListedForThatVeryPositionIsStillChecked() {
    GildedCompassState s = GAME.setup(GildedCompassOptions.YUCATA, 3, 5);
    List<GildedCompassAction> legal = GAME.legalActions(s);
    // the caller's list is its own: an action put into it is not thereby listed
    Place twoInTheLibrary = new Place(Building.LIBRARY, Pips.of(1, 1), Pips.EMPTY, -1, 0);
    legal.set(0, twoInTheLibrary);
    assertThatThrownBy(() -> GAME.play(s, twoInTheLibrary)).isInstanceOf(IllegalActionException.class);
    assertThatThrownBy(() -> GAME.apply(s, twoInTheLibrary)).isInstanceOf(IllegalActionException.class);

    // a listed action on another position (the next one) is checked there
    GildedCompassAction place = GAME.legalActions(s).stream().filter(a -> a instanceof Place).findFirst().orElseThrow();
    GildedCompassState next = GAME.play(s, place);
    GAME.legalActions(s);
    if (next.phase() instanceof Phase.Turn turn && turn.seat() == ((Phase.Turn) s.phase()).seat()) {
      assertThatThrownBy(() -> GAME.play(next, place)).isInstanceOf(IllegalActionException.class)
          .hasMessageContaining("one placement of own dice per turn");
    } else {
      assertThatThrownBy(() -> GAME.play(next, place)).isInstanceOf(IllegalActionException.class);
    }

    // an equal position that is not the listed one takes the checked path, with the same result
    GildedCompassState copy = new GildedCompassState(s.options(), s.bBuilding(), s.cBuilding(), s.dummy(),
        s.round(), s.phase(), s.players(), s.board(), s.supply(), s.assignments(), s.scores(), s.rng());
    GAME.legalActions(s);
    assertThat(GAME.play(copy, place)).isEqualTo(next);
  }

  @Test
  void anotherThreadsListingIsNotThisThreads() throws Exception {
    GildedCompassState s = GAME.setup(GildedCompassOptions.YUCATA, 3, 9);
    GildedCompassState other = GAME.setup(GildedCompassOptions.YUCATA, 3, 10);
    GildedCompassAction listedHere = GAME.legalActions(s).get(0);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      // the other thread lists another position, then plays on this one: the full check answers
      Future<GildedCompassState> there = pool.submit(() -> {
        GAME.legalActions(other);
        return GAME.play(s, listedHere);
      });
      assertThat(there.get()).isEqualTo(uncached(s, listedHere));

      // games played on several threads at once end as when played one after the other
      List<Future<String>> games = new ArrayList<>();
      for (long seed = 0; seed < 12; seed++) {
        long game = seed;
        games.add(pool.submit(() -> finalPosition(game)));
      }
      for (int seed = 0; seed < games.size(); seed++) {
        assertThat(games.get(seed).get()).isEqualTo(finalPosition(seed));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static String finalPosition(long seed) {
    GildedCompassState s = GAME.setup(GildedCompassOptions.YUCATA, 2 + (int) (seed % 2), seed);
    RandomSource r = new RandomSource(seed);
    List<GildedCompassAction> legal;
    while (!(legal = GAME.legalActions(s)).isEmpty()) {
      s = GAME.play(s, legal.get(r.nextInt(legal.size())));
    }
    return s.toString();
  }
}
