package org.spielwerk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spielwerk.examples.bench.StateSizes;

class StateSizesTest {

  @Test
  void aMidGameStateHasARetainedSizeAndItsSuccessorSharesMostOfIt() {
    StateSizes.Size size = StateSizes.measure("portroyal-unterwegs", 2, 2);
    assertThat(size.players()).isEqualTo(2);
    assertThat(size.bytes()).isGreaterThan(500);
    // persistent collections: the next state shares most of the structure with this one
    assertThat(size.nextAdds()).isPositive().isLessThan(size.bytes());
  }
}
