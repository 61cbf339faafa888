package org.spielwerk.portroyalunterwegs;

import java.lang.management.ManagementFactory;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.core.Playout;
import org.spielwerk.core.RandomSource;

/**
 * Not a test: a measuring aid for docs/performance.md (issue 21). Random playouts of any registered game
 * on this thread, timed by the thread's CPU time rather than the wall clock, so that a figure taken while
 * other processes share the cores stays comparable; also the bytes the thread allocated per action. Warms
 * up for the given CPU-seconds, then prints one line per round of 5 CPU-seconds. Run against the
 * command-line tool's jar, which holds every game:
 *
 * <pre>java -cp examples/target/spielwerk.jar:portroyal-unterwegs/target/test-classes \
 *     org.spielwerk.portroyalunterwegs.CpuPlayout portroyal-stiche 3 15 3</pre>
 *
 * (arguments: game id, players, warm-up CPU-seconds, rounds).
 */
public final class CpuPlayout {
  private CpuPlayout() {}

  @SuppressWarnings({"unchecked", "rawtypes"})
  public static void main(String[] args) {
    Game<Object, Object, ?, ?, Object> game = (Game) Games.byId(args[0]);
    int players = Integer.parseInt(args[1]);
    double warmCpu = Double.parseDouble(args[2]);
    int rounds = Integer.parseInt(args[3]);
    com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    Object options = game.defaultOptions();
    RandomSource random = new RandomSource(42);
    long tid = Thread.currentThread().threadId();
    long start = bean.getCurrentThreadCpuTime();
    while (bean.getCurrentThreadCpuTime() - start < warmCpu * 1e9) {
      for (int i = 0; i < 200; i++) {
        Playout.random(game, game.setup(options, players, random.nextLong()), random);
      }
    }
    for (int r = 0; r < rounds; r++) {
      long cpu0 = bean.getCurrentThreadCpuTime();
      long wall0 = System.nanoTime();
      long bytes0 = bean.getThreadAllocatedBytes(tid);
      long actions = 0;
      int games = 0;
      while (bean.getCurrentThreadCpuTime() - cpu0 < 5e9) {
        for (int i = 0; i < 200; i++) {
          actions += Playout.random(game, game.setup(options, players, random.nextLong()), random).actions();
          games++;
        }
      }
      double cpu = (bean.getCurrentThreadCpuTime() - cpu0) / 1e9;
      double wall = (System.nanoTime() - wall0) / 1e9;
      long bytes = bean.getThreadAllocatedBytes(tid) - bytes0;
      System.out.printf("%s %d players: %,.0f actions per CPU-second (%,.0f per wall second), %,.0f games per CPU-s, %.0f B/action%n",
          args[0], players, actions / cpu, actions / wall, games / cpu, (double) bytes / actions);
    }
  }
}
