package org.spielwerk.core;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.text.MessagePattern;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A game's words in one language: a message catalogue, one properties file per game and language
 * ({@code <base>.properties} in English, {@code <base>_de.properties}, ...; UTF-8), whose values are ICU
 * {@code MessageFormat} patterns with named arguments, the language's plural rules ({@code {n, plural, one {#
 * coin} other {# coins}}}) and {@code select}. A translator adds a language by adding a file. A key missing from
 * a language falls back to English; a language without a file is English.
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
  private final Map<String, MessageFormat> formats = new ConcurrentHashMap<>();

  private Catalogue(String baseName, Locale locale, boolean pseudo, Map<String, String> patterns) {
    this.baseName = baseName;
    this.locale = locale;
    this.pseudo = pseudo;
    this.patterns = patterns;
  }

  /**
   * The catalogue {@code baseName} (a resource path in dots, e.g. {@code org.spielwerk.portroyalunterwegs.words})
   * in {@code locale}'s language, English where a file or a key is missing; {@code null} locale is English.
   *
   * @throws MissingResourceException when there is no English file
   */
  public static Catalogue of(String baseName, Locale locale, ClassLoader loader) {
    Locale asked = locale == null ? Locale.ROOT : locale;
    boolean pseudo = asked.equals(PSEUDO);
    Locale language = pseudo ? Locale.ROOT : Locale.forLanguageTag(asked.getLanguage());
    return LOADED.computeIfAbsent(baseName + "|" + asked.toLanguageTag(), k -> load(baseName, language, pseudo, loader));
  }

  private static Catalogue load(String baseName, Locale language, boolean pseudo, ClassLoader loader) {
    // no fallback to the machine's default locale: a language without a file is English on every machine
    ResourceBundle.Control control = ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
    ResourceBundle bundle = ResourceBundle.getBundle(baseName, language, loader, control);
    Map<String, String> patterns = new LinkedHashMap<>();
    for (String key : new TreeSet<>(bundle.keySet())) {
      patterns.put(key, pseudo ? pseudo(bundle.getString(key)) : bundle.getString(key));
    }
    Locale shown = pseudo ? PSEUDO : bundle.getLocale().equals(Locale.ROOT) ? Locale.ENGLISH : bundle.getLocale();
    return new Catalogue(baseName, shown, pseudo, Collections.unmodifiableMap(patterns));
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
    String file = baseName.replace('.', '/') + (language.getLanguage().isEmpty() ? "" : "_" + language.getLanguage())
        + ".properties";
    try (var in = loader.getResourceAsStream(file)) {
      if (in == null) {
        throw new MissingResourceException("no file " + file, baseName, "");
      }
      java.util.Properties properties = new java.util.Properties();
      properties.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
      return new TreeSet<>(properties.stringPropertyNames());
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
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
    MessageFormat format = formats.computeIfAbsent(message.key(),
        key -> new MessageFormat(pattern(key), ULocale.forLocale(pseudo ? Locale.ENGLISH : locale)));
    String words;
    synchronized (format) {   // ICU's MessageFormat is not thread-safe; a catalogue is shared
      words = format.format(args);
    }
    return pseudo ? "⟦" + words + "⟧" : words;
  }

  /** {@link #render} of a key and its name, value pairs. */
  public String render(String key, Object... namesAndValues) {
    return render(Message.of(key, namesAndValues));
  }

  /** The English pattern with every letter of its literal text accented and each vowel doubled. */
  static String pseudo(String pattern) {
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
        out.append(pattern, from, part.getLimit());   // parts may overlap: "=0" is a selector and its number
      }
      from = Math.max(from, part.getLimit());
      // literal text follows the start of a message, the end of an argument and the syntax ICU skips
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
