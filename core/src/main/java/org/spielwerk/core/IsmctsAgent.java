package org.spielwerk.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and Whitehouse
 * 2012). One tree over the deciding seat's information set: every iteration draws a determinization
 * with {@link Game#resample} of that seat (never the real hidden cards or the real random generator),
 * walks the tree choosing among the children whose action is legal in this determinization by UCB1
 * with availability counts, adds one child, plays out to the end and backs the outcome up, each node
 * scored for the seat that chose its action. The answer is the most visited of the real legal actions.
 *
 * <p>Chance lives inside the states (the generator is part of what {@code resample} replaces), so a
 * determinization also fixes the dice and draws of its line; averaging over determinizations is what
 * weighs them. Only {@link Game#legalActions}, {@link Game#apply}, {@link Game#status},
 * {@link Game#resample} and (for greedy rollouts) {@link Game#heuristic} are used, so every game gets
 * this agent without any code of its own.
 *
 * <p>The agent is stateless between decisions (the tree is local to one {@link #choose}), so one
 * instance may serve many threads. With an iteration budget it is deterministic for a given
 * {@link RandomSource}; a time budget is not.
 */
public final class IsmctsAgent implements Agent {

  /** How a playout below the tree picks its actions. */
  public enum Rollout {
    /** Uniformly random legal actions: cheap, so more iterations. */
    RANDOM,
    /**
     * One ply of the game's heuristic on the determinized position, over at most
     * {@link #GREEDY_CANDIDATES} random candidates; an action that ends the game is judged by its outcome.
     */
    GREEDY
  }

  /** Most actions a greedy rollout step judges. */
  static final int GREEDY_CANDIDATES = 8;

  /** Most untried actions an ordered expansion judges. */
  static final int EXPANSION_CANDIDATES = 16;

  /**
   * The search's settings.
   *
   * @param iterations tree iterations per decision (used when {@code millis} is 0)
   * @param millis a time budget per decision in milliseconds instead of an iteration count; 0 for none
   * @param exploration the UCB1 exploration constant c in {@code w/n + c sqrt(ln(avail)/n)}
   * @param rollout the playout policy below the tree
   * @param determinizations playouts per iteration, each from its own determinization replaying the
   *     selected line (the value of a new leaf is their mean); 1 is classic SO-ISMCTS
   * @param rolloutDepth most actions a playout plays before it is cut and scored by the heuristic
   *     (rank order of the seats' heuristic values); 0 for playouts to the end
   * @param orderedExpansion a node adds first the untried action that the heuristic likes best one ply
   *     ahead in the current determinization (of at most {@link #EXPANSION_CANDIDATES} random ones),
   *     instead of a random one: where a seat has more choices than the search has iterations (placing
   *     dice, say) the few it can try are the promising ones
   */
  public record Settings(int iterations, long millis, double exploration, Rollout rollout, int determinizations,
      int rolloutDepth, boolean orderedExpansion) {
    public Settings {
      if (iterations < 1) {
        throw new InvalidSetupException("iterations", "must be at least 1, not " + iterations);
      }
      if (millis < 0) {
        throw new InvalidSetupException("time", "must not be negative, not " + millis);
      }
      if (!(exploration >= 0) || Double.isInfinite(exploration)) {
        throw new InvalidSetupException("c", "must be a finite number >= 0, not " + exploration);
      }
      java.util.Objects.requireNonNull(rollout, "rollout must not be null");
      if (determinizations < 1) {
        throw new InvalidSetupException("determinizations", "must be at least 1, not " + determinizations);
      }
      if (rolloutDepth < 0) {
        throw new InvalidSetupException("depth", "must not be negative, not " + rolloutDepth);
      }
    }

    /**
     * 200 iterations, c = 0.7, random playouts cut after 30 actions and judged by the heuristic, one
     * determinization per iteration (measured stronger than playouts to the end: docs/research.md).
     */
    public static Settings defaults() {
      return new Settings(200, 0, 0.7, Rollout.RANDOM, 1, 30, true);
    }
  }

  private final Settings settings;

  /** ISMCTS with {@link Settings#defaults()}. */
  public IsmctsAgent() {
    this(Settings.defaults());
  }

  public IsmctsAgent(Settings settings) {
    this.settings = java.util.Objects.requireNonNull(settings, "settings must not be null");
  }

  /**
   * Settings from {@code key=value} parameters, as on the command line ({@code ismcts:iterations=500:c=1}):
   * {@code iterations}, {@code time} (milliseconds), {@code c}, {@code rollout} ({@code random} or
   * {@code greedy}), {@code determinizations}, {@code depth}, {@code expand} ({@code heuristic} or
   * {@code random}).
   *
   * @throws InvalidSetupException naming an unknown key or a bad value
   */
  public static IsmctsAgent of(Map<String, String> parameters) {
    Settings d = Settings.defaults();
    int iterations = d.iterations();
    long millis = d.millis();
    double c = d.exploration();
    Rollout rollout = d.rollout();
    int determinizations = d.determinizations();
    int depth = d.rolloutDepth();
    boolean ordered = d.orderedExpansion();
    for (Map.Entry<String, String> p : parameters.entrySet()) {
      String value = p.getValue();
      switch (p.getKey()) {
        case "iterations" -> iterations = Agents.intParameter("iterations", value);
        case "time" -> millis = Agents.intParameter("time", value);
        case "c" -> c = Agents.doubleParameter("c", value);
        case "rollout" -> rollout = switch (value.toLowerCase(java.util.Locale.ROOT)) {
          case "random" -> Rollout.RANDOM;
          case "greedy" -> Rollout.GREEDY;
          default -> throw new InvalidSetupException("rollout", "must be random or greedy, not '" + value + "'");
        };
        case "determinizations" -> determinizations = Agents.intParameter("determinizations", value);
        case "depth" -> depth = Agents.intParameter("depth", value);
        case "expand" -> ordered = switch (value.toLowerCase(java.util.Locale.ROOT)) {
          case "heuristic" -> true;
          case "random" -> false;
          default -> throw new InvalidSetupException("expand", "must be heuristic or random, not '" + value + "'");
        };
        default -> throw new InvalidSetupException("agents", "ismcts has no parameter '" + p.getKey()
            + "' (known: iterations, time, c, rollout, determinizations, depth, expand)");
      }
    }
    return new IsmctsAgent(new Settings(iterations, millis, c, rollout, determinizations, depth, ordered));
  }

  public Settings settings() {
    return settings;
  }

  @Override
  public String name() {
    return "ismcts";
  }

  /** One node: the action that led here, its statistics for the seat that chose it, and its children. */
  private static final class Node<A> {
    final A action;
    final int mover;
    final Node<A> parent;
    final Map<A, Node<A>> children = new HashMap<>();
    int visits;
    int available;
    double reward;

    Node(A action, int mover, Node<A> parent) {
      this.action = action;
      this.mover = mover;
      this.parent = parent;
    }
  }

  @Override
  public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    List<A> legal = game.legalActions(state);
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("the game is over: no action to choose");
    }
    if (legal.size() == 1) {
      return legal.get(0);
    }
    int seat = ((Status.ToMove) game.status(state)).seat();
    int players = playersOf(game, state, seat, random);
    Node<A> root = new Node<>(null, -1, null);
    long deadline = settings.millis() > 0 ? System.nanoTime() + settings.millis() * 1_000_000L : 0;
    for (int i = 0; deadline != 0 ? (i == 0 || System.nanoTime() < deadline) : i < settings.iterations(); i++) {
      iterate(game, game.resample(state, seat, random.nextLong()), state, seat, players, root, random);
    }
    A best = null;
    int most = -1;
    for (A action : legal) {
      Node<A> child = root.children.get(action);
      int visits = child == null ? 0 : child.visits;
      if (visits > most) {
        most = visits;
        best = action;
      }
    }
    return best;
  }

  private <S, A> void iterate(Game<S, A, ?, ?, ?> game, S determinization, S real, int seat, int players,
      Node<A> root, RandomSource random) {
    Node<A> node = root;
    S current = determinization;
    List<A> line = new ArrayList<>();
    // selection and expansion
    while (game.status(current) instanceof Status.ToMove toMove) {
      List<A> legal = game.legalActions(current);
      if (legal.isEmpty()) {
        break; // a dead position (an engine fault): the playout judges it by the heuristic
      }
      List<A> untried = new ArrayList<>();
      Node<A> best = null;
      double bestValue = Double.NEGATIVE_INFINITY;
      for (A action : legal) {
        Node<A> child = node.children.get(action);
        if (child == null) {
          untried.add(action);
        } else {
          child.available++;
          double value = child.reward / child.visits
              + settings.exploration() * Math.sqrt(Math.log(child.available) / child.visits);
          if (value > bestValue) {
            bestValue = value;
            best = child;
          }
        }
      }
      if (!untried.isEmpty()) {
        A action = settings.orderedExpansion()
            ? bestByHeuristic(game, current, untried, toMove.seat(), random)
            : untried.get(random.nextInt(untried.size()));
        Node<A> child = new Node<>(action, toMove.seat(), node);
        child.available = 1;
        node.children.put(action, child);
        node = child;
        current = game.play(current, action);
        line.add(action);
        break;
      }
      node = best;
      current = game.play(current, best.action);
      line.add(best.action);
    }
    // simulation: the first playout from the selected leaf, the others from fresh determinizations
    double[] rewards = playout(game, current, players, random);
    int counted = 1;
    for (int k = 1; k < settings.determinizations(); k++) {
      S other = replay(game, game.resample(real, seat, random.nextLong()), line);
      if (other != null) {
        double[] more = playout(game, other, players, random);
        for (int s = 0; s < rewards.length; s++) {
          rewards[s] += more[s];
        }
        counted++;
      }
    }
    // backpropagation: each node is scored for the seat that chose its action
    for (Node<A> n = node; n != root; n = n.parent) {
      n.visits++;
      n.reward += rewards[n.mover] / counted;
    }
    root.visits++;
  }

  /** The line played on another determinization, or null where one of its actions is illegal there. */
  private static <S, A> S replay(Game<S, A, ?, ?, ?> game, S state, List<A> line) {
    for (A action : line) {
      try {
        state = game.play(state, action);
      } catch (IllegalActionException e) {
        return null;
      }
    }
    return state;
  }

  /** Plays to the end (or the depth limit) and returns each seat's payoff. */
  private <S, A> double[] playout(Game<S, A, ?, ?, ?> game, S state, int players, RandomSource random) {
    int limit = game.info().maxActions();
    int depth = settings.rolloutDepth() == 0 ? Integer.MAX_VALUE : settings.rolloutDepth();
    Heuristic<S> heuristic = game.heuristic();
    for (int played = 0; ; played++) {
      Status status = game.status(state);
      if (status instanceof Status.Finished finished) {
        return payoffs(finished.outcome());
      }
      if (played >= depth || played > limit) {
        // cut, or a playout that outlasts the game's bound (greedy rollouts can circle): the heuristic judges
        return heuristicPayoffs(heuristic, state, players);
      }
      int mover = ((Status.ToMove) status).seat();
      List<A> legal = game.legalActions(state);
      if (legal.isEmpty()) {
        // someone to move without a legal action: a fault of the engine (the contract forbids it);
        // judge the position rather than stop the search
        return heuristicPayoffs(heuristic, state, players);
      }
      A action = settings.rollout() == Rollout.GREEDY
          ? greedyStep(game, heuristic, state, legal, mover, random)
          : legal.get(random.nextInt(legal.size()));
      state = game.play(state, action);
    }
  }

  /** The untried action the heuristic likes best one ply ahead (of at most 16 random ones). */
  private static <S, A> A bestByHeuristic(Game<S, A, ?, ?, ?> game, S state, List<A> untried, int mover,
      RandomSource random) {
    if (untried.size() == 1) {
      return untried.get(0);
    }
    List<A> candidates = untried;
    if (untried.size() > EXPANSION_CANDIDATES) {
      candidates = new ArrayList<>(untried);
      for (int i = 0; i < EXPANSION_CANDIDATES; i++) {
        java.util.Collections.swap(candidates, i, i + random.nextInt(candidates.size() - i));
      }
      candidates = candidates.subList(0, EXPANSION_CANDIDATES);
    }
    Heuristic<S> heuristic = game.heuristic();
    A best = null;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (A action : candidates) {
      S next = game.play(state, action);
      double value = game.status(next) instanceof Status.Finished finished
          ? 1e9 * (finished.outcome().payoff(mover) - finished.outcome().ranks().get(mover))
          : heuristic.value(next, mover);
      if (best == null || value > bestValue) {
        bestValue = value;
        best = action;
      }
    }
    return best;
  }

  private static <S, A> A greedyStep(Game<S, A, ?, ?, ?> game, Heuristic<S> heuristic, S state, List<A> legal,
      int mover, RandomSource random) {
    if (legal.size() == 1) {
      return legal.get(0);
    }
    int n = Math.min(GREEDY_CANDIDATES, legal.size());
    int offset = random.nextInt(legal.size());
    A best = null;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      // a random window of candidates (all of them when there are few)
      A action = legal.get(n == legal.size() ? i : (offset + i * (legal.size() / n)) % legal.size());
      S next = game.play(state, action);
      double value = game.status(next) instanceof Status.Finished finished
          ? 1e9 * (finished.outcome().payoff(mover) - finished.outcome().ranks().get(mover))
          : heuristic.value(next, mover);
      if (value > bestValue) {
        bestValue = value;
        best = action;
      }
    }
    return best;
  }

  private static double[] payoffs(Outcome outcome) {
    double[] result = new double[outcome.ranks().size()];
    for (int s = 0; s < result.length; s++) {
      result[s] = outcome.payoff(s);
    }
    return result;
  }

  /** A cut playout: the seats ranked by the heuristic, scored like an outcome (shared first places split). */
  private static <S> double[] heuristicPayoffs(Heuristic<S> heuristic, S state, int players) {
    double[] values = new double[players];
    for (int s = 0; s < players; s++) {
      values[s] = heuristic.value(state, s);
    }
    double max = Double.NEGATIVE_INFINITY;
    for (double v : values) {
      max = Math.max(max, v);
    }
    int winners = 0;
    for (double v : values) {
      winners += v == max ? 1 : 0;
    }
    double[] result = new double[players];
    for (int s = 0; s < players; s++) {
      result[s] = values[s] == max ? 1.0 / winners : 0.0;
    }
    return result;
  }

  /**
   * The number of seats (the core API does not state it): the length of the outcome of one random
   * playout of a determinization.
   */
  private static <S, A> int playersOf(Game<S, A, ?, ?, ?> game, S state, int seat, RandomSource random) {
    for (int attempt = 0; attempt < 8; attempt++) {
      S s = game.resample(state, seat, random.nextLong());
      for (int played = 0; game.status(s) instanceof Status.ToMove && played <= game.info().maxActions(); played++) {
        List<A> legal = game.legalActions(s);
        if (legal.isEmpty()) {
          break; // a dead position (an engine fault): try another playout
        }
        s = game.play(s, legal.get(random.nextInt(legal.size())));
      }
      if (game.status(s) instanceof Status.Finished finished) {
        return finished.outcome().ranks().size();
      }
    }
    throw new IllegalStateException(game.info().id() + ": no random playout reached the end");
  }

}
