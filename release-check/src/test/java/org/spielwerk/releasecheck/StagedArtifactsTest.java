package org.spielwerk.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * What Maven Central requires of every published artifact, checked on the staging directory that every
 * module deployed itself to in this build ({@code target/staging}, the parent POM's staging execution):
 * coordinates, name, description, url, licences, developers and scm in the POM or its parent's, a sources
 * and a javadoc jar next to each jar, and a stable module name in each jar's manifest.
 */
class StagedArtifactsTest {

  /** The published artifacts and the module names their jars carry. */
  static final Map<String, String> LIBRARIES = new TreeMap<>(Map.of(
      "spielwerk-core", "org.spielwerk.core",
      "spielwerk-portroyal-unterwegs", "org.spielwerk.portroyalunterwegs",
      "spielwerk-portroyal", "org.spielwerk.portroyal",
      "spielwerk-portroyal-stiche", "org.spielwerk.portroyalstiche",
      "spielwerk-gilded-compass", "org.spielwerk.gildedcompass",
      "spielwerk-loyang", "org.spielwerk.loyang",
      "spielwerk-research", "org.spielwerk.research",
      "spielwerk-server", "org.spielwerk.server"));

  /** Built but not published: applications and this check. */
  static final List<String> NOT_PUBLISHED = List.of("spielwerk-examples", "spielwerk-spark", "spielwerk-web",
      "spielwerk-python", "spielwerk-release-check");

  static Path staging;
  static String version;
  static boolean quick;

  @BeforeAll
  static void locate() {
    staging = Path.of(System.getProperty("staging.dir", "../target/staging")).resolve("org/spielwerk");
    version = System.getProperty("project.version");
    String quickProperty = System.getProperty("release.quick", "");
    quick = !quickProperty.isEmpty() && !quickProperty.startsWith("$") && !quickProperty.equals("false");
    assertThat(staging).as("the staging directory written by the parent POM's staging execution").isDirectory();
  }

  @Test
  void every_library_bom_and_parent_is_staged_and_nothing_else() throws IOException {
    List<String> staged;
    try (Stream<Path> dirs = Files.list(staging)) {
      staged = dirs.map(d -> d.getFileName().toString()).sorted().toList();
    }
    List<String> expected = new ArrayList<>(LIBRARIES.keySet());
    expected.add("spielwerk-bom");
    expected.add("spielwerk-parent");
    assertThat(staged).containsAll(expected).doesNotContainAnyElementsOf(NOT_PUBLISHED);
  }

  @Test
  void every_pom_has_what_central_requires() throws Exception {
    for (String artifact : published()) {
      Document pom = pom(artifact);
      assertThat(text(pom, "artifactId")).as(artifact).isEqualTo(artifact);
      assertThat(text(pom, "version")).as(artifact + " version").isEqualTo(version);
      for (String field : List.of("name", "description", "url", "licenses", "developers", "scm")) {
        assertThat(inherited(pom, field)).as(artifact + " <" + field + ">").isPresent();
      }
      Element license = (Element) inherited(pom, "licenses").orElseThrow();
      assertThat(license.getTextContent()).as(artifact + " licence").contains("Apache License, Version 2.0");
      Element scm = (Element) inherited(pom, "scm").orElseThrow();
      assertThat(scm.getElementsByTagName("connection").getLength()).as(artifact + " scm connection").isOne();
    }
  }

  @Test
  void every_jar_comes_with_sources_javadoc_and_a_module_name() throws IOException {
    for (var library : LIBRARIES.entrySet()) {
      Path jar = file(library.getKey(), ".jar");
      try (JarFile file = new JarFile(jar.toFile())) {
        assertThat(file.getManifest().getMainAttributes().getValue("Automatic-Module-Name"))
            .as(jar.getFileName() + " Automatic-Module-Name").isEqualTo(library.getValue());
      }
      if (!quick) {
        assertThat(file(library.getKey(), "-sources.jar")).as(library.getKey() + " sources").exists();
        assertThat(file(library.getKey(), "-javadoc.jar")).as(library.getKey() + " javadoc").exists();
      }
    }
  }

  @Test
  void the_bom_pins_every_library_at_this_version() throws Exception {
    Document bom = pom("spielwerk-bom");
    assertThat(text(bom, "version")).isEqualTo(version);
    Map<String, String> pinned = new TreeMap<>();
    var dependencies = bom.getElementsByTagName("dependency");
    for (int i = 0; i < dependencies.getLength(); i++) {
      Element dependency = (Element) dependencies.item(i);
      pinned.put(child(dependency, "artifactId"), child(dependency, "version"));
    }
    assertThat(pinned.keySet()).containsExactlyInAnyOrderElementsOf(LIBRARIES.keySet());
    assertThat(pinned.values()).allMatch(v -> v.equals(version) || v.equals("${project.version}"));
  }

  private static List<String> published() {
    List<String> all = new ArrayList<>(LIBRARIES.keySet());
    all.add("spielwerk-bom");
    all.add("spielwerk-parent");
    return all;
  }

  /** The newest file of an artifact with this ending (a snapshot's files carry a timestamp). */
  private static Path file(String artifact, String ending) throws IOException {
    Path dir = staging.resolve(artifact).resolve(version);
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.getFileName().toString().endsWith(ending))
          .filter(f -> ending.equals(".jar") ? !f.getFileName().toString().matches(".*-(sources|javadoc|tests)\\.jar")
              : true)
          .max(Comparator.comparing(Path::toString))
          .orElse(dir.resolve(artifact + "-" + version + ending));
    }
  }

  private static Document pom(String artifact) throws Exception {
    Path pom = file(artifact, ".pom");
    assertThat(pom).as(artifact + " POM").exists();
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
  }

  /** A top-level element of the POM, or of its parent's POM (Central reads the inherited model). */
  private static Optional<Node> inherited(Document pom, String field) throws Exception {
    Optional<Node> own = topLevel(pom, field);
    if (own.isPresent()) {
      return own;
    }
    Optional<Node> parent = topLevel(pom, "parent");
    if (parent.isEmpty()) {
      return Optional.empty();
    }
    return inherited(pom(child((Element) parent.get(), "artifactId")), field);
  }

  private static Optional<Node> topLevel(Document pom, String field) {
    for (Node n = pom.getDocumentElement().getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(field) && !e.getTextContent().isBlank()) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  private static String text(Document pom, String field) throws Exception {
    Optional<Node> node = topLevel(pom, field);
    if (node.isEmpty() && field.equals("version")) {
      node = topLevel(pom, "parent").map(p -> ((Element) p).getElementsByTagName("version").item(0));
    }
    return node.map(Node::getTextContent).map(String::trim).orElse("");
  }

  private static String child(Element element, String tag) {
    var nodes = element.getElementsByTagName(tag);
    return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
  }
}
