package org.spielwerk.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A small modular application ({@code src/test/resources/modular-app}) that {@code requires} two game modules
 * by their stable names compiles against the built jars on the module path and plays a game of each.
 */
class ModulePathTest {

  /** Test-only libraries of this build that an application would not have on its module path. */
  private static final List<String> TEST_ONLY = List.of("junit-", "opentest4j", "apiguardian", "assertj-",
      "json-schema-validator", "byte-buddy", "jspecify", "itu-", "ethlo", "joni", "jcodings", "snakeyaml",
      "jackson-dataformat-yaml", "surefire", "spielwerk-bom");

  @Test
  void a_modular_application_requires_two_games_and_plays_them(@TempDir Path out) throws Exception {
    List<String> modulePath = runtimeJars();
    assumeThat(modulePath).as("run through `mvn verify`: the game modules must be jars, not class folders")
        .anyMatch(jar -> jar.contains("spielwerk-loyang"));
    Path sources = Path.of("src/test/resources/modular-app/app");
    List<String> files;
    try (Stream<Path> walk = Files.walk(sources)) {
      files = walk.filter(f -> f.toString().endsWith(".java")).map(Path::toString).toList();
    }
    List<String> compile = new ArrayList<>(List.of("--module-path", String.join(File.pathSeparator, modulePath),
        "-d", out.toString(), "-Xlint:none"));
    compile.addAll(files);
    int compiled = ToolProvider.getSystemJavaCompiler().run(null, null, null, compile.toArray(String[]::new));
    assertThat(compiled).as("javac of the modular application").isZero();

    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process run = new ProcessBuilder(java, "--module-path",
        out + File.pathSeparator + String.join(File.pathSeparator, modulePath),
        // Spielwerk's jars are automatic modules: they declare no requirements, so Vavr and Jackson (explicit
        // modules) are resolved by naming the module path (docs/release.md)
        "--add-modules", "ALL-MODULE-PATH",
        "-m", "org.example.app/org.example.app.Main")
        .redirectErrorStream(true).start();
    assertThat(run.waitFor(120, TimeUnit.SECONDS)).as("the application finishes").isTrue();
    String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(run.exitValue()).as(output).isZero();
    assertThat(output).contains("unterwegs winners [").contains("loyang winners [")
        .contains("portroyal-unterwegs").contains("loyang");
  }

  /** The jars of this test's class path that a user's application would carry at run time. */
  private static List<String> runtimeJars() throws IOException {
    List<String> jars = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      String name = Path.of(entry).getFileName().toString();
      if (name.endsWith(".jar") && TEST_ONLY.stream().noneMatch(name::startsWith) && !name.endsWith("-tests.jar")) {
        jars.add(entry);
      }
    }
    return jars;
  }
}
