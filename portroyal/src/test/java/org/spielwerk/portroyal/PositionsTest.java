package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spielwerk.portroyal.Card.*;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

/** Issue 9: the position builder of the published jar. */
class PositionsTest {

  /** Swords and influence (with the contract bonus) are computed, never the caller's duty. */
  @Test
  void derivedValuesAreComputed() {
    PortRoyalState s = PortRoyalPositions.of(3).options(PortRoyalOptions.YUCATA_EXPANSION)
        .contracts(Contract.C_KOMIKER, Contract.C_CHARMEUR, Contract.C_KAEMPFER, Contract.C_ENTDECKER)
        .cubes(Contract.C_KOMIKER, Vector.of(2), 0, 0, 0).cubes(Contract.C_CHARMEUR, Vector.of(2), 0, 0, 0)
        .display(2, PIRATE_5, SAILOR_3, GOVERNOR).build();
    CardTable t = new PortRoyal().table(s.options());
    assertThat(s.player(2).swords()).isEqualTo(t.swords(PIRATE_5) + t.swords(SAILOR_3));
    assertThat(s.player(2).influence())
        .as("display + 1 for the second contract").isEqualTo(t.influence(PIRATE_5) + t.influence(SAILOR_3) + t.influence(GOVERNOR) + 1);
    assertThat(s.players().size()).isEqualTo(3);
  }

  /** A twin that never occurs in a state (identical rules data) is placed as the card it plays as. */
  @Test
  void twinsBecomeTheirCanonicalCard() {
    PortRoyalState s = PortRoyalPositions.of(2).options(PortRoyalOptions.PRINTED.withExpansionCards(true))
        .harbor(XSHIP_B_1_1).build();
    assertThat(s.harbor().toList()).containsExactly(new PortRoyal().table(s.options()).canonical(XSHIP_B_1_1));
  }

  /** Seats, player counts and options are checked as they are given. */
  @Test
  void badArgumentsAreRefusedAtOnce() {
    assertThatThrownBy(() -> PortRoyalPositions.of(6)).isInstanceOf(org.spielwerk.core.InvalidSetupException.class)
        .hasMessageStartingWith("players");
    assertThatThrownBy(() -> PortRoyalPositions.of(2).display(2, SAILOR_3)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat 2 is not at this table (seats 0..1)");
    assertThatThrownBy(() -> PortRoyalPositions.of(2).options(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("options must not be null");
    assertThatThrownBy(() -> PortRoyalPositions.of(2).display(0, GOVERNOR, GOVERNOR, GOVERNOR, GOVERNOR, GOVERNOR).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("GOVERNOR");
  }
}
