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
  public SavedGame {
    actions = List.copyOf(actions);
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
   * @throws IllegalActionException when a recorded action is not legal where it was recorded
   */
  public <S, A, E extends GameEvent, O> Replay<S, E> replay(Game<S, A, E, ?, O> game) {
    if (!game.info().id().equals(this.game)) {
      throw new IllegalArgumentException("this record is for " + this.game + ", not " + game.info().id());
    }
    O typedOptions = Json.fromTree(options, game.types().options());
    S state = game.setup(typedOptions, players, seed);
    S initial = state;
    List<Step<S, E>> steps = new ArrayList<>();
    for (JsonNode node : actions) {
      Step<S, E> step = game.apply(state, Json.fromTree(node, game.types().action()));
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
