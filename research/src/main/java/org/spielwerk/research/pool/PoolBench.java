package org.spielwerk.research.pool;

import java.lang.management.ManagementFactory;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.SplittableRandom;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.research.Encoder;

/**
 * The JVM's own step-and-encode loop of a {@link Pool}, without Python: random ids drawn from the masks
 * in the shared file, stepped in batches, for a number of process CPU-seconds after a warm-up. It tells the
 * engine-and-encoding share of the pool's cost apart from the transport's (docs/python.md). A command,
 * not a test:
 *
 * <pre>java -cp examples/target/spielwerk.jar org.spielwerk.research.pool.PoolBench GAME PLAYERS N SECONDS WARMUP</pre>
 */
public final class PoolBench {
  private PoolBench() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 5) {
      System.err.println("usage: PoolBench GAME PLAYERS N SECONDS WARMUP (seconds of process CPU time)");
      System.exit(2);
    }
    System.out.println(run(Games.byId(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]),
        Double.parseDouble(args[3]), Double.parseDouble(args[4])));
  }

  private static <S, A, E extends org.spielwerk.core.GameEvent, V, O> String run(Game<S, A, E, V, O> game,
      int players, int n, double seconds, double warmup) throws Exception {
    O options = game.defaultOptions();
    Encoder<S, A, V, O> encoder = Encoder.of(game, options, players);
    Path file = Files.createTempFile("spielwerk-poolbench", ".bin");
    Files.delete(file);
    try (Pool<S, A, V, O> pool = new Pool<>(encoder, options, n, null, file);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      MappedByteBuffer map = channel.map(FileChannel.MapMode.READ_WRITE, 0, pool.bytes());
      map.order(ByteOrder.LITTLE_ENDIAN);
      int actionsAt = map.getInt(24);
      int maskAt = map.getInt(44);
      int ids = pool.ids();
      pool.reset(1);
      SplittableRandom random = new SplittableRandom(1);
      byte[] mask = new byte[ids];
      long[] counted = loop(pool, map, actionsAt, maskAt, ids, mask, random, warmup);
      double cpu0 = processCpu();
      long steps0 = pool.steps();
      counted = loop(pool, map, actionsAt, maskAt, ids, mask, random, seconds);
      double cpu = processCpu() - cpu0;
      return String.format("%s, %d players, N=%d: %,.0f ids per process CPU-second, %,.0f engine actions per "
          + "process CPU-second (%d batches, %.1f CPU-s, %d cores)", game.info().id(), players, n,
          counted[0] / cpu, (pool.steps() - steps0) / cpu, counted[1], cpu,
          Runtime.getRuntime().availableProcessors());
    } finally {
      Pool.deleteQuietly(file);
    }
  }

  /** Steps until {@code seconds} of process CPU time went by: {ids chosen, batches}. */
  private static long[] loop(Pool<?, ?, ?, ?> pool, MappedByteBuffer map, int actionsAt, int maskAt, int ids,
      byte[] mask, SplittableRandom random, double seconds) {
    double end = processCpu() + seconds;
    long chosen = 0;
    long batches = 0;
    while (processCpu() < end) {
      for (int k = 0; k < pool.size(); k++) {
        map.get(maskAt + k * ids, mask);
        map.putInt(actionsAt + 4 * k, pick(mask, random));
      }
      pool.step();
      chosen += pool.size();
      batches++;
    }
    return new long[] {chosen, batches};
  }

  /** A uniformly random id of the mask. */
  private static int pick(byte[] mask, SplittableRandom random) {
    int count = 0;
    for (byte b : mask) {
      count += b;
    }
    int target = random.nextInt(count);
    for (int i = 0; i < mask.length; i++) {
      if (mask[i] != 0 && target-- == 0) {
        return i;
      }
    }
    throw new IllegalStateException("empty mask");
  }

  private static double processCpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime() / 1e9;
  }
}
