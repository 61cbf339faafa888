package org.spielwerk.core.pig;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Rng;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/** The dice game Pig, a toy that exercises the core API and the contract suite. */
public final class Pig implements Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> {

  @org.spielwerk.core.SpielwerkStyle
  @org.immutables.value.Value.Builder
  public record Options(int target) implements WithOptions {}

  @org.spielwerk.core.SpielwerkStyle
  @org.immutables.value.Value.Builder
  public record State(Options options, Vector<Integer> scores, int seat, int turnTotal, Rng rng) implements WithState {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  public sealed interface Action {
    record Roll() implements Action {}

    record Hold() implements Action {}
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  public sealed interface Event extends GameEvent {
    record Rolled(int seat, int pips) implements Event {}

    record Banked(int seat, int points) implements Event {}
  }

  @Override
  public GameInfo info() {
    return new GameInfo("pig", "Pig", 2, 4, 100_000);
  }

  @Override
  public Types<State, Action, Event, State, Options> types() {
    return new Types<>(State.class, Action.class, Event.class, State.class, Options.class);
  }

  @Override
  public Options defaultOptions() {
    return new Options(30);
  }

  @Override
  public Map<String, Options> presets() {
    return Map.of("DEFAULT", defaultOptions());
  }

  @Override
  public State setup(Options options, int players, long seed) {
    info().checkPlayers(players);
    if (options.target() < 1) {
      throw new InvalidSetupException("target", "must be at least 1, not " + options.target());
    }
    return new State(options, Vector.fill(players, 0), 0, 0, Rng.seeded(seed));
  }

  @Override
  public Status status(State state) {
    if (state.scores().exists(s -> s >= state.options().target())) {
      return new Status.Finished(new Outcome(state.scores().asJava(), Outcome.ranksByDescending(state.scores().asJava())));
    }
    return new Status.ToMove(state.seat());
  }

  @Override
  public List<Action> legalActions(State state) {
    return isOver(state) ? List.of() : List.of(new Action.Roll(), new Action.Hold());
  }

  @Override
  public Step<State, Event> apply(State state, Action action) {
    if (isOver(state)) {
      throw new IllegalActionException("End of game", "the game is over");
    }
    List<Event> events = new ArrayList<>();
    int seat = state.seat();
    int next = (seat + 1) % state.scores().size();
    State after = switch (action) {
      case Action.Roll roll -> {
        RandomSource random = state.rng().source();
        int pips = random.nextInt(1, 6);
        events.add(new Event.Rolled(seat, pips));
        yield pips == 1
            ? new State(state.options(), state.scores(), next, 0, random.toRng())
            : new State(state.options(), state.scores(), seat, state.turnTotal() + pips, random.toRng());
      }
      case Action.Hold hold -> {
        events.add(new Event.Banked(seat, state.turnTotal()));
        yield new State(state.options(), state.scores().update(seat, s -> s + state.turnTotal()), next, 0, state.rng());
      }
    };
    return new Step<>(after, events);
  }

  @Override
  public State view(State state, int observer) {
    return new State(state.options(), state.scores(), state.seat(), state.turnTotal(), new Rng(0));
  }

  @Override
  public State resample(State state, int observer, long seed) {
    return new State(state.options(), state.scores(), state.seat(), state.turnTotal(), Rng.seeded(seed));
  }

  @Override
  public void validate(State state) {
    if (state.scores().exists(s -> s < 0)) {
      throw new InvalidPositionException("scores", "negative score in " + state.scores());
    }
  }

  @Override
  public Heuristic<State> heuristic() {
    return (state, seat) -> state.scores().get(seat) + (state.seat() == seat ? state.turnTotal() * 0.5 : 0);
  }

  @Override
  public GameText<State, Action, Event, State> text() {
    return new GameText<>() {
      @Override
      public String action(State state, Action action) {
        return action instanceof Action.Roll ? "roll" : "hold";
      }

      @Override
      public String event(Event event) {
        return event.toString();
      }

      @Override
      public String view(State view) {
        return view.scores().toString();
      }
    };
  }
}
