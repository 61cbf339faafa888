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
 * A small application ({@code src/test/resources/modular-app}) that {@code requires} two game modules by their
 * stable names compiles against the jars Maven resolves for a consumer importing the BOM and runs, as a named module on the module path and again on the
 * class path, with nothing but the games' run-time closure: it plays a game of each and words games in English
 * and German (titles, seats, narrated moves, a view), so the catalogues load in a named module. The closure's
 * jars and sizes are printed (docs/release.md, "The dependency closure") and held to the budget there.
 */
class ModulePathTest {

  /**
   * The run-time closure of the two games the application requires, as their POMs declare it: core, the games
   * (their words inside), Vavr, Jackson. Neither ICU4J, the JSON Schema generator nor SLF4J belongs to it.
   */
  private static final List<String> CLOSURE = List.of("spielwerk-core-", "spielwerk-portroyal-unterwegs-",
      "spielwerk-loyang-", "vavr-", "jackson-core-", "jackson-databind-", "jackson-annotations-",
      "jackson-dataformat-csv-", "vavr-match-", "vavr-jackson-");

  /** The budget of docs/release.md: one game with core and its words, at run time. */
  private static final long ONE_GAME_BUDGET = 4L * 1000 * 1000;

  @Test
  void a_modular_application_requires_two_games_plays_them_and_words_them(@TempDir Path out) throws Exception {
    List<String> closure = closure();
    Path classes = compile(closure, out);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String output = run(new ProcessBuilder(java, "--module-path",
        classes + File.pathSeparator + String.join(File.pathSeparator, closure),
        // Spielwerk's jars are automatic modules: they declare no requirements, so Vavr and Jackson (explicit
        // modules) are resolved by naming the module path (docs/release.md)
        "--add-modules", "ALL-MODULE-PATH",
        "-m", "org.example.app/org.example.app.Main"));
    assertPlaysAndWords(output);
  }

  @Test
  void the_same_application_runs_on_the_class_path(@TempDir Path out) throws Exception {
    List<String> closure = closure();
    Path classes = compile(closure, out);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // module-info.class is ignored on the class path: the same classes, now in the unnamed module
    String output = run(new ProcessBuilder(java, "-cp",
        classes + File.pathSeparator + String.join(File.pathSeparator, closure), "org.example.app.Main"));
    assertPlaysAndWords(output);
  }

  @Test
  void the_closure_of_one_game_with_its_words_fits_the_budget() throws Exception {
    List<String> closure = closure();
    long total = 0;
    long loyang = 0;
    StringBuilder report = new StringBuilder();
    for (String jar : closure) {
      long size = Files.size(Path.of(jar));
      total += size;
      String name = Path.of(jar).getFileName().toString();
      if (name.startsWith("spielwerk-loyang-")) {
        loyang = size;
      }
      report.append(String.format("  %-45s %,10d%n", name, size));
    }
    long oneGame = total - loyang;
    System.out.printf("closure of portroyal-unterwegs and loyang: %d jars, %,d bytes%n%s"
        + "closure of portroyal-unterwegs alone (words included): %d jars, %,d bytes%n",
        closure.size(), total, report, closure.size() - 1, oneGame);
    assertThat(oneGame).as("one game, core and its words at run time (docs/release.md)\n" + report)
        .isLessThanOrEqualTo(ONE_GAME_BUDGET);
  }

  private static void assertPlaysAndWords(String output) {
    assertThat(output).contains("unterwegs winners [").contains("loyang winners [")
        .contains("portroyal-unterwegs").contains("loyang");
    // words, as an embedding application asks for them: English and German titles, seats and narrated moves
    assertThat(output).doesNotContain("Exception").doesNotContain("SLF4J")
        .contains("[en] Port Royal unterwegs, Player 1").contains("[de] Port Royal unterwegs, Spieler 1")
        .contains("[en] At the Gates of Loyang, Player 1").contains("[de] Vor den Toren von Loyang, Spieler 1");
    assertThat(output.lines().filter(line -> line.startsWith("[de]   ")).count()).as(output).isGreaterThan(10);
  }

  /** The application compiled against the closure on the module path. */
  private static Path compile(List<String> closure, Path out) throws IOException {
    Path sources = Path.of("src/test/resources/modular-app/app");
    List<String> files;
    try (Stream<Path> walk = Files.walk(sources)) {
      files = walk.filter(f -> f.toString().endsWith(".java")).map(Path::toString).toList();
    }
    List<String> compile = new ArrayList<>(List.of("--module-path", String.join(File.pathSeparator, closure),
        "-d", out.toString(), "-Xlint:none"));
    compile.addAll(files);
    int compiled = ToolProvider.getSystemJavaCompiler().run(null, null, null, compile.toArray(String[]::new));
    assertThat(compiled).as("javac of the modular application").isZero();
    return out;
  }

  private static String run(ProcessBuilder command) throws Exception {
    Process run = command.redirectErrorStream(true).start();
    String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(run.waitFor(120, TimeUnit.SECONDS)).as("the application finishes").isTrue();
    assertThat(run.exitValue()).as(output).isZero();
    return output;
  }

  /**
   * The closure as Maven resolves it for a consumer ({@code src/test/resources/consumer/pom.xml}) that imports the
   * BOM and names the two games without versions: a nested Maven run against the artifacts this build staged, with
   * its own local repository (nothing is installed into the user's) and the user's repository as its only other
   * source, so nothing is downloaded. Resolved once for the class.
   */
  private static synchronized List<String> closure() throws Exception {
    if (resolved == null) {
      resolved = resolveLikeAConsumer();
    }
    return resolved;
  }

  private static List<String> resolved;

  private static List<String> resolveLikeAConsumer() throws Exception {
    Path staging = Path.of(System.getProperty("staging.dir", "../target/staging"));
    assumeThat(staging.resolve("org/spielwerk/spielwerk-bom")).as("run through `mvn verify`: the BOM and the games"
        + " must be staged (the parent POM's staging execution) for a consumer to resolve them").isDirectory();
    Path work = Path.of("target", "consumer").toAbsolutePath();
    Files.createDirectories(work);
    Files.copy(Path.of("src/test/resources/consumer/pom.xml"), work.resolve("pom.xml"),
        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    Path userRepository = Path.of(System.getProperty("user.repository",
        Path.of(System.getProperty("user.home"), ".m2", "repository").toString()));
    Files.writeString(work.resolve("settings.xml"), """
        <settings>
          <mirrors>
            <mirror><id>this-machine</id><mirrorOf>*,!staging</mirrorOf><url>%s</url></mirror>
          </mirrors>
          <profiles>
            <profile>
              <id>staging</id>
              <repositories>
                <repository><id>staging</id><url>%s</url><snapshots><enabled>true</enabled></snapshots></repository>
              </repositories>
            </profile>
          </profiles>
          <activeProfiles><activeProfile>staging</activeProfile></activeProfiles>
        </settings>
        """.formatted(userRepository.toUri(), staging.toAbsolutePath().toUri()));
    // this build's artifacts, never those of an earlier run that the consumer's own repository may still hold
    deleteTree(work.resolve("repository").resolve("org").resolve("spielwerk"));
    Path classpath = work.resolve("classpath.txt");
    Files.deleteIfExists(classpath);
    String mvn = Path.of(System.getProperty("maven.home", "/usr/share/maven"), "bin", "mvn").toString();
    run(new ProcessBuilder(mvn, "-B", "-q", "-U", "-s", "settings.xml", "-Dmaven.repo.local=" + work.resolve("repository"),
        "-Dspielwerk.version=" + System.getProperty("project.version"),
        "org.apache.maven.plugins:maven-dependency-plugin:" + System.getProperty("dependency.plugin.version")
            + ":build-classpath", "-Dmdep.outputFile=" + classpath).directory(work.toFile()));
    List<String> closure = List.of(Files.readString(classpath).trim().split(File.pathSeparator));
    List<String> names = closure.stream().map(jar -> Path.of(jar).getFileName().toString()).toList();
    assertThat(names).as("the consumer's run-time closure: core, the two games, Vavr and Jackson, and nothing else"
        + " (neither ICU4J, the JSON Schema generator nor SLF4J)")
        .allMatch(name -> CLOSURE.stream().anyMatch(name::startsWith))
        .allMatch(name -> !name.contains("icu4j") && !name.contains("jsonschema") && !name.contains("slf4j"));
    assertThat(CLOSURE).as("every expected jar is in the consumer's closure " + names)
        .allMatch(prefix -> names.stream().anyMatch(name -> name.startsWith(prefix)));
    return closure;
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
