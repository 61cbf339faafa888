package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Step;
import org.spielwerk.gildedcompass.Board.Die;
import org.spielwerk.gildedcompass.Phase.Turn;

/** Builds positions for scenario tests and plays actions on them. */
final class Fixture {
  private Fixture() {}

  static final GildedCompass GAME = new GildedCompass();

  /** YUCATA with the given buildings and seat 0 starting. */
  static GildedCompassOptions yucata(Building b, Building c) {
    return GildedCompassOptions.YUCATA.withBBuilding(Option.some(b)).withCBuilding(Option.some(c)).withStartSeat(0);
  }

  /** PRINTED with the given buildings and seat 0 starting. */
  static GildedCompassOptions printed(Building b, Building c) {
    return GildedCompassOptions.PRINTED.withBBuilding(Option.some(b)).withCBuilding(Option.some(c)).withStartSeat(0);
  }

  /** A new game; its first phase is seat 0's turn. */
  static GildedCompassState start(GildedCompassOptions options, int players) {
    return GAME.setup(options, players, 42);
  }

  /** The seat's turn with these rolled own dice (the seat holds exactly these). */
  static GildedCompassState turn(GildedCompassState s, int seat, Pips own) {
    return turn(s, seat, own, Pips.EMPTY);
  }

  /** The seat's turn with these rolled own and held dummy dice. */
  static GildedCompassState turn(GildedCompassState s, int seat, Pips own, Pips dummy) {
    Player p = s.player(seat);
    return s.withPlayer(seat, p.withOwnDice(own.size()).withDummyDice(dummy.size()).withBlackDice(0))
        .withPhase(new Turn(seat, false, own, Pips.EMPTY, dummy, false, false, Option.none()));
  }

  /** A University row from (owner, value) pairs. */
  static Vector<Die> row(int... ownerValue) {
    Vector<Die> row = Vector.empty();
    for (int i = 0; i < ownerValue.length; i += 2) {
      row = row.append(new Die(ownerValue[i], ownerValue[i + 1]));
    }
    return row;
  }

  static GildedCompassState play(GildedCompassState s, GildedCompassAction action) {
    return GAME.play(s, action);
  }

  static Step<GildedCompassState, GildedCompassEvent> step(GildedCompassState s, GildedCompassAction action) {
    return GAME.apply(s, action);
  }

  /** Asserts the action is rejected naming the rule, and is not listed. */
  static void assertIllegal(GildedCompassState s, GildedCompassAction action, String rule) {
    assertThat(GAME.legalActions(s)).doesNotContain(action);
    assertThatThrownBy(() -> GAME.apply(s, action)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining(rule);
  }

  /** Asserts the action is listed and applies. */
  static GildedCompassState assertLegal(GildedCompassState s, GildedCompassAction action) {
    assertThat(GAME.legalActions(s)).contains(action);
    return GAME.play(s, action);
  }

  static GildedCompassAction.Place own(Building b, Pips dice, int target) {
    return new GildedCompassAction.Place(b, dice, Pips.EMPTY, target, 0);
  }

  static GildedCompassAction.Place own(Building b, int... dice) {
    return new GildedCompassAction.Place(b, Pips.of(dice), Pips.EMPTY, -1, 0);
  }

  static GildedCompassAction.PlaceDummy dummy(Building b, int... dice) {
    return new GildedCompassAction.PlaceDummy(b, Pips.of(dice), -1, 0);
  }

}
