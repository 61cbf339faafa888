package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.IsmctsAgent.Cut;
import org.spielwerk.core.IsmctsAgent.Rollout;
import org.spielwerk.core.IsmctsAgent.Settings;

/** Each wither of {@link Settings} changes its own setting and no other, and checks it as the constructor does. */
class IsmctsSettingsWithersTest {

  /** A wither, the setting it should change, and a value other than the default's. */
  private record Case(String name, Function<Settings, Settings> with, Function<Settings, Object> read, Object value) {}

  private static final List<Case> CASES = List.of(
      new Case("iterations", s -> s.withIterations(777), Settings::iterations, 777),
      new Case("millis", s -> s.withMillis(55L), Settings::millis, 55L),
      new Case("exploration", s -> s.withExploration(1.25), Settings::exploration, 1.25),
      new Case("rollout", s -> s.withRollout(Rollout.GREEDY), Settings::rollout, Rollout.GREEDY),
      new Case("determinizations", s -> s.withDeterminizations(3), Settings::determinizations, 3),
      new Case("rolloutDepth", s -> s.withRolloutDepth(0), Settings::rolloutDepth, 0),
      new Case("orderedExpansion", s -> s.withOrderedExpansion(false), Settings::orderedExpansion, false),
      new Case("cut", s -> s.withCut(Cut.VALUE), Settings::cut, Cut.VALUE),
      new Case("cutScale", s -> s.withCutScale(2.5), Settings::cutScale, 2.5),
      new Case("widening", s -> s.withWidening(1.5), Settings::widening, 1.5),
      new Case("rolloutCandidates", s -> s.withRolloutCandidates(9), Settings::rolloutCandidates, 9));

  @Test
  void eachWitherChangesItsOwnSettingOnly() {
    Settings defaults = Settings.defaults();
    assertThat(CASES).as("one case per component").hasSize(Settings.class.getRecordComponents().length);
    for (Case c : CASES) {
      assertThat(c.read().apply(defaults)).as("%s: the test's value differs from the default", c.name())
          .isNotEqualTo(c.value());
      Settings changed = c.with().apply(defaults);
      assertThat(c.read().apply(changed)).as(c.name()).isEqualTo(c.value());
      for (Case other : CASES) {
        if (other != c) {
          assertThat(other.read().apply(changed)).as("%s after with %s", other.name(), c.name())
              .isEqualTo(other.read().apply(defaults));
        }
      }
    }
  }

  @Test
  void withersCheckTheirValueNamingIt() {
    Settings defaults = Settings.defaults();
    assertThatThrownBy(() -> defaults.withIterations(0)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("iterations");
    assertThatThrownBy(() -> defaults.withCutScale(0)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("scale");
    assertThatThrownBy(() -> defaults.withRolloutCandidates(0)).isInstanceOf(InvalidSetupException.class)
        .hasMessageContaining("candidates");
    assertThatThrownBy(() -> defaults.withRollout(null)).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("rollout");
  }
}
