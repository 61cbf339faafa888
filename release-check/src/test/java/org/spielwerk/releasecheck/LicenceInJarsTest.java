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
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;

/**
 * Every Spielwerk jar an application carries holds the project's licence and notice as {@code META-INF/LICENSE}
 * and {@code META-INF/NOTICE} (the repository's files, unchanged); the command-line tool's shaded jar holds them
 * too, its NOTICE joined with the notice of every library it shades (docs/release.md).
 */
class LicenceInJarsTest {

  private static final Path ROOT = Path.of(System.getProperty("maven.multiModuleProjectDirectory",
      Path.of("").toAbsolutePath().getParent().toString()));

  @Test
  void every_spielwerk_jar_carries_the_licence_and_the_notice() throws IOException {
    List<Path> jars = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      String name = Path.of(entry).getFileName().toString();
      if (name.startsWith("spielwerk-") && name.endsWith(".jar") && !name.endsWith("-tests.jar")) {
        jars.add(Path.of(entry));
      }
    }
    assumeThat(jars).as("run through `mvn verify` (or `package`): the modules must be jars, not class folders")
        .isNotEmpty();
    assertThat(jars).as("core, the five games and research").hasSizeGreaterThanOrEqualTo(7);
    String licence = Files.readString(ROOT.resolve("LICENSE"));
    String notice = Files.readString(ROOT.resolve("NOTICE"));
    for (Path jar : jars) {
      assertThat(entry(jar, "META-INF/LICENSE")).as(jar + " META-INF/LICENSE").isEqualTo(licence);
      assertThat(entry(jar, "META-INF/NOTICE")).as(jar + " META-INF/NOTICE").isEqualTo(notice);
    }
  }

  @Test
  void the_shaded_jar_keeps_spielwerks_notice_and_each_librarys() throws IOException {
    Path shaded = ROOT.resolve("examples/target/spielwerk.jar");
    assumeThat(Files.exists(shaded)).as("the command-line tool was packaged (examples)").isTrue();
    assertThat(entry(shaded, "META-INF/LICENSE")).as("LICENSE").contains("Apache License").contains("Version 2.0");
    String notice = entry(shaded, "META-INF/NOTICE");
    assertThat(notice).as("NOTICE").contains("Spielwerk").contains("not affiliated with").contains("Jackson");
  }

  @Test
  void the_shaded_jar_says_its_version() throws Exception {
    Path shaded = ROOT.resolve("examples/target/spielwerk.jar");
    assumeThat(Files.exists(shaded)).as("the command-line tool was packaged (examples)").isTrue();
    // the JVM running this test is a JDK 21+ (the build's toolchain), as the jar needs
    String java = ProcessHandle.current().info().command().orElseThrow();
    Process process = new ProcessBuilder(java, "-jar", shaded.toString(), "--version").redirectErrorStream(true)
        .start();
    String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertThat(process.waitFor()).as(printed).isZero();
    assertThat(printed).isEqualTo("spielwerk " + System.getProperty("project.version"));
  }

  private static String entry(Path jar, String name) throws IOException {
    try (JarFile file = new JarFile(jar.toFile())) {
      ZipEntry entry = file.getEntry(name);
      assertThat(entry).as(jar.getFileName() + " has " + name).isNotNull();
      return new String(file.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
