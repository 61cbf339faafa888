package org.spielwerk.examples.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The benchmark thread's CPU time in each iteration ({@code cpuNanos}) and the work done in it
 * ({@code cpuWork}: actions, tree iterations), as JMH event counters: {@code cpuWork / cpuNanos} is
 * the speed per CPU-second, comparable between a busy and an idle machine where the wall-clock score
 * is not. Both counters are aggregated alike over iterations, so their ratio is the pooled speed.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class CpuCounters {
  public long cpuNanos;
  public long cpuWork;
  private long start;

  @Setup(Level.Iteration)
  public void start() {
    cpuNanos = 0;
    cpuWork = 0;
    start = CpuTime.threadNanos();
  }

  @TearDown(Level.Iteration)
  public void stop() {
    cpuNanos = CpuTime.threadNanos() - start;
  }
}
