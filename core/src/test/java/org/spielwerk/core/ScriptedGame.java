package org.spielwerk.core;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A test game whose rules a test writes as lambdas-by-override: actions are integers, there are no
 * events, options or hidden information unless the test overrides {@link #resample}. It counts the
 * calls the agents make, so tests can check how much work a decision does.
 */
abstract class ScriptedGame<S> implements Game<S, Integer, ScriptedGame.NoEvent, S, ScriptedGame.NoOptions> {
  record NoOptions() {}

  record NoEvent() implements GameEvent {}

  final AtomicInteger resamples = new AtomicInteger();
  final AtomicInteger plays = new AtomicInteger();
  private final Class<S> stateType;
  private final int maxActions;
  private final int seats;

  /** A game of two seats. */
  ScriptedGame(Class<S> stateType, int maxActions) {
    this(stateType, maxActions, 2);
  }

  ScriptedGame(Class<S> stateType, int maxActions, int seats) {
    this.stateType = stateType;
    this.maxActions = maxActions;
    this.seats = seats;
  }

  /** The position after {@code action}; throw IllegalActionException for an action the rules forbid. */
  abstract S next(S state, int action);

  @Override
  public GameInfo info() {
    return new GameInfo("scripted", "Scripted", 1, 4, maxActions);
  }

  @Override
  public Types<S, Integer, NoEvent, S, NoOptions> types() {
    return new Types<>(stateType, Integer.class, NoEvent.class, stateType, NoOptions.class);
  }

  @Override
  public NoOptions defaultOptions() {
    return new NoOptions();
  }

  @Override
  public Map<String, NoOptions> presets() {
    return Map.of("DEFAULT", new NoOptions());
  }

  @Override
  public S setup(NoOptions options, int players, long seed) {
    throw new UnsupportedOperationException("tests build their positions");
  }

  @Override
  public Step<S, NoEvent> apply(S state, Integer action) {
    plays.incrementAndGet();
    return new Step<>(next(state, action), List.of());
  }

  @Override
  public S view(S state, int observer) {
    // contract 8: a seat outside the table is rejected, which is also how Game.seats counts them
    Require.seat(observer, seats);
    return state;
  }

  @Override
  public S resample(S state, int observer, long seed) {
    resamples.incrementAndGet();
    return state;
  }

  @Override
  public S resampleFromView(S view, long seed) {
    resamples.incrementAndGet();
    return view;
  }

  @Override
  public void validate(S state) {}

  @Override
  public GameText<S, Integer, NoEvent, S> text() {
    return new GameText<>() {
      @Override
      public String action(S state, Integer action) {
        return "action " + action;
      }

      @Override
      public String event(NoEvent event) {
        return "nothing";
      }

      @Override
      public String view(S view) {
        return String.valueOf(view);
      }
    };
  }
}
