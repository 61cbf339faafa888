package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.gildedcompass.Phase.Turn;
import org.spielwerk.gildedcompass.Tiles.Ability;

/**
 * The placements listed over a board summary ({@link PlacementListing}) are exactly, and in the same
 * order, those listed by trying every candidate with the full rules ({@code Turns.placeViolation},
 * {@code Turns.placeDummyViolation}): at every turn of random games over random option mixes and
 * player counts, once with the dice rolled and once with a random hand of own, black and dummy dice,
 * the seat holding Will to Win in half of those (the listing offers Will to Win placements too).
 */
class PlacementListingTest {
  private static final GildedCompass GAME = Fixture.GAME;

  private static List<GildedCompassAction> listing(GildedCompassState s, Turn turn, boolean tables) {
    List<GildedCompassAction> out = new ArrayList<>();
    GildedCompass.turnActions(s, turn, out, tables);
    return out;
  }

  private static Pips randomHand(RandomSource r, int max) {
    Pips hand = Pips.EMPTY;
    int size = r.nextInt(max + 1);
    for (int i = 0; i < size; i++) {
      hand = hand.plus(1 + r.nextInt(6));
    }
    return hand;
  }

  @Test
  void listingHasTheSamePlacementsAsTheRules() {
    int turns = 0;
    long willToWin = 0;
    for (long seed = 0; seed < 60; seed++) {
      GildedCompassOptions options = OptionsMix.random(seed * 31 + 7);
      GildedCompassState s;
      try {
        s = GAME.setup(options, 2 + (int) (seed % 4), seed);
      } catch (InvalidSetupException e) {
        continue; // a mix not allowed with this player count
      }
      RandomSource r = new RandomSource(seed);
      while (!GAME.isOver(s)) {
        if (s.phase() instanceof Turn turn) {
          assertThat(listing(s, turn, true)).as("turn " + turn + " on " + s.board()).isEqualTo(listing(s, turn, false));
          Turn other = new Turn(turn.seat(), turn.extra(), randomHand(r, 8), r.nextInt(4) == 0 ? randomHand(r, 2)
              : Pips.EMPTY, s.dummy() ? randomHand(r, 2) : Pips.EMPTY, turn.placedOwn() && r.nextBoolean(),
              turn.placedDummy(), io.vavr.control.Option.none());
          GildedCompassState t = s.withPhase(other);
          if (r.nextBoolean()) {
            Player p = t.player(turn.seat());
            t = t.withPlayer(turn.seat(), p.withAbilities(p.abilities().append(Ability.WILL_TO_WIN)));
          }
          List<GildedCompassAction> listed = listing(t, other, true);
          assertThat(listed).as("turn " + other + " on " + s.board()).isEqualTo(listing(t, other, false));
          willToWin += listed.stream().filter(PlacementListingTest::usesWillToWin).count();
          turns++;
        }
        var legal = GAME.legalActions(s);
        s = GAME.play(s, legal.get(r.nextInt(legal.size())));
      }
    }
    assertThat(turns).isGreaterThan(1000);
    assertThat(willToWin).as("Will to Win placements listed").isGreaterThan(100);
  }

  private static boolean usesWillToWin(GildedCompassAction a) {
    return a instanceof GildedCompassAction.Place p ? p.willToWin() != 0
        : a instanceof GildedCompassAction.PlaceDummy d && d.willToWin() != 0;
  }
}
