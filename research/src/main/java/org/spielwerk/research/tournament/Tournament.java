package org.spielwerk.research.tournament;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Agents;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.Games;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;

/**
 * A tournament: {@code games} games of one game between agents, seats rotated. Game g seats agent
 * {@code (seat + g) mod k} of the k agents at each seat (so over k consecutive games every agent
 * sits at every seat) and draws its setup seed and the agents' random
 * source from {@code seed} and g alone, so a game's result does not depend on which thread, process
 * or Spark executor plays it. A plain value (serializable), so that a cluster can ship it.
 *
 * @param gameId the game's id
 * @param optionsJson the setup options as JSON
 * @param players seats at the table
 * @param agents agent specs ({@link Agents#byName}), seated in turn and rotated each game
 * @param games how many games
 * @param seed the base seed
 */
public record Tournament(String gameId, String optionsJson, int players, List<String> agents, long games, long seed)
    implements Serializable {

  public Tournament {
    agents = List.copyOf(agents);
    if (agents.isEmpty()) {
      throw new InvalidSetupException("agents", "at least one agent");
    }
    if (games < 1) {
      throw new InvalidSetupException("games", "must be at least 1, not " + games);
    }
  }

  /** A tournament with the given options. */
  public static <O> Tournament of(Game<?, ?, ?, ?, O> game, O options, int players, List<String> agents, long games,
      long seed) {
    Tournament t = new Tournament(game.info().id(), Json.write(options), players, agents, games, seed);
    t.check();
    return t;
  }

  /** Rejects a bad game, option set, player count or agent before anything is played. */
  public void check() {
    Game<?, ?, ?, ?, ?> game = Games.byId(gameId);
    setupCheck(game);
    agents.forEach(Agents::byName);
  }

  private <O> void setupCheck(Game<?, ?, ?, ?, O> game) {
    game.setup(Json.read(optionsJson, game.types().options()), players, seed);
  }

  /** The agent index at a seat in game g. */
  public int agentAt(int seat, long g) {
    return (int) ((seat + g) % agents.size());
  }

  /** Plays game g (0-based). */
  public GameResult play(long g) {
    Game<?, ?, ?, ?, ?> game = Games.byId(gameId);
    List<Agent> bots = agents.stream().map(Agents::byName).toList();
    return play(game, bots, g);
  }

  /** Plays game g with ready agents (one per spec, in order). */
  public <S, A, E extends GameEvent, V, O> GameResult play(Game<S, A, E, V, O> game, List<Agent> bots, long g) {
    RandomSource seeds = new RandomSource(seed ^ (g * 0x9E3779B97F4A7C15L));
    long setupSeed = seeds.nextLong();
    S state = game.setup(Json.read(optionsJson, game.types().options()), players, setupSeed);
    RandomSource random = new RandomSource(seeds.nextLong());
    int limit = game.info().maxActions();
    int actions = 0;
    while (game.status(state) instanceof Status.ToMove toMove) {
      if (++actions > limit) {
        throw new IllegalStateException(gameId + " game " + g + " outlasted " + limit + " actions");
      }
      state = game.play(state, bots.get(agentAt(toMove.seat(), g)).choose(game, state, random));
    }
    Outcome outcome = ((Status.Finished) game.status(state)).outcome();
    List<Integer> seats = new ArrayList<>();
    List<Double> payoffs = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      seats.add(agentAt(s, g));
      payoffs.add(outcome.payoff(s));
    }
    return new GameResult(g, setupSeed, seats, outcome.scores(), outcome.ranks(), payoffs, actions);
  }

  /** A callback after each finished game (for a progress bar). */
  public interface Progress {
    void gameDone();
  }

  /**
   * Plays every game on {@code threads} threads; the results come in game order, equal whatever the
   * number of threads.
   */
  public List<GameResult> run(int threads, Progress progress) throws InterruptedException {
    if (threads < 1) {
      throw new InvalidSetupException("threads", "must be at least 1, not " + threads);
    }
    check();
    Game<?, ?, ?, ?, ?> game = Games.byId(gameId);
    List<Agent> bots = agents.stream().map(Agents::byName).toList();
    GameResult[] results = new GameResult[Math.toIntExact(games)];
    AtomicLong next = new AtomicLong();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> parts = new ArrayList<>();
      for (int w = 0; w < threads; w++) {
        parts.add(pool.submit(() -> {
          for (long g; (g = next.getAndIncrement()) < games; ) {
            results[(int) g] = play(game, bots, g);
            if (progress != null) {
              progress.gameDone();
            }
          }
          return null;
        }));
      }
      for (Future<?> part : parts) {
        try {
          part.get();
        } catch (java.util.concurrent.ExecutionException e) {
          if (e.getCause() instanceof RuntimeException r) {
            throw r;
          }
          throw new IllegalStateException(e.getCause());
        }
      }
    } finally {
      pool.shutdownNow();
    }
    return List.of(results);
  }
}
