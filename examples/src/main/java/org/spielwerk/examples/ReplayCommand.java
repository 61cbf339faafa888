package org.spielwerk.examples;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Games;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Replays a saved game and tells it action by action. */
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
    SavedGame.Replay<S, E> replay = saved.replay(game);
    GameText<S, A, E, V> text = game.text(Languages.locale(lang));
    int observer = seat == null ? -1 : seat - 1;
    System.out.printf("%s, %d players, seed %d, %d actions%n", game.info().name(), saved.players(), saved.seed(),
        saved.actions().size());
    S state = replay.initial();
    for (int i = 0; i < replay.steps().size(); i++) {
      Step<S, E> step = replay.steps().get(i);
      int mover = ((Status.ToMove) game.status(state)).seat();
      A action = org.spielwerk.core.Json.fromTree(saved.actions().get(i), game.types().action());
      System.out.printf("%4d. %s: %s%n", i + 1, text.seat(mover), text.action(state, action));
      for (E event : step.events()) {
        if (observer < 0 ? event.privateTo() < 0 : event.visibleTo(observer)) {
          System.out.println("      " + text.event(event));
        }
      }
      state = step.state();
      if (views) {
        System.out.print(text.view(game.view(state, observer)));
      }
    }
    if (game.status(state) instanceof Status.Finished finished) {
      System.out.println("Result: scores " + finished.outcome().scores() + ", winners "
          + finished.outcome().winners().stream().map(text::seat).toList());
    } else {
      System.out.println("The record ends before the game does.");
    }
    return 0;
  }
}
