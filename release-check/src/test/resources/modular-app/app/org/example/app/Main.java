package org.example.app;

import java.util.List;
import java.util.Locale;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Games;
import org.spielwerk.core.Narration;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.loyang.Loyang;
import org.spielwerk.portroyalunterwegs.PortRoyalUnterwegs;

/**
 * Plays one game of each required module to the end and prints the winners and the registered games; then asks
 * for words, as an embedding application does: the title and a narrated game in English and in German.
 */
public final class Main {
  public static void main(String[] args) {
    System.out.println("unterwegs winners " + play(new PortRoyalUnterwegs(), 3));
    System.out.println("loyang winners " + play(new Loyang(), 2));
    System.out.println("registered " + Games.all().stream().map(g -> g.info().id()).sorted().toList());
    for (Locale locale : List.of(Locale.ENGLISH, Locale.GERMAN)) {
      narrate(new PortRoyalUnterwegs(), 2, locale);
      narrate(new Loyang(), 2, locale);
    }
  }

  private static <S, A> Object play(Game<S, A, ?, ?, ?> game, int players) {
    var bot = Agents.byName("greedy");
    var random = new RandomSource(7);
    S state = game.setup(players, 42L);
    while (game.status(state) instanceof Status.ToMove) {
      state = game.play(state, bot.choose(game, state, random));
    }
    return ((Status.Finished) game.status(state)).outcome().winners();
  }

  /** The first moves of a game as the public reads them, then the seat to move's view, in one language. */
  private static <S, A, E extends GameEvent, V> void narrate(Game<S, A, E, V, ?> game, int players, Locale locale) {
    GameText<S, A, E, V> text = game.text(locale);
    System.out.println("[" + locale + "] " + text.title(game.info()) + ", " + text.seat(0));
    var bot = Agents.byName("greedy");
    var random = new RandomSource(3);
    S state = game.setup(players, 5L);
    for (int move = 0; move < 12 && game.status(state) instanceof Status.ToMove toMove; move++) {
      A action = bot.choose(game, state, random);
      Step<S, E> step = game.apply(state, action);
      for (String line : Narration.told(text, state, toMove.seat(), action, step, toMove.seat()).lines()) {
        System.out.println("[" + locale + "]   " + line);
      }
      state = step.state();
    }
    System.out.println("[" + locale + "] " + text.view(game.view(state, 0)).lines().findFirst().orElse(""));
  }
}
