package org.spielwerk.examples.bench;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jol.info.GraphLayout;
import org.spielwerk.core.Game;
import org.spielwerk.core.RandomSource;

/**
 * The retained size of a typical mid-game state (issue 11: search keeps many states): the state
 * halfway through a random game, measured with JOL as everything reachable from it, averaged over
 * seeded games. Shared constants (card tables, options) count in full, as they would for one state
 * held alone; the {@code shared} figure is what two consecutive states of one game add together
 * beyond one, the cost of keeping a line of play.
 */
public final class StateSizes {
  static {
    // states are records, whose field offsets Unsafe does not give: JOL's own fallback finds them
    System.setProperty("jol.magicFieldOffset", "true");
  }

  private StateSizes() {}

  /**
   * @param bytes mean retained bytes of a mid-game state
   * @param nextAdds mean bytes the following state adds when both are kept (structure sharing)
   */
  public record Size(String game, int players, long bytes, long nextAdds) {}

  public static Size measure(String id, int players, int games) {
    Game<Object, Object, ?, ?, Object> game = BenchGames.byId(id);
    int seats = BenchGames.players(game, players);
    RandomSource random = new RandomSource(11);
    long total = 0;
    long added = 0;
    for (int g = 0; g < games; g++) {
      List<Object> line = new ArrayList<>();
      Object state = game.setup(game.defaultOptions(), seats, random.nextLong());
      while (!game.isOver(state)) {
        line.add(state);
        List<Object> legal = game.legalActions(state);
        state = game.play(state, legal.get(random.nextInt(legal.size())));
      }
      Object middle = line.get(line.size() / 2);
      Object next = line.get(line.size() / 2 + 1);
      long one = GraphLayout.parseInstance(middle).totalSize();
      total += one;
      added += GraphLayout.parseInstance(middle, next).totalSize() - one;
    }
    return new Size(id, seats, total / games, added / games);
  }
}
