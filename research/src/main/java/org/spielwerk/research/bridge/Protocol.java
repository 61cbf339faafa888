package org.spielwerk.research.bridge;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.Json;

/**
 * The bridge's protocol as types: one record per request ({@link Request}, named by its {@code cmd}) and one per
 * successful response, plus {@link ErrorResponse}, each component named as on the wire. A component marked
 * {@link Omittable} may be left out of the line (the bridge then takes its default); every other one is always
 * there. {@link ProtocolSchema} generates the protocol's JSON Schema from these records (with core's
 * {@code JsonSchemas}); the Python package's tests validate what it sends and receives against it, and the bridge's
 * tests validate the bridge's answers, so neither side can drift from the records. The protocol is described in
 * docs/research.md ("The bridge").
 *
 * <p>Fields typed {@link JsonNode} carry an engine value whose shape is the game's own (an action, a view, a state,
 * options): the games' schemas ({@code spielwerk schema}) describe those.
 *
 * @since 0.2.0
 */
public final class Protocol {
  private Protocol() {}

  /**
   * Core's strict mapper (no coercions, no unknown fields, no null for a primitive), except that a component may be
   * absent from the JSON (an {@link Omittable} one is; the schema says which must be there), and nulls are left out
   * when writing, as the bridge never sends them.
   */
  private static final ObjectMapper WIRE = Json.create()
      .disable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
      .setSerializationInclusion(JsonInclude.Include.NON_NULL);

  /**
   * Reads one request's fields (without {@code cmd} and {@code id}) or one response as its record.
   *
   * @throws org.spielwerk.core.InvalidJsonException when a field is unknown or of the wrong JSON type
   */
  public static <T extends Record> T read(JsonNode fields, Class<T> type) {
    try {
      return WIRE.treeToValue(fields, type);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new org.spielwerk.core.InvalidJsonException(type.getSimpleName(), e.getOriginalMessage(), e);
    }
  }

  /** A request's fields or a response as the line carries them: absent components (null) are left out. */
  public static ObjectNode write(Record value) {
    return WIRE.valueToTree(value);
  }

  /** A request or response field that may be absent from the line. */
  @Retention(RetentionPolicy.RUNTIME)
  @Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
  public @interface Omittable {}

  /** A list field whose items may be null (the games still running in a batch's {@code finished}). */
  @Retention(RetentionPolicy.RUNTIME)
  @Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
  public @interface NullItems {}

  /** A request: its record's {@link #command} is the {@code cmd} on the wire. */
  public sealed interface Request permits Games, Stats, New, Load, Status, Legal, Apply, Step, Batch, Reset, View,
      Observation, Layout, Resample, Clone, Act, Render, State, Saved, Close, CloseAll, NewPool, PoolReset, PoolStep,
      PoolClose, Quit {}

  /** Every game: id, name, seats, presets and whether it has a research encoding. */
  public record Games() implements Request {}

  /** How many games and encoders are open. */
  public record Stats() implements Request {}

  /** Deals a new game ({@code cmd} {@code new}); answered with {@link Opened}. */
  public record New(String game, @Omittable Integer players, @Omittable Long seed, @Omittable String preset,
      @Omittable JsonNode options, @Omittable Boolean observe) implements Request {}

  /** Opens a position from exactly one of a saved game, a state or a seat's view (dealt with {@code seed}). */
  public record Load(String game, @Omittable JsonNode saved, @Omittable JsonNode state, @Omittable JsonNode view,
      @Omittable Long seed, @Omittable Boolean observe) implements Request {}

  public record Status(int handle) implements Request {}

  public record Legal(int handle, @Omittable String locale) implements Request {}

  /** Plays the action named by exactly one of {@code index}, {@code code} or {@code action}. */
  public record Apply(int handle, @Omittable Integer index, @Omittable Integer code, @Omittable JsonNode action,
      @Omittable Boolean events, @Omittable Boolean observe, @Omittable String locale) implements Request {}

  /** As {@link Apply}, with events off and the frame on by default. */
  public record Step(int handle, @Omittable Integer index, @Omittable Integer code, @Omittable JsonNode action,
      @Omittable Boolean events, @Omittable Boolean observe, @Omittable String locale) implements Request {}

  /** Steps N games at once by exactly one of {@code codes} or {@code indices}. */
  public record Batch(List<Integer> handles, @Omittable List<Integer> codes, @Omittable List<Integer> indices,
      @Omittable Boolean observe, @Omittable Boolean binary, @Omittable Boolean autoreset, @Omittable Long seed)
      implements Request {}

  public record Reset(List<Integer> handles, List<Long> seeds, @Omittable Boolean observe, @Omittable Boolean binary)
      implements Request {}

  public record View(int handle, int seat) implements Request {}

  public record Observation(int handle, int seat, @Omittable Boolean binary) implements Request {}

  public record Layout(int handle) implements Request {}

  public record Resample(int handle, int seat, @Omittable Long seed, @Omittable Boolean observe) implements Request {}

  public record Clone(int handle, @Omittable Boolean observe) implements Request {}

  /** An agent's choice, not played; the agent decides from the view of the seat to move. */
  public record Act(int handle, String agent, @Omittable Long seed, @Omittable String locale) implements Request {}

  public record Render(int handle, @Omittable Integer seat, @Omittable String locale) implements Request {}

  public record State(int handle) implements Request {}

  public record Saved(int handle) implements Request {}

  public record Close(int handle) implements Request {}

  public record CloseAll(List<Integer> handles) implements Request {}

  /**
   * A batched pool over a memory-mapped file ({@code cmd} {@code pool}); with {@code opponents} (agent specs,
   * one for all other seats or one per seat) the library's agents play every seat but the learner's
   * ({@code seat}; absent: rotated by the deal's seed).
   */
  public record NewPool(String game, @Omittable Integer players, @Omittable String preset, @Omittable JsonNode options,
      int n, String path, @Omittable Boolean factored, @Omittable List<String> opponents, @Omittable Integer seat)
      implements Request {}

  public record PoolReset(int pool, @Omittable Long seed) implements Request {}

  public record PoolStep(int pool) implements Request {}

  public record PoolClose(int pool) implements Request {}

  public record Quit() implements Request {}

  /** The {@code cmd} of a request record: its name with a small first letter ({@code pool} for {@link NewPool}). */
  public static String command(Class<? extends Request> type) {
    if (type == NewPool.class) {
      return "pool";
    }
    String name = type.getSimpleName();
    return Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }

  /** The request records, in the order of the protocol's table (docs/research.md). */
  public static List<Class<? extends Request>> requests() {
    List<Class<? extends Request>> all = new java.util.ArrayList<>();
    for (Class<?> c : Request.class.getPermittedSubclasses()) {
      all.add(c.asSubclass(Request.class));
    }
    return List.copyOf(all);
  }

  // -- responses: every successful one has "ok": true and repeats the request's "id" where it had one --------------

  /** The end of a game: each seat's score and place (1 the best), and the winners' seats. */
  public record Finished(List<Integer> scores, List<Integer> ranks, List<Integer> winners) {}

  /** A game as {@code games} lists it. */
  public record GameEntry(String id, String name, int minPlayers, int maxPlayers, int maxActions, List<String> presets,
      boolean encoded) {}

  public record GamesAnswer(boolean ok, @Omittable JsonNode id, List<GameEntry> games) {}

  public record StatsAnswer(boolean ok, @Omittable JsonNode id, int open, int encoders) {}

  /**
   * A game opened by {@code new}, {@code load}, {@code resample} or {@code clone}: its handle, table and status;
   * with {@code observe} the seat to move's frame ({@code obs}: base64 float32, {@code legal}: base64 int32) unless
   * the game is over. {@code actionCount} and {@code observationSize} only for a game with a research encoding.
   */
  public record Opened(boolean ok, @Omittable JsonNode id, int handle, String game, int players, long seed,
      JsonNode options, @Omittable Integer actionCount, @Omittable Integer observationSize, int toMove,
      @Omittable Finished finished, @Omittable String obs, @Omittable String legal) {}

  /** {@code toMove} is -1 once the game is over, and then {@code finished} is there. */
  public record StatusAnswer(boolean ok, @Omittable JsonNode id, int toMove, @Omittable Finished finished) {}

  /** A legal action: its codec id (where encoded), JSON, words and menu group (where the game splits a menu). */
  public record LegalAction(@Omittable Integer code, JsonNode action, String text, @Omittable String group) {}

  public record LegalAnswer(boolean ok, @Omittable JsonNode id, List<LegalAction> actions) {}

  /** An event one seat may see, with its words. */
  public record SeenEvent(JsonNode event, String text) {}

  /** {@code apply} and {@code step}: {@code events[seat]} with events, the status, and with observe the frame. */
  public record Played(boolean ok, @Omittable JsonNode id, @Omittable List<List<SeenEvent>> events, int toMove,
      @Omittable Finished finished, @Omittable String obs, @Omittable String legal) {}

  public record ViewAnswer(boolean ok, @Omittable JsonNode id, JsonNode view) {}

  /** The observation as numbers, or with {@code binary} as a base64 float32 frame ({@code obs}). */
  public record ObservationAnswer(boolean ok, @Omittable JsonNode id, @Omittable List<Double> observation,
      @Omittable String obs) {}

  public record Slice(String name, int offset, int length) {}

  public record ActionBlock(String name, int offset, int size, List<Integer> radices) {}

  public record LayoutAnswer(boolean ok, @Omittable JsonNode id, List<Slice> layout, int actionCount,
      List<ActionBlock> actions) {}

  /** An agent's choice: its position in {@code legal}, codec id (where encoded), JSON and words. */
  public record ActAnswer(boolean ok, @Omittable JsonNode id, int index, @Omittable Integer code, JsonNode action,
      String text) {}

  public record RenderAnswer(boolean ok, @Omittable JsonNode id, String text, List<String> legend) {}

  public record StateAnswer(boolean ok, @Omittable JsonNode id, JsonNode state) {}

  /** The saved game (game, options, players, seed, actions), in core's {@code SavedGame} form. */
  public record SavedAnswer(boolean ok, @Omittable JsonNode id, JsonNode saved) {}

  /** An answer with nothing but {@code ok}: {@code close}, {@code closeAll}, {@code poolReset}, {@code poolClose}. */
  public record Done(boolean ok, @Omittable JsonNode id) {}

  /** A game of a binary batch that ended in it ({@code at}: its index), with its outcome. */
  public record EndedAt(int at, List<Integer> scores, List<Integer> ranks, List<Integer> winners) {}

  /**
   * The frames of N games ({@code batch}, {@code reset}). Text: {@code toMove}, {@code finished} (null or the
   * outcome, per game), {@code counts}, {@code legal} (base64 int32, concatenated) and with observe {@code obs}.
   * Binary: {@code frame} (the byte length of the frame that follows the line), {@code legalCount} and
   * {@code ended}. {@code resets} with autoreset.
   */
  public record Frames(boolean ok, @Omittable JsonNode id, int observationSize, @Omittable List<Integer> toMove,
      @Omittable @NullItems List<Finished> finished, @Omittable List<Integer> counts, @Omittable String legal,
      @Omittable String obs, @Omittable Integer frame, @Omittable Integer legalCount, @Omittable List<EndedAt> ended,
      @Omittable Integer resets) {}

  public record PoolOpened(boolean ok, @Omittable JsonNode id, int pool, int n, int players, int observationSize,
      int ids, long bytes, String game) {}

  /** One step of a pool: engine actions completed, and the games that ended (dealt anew). */
  public record PoolStepped(boolean ok, @Omittable JsonNode id, long played, List<Integer> ended) {}

  public record Bye(boolean ok, @Omittable JsonNode id, boolean bye) {}

  /**
   * A refused request ({@code ok} false): {@code error} the whole message for people; {@code kind} the Java
   * exception's simple name; {@code field} the request or value field at fault and {@code rule} the rule an illegal
   * action breaks, each only where known, so a client never parses them out of the message; {@code at} the game of
   * a batch or pool that failed.
   */
  public record ErrorResponse(boolean ok, @Omittable JsonNode id, String error, String kind, @Omittable String field,
      @Omittable String rule, @Omittable Integer at) {}

  /** The successful answer of each request that has more than {@code ok} (the others answer {@link Done}). */
  private static final Map<Class<? extends Request>, Class<? extends Record>> ANSWERS = Map.ofEntries(
      Map.entry(Games.class, GamesAnswer.class), Map.entry(Stats.class, StatsAnswer.class),
      Map.entry(New.class, Opened.class), Map.entry(Load.class, Opened.class),
      Map.entry(Resample.class, Opened.class), Map.entry(Clone.class, Opened.class),
      Map.entry(Status.class, StatusAnswer.class), Map.entry(Legal.class, LegalAnswer.class),
      Map.entry(Apply.class, Played.class), Map.entry(Step.class, Played.class),
      Map.entry(Batch.class, Frames.class), Map.entry(Reset.class, Frames.class),
      Map.entry(View.class, ViewAnswer.class), Map.entry(Observation.class, ObservationAnswer.class),
      Map.entry(Layout.class, LayoutAnswer.class), Map.entry(Act.class, ActAnswer.class),
      Map.entry(Render.class, RenderAnswer.class), Map.entry(State.class, StateAnswer.class),
      Map.entry(Saved.class, SavedAnswer.class), Map.entry(NewPool.class, PoolOpened.class),
      Map.entry(PoolStep.class, PoolStepped.class), Map.entry(Quit.class, Bye.class));

  /** The answer record of a request record (the successful one; any request may be refused instead). */
  public static Class<? extends Record> answerTo(Class<? extends Request> request) {
    return ANSWERS.getOrDefault(request, Done.class); // close, closeAll, poolReset, poolClose: only ok
  }
}
