package org.spielwerk.portroyal;

import java.lang.management.ManagementFactory;
import org.spielwerk.core.Playout;
import org.spielwerk.core.RandomSource;

/**
 * Not a test: a measuring tool for a busy machine. Random playouts of Port Royal (default options) on one thread,
 * reported per round as actions per CPU-second of this thread (comparable while other processes share the cores,
 * unlike JMH's wall-clock score) and bytes allocated per action. Run after {@code mvn -Dquick -pl portroyal -am
 * test-compile} and the examples' package:
 *
 * <pre>{@code
 * java -cp portroyal/target/test-classes:portroyal/target/classes:examples/target/spielwerk.jar \
 *     org.spielwerk.portroyal.PlayoutCpuMeter 2 7 2     # players, rounds, CPU-seconds per round
 * }</pre>
 *
 * The first rounds include the JIT's warm-up; read the last ones.
 */
public final class PlayoutCpuMeter {
  private PlayoutCpuMeter() {}

  public static void main(String[] args) {
    int players = args.length > 0 ? Integer.parseInt(args[0]) : 2;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
    double seconds = args.length > 2 ? Double.parseDouble(args[2]) : 2;
    PortRoyal game = new PortRoyal();
    var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long thread = Thread.currentThread().threadId();
    RandomSource random = new RandomSource(42);
    for (int round = 0; round < rounds; round++) {
      long cpu0 = threads.getCurrentThreadCpuTime();
      long bytes0 = threads.getThreadAllocatedBytes(thread);
      long actions = 0;
      long games = 0;
      while (threads.getCurrentThreadCpuTime() - cpu0 < seconds * 1e9) {
        for (int k = 0; k < 20; k++) {
          PortRoyalState state = game.setup(game.defaultOptions(), players, random.nextLong());
          actions += Playout.random(game, state, random).actions();
          games++;
        }
      }
      long cpu = threads.getCurrentThreadCpuTime() - cpu0;
      long bytes = threads.getThreadAllocatedBytes(thread) - bytes0;
      System.out.printf("portroyal, %d players, round %d: %,.0f actions per CPU-second, %.1f B/action, %.1f actions/game%n",
          players, round, actions / (cpu / 1e9), (double) bytes / actions, (double) actions / games);
    }
  }
}
