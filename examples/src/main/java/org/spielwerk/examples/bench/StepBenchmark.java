package org.spielwerk.examples.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spielwerk.core.Game;
import org.spielwerk.core.RandomSource;

/**
 * The cost of {@code legalActions} and of {@code apply} alone, on positions sampled from random games
 * (every position of 200 games, visited in a fixed shuffled order). Scores are nanoseconds per call.
 * Run: {@code spielwerk bench Step -p game=portroyal-unterwegs}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class StepBenchmark {

  @Param({"portroyal-unterwegs", "portroyal", "portroyal-stiche", "gilded-compass", "loyang"})
  public String game;

  /** Seats; 0 means the game's fewest. */
  @Param({"0"})
  public int players;

  private Game<Object, Object, ?, ?, Object> engine;
  private Object[] states;
  private Object[] actions;
  private int next;

  @Setup
  public void setup() {
    engine = BenchGames.byId(game);
    players = BenchGames.players(engine, players);
    RandomSource random = new RandomSource(7);
    List<Object> positions = new ArrayList<>();
    List<Object> chosen = new ArrayList<>();
    for (int g = 0; g < 200; g++) {
      Object state = engine.setup(engine.defaultOptions(), players, random.nextLong());
      List<Object> legal;
      while (!(legal = engine.legalActions(state)).isEmpty()) {
        Object action = legal.get(random.nextInt(legal.size()));
        positions.add(state);
        chosen.add(action);
        state = engine.play(state, action);
      }
    }
    List<Integer> order = random.shuffle(java.util.stream.IntStream.range(0, positions.size()).boxed().toList()).asJava();
    states = order.stream().map(positions::get).toArray();
    actions = order.stream().map(chosen::get).toArray();
  }

  @Benchmark
  public Object legalActions() {
    Object state = states[next];
    next = next + 1 == states.length ? 0 : next + 1;
    return engine.legalActions(state);
  }

  @Benchmark
  public Object apply() {
    int i = next;
    next = next + 1 == states.length ? 0 : next + 1;
    return engine.apply(states[i], actions[i]);
  }
}
