package org.spielwerk.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import org.junit.jupiter.api.Test;

class KindsTest {

  @Test
  void kindsAreNumberedInFirstSeenOrderAndCounted() {
    Kinds<String> kinds = new Kinds<>(List.of("red", "blue", "red", "green"));
    assertThat(kinds.items()).containsExactly("red", "blue", "green");
    assertThat(kinds.indexOf("green")).isEqualTo(2);
    assertThat(kinds.indexOf("black")).isEqualTo(-1);
    assertThat(kinds.counts(List.of("red", "green", "red"))).containsExactly(2, 0, 1);
    assertThatIllegalArgumentException().isThrownBy(() -> kinds.counts(List.of("black")))
        .withMessageContaining("black");
  }

  @Test
  @SuppressWarnings("removal")
  void theOldNameStillWritesTheSameCounts() {
    List<String> deck = List.of("red", "blue", "red");
    float[] viaKinds = new ObservationWriter().counts("deck", new Kinds<>(deck), deck).toArray();
    float[] viaOldName = new ObservationWriter().counts("deck", new Catalogue<>(deck), deck).toArray();
    assertThat(viaOldName).containsExactly(viaKinds).containsExactly(2f, 1f);
  }
}
