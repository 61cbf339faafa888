package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.pig.Pig;

class JsonTest {

  @Test
  void sealedTypesAreWrittenWithTheirSimpleName() {
    String json = Json.write(new Pig.Action.Roll());
    assertThat(json).isEqualTo("{\"type\":\"Roll\"}");
    assertThat(Json.read(json, Pig.Action.class)).isEqualTo(new Pig.Action.Roll());
  }

  @Test
  void recordsWithVavrCollectionsRoundTrip() {
    Pig.State state = new Pig.State(new Pig.Options(30), Vector.of(1, 2, 3), 1, 4, Rng.seeded(5));
    assertThat(Json.read(Json.write(state), Pig.State.class)).isEqualTo(state);
  }

  @Test
  void onlyRecordComponentsAreWritten() {
    Outcome outcome = new Outcome(java.util.List.of(3, 1), java.util.List.of(0, 1));
    assertThat(Json.write(outcome)).isEqualTo("{\"scores\":[3,1],\"ranks\":[0,1]}");
  }

  @Test
  void unknownPropertiesAreRejected() {
    assertThatThrownBy(() -> Json.read("{\"target\":3,\"colour\":1}", Pig.Options.class))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("colour");
  }

  @Test
  void optionsCanBeOverriddenByName() {
    Pig.Options options = Json.overrideOptions(new Pig.Options(30), Pig.Options.class, Map.of("target", "12"));
    assertThat(options).isEqualTo(new Pig.Options(12));
    assertThatThrownBy(() -> Json.overrideOptions(new Pig.Options(30), Pig.Options.class, Map.of("goal", "12")))
        .isInstanceOf(InvalidSetupException.class).hasMessageContaining("goal: unknown option");
    assertThatThrownBy(() -> Json.overrideOptions(new Pig.Options(30), Pig.Options.class, Map.of("target", "many")))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("target:");
  }

  @Test
  void savedGamesReplay() {
    Pig pig = new Pig();
    Pig.State s = pig.setup(3, 8);
    java.util.List<Pig.Action> actions = java.util.List.of(new Pig.Action.Roll(), new Pig.Action.Hold(),
        new Pig.Action.Roll());
    Pig.State last = s;
    for (Pig.Action action : actions) {
      last = pig.play(last, action);
    }
    SavedGame saved = SavedGame.read(SavedGame.of(pig, pig.defaultOptions(), 3, 8, actions).toJson());
    assertThat(saved.replay(pig).last()).isEqualTo(last);
    assertThat(saved.replay(pig).steps()).hasSize(3);
  }
}
