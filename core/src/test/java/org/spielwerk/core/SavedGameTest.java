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
}
