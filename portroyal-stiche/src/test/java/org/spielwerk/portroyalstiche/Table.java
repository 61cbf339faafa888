package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * A position under test with the events of the last actions: play actions, assert on the state, and
 * check that illegal actions are rejected with the rule named and nothing changed.
 */
final class Table {
  static final PortRoyalStiche GAME = new PortRoyalStiche();

  PortRoyalSticheState state;
  final List<PortRoyalSticheEvent> events = new ArrayList<>();

  private Table(PortRoyalSticheState state) {
    GAME.validate(state);
    this.state = state;
  }

  static Table at(PortRoyalSticheState state) {
    return new Table(state);
  }

  static Table at(PortRoyalStichePositions position) {
    return new Table(position.build());
  }

  /** Plays the actions in order (each must be listed as legal), keeping the events of all of them. */
  Table play(PortRoyalSticheAction... actions) {
    events.clear();
    for (PortRoyalSticheAction action : actions) {
      assertThat(GAME.legalActions(state)).as("listed as legal: " + action).contains(action);
      Step<PortRoyalSticheState, PortRoyalSticheEvent> step = GAME.apply(state, action);
      events.addAll(step.events());
      state = step.state();
      GAME.validate(state);
      Invariants.check(state);
    }
    return this;
  }

  /** Asserts the action is rejected, not listed, names a rule containing {@code rule}, and changes nothing. */
  IllegalActionException rejects(PortRoyalSticheAction action, String rule) {
    PortRoyalSticheState before = state;
    assertThat(GAME.legalActions(state)).as("not listed: " + action).doesNotContain(action);
    IllegalActionException e = catchThrowableOfType(IllegalActionException.class, () -> GAME.apply(state, action));
    assertThat(e).as("rejected: " + action).isNotNull();
    assertThat(e.rule()).contains(rule);
    assertThat(state).isSameAs(before).isEqualTo(before);
    return e;
  }

  List<PortRoyalSticheAction> legal() {
    return GAME.legalActions(state);
  }

  int toMove() {
    return ((Status.ToMove) GAME.status(state)).seat();
  }

  Player player(int seat) {
    return state.player(seat);
  }

  Phase phase() {
    return state.phase();
  }

  <E extends PortRoyalSticheEvent> List<E> events(Class<E> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
