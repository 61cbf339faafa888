package org.spielwerk.examples;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Games;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Menu;
import org.spielwerk.core.Narration;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A person against bots in the terminal: the person sees his own view, the events he may see and
 * the legal actions numbered and in words, and answers with a number.
 */
@Command(name = "play", description = "Play against bots in the terminal.")
final class PlayCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "the game's id (see `list`)")
  String gameId;

  @Option(names = "--players", defaultValue = "3", description = "number of players (default ${DEFAULT-VALUE})")
  int players;

  @Option(names = "--seat", defaultValue = "1", description = "your seat, 1..players (default ${DEFAULT-VALUE})")
  int seat;

  @Option(names = "--seed", description = "setup seed (default: from the clock)")
  Long seed;

  @Option(names = "--bots", defaultValue = "greedy", description = "the other seats' agent (default ${DEFAULT-VALUE})")
  String bots;

  @Option(names = "--save", paramLabel = "FILE", description = "save the game as JSON for `replay`")
  Path save;

  @Option(names = "--lang", defaultValue = "en", description = "language of the game's words: en or de (default ${DEFAULT-VALUE})")
  String lang;

  @Mixin
  GameSetup setup = new GameSetup();

  /** The tool's own words in the two languages every game speaks. */
  record Words(String header, String abandoned, String score, String win, String lose, String choice,
               String again, String saved, String only, String back, String note) {
    static final Words EN = new Words("%s, %d players, seed %d. You are %s; the others are %s bots.%n%n",
        "Game abandoned.", "%s: score %d, place %d%n", "You win!", "You lose.", "Your choice (%d-%d, q to quit): ",
        "Please answer with a number from %d to %d.", "Saved to %s (spielwerk replay %s).",
        "  You have one choice: %s%n", "back", "(%s)%n");
    static final Words DE = new Words("%s, %d Spieler, Startwert %d. Du bist %s; die anderen sind %s-Bots.%n%n",
        "Partie abgebrochen.", "%s: %d Punkte, Platz %d%n", "Du gewinnst!", "Du verlierst.",
        "Deine Wahl (%d-%d, q zum Beenden): ", "Bitte antworte mit einer Zahl von %d bis %d.",
        "Gespeichert in %s (spielwerk replay %s).", "  Du hast nur eine Wahl: %s%n", "zurück", "(%s)%n");
  }

  private Words words = Words.EN;

  private final BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
  private final PrintStream out = System.out;

  @Override
  public Integer call() throws IOException {
    return play(Games.byId(gameId));
  }

  private <S, A, E extends GameEvent, V, O> int play(Game<S, A, E, V, O> game) throws IOException {
    game.info().checkPlayers(players);
    int me = Seats.check("--seat", seat, players);
    long gameSeed = seed != null ? seed : System.nanoTime();
    O options = setup.options(game);
    S state = game.setup(options, players, gameSeed);
    checkWritable(save);
    Agent bot = Agents.byName(bots);
    RandomSource random = new RandomSource(gameSeed * 31 + 7);
    Locale locale = Languages.locale(lang);
    words = locale.getLanguage().equals("de") ? Words.DE : Words.EN;
    GameText<S, A, E, V> text = game.text(locale);
    List<A> played = new ArrayList<>();
    java.util.Set<String> explained = new java.util.HashSet<>();
    out.printf(words.header(), text.title(game.info()), players,
        gameSeed, text.seat(me), bot.name());
    while (game.status(state) instanceof Status.ToMove toMove) {
      A action;
      if (toMove.seat() == me) {
        out.println();
        V view = game.view(state, me);
        out.print(text.view(view));
        // a term (a person, a special card) is explained the first time it appears, not on every screen
        for (String entry : text.legend(view)) {
          if (explained.add(entry)) {
            out.printf(words.note(), entry);
          }
        }
        action = ask(game, state, text, me);
        if (action == null) {
          // quitting is a person's choice, not an error: status 0
          out.println(words.abandoned());
          saveIfAsked(game, options, gameSeed, played);
          return 0;
        }
      } else {
        action = bot.choose(game, state, random);
      }
      Step<S, E> step = game.apply(state, action);
      played.add(action);
      // another seat's move reaches me only as the events I was shown: its action may hold hidden cards
      for (String line : Narration.told(text, state, toMove.seat(), action, step, me).events()) {
        out.println("  " + line);
      }
      state = step.state();
    }
    Outcome outcome = ((Status.Finished) game.status(state)).outcome();
    out.println();
    out.print(text.view(game.view(state, me)));
    for (int s = 0; s < players; s++) {
      out.printf(words.score(), text.seat(s), outcome.scores().get(s), outcome.ranks().get(s) + 1);
    }
    out.println(outcome.winners().contains(me) ? words.win() : words.lose());
    saveIfAsked(game, options, gameSeed, played);
    return 0;
  }

  private <S, A, E extends GameEvent, V> A ask(Game<S, A, E, V, ?> game, S state, GameText<S, A, E, V> text, int me)
      throws IOException {
    List<A> legal = game.legalActions(state);
    V view = game.view(state, me);
    if (legal.size() == 1) {
      // nothing to decide: say what happens instead of asking "(1-1)"
      out.printf(words.only(), text.action(state, legal.get(0)));
      return legal.get(0);
    }
    // a long menu in two small steps (a range of bids, then the bid): the same actions, presented shorter
    Menu<A> menu = Menu.of(legal, a -> text.action(state, a), a -> text.menuGroup(view, a));
    while (true) {
      Integer first = choose(menu.entries(), false);
      if (first == null) {
        return null;
      }
      switch (menu.entries().get(first)) {
        case Menu.Choice<A> choice -> {
          return choice.action();
        }
        case Menu.Group<A> group -> {
          Integer second = choose(group.choices(), true);
          if (second == null) {
            return null;
          }
          if (second >= 0) {
            return group.choices().get(second).action();
          }
          // 0: back to the first step
        }
      }
    }
  }

  /**
   * Lists the entries numbered from 1 and reads a choice: its index, -1 for "back" (0, offered in a second step
   * only), or null when the person quits.
   */
  private Integer choose(List<? extends Menu.Entry<?>> entries, boolean withBack) throws IOException {
    if (withBack) {
      out.printf("   0) %s%n", words.back());
    }
    for (int i = 0; i < entries.size(); i++) {
      Menu.Entry<?> entry = entries.get(i);
      out.printf("  %2d) %s%s%n", i + 1, entry.words(), entry instanceof Menu.Group<?> ? " ..." : "");
    }
    int lowest = withBack ? 0 : 1;
    while (true) {
      out.printf(words.choice(), lowest, entries.size());
      out.flush();
      String line = in.readLine();
      if (line == null || line.strip().equalsIgnoreCase("q")) {
        return null;
      }
      try {
        int choice = Integer.parseInt(line.strip());
        if (choice >= lowest && choice <= entries.size()) {
          return choice - 1;
        }
      } catch (NumberFormatException e) {
        // asked again below
      }
      out.println(String.format(words.again(), lowest, entries.size()));
    }
  }

  /** Fails before the game starts when the game could not be saved at its end. */
  private static void checkWritable(Path save) throws IOException {
    if (save == null) {
      return;
    }
    Path parent = save.toAbsolutePath().getParent();
    if (Files.isDirectory(save)) {
      throw new InvalidSetupException("--save", save + " is a folder, not a file");
    }
    if (parent == null || !Files.isDirectory(parent)) {
      throw new InvalidSetupException("--save", "no folder " + parent + " to save " + save.getFileName() + " in");
    }
    if (Files.exists(save) ? !Files.isWritable(save) : !Files.isWritable(parent)) {
      throw new InvalidSetupException("--save", "cannot write " + save);
    }
  }

  private <A, O> void saveIfAsked(Game<?, A, ?, ?, O> game, O options, long gameSeed, List<A> played)
      throws IOException {
    if (save != null) {
      Files.writeString(save, SavedGame.of(game, options, players, gameSeed, played).toJson());
      out.println(String.format(words.saved(), save, save));
    }
  }
}
