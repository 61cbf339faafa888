package org.spielwerk.core.pig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.spielwerk.core.Game;
import org.spielwerk.core.contract.GameContract;

class PigContractTest extends GameContract<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> {

  @Override
  protected Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> game() {
    return new Pig();
  }

  @Override
  protected Arbitrary<Pig.Options> options() {
    return Arbitraries.integers().between(1, 40).map(Pig.Options::new);
  }

  @Override
  protected void checkInvariants(Pig.State state) {
    assertThat(state.turnTotal()).isNotNegative();
  }

  @Override
  protected List<Pig.Action> plausibleActions(Pig.State state) {
    return List.of(new Pig.Action.Roll(), new Pig.Action.Hold());
  }
}
