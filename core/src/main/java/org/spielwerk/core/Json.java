package org.spielwerk.core;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.introspect.Annotated;
import com.fasterxml.jackson.databind.introspect.AnnotatedClass;
import com.fasterxml.jackson.databind.introspect.JacksonAnnotationIntrospector;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.type.CollectionLikeType;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.vavr.jackson.datatype.VavrModule;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * JSON for states, views, actions, events, options and saved games.
 *
 * <p>Values are records and Vavr collections. A sealed interface annotated with
 * {@code @JsonTypeInfo(use = NAME, property = "type")} needs no {@code @JsonSubTypes}: its
 * permitted subclasses are found by reflection and named by their simple names. Only record
 * components (fields) are written, so a helper method such as {@code isOver()} never leaks into the
 * JSON; unknown properties are rejected when reading.
 */
public final class Json {
  private static final ObjectMapper MAPPER = create();

  private Json() {}

  /** The shared, fully configured mapper (thread-safe; do not reconfigure it). */
  public static ObjectMapper mapper() {
    return MAPPER;
  }

  /**
   * A new mapper with Spielwerk's configuration, for callers who want to add their own.
   *
   * <p>Reading is strict, so that a UI or a hand-edited file is told rather than guessed at
   * (docs/architecture.md, "Bad input"): a value must have the JSON type of its field. No enum from
   * its ordinal or a digit string, no number or boolean from a string, no fraction into an integer,
   * no boolean from a number, no string from a number or boolean, no {@code null} for a primitive;
   * a duplicate key and anything after the document are errors. All of it is Jackson's own settings.
   */
  public static ObjectMapper create() {
    ObjectMapper mapper = JsonMapper.builder()
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
        .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .build();
    strictCoercions(mapper);
    mapper.registerModule(new VavrModule());
    mapper.registerModule(new SimpleModule("spielwerk-element-paths").setDeserializerModifier(new ElementPaths()));
    mapper.setAnnotationIntrospector(new SealedTypes());
    mapper.setVisibility(PropertyAccessor.ALL, Visibility.NONE);
    mapper.setVisibility(PropertyAccessor.FIELD, Visibility.ANY);
    mapper.setVisibility(PropertyAccessor.CREATOR, Visibility.ANY);
    mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    mapper.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    // A state read from JSON must be whole: a dropped field is an error naming its path, not a
    // NullPointerException somewhere in play. (Explicit nulls stay legal: some components use them,
    // such as a colourless card; validate rejects a null where the rules need a value.)
    mapper.enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);
    mapper.disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);
    return mapper;
  }

  /**
   * Turns off Jackson's coercions between scalar shapes: each logical type reads only its own JSON
   * shape (an enum or a string only from a JSON string, a number only from a JSON number, a
   * boolean only from {@code true}/{@code false}); an empty string is not read as {@code null}.
   */
  private static void strictCoercions(ObjectMapper mapper) {
    CoercionInputShape[] scalars = {CoercionInputShape.Integer, CoercionInputShape.Float, CoercionInputShape.Boolean,
        CoercionInputShape.String, CoercionInputShape.EmptyString};
    for (LogicalType type : new LogicalType[] {LogicalType.Integer, LogicalType.Float, LogicalType.Boolean,
        LogicalType.Textual, LogicalType.Enum}) {
      for (CoercionInputShape shape : scalars) {
        if (!isOwnShape(type, shape)) {
          mapper.coercionConfigFor(type).setCoercion(shape, CoercionAction.Fail);
        }
      }
    }
    mapper.coercionConfigDefaults().setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
  }

  /** The JSON shape a logical type is written as (an integer is also a valid floating-point number). */
  private static boolean isOwnShape(LogicalType type, CoercionInputShape shape) {
    return switch (type) {
      case Integer -> shape == CoercionInputShape.Integer;
      case Float -> shape == CoercionInputShape.Float || shape == CoercionInputShape.Integer;
      case Boolean -> shape == CoercionInputShape.Boolean;
      case Textual, Enum -> shape == CoercionInputShape.String || shape == CoercionInputShape.EmptyString;
      default -> true;
    };
  }

  /** Writes a value as compact JSON. */
  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("cannot write " + value.getClass().getSimpleName() + ": " + e.getMessage(), e);
    }
  }

  /** Writes a value as indented JSON. */
  public static String writePretty(Object value) {
    try {
      return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("cannot write " + value.getClass().getSimpleName() + ": " + e.getMessage(), e);
    }
  }

  /**
   * Reads a value of the given type.
   *
   * @throws InvalidJsonException naming the path of the field at fault
   */
  public static <T> T read(String json, Class<T> type) {
    Require.nonNull(json, "json");
    T value;
    try {
      value = MAPPER.readValue(json, type);
    } catch (JsonProcessingException e) {
      throw invalid(e, type);
    } catch (RuntimeException e) {
      throw new InvalidJsonException("", "not a " + type.getSimpleName() + ": " + e.getMessage(), e);
    }
    return present(value, type);
  }

  /**
   * Converts a JSON tree to a value of the given type.
   *
   * @throws InvalidJsonException naming the path of the field at fault
   */
  public static <T> T fromTree(JsonNode tree, Class<T> type) {
    Require.nonNull(tree, "json");
    T value;
    try {
      value = MAPPER.treeToValue(tree, type);
    } catch (JsonProcessingException e) {
      throw invalid(e, type);
    } catch (RuntimeException e) {
      throw new InvalidJsonException("", "not a " + type.getSimpleName() + ": " + e.getMessage(), e);
    }
    return present(value, type);
  }

  /** A whole document of {@code null} (or a form Jackson reads as nothing) is not a value. */
  private static <T> T present(T value, Class<T> type) {
    if (value == null) {
      throw new InvalidJsonException("", "not a " + type.getSimpleName() + ": null");
    }
    return value;
  }

  /** A Jackson error as an {@link InvalidJsonException} whose path reads like {@code seats[1].coins}. */
  private static InvalidJsonException invalid(JsonProcessingException e, Class<?> type) {
    String path = "";
    if (e instanceof JsonMappingException mapping) {
      StringBuilder at = new StringBuilder();
      for (JsonMappingException.Reference ref : mapping.getPath()) {
        if (ref.getFieldName() != null) {
          at.append(at.isEmpty() ? "" : ".").append(ref.getFieldName());
        } else if (ref.getIndex() >= 0) {
          at.append('[').append(ref.getIndex()).append(']');
        }
      }
      path = at.toString();
    }
    if (e.getCause() instanceof InvalidJsonException inner) {
      // a record's constructor rejected a field (SavedGame's null actions): keep the field in the path
      String full = path.isEmpty() ? inner.path() : inner.path().isEmpty() ? path : path + "." + inner.path();
      String detail = inner.getMessage().substring(inner.path().isEmpty() ? 0 : inner.path().length() + 2);
      return new InvalidJsonException(full, "not a " + type.getSimpleName() + ": " + detail, e);
    }
    String detail = e.getOriginalMessage();
    int newline = detail == null ? -1 : detail.indexOf('\n');
    if (newline >= 0) {
      detail = detail.substring(0, newline);
    }
    if (detail != null) {
      // Jackson quotes a location with its source, which is hidden ("[Source: REDACTED (...); line: 1, ...]"):
      // the line and column are what a reader can use
      detail = SOURCE.matcher(detail).replaceAll("$1");
    }
    java.util.regex.Matcher missing = MISSING_FIELD.matcher(detail == null ? "" : detail);
    if (missing.lookingAt()) {
      // Jackson names the missing field (the path ends with it) and its own setting; a caller needs the field
      detail = "the field '" + missing.group(1) + "' is missing";
    }
    return new InvalidJsonException(path, "not a " + type.getSimpleName() + ": " + detail, e);
  }

  private static final java.util.regex.Pattern SOURCE =
      java.util.regex.Pattern.compile("\\[Source: [^;\\]]*; (line: \\d+, column: \\d+)\\]");

  private static final java.util.regex.Pattern MISSING_FIELD =
      java.util.regex.Pattern.compile("Missing (?:required )?creator property '([^']+)'");

  /** A value as a JSON tree. */
  public static JsonNode toTree(Object value) {
    return MAPPER.valueToTree(value);
  }

  /**
   * Options with some fields replaced, for command lines: each value is read as JSON when it parses
   * ({@code true}, {@code 10}, {@code "x"}, {@code [..]}), otherwise as a string.
   *
   * @throws InvalidSetupException naming the field when it is unknown or its value does not fit
   */
  public static <O> O overrideOptions(O base, Class<O> type, Map<String, String> overrides) {
    ObjectNode tree = (ObjectNode) toTree(base);
    for (Map.Entry<String, String> entry : overrides.entrySet()) {
      String field = entry.getKey();
      if (!tree.has(field)) {
        List<String> known = new ArrayList<>();
        tree.fieldNames().forEachRemaining(known::add);
        throw new InvalidSetupException(field, "unknown option of " + type.getSimpleName() + ", known: " + known);
      }
      JsonNode value;
      try {
        value = MAPPER.readTree(entry.getValue());
      } catch (JsonProcessingException e) {
        value = MAPPER.getNodeFactory().textNode(entry.getValue());
      }
      tree.set(field, value);
    }
    try {
      return MAPPER.treeToValue(tree, type);
    } catch (JsonProcessingException | IllegalArgumentException e) {
      throw new InvalidSetupException(String.join(",", overrides.keySet()), e.getMessage());
    }
  }

  /** Finds the subtypes of sealed types and names them by their simple names. */
  private static final class SealedTypes extends JacksonAnnotationIntrospector {
    @Override
    public List<NamedType> findSubtypes(Annotated annotated) {
      List<NamedType> declared = super.findSubtypes(annotated);
      if (declared != null || !(annotated.getAnnotated() instanceof Class<?> type) || !type.isSealed()) {
        return declared;
      }
      List<NamedType> found = new ArrayList<>();
      collect(type, found);
      return found;
    }

    private static void collect(Class<?> type, List<NamedType> into) {
      for (Class<?> sub : type.getPermittedSubclasses()) {
        if (!sub.isInterface()) {
          // no name here: Jackson asks findTypeName, so a @JsonTypeName is read as it is written
          into.add(new NamedType(sub));
        }
        if (sub.isSealed()) {
          collect(sub, into);
        }
      }
    }

    @Override
    public String findTypeName(AnnotatedClass annotated) {
      String declared = super.findTypeName(annotated);
      return declared != null ? declared : annotated.getRawType().getSimpleName();
    }
  }

  /**
   * Vavr's collection deserializers do not put an element's index into an error's path (Jackson's own
   * do), so a bad coin in the second seat of a {@code Vector} would read {@code seats.coins}; this
   * wrapper adds the index of the element being read when the error passes through the collection.
   */
  private static final class ElementPaths extends BeanDeserializerModifier {
    @Override
    public JsonDeserializer<?> modifyEnumDeserializer(
        DeserializationConfig config, JavaType type, BeanDescription description, JsonDeserializer<?> deserializer) {
      return new ExactEnumNames(deserializer);
    }

    @Override
    public JsonDeserializer<?> modifyCollectionLikeDeserializer(
        DeserializationConfig config, CollectionLikeType type, BeanDescription description, JsonDeserializer<?> deserializer) {
      return type.getRawClass().getName().startsWith("io.vavr.") ? new IndexedElements(deserializer) : deserializer;
    }
  }

  /**
   * Jackson trims an enum's name before looking it up ({@code " PIRATE\u0000"} reads as
   * {@code PIRATE}) and has no setting against it; a name must be given exactly, so one with
   * whitespace or control characters at either end is rejected here.
   */
  private static final class ExactEnumNames extends DelegatingDeserializer {
    ExactEnumNames(JsonDeserializer<?> delegate) {
      super(delegate);
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> delegate) {
      return new ExactEnumNames(delegate);
    }

    @Override
    public Object deserialize(JsonParser parser, DeserializationContext context) throws IOException {
      if (parser.hasToken(JsonToken.VALUE_STRING)) {
        String name = parser.getText();
        if (!name.equals(name.strip()) || !name.equals(name.trim())) {
          return context.handleWeirdStringValue(handledType(), name, "an enum name must be given exactly, without spaces or control characters around it");
        }
      }
      return _delegatee.deserialize(parser, context);
    }
  }

  private static final class IndexedElements extends DelegatingDeserializer {
    IndexedElements(JsonDeserializer<?> delegate) {
      super(delegate);
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> delegate) {
      return new IndexedElements(delegate);
    }

    @Override
    public Object deserialize(JsonParser parser, DeserializationContext context) throws IOException {
      // on the array's opening bracket the parser's context is the array, counting its elements
      JsonStreamContext array = parser.isExpectedStartArrayToken() ? parser.getParsingContext() : null;
      try {
        return _delegatee.deserialize(parser, context);
      } catch (JsonMappingException e) {
        if (array != null && array.inArray() && array.getEntryCount() > 0) {
          e.prependPath(null, array.getEntryCount() - 1);
        }
        throw e;
      }
    }
  }
}
