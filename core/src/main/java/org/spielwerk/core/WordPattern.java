package org.spielwerk.core;

import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * One parsed message of a catalogue: the subset of ICU's {@code MessageFormat} syntax the games' catalogues
 * write, formatted with the JDK alone and rendering exactly as ICU4J does for these patterns (core's
 * {@code WordPatternIcuTest} compares both over every message of every catalogue).
 *
 * <p>The subset: literal text with ICU's apostrophe rules ({@code ''} is one apostrophe; an apostrophe before
 * <code>{</code>, <code>}</code> or, in a plural's message, {@code #} quotes up to the next single apostrophe;
 * any other apostrophe is itself); named arguments <code>{name}</code>; <code>{name, select, key {…} other
 * {…}}</code>; <code>{name, plural, =0 {…} one {…} other {…}}</code> (with {@code offset:}) and
 * {@code selectordinal}, whose {@code #} is the number. Other argument types ({@code number}, {@code date},
 * {@code choice}) are refused when the catalogue is read, naming the key.
 *
 * <p>A parsed pattern is immutable and keeps no formatter between calls, so any number of threads render
 * through one instance without a lock (the ICU formatter it replaced had to be locked; issue 30).
 */
final class WordPattern {

  /** The kinds of a complex argument. */
  enum Kind {
    SELECT, PLURAL, ORDINAL;

    boolean counts() {
      return this != SELECT;
    }
  }

  /** A piece of a message. */
  sealed interface Part permits Text, Arg, Hash, Choice {}

  /** Literal text, unquoted. */
  record Text(String text) implements Part {}

  /** A simple argument: <code>{name}</code>. */
  record Arg(String name) implements Part {}

  /** The {@code #} of a plural's message: the number. */
  record Hash() implements Part {}

  /** A select, plural or ordinal argument with its cases in the order written. */
  record Choice(String name, Kind kind, double offset, List<Case> cases) implements Part {}

  /** One case: its selector as written ({@code =0}, {@code one}, {@code true}) and its message. */
  record Case(String selector, List<Part> message) {
    boolean exact() {
      return selector.startsWith("=");
    }
  }

  private final List<Part> parts;

  private WordPattern(List<Part> parts) {
    this.parts = parts;
  }

  /**
   * The pattern parsed.
   *
   * @throws IllegalArgumentException naming the place and what is wrong, for a pattern outside the subset
   */
  static WordPattern parse(String pattern) {
    Parser parser = new Parser(pattern);
    List<Part> parts = parser.message(0, null);
    return new WordPattern(parts);
  }

  /** The same pattern with every piece of literal text changed by {@code change} (the pseudo-language). */
  WordPattern mapText(UnaryOperator<String> change) {
    return new WordPattern(mapText(parts, change));
  }

  private static List<Part> mapText(List<Part> parts, UnaryOperator<String> change) {
    List<Part> out = new ArrayList<>(parts.size());
    for (Part part : parts) {
      out.add(switch (part) {
        case Text text -> new Text(change.apply(text.text()));
        case Choice choice -> new Choice(choice.name(), choice.kind(), choice.offset(),
            choice.cases().stream().map(c -> new Case(c.selector(), mapText(c.message(), change))).toList());
        default -> part;
      });
    }
    return List.copyOf(out);
  }

  /** The pattern written back in the catalogue's syntax, quoting what must be quoted. */
  String toPattern() {
    StringBuilder out = new StringBuilder();
    write(parts, null, out);
    return out.toString();
  }

  private static void write(List<Part> parts, Kind parent, StringBuilder out) {
    for (Part part : parts) {
      switch (part) {
        case Text text -> {
          for (char c : text.text().toCharArray()) {
            switch (c) {
              case '\'' -> out.append("''");
              case '{', '}' -> out.append('\'').append(c).append('\'');
              case '#' -> out.append(parent != null && parent.counts() ? "'#'" : "#");
              default -> out.append(c);
            }
          }
        }
        case Arg arg -> out.append('{').append(arg.name()).append('}');
        case Hash hash -> out.append('#');
        case Choice choice -> {
          out.append('{').append(choice.name()).append(", ").append(switch (choice.kind()) {
            case SELECT -> "select";
            case PLURAL -> "plural";
            case ORDINAL -> "selectordinal";
          }).append(',');
          if (choice.offset() != 0) {
            out.append(" offset:").append(plain(choice.offset()));
          }
          for (Case c : choice.cases()) {
            out.append(' ').append(c.selector()).append(" {");
            write(c.message(), choice.kind(), out);
            out.append('}');
          }
          out.append('}');
        }
      }
    }
  }

  /**
   * The message in words: {@code args} by name (a missing one shows as <code>{name}</code>, as ICU shows it);
   * numbers in {@code locale}'s digits, plural and ordinal cases by its rules.
   *
   * @throws IllegalArgumentException when a plural's argument is not a number
   */
  String format(Map<String, ?> args, Locale locale) {
    StringBuilder out = new StringBuilder();
    format(parts, args, locale, Double.NaN, out);
    return out.toString();
  }

  private static void format(List<Part> parts, Map<String, ?> args, Locale locale, double number, StringBuilder out) {
    for (Part part : parts) {
      switch (part) {
        case Text text -> out.append(text.text());
        case Hash hash -> out.append(number(number, locale));
        case Arg arg -> {
          if (!args.containsKey(arg.name())) {
            out.append('{').append(arg.name()).append('}');
          } else {
            out.append(simple(args.get(arg.name()), locale));
          }
        }
        case Choice choice -> {
          if (!args.containsKey(choice.name())) {
            out.append('{').append(choice.name()).append('}');
          } else {
            formatChoice(choice, args.get(choice.name()), args, locale, out);
          }
        }
      }
    }
  }

  private static void formatChoice(Choice choice, Object value, Map<String, ?> args, Locale locale, StringBuilder out) {
    if (value == null) {
      out.append("null");   // as ICU: a key whose value is null
      return;
    }
    if (choice.kind() == Kind.SELECT) {
      format(selectCase(choice, value.toString()), args, locale, Double.NaN, out);
      return;
    }
    if (!(value instanceof Number n)) {
      throw new IllegalArgumentException("'" + value + "' is not a Number (argument " + choice.name() + ")");
    }
    double count = n.doubleValue();
    format(countCase(choice, count, locale), args, locale, count - choice.offset(), out);
  }

  /** The case named {@code key}, else {@code other}. */
  private static List<Part> selectCase(Choice choice, String key) {
    for (Case c : choice.cases()) {
      if (c.selector().equals(key)) {
        return c.message();
      }
    }
    return other(choice);
  }

  /** An exact case ({@code =2}) first, then the language's plural (or ordinal) category, then {@code other}. */
  private static List<Part> countCase(Choice choice, double count, Locale locale) {
    for (Case c : choice.cases()) {
      if (c.exact() && Double.parseDouble(c.selector().substring(1)) == count) {
        return c.message();
      }
    }
    String category = choice.kind() == Kind.PLURAL
        ? PluralRules.cardinal(count - choice.offset(), locale)
        : PluralRules.ordinal(count - choice.offset(), locale);
    for (Case c : choice.cases()) {
      if (!c.exact() && c.selector().equals(category)) {
        return c.message();
      }
    }
    return other(choice);
  }

  private static List<Part> other(Choice choice) {
    for (Case c : choice.cases()) {
      if (c.selector().equals("other")) {
        return c.message();
      }
    }
    throw new IllegalStateException("no other case in " + choice.name());   // the parser requires one
  }

  /** A simple argument as ICU writes it: numbers in the locale's digits, everything else as its string. */
  private static String simple(Object value, Locale locale) {
    if (value == null) {
      return "null";
    }
    if (value instanceof Number n) {
      return number(n.doubleValue(), n, locale);
    }
    return value.toString();
  }

  private static String number(double value, Locale locale) {
    return number(value, null, locale);
  }

  private static String number(double value, Number exact, Locale locale) {
    // small whole numbers look the same in every shipped language: spare the formatter (a new one per call,
    // since the JDK's NumberFormat is not thread-safe)
    if (value == Math.rint(value) && Math.abs(value) < 1000 && !(value == 0 && 1 / value < 0)) {
      return Long.toString((long) value);
    }
    NumberFormat format = NumberFormat.getInstance(locale);
    return exact != null && !(exact instanceof Double || exact instanceof Float) ? format.format(exact)
        : format.format(value);
  }

  private static String plain(double value) {
    return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
  }

  /**
   * The plural categories of the languages the games ship (and the pseudo-language, which is English). English
   * and German have two cardinal categories, {@code one} (exactly 1) and {@code other}; English ordinals have
   * four (1st, 2nd, 3rd, 4th), German ones one (1.). A language with other rules (French counts 0 as one,
   * Polish has {@code few} and {@code many}) adds its rules here with its catalogue.
   */
  static final class PluralRules {
    private PluralRules() {}

    static String cardinal(double n, Locale locale) {
      return Math.abs(n) == 1 ? "one" : "other";   // CLDR's operands are absolute: -1 is "one" too
    }

    static String ordinal(double n, Locale locale) {
      if (!locale.getLanguage().equals("en") || n != Math.rint(n)) {
        return "other";
      }
      long i = Math.abs((long) n);
      if (i % 10 == 1 && i % 100 != 11) {
        return "one";
      }
      if (i % 10 == 2 && i % 100 != 12) {
        return "two";
      }
      if (i % 10 == 3 && i % 100 != 13) {
        return "few";
      }
      return "other";
    }
  }

  /** A recursive-descent reader of the subset, following ICU's {@code MessagePattern} where it is lenient. */
  private static final class Parser {
    private final String pattern;
    private int at;

    Parser(String pattern) {
      this.pattern = pattern;
    }

    /** A message up to the end ({@code nesting} 0) or up to its closing brace, which it consumes. */
    List<Part> message(int nesting, Kind parent) {
      List<Part> parts = new ArrayList<>();
      StringBuilder text = new StringBuilder();
      while (at < pattern.length()) {
        char c = pattern.charAt(at++);
        if (c == '\'') {
          apostrophe(parent, text);
        } else if (c == '#' && parent != null && parent.counts()) {
          flush(text, parts);
          parts.add(new Hash());
        } else if (c == '{') {
          flush(text, parts);
          parts.add(argument(nesting));
        } else if (c == '}' && nesting > 0) {
          flush(text, parts);
          return List.copyOf(parts);
        } else {
          text.append(c);
        }
      }
      if (nesting > 0) {
        throw error("unmatched '{'");
      }
      flush(text, parts);
      return List.copyOf(parts);
    }

    /** ICU's "double optional" apostrophes; {@code at} is just past the apostrophe. */
    private void apostrophe(Kind parent, StringBuilder text) {
      if (at == pattern.length()) {
        text.append('\'');
        return;
      }
      char next = pattern.charAt(at);
      if (next == '\'') {
        text.append('\'');
        at++;
      } else if (next == '{' || next == '}' || (next == '#' && parent != null && parent.counts())) {
        while (true) {
          int close = pattern.indexOf('\'', at);
          if (close < 0) {
            throw error("a quote opened by an apostrophe is never closed");
          }
          text.append(pattern, at, close);
          at = close + 1;
          if (at < pattern.length() && pattern.charAt(at) == '\'') {
            text.append('\'');   // '' inside quoted text is one apostrophe
            at++;
          } else {
            return;
          }
        }
      } else {
        text.append('\'');   // a lone apostrophe is itself
      }
    }

    private static void flush(StringBuilder text, List<Part> parts) {
      if (!text.isEmpty()) {
        parts.add(new Text(text.toString()));
        text.setLength(0);
      }
    }

    /** After an opening brace: <code>name}</code> or <code>name, type, cases}</code>. */
    private Part argument(int nesting) {
      String name = word("an argument name");
      skipSpace();
      char c = next("',' or '}' after argument " + name);
      if (c == '}') {
        return new Arg(name);
      }
      if (c != ',') {
        throw error("',' or '}' expected after argument " + name);
      }
      String type = word("an argument type");
      Kind kind = switch (type) {
        case "select" -> Kind.SELECT;
        case "plural" -> Kind.PLURAL;
        case "selectordinal" -> Kind.ORDINAL;
        default -> throw error("argument type '" + type + "' of " + name
            + " is not supported (select, plural, selectordinal)");
      };
      skipSpace();
      if (next("',' after " + type) != ',') {
        throw error("',' expected after " + type);
      }
      return choice(name, kind, nesting);
    }

    private Part choice(String name, Kind kind, int nesting) {
      List<Case> cases = new ArrayList<>();
      double offset = 0;
      while (true) {
        skipSpace();
        if (at < pattern.length() && pattern.charAt(at) == '}') {
          at++;
          break;
        }
        if (kind == Kind.PLURAL && cases.isEmpty() && pattern.startsWith("offset:", at)) {
          at += "offset:".length();
          offset = parseNumber(word("an offset"));
          continue;
        }
        String selector = word("a selector of " + name);
        if (selector.startsWith("=")) {
          if (kind == Kind.SELECT) {
            throw error("an exact selector " + selector + " in the select " + name);
          }
          parseNumber(selector.substring(1));
        }
        skipSpace();
        if (next("'{' after selector " + selector) != '{') {
          throw error("'{' expected after selector " + selector + " of " + name);
        }
        cases.add(new Case(selector, message(nesting + 1, kind)));
      }
      if (cases.stream().noneMatch(c -> c.selector().equals("other"))) {
        throw error("the " + kind.name().toLowerCase(Locale.ROOT) + " " + name + " has no 'other' case");
      }
      return new Choice(name, kind, offset, List.copyOf(cases));
    }

    private double parseNumber(String text) {
      try {
        return Double.parseDouble(text);
      } catch (NumberFormatException e) {
        throw error("'" + text + "' is not a number");
      }
    }

    /** The next run of characters that are not white space or syntax. */
    private String word(String what) {
      skipSpace();
      int start = at;
      while (at < pattern.length() && !Character.isWhitespace(pattern.charAt(at))
          && "{},".indexOf(pattern.charAt(at)) < 0) {
        at++;
      }
      if (start == at) {
        throw error(what + " expected");
      }
      return pattern.substring(start, at);
    }

    private char next(String what) {
      if (at >= pattern.length()) {
        throw error(what + " expected, the pattern ends");
      }
      return pattern.charAt(at++);
    }

    private void skipSpace() {
      while (at < pattern.length() && Character.isWhitespace(pattern.charAt(at))) {
        at++;
      }
    }

    private IllegalArgumentException error(String what) {
      return new IllegalArgumentException(what + " at " + at + " in: " + pattern);
    }
  }
}
