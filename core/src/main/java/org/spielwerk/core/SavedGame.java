package org.spielwerk.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A game as a record of how it was played: replaying it rebuilds every state exactly.
 *
 * @param game the game's id ({@link GameInfo#id()})
 * @param options the setup options, as JSON
 * @param players the number of seats
 * @param seed the setup seed
 * @param actions the actions in the order they were played, as JSON
 */
public record SavedGame(String game, JsonNode options, int players, long seed, List<JsonNode> actions) {
  /**
   * @throws InvalidJsonException naming the field when the game, the options or the list of actions
   *     is missing ({@code null}, also as JSON {@code null})
   */
  public SavedGame {
    present(game, "game");
    present(options, "options");
    present(actions, "actions");
    for (int i = 0; i < actions.size(); i++) {
      present(actions.get(i), "actions[" + i + "]");
    }
    actions = List.copyOf(actions);
  }

  private static void present(Object value, String field) {
    if (value == null || value instanceof JsonNode node && node.isNull()) {
      throw new InvalidJsonException(field, field.startsWith("actions[")
          ? "a recorded action is null" : "a saved game needs its " + field + ", not null");
    }
  }

  /** Records a game played from {@code game.setup(options, players, seed)}. */
  public static <O, A> SavedGame of(
      Game<?, A, ?, ?, O> game, O options, int players, long seed, List<A> actions) {
    return new SavedGame(game.info().id(), Json.toTree(options), players, seed,
        actions.stream().map(Json::toTree).toList());
  }

  /** Reads a saved game from JSON. */
  public static SavedGame read(String json) {
    return Json.read(json, SavedGame.class);
  }

  /** This record as indented JSON. */
  public String toJson() {
    return Json.writePretty(this);
  }

  /**
   * Replays the record on {@code game}: the steps in order, after the initial state.
   *
   * @throws IllegalArgumentException when the record is for another game
   * @throws IllegalActionException when a recorded action is not legal where it was recorded; the
   *     message says which action (1-based) and names the rule (also when the game fails while
   *     wording the rejection: the action is then shown as JSON)
   * @throws InvalidJsonException when a recorded action is not an action of the game; the path
   *     names it ({@code actions[4].card})
   */
  public <S, A, E extends GameEvent, O> Replay<S, E> replay(Game<S, A, E, ?, O> game) {
    if (!game.info().id().equals(this.game)) {
      throw new IllegalArgumentException("this record is for " + this.game + ", not " + game.info().id());
    }
    O typedOptions = Json.fromTree(options, game.types().options());
    S state = game.setup(typedOptions, players, seed);
    S initial = state;
    List<Step<S, E>> steps = new ArrayList<>();
    for (int i = 0; i < actions.size(); i++) {
      A action;
      try {
        action = Json.fromTree(actions.get(i), game.types().action());
      } catch (InvalidJsonException e) {
        String path = "actions[" + i + "]" + (e.path().isEmpty() ? "" : "." + e.path());
        throw new InvalidJsonException(path, "action " + (i + 1) + " of the record: " + e.getMessage(), e);
      }
      Step<S, E> step;
      try {
        step = Rejections.apply(game, state, action);
      } catch (IllegalActionException e) {
        throw new IllegalActionException(e.rule(), "action " + (i + 1) + " of the record ("
            + Rejections.words(game, state, action) + ") is not legal there: " + e.getMessage());
      }
      steps.add(step);
      state = step.state();
    }
    return new Replay<>(initial, steps);
  }

  /** A replayed game: where it started and every step after. */
  public record Replay<S, E extends GameEvent>(S initial, List<Step<S, E>> steps) {
    /** The position after the last recorded action. */
    public S last() {
      return steps.isEmpty() ? initial : steps.get(steps.size() - 1).state();
    }
  }
}
