package org.spielwerk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vavr.collection.Vector;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.pig.Pig;

/**
 * Json's sealed-type discovery and its error paths. The sealed-type tests use a fresh mapper from
 * {@link Json#create()} each time, so that no serializer cached by an earlier test answers for them.
 */
class JsonPathsAndTypesTest {

  // ------------------------------------------------------------ sealed types found by reflection

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  sealed interface Shape permits Circle, Polygon {}

  record Circle(int radius) implements Shape {}

  /** A sealed interface inside a sealed interface: its records are subtypes of Shape too. */
  sealed interface Polygon extends Shape permits Square, Triangle {}

  record Square(int side) implements Polygon {}

  @JsonTypeName("tri")
  record Triangle(int base, int height) implements Polygon {}

  record Drawing(List<Shape> shapes, Vector<Polygon> polygons) {}

  @Test
  void sealedSubtypesAreFoundThroughNestedSealedInterfaces() throws Exception {
    ObjectMapper mapper = Json.create();
    Drawing drawing = new Drawing(List.of(new Circle(1), new Square(2), new Triangle(3, 4)),
        Vector.of(new Square(5), new Triangle(6, 7)));
    String json = mapper.writeValueAsString(drawing);
    assertThat(json).isEqualTo("{\"shapes\":[{\"type\":\"Circle\",\"radius\":1},{\"type\":\"Square\",\"side\":2},"
        + "{\"type\":\"tri\",\"base\":3,\"height\":4}],\"polygons\":[{\"type\":\"Square\",\"side\":5},"
        + "{\"type\":\"tri\",\"base\":6,\"height\":7}]}");
    assertThat(mapper.readValue(json, Drawing.class)).isEqualTo(drawing);
  }

  @Test
  void eachSubtypeIsReadThroughItsSealedParent() throws Exception {
    ObjectMapper mapper = Json.create();
    assertThat(mapper.readValue("{\"type\":\"Square\",\"side\":2}", Shape.class)).isEqualTo(new Square(2));
    assertThat(mapper.readValue("{\"type\":\"Square\",\"side\":2}", Polygon.class)).isEqualTo(new Square(2));
    assertThat(mapper.readValue("{\"type\":\"tri\",\"base\":1,\"height\":2}", Shape.class)).isEqualTo(new Triangle(1, 2));
    assertThat(mapper.readValue("{\"type\":\"Circle\",\"radius\":9}", Shape.class)).isEqualTo(new Circle(9));
    // the intermediate interface is no type of its own, and a @JsonTypeName replaces the simple name
    assertThatThrownBy(() -> mapper.readValue("{\"type\":\"Polygon\"}", Shape.class)).hasMessageContaining("Polygon");
    assertThatThrownBy(() -> mapper.readValue("{\"type\":\"Triangle\",\"base\":1,\"height\":2}", Shape.class))
        .hasMessageContaining("Triangle");
    // a circle is no polygon
    assertThatThrownBy(() -> mapper.readValue("{\"type\":\"Circle\",\"radius\":9}", Polygon.class))
        .hasMessageContaining("Circle");
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  @JsonSubTypes({@JsonSubTypes.Type(value = Heads.class, name = "H")})
  sealed interface Coin permits Heads, Tails {}

  record Heads() implements Coin {}

  record Tails() implements Coin {}

  @Test
  void declaredSubtypesWinOverReflection() throws Exception {
    ObjectMapper mapper = Json.create();
    assertThat(mapper.writerFor(Coin.class).writeValueAsString(new Heads())).isEqualTo("{\"type\":\"H\"}");
    assertThat(mapper.readValue("{\"type\":\"H\"}", Coin.class)).isEqualTo(new Heads());
    // Tails is permitted but not declared, and Heads has its declared name: only the declaration counts
    assertThatThrownBy(() -> mapper.readValue("{\"type\":\"Tails\"}", Coin.class)).hasMessageContaining("Tails");
    assertThatThrownBy(() -> mapper.readValue("{\"type\":\"Heads\"}", Coin.class)).hasMessageContaining("Heads");
  }

  @Test
  void theSharedMapperIsConfiguredLikeANewOne() throws Exception {
    Drawing drawing = new Drawing(List.of(new Circle(1)), Vector.of(new Square(2)));
    assertThat(Json.mapper().writeValueAsString(drawing)).isEqualTo(Json.create().writeValueAsString(drawing));
    assertThat(Json.read(Json.write(drawing), Drawing.class)).isEqualTo(drawing);
    assertThat(Json.fromTree(Json.toTree(drawing), Drawing.class)).isEqualTo(drawing);
    assertThat(Json.writePretty(drawing)).contains("\n").contains("\"radius\" : 1");
  }

  // ------------------------------------------------------------ error paths

  record Seat(String name, int coins, List<Integer> cards) {}

  record Table(List<Seat> seats, Vector<Seat> spare) {}

  private static final String SEAT = "{\"name\":\"a\",\"coins\":1,\"cards\":[1,2]}";

  private static InvalidJsonException readError(String json) {
    InvalidJsonException read = catchThrowableOfType(InvalidJsonException.class, () -> Json.read(json, Table.class));
    assertThat(read).as("Json.read of %s", json).isNotNull();
    InvalidJsonException tree;
    try {
      tree = catchThrowableOfType(InvalidJsonException.class,
          () -> Json.fromTree(Json.mapper().readTree(json), Table.class));
    } catch (RuntimeException e) {
      throw e;
    }
    assertThat(tree).as("Json.fromTree of %s", json).isNotNull();
    assertThat(tree.path()).as("fromTree and read agree").isEqualTo(read.path());
    return read;
  }

  @Test
  void thePathNamesNestedFieldsAndListIndices() {
    InvalidJsonException e = readError("{\"seats\":[" + SEAT + ",{\"name\":\"b\",\"coins\":\"many\",\"cards\":[]}],\"spare\":[]}");
    assertThat(e.path()).isEqualTo("seats[1].coins");
    assertThat(e.getMessage()).startsWith("seats[1].coins: not a Table: ").contains("many");
    assertThat(readError("{\"seats\":[{\"name\":\"b\",\"coins\":\"x\",\"cards\":[]}],\"spare\":[]}").path())
        .isEqualTo("seats[0].coins");
    assertThat(readError("{\"seats\":[" + SEAT + "],\"spare\":[" + SEAT + ",{\"name\":\"b\",\"coins\":1,\"cards\":[3,\"x\"]}]}")
        .path()).isEqualTo("spare[1].cards[1]");
    assertThat(readError("{\"seats\":7,\"spare\":[]}").path()).isEqualTo("seats");
    assertThat(readError("{\"seats\":[],\"spare\":7}").path()).isEqualTo("spare");
    assertThat(readError("{\"seats\":[],\"spare\":[" + SEAT + ",{\"name\":\"b\",\"coins\":[],\"cards\":[]}]}").path())
        .isEqualTo("spare[1].coins");
    assertThat(readError("{\"seats\":[],\"spare\":[{\"name\":\"b\",\"coins\":1,\"cards\":[],\"x\":0}]}").path())
        .isEqualTo("spare[0].x");
  }

  @Test
  void unknownAndMissingFieldsAreNamedOnOneLine() {
    InvalidJsonException unknown = readError("{\"seats\":[{\"name\":\"a\",\"coins\":1,\"cards\":[],\"colour\":2}],\"spare\":[]}");
    assertThat(unknown.path()).isEqualTo("seats[0].colour");
    assertThat(unknown.getMessage()).startsWith("seats[0].colour: not a Table: Unrecognized field \"colour\"")
        .doesNotContain("\n");
    InvalidJsonException missing = readError("{\"seats\":[{\"name\":\"a\",\"cards\":[]}],\"spare\":[]}");
    assertThat(missing.path()).isEqualTo("seats[0].coins");
    assertThat(missing.getMessage()).isEqualTo("seats[0].coins: not a Table: the field 'coins' is missing");
  }

  @Test
  void aFreshMapperIndexesVavrElementsInThePath() {
    // Json.read's shared mapper caches its deserializers; a new one builds them again
    com.fasterxml.jackson.databind.JsonMappingException e = catchThrowableOfType(
        com.fasterxml.jackson.databind.JsonMappingException.class, () -> Json.create().readValue(
            "{\"seats\":[],\"spare\":[" + SEAT + ",{\"name\":\"b\",\"coins\":\"x\",\"cards\":[]}]}", Table.class));
    assertThat(e.getPath()).extracting(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
        .containsExactly("spare", "[1]", "coins");
  }

  record Checked(int low, int high) {
    Checked {
      if (low > high) {
        throw new IllegalArgumentException("low above high\nsecond line");
      }
    }
  }

  @Test
  void onlyTheFirstLineOfAMessageIsKept() {
    InvalidJsonException e = catchThrowableOfType(InvalidJsonException.class,
        () -> Json.read("{\"low\":3,\"high\":1}", Checked.class));
    assertThat(e.getMessage()).startsWith("not a Checked: ").endsWith("low above high").doesNotContain("second line");
  }

  @Test
  void malformedJsonHasAnEmptyPath() {
    InvalidJsonException e = catchThrowableOfType(InvalidJsonException.class, () -> Json.read("{seats: 1}", Table.class));
    assertThat(e.path()).isEmpty();
    assertThat(e.getMessage()).startsWith("not a Table: ");
    assertThatThrownBy(() -> Json.read(null, Table.class)).isInstanceOf(NullPointerException.class)
        .hasMessage("json must not be null");
    assertThatThrownBy(() -> Json.fromTree(null, Table.class)).isInstanceOf(NullPointerException.class)
        .hasMessage("json must not be null");
  }

  @Test
  void theExceptionPrefixesItsPath() {
    InvalidJsonException whole = new InvalidJsonException("", "broken", null);
    assertThat(whole.path()).isEmpty();
    assertThat(whole.getMessage()).isEqualTo("broken");
    InvalidJsonException field = new InvalidJsonException("seats[1].coins", "not a number", null);
    assertThat(field.path()).isEqualTo("seats[1].coins");
    assertThat(field.getMessage()).isEqualTo("seats[1].coins: not a number");
    assertThat(field).isInstanceOf(IllegalArgumentException.class);
  }

  // ------------------------------------------------------------ option overrides

  record Options(int target, boolean fast, String name) {}

  @Test
  void anUnknownOptionListsTheKnownOnes() {
    assertThatThrownBy(() -> Json.overrideOptions(new Options(3, false, "x"), Options.class, Map.of("goal", "12")))
        .isInstanceOf(InvalidSetupException.class)
        .hasMessage("goal: unknown option of Options, known: [target, fast, name]")
        .extracting(e -> ((InvalidSetupException) e).field()).isEqualTo("goal");
  }

  @Test
  void overridesAreReadAsJsonOrElseAsText() {
    Map<String, String> overrides = new LinkedHashMap<>();
    overrides.put("fast", "true");
    overrides.put("name", "plain words");
    overrides.put("target", "12");
    assertThat(Json.overrideOptions(new Options(3, false, "x"), Options.class, overrides))
        .isEqualTo(new Options(12, true, "plain words"));
    assertThat(Json.overrideOptions(new Pig.Options(30), Pig.Options.class, Map.of())).isEqualTo(new Pig.Options(30));
    assertThatThrownBy(() -> Json.overrideOptions(new Options(3, false, "x"), Options.class, Map.of("fast", "maybe")))
        .isInstanceOf(InvalidSetupException.class).hasMessageStartingWith("fast: ");
  }
}
