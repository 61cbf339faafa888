package org.spielwerk.examples.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.LongSupplier;

/**
 * CPU time of the calling thread, so that a figure taken on a busy machine (where the thread waits for a
 * core part of the wall-clock time) still says what the code costs, and the warm-up that runs until the
 * speed per CPU-second stops rising.
 */
public final class CpuTime {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private CpuTime() {}

  /** The calling thread's CPU time in nanoseconds (user and system). */
  public static long threadNanos() {
    return THREADS.getCurrentThreadCpuTime();
  }

  /** How long a steady warm-up took and the speed it settled at. */
  public record Warmup(double cpuSeconds, int windows, double unitsPerCpuSecond) {}

  /** A window of the steady warm-up: one CPU-second. */
  private static final long WINDOW_NANOS = 1_000_000_000L;

  /** A window counts as faster only when it beats the best so far by this factor (noise). */
  private static final double RISE = 1.03;

  /** Windows in a row without a rise that end the warm-up. */
  private static final int FLAT_WINDOWS = 3;

  /** The fewest windows of a warm-up: the first compiled code can look flat before the next tier lands. */
  private static final int MIN_WINDOWS = 5;

  /**
   * Runs {@code unit} (which returns the work it did: actions, tree iterations) in windows of one
   * CPU-second until the speed per CPU-second has not risen for three windows in a row (and at least
   * five windows have run), or until
   * {@code maxCpuSeconds}. The JIT compiles a large engine in stages (Gilded Compass took about 40 s of a
   * busy machine), so a fixed warm-up of a few seconds can end before the code is compiled; CPU time,
   * not wall time, keeps the windows equal when other processes take the cores.
   */
  public static Warmup untilSteady(LongSupplier unit, double maxCpuSeconds) {
    return untilSteady(unit, maxCpuSeconds, WINDOW_NANOS);
  }

  /** {@link #untilSteady(LongSupplier, double)} with windows of the given CPU time (for tests). */
  public static Warmup untilSteady(LongSupplier unit, double maxCpuSeconds, long windowNanos) {
    long started = threadNanos();
    long limit = (long) (maxCpuSeconds * 1e9);
    Steadiness steadiness = new Steadiness();
    double last = 0;
    boolean steady = false;
    while (threadNanos() - started < limit && !steady) {
      long windowStart = threadNanos();
      long work = 0;
      long now;
      do {
        work += unit.getAsLong();
        now = threadNanos();
      } while (now - windowStart < windowNanos);
      last = work * 1e9 / (now - windowStart);
      steady = steadiness.steadyAfter(last);
    }
    return new Warmup((threadNanos() - started) / 1e9, steadiness.windows(), last);
  }

  /** The stopping rule of the steady warm-up, apart from the clock, so that a test can feed it speeds. */
  public static final class Steadiness {
    private double best;
    private int flat;
    private int windows;

    /** Records one window's speed; true once it has not risen for three windows and five have run. */
    public boolean steadyAfter(double speed) {
      windows++;
      if (speed > best * RISE) {
        best = speed;
        flat = 0;
      } else {
        flat++;
      }
      return flat >= FLAT_WINDOWS && windows >= MIN_WINDOWS;
    }

    public int windows() {
      return windows;
    }
  }
}
