package org.spielwerk.core;

import com.fasterxml.jackson.annotation.JsonGetter;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A game as a record of how it was played: replaying it rebuilds every state exactly.
 *
 * <p>Its JSON carries the format it is written in, {@code "format": 1} ({@link #FORMAT}), first. A record
 * without it was written before formats were numbered and reads as format 1; a record of a newer format
 * than this library knows is rejected with an {@link InvalidJsonException} naming the field {@code format}
 * and both numbers (docs/release.md, "Format versions").
 *
 * @param game the game's id ({@link GameInfo#id()})
 * @param options the setup options, as JSON
 * @param players the number of seats
 * @param seed the setup seed
 * @param actions the actions in the order they were played, as JSON
 */
@JsonPropertyOrder({"format", "game", "options", "players", "seed", "actions"})
public record SavedGame(String game, JsonNode options, int players, long seed, List<JsonNode> actions) {
  /**
   * The format of saved games this library writes, and the newest it reads. A change that a reader of
   * the previous format could not follow (a renamed or newly required field, another meaning of a
   * value) takes the next number.
   */
  public static final int FORMAT = 1;

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

  /** The format this record is written in: always {@link #FORMAT} (an older one is read as it). */
  @JsonGetter("format")
  public int format() {
    return FORMAT;
  }

  /**
   * Reading a record: a format this library knows passes (nothing to convert yet, 1 is the only one); a
   * newer one is refused rather than half read. Jackson calls it after the constructor, with the field (and
   * puts no path on what a setter throws, so the exception names the field itself).
   */
  @JsonSetter("format")
  private void readableFormat(int format) {
    Formats.requireReadable(format, FORMAT, "saved game");
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
