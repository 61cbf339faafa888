package org.spielwerk.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;

/**
 * A game's javadoc links to core's pages (where Maven Central's javadoc jar of the same version is served) and to
 * the JDK's, and every page's footer states the licence (docs/release.md, "Javadoc"). Read from the javadoc jars
 * the build wrote; skipped with {@code -Dquick}, which builds none.
 */
class JavadocLinksTest {

  private static final Path ROOT = Path.of(System.getProperty("maven.multiModuleProjectDirectory",
      Path.of("").toAbsolutePath().getParent().toString()));

  @Test
  void a_games_pages_link_core_and_the_jdk_and_state_the_licence() throws IOException {
    Path jar = ROOT.resolve("loyang/target/spielwerk-loyang-" + System.getProperty("project.version") + "-javadoc.jar");
    assumeThat(Files.exists(jar)).as("the javadoc jars were built (not -Dquick): " + jar).isTrue();
    String page = entry(jar, "org/spielwerk/loyang/Loyang.html");
    assertThat(page).as("Loyang's page links Game to core's javadoc")
        .contains("href=\"https://javadoc.io/doc/org.spielwerk/spielwerk-core/" + System.getProperty("project.version")
            + "/org/spielwerk/core/Game.html\"")
        .as("and Object to the JDK's").contains("href=\"https://docs.oracle.com/en/java/javase/21/docs/api/")
        .as("inherited and overridden methods keep their parameter names").doesNotContain("arg0")
        .as("the footer states the licence").contains("Apache License, Version 2.0")
        .doesNotContain("All rights reserved");
  }

  private static String entry(Path jar, String name) throws IOException {
    try (JarFile file = new JarFile(jar.toFile())) {
      ZipEntry entry = file.getEntry(name);
      assertThat(entry).as(jar.getFileName() + " has " + name).isNotNull();
      return new String(file.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
