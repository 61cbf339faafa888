package org.spielwerk.core.pig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Game;
import org.spielwerk.core.contract.GameContract;

class PigContractTest extends GameContract<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> {

  @Override
  protected Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> game() {
    return new Pig();
  }

  @Override
  protected Pig.Options randomOptions(RandomSource random) {
    return new Pig.Options(random.nextInt(1, 40));
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
