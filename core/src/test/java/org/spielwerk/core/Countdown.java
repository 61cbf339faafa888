package org.spielwerk.core;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * A test game for core's own tests: the seats take turns counting down from {@code length} by 1 to
 * {@code maxStep}; whoever reaches 0 wins. Each count is a public event plus an event private to the
 * counting seat, and the game's bound on its length is a constructor argument, so tests can build a
 * game that keeps or breaks its bound. Public with a no-argument constructor for ServiceLoader tests.
 */
public class Countdown
    implements Game<Countdown.State, Countdown.Action, Countdown.Event, Countdown.State, Countdown.Options> {

  public record Options(int length, int maxStep) {}

  /** {@code lastMover} is -1 before the first count. */
  public record State(Options options, int players, int seat, int left, int lastMover) {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  public sealed interface Action {
    record Count(int by) implements Action {}
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  public sealed interface Event extends GameEvent {
    /** Public. */
    record Counted(int seat, int by, int left) implements Event {}

    /** Only the counting seat sees it. */
    record Noted(int seat, String note) implements Event {
      @Override
      public int privateTo() {
        return seat;
      }
    }
  }

  private final int maxActions;

  public Countdown() {
    this(1000);
  }

  public Countdown(int maxActions) {
    this.maxActions = maxActions;
  }

  @Override
  public GameInfo info() {
    return new GameInfo("countdown", "Countdown", 1, 4, maxActions);
  }

  @Override
  public Types<State, Action, Event, State, Options> types() {
    return new Types<>(State.class, Action.class, Event.class, State.class, Options.class);
  }

  @Override
  public Options defaultOptions() {
    return new Options(10, 2);
  }

  @Override
  public Map<String, Options> presets() {
    return Map.of("DEFAULT", defaultOptions());
  }

  @Override
  public State setup(Options options, int players, long seed) {
    Require.nonNull(options, "options");
    info().checkPlayers(players);
    if (options.length() < 1 || options.length() > 1000) {
      throw new InvalidSetupException("length", "must be 1..1000, not " + options.length());
    }
    if (options.maxStep() < 1 || options.maxStep() > 3) {
      throw new InvalidSetupException("maxStep", "must be 1..3, not " + options.maxStep());
    }
    return new State(options, players, 0, options.length(), -1);
  }

  @Override
  public Status status(State state) {
    Require.nonNull(state, "state");
    if (state.left() > 0) {
      return new Status.ToMove(state.seat());
    }
    List<Integer> scores = IntStream.range(0, state.players()).map(s -> s == state.lastMover() ? 1 : 0).boxed().toList();
    return new Status.Finished(new Outcome(scores, Outcome.ranksByDescending(scores)));
  }

  @Override
  public List<Action> legalActions(State state) {
    Require.nonNull(state, "state");
    List<Action> legal = new ArrayList<>();
    for (int by = 1; by <= Math.min(state.options().maxStep(), state.left()); by++) {
      legal.add(new Action.Count(by));
    }
    return legal;
  }

  @Override
  public Step<State, Event> apply(State state, Action action) {
    Require.nonNull(state, "state");
    Require.nonNull(action, "action");
    Action.Count count = (Action.Count) action;
    if (count.by() < 1 || count.by() > Math.min(state.options().maxStep(), state.left())) {
      throw new IllegalActionException("Count", "count 1.." + Math.min(state.options().maxStep(), state.left())
          + ", not " + count.by());
    }
    int left = state.left() - count.by();
    State next = new State(state.options(), state.players(), (state.seat() + 1) % state.players(), left, state.seat());
    return new Step<>(next, List.of(new Event.Counted(state.seat(), count.by(), left),
        new Event.Noted(state.seat(), "I counted " + count.by())));
  }

  @Override
  public State view(State state, int observer) {
    Require.seat(observer, Require.nonNull(state, "state").players());
    return state;
  }

  @Override
  public State resample(State state, int observer, long seed) {
    Require.seat(observer, Require.nonNull(state, "state").players());
    return state;
  }

  @Override
  public State resampleFromView(State view, long seed) {
    return Require.nonNull(view, "view");
  }

  @Override
  public void validate(State state) {
    Require.nonNull(state, "state");
  }

  @Override
  public Heuristic<State> heuristic() {
    return (state, seat) -> 0;
  }

  /** The same (English) words in every language: a test game needs no German. */
  @Override
  public GameText<State, Action, Event, State> text(java.util.Locale locale) {
    return new GameText<>() {
      @Override
      public String action(State state, Action action) {
        return "count " + ((Action.Count) action).by();
      }

      @Override
      public String event(Event event) {
        return event.toString();
      }

      @Override
      public String view(State view) {
        return view.left() + " left";
      }
    };
  }
}
