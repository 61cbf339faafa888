package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The one check of format numbers that saved games and states share (docs/release.md, "Format versions"). */
class FormatsTest {
  @Test
  void knownFormatsPass() {
    assertThatCode(() -> Formats.requireReadable(1, 1, "state")).doesNotThrowAnyException();
    assertThatCode(() -> Formats.requireReadable(2, 3, "state")).doesNotThrowAnyException();
  }

  @Test
  void aNewerFormatIsRefusedNamingTheFieldAndBothNumbers() {
    assertThatThrownBy(() -> Formats.requireReadable(2, 1, "state"))
        .isInstanceOfSatisfying(InvalidJsonException.class, e -> assertThat(e.path()).isEqualTo("format"))
        .hasMessageContaining("written in format 2 by a newer Spielwerk; this library reads states up to format 1");
  }

  @Test
  void aFormatBelowOneIsNoFormat() {
    assertThatThrownBy(() -> Formats.requireReadable(0, 1, "saved game"))
        .isInstanceOf(InvalidJsonException.class)
        .hasMessageContaining("format 0 is no format of a saved game (the first is 1)");
  }
}
