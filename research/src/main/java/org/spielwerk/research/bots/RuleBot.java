package org.spielwerk.research.bots;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Game;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.ViewDecider;

/**
 * A rule-based bot ({@code rules:easy}, {@code rules:medium}, {@code rules:hard}). At
 * {@link Level#EASY} and {@link Level#MEDIUM} the game's {@link RuleStrategy} decides what its rules
 * cover (when to stop pushing one's luck, when to repel, how to bid and play a trick), from the seat's
 * view; every other choice is the move the game's heuristic likes best one ply ahead on one resampled
 * position. At {@link Level#EASY} three moves in ten are random. At {@link Level#HARD} a
 * {@link Lookahead} compares the moves by short determinized playouts that follow the medium rules,
 * scored by the lead over the best rival (in a game whose budget says {@code rulesFirst}, only where
 * the rules are silent). Stateless, so one instance serves many threads.
 */
public final class RuleBot implements Agent, ViewDecider {
  private static final Map<String, RuleStrategy<?, ?>> STRATEGIES = new ConcurrentHashMap<>();
  private static final RuleStrategy<Object, Object> NONE = new RuleStrategy<>() {
    @Override
    public String gameId() {
      return "";
    }

    @Override
    public Object decide(Object view, int seat, List<Object> legal, Level level, RandomSource random) {
      return null;
    }

    @Override
    public int seats(Object view) {
      return 0;
    }
  };

  private final Level level;

  public RuleBot(Level level) {
    this.level = java.util.Objects.requireNonNull(level, "level must not be null");
  }

  public Level level() {
    return level;
  }

  @Override
  public String name() {
    return "rules:" + level.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The registered rules of a game, or none. */
  static RuleStrategy<?, ?> strategy(String gameId) {
    return STRATEGIES.computeIfAbsent(gameId, id -> {
      for (RuleStrategy<?, ?> s : ServiceLoader.load(RuleStrategy.class)) {
        if (s.gameId().equals(id)) {
          return s;
        }
      }
      return NONE;
    });
  }

  /** Whether a game has rules of its own (otherwise the bot plays the fallback throughout). */
  public static boolean hasRules(String gameId) {
    return strategy(gameId) != NONE;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <S, A> A choose(Game<S, A, ?, ?, ?> game, S state, RandomSource random) {
    List<A> legal = game.legalActions(state);
    if (legal.size() == 1) {
      return legal.get(0);
    }
    if (level == Level.EASY && random.nextInt(10) < 3) {
      return legal.get(random.nextInt(legal.size()));
    }
    int seat = ((Status.ToMove) game.status(state)).seat();
    RuleStrategy<A, Object> rules = (RuleStrategy<A, Object>) strategy(game.info().id());
    Object view = game.view(state, seat);
    A choice = rules.decide(view, seat, legal, level, random);
    if (choice != null && !legal.contains(choice)) {
      throw new IllegalStateException(game.info().id() + " rules chose an illegal action: " + choice);
    }
    Lookahead.Budget budget = rules.budget();
    if (level == Level.HARD && rules != NONE && !(choice != null && budget.rulesFirst())) {
      return Lookahead.choose((Game<S, A, ?, Object, ?>) game, state, seat, rules.seats(view), legal, choice, rules,
          budget, random);
    }
    return choice != null ? choice : fallback(game, state, seat, legal, random);
  }

  /**
   * From the view alone where that is how {@link #choose} decides: a single legal action, or at {@link Level#MEDIUM}
   * the rules' choice (the same draw as {@code choose}). Otherwise null: the fallback and the lookahead play on
   * positions, and the easy bot's coin is thrown in {@code choose}, so that it is thrown once.
   */
  @Override
  @SuppressWarnings("unchecked")
  public <A, V> A decide(Game<?, A, ?, V, ?> game, V view, int seat, List<A> legal, RandomSource random) {
    if (legal.size() == 1) {
      return legal.get(0);
    }
    if (level != Level.MEDIUM) {
      return null;
    }
    RuleStrategy<A, Object> rules = (RuleStrategy<A, Object>) strategy(game.info().id());
    A choice = rules.decide(view, seat, legal, level, random);
    if (choice != null && !legal.contains(choice)) {
      throw new IllegalStateException(game.info().id() + " rules chose an illegal action: " + choice);
    }
    return choice;
  }

  /** The move the heuristic likes best one ply ahead, averaged over resampled positions. */
  private <S, A> A fallback(Game<S, A, ?, ?, ?> game, S state, int seat, List<A> legal, RandomSource random) {
    int samples = level == Level.HARD ? 4 : 1;
    Heuristic<S> heuristic = game.heuristic();
    double[] values = new double[legal.size()];
    for (int k = 0; k < samples; k++) {
      S sample = game.resample(state, seat, random.nextLong());
      for (int i = 0; i < legal.size(); i++) {
        S next;
        try {
          next = game.play(sample, legal.get(i));
        } catch (IllegalActionException e) {
          values[i] = Double.NEGATIVE_INFINITY;
          continue;
        }
        values[i] += game.status(next) instanceof Status.Finished f
            ? 1e9 * (f.outcome().payoff(seat) - f.outcome().ranks().get(seat))
            : heuristic.value(next, seat);
      }
    }
    int best = random.nextInt(legal.size());
    for (int i = 0; i < legal.size(); i++) {
      if (values[i] > values[best]) {
        best = i;
      }
    }
    return legal.get(best);
  }
}
