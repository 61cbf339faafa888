package org.spielwerk.portroyalstiche;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Json;

/**
 * The auction's pass is {@code PassAuction} (docs/portroyal-family.md: Port Royal's and unterwegs'
 * {@code Pass} ends a Trade &amp; Hire slot); saved games written with the old name still replay.
 */
class OldNamesTest {

  @Test
  void theOldActionNameReadsAndTheNewOneIsWritten() {
    assertThat(Json.read("{\"type\":\"Pass\"}", PortRoyalSticheAction.class)).isEqualTo(PortRoyalSticheAction.PASS);
    assertThat(Json.write(PortRoyalSticheAction.PASS)).isEqualTo("{\"type\":\"PassAuction\"}");
  }
}
