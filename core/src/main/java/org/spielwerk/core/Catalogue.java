package org.spielwerk.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A game's words in one language: a message catalogue, one properties file per game and language
 * ({@code <base>.properties} in English, {@code <base>_de.properties}, ...; UTF-8), whose values are patterns in
 * ICU's {@code MessageFormat} syntax with named arguments, the language's plural rules ({@code {n, plural, one {#
 * coin} other {# coins}}}), {@code selectordinal} and {@code select}. A translator adds a language by adding a
 * file. A key missing from a language falls back to English; a language without a file is English.
 *
 * <p>The files are read as plain resources of the game's own module (no {@code ResourceBundle}), so the words
 * work on the class path and on the module path alike; the patterns are formatted by core itself over the
 * JDK (the subset of ICU's syntax the catalogues use, rendering as ICU4J does), so a game needs no ICU4J.
 * A catalogue is immutable and renders from any number of threads at once without a lock.
 *
 * <p>{@link #PSEUDO} ({@code en-XA}) is the pseudo-language of the tests: the English patterns with every letter
 * accented and every vowel doubled, each message bracketed; a text that skipped the catalogue shows plain
 * letters.
 */
public final class Catalogue {

  /** The pseudo-language: English bracketed and lengthened, for finding words that skipped the catalogue. */
  public static final Locale PSEUDO = Locale.forLanguageTag("en-XA");

  private static final Map<String, Catalogue> LOADED = new ConcurrentHashMap<>();
  private static final String PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  private static final String ACCENTED = "áƀçđéƒĝĥíĵķĺɱñóþʠŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŤÚṼŴẊÝŽ";

  private final String baseName;
  private final Locale locale;
  private final boolean pseudo;
  private final Map<String, String> patterns;
  private final Map<String, WordPattern> parsed;

  private Catalogue(String baseName, Locale locale, boolean pseudo, Map<String, String> patterns,
      Map<String, WordPattern> parsed) {
    this.baseName = baseName;
    this.locale = locale;
    this.pseudo = pseudo;
    this.patterns = patterns;
    this.parsed = parsed;
  }

  /**
   * The catalogue {@code baseName} (a resource path in dots, e.g. {@code org.spielwerk.portroyalunterwegs.words})
   * in {@code locale}'s language, English where a file or a key is missing; {@code null} locale is English. The
   * files are read through {@code owner}, a class of the module that holds them: on the module path a game
   * module with a {@code module-info} opens the files' package to {@code org.spielwerk.core} (an automatic
   * module opens every package).
   *
   * @throws MissingResourceException when there is no English file
   * @throws IllegalArgumentException when a pattern is not in the supported syntax, naming the file and key
   */
  public static Catalogue of(String baseName, Locale locale, Class<?> owner) {
    Require.nonNull(owner, "owner");
    return of(baseName, locale, path -> owner.getResourceAsStream("/" + path));
  }

  /**
   * {@link #of(String, Locale, Class)} reading the files through a class loader, which on the module path finds
   * them in an open package only (every package of an automatic module is open).
   */
  public static Catalogue of(String baseName, Locale locale, ClassLoader loader) {
    Require.nonNull(loader, "loader");
    return of(baseName, locale, loader::getResourceAsStream);
  }

  private static Catalogue of(String baseName, Locale locale, Function<String, InputStream> files) {
    Require.nonNull(baseName, "baseName");
    Locale asked = locale == null ? Locale.ROOT : locale;
    boolean pseudo = asked.equals(PSEUDO);
    String language = pseudo ? "" : asked.getLanguage();
    return LOADED.computeIfAbsent(baseName + "|" + asked.toLanguageTag(), k -> load(baseName, language, pseudo, files));
  }

  /**
   * The English file, then the language's own file over it (a key it lacks stays English). Only the language
   * counts: {@code de-AT} reads {@code _de}; never the machine's default locale, so a language without a file
   * is English on every machine.
   */
  private static Catalogue load(String baseName, String language, boolean pseudo, Function<String, InputStream> files) {
    Map<String, String> english = read(baseName, "", files);
    if (english == null) {
      throw new MissingResourceException("no file " + file(baseName, ""), baseName, "");
    }
    Map<String, String> own = language.isEmpty() ? null : read(baseName, language, files);
    Map<String, String> merged = new TreeMap<>(english);
    if (own != null) {
      merged.putAll(own);
    }
    Map<String, String> patterns = new LinkedHashMap<>();
    Map<String, WordPattern> parsed = new LinkedHashMap<>();
    for (Map.Entry<String, String> entry : merged.entrySet()) {
      WordPattern pattern = parse(baseName, entry.getKey(), entry.getValue());
      if (pseudo) {
        pattern = pattern.mapText(Catalogue::accent);
      }
      patterns.put(entry.getKey(), pseudo ? pattern.toPattern() : entry.getValue());
      parsed.put(entry.getKey(), pattern);
    }
    Locale shown = pseudo ? PSEUDO : own == null ? Locale.ENGLISH : Locale.forLanguageTag(language);
    return new Catalogue(baseName, shown, pseudo, Collections.unmodifiableMap(patterns), Map.copyOf(parsed));
  }

  private static WordPattern parse(String baseName, String key, String pattern) {
    try {
      return WordPattern.parse(pattern);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(baseName + ", key " + key + ": " + e.getMessage(), e);
    }
  }

  private static String file(String baseName, String language) {
    return baseName.replace('.', '/') + (language.isEmpty() ? "" : "_" + language) + ".properties";
  }

  /** A file's keys and patterns, or {@code null} when there is no such file. */
  private static Map<String, String> read(String baseName, String language, Function<String, InputStream> files) {
    try (InputStream in = files.apply(file(baseName, language))) {
      if (in == null) {
        return null;
      }
      Properties properties = new Properties();
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      Map<String, String> patterns = new TreeMap<>();
      for (String key : properties.stringPropertyNames()) {
        patterns.put(key, properties.getProperty(key));
      }
      return patterns;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The language these words are in (English where the asked one has no file; {@link #PSEUDO} for it). */
  public Locale locale() {
    return locale;
  }

  /** Every key of this language, its own and those it takes from English. */
  public Set<String> keys() {
    return patterns.keySet();
  }

  /**
   * The keys a language's own file defines (not those it takes from English), for completeness tests;
   * {@link Locale#ROOT} is the English file.
   *
   * @throws MissingResourceException when the language has no file
   */
  public static Set<String> ownKeys(String baseName, Locale language, ClassLoader loader) {
    String lang = language.getLanguage();
    Map<String, String> own = read(baseName, lang, loader::getResourceAsStream);
    if (own == null) {
      throw new MissingResourceException("no file " + file(baseName, lang), baseName, "");
    }
    return new TreeSet<>(own.keySet());
  }

  /** The pattern of a key, as the file writes it. */
  public String pattern(String key) {
    String pattern = patterns.get(key);
    if (pattern == null) {
      throw new MissingResourceException("no key " + key + " in " + baseName, baseName, key);
    }
    return pattern;
  }

  /**
   * The message in words: nested messages among its arguments first.
   *
   * @throws MissingResourceException when the key is in no file (a fault of the game's text, found by its tests)
   */
  public String render(Message message) {
    Map<String, Object> args = new LinkedHashMap<>();
    for (Map.Entry<String, Object> arg : message.args().entrySet()) {
      args.put(arg.getKey(), switch (arg.getValue()) {
        case Message nested -> render(nested);
        case Enum<?> constant -> constant.name().toLowerCase(Locale.ROOT);   // select keys: yellow, blue, ...
        case null -> "";
        default -> arg.getValue();
      });
    }
    WordPattern pattern = parsed.get(message.key());
    if (pattern == null) {
      throw new MissingResourceException("no key " + message.key() + " in " + baseName, baseName, message.key());
    }
    // no lock: a parsed pattern is immutable and formats with nothing shared between calls
    String words = pattern.format(args, pseudo ? Locale.ENGLISH : locale);
    return pseudo ? "⟦" + words + "⟧" : words;
  }

  /** {@link #render} of a key and its name, value pairs. */
  public String render(String key, Object... namesAndValues) {
    return render(Message.of(key, namesAndValues));
  }

  /** The English pattern with every letter of its literal text accented and each vowel doubled. */
  static String pseudo(String pattern) {
    return WordPattern.parse(pattern).mapText(Catalogue::accent).toPattern();
  }

  private static String accent(String text) {
    StringBuilder out = new StringBuilder();
    for (char c : text.toCharArray()) {
      int i = PLAIN.indexOf(c);
      out.append(i < 0 ? c : ACCENTED.charAt(i));
      if ("aeiouAEIOU".indexOf(c) >= 0) {
        out.append(ACCENTED.charAt(i));   // lengthened: translations run longer than English
      }
    }
    return out.toString();
  }

  /** The plain letters left in a pseudo-language text: words that did not come from the catalogue. */
  public static List<String> plainWords(String text) {
    List<String> found = new ArrayList<>();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("[A-Za-z]{2,}").matcher(text);
    while (m.find()) {
      found.add(m.group());
    }
    return found;
  }
}
