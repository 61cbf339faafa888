package org.spielwerk.portroyal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidSetupException;

/** Issue 13: the options' ranges at their bounds (V3 target, round limit, start seat). */
class OptionBoundsTest {
  private static final PortRoyal GAME = Table.GAME;

  private static void refused(PortRoyalOptions o, int players, String field) {
    assertThatThrownBy(() -> GAME.setup(o, players, 1)).isInstanceOf(InvalidSetupException.class)
        .satisfies(e -> assertThat(((InvalidSetupException) e).field()).isEqualTo(field));
  }

  @Test
  void theTarget_fromOneToTheMaximum() {
    PortRoyalOptions o = PortRoyalOptions.PRINTED;
    assertThat(GAME.setup(o.withInfluenceTarget(1), 2, 1).options().influenceTarget()).isEqualTo(1);
    assertThat(GAME.setup(o.withInfluenceTarget(PortRoyalOptions.MAX_TARGET), 2, 1).options().influenceTarget())
        .isEqualTo(PortRoyalOptions.MAX_TARGET);
    refused(o.withInfluenceTarget(0), 2, "influenceTarget");
    refused(o.withInfluenceTarget(PortRoyalOptions.MAX_TARGET + 1), 2, "influenceTarget");
  }

  @Test
  void theRoundLimit_fromOneToTheMaximum() {
    PortRoyalOptions o = PortRoyalOptions.PRINTED;
    assertThat(GAME.setup(o.withRoundLimit(1), 2, 1).options().roundLimit()).isEqualTo(1);
    assertThat(GAME.setup(o.withRoundLimit(PortRoyalOptions.MAX_ROUND_LIMIT), 2, 1).options().roundLimit())
        .isEqualTo(PortRoyalOptions.MAX_ROUND_LIMIT);
    refused(o.withRoundLimit(0), 2, "roundLimit");
    refused(o.withRoundLimit(PortRoyalOptions.MAX_ROUND_LIMIT + 1), 2, "roundLimit");
  }

  @Test
  void aFixedStartSeat_mustBeAtTheTable() {
    assertThat(GAME.setup(PortRoyalOptions.PRINTED.withStartPlayer(2), 3, 1).startPlayer()).isEqualTo(2);
    refused(PortRoyalOptions.PRINTED.withStartPlayer(3), 3, "startPlayer");
    refused(PortRoyalOptions.PRINTED.withStartPlayer(-2), 3, "startPlayer");
  }
}
