package org.spielwerk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The Python client in docs/ plays a whole game against {@code spielwerk serve --stdio} in a child
 * JVM (skipped where python3 is missing; the protocol itself is tested from Java in the research module).
 */
class ServePythonTest {

  @Test
  void thePythonClientPlaysAGameThroughTheBridge() throws Exception {
    Path client = Path.of("..", "docs", "spielwerk_client.py");
    Assumptions.assumeTrue(Files.exists(client), "docs/spielwerk_client.py beside the module");
    Assumptions.assumeTrue(python3Works(), "python3 on the PATH");
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command = new ArrayList<>(List.of("python3", client.toString(), "--", java, "-cp",
        System.getProperty("java.class.path"), Main.class.getName(), "serve", "--stdio"));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    process.getOutputStream().close();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    assertThat(output).contains("portroyal-unterwegs:").contains("finished {'scores'");
  }

  private static boolean python3Works() {
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true)
          .redirectOutput(new File(System.getProperty("java.io.tmpdir"), "spielwerk-python-version.txt")).start();
      return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (Exception e) {
      return false;
    }
  }
}
