package org.spielwerk.core;

import java.util.List;

/**
 * The result of an action: the new state and what happened, in order.
 *
 * @param state the position after the action
 * @param events what happened, for logs and animation; some are private to one seat
 */
public record Step<S, E extends GameEvent>(S state, List<E> events) {
  public Step {
    events = List.copyOf(events);
  }

  /** The events {@code seat} may see. */
  public List<E> eventsFor(int seat) {
    return events.stream().filter(e -> e.visibleTo(seat)).toList();
  }
}
