package org.spielwerk.gildedcompass;

import java.util.AbstractList;
import java.util.List;
import org.spielwerk.core.EventSink;

/**
 * A temporary bridge between the rules' {@link EventSink} and {@code Placement}, which still takes the
 * old nullable event list (null when nobody listens). {@code Placement} and {@code PlacementTable} are
 * being rewritten on another branch that converts them to an {@code EventSink<GildedCompassEvent>};
 * once both branches are merged, pass the sink straight through and delete this class (and the list
 * overload of {@link Resolution#drawForGalleon}).
 */
final class PlacementEvents {
  private PlacementEvents() {
  }

  /** The list {@code Placement} expects: null for the ignoring sink (as {@code play} passed it), else one that reports to {@code events}. */
  static List<GildedCompassEvent> list(EventSink<GildedCompassEvent> events) {
    return events == EventSink.<GildedCompassEvent>ignore() ? null : new Forwarding(events);
  }

  /** The sink for an event list {@code Placement} hands on: null means nobody listens. */
  static EventSink<GildedCompassEvent> sink(List<GildedCompassEvent> events) {
    return events == null ? EventSink.ignore() : EventSink.into(events);
  }

  /** A write-only list: the rules only ever add to it (package-info), so it keeps nothing itself. */
  private static final class Forwarding extends AbstractList<GildedCompassEvent> {
    private final EventSink<GildedCompassEvent> events;

    Forwarding(EventSink<GildedCompassEvent> events) {
      this.events = events;
    }

    @Override
    public boolean add(GildedCompassEvent event) {
      events.add(event);
      return true;
    }

    @Override
    public GildedCompassEvent get(int index) {
      throw new IndexOutOfBoundsException("events are reported, not kept: " + index);
    }

    @Override
    public int size() {
      return 0;
    }
  }
}
