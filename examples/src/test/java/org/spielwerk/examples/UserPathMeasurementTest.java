package org.spielwerk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.spielwerk.examples.bench.CpuTime;

/** The measurements of the user's paths (issue 21): simulate's CPU-time figures and comparison, the steady warm-up. */
class UserPathMeasurementTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private PrintStream oldOut;

  @BeforeEach
  void capture() {
    oldOut = System.out;
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
  }

  @AfterEach
  void restore() {
    System.setOut(oldOut);
  }

  private List<String> lines(String prefix) {
    return out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith(prefix)).toList();
  }

  @Test
  void comparePlayout_playsTheSameRandomGamesAsSimulate() {
    // random agents draw exactly as Playout.random does, so both paths play the same games: the
    // comparison measures the path, not different work
    assertThat(Main.run("simulate", "portroyal-unterwegs", "--players", "2", "--games", "30", "--seed", "5",
        "--threads", "1", "--no-progress", "--compare-playout")).isZero();
    List<String> lengths = lines("mean length");
    assertThat(lengths).hasSize(2);
    assertThat(lengths.get(1)).isEqualTo(lengths.get(0));
    assertThat(lines("actions per CPU-second")).hasSize(2);
    assertThat(lines("simulate / Playout.random per CPU-second")).hasSize(1);
    assertThat(lines("warm-up")).singleElement().asString().contains("% of the CPU time");
  }

  @Test
  void control_runsTheLoopOnEveryWorker() {
    assertThat(Main.run("simulate", "portroyal-unterwegs", "--players", "2", "--games", "4", "--threads", "2",
        "--no-progress", "--control")).isZero();
    assertThat(lines("control loop")).singleElement().asString().startsWith("control loop  2 thread(s)");
  }

  @Test
  void steadyWarmup_endsWhenTheSpeedStopsRising() {
    // the rule alone, fed speeds (the clock's windows vary with the JIT and the machine): flat from the start
    // ends after the fewest windows (five); a speed still rising by more than 3% keeps it going until three
    // windows in a row have not
    assertThat(windowsUntilSteady(100, 100, 100, 100, 100, 100, 100)).isEqualTo(5);
    assertThat(windowsUntilSteady(10, 20, 40, 80, 100, 160, 161, 162, 163, 164)).isEqualTo(9);
    assertThat(windowsUntilSteady(100, 101, 102, 102.5, 102.9)).isEqualTo(5);   // under 3% over the best: flat
    // and the real loop: at least the fewest windows, and a speed
    CpuTime.Warmup flat = CpuTime.untilSteady(() -> spin(10_000), 60, 5_000_000L);
    assertThat(flat.windows()).isGreaterThanOrEqualTo(5);
    assertThat(flat.unitsPerCpuSecond()).isPositive();
  }

  private static int windowsUntilSteady(double... speeds) {
    CpuTime.Steadiness steadiness = new CpuTime.Steadiness();
    for (double speed : speeds) {
      if (steadiness.steadyAfter(speed)) {
        return steadiness.windows();
      }
    }
    return -1;
  }

  @Test
  void steadyWarmup_stopsAtItsCpuLimit() {
    // a limit of about three windows ends the warm-up before its fewest five windows
    CpuTime.Warmup limited = CpuTime.untilSteady(() -> spin(10_000), 0.014, 5_000_000L);
    assertThat(limited.windows()).isBetween(1, 4);
  }

  private static volatile long sink;

  private static long spin(long steps) {
    long x = steps | 1;
    for (long i = 0; i < steps; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
    }
    sink = x;
    return 1;
  }
}
