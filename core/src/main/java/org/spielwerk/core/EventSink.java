package org.spielwerk.core;

import java.util.List;
import java.util.Objects;

/**
 * Where the rules report what happened while they compute the next state. {@code apply} hands them a
 * sink that keeps the events ({@link #into}); {@code play}, which returns only the state, hands them
 * {@link #ignore()}. Rules call {@link #add} unconditionally, so no rule has to ask whether anybody
 * listens; an event built for the ignoring sink is dropped at once (and the JIT, seeing the empty method,
 * usually does not build it at all). What the JIT does not save is work done to compute an event's fields
 * (an array filled, a vector copied, the game scored): where that work is measurable in {@code play}, a
 * rule may guard just that work with {@code events != EventSink.ignore()}, the one ignoring sink.
 *
 * @param <E> the game's event type
 */
@FunctionalInterface
public interface EventSink<E> {

  /** Reports one event, in the order it happened. */
  void add(E event);

  /** A sink that drops every event: for {@code play}, playouts and search. */
  @SuppressWarnings("unchecked")
  static <E> EventSink<E> ignore() {
    return (EventSink<E>) IgnoredEvents.INSTANCE;
  }

  /** A sink that appends every event to {@code events}. */
  static <E> EventSink<E> into(List<E> events) {
    Objects.requireNonNull(events, "events");
    return events::add;
  }
}

/** The one ignoring sink (a class of its own, so that call sites see a single, empty target). */
final class IgnoredEvents implements EventSink<Object> {
  static final IgnoredEvents INSTANCE = new IgnoredEvents();

  private IgnoredEvents() {
  }

  @Override
  public void add(Object event) {
    // nobody asked for events
  }
}
