package org.example.app;

import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.loyang.Loyang;
import org.spielwerk.portroyalunterwegs.PortRoyalUnterwegs;

/** Plays one game of each required module to the end and prints the winners and the registered games. */
public final class Main {
  public static void main(String[] args) {
    System.out.println("unterwegs winners " + play(new PortRoyalUnterwegs(), 3));
    System.out.println("loyang winners " + play(new Loyang(), 2));
    System.out.println("registered " + Games.all().stream().map(g -> g.info().id()).sorted().toList());
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
}
