package org.spielwerk.examples;

import java.util.LinkedHashMap;
import java.util.Map;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import picocli.CommandLine.Option;

/** The options every command that starts a game shares: a preset and single option overrides. */
final class GameSetup {

  @Option(names = "--preset", paramLabel = "NAME", description = "an option preset of the game (see `list`)")
  String preset;

  @Option(names = {"-o", "--option"}, paramLabel = "KEY=VALUE",
      description = "set one option, e.g. -o influenceTarget=10 (values are JSON or plain words); "
          + "-o startPlayer=SEAT alone also sets randomStartPlayer=false")
  Map<String, String> overrides = new LinkedHashMap<>();

  /** The options to play with: the preset (or the default), then the overrides. */
  <O> O options(Game<?, ?, ? extends GameEvent, ?, O> game) {
    O base = game.defaultOptions();
    if (preset != null) {
      base = game.presets().get(preset.toUpperCase(java.util.Locale.ROOT));
      if (base == null) {
        throw new InvalidSetupException("preset", "unknown preset '" + preset + "' of " + game.info().id()
            + ", known: " + game.presets().keySet());
      }
    }
    return overrides.isEmpty() ? base : Json.overrideOptions(base, game.types().options(), withStartSeat(game.types().options()));
  }

  /**
   * The overrides, where a start seat given alone fixes that seat: in options with the Port Royal
   * family's two fields ({@code randomStartPlayer}, {@code startPlayer}, random by default) a seat alone
   * would otherwise be ignored.
   */
  private Map<String, String> withStartSeat(Class<?> options) {
    boolean twoFields = options.isRecord() && java.util.Arrays.stream(options.getRecordComponents())
        .anyMatch(c -> c.getName().equals("randomStartPlayer"));
    if (!twoFields || !overrides.containsKey("startPlayer") || overrides.containsKey("randomStartPlayer")) {
      return overrides;
    }
    Map<String, String> given = new LinkedHashMap<>(overrides);
    given.put("randomStartPlayer", "false");
    return given;
  }
}
