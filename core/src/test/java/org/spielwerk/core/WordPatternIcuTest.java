package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.text.MessagePattern;
import com.ibm.icu.util.ULocale;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Core's own pattern formatter ({@link WordPattern}) renders every message of every game's catalogue exactly as
 * ICU4J's {@code MessageFormat} did, in English, German and the pseudo-language, for arguments drawn from a
 * fixed seed (each plural and ordinal with the numbers where languages' categories change, each select with
 * every one of its keys and an unknown one, simple arguments as words, small and large numbers, or missing).
 * ICU4J is a test dependency of core for this comparison only.
 */
class WordPatternIcuTest {

  private static final long SEED = 33L;
  private static final List<Object> COUNTS = List.of(0, 1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101, 111, 1000, 1234567,
      1L, 2.5, 1.0, -1);
  private static final List<Object> SIMPLES = List.of("Anna", "Ben's {card}", 7, 1, 1500, 12.75, true, "#");

  @Test
  void every_message_of_every_catalogue_renders_as_icu_rendered_it() throws IOException {
    List<Path> files = catalogueFiles();
    assertThat(files).as("the games' catalogue files, English and German").hasSizeGreaterThanOrEqualTo(10);
    Random random = new Random(SEED);
    int compared = 0;
    for (Path file : files) {
      Locale locale = file.getFileName().toString().contains("_de") ? Locale.GERMAN : Locale.ENGLISH;
      for (Map.Entry<String, String> message : read(file).entrySet()) {
        String pattern = message.getValue();
        for (Map<String, Object> args : samples(pattern, random)) {
          String where = file + " " + message.getKey() + " " + args;
          assertThat(outcome(() -> WordPattern.parse(pattern).format(args, locale))).as(where)
              .isEqualTo(outcome(() -> icu(pattern, locale, args)));
          if (locale.equals(Locale.ENGLISH)) {
            assertThat(outcome(() -> WordPattern.parse(Catalogue.pseudo(pattern)).format(args, Locale.ENGLISH)))
                .as("pseudo " + where).isEqualTo(outcome(() -> icu(icuPseudo(pattern), Locale.ENGLISH, args)));
          }
          compared++;
        }
      }
    }
    assertThat(compared).as("messages compared").isGreaterThan(5_000);
  }

  @Test
  void quoting_rules_match_icu() {
    for (String pattern : List.of("it''s", "it's", "'{'literal'}'", "'{a''b}' {x}", "{n, plural, one {'#' #} other {#'s}}",
        "{x, select, a {'{'} other {# isn''t {n}}}", "a}b", "{n, plural, offset:1 =0 {none} one {# more} other {# more}}",
        "{ n , plural , =1 {exactly} other { # }}", "end'")) {
      for (Map<String, Object> args : List.of(Map.<String, Object>of("n", 1, "x", "a"), Map.<String, Object>of("n", 2, "x", "b"),
          Map.<String, Object>of("n", 0))) {
        assertThat(WordPattern.parse(pattern).format(args, Locale.ENGLISH)).as(pattern + " " + args)
            .isEqualTo(icu(pattern, Locale.ENGLISH, args));
      }
    }
  }

  /** The words, or the kind of error both must throw (a plural given a word: not a number). */
  private static String outcome(java.util.function.Supplier<String> words) {
    try {
      return words.get();
    } catch (IllegalArgumentException e) {
      return "IllegalArgumentException";
    }
  }

  private static String icu(String pattern, Locale locale, Map<String, Object> args) {
    return new MessageFormat(pattern, ULocale.forLocale(locale)).format(args);
  }

  /** Argument maps for a pattern: each argument's values in turn, then random mixes. */
  private static List<Map<String, Object>> samples(String pattern, Random random) {
    Map<String, List<Object>> values = argumentValues(pattern);
    List<Map<String, Object>> samples = new ArrayList<>();
    Map<String, Object> first = new LinkedHashMap<>();
    values.forEach((name, options) -> first.put(name, options.get(0)));
    samples.add(first);
    for (Map.Entry<String, List<Object>> arg : values.entrySet()) {
      for (Object value : arg.getValue()) {
        Map<String, Object> one = new LinkedHashMap<>(first);
        one.put(arg.getKey(), value);
        samples.add(one);
      }
      Map<String, Object> missing = new LinkedHashMap<>(first);
      missing.remove(arg.getKey());
      samples.add(missing);
    }
    for (int i = 0; i < 20 && !values.isEmpty(); i++) {
      Map<String, Object> mix = new LinkedHashMap<>();
      values.forEach((name, options) -> mix.put(name, options.get(random.nextInt(options.size()))));
      samples.add(mix);
    }
    return samples;
  }

  /** Every argument of the pattern, as ICU parses it, with values that exercise its type. */
  private static Map<String, List<Object>> argumentValues(String pattern) {
    MessagePattern parsed = new MessagePattern(pattern);
    Map<String, List<Object>> values = new LinkedHashMap<>();
    for (int i = 0; i < parsed.countParts(); i++) {
      MessagePattern.Part part = parsed.getPart(i);
      if (part.getType() != MessagePattern.Part.Type.ARG_START) {
        continue;
      }
      String name = parsed.getSubstring(parsed.getPart(i + 1));
      List<Object> options = new ArrayList<>(values.getOrDefault(name, List.of()));
      switch (part.getArgType()) {
        case PLURAL, SELECTORDINAL -> options.addAll(COUNTS);
        case SELECT -> {
          Set<Object> keys = new LinkedHashSet<>();
          for (int j = i + 1; j < parsed.getLimitPartIndex(i); j++) {
            if (parsed.getPart(j).getType() == MessagePattern.Part.Type.ARG_SELECTOR) {
              String key = parsed.getSubstring(parsed.getPart(j));
              keys.add(key.equals("true") || key.equals("false") ? (Object) Boolean.valueOf(key) : key);
            }
          }
          keys.add("unknown");
          options.addAll(keys);
        }
        default -> options.addAll(SIMPLES);
      }
      values.put(name, options.stream().distinct().toList());
    }
    return values;
  }

  private static List<Path> catalogueFiles() throws IOException {
    Path root = Path.of("").toAbsolutePath().getParent();
    List<Path> files = new ArrayList<>();
    try (Stream<Path> modules = Files.list(root)) {
      for (Path module : modules.toList()) {
        Path resources = module.resolve("src/main/resources");
        if (Files.isDirectory(resources)) {
          try (Stream<Path> walk = Files.walk(resources)) {
            walk.filter(f -> f.getFileName().toString().matches("words(_de)?\\.properties")).sorted().forEach(files::add);
          }
        }
      }
    }
    return files;
  }

  private static Map<String, String> read(Path file) throws IOException {
    Properties properties = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      properties.load(in);
    }
    Map<String, String> messages = new LinkedHashMap<>();
    properties.stringPropertyNames().stream().sorted().forEach(key -> messages.put(key, properties.getProperty(key)));
    return messages;
  }

  private static final String PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  private static final String ACCENTED = "áƀçđéƒĝĥíĵķĺɱñóþʠŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŤÚṼŴẊÝŽ";

  /** The pseudo-language as core wrote it over ICU's {@code MessagePattern} (0.1.0), kept to compare with. */
  private static String icuPseudo(String pattern) {
    MessagePattern parsed = new MessagePattern(pattern);
    StringBuilder out = new StringBuilder();
    int from = 0;
    boolean inText = false;
    for (int i = 0; i < parsed.countParts(); i++) {
      MessagePattern.Part part = parsed.getPart(i);
      if (part.getIndex() >= from) {
        String between = pattern.substring(from, part.getIndex());
        out.append(inText ? accent(between) : between);
        out.append(pattern, part.getIndex(), part.getLimit());
      } else if (part.getLimit() > from) {
        out.append(pattern, from, part.getLimit());
      }
      from = Math.max(from, part.getLimit());
      inText = switch (part.getType()) {
        case MSG_START, ARG_LIMIT, SKIP_SYNTAX, INSERT_CHAR, REPLACE_NUMBER -> true;
        default -> false;
      };
    }
    out.append(inText ? accent(pattern.substring(from)) : pattern.substring(from));
    return out.toString();
  }

  private static String accent(String text) {
    StringBuilder out = new StringBuilder();
    for (char c : text.toCharArray()) {
      int i = PLAIN.indexOf(c);
      out.append(i < 0 ? c : ACCENTED.charAt(i));
      if ("aeiouAEIOU".indexOf(c) >= 0) {
        out.append(ACCENTED.charAt(i));
      }
    }
    return out.toString();
  }
}
