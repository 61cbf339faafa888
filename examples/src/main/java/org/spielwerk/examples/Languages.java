package org.spielwerk.examples;

import java.util.Locale;
import org.spielwerk.core.InvalidSetupException;

/** The languages every game's words come in (GameText): English and German. */
final class Languages {
  private Languages() {}

  static Locale locale(String lang) {
    return switch (lang.toLowerCase(Locale.ROOT)) {
      case "en" -> Locale.ENGLISH;
      case "de" -> Locale.GERMAN;
      default -> throw new InvalidSetupException("--lang", "en or de, not " + lang);
    };
  }
}
