package org.spielwerk.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One game in progress, for code that drives a game without naming its types: a small mutable
 * holder around the immutable states. It works the same for every game, also through a
 * {@code Game<?, ?, ?, ?, ?>} from {@link Games#all()}:
 *
 * {@snippet file="org/spielwerk/core/JavadocExamplesTest.java" region="match"}
 *
 * <p>A match is not thread-safe (it is one game at one table); its states are values and may be
 * shared freely.
 */
public final class Match<S, A, E extends GameEvent, V, O> {
  private final Game<S, A, E, V, O> game;
  private final O options;
  private final int players;
  private final long seed;
  private final List<A> actions = new ArrayList<>();
  private final List<Step<S, E>> steps = new ArrayList<>();
  private S state;

  Match(Game<S, A, E, V, O> game, O options, int players, long seed) {
    this.game = Require.nonNull(game, "game");
    this.options = Require.nonNull(options, "options");
    this.players = players;
    this.seed = seed;
    this.state = game.setup(options, players, seed);
  }

  /** The game being played. */
  public Game<S, A, E, V, O> game() {
    return game;
  }

  /** The options it was set up with. */
  public O options() {
    return options;
  }

  /** The number of seats. */
  public int players() {
    return players;
  }

  /** The setup seed. */
  public long seed() {
    return seed;
  }

  /** The current position. */
  public S state() {
    return state;
  }

  /** Whose move it is, or the outcome. */
  public Status status() {
    return game.status(state);
  }

  /** True once the game is over. */
  public boolean isOver() {
    return game.isOver(state);
  }

  /** The seat to move, or -1 once the game is over. */
  public int toMove() {
    return game.status(state) instanceof Status.ToMove toMove ? toMove.seat() : -1;
  }

  /** The outcome, once the game is over. */
  public Optional<Outcome> outcome() {
    return game.status(state) instanceof Status.Finished finished ? Optional.of(finished.outcome()) : Optional.empty();
  }

  /** What the seat to move may do, in the game's fixed order (empty once the game is over). */
  public List<A> legalActions() {
    return game.legalActions(state);
  }

  /** The legal actions in words, in the same order, as the seat to move reads them. */
  public List<String> legalActionTexts(Locale locale) {
    GameText<S, A, E, V> text = game.text(locale);
    return legalActions().stream().map(a -> text.action(state, a)).toList();
  }

  /**
   * Plays an action.
   *
   * @return the step: the new state and the events
   * @throws IllegalActionException when the rules forbid it (also when the game fails while
   *     rejecting it); the match is unchanged
   */
  public Step<S, E> play(A action) {
    Step<S, E> step = Rejections.apply(game, state, Require.nonNull(action, "action"));
    actions.add(action);
    steps.add(step);
    state = step.state();
    return step;
  }

  /**
   * Plays the legal action at {@code index} of {@link #legalActions()}.
   *
   * @throws IllegalArgumentException when there is no such action
   */
  public Step<S, E> play(int index) {
    List<A> legal = legalActions();
    if (index < 0 || index >= legal.size()) {
      throw new IllegalArgumentException("no action " + index + ": " + (legal.isEmpty()
          ? "the game is over" : "choose 0.." + (legal.size() - 1)));
    }
    return play(legal.get(index));
  }

  /** Lets an agent choose for the seat to move and plays its choice. */
  public Step<S, E> play(Agent agent, RandomSource random) {
    if (isOver()) {
      throw new IllegalActionException("End of the game", "the game is over; no one is to move");
    }
    return play(agent.choose(game, state, random));
  }

  /** What {@code seat} may see now. */
  public V view(int seat) {
    return game.view(state, seat);
  }

  /** The actions played so far, in order. */
  public List<A> history() {
    return Collections.unmodifiableList(actions);
  }

  /** Every step so far, with its events. */
  public List<Step<S, E>> steps() {
    return Collections.unmodifiableList(steps);
  }

  /** The game so far as a record that {@link SavedGame#replay} rebuilds exactly. */
  public SavedGame saved() {
    return SavedGame.of(game, options, players, seed, actions);
  }
}
