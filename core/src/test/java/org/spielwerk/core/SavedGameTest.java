package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.pig.Pig;

class SavedGameTest {
  private final Countdown game = new Countdown();
  private final Countdown.Options options = new Countdown.Options(10, 3);

  private SavedGame record(Countdown.Action... actions) {
    return SavedGame.of(game, options, 2, 7, List.of(actions));
  }

  @Test
  void aRecordReplaysEveryStep() {
    SavedGame saved = SavedGame.read(record(new Countdown.Action.Count(3), new Countdown.Action.Count(2)).toJson());
    assertThat(saved.game()).isEqualTo("countdown");
    SavedGame.Replay<Countdown.State, Countdown.Event> replay = saved.replay(game);
    assertThat(replay.initial()).isEqualTo(game.setup(options, 2, 7));
    assertThat(replay.steps()).hasSize(2);
    assertThat(replay.steps().get(0).state().left()).isEqualTo(7);
    assertThat(replay.last().left()).isEqualTo(5);
    assertThat(record().replay(game).last()).isEqualTo(game.setup(options, 2, 7));
  }

  @Test
  void aRecordOfAnotherGameIsRejected() {
    assertThatThrownBy(() -> record().replay(new Pig())).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("this record is for countdown, not pig");
  }

  @Test
  void anIllegalRecordedActionIsNamedByItsNumberAndRule() {
    SavedGame saved = record(new Countdown.Action.Count(3), new Countdown.Action.Count(3), new Countdown.Action.Count(4));
    IllegalActionException e = catchThrowableOfType(IllegalActionException.class, () -> saved.replay(game));
    assertThat(e.rule()).isEqualTo("Count");
    assertThat(e.getMessage()).isEqualTo("Count: action 3 of the record (count 4) is not legal there: Count: count 1..3, not 4");
  }

  @Test
  void anUnreadableRecordedActionIsNamedByItsPath() {
    SavedGame good = record(new Countdown.Action.Count(1), new Countdown.Action.Count(1), new Countdown.Action.Count(1));
    List<JsonNode> actions = new ArrayList<>(good.actions());
    ((ObjectNode) actions.get(2)).put("by", "many");
    SavedGame badField = new SavedGame(good.game(), good.options(), 2, 7, actions);
    InvalidJsonException field = catchThrowableOfType(InvalidJsonException.class, () -> badField.replay(game));
    assertThat(field.path()).isEqualTo("actions[2].by");
    assertThat(field.getMessage()).startsWith("actions[2].by: action 3 of the record: by: not a Action: ");

    actions = new ArrayList<>(good.actions());
    actions.set(0, Json.mapper().getNodeFactory().textNode("jump"));
    SavedGame badWhole = new SavedGame(good.game(), good.options(), 2, 7, actions);
    InvalidJsonException whole = catchThrowableOfType(InvalidJsonException.class, () -> badWhole.replay(game));
    assertThat(whole.path()).isEqualTo("actions[0]");
    assertThat(whole.getMessage()).startsWith("actions[0]: action 1 of the record: not a Action: ");
  }

  @Test
  void theRecordKeepsACopyOfItsActions() {
    List<JsonNode> actions = new ArrayList<>(List.of(Json.toTree(new Countdown.Action.Count(1))));
    SavedGame saved = new SavedGame("countdown", Json.toTree(options), 2, 7, actions);
    actions.clear();
    assertThat(saved.actions()).hasSize(1);
  }
  // ---------------------------------------------------------------- format versions (issue 25)

  @Test
  void aRecordIsWrittenWithItsFormatFirst() {
    String json = record(new Countdown.Action.Count(1)).toJson();
    assertThat(Json.read(json, ObjectNode.class).fieldNames().next()).isEqualTo("format");
    assertThat(Json.read(json, ObjectNode.class).get("format").intValue()).isEqualTo(SavedGame.FORMAT).isEqualTo(1);
    assertThat(SavedGame.read(json)).isEqualTo(record(new Countdown.Action.Count(1)));
  }

  @Test
  void aRecordWithoutFormatWasWrittenBeforeFormatsAndReadsAsFormatOne() {
    ObjectNode tree = Json.read(record(new Countdown.Action.Count(2)).toJson(), ObjectNode.class);
    tree.remove("format");
    assertThat(SavedGame.read(tree.toString()).replay(game).last().left()).isEqualTo(8);
  }

  @Test
  void aNewerFormatIsRefusedNamingTheFieldAndBothNumbers() {
    ObjectNode tree = Json.read(record(new Countdown.Action.Count(2)).toJson(), ObjectNode.class);
    tree.put("format", SavedGame.FORMAT + 1);
    InvalidJsonException e = catchThrowableOfType(InvalidJsonException.class, () -> SavedGame.read(tree.toString()));
    assertThat(e.path()).isEqualTo("format");
    assertThat(e.getMessage()).isEqualTo("format: not a SavedGame: written in format 2 by a newer Spielwerk; "
        + "this library reads saved games up to format 1");
    // the same inside another document (the bridge reads saved games as a field of its requests)
    ObjectNode request = Json.mapper().createObjectNode().set("saved", tree);
    InvalidJsonException nested = catchThrowableOfType(InvalidJsonException.class,
        () -> Json.fromTree(request.get("saved"), SavedGame.class));
    assertThat(nested.path()).isEqualTo("format");
  }

  @Test
  void aFormatIsAPositiveWholeNumber() {
    ObjectNode tree = Json.read(record().toJson(), ObjectNode.class);
    for (JsonNode bad : List.<JsonNode>of(Json.mapper().getNodeFactory().numberNode(0),
        Json.mapper().getNodeFactory().textNode("1"), Json.mapper().getNodeFactory().numberNode(1.5),
        Json.mapper().nullNode())) {
      ObjectNode copy = tree.deepCopy();
      copy.set("format", bad);
      assertThat(catchThrowableOfType(InvalidJsonException.class, () -> SavedGame.read(copy.toString())).path())
          .as(bad.toString()).isEqualTo("format");
    }
  }

  // ---------------------------------------------------------------- nulls (issue 19)

  @Test
  void aNullDocumentIsNoSavedGame() {
    assertThatThrownBy(() -> SavedGame.read("null")).isInstanceOf(InvalidJsonException.class);
  }

  @Test
  void aNullActionsListOptionsOrActionIsNamedByItsPath() {
    String json = record(new Countdown.Action.Count(1), new Countdown.Action.Count(2)).toJson();
    ObjectNode tree = (ObjectNode) Json.toTree(Json.read(json, SavedGame.class));
    for (String field : List.of("actions", "options", "game")) {
      ObjectNode copy = tree.deepCopy();
      copy.putNull(field);
      InvalidJsonException e = catchThrowableOfType(InvalidJsonException.class, () -> SavedGame.read(copy.toString()));
      assertThat(e.path()).as(field).isEqualTo(field);
      assertThat(e.getMessage()).as(field).contains("not null");
    }
    ObjectNode nullAction = tree.deepCopy();
    ((com.fasterxml.jackson.databind.node.ArrayNode) nullAction.get("actions")).set(1, Json.mapper().nullNode());
    InvalidJsonException e = catchThrowableOfType(InvalidJsonException.class, () -> SavedGame.read(nullAction.toString()));
    assertThat(e.path()).isEqualTo("actions[1]");
    assertThat(e.getMessage()).isEqualTo("actions[1]: not a SavedGame: a recorded action is null");
  }

  @Test
  void aRecordedActionThatReadsAsNothingIsNamedByItsPath() {
    List<JsonNode> actions = new ArrayList<>(record(new Countdown.Action.Count(1)).actions());
    actions.add(Json.mapper().createArrayNode().add("Count"));
    SavedGame saved = new SavedGame("countdown", Json.toTree(options), 2, 7, actions);
    assertThat(catchThrowableOfType(InvalidJsonException.class, () -> saved.replay(game)).path()).startsWith("actions[1]");
  }

  @Test
  void nullFieldsAreRejectedWhenBuiltInCodeToo() {
    assertThatThrownBy(() -> new SavedGame("countdown", Json.toTree(options), 2, 7, null))
        .isInstanceOf(InvalidJsonException.class).hasMessage("actions: a saved game needs its actions, not null");
    assertThatThrownBy(() -> new SavedGame("countdown", null, 2, 7, List.of()))
        .isInstanceOf(InvalidJsonException.class).hasMessage("options: a saved game needs its options, not null");
  }

  // ---------------------------------------------------------------- rejections worded safely (issue 19)

  /** Pig whose words fail and, where said, whose apply fails with another exception than the documented one. */
  @SuppressWarnings("unchecked")
  private static Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> pigWithBrokenWords(boolean applyFailsAfterTheEnd) {
    Pig pig = new Pig();
    GameText<Pig.State, Pig.Action, Pig.Event, Pig.State> broken = new GameText<>() {
      @Override public String action(Pig.State s, Pig.Action a) { throw new IndexOutOfBoundsException("Index 3 out of bounds for length 2"); }
      @Override public String event(Pig.Event e) { throw new NullPointerException(); }
      @Override public String view(Pig.State v) { throw new NullPointerException(); }
    };
    return (Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options>) java.lang.reflect.Proxy.newProxyInstance(
        Game.class.getClassLoader(), new Class<?>[] {Game.class}, (proxy, method, args) -> {
          if (method.getName().equals("text")) {
            return broken;
          }
          if (applyFailsAfterTheEnd && method.getName().equals("apply") && pig.isOver((Pig.State) args[0])) {
            throw new NullPointerException("Cannot invoke \"Colour.ordinal()\" because \"colour\" is null");
          }
          try {
            return method.invoke(pig, args);
          } catch (java.lang.reflect.InvocationTargetException e) {
            throw e.getCause();
          }
        });
  }

  /** A Pig game to target 1 that is over after its second action, and one action more. */
  private static SavedGame pigRecordWithAnActionAfterTheEnd(Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options> pig) {
    for (long seed = 0; ; seed++) {
      Pig.State s = pig.setup(new Pig.Options(1), 2, seed);
      s = pig.play(s, new Pig.Action.Roll());
      if (s.turnTotal() > 0) {
        return SavedGame.of(pig, new Pig.Options(1), 2, seed,
            List.of(new Pig.Action.Roll(), new Pig.Action.Hold(), new Pig.Action.Roll()));
      }
    }
  }

  @Test
  void anIllegalRecordedActionWhoseWordsFailIsShownAsJson() {
    var pig = pigWithBrokenWords(false);
    SavedGame saved = pigRecordWithAnActionAfterTheEnd(pig);
    IllegalActionException e = catchThrowableOfType(IllegalActionException.class, () -> saved.replay(pig));
    assertThat(e.getMessage()).isEqualTo("End of game: action 3 of the record ({\"type\":\"Roll\"}) is not legal there: End of game: the game is over");
  }

  @Test
  void anIllegalRecordedActionWhoseRejectionFailsIsStillAnIllegalAction() {
    var pig = pigWithBrokenWords(true);
    SavedGame saved = pigRecordWithAnActionAfterTheEnd(pig);
    IllegalActionException e = catchThrowableOfType(IllegalActionException.class, () -> saved.replay(pig));
    assertThat(e.rule()).isEqualTo("Legal actions");
    assertThat(e.getMessage()).startsWith("Legal actions: action 3 of the record ({\"type\":\"Roll\"}) is not legal there: "
        + "Legal actions: not among the legal actions here (rejecting it failed with NullPointerException: ");
  }

  @Test
  void aMatchRejectsAnActionWhoseRejectionFailsAsAnIllegalAction() {
    var pig = pigWithBrokenWords(true);
    var match = new Match<>(pig, new Pig.Options(1), 2, 0);
    while (!match.isOver()) {
      match.play(match.legalActions().get(match.state().turnTotal() > 0 ? 1 : 0));
    }
    Pig.State before = match.state();
    assertThatThrownBy(() -> match.play(new Pig.Action.Roll())).isInstanceOf(IllegalActionException.class)
        .hasMessageStartingWith("Legal actions: not among the legal actions here");
    assertThat(match.state()).isSameAs(before);
    assertThat(match.history()).hasSizeGreaterThan(1);
    assertThatThrownBy(() -> match.play((Pig.Action) null)).isInstanceOf(NullPointerException.class)
        .hasMessage("action must not be null");
  }

  @Test
  void anEngineFaultOnAListedActionIsNotHidden() {
    Pig pig = new Pig();
    var failing = (Game<Pig.State, Pig.Action, Pig.Event, Pig.State, Pig.Options>) java.lang.reflect.Proxy.newProxyInstance(
        Game.class.getClassLoader(), new Class<?>[] {Game.class}, (proxy, method, args) -> {
          if (method.getName().equals("apply") && args[1] instanceof Pig.Action.Hold) {
            throw new IllegalStateException("engine fault");
          }
          try {
            return method.invoke(pig, args);
          } catch (java.lang.reflect.InvocationTargetException e) {
            throw e.getCause();
          }
        });
    SavedGame saved = SavedGame.of(pig, pig.defaultOptions(), 2, 1, List.of(new Pig.Action.Hold()));
    assertThatThrownBy(() -> saved.replay(failing)).isInstanceOf(IllegalStateException.class).hasMessage("engine fault");
  }
}
