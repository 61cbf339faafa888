package org.spielwerk.examples;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Games;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.core.Narration;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Replays a saved game and tells it action by action, as one seat or the public may know it: a seat reads its
 * own actions and the events it was shown, the public the public events; nobody reads another seat's action
 * itself, which may hold hidden cards ({@link Narration}).
 */
@Command(name = "replay", description = "Replay a saved game (JSON from `play --save` or SavedGame.toJson()).")
final class ReplayCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "FILE", description = "the saved game")
  Path file;

  @Option(names = "--seat", description = "tell it as this seat (1..players) sees it; default: public events only")
  Integer seat;

  @Option(names = "--lang", defaultValue = "en", description = "language of the game's words: en or de (default ${DEFAULT-VALUE})")
  String lang;

  @Option(names = "--views", description = "print the seat's view after every action (needs --seat)")
  boolean views;

  /** The tool's own words in the two languages every game speaks. */
  record Words(String header, String result, String unfinished) {
    static final Words EN = new Words("%s, %d players, seed %d, %d actions%n", "Result: scores %s; won by %s%n",
        "The record ends before the game does.");
    static final Words DE = new Words("%s, %d Spieler, Startwert %d, %d Züge%n", "Ergebnis: Punkte %s; gewonnen von %s%n",
        "Die Aufzeichnung endet vor der Partie.");
  }

  @Override
  public Integer call() throws Exception {
    SavedGame saved = SavedGame.read(Files.readString(file));
    return replay(Games.byId(saved.game()), saved);
  }

  private <S, A, E extends GameEvent, V, O> int replay(Game<S, A, E, V, O> game, SavedGame saved) {
    if (seat != null) {
      Seats.check("--seat", seat, saved.players());
    } else if (views) {
      // a view is what one seat may see; without a seat only the public record is told
      throw new InvalidSetupException("--views", "a view is what one seat sees: name it with --seat 1.." + saved.players());
    }
    Locale locale = Languages.locale(lang);
    Words words = locale.getLanguage().equals("de") ? Words.DE : Words.EN;
    SavedGame.Replay<S, E> replay = saved.replay(game);   // an illegal recorded action: one line, status 2 (Main)
    GameText<S, A, E, V> text = game.text(locale);
    int observer = seat == null ? Narration.PUBLIC : seat - 1;
    System.out.printf(words.header(), text.title(game.info()), saved.players(), saved.seed(), saved.actions().size());
    S state = replay.initial();
    java.util.Set<String> explained = new java.util.HashSet<>();
    for (int i = 0; i < replay.steps().size(); i++) {
      Step<S, E> step = replay.steps().get(i);
      int mover = ((Status.ToMove) game.status(state)).seat();
      A action = Json.fromTree(saved.actions().get(i), game.types().action());
      Narration.Told told = Narration.told(text, state, mover, action, step, observer);
      // the mover's own action after its name; for anyone else only the name, then what they were shown
      System.out.printf("%4d. %s%s%n", i + 1, text.seat(mover), told.action().map(a -> ": " + a).orElse(""));
      for (String line : told.events()) {
        System.out.println("      " + line);
      }
      state = step.state();
      if (views) {
        V view = game.view(state, observer);
        System.out.print(text.view(view));
        // as in play: a term is explained under the first view that shows it
        for (String entry : text.legend(view)) {
          if (explained.add(entry)) {
            System.out.println("(" + entry + ")");
          }
        }
      }
    }
    if (game.status(state) instanceof Status.Finished finished) {
      System.out.printf(words.result(), finished.outcome().scores(),
          String.join(", ", finished.outcome().winners().stream().map(text::seat).toList()));
    } else {
      System.out.println(words.unfinished());
    }
    return 0;
  }
}
