package org.spielwerk.core;

import com.fasterxml.jackson.annotation.JsonGetter;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.classmate.ResolvedType;
import com.github.victools.jsonschema.generator.CustomDefinition;
import com.github.victools.jsonschema.generator.Option;
import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerationContext;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaKeyword;
import com.github.victools.jsonschema.generator.SchemaVersion;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON Schemas (draft 2020-12) of a game's states, views, actions, events and options, as
 * {@link Json} writes them: records with every component required (a {@code null} where a component
 * may be absent), Vavr sequences and sets as arrays, Vavr maps as objects, {@code Option} as the
 * value or {@code null}, sealed interfaces as one of their records with a {@code type} naming it,
 * and types with a {@code @JsonValue} as what that method returns. The contract validates random
 * games' JSON against them, so they cannot drift from what the engines write.
 *
 * <p>{@code spielwerk schema <game>} writes them to files; docs/architecture.md tells more.
 *
 * <p>The generator ({@code com.github.victools:jsonschema-generator}) is an optional dependency of
 * {@code spielwerk-core} since 0.2.0, so that an application that never asks for a schema does not carry it:
 * one that does declares it next to its game (docs/release.md, "The dependency closure").
 */
public final class JsonSchemas {
  private static final String GENERATOR_CLASS = "com.github.victools.jsonschema.generator.SchemaGenerator";

  private JsonSchemas() {}

  /** The generator, built on first use; a holder class, so that JsonSchemas loads without the library. */
  private static final class Generator {
    static final SchemaGenerator INSTANCE = generator();
  }

  /**
   * The schema of values of one type.
   *
   * @throws UnsupportedOperationException when the optional schema generator is not on the class path, naming
   *     the artifact to add
   */
  public static ObjectNode of(Class<?> type) {
    requireGenerator();
    ObjectNode schema = Generator.INSTANCE.generateSchema(type);
    if (writesFormat(type)) {
      formatted(schema);
    }
    return schema;
  }

  /** A record that writes a {@code "format"} besides its components (a state, a saved game: {@link Formats}). */
  private static boolean writesFormat(Class<?> type) {
    for (Method method : type.getDeclaredMethods()) {
      JsonGetter getter = method.getAnnotation(JsonGetter.class);
      if (getter != null && getter.value().equals("format")) {
        return true;
      }
    }
    return false;
  }

  /** The {@code format} field: optional (absent reads as 1), an integer from 1 up. */
  private static void formatted(ObjectNode schema) {
    ObjectNode properties = schema.has("properties") ? (ObjectNode) schema.get("properties") : schema.putObject("properties");
    ObjectNode format = schema.objectNode();
    format.put("type", "integer");
    format.put("minimum", 1);
    format.put("description", "the format this JSON is written in; absent means 1 (see Formats)");
    ObjectNode ordered = schema.objectNode();
    ordered.set("format", format);
    ordered.setAll(properties);
    schema.set("properties", ordered);
  }

  /** The schemas of a game's values, by name: {@code state}, {@code view}, {@code action}, {@code event}, {@code options}. */
  public static Map<String, ObjectNode> of(Game<?, ?, ?, ?, ?> game) {
    Game.Types<?, ?, ?, ?, ?> types = game.types();
    Map<String, ObjectNode> schemas = new LinkedHashMap<>();
    schemas.put("state", titled(of(types.state()), game, "state"));
    schemas.put("view", titled(of(types.view()), game, "view"));
    schemas.put("action", titled(of(types.action()), game, "action"));
    schemas.put("event", titled(of(types.event()), game, "event"));
    schemas.put("options", titled(of(types.options()), game, "options"));
    return schemas;
  }

  private static ObjectNode titled(ObjectNode schema, Game<?, ?, ?, ?, ?> game, String what) {
    schema.put("title", game.info().name() + ": " + what);
    schema.put("$id", "https://spielwerk.org/schema/" + game.info().id() + "/" + what + ".json");
    return schema;
  }

  /** A clear error instead of a {@code NoClassDefFoundError} when the optional generator is missing. */
  private static void requireGenerator() {
    try {
      Class.forName(GENERATOR_CLASS, false, JsonSchemas.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new UnsupportedOperationException("JSON Schemas need com.github.victools:jsonschema-generator on the"
          + " class path, an optional dependency of spielwerk-core: declare it next to the game (docs/release.md)", e);
    }
  }

  private static SchemaGenerator generator() {
    SchemaGeneratorConfigBuilder builder = new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12, OptionPreset.PLAIN_JSON)
        .with(Option.NONPUBLIC_NONSTATIC_FIELDS_WITHOUT_GETTERS, Option.NONPUBLIC_NONSTATIC_FIELDS_WITH_GETTERS,
            Option.DEFINITIONS_FOR_ALL_OBJECTS)
        .without(Option.NONSTATIC_NONVOID_NONGETTER_METHODS, Option.GETTER_METHODS, Option.STATIC_METHODS,
            Option.PUBLIC_STATIC_FIELDS, Option.NONPUBLIC_STATIC_FIELDS, Option.TRANSIENT_FIELDS);
    // Json reads a record only with every component present; explicit nulls are read (validate judges them)
    builder.forFields().withRequiredCheck(field -> true);
    builder.forFields().withNullableCheck(field -> !field.getType().getErasedType().isPrimitive());
    builder.forFields().withIgnoreCheck(field -> field.isStatic() || field.isTransient()
        || field.getDeclaringType().getErasedType().isEnum());
    builder.forTypesInGeneral().withCustomDefinitionProvider(JsonSchemas::define);
    return new SchemaGenerator(builder.build());
  }

  /** The shapes the generator cannot see from the fields: Vavr, {@code @JsonValue}, sealed types. */
  private static CustomDefinition define(ResolvedType type, SchemaGenerationContext context) {
    Class<?> raw = type.getErasedType();
    if (io.vavr.collection.Map.class.isAssignableFrom(raw)) {
      ObjectNode node = context.getGeneratorConfig().createObjectNode();
      node.put(context.getKeyword(SchemaKeyword.TAG_TYPE), "object");
      node.set(context.getKeyword(SchemaKeyword.TAG_ADDITIONAL_PROPERTIES),
          context.createStandardDefinitionReference(parameter(context, type, io.vavr.collection.Map.class, 1), null));
      return new CustomDefinition(node, CustomDefinition.DefinitionType.INLINE, CustomDefinition.AttributeInclusion.NO);
    }
    if (io.vavr.collection.Traversable.class.isAssignableFrom(raw) && !io.vavr.control.Option.class.isAssignableFrom(raw)) {
      ObjectNode node = context.getGeneratorConfig().createObjectNode();
      node.put(context.getKeyword(SchemaKeyword.TAG_TYPE), "array");
      node.set(context.getKeyword(SchemaKeyword.TAG_ITEMS),
          context.createStandardDefinitionReference(parameter(context, type, io.vavr.collection.Traversable.class, 0), null));
      return new CustomDefinition(node, CustomDefinition.DefinitionType.INLINE, CustomDefinition.AttributeInclusion.NO);
    }
    if (io.vavr.control.Option.class.isAssignableFrom(raw)) {
      ObjectNode node = context.getGeneratorConfig().createObjectNode();
      ArrayNode anyOf = node.putArray(context.getKeyword(SchemaKeyword.TAG_ANYOF));
      anyOf.addObject().put(context.getKeyword(SchemaKeyword.TAG_TYPE), "null");
      anyOf.add(context.createStandardDefinitionReference(parameter(context, type, io.vavr.control.Option.class, 0), null));
      return new CustomDefinition(node, CustomDefinition.DefinitionType.INLINE, CustomDefinition.AttributeInclusion.NO);
    }
    Method value = jsonValue(raw);
    if (value != null) {
      ResolvedType returned = context.getTypeContext().resolve(value.getGenericReturnType());
      return new CustomDefinition(context.createStandardDefinitionReference(returned, null),
          CustomDefinition.DefinitionType.INLINE, CustomDefinition.AttributeInclusion.NO);
    }
    if (raw.isSealed() && raw.isInterface()) {
      JsonTypeInfo info = typeInfo(raw);
      ObjectNode node = context.getGeneratorConfig().createObjectNode();
      ArrayNode oneOf = node.putArray(context.getKeyword(SchemaKeyword.TAG_ONEOF));
      for (Class<?> sub : records(raw)) {
        ObjectNode ref = context.createStandardDefinitionReference(context.getTypeContext().resolve(sub), null);
        if (info == null) {
          oneOf.add(ref);
          continue;
        }
        ObjectNode option = oneOf.addObject();
        ArrayNode allOf = option.putArray(context.getKeyword(SchemaKeyword.TAG_ALLOF));
        allOf.add(ref);
        ObjectNode tag = allOf.addObject();
        tag.putObject(context.getKeyword(SchemaKeyword.TAG_PROPERTIES)).putObject(info.property())
            .put(context.getKeyword(SchemaKeyword.TAG_CONST), sub.getSimpleName());
        tag.putArray(context.getKeyword(SchemaKeyword.TAG_REQUIRED)).add(info.property());
      }
      return new CustomDefinition(node, CustomDefinition.DefinitionType.STANDARD, CustomDefinition.AttributeInclusion.NO);
    }
    return null;
  }

  private static ResolvedType parameter(SchemaGenerationContext context, ResolvedType type, Class<?> of, int index) {
    ResolvedType resolved = context.getTypeContext().getTypeParameterFor(type, of, index);
    return resolved != null ? resolved : context.getTypeContext().resolve(Object.class);
  }

  private static Method jsonValue(Class<?> raw) {
    for (Method method : raw.getDeclaredMethods()) {
      if (method.isAnnotationPresent(JsonValue.class) && !Modifier.isStatic(method.getModifiers())) {
        return method;
      }
    }
    return null;
  }

  private static JsonTypeInfo typeInfo(Class<?> raw) {
    JsonTypeInfo info = raw.getAnnotation(JsonTypeInfo.class);
    if (info != null) {
      return info;
    }
    for (Class<?> parent : raw.getInterfaces()) {
      info = typeInfo(parent);
      if (info != null) {
        return info;
      }
    }
    return null;
  }

  /** The concrete permitted subclasses of a sealed type, through nested sealed interfaces. */
  private static List<Class<?>> records(Class<?> sealed) {
    List<Class<?>> found = new ArrayList<>();
    for (Class<?> sub : sealed.getPermittedSubclasses()) {
      if (sub.isInterface() && sub.isSealed()) {
        found.addAll(records(sub));
      } else if (!sub.isInterface()) {
        found.add(sub);
      }
    }
    return found;
  }
}
