package org.spielwerk.portroyalunterwegs;

import org.spielwerk.core.Step;

/** Shorthands of the scenario tests: positions come from {@link UnterwegsPositions}. */
final class Table {
  private Table() {}

  static final PortRoyalUnterwegs GAME = new PortRoyalUnterwegs();

  static UnterwegsPositions of(int players) {
    return UnterwegsPositions.of(players);
  }

  static Card card(String id) {
    return UnterwegsPositions.card(id);
  }

  static Card.Person person(String id) {
    return UnterwegsPositions.person(id);
  }

  static Card.Ship ship(String id) {
    return UnterwegsPositions.ship(id);
  }

  /** Plays actions in order and returns the last step. */
  static Step<UnterwegsState, UnterwegsEvent> play(UnterwegsState state, UnterwegsAction... actions) {
    Step<UnterwegsState, UnterwegsEvent> step = null;
    for (UnterwegsAction action : actions) {
      step = GAME.apply(state, action);
      state = step.state();
    }
    return step;
  }

  static UnterwegsAction trade(String id) {
    return new UnterwegsAction.Trade(ship(id));
  }

  static UnterwegsAction hire(String id) {
    return new UnterwegsAction.Hire(person(id));
  }
}
