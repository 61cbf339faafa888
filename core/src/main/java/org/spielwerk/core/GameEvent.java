package org.spielwerk.core;

/**
 * Something that happened. Events are public unless they say otherwise: an event that shows a seat
 * something only it may know (a card it drew, say) names that seat in {@link #privateTo()}.
 */
public interface GameEvent {

  /** The only seat that may see this event, or -1 when every seat may. */
  default int privateTo() {
    return -1;
  }

  /** Whether {@code seat} may see this event. */
  default boolean visibleTo(int seat) {
    int only = privateTo();
    return only < 0 || only == seat;
  }
}
