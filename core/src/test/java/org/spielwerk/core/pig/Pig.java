package org.spielwerk.core.pig;

import com.fasterxml.jackson.annotation.JsonGetter;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.Formats;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Outcome;
import org.spielwerk.core.Require;
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
  @JsonPropertyOrder({"format"})
  public record State(Options options, Vector<Integer> scores, int seat, int turnTotal, Rng rng) implements WithState {
    /** The JSON's format, first, as every game's state writes it (contract 5; {@link Formats}). */
    @JsonGetter("format")
    private int jsonFormat() {
      return Formats.STATE;
    }

    @JsonSetter("format")
    private void readableFormat(int format) {
      Formats.requireReadable(format, Formats.STATE, "state");
    }
  }

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
    Require.nonNull(options, "options");
    info().checkPlayers(players);
    if (options.target() < 1 || options.target() > 1000) {
      throw new InvalidSetupException("target", "must be 1..1000, not " + options.target());
    }
    return new State(options, Vector.fill(players, 0), 0, 0, Rng.seeded(seed));
  }

  @Override
  public Status status(State state) {
    Require.nonNull(state, "state");
    if (state.scores().exists(s -> s >= state.options().target())) {
      return new Status.Finished(new Outcome(state.scores().asJava(), Outcome.ranksByDescending(state.scores().asJava())));
    }
    return new Status.ToMove(state.seat());
  }

  @Override
  public List<Action> legalActions(State state) {
    Require.nonNull(state, "state");
    return isOver(state) ? List.of() : List.of(new Action.Roll(), new Action.Hold());
  }

  @Override
  public Step<State, Event> apply(State state, Action action) {
    Require.nonNull(state, "state");
    Require.nonNull(action, "action");
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
    Require.seat(observer, Require.nonNull(state, "state").scores().size());
    return new State(state.options(), state.scores(), state.seat(), state.turnTotal(), new Rng(0));
  }

  @Override
  public State resample(State state, int observer, long seed) {
    Require.seat(observer, Require.nonNull(state, "state").scores().size());
    return new State(state.options(), state.scores(), state.seat(), state.turnTotal(), Rng.seeded(seed));
  }

  @Override
  public State resampleFromView(State view, long seed) {
    Require.nonNull(view, "view");
    validate(view);
    if (!new Rng(0).equals(view.rng())) {
      throw new InvalidPositionException("rng", "a view shows no random generator (state 0), not " + view.rng());
    }
    return new State(view.options(), view.scores(), view.seat(), view.turnTotal(), Rng.seeded(seed));
  }

  @Override
  public void validate(State state) {
    Require.nonNull(state, "state");
    if (state.options() == null || state.scores() == null || state.rng() == null) {
      throw new InvalidPositionException("options, scores, rng", "every part of a position is required");
    }
    if (state.scores().size() > info().maxPlayers()) {
      // bounded before the elements are looked at: a list of 200,000 scores is rejected at once
      throw new InvalidPositionException("scores", "one per player, 2..4, not " + state.scores().size());
    }
    if (state.scores().contains(null)) {
      throw new InvalidPositionException("scores", "a score is a number, not null");
    }
    if (state.options().target() < 1 || state.options().target() > 1000) {
      throw new InvalidPositionException("options.target", "must be 1..1000, not " + state.options().target());
    }
    if (state.scores().size() < info().minPlayers() || state.scores().size() > info().maxPlayers()) {
      throw new InvalidPositionException("scores", "one per player, 2..4, not " + state.scores().size());
    }
    if (state.scores().exists(s -> s < 0 || s > 100_000)) {
      throw new InvalidPositionException("scores", "a score is 0..100000, not " + state.scores());
    }
    if (state.seat() < 0 || state.seat() >= state.scores().size()) {
      throw new InvalidPositionException("seat", "no such seat: " + state.seat());
    }
    if (state.turnTotal() < 0 || state.turnTotal() > 100_000) {
      throw new InvalidPositionException("turnTotal", "0..100000, not " + state.turnTotal());
    }
  }

  @Override
  public Heuristic<State> heuristic() {
    return (state, seat) -> state.scores().get(seat) + (state.seat() == seat ? state.turnTotal() * 0.5 : 0);
  }

  @Override
  public GameText<State, Action, Event, State> text() {
    return text(java.util.Locale.ENGLISH);
  }

  @Override
  public GameText<State, Action, Event, State> text(java.util.Locale locale) {
    boolean german = locale.getLanguage().equals("de");
    return new GameText<>() {
      @Override
      public String action(State state, Action action) {
        return switch (action) {
          case Action.Roll roll -> german ? "würfeln" : "roll";
          case Action.Hold hold -> german ? "aufhören und " + state.turnTotal() + " Punkte sichern"
              : "hold and bank " + state.turnTotal() + " points";
        };
      }

      @Override
      public String event(Event event) {
        return switch (event) {
          case Event.Rolled r -> (german ? "Spieler " : "Player ") + (r.seat() + 1) + (german ? " würfelt " : " rolls ") + r.pips();
          case Event.Banked b -> (german ? "Spieler " : "Player ") + (b.seat() + 1) + (german ? " sichert " : " banks ") + b.points();
        };
      }

      @Override
      public String view(State view) {
        return (german ? "Punkte " : "scores ") + view.scores().mkString(", ");
      }
    };
  }
}
