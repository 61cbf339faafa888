package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventSinkTest {

  @Test
  void intoKeepsEveryEventInOrder() {
    List<String> kept = new ArrayList<>();
    EventSink<String> sink = EventSink.into(kept);
    sink.add("first");
    sink.add("second");
    assertThat(kept).containsExactly("first", "second");
  }

  @Test
  void ignoreKeepsNothingAndIsOneObject() {
    EventSink<String> sink = EventSink.ignore();
    sink.add("dropped");
    assertThat(sink).isSameAs(EventSink.<Integer>ignore());
  }

  @Test
  void intoRefusesNoList() {
    assertThatNullPointerException().isThrownBy(() -> EventSink.into(null)).withMessageContaining("events");
  }
}
