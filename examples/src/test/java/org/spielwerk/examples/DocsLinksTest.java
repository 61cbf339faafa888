package org.spielwerk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README and docs/*.md: every relative link names a file of the repository, every anchor a heading of
 * that file (as GitHub makes anchors from headings), and no text points outside the repository.
 */
class DocsLinksTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
  private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.+?)\\s*#*\\s*$");
  private static final Pattern OUTSIDE = Pattern.compile("\\.\\./shared|/work/|shared/rules|shared/seeds");

  @Test
  void relativeLinksAndAnchorsResolve_andNothingPointsOutsideTheRepository() throws IOException {
    List<String> broken = new ArrayList<>();
    for (Path doc : documents()) {
      String text = Files.readString(doc);
      String name = ROOT.relativize(doc).toString();
      Matcher outside = OUTSIDE.matcher(text);
      while (outside.find()) {
        broken.add(name + ": points outside the repository: " + outside.group());
      }
      Matcher link = LINK.matcher(withoutCode(text));
      while (link.find()) {
        String target = link.group(1);
        if (target.matches("^[a-z]+:.*")) {
          continue;                                          // http:, https:, mailto: are not checked offline
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path resolved = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
        if (!resolved.startsWith(ROOT) || !Files.exists(resolved)) {
          broken.add(name + ": no file " + target);
        } else if (hash >= 0 && resolved.toString().endsWith(".md")
            && !anchors(Files.readString(resolved)).contains(target.substring(hash + 1))) {
          broken.add(name + ": no heading for " + target);
        }
      }
    }
    assertThat(broken).isEmpty();
  }

  @Test
  void anchorsAreMadeAsGitHubMakesThem() {
    assertThat(anchors("## Words: texts, catalogues and what a seat may read\n## The contract (core's test jar)\n"))
        .contains("words-texts-catalogues-and-what-a-seat-may-read", "the-contract-cores-test-jar");
  }

  private static List<Path> documents() throws IOException {
    List<Path> docs = new ArrayList<>();
    docs.add(ROOT.resolve("README.md"));
    try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
      files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    return docs;
  }

  /** Links inside code blocks and code spans are code, not links. */
  private static String withoutCode(String markdown) {
    return markdown.replaceAll("(?s)```.*?```", "").replaceAll("`[^`\\n]*`", "");
  }

  /** GitHub's anchors: the heading in lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
  static Set<String> anchors(String markdown) {
    Set<String> anchors = new HashSet<>();
    for (String line : withoutFences(markdown).split("\n")) {
      Matcher heading = HEADING.matcher(line);
      if (heading.matches()) {
        String slug = heading.group(1).replaceAll("`", "").toLowerCase(Locale.ROOT)
            .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
        String unique = slug;
        for (int n = 1; !anchors.add(unique); n++) {
          unique = slug + "-" + n;
        }
      }
    }
    return anchors;
  }

  private static String withoutFences(String markdown) {
    return markdown.replaceAll("(?s)```.*?```", "");
  }
}
