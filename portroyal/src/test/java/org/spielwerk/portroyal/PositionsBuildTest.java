package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyal.Card.*;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;

/** Issue 9/13: the position builder validates what it builds and plays every twin as its canonical card. */
class PositionsBuildTest {

  /** §4.2: two yellow ships in the harbour are a bust, never a position: build refuses it, naming the field. */
  @Test
  void build_validatesThePosition() {
    assertThatThrownBy(() -> Table.of(2).harbor(SHIP_Y_1_1, SHIP_Y_2_2).build())
        .isInstanceOf(InvalidPositionException.class)
        .satisfies(e -> assertThat(((InvalidPositionException) e).field()).isEqualTo("harbor"));
    assertThat(Table.of(2).harbor(SHIP_Y_1_1, SHIP_Y_2_2).buildUnchecked().harbor().size()).isEqualTo(2);
  }

  /** Twins named on the draw pile, as coins or as the waiting ship are placed as the card they play as. */
  @Test
  void twinsOnTheDrawPileAsCoinsAndWaiting_becomeCanonical() {
    PortRoyalOptions o = PortRoyalOptions.PRINTED.withExpansionCards(true);
    Card twin = XSHIP_B_1_1;
    Card canonical = new PortRoyal().table(o).canonical(twin);
    assertThat(canonical).isNotEqualTo(twin);
    PortRoyalState top = Table.of(2).options(o).draw(twin).build();
    assertThat(top.draw().head()).isEqualTo(canonical);
    PortRoyalState coins = Table.of(2).options(o).coinCards(1, twin).build();
    assertThat(coins.player(1).coins().head().card()).isEqualTo(canonical);
    PortRoyalState waiting = Table.of(2).options(o).display(0, SAILOR_3)
        .phase(new Phase.RepelOrAccept(twin, new Phase.Discover(1, false, 0, false))).build();
    assertThat(((Phase.RepelOrAccept) waiting.phase()).ship()).isEqualTo(canonical);
  }
}
