package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spielwerk.core.pig.Pig;

/**
 * Json reads strictly (issue 19): a value must have the JSON shape of its field, and the document
 * must be one whole value. Each lenient reading Jackson would otherwise make is tried once.
 */
class StrictJsonTest {
  enum Colour { RED, BLUE, GREEN }

  record Sample(Colour colour, String name, int count, long big, boolean open, double share, List<Integer> ints) {}

  private static final String GOOD =
      "{\"colour\":\"BLUE\",\"name\":\"Anna\",\"count\":3,\"big\":4,\"open\":true,\"share\":0.5,\"ints\":[1,2]}";

  private static String with(String field, String json) {
    return GOOD.replaceFirst("\"" + field + "\":(\\[[^]]*]|\"[^\"]*\"|[^,}]*)", "\"" + field + "\":" + json.replace("\\", "\\\\"));
  }

  private static InvalidJsonException rejected(String json) {
    return catchThrowableOfType(InvalidJsonException.class, () -> Json.read(json, Sample.class));
  }

  @Test
  void theWellFormedSampleReads() {
    assertThat(Json.read(GOOD, Sample.class))
        .isEqualTo(new Sample(Colour.BLUE, "Anna", 3, 4, true, 0.5, List.of(1, 2)));
    // an integer is a valid floating-point number in JSON
    assertThat(Json.read(with("share", "2"), Sample.class).share()).isEqualTo(2.0);
  }

  @ParameterizedTest
  @ValueSource(strings = {"1", "0", "\"1\"", "\"7\"", "\" BLUE\"", "\"BLUE \"", "\"BLUE\\u0000\"", "\"blue\"", "\"\"", "true"})
  void anEnumReadsOnlyFromItsExactName(String json) {
    assertThat(rejected(with("colour", json)).path()).isEqualTo("colour");
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"3\"", "1.9", "3.0", "true", "\"\"", "null", "\"0x3\""})
  void anIntReadsOnlyFromAnIntegerNumber(String json) {
    assertThat(rejected(with("count", json)).path()).isEqualTo("count");
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"4\"", "4.5", "false", "null"})
  void aLongReadsOnlyFromAnIntegerNumber(String json) {
    assertThat(rejected(with("big", json)).path()).isEqualTo("big");
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"false\"", "\"true\"", "0", "1", "\"\"", "null"})
  void aBooleanReadsOnlyFromTrueOrFalse(String json) {
    assertThat(rejected(with("open", json)).path()).isEqualTo("open");
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"0.5\"", "true", "null"})
  void aDoubleReadsOnlyFromANumber(String json) {
    assertThat(rejected(with("share", json)).path()).isEqualTo("share");
  }

  @ParameterizedTest
  @ValueSource(strings = {"7", "1.5", "false"})
  void aStringReadsOnlyFromAString(String json) {
    assertThat(rejected(with("name", json)).path()).isEqualTo("name");
  }

  @ParameterizedTest
  @ValueSource(strings = {"[1,\"2\"]", "[1,\"\"]", "[1,2.5]", "[true]"})
  void listElementsAreAsStrict(String json) {
    assertThat(rejected(with("ints", json)).path()).startsWith("ints");
  }

  @Test
  void aDuplicateKeyIsRejected() {
    InvalidJsonException e = rejected("{\"count\":1," + GOOD.substring(1));
    assertThat(e.getMessage()).contains("count");
    assertThatThrownBy(() -> Json.read("{\"target\":3,\"target\":4}", Pig.Options.class))
        .isInstanceOf(InvalidJsonException.class).hasMessageContaining("Duplicate field 'target'");
  }

  @ParameterizedTest
  @ValueSource(strings = {" x", " {}", "]", " 1", "{\"target\":3}"})
  void anythingAfterTheDocumentIsRejected(String trailing) {
    assertThatThrownBy(() -> Json.read("{\"target\":3}" + trailing, Pig.Options.class))
        .isInstanceOf(InvalidJsonException.class);
    assertThat(Json.read("{\"target\":3} \n", Pig.Options.class)).isEqualTo(new Pig.Options(3));
  }

  @Test
  void aTruncatedDocumentIsNamedWithoutJacksonsHiddenSource() {
    String message = rejected(GOOD.substring(0, GOOD.length() - 1)).getMessage();
    assertThat(message).startsWith("not a Sample: Unexpected end-of-input").contains("line: 1, column: 1")
        .doesNotContain("Source").doesNotContain("REDACTED");
  }

  @Test
  void nullIsNoValue() {
    assertThat(catchThrowableOfType(InvalidJsonException.class, () -> Json.read("null", Pig.State.class)).getMessage())
        .isEqualTo("not a State: null");
    assertThatThrownBy(() -> Json.read(" null ", Pig.Action.class)).isInstanceOf(InvalidJsonException.class);
    assertThatThrownBy(() -> Json.fromTree(Json.mapper().nullNode(), Pig.Options.class)).isInstanceOf(InvalidJsonException.class);
    assertThatThrownBy(() -> Json.read("null", Sample.class)).isInstanceOf(InvalidJsonException.class);
  }

  @Test
  void aNullForAPrimitiveNamesItsField() {
    assertThat(rejected(with("count", "null")).getMessage()).startsWith("count: not a Sample: ");
  }

  @Test
  void aTypeTagIsReadExactly() {
    assertThatThrownBy(() -> Json.read("{\"type\":\" Roll\"}", Pig.Action.class)).isInstanceOf(InvalidJsonException.class);
    assertThatThrownBy(() -> Json.read("{\"type\":\"roll\"}", Pig.Action.class)).isInstanceOf(InvalidJsonException.class);
    assertThatThrownBy(() -> Json.read("[\"Roll\"]", Pig.Action.class)).isInstanceOf(InvalidJsonException.class);
    assertThat(Json.read("{\"type\":\"Roll\"}", Pig.Action.class)).isEqualTo(new Pig.Action.Roll());
  }

  @Test
  void numbersInStatesAreStrictToo() {
    String json = Json.write(new Pig().setup(3, 1));
    assertThat(Json.read(json, Pig.State.class)).isEqualTo(new Pig().setup(3, 1));
    assertThat(catchThrowableOfType(InvalidJsonException.class,
        () -> Json.read(json.replace("\"seat\":0", "\"seat\":\"0\""), Pig.State.class)).path()).isEqualTo("seat");
    assertThat(catchThrowableOfType(InvalidJsonException.class,
        () -> Json.read(json.replace("\"scores\":[0,0,0]", "\"scores\":[0,0.5,0]"), Pig.State.class)).path()).isEqualTo("scores[1]");
  }
}
