package org.spielwerk.research.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spielwerk.core.Agents;
import org.spielwerk.core.IsmctsAgent;
import org.spielwerk.core.InvalidSetupException;

class TunedIsmctsTest {

  @Test
  void eachGameGetsItsSettingsAndTheSpecOverridesThem() {
    TunedIsmcts tuned = (TunedIsmcts) Agents.byName("ismcts-tuned");
    IsmctsAgent.Settings gc = tuned.settings("gilded-compass");
    assertThat(gc.rollout()).isEqualTo(IsmctsAgent.Rollout.GREEDY);
    assertThat(gc.cut()).as("cut playouts scored by the heuristic difference").isEqualTo(IsmctsAgent.Cut.VALUE);
    assertThat(gc.exploration()).isEqualTo(0.3);
    assertThat(gc.iterations()).isEqualTo(Integer.parseInt(TunedIsmcts.TUNED.get("gilded-compass").get("iterations")));
    assertThat(tuned.settings("portroyal")).isEqualTo(IsmctsAgent.of(java.util.Map.of()).settings());
    TunedIsmcts more = (TunedIsmcts) Agents.byName("ismcts-tuned:iterations=77");
    assertThat(more.settings("gilded-compass").iterations()).isEqualTo(77);
    assertThat(more.settings("gilded-compass").rollout()).isEqualTo(IsmctsAgent.Rollout.GREEDY);
    assertThatThrownBy(() -> Agents.byName("ismcts-tuned:speed=3")).isInstanceOf(InvalidSetupException.class);
  }
}
