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
 * scored for the seat that chose its action. The answer is the most visited of the real legal actions,
 * among equally visited ones the one with the best mean reward.
 *
 * <p>Chance lives inside the states (the generator is part of what {@code resample} replaces), so a
 * determinization also fixes the dice and draws of its line; averaging over determinizations is what
 * weighs them. Only {@link Game#legalActions}, {@link Game#apply}, {@link Game#status},
 * {@link Game#resample} and (for greedy rollouts) {@link Game#heuristic} are used, so every game gets
 * this agent without any code of its own.
 *
 * <p>With a {@link Guide} (a learned model, say) the search is AlphaZero-shaped instead: a node is judged by the
 * guide the first time an iteration reaches it (prior probabilities of the mover's legal actions and the mover's
 * expected payoff, read from the mover's view of the determinization), children are chosen by PUCT, {@code Q +
 * c P sqrt(N) / (1 + n)}, and no playout is made. Rollout, determinizations, depth, cut, widening and expansion
 * settings are then unused.
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

  /** How a playout cut at the depth limit (or outlasting the game's bound) is scored. */
  public enum Cut {
    /**
     * The seats ranked by the heuristic: the leader's win share is 1 (split among shared leaders), the
     * others' 0.
     */
    RANK,
    /**
     * By how far the heuristic puts each seat ahead of its best rival: {@code 1 / (1 + exp(-d / scale))}
     * with d the seat's heuristic minus the best other seat's, so a narrow lead is worth little more than
     * a narrow deficit, and a wide one nearly a win.
     */
    VALUE
  }

  /** Most actions a greedy rollout step judges, by default. */
  static final int GREEDY_CANDIDATES = 8;

  /** The default {@link Settings#cutScale()}. */
  static final double DEFAULT_CUT_SCALE = 5;

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
   * @param cut how a cut playout is scored
   * @param cutScale the heuristic difference that {@link Cut#VALUE} scores 0.73 (e^1 : 1); unused by
   *     {@link Cut#RANK}
   * @param widening progressive widening: a node that has children and a legal one among them adds a
   *     new child only while it has fewer than {@code widening * sqrt(visits)} children, so the search
   *     deepens the first (heuristic-ordered) children rather than trying every one once; 0 for none
   * @param rolloutCandidates most actions a greedy rollout step judges
   */
  public record Settings(int iterations, long millis, double exploration, Rollout rollout, int determinizations,
      int rolloutDepth, boolean orderedExpansion, Cut cut, double cutScale, double widening,
      int rolloutCandidates) {
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
      java.util.Objects.requireNonNull(cut, "cut must not be null");
      if (!(cutScale > 0) || Double.isInfinite(cutScale)) {
        throw new InvalidSetupException("scale", "must be a finite number > 0, not " + cutScale);
      }
      if (!(widening >= 0) || Double.isInfinite(widening)) {
        throw new InvalidSetupException("widen", "must be a finite number >= 0, not " + widening);
      }
      if (rolloutCandidates < 1) {
        throw new InvalidSetupException("candidates", "must be at least 1, not " + rolloutCandidates);
      }
    }

    /** The settings before cut scoring, widening and rollout candidates were settable: their defaults. */
    public Settings(int iterations, long millis, double exploration, Rollout rollout, int determinizations,
        int rolloutDepth, boolean orderedExpansion) {
      this(iterations, millis, exploration, rollout, determinizations, rolloutDepth, orderedExpansion, Cut.RANK,
          DEFAULT_CUT_SCALE, 0, GREEDY_CANDIDATES);
    }

    /**
     * 200 iterations, c = 0.7, random playouts cut after 30 actions and judged by the heuristic, one
     * determinization per iteration (measured stronger than playouts to the end: docs/research.md).
     */
    public static Settings defaults() {
      return new Settings(200, 0, 0.7, Rollout.RANDOM, 1, 30, true);
    }

    // Withers: change one setting by its name (Settings.defaults().withIterations(500).withRolloutDepth(0)), so
    // that no caller has to give eleven values by position, where two of the same type can be swapped unseen.

    /** These settings with {@code iterations} replaced (checked as by the constructor). */
    public Settings withIterations(int iterations) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code millis} replaced (checked as by the constructor). */
    public Settings withMillis(long millis) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code exploration} replaced (checked as by the constructor). */
    public Settings withExploration(double exploration) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code rollout} replaced (checked as by the constructor). */
    public Settings withRollout(Rollout rollout) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code determinizations} replaced (checked as by the constructor). */
    public Settings withDeterminizations(int determinizations) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code rolloutDepth} replaced (checked as by the constructor). */
    public Settings withRolloutDepth(int rolloutDepth) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code orderedExpansion} replaced (checked as by the constructor). */
    public Settings withOrderedExpansion(boolean orderedExpansion) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code cut} replaced (checked as by the constructor). */
    public Settings withCut(Cut cut) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code cutScale} replaced (checked as by the constructor). */
    public Settings withCutScale(double cutScale) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code widening} replaced (checked as by the constructor). */
    public Settings withWidening(double widening) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }

    /** These settings with {@code rolloutCandidates} replaced (checked as by the constructor). */
    public Settings withRolloutCandidates(int rolloutCandidates) {
      return new Settings(iterations, millis, exploration, rollout, determinizations, rolloutDepth,
          orderedExpansion, cut, cutScale, widening, rolloutCandidates);
    }
  }

  /**
   * What a search may be told about a position by a model: the seat to move's prior over its legal actions and its
   * expected payoff. A guide must read the position only through {@link Game#view} of {@code mover} (the search hands
   * it determinizations, whose hidden cards are dealt, not real).
   *
   * @since 0.2.0
   */
  public interface Guide {
    /**
     * The judgement of a position for the seat to move.
     *
     * @param legal the mover's legal actions, in the game's order
     */
    <S, A> Judgement judge(Game<S, A, ?, ?, ?> game, S state, int mover, List<A> legal);
  }

  /**
   * A guide's answer: a prior probability for each legal action (in their order, summing to 1) and the mover's
   * expected payoff (its share of the win, 0 to 1).
   *
   * @since 0.2.0
   */
  public record Judgement(double[] prior, double value) {}

  private final Settings settings;
  private final Guide guide;

  /** ISMCTS with {@link Settings#defaults()}. */
  public IsmctsAgent() {
    this(Settings.defaults());
  }

  public IsmctsAgent(Settings settings) {
    this(settings, null);
  }

  /**
   * A search guided by a model (PUCT, no playouts), or plain ISMCTS where {@code guide} is null.
   *
   * @since 0.2.0
   */
  public IsmctsAgent(Settings settings, Guide guide) {
    this.settings = java.util.Objects.requireNonNull(settings, "settings must not be null");
    this.guide = guide;
  }

  /**
   * Settings from {@code key=value} parameters, as on the command line ({@code ismcts:iterations=500:c=1}):
   * {@code iterations}, {@code time} (milliseconds), {@code c}, {@code rollout} ({@code random} or
   * {@code greedy}), {@code determinizations}, {@code depth}, {@code expand} ({@code heuristic} or
   * {@code random}), {@code cut} ({@code rank} or {@code value}), {@code scale}, {@code widen},
   * {@code candidates}.
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
    Cut cut = d.cut();
    double scale = d.cutScale();
    double widen = d.widening();
    int candidates = d.rolloutCandidates();
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
        case "cut" -> cut = switch (value.toLowerCase(java.util.Locale.ROOT)) {
          case "rank" -> Cut.RANK;
          case "value" -> Cut.VALUE;
          default -> throw new InvalidSetupException("cut", "must be rank or value, not '" + value + "'");
        };
        case "scale" -> scale = Agents.doubleParameter("scale", value);
        case "widen" -> widen = Agents.doubleParameter("widen", value);
        case "candidates" -> candidates = Agents.intParameter("candidates", value);
        default -> throw new InvalidSetupException("agents", "ismcts has no parameter '" + p.getKey()
            + "' (known: iterations, time, c, rollout, determinizations, depth, expand, cut, scale, widen,"
            + " candidates)");
      }
    }
    return new IsmctsAgent(new Settings(iterations, millis, c, rollout, determinizations, depth, ordered, cut, scale,
        widen, candidates));
  }

  public Settings settings() {
    return settings;
  }

  @Override
  public String name() {
    return "ismcts";
  }

  /** One node: the action that led here, its statistics for the seat that chose it, and its children. */
  static final class Node<A> {
    final A action;
    final int mover;
    final Node<A> parent;
    final Map<A, Node<A>> children = new HashMap<>();
    Map<A, Double> priors; // with a guide: the mover's prior here, once judged
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
    int players = game.seats(state);
    Node<A> root = new Node<>(null, -1, null);
    long deadline = settings.millis() > 0 ? System.nanoTime() + settings.millis() * 1_000_000L : 0;
    for (int i = 0; deadline != 0 ? (i == 0 || System.nanoTime() < deadline) : i < settings.iterations(); i++) {
      S determinization = game.resample(state, seat, random.nextLong());
      if (guide != null) {
        iterateGuided(game, determinization, players, root);
      } else {
        iterate(game, determinization, state, seat, players, root, random);
      }
    }
    return mostVisited(root, legal);
  }

  /**
   * The legal action whose child was visited most; among equally visited ones the best mean reward
   * (with fewer iterations than children most have one visit, and the first listed would win by
   * position alone), then the first listed.
   */
  static <A> A mostVisited(Node<A> root, List<A> legal) {
    A best = null;
    int most = -1;
    double bestMean = Double.NEGATIVE_INFINITY;
    for (A action : legal) {
      Node<A> child = root.children.get(action);
      int visits = child == null ? 0 : child.visits;
      double mean = visits == 0 ? Double.NEGATIVE_INFINITY : child.reward / visits;
      if (visits > most || (visits == most && mean > bestMean)) {
        most = visits;
        bestMean = mean;
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
      if (!untried.isEmpty() && (best == null || !widened(node))) {
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

  /**
   * One guided iteration: down the tree by PUCT to a node not yet judged (or the end of the game), where the guide's
   * prior is stored and its value backed up: the mover's expected payoff, the rest shared by the other seats.
   */
  private <S, A> void iterateGuided(Game<S, A, ?, ?, ?> game, S current, int players, Node<A> root) {
    Node<A> node = root;
    double[] rewards;
    while (true) {
      Status status = game.status(current);
      if (status instanceof Status.Finished finished) {
        rewards = payoffs(finished.outcome());
        break;
      }
      int mover = ((Status.ToMove) status).seat();
      List<A> legal = game.legalActions(current);
      if (legal.isEmpty()) { // an engine fault (the contract forbids it): judge the position even
        rewards = spread(1.0 / players, mover, players);
        break;
      }
      if (node.priors == null) {
        Judgement judgement = guide.judge(game, current, mover, legal);
        node.priors = new HashMap<>();
        for (int i = 0; i < legal.size(); i++) {
          node.priors.put(legal.get(i), judgement.prior()[i]);
        }
        rewards = spread(Math.max(0, Math.min(1, judgement.value())), mover, players);
        break;
      }
      A chosen = puct(node, legal, players);
      Node<A> parent = node;
      node = node.children.computeIfAbsent(chosen, a -> new Node<>(a, mover, parent));
      current = game.play(current, chosen);
    }
    for (Node<A> n = node; n != root; n = n.parent) {
      n.visits++;
      n.reward += rewards[n.mover];
    }
    root.visits++;
  }

  /**
   * The legal action of highest {@code Q + c P sqrt(N) / (1 + n)}: Q the child's mean payoff for the mover (an even
   * share before its first visit), P its prior (an even share for an action the guide was not shown: another
   * determinization can offer others), N the node's visits, n the child's.
   */
  private <A> A puct(Node<A> node, List<A> legal, int players) {
    double root = Math.sqrt(Math.max(1, node.visits));
    double even = 1.0 / legal.size();
    A best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (A action : legal) {
      Node<A> child = node.children.get(action);
      int n = child == null ? 0 : child.visits;
      double q = n == 0 ? 1.0 / players : child.reward / n;
      double score = q + settings.exploration() * node.priors.getOrDefault(action, even) * root / (1 + n);
      if (score > bestScore) {
        bestScore = score;
        best = action;
      }
    }
    return best;
  }

  /** The mover's payoff, and an equal share of the rest for every other seat. */
  static double[] spread(double value, int mover, int players) {
    double[] result = new double[players];
    java.util.Arrays.fill(result, players == 1 ? 0 : (1 - value) / (players - 1));
    result[mover] = value;
    return result;
  }

  /** Whether progressive widening keeps this node from adding another child now. */
  private <A> boolean widened(Node<A> node) {
    return widened(node.children.size(), node.visits, settings.widening());
  }

  static boolean widened(int children, int visits, double widening) {
    return widening > 0 && children >= Math.max(1.0, widening * Math.sqrt(visits));
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
        return cutPayoffs(heuristic, state, players);
      }
      int mover = ((Status.ToMove) status).seat();
      List<A> legal = game.legalActions(state);
      if (legal.isEmpty()) {
        // someone to move without a legal action: a fault of the engine (the contract forbids it);
        // judge the position rather than stop the search
        return cutPayoffs(heuristic, state, players);
      }
      if (settings.rollout() == Rollout.GREEDY) {
        state = game.play(state, greedyStep(game, heuristic, state, legal, mover, settings.rolloutCandidates(), random));
      } else {
        int index = random.nextInt(legal.size());
        // a game with a playListed of its own may skip the check of an action it listed itself
        state = Listing.playsListedItself(game) ? game.playListed(new Listing<>(game, state, legal), index)
            : game.play(state, legal.get(index));
      }
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
          ? 1e9 * finished.outcome().terminalValue(mover)
          : heuristic.value(next, mover);
      if (best == null || value > bestValue) {
        bestValue = value;
        best = action;
      }
    }
    return best;
  }

  private static <S, A> A greedyStep(Game<S, A, ?, ?, ?> game, Heuristic<S> heuristic, S state, List<A> legal,
      int mover, int candidates, RandomSource random) {
    if (legal.size() == 1) {
      return legal.get(0);
    }
    int n = Math.min(candidates, legal.size());
    int offset = random.nextInt(legal.size());
    A best = null;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      // a random window of candidates (all of them when there are few)
      A action = legal.get(n == legal.size() ? i : (offset + i * (legal.size() / n)) % legal.size());
      S next = game.play(state, action);
      double value = game.status(next) instanceof Status.Finished finished
          ? 1e9 * finished.outcome().terminalValue(mover)
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

  /** A cut playout, scored by {@link Settings#cut()}. */
  private <S> double[] cutPayoffs(Heuristic<S> heuristic, S state, int players) {
    double[] values = new double[players];
    for (int s = 0; s < players; s++) {
      values[s] = heuristic.value(state, s);
    }
    return settings.cut() == Cut.VALUE ? valuePayoffs(values, settings.cutScale()) : rankPayoffs(values);
  }

  /** Each seat's lead over its best rival, squashed into (0, 1) by a logistic of the given scale. */
  static double[] valuePayoffs(double[] values, double scale) {
    double[] result = new double[values.length];
    for (int s = 0; s < values.length; s++) {
      double rival = Double.NEGATIVE_INFINITY;
      for (int o = 0; o < values.length; o++) {
        if (o != s) {
          rival = Math.max(rival, values[o]);
        }
      }
      double lead = values.length == 1 ? 0 : values[s] - rival;
      result[s] = 1 / (1 + Math.exp(-lead / scale));
    }
    return result;
  }

  /** The seats ranked by their heuristic values, scored like an outcome (shared first places split). */
  static double[] rankPayoffs(double[] values) {
    int players = values.length;
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


}
