package org.spielwerk.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The API gate's one way out (docs/release.md, "The API gate"): japicmp fails a build that breaks the API of
 * the baseline release kept under {@code compat/}, unless the parent POM turns {@code api.gate.failOnBreak}
 * off. That is accepted only for a breaking release by semantic versioning (a new major version; before 1.0
 * a new minor one, 0.1 to 0.2) and only with {@code api.breaking.reason} written in CHANGELOG.md.
 */
class ApiBreakingReasonTest {

  private static String property(String name) {
    String value = System.getProperty(name, "");
    return value.startsWith("${") ? "" : value.strip();
  }

  /** {@code true} when going from release {@code baseline} to {@code version} may break the API. */
  static boolean mayBreak(String baseline, String version) {
    int[] from = majorMinor(baseline);
    int[] to = majorMinor(version);
    if (to[0] != from[0]) {
      return to[0] > from[0];
    }
    return to[0] == 0 && to[1] > from[1];
  }

  private static int[] majorMinor(String version) {
    String[] parts = version.split("[.-]");
    return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
  }

  @Test
  void aBreakIsAllowedOnlyInABreakingReleaseWithItsReasonInTheChangelog() throws IOException {
    if (!property("api.gate.failOnBreak").equals("false")) {
      return;   // the gate breaks the build on any incompatible change: nothing to justify
    }
    String baseline = property("api.baseline");
    String version = property("project.version");
    String reason = property("api.breaking.reason");
    assertThat(mayBreak(baseline, version))
        .as("api.gate.failOnBreak is false, but %s after %s is not a breaking release: a patch (or, from 1.0, a minor) "
            + "version must keep the API", version, baseline).isTrue();
    assertThat(reason).as("api.gate.failOnBreak is false: api.breaking.reason must say why").isNotEmpty();
    Path changelog = Path.of(System.getProperty("changelog", "../CHANGELOG.md"));
    assertThat(Files.readString(changelog)).as("CHANGELOG.md must record the reason of the break").contains(reason);
  }

  @Test
  void theRuleOfBreakingReleases() {
    assertThat(mayBreak("0.1.0", "0.2.0-SNAPSHOT")).isTrue();
    assertThat(mayBreak("0.1.0", "0.1.1-SNAPSHOT")).isFalse();
    assertThat(mayBreak("0.1.0", "0.1.0")).isFalse();
    assertThat(mayBreak("0.9.3", "1.0.0")).isTrue();
    assertThat(mayBreak("1.2.0", "1.3.0")).isFalse();
    assertThat(mayBreak("1.2.0", "2.0.0-SNAPSHOT")).isTrue();
    assertThat(mayBreak("0.2.0", "0.1.5")).isFalse();
  }
}
