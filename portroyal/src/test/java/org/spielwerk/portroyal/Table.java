package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Step;

/** Scenario tests' helpers: positions from {@link PortRoyalPositions}, and playing them with every step validated. */
final class Table {
  static final PortRoyal GAME = new PortRoyal();

  private Table() {}

  static PortRoyalPositions of(int players) {
    return PortRoyalPositions.of(players);
  }

  // ----- playing -----

  static Step<PortRoyalState, PortRoyalEvent> step(PortRoyalState state, PortRoyalAction action) {
    Step<PortRoyalState, PortRoyalEvent> step = GAME.apply(state, action);
    GAME.validate(step.state());
    return step;
  }

  static PortRoyalState play(PortRoyalState state, PortRoyalAction... actions) {
    for (PortRoyalAction action : actions) {
      state = step(state, action).state();
    }
    return state;
  }

  /** The action is rejected naming the rule, and is not among the legal actions. */
  static void assertIllegal(PortRoyalState state, PortRoyalAction action, String rule) {
    assertThat(GAME.legalActions(state)).as("legal actions").doesNotContain(action);
    assertThatThrownBy(() -> GAME.apply(state, action))
        .isInstanceOf(IllegalActionException.class)
        .satisfies(e -> assertThat(((IllegalActionException) e).rule()).contains(rule));
  }

  static int coins(PortRoyalState s, int seat) {
    return s.player(seat).coinCount();
  }

  static int toMove(PortRoyalState s) {
    return PortRoyal.toMove(s);
  }

  static java.util.List<PortRoyalAction> legal(PortRoyalState s) {
    return GAME.legalActions(s);
  }

  @SuppressWarnings("unchecked")
  /** The extra taxes (Yucata Y3/Y4) of a step. */
  static java.util.List<PortRoyalEvent.TaxResolved> extraTaxes(Step<PortRoyalState, PortRoyalEvent> step) {
    return events(step, PortRoyalEvent.TaxResolved.class).stream().filter(PortRoyalEvent.TaxResolved::extra).toList();
  }

  static <E extends PortRoyalEvent> java.util.List<E> events(Step<PortRoyalState, PortRoyalEvent> step, Class<E> type) {
    return (java.util.List<E>) step.events().stream().filter(type::isInstance).toList();
  }
}
