package org.spielwerk.core.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spielwerk.core.Agent;
import org.spielwerk.core.Formats;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GreedyAgent;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.InvalidJsonException;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;
import org.spielwerk.core.Listing;
import org.spielwerk.core.RandomAgent;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.SavedGame;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * The contract every Spielwerk game passes (docs/architecture.md, "The contract: core's test jar"), as one
 * abstract JUnit 5 suite of seeded, reproducible generated cases. A game module extends it with its game, a
 * random option generator, its invariants and a generator of plausible actions; each property then plays
 * games from generated options, player counts and seeds. Each property is tested here once: a game module
 * keeps only its named regressions (a position or a finding, as a scenario test), not a copy of a property.
 *
 * <ol>
 *   <li>termination within {@code info().maxActions()};
 *   <li>every listed action applies; the list is non-empty and duplicate-free until the end, and
 *       {@code status} agrees with it;
 *   <li>a plausible action that is not listed is rejected with {@link IllegalActionException} naming a rule;
 *   <li>determinism: the same seed and actions give equal states and equal events, and no state changes
 *       after {@code apply} returned it;
 *   <li>JSON round trip of options, states, views, actions and events; a state's JSON starts with its format;
 *   <li>no leaks: {@code view(resample(s, seat, x), seat).equals(view(s, seat))}; the seat to move keeps
 *       its choices; resampled positions keep every invariant and stay playable (a seat to move always has
 *       a legal action);
 *   <li>the game's own invariants after every step;
 *   <li>strictness: seats outside the table and {@code null} arguments are rejected with the same
 *       exception and words in every game ({@link org.spielwerk.core.Require}), bad player counts
 *       with {@link InvalidSetupException};
 *   <li>fuzzing: mutated JSON states ({@link JsonFuzz}, the contract's one mutator) are rejected when read
 *       ({@link InvalidJsonException}) or by {@code validate} ({@link InvalidPositionException}), or else
 *       play to the end within the bound, with a legal action for every seat to move, the first steps
 *       validated; mutated actions are rejected with {@link IllegalActionException} unless they are legal;
 *   <li>loaded positions play like dealt ones: a position written to JSON and read back lists the
 *       same actions and gives the same steps;
 *   <li>breadth: the generated options give every option field each of its values (every enum
 *       constant, both booleans, at least two values of anything else, nested records likewise);
 *   <li>schema: the JSON of options, states, views, actions and events is valid under the game's
 *       JSON Schemas ({@link org.spielwerk.core.JsonSchemas});
 *   <li>resampling from a view: {@code resampleFromView(view(s, seat), x)} shows the seat the same
 *       view, keeps whose move it is and the choices of the seat to move, passes {@code validate} and the
 *       invariants, and plays on;
 *   <li>texts: every action, event and view reads in English and German, without raw record text,
 *       and each kind reads differently in German; other languages fall back to English;
 *   <li>the fast path: {@code play(s, a)} and {@code playListed(Listing.of(game, s), i)} equal
 *       {@code apply(s, a).state()} at every step of property 1; {@code play} also after fuzzed positions,
 *       rejects alike, and a bot game played with {@code play} replays through {@code apply};
 *   <li>fuzzed views: a true view read back is accepted by {@code resampleFromView}; a mutated one is
 *       rejected with an {@link IllegalArgumentException} or deals a position that validates and shows some
 *       seat exactly that view;
 *   <li>strict JSON: lenient shapes (ordinals, digit strings, padded names, duplicate keys, trailing
 *       tokens, ...) are rejected or read as exactly what they say;
 *   <li>absurdly long lists are rejected when read or by {@code validate};
 *   <li>validate implies resampleFromView: for every position {@code validate} accepts (true ones and
 *       mutated ones), every seat's view is accepted by {@code resampleFromView} and deals a position that
 *       validates, has the same seats and seat to move, and shows that seat exactly that view;
 *   <li>action fields: every kind of action met, with each field (at any depth) {@code null} or out of
 *       range, is rejected when read or by {@code apply} and {@code play} alike naming a rule, or is legal;
 *   <li>seats: {@link Game#seats} and {@link Game#seatsOfView} give the player count of the setup.
 * </ol>
 *
 * <p>Every run plays each of {@link #fixedOptions()} (by default every preset) with every player
 * count, plus random cases whose number scales with {@link #effort()}; the costlier properties (16, 18, 19,
 * 20 and the bot games of 15) play random cases only. A case has a key such as {@code r:1f3a...} or
 * {@code p2x3:77c0...}; a failure names it, and {@code -Dcontract.case=<key>} reruns just that case in
 * every property. {@code -Dcontract.seed=N} draws other cases (the default seed is fixed, so CI is
 * reproducible), and {@code -Dcontract.effort=F} multiplies the number of random cases. A property that
 * filters what it checks (fuzz, view fuzz, 19, 20) counts what it checked and prints the figures
 * ({@code contract fuzz, <game>: ...}); each case of 19 checks at least one true position.
 */
public abstract class GameContract<S, A, E extends GameEvent, V, O> {

  /** The game under test. */
  protected abstract Game<S, A, E, V, O> game();

  /**
   * A random option set. Across many calls it must give every option field each of its values
   * (every enum constant, both booleans, a replaced components table, ...): the contract checks it.
   */
  protected abstract O randomOptions(RandomSource random);

  /** Options played exactly in every run, with every player count: by default every preset. */
  protected List<O> fixedOptions() {
    return List.copyOf(new LinkedHashSet<>(game().presets().values()));
  }

  /** A player count for a random case; by default uniform over the game's range. */
  protected int randomPlayers(RandomSource random) {
    return random.nextInt(game().info().minPlayers(), game().info().maxPlayers());
  }

  /**
   * The game's own invariants (component integrity, conservation, non-negative counters, scores
   * equal to their parts); throws an {@link AssertionError} naming what broke.
   */
  protected abstract void checkInvariants(S state);

  /**
   * Actions of every kind with arguments that may or may not be legal in {@code state}; those not
   * in {@code legalActions(state)} must be rejected. Include the near misses (one card too many, a
   * card that is not there, a colour already held).
   */
  protected abstract List<A> plausibleActions(S state);

  /**
   * The game's invariants of a transition, checked after every action of the playout property: for
   * example that the events account for every coin that moved, or that a counter never goes down.
   * Throws an {@link AssertionError} naming what broke. None by default.
   */
  protected void checkStep(S before, A action, Step<S, E> step) {}

  /**
   * How much of the contract's default work to do, as a factor: 1.0 plays 1,000 random cases for
   * the playout property, 300 for rejection, 200 each for determinism, resampling and fuzzing, 150 for
   * validate-implies-resample, 100 each for loaded positions and resampling from a view, 60 for fuzzed views, 40 for
   * JSON, 30 for action fields, 20 each for seats and nulls, the schema, strict JSON, texts and seat counts,
   * 10 bot games and 3 long lists (each case one game with its own options, player count and seeds), on top
   * of the fixed options for the properties that play them. A game whose playouts are slow
   * lowers it to keep the module's test run short; a fast game may raise it.
   */
  protected double effort() {
    return 1.0;
  }

  /**
   * One generated game.
   *
   * @param key names the case for a rerun with {@code -Dcontract.case=<key>}
   */
  public record Case<O>(String key, O options, int players, long seed, long agentSeed) {
    @Override
    public String toString() {
      return key + " (" + players + " players)";
    }
  }

  // ---------------------------------------------------------------- the generated cases

  private static final String CASE = System.getProperty("contract.case", "").trim();
  private static final long RUN_SEED = Long.decode(System.getProperty("contract.seed", "0x5eed"));
  private static final double RUN_EFFORT = Double.parseDouble(System.getProperty("contract.effort", "1"));

  /** The case a key names. */
  public Case<O> caseOf(String key) {
    int colon = key.indexOf(':');
    if (colon < 0) {
      throw new IllegalArgumentException("a case key looks like r:1f3a or p2x3:77c0, not " + key);
    }
    String kind = key.substring(0, colon);
    RandomSource random = new RandomSource(Long.parseUnsignedLong(key.substring(colon + 1), 16));
    if (kind.equals("r")) {
      O options = randomOptions(random);
      int players = randomPlayers(random);
      return new Case<>(key, options, players, random.nextLong(), random.nextLong());
    }
    int x = kind.indexOf('x');
    int index = Integer.parseInt(kind.substring(1, x));
    int players = Integer.parseInt(kind.substring(x + 1));
    return new Case<>(key, fixedOptions().get(index), players, random.nextLong(), random.nextLong());
  }

  /** The cases of one property: the fixed options with every player count, then random ones. */
  List<Case<O>> cases(String property, int randomCount) {
    return cases(property, randomCount, true);
  }

  /**
   * The cases of one property: random ones, after the fixed options with every player count when
   * {@code withFixed} (a costly property plays only random cases).
   */
  List<Case<O>> cases(String property, int randomCount, boolean withFixed) {
    if (!CASE.isEmpty()) {
      return List.of(caseOf(CASE));
    }
    RandomSource seeds = new RandomSource(RUN_SEED ^ (long) property.hashCode() * 0x9E3779B97F4A7C15L);
    List<Case<O>> cases = new ArrayList<>();
    List<O> fixed = withFixed ? fixedOptions() : List.of();
    for (int i = 0; i < fixed.size(); i++) {
      for (int p = game().info().minPlayers(); p <= game().info().maxPlayers(); p++) {
        cases.add(caseOf("p" + i + "x" + p + ":" + Long.toHexString(seeds.nextLong())));
      }
    }
    int count = Math.max(1, (int) Math.round(randomCount * effort() * RUN_EFFORT));
    for (int i = 0; i < count; i++) {
      cases.add(caseOf("r:" + Long.toHexString(seeds.nextLong())));
    }
    return cases;
  }

  private Stream<DynamicTest> tests(String property, int randomCount, Consumer<Case<O>> check) {
    return tests(property, randomCount, true, check);
  }

  private Stream<DynamicTest> tests(String property, int randomCount, boolean withFixed, Consumer<Case<O>> check) {
    return cases(property, randomCount, withFixed).stream()
        .map(c -> DynamicTest.dynamicTest(c.toString(), () -> check.accept(c)));
  }

  /**
   * The cases' tests; the one that finishes last prints the figures they counted (the cases run
   * concurrently, so a test after them could print before they are done).
   */
  private Stream<DynamicTest> testsThenFigures(List<Case<O>> cases, Consumer<Case<O>> check,
                                               java.util.function.Supplier<String> figures) {
    java.util.concurrent.atomic.AtomicInteger left = new java.util.concurrent.atomic.AtomicInteger(cases.size());
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
      try {
        check.accept(c);
      } finally {
        if (left.decrementAndGet() == 0) {
          System.out.println(figures.get());
        }
      }
    }));
  }

  private String where(Case<O> c, int played) {
    // the key rebuilds the options; -Dcontract.case=<key> reruns the case
    return "[" + game().info().id() + " case " + c.key() + ", " + c.players() + " players, after " + played + " actions] ";
  }

  // ---------------------------------------------------------------- 1, 2, 7: random playouts

  /** Contract 1, 2 and 7: random playouts end in time, legal actions apply, invariants hold. */
  @TestFactory
  Stream<DynamicTest> randomPlayoutsKeepEveryRule() {
    return tests("playouts", 1000, this::randomPlayoutsKeepEveryRuleIn);
  }

  void randomPlayoutsKeepEveryRuleIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    S state = game.setup(c.options(), c.players(), c.seed());
    UnmodifiableListings listings = new UnmodifiableListings();
    int played = 0;
    while (true) {
      String where = where(c, played);
      checkInvariants(state, where);
      List<A> legal = legalActionsAgreeWithStatus(state, c.players(), where);
      listings.check(legal, where);
      if (legal.isEmpty()) {
        return;
      }
      assertThat(new HashSet<>(legal)).as(where + "legal actions are duplicate-free").hasSize(legal.size());
      assertWithinBound(c, played);
      int index = random.nextInt(legal.size());
      A action = legal.get(index);
      Step<S, E> step;
      try {
        step = game.apply(state, action);
      } catch (RuntimeException e) {
        throw new AssertionError(where + "listed action " + action + " failed: " + e, e);
      }
      assertThat(step.state()).as(where + "a step has a state").isNotNull();
      assertPlaysLikeApply(state, action, step.state(), where);
      assertPlaysListedLikeApply(state, index, step.state(), where);
      try {
        checkStep(state, action, step);
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError(where + "step invariant broken by " + action + ": " + e.getMessage(), e);
      }
      state = step.state();
      played++;
    }
  }

  /**
   * The legal actions, checked against the status: none exactly when the game is over
   * ({@code players} &lt;= 0: the seat count is not known).
   */
  private List<A> legalActionsAgreeWithStatus(S state, int players, String where) {
    List<A> legal = game().legalActions(state);
    Status status = game().status(state);
    if (legal.isEmpty()) {
      assertThat(status).as(where + "no legal action, so the game must be over").isInstanceOf(Status.Finished.class);
      Status.Finished finished = (Status.Finished) status;
      if (players > 0) {
        assertThat(finished.outcome().ranks()).as(where + "a rank per seat").hasSize(players);
      }
      assertThat(finished.outcome().winners()).as(where + "someone wins").isNotEmpty();
    } else {
      assertThat(status).as(where + "legal actions exist, so someone is to move").isInstanceOf(Status.ToMove.class);
      if (players > 0) {
        assertThat(((Status.ToMove) status).seat()).as(where + "seat to move").isBetween(0, players - 1);
      }
    }
    return legal;
  }

  private void checkInvariants(S state, String where) {
    try {
      checkInvariants(state);
      game().validate(state);
    } catch (AssertionError | RuntimeException e) {
      throw new AssertionError(where + "invariant broken: " + e.getMessage(), e);
    }
  }

  private void assertWithinBound(Case<O> c, int played) {
    if (played >= game().info().maxActions()) {
      throw new AssertionError(where(c, played) + "the game outlasted its bound of "
          + game().info().maxActions() + " actions");
    }
  }

  /**
   * Contract 15: the fast path plays exactly the rules. {@code play(s, a)} must equal
   * {@code apply(s, a).state()}; everything built on {@code play} (simulations, agents' search,
   * playouts) relies on it. The message names the first field where the two differ.
   */
  private void assertPlaysLikeApply(S state, A action, S applied, String where) {
    assertLikeApply("play(s, " + action + ")", action, () -> game().play(state, action), applied, where);
  }

  /**
   * Contract 15 too: {@code playListed(Listing.of(game, s), i)}, the path of playouts that may skip the check
   * of an action the game listed itself, must equal {@code apply(s, listed action i).state()}.
   */
  private void assertPlaysListedLikeApply(S state, int index, S applied, String where) {
    Listing<S, A> listing = Listing.of(game(), state);
    assertLikeApply("playListed(listing, " + index + ")", listing.get(index),
        () -> game().playListed(listing, index), applied, where);
  }

  /** A fast path's state ({@code call}) equals {@code apply(s, action).state()}. */
  private void assertLikeApply(String call, A action, java.util.function.Supplier<S> fastPath, S applied,
      String where) {
    S fast;
    try {
      fast = fastPath.get();
    } catch (RuntimeException e) {
      throw new AssertionError(where + call + " failed where apply succeeded: " + e, e);
    }
    if (!Objects.equals(fast, applied)) {
      throw new AssertionError(where + call + " differs from apply(s, " + action + ").state() at "
          + JsonDiff.first(Json.toTree(fast), Json.toTree(applied)));
    }
  }

  /** Where two JSON trees first differ, for messages. */
  static final class JsonDiff {
    private JsonDiff() {}

    /** The path of the first difference and both values there (or "no difference in JSON"). */
    static String first(JsonNode left, JsonNode right) {
      String found = at("", left, right);
      return found == null ? "no difference in JSON (the records differ in a field JSON does not show)" : found;
    }

    private static String at(String path, JsonNode left, JsonNode right) {
      if (left.equals(right)) {
        return null;
      }
      if (left.isObject() && right.isObject()) {
        Set<String> names = new LinkedHashSet<>();
        left.fieldNames().forEachRemaining(names::add);
        right.fieldNames().forEachRemaining(names::add);
        for (String name : names) {
          JsonNode l = left.get(name);
          JsonNode r = right.get(name);
          String inner = l == null || r == null ? describe(path + "." + name, l, r) : at(path + "." + name, l, r);
          if (inner != null) {
            return inner;
          }
        }
      }
      if (left.isArray() && right.isArray()) {
        int common = Math.min(left.size(), right.size());
        for (int i = 0; i < common; i++) {
          if (left.size() == right.size()) {
            String inner = at(path + "[" + i + "]", left.get(i), right.get(i));
            if (inner != null) {
              return inner;
            }
          } else if (!left.get(i).equals(right.get(i))) {
            return describe(path, left, right) + " (" + left.size() + " and " + right.size()
                + " elements, the first difference at [" + i + "]: " + shorten(left.get(i)) + " and " + shorten(right.get(i)) + ")";
          }
        }
        if (left.size() != right.size()) {
          return describe(path, left, right) + " (" + left.size() + " and " + right.size() + " elements, alike up to ["
              + common + "])";
        }
      }
      return describe(path, left, right);
    }

    private static String describe(String path, JsonNode left, JsonNode right) {
      return (path.isEmpty() ? "the root" : path.substring(path.startsWith(".") ? 1 : 0)) + ": play gives "
          + shorten(left) + ", apply gives " + shorten(right);
    }

    private static String shorten(JsonNode node) {
      String text = String.valueOf(node);
      return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }
  }

  // ---------------------------------------------------------------- 3: unlisted actions

  /** Contract 3: plausible actions that are not listed are rejected, with the rule named. */
  @TestFactory
  Stream<DynamicTest> unlistedActionsAreRejected() {
    return tests("rejection", 300, this::unlistedActionsAreRejectedIn);
  }

  void unlistedActionsAreRejectedIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    S state = game.setup(c.options(), c.players(), c.seed());
    int played = 0;
    while (true) {
      String where = where(c, played);
      List<A> legal = game.legalActions(state);
      Set<A> legalSet = new HashSet<>(legal);
      for (A candidate : plausibleActions(state)) {
        if (!legalSet.contains(candidate)) {
          assertRejected(state, candidate, where);
        }
      }
      if (legal.isEmpty()) {
        return;
      }
      assertWithinBound(c, played);
      state = game.play(state, legal.get(random.nextInt(legal.size())));
      played++;
    }
  }

  private void assertRejected(S state, A action, String where) {
    try {
      game().apply(state, action);
    } catch (IllegalActionException e) {
      if (e.rule() == null || e.rule().isBlank()) {
        throw new AssertionError(where + "the rejection of " + action + " names no rule", e);
      }
      assertPlayRejectsAlike(state, action, e, where);
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(where + "unlisted action " + action + " failed with " + e + " instead of an IllegalActionException", e);
    }
    throw new AssertionError(where + "unlisted action " + action + " was accepted");
  }

  /**
   * Contract 15 for forbidden actions: {@code play} rejects what {@code apply} rejects, with the same rule and
   * words (a fast path that skips a check would let a caller's bad action through).
   */
  private void assertPlayRejectsAlike(S state, A action, IllegalActionException byApply, String where) {
    try {
      game().play(state, action);
    } catch (IllegalActionException byPlay) {
      if (!Objects.equals(byPlay.rule(), byApply.rule()) || !Objects.equals(byPlay.getMessage(), byApply.getMessage())) {
        throw new AssertionError(where + "play rejects " + action + " with \"" + byPlay.getMessage() + "\" (rule "
            + byPlay.rule() + "), apply with \"" + byApply.getMessage() + "\" (rule " + byApply.rule() + ")", byPlay);
      }
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(where + "play(s, " + action + ") failed with " + e + " where apply threw an IllegalActionException", e);
    }
    throw new AssertionError(where + "play accepts " + action + ", which apply rejects: " + byApply.getMessage());
  }

  // ---------------------------------------------------------------- 4: determinism

  /**
   * Contract 4: the same seed and actions give equal states and equal events, and no state changes
   * after {@code apply} has returned it (a state is a value, whatever the engine does inside).
   */
  @TestFactory
  Stream<DynamicTest> replayingIsDeterministic() {
    return tests("determinism", 200, this::replayingIsDeterministicIn);
  }

  void replayingIsDeterministicIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    S state = game.setup(c.options(), c.players(), c.seed());
    List<A> actions = new ArrayList<>();
    List<Step<S, E>> steps = new ArrayList<>();
    List<String> written = new ArrayList<>();
    List<A> legal;
    while (!(legal = game.legalActions(state)).isEmpty()) {
      assertWithinBound(c, actions.size());
      A action = legal.get(random.nextInt(legal.size()));
      Step<S, E> step = game.apply(state, action);
      actions.add(action);
      steps.add(step);
      written.add(Json.write(step.state()));
      state = step.state();
    }
    S again = game.setup(c.options(), c.players(), c.seed());
    assertThat(again).as(where(c, 0) + "setup is deterministic")
        .isEqualTo(game.setup(c.options(), c.players(), c.seed()));
    for (int i = 0; i < actions.size(); i++) {
      Step<S, E> step = game.apply(again, actions.get(i));
      assertThat(step.state()).as(where(c, i + 1) + "same state").isEqualTo(steps.get(i).state());
      assertThat(step.events()).as(where(c, i + 1) + "same events").isEqualTo(steps.get(i).events());
      assertThat(step.state().hashCode()).as(where(c, i + 1) + "same hash").isEqualTo(steps.get(i).state().hashCode());
      again = step.state();
    }
    for (int i = 0; i < steps.size(); i++) {
      assertThat(Json.write(steps.get(i).state())).as(where(c, i + 1) + "a state never changes after apply returned it")
          .isEqualTo(written.get(i));
    }
  }

  // ---------------------------------------------------------------- 5: JSON

  /** Contract 5: options, states, views, actions and events survive a JSON round trip. */
  @TestFactory
  Stream<DynamicTest> jsonRoundTrips() {
    return tests("json", 40, this::jsonRoundTripsIn);
  }

  void jsonRoundTripsIn(Case<O> c) {
    Game.Types<S, A, E, V, O> types = game().types();
    Map<String, Class<?>> classes = Map.of("options", types.options(), "state", types.state(), "view", types.view(),
        "action", types.action(), "event", types.event());
    forEveryValue(c, (kind, value, where) -> assertRoundTrip(value, classes.get(kind), where));
    assertStateFormat(game().setup(c.options(), c.players(), c.seed()), where(c, 0));
  }

  /**
   * A state's JSON begins with {@code "format": Formats.STATE}; without the field (as 0.1.0 wrote states) it
   * reads as the same state, and a newer format is refused naming the field.
   */
  private void assertStateFormat(S state, String where) {
    ObjectNode tree = (ObjectNode) Json.toTree(state);
    assertThat(tree.fieldNames().next()).as(where + "the first field of a state's JSON").isEqualTo("format");
    assertThat(tree.get("format").asInt()).as(where + "the format of a state's JSON").isEqualTo(Formats.STATE);
    ObjectNode unnumbered = tree.deepCopy();
    unnumbered.remove("format");
    assertThat(Json.fromTree(unnumbered, game().types().state())).as(where + "a state without its format").isEqualTo(state);
    ObjectNode newer = tree.deepCopy();
    newer.put("format", Formats.STATE + 1);
    assertThatThrownBy(() -> Json.fromTree(newer, game().types().state())).as(where + "a state of a newer format")
        .isInstanceOf(InvalidJsonException.class).hasMessageContaining("format")
        .hasMessageContaining("format " + (Formats.STATE + 1));
  }

  /** Something checked of every value a random game shows: its kind (options, state, view, action, event). */
  interface ValueCheck {
    void check(String kind, Object value, String where);
  }

  /**
   * Plays a random game and hands every value of it to {@code check}: the options, every state, every
   * seat's view of it, every legal action and every event.
   */
  private void forEveryValue(Case<O> c, ValueCheck check) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    S state = game.setup(c.options(), c.players(), c.seed());
    check.check("options", c.options(), where(c, 0));
    int played = 0;
    while (true) {
      String where = where(c, played);
      check.check("state", state, where);
      for (int seat = 0; seat < c.players(); seat++) {
        check.check("view", game.view(state, seat), where + "view of seat " + seat + ": ");
      }
      List<A> legal = game.legalActions(state);
      if (legal.isEmpty()) {
        return;
      }
      assertWithinBound(c, played);
      for (A action : legal) {
        check.check("action", action, where);
      }
      Step<S, E> step = game.apply(state, legal.get(random.nextInt(legal.size())));
      for (E event : step.events()) {
        check.check("event", event, where);
      }
      state = step.state();
      played++;
    }
  }

  private static void assertRoundTrip(Object value, Class<?> type, String where) {
    String json = Json.write(value);
    Object back;
    try {
      back = Json.read(json, type);
    } catch (RuntimeException e) {
      throw new AssertionError(where + "cannot read back " + json + ": " + e.getMessage(), e);
    }
    assertThat(back).as(where + "JSON round trip of " + json).isEqualTo(value);
  }

  // ---------------------------------------------------------------- 6: resampling

  /** Contract 6: resampling changes nothing a seat can see, keeps invariants, stays playable. */
  @TestFactory
  Stream<DynamicTest> resamplingLeaksNothing() {
    return tests("resampling", 200, this::resamplingLeaksNothingIn);
  }

  void resamplingLeaksNothingIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    atSomePositions(c, random, (state, legal, played) -> {
      String where = where(c, played);
      for (int seat = 0; seat < c.players(); seat++) {
        S sample = game.resample(state, seat, random.nextLong());
        assertThat(game.view(sample, seat)).as(where + "seat " + seat + " sees the same after resampling")
            .isEqualTo(game.view(state, seat));
        assertThat(game.status(sample)).as(where + "resampling keeps whose move it is").isEqualTo(game.status(state));
        if (game.status(state) instanceof Status.ToMove toMove && toMove.seat() == seat) {
          assertThat(new HashSet<>(game.legalActions(sample)))
              .as(where + "the seat to move has the same choices in a position resampled for it")
              .isEqualTo(new HashSet<>(legal));
        }
        checkInvariants(sample, where + "resampled for seat " + seat + ": ");
        playSome(sample, random, 20, where + "resampled for seat " + seat + ": ");
      }
    });
  }

  /** What the resampling properties check at a position of a random game. */
  private interface PositionCheck<S, A> {
    void check(S state, List<A> legal, int played);
  }

  /** Plays a random game from the case and checks about one position in eight (same draws for every property). */
  private void atSomePositions(Case<O> c, RandomSource random, PositionCheck<S, A> check) {
    S state = game().setup(c.options(), c.players(), c.seed());
    int played = 0;
    List<A> legal;
    while (!(legal = game().legalActions(state)).isEmpty()) {
      assertWithinBound(c, played);
      if (random.nextInt(8) == 0) {
        check.check(state, legal, played);
      }
      state = game().play(state, legal.get(random.nextInt(legal.size())));
      played++;
    }
  }

  private void playSome(S state, RandomSource random, int steps, String where) {
    for (int i = 0; i < steps; i++) {
      List<A> legal = game().legalActions(state);
      if (legal.isEmpty()) {
        // a resampled position must never leave a seat to move without a choice (search would stall there)
        assertThat(game().isOver(state)).as(where + "step " + i + ": no legal action, yet the game is not over").isTrue();
        return;
      }
      state = game().play(state, legal.get(random.nextInt(legal.size())));
      checkInvariants(state, where + "step " + (i + 1) + ": ");
    }
  }

  // ---------------------------------------------------------------- 8: seats and nulls

  /** Contract 8: seats outside the table, {@code null}s and bad player counts are rejected alike. */
  @TestFactory
  Stream<DynamicTest> badSeatsAndNullsAreRejected() {
    return tests("strictness", 20, this::badSeatsAndNullsAreRejectedIn);
  }

  void badSeatsAndNullsAreRejectedIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    S state = game.setup(c.options(), c.players(), c.seed());
    int steps = random.nextInt(60);
    for (int i = 0; i < steps && !game.isOver(state); i++) {
      List<A> legal = game.legalActions(state);
      state = game.play(state, legal.get(random.nextInt(legal.size())));
    }
    String where = where(c, steps);
    S position = state;
    for (int seat : new int[] {-1, c.players(), c.players() + 7, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      String words = "seat " + seat + " is not at this table (seats 0.." + (c.players() - 1) + ")";
      expect(IllegalArgumentException.class, words, where + "view for seat " + seat, () -> game.view(position, seat));
      expect(IllegalArgumentException.class, words, where + "resample for seat " + seat, () -> game.resample(position, seat, 1L));
    }
    A someAction = game.isOver(state) ? null : game.legalActions(state).get(0);
    expect(NullPointerException.class, "options must not be null", where + "setup(null)",
        () -> game.setup(null, c.players(), c.seed()));
    expect(NullPointerException.class, "state must not be null", where + "apply(null, action)", () -> game.apply(null, someAction));
    expect(NullPointerException.class, "action must not be null", where + "apply(state, null)", () -> game.apply(position, null));
    expect(NullPointerException.class, "state must not be null", where + "legalActions(null)", () -> game.legalActions(null));
    expect(NullPointerException.class, "state must not be null", where + "status(null)", () -> game.status(null));
    expect(NullPointerException.class, "state must not be null", where + "view(null, 0)", () -> game.view(null, 0));
    expect(NullPointerException.class, "state must not be null", where + "resample(null, 0, 1)", () -> game.resample(null, 0, 1L));
    expect(NullPointerException.class, "state must not be null", where + "validate(null)", () -> game.validate(null));
    int min = game.info().minPlayers();
    int max = game.info().maxPlayers();
    for (int players : new int[] {min - 1, max + 1, 0, -1}) {
      expect(InvalidSetupException.class, "", where + "setup with " + players + " players",
          () -> game.setup(c.options(), players, c.seed()));
    }
  }

  private static void expect(Class<? extends RuntimeException> type, String words, String what, Runnable call) {
    try {
      call.run();
    } catch (RuntimeException e) {
      if (!type.isInstance(e)) {
        throw new AssertionError(what + " threw " + e + ", not a " + type.getSimpleName(), e);
      }
      if (!Objects.toString(e.getMessage(), "").contains(words)) {
        throw new AssertionError(what + " threw " + type.getSimpleName() + " \"" + e.getMessage()
            + "\", not the agreed words \"" + words + "\"", e);
      }
      return;
    }
    throw new AssertionError(what + " was accepted; expected a " + type.getSimpleName() + " \"" + words + "\"");
  }

  // ---------------------------------------------------------------- 9: fuzzing

  /** What the fuzz property tried, per game, printed at the end of its run. */
  public record FuzzCounts(AtomicLong states, AtomicLong badJson, AtomicLong invalid, AtomicLong played,
                           AtomicLong actions, AtomicLong actionsBadJson, AtomicLong actionsRejected, AtomicLong actionsLegal) {
    FuzzCounts() {
      this(new AtomicLong(), new AtomicLong(), new AtomicLong(), new AtomicLong(),
          new AtomicLong(), new AtomicLong(), new AtomicLong(), new AtomicLong());
    }

    @Override
    public String toString() {
      return states + " mutated states: " + badJson + " rejected when read, " + invalid + " by validate, "
          + played + " accepted and played to the end; " + actions + " mutated actions: " + actionsBadJson
          + " rejected when read, " + actionsRejected + " rejected by apply, " + actionsLegal + " legal";
    }
  }

  private final FuzzCounts fuzz = new FuzzCounts();

  /**
   * Contract 9: mutated JSON states (numbers changed to neighbours and extremes, fields dropped,
   * list elements removed, duplicated or swapped, strings swapped for other strings of the state)
   * are rejected cleanly or play to the end; mutated actions are rejected or legal.
   */
  @TestFactory
  Stream<DynamicTest> fuzzedInputIsRejectedOrPlayable() {
    return testsThenFigures(cases("fuzz", 200), this::fuzzedInputIsRejectedOrPlayableIn,
        () -> "contract fuzz, " + game().info().id() + ": " + fuzz);
  }

  void fuzzedInputIsRejectedOrPlayableIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    List<S> positions = new ArrayList<>();
    S state = game.setup(c.options(), c.players(), c.seed());
    List<A> legal;
    while (!(legal = game.legalActions(state)).isEmpty()) {
      positions.add(state);
      assertWithinBound(c, positions.size());
      state = game.play(state, legal.get(random.nextInt(legal.size())));
    }
    positions.add(state);
    for (int i = 0; i < 10; i++) {
      S position = positions.get(random.nextInt(positions.size()));
      String where = where(c, positions.indexOf(position));
      fuzzState(position, random, where);
      fuzzAction(position, random, where);
    }
  }

  private void fuzzState(S position, RandomSource random, String where) {
    Game<S, A, E, V, O> game = game();
    JsonNode tree = Json.toTree(position);
    String mutation = JsonFuzz.mutate(tree, random);
    if (random.nextInt(4) == 0) {
      mutation += "; " + JsonFuzz.mutate(tree, random);
    }
    fuzz.states().incrementAndGet();
    String what = where + "fuzzed state (" + mutation + ")";
    S loaded;
    try {
      loaded = Json.fromTree(tree, game.types().state());
    } catch (InvalidJsonException e) {
      fuzz.badJson().incrementAndGet();
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(what + ": reading threw " + e + " instead of an InvalidJsonException", e);
    }
    try {
      game.validate(loaded);
    } catch (InvalidPositionException e) {
      fuzz.invalid().incrementAndGet();
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(what + ": validate threw " + e + " instead of an InvalidPositionException", e);
    }
    fuzz.played().incrementAndGet();
    S s = loaded;
    for (int played = 0; ; played++) {
      List<A> legal;
      try {
        legal = legalActionsAgreeWithStatus(s, -1, what + " accepted by validate, after " + played + " actions: ");
        if (legal.isEmpty()) {
          return;
        }
        if (played >= game.info().maxActions()) {
          throw new AssertionError(what + " accepted by validate outlasted the bound of " + game.info().maxActions() + " actions");
        }
        A action = legal.get(random.nextInt(legal.size()));
        if (played < CHECKED_STEPS_AFTER_FUZZ) {
          s = checkedStepFromAcceptedPosition(s, action, what + " accepted by validate, after " + played + " actions: ");
        } else {
          s = game.play(s, action);
        }
      } catch (RuntimeException e) {
        throw new AssertionError(what + " accepted by validate failed after " + played + " actions: " + e, e);
      }
    }
  }

  /** Steps after a fuzzed accepted position that are played both ways and validated (the rest only played). */
  private static final int CHECKED_STEPS_AFTER_FUZZ = 8;

  /**
   * Contract 9 and 15 from an accepted fuzzed position: a legal step plays alike through {@code apply}
   * and {@code play}, and never reaches a position {@code validate} rejects (a {@code validate} that
   * lets through what legal play then breaks is too lax).
   */
  private S checkedStepFromAcceptedPosition(S s, A action, String where) {
    S next = game().apply(s, action).state();
    assertPlaysLikeApply(s, action, next, where);
    try {
      game().validate(next);
    } catch (InvalidPositionException e) {
      throw new AssertionError(where + "legal play (" + action + ") from a position validate accepted reached one it rejects: "
          + e.getMessage(), e);
    }
    return next;
  }

  private void fuzzAction(S position, RandomSource random, String where) {
    Game<S, A, E, V, O> game = game();
    List<A> legal = game.legalActions(position);
    if (legal.isEmpty()) {
      return;
    }
    JsonNode tree = Json.toTree(legal.get(random.nextInt(legal.size())));
    String mutation = JsonFuzz.mutate(tree, random);
    fuzz.actions().incrementAndGet();
    A action;
    try {
      action = Json.fromTree(tree, game.types().action());
    } catch (InvalidJsonException e) {
      fuzz.actionsBadJson().incrementAndGet();
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(where + "fuzzed action (" + mutation + "): reading threw " + e, e);
    }
    if (new HashSet<>(legal).contains(action)) {
      fuzz.actionsLegal().incrementAndGet();
      return;
    }
    assertRejected(position, action, where + "fuzzed action (" + mutation + "): ");
    fuzz.actionsRejected().incrementAndGet();
  }

  // ---------------------------------------------------------------- 10: loaded positions

  /** Contract 10: a position read back from JSON lists the same actions and gives the same steps. */
  @TestFactory
  Stream<DynamicTest> loadedPositionsPlayLikeDealtOnes() {
    return tests("loaded", 100, this::loadedPositionsPlayLikeDealtOnesIn);
  }

  void loadedPositionsPlayLikeDealtOnesIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    S state = game.setup(c.options(), c.players(), c.seed());
    int played = 0;
    List<A> legal;
    while (!(legal = game.legalActions(state)).isEmpty()) {
      assertWithinBound(c, played);
      A action = legal.get(random.nextInt(legal.size()));
      if (random.nextInt(4) == 0) {
        String where = where(c, played);
        S loaded = Json.read(Json.write(state), game.types().state());
        game.validate(loaded);
        assertThat(game.status(loaded)).as(where + "a loaded position has the same status").isEqualTo(game.status(state));
        assertThat(game.legalActions(loaded)).as(where + "a loaded position lists the same actions").isEqualTo(legal);
        Step<S, E> dealt = game.apply(state, action);
        Step<S, E> loadedStep = game.apply(loaded, action);
        assertThat(loadedStep.state()).as(where + "a loaded position steps like the dealt one").isEqualTo(dealt.state());
        assertThat(loadedStep.events()).as(where + "a loaded position gives the same events").isEqualTo(dealt.events());
        state = dealt.state();
      } else {
        state = game.play(state, action);
      }
      played++;
    }
  }

  // ---------------------------------------------------------------- 15: the fast path

  /**
   * Contract 15 (with the check at every step of property 1): a game played by bots through the
   * fast path ({@code play}, as simulations and tournaments play), saved as a {@link SavedGame} and
   * read back, replays through {@code apply} to the same states. Seats alternate between the random
   * and a cheap greedy bot (which itself judges moves with {@code play} on resampled positions).
   * Only random cases: a greedy game costs many playouts' worth.
   */
  @TestFactory
  Stream<DynamicTest> botGamesOnTheFastPathReplayThroughApply() {
    return tests("fast-path", 10, false, this::botGamesOnTheFastPathReplayThroughApplyIn);
  }

  void botGamesOnTheFastPathReplayThroughApplyIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    List<Agent> bots = new ArrayList<>();
    int first = random.nextInt(2);
    for (int seat = 0; seat < c.players(); seat++) {
      bots.add((seat + first) % 2 == 0 ? new RandomAgent() : new GreedyAgent(2));
    }
    S state = game.setup(c.options(), c.players(), c.seed());
    List<A> actions = new ArrayList<>();
    List<S> states = new ArrayList<>();
    while (game.status(state) instanceof Status.ToMove toMove) {
      assertWithinBound(c, actions.size());
      A action = bots.get(toMove.seat()).choose(game, state, random);
      state = game.play(state, action);
      actions.add(action);
      states.add(state);
    }
    SavedGame saved = SavedGame.of(game, c.options(), c.players(), c.seed(), actions);
    SavedGame.Replay<S, E> replay;
    try {
      replay = SavedGame.read(saved.toJson()).replay(game);
    } catch (RuntimeException e) {
      throw new AssertionError(where(c, actions.size()) + "a bot game played with play() does not replay through apply: "
          + e.getMessage(), e);
    }
    assertThat(replay.steps()).as(where(c, actions.size()) + "replayed steps").hasSize(states.size());
    for (int i = 0; i < states.size(); i++) {
      if (!replay.steps().get(i).state().equals(states.get(i))) {
        throw new AssertionError(where(c, i + 1) + "a bot game played with play() replays through apply to another state at "
            + JsonDiff.first(Json.toTree(states.get(i)), Json.toTree(replay.steps().get(i).state()))
            + " (\"play\" is the bot game, \"apply\" the replay)");
      }
    }
  }

  // ---------------------------------------------------------------- 12: JSON Schema

  private Map<String, com.networknt.schema.JsonSchema> schemas;

  /** The game's schemas, built once per property run; synchronized because the cases run concurrently. */
  private synchronized com.networknt.schema.JsonSchema schema(String what) {
    if (schemas == null) {
      com.networknt.schema.JsonSchemaFactory factory =
          com.networknt.schema.JsonSchemaFactory.getInstance(com.networknt.schema.SpecVersion.VersionFlag.V202012);
      Map<String, com.networknt.schema.JsonSchema> built = new LinkedHashMap<>();
      org.spielwerk.core.JsonSchemas.of(game()).forEach((name, node) -> {
        com.networknt.schema.JsonSchema schema = factory.getSchema(node);
        schema.initializeValidators(); // resolved here, not lazily during concurrent validations
        built.put(name, schema);
      });
      schemas = built;
    }
    return schemas.get(what);
  }

  /** Contract 12: the JSON of options, states, views, actions and events is valid under the game's schemas. */
  @TestFactory
  Stream<DynamicTest> jsonMatchesItsSchema() {
    return tests("schema", 20, this::jsonMatchesItsSchemaIn);
  }

  void jsonMatchesItsSchemaIn(Case<O> c) {
    forEveryValue(c, this::assertValid);
  }

  private void assertValid(String what, Object value, String where) {
    JsonNode json = Json.toTree(value);
    Set<com.networknt.schema.ValidationMessage> errors = schema(what).validate(json);
    if (!errors.isEmpty()) {
      String text = json.toString();
      throw new AssertionError(where + "the " + what + " does not match its schema: " + errors + " in "
          + (text.length() > 2000 ? text.substring(0, 2000) + "..." : text));
    }
  }

  // ---------------------------------------------------------------- 13: resampling from a view

  /**
   * Contract 13: a position dealt from a seat's view alone shows that seat the same view, keeps
   * whose move it is and every invariant, plays on, and is the same for the same view and seed.
   */
  @TestFactory
  Stream<DynamicTest> resamplingFromAViewKeepsIt() {
    return tests("resample-from-view", 100, this::resamplingFromAViewKeepsItIn);
  }

  void resamplingFromAViewKeepsItIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    atSomePositions(c, random, (state, legal, played) -> {
      for (int seat = 0; seat < c.players(); seat++) {
        String where = where(c, played) + "resampled from the view of seat " + seat + ": ";
        V view = game.view(state, seat);
        long seed = random.nextLong();
        S sample;
        try {
          sample = game.resampleFromView(view, seed);
        } catch (RuntimeException e) {
          throw new AssertionError(where + "resampleFromView failed: " + e, e);
        }
        assertThat(game.view(sample, seat)).as(where + "the seat sees the same").isEqualTo(view);
        assertThat(game.resampleFromView(view, seed)).as(where + "the same view and seed give the same position")
            .isEqualTo(sample);
        assertThat(game.status(sample)).as(where + "whose move it is").isEqualTo(game.status(state));
        if (game.status(state) instanceof Status.ToMove toMove && toMove.seat() == seat) {
          // what a view-based agent (ViewAgent) chooses in the dealt position must be legal in the real one
          assertThat(new HashSet<>(game.legalActions(sample)))
              .as(where + "the seat to move has the same choices in a position dealt from its view")
              .isEqualTo(new HashSet<>(legal));
        }
        try {
          game.validate(sample);
        } catch (InvalidPositionException e) {
          throw new AssertionError(where + "validate rejects the position: " + e.getMessage(), e);
        }
        checkInvariants(sample, where);
        playSome(sample, random, 20, where);
      }
    });
  }

  // ---------------------------------------------------------------- 16: fuzzed views

  /** What the view fuzz property tried, per game, printed at the end of its run. */
  public record ViewFuzzCounts(AtomicLong views, AtomicLong badJson, AtomicLong rejected, AtomicLong dealt) {
    ViewFuzzCounts() {
      this(new AtomicLong(), new AtomicLong(), new AtomicLong(), new AtomicLong());
    }

    @Override
    public String toString() {
      return views + " mutated views: " + badJson + " rejected when read, " + rejected + " by resampleFromView, "
          + dealt + " dealt a position that validates and shows exactly that view";
    }
  }

  private final ViewFuzzCounts viewFuzz = new ViewFuzzCounts();

  /** Views taken from each random game of the view fuzz property, each also mutated once. */
  private static final int VIEWS_PER_GAME = 4;

  /**
   * Contract 16: {@code resampleFromView} checks a view as strictly as {@code validate} checks a
   * state. A seat's view read back from JSON is accepted; a mutated one (numbers changed, list
   * elements moved or swapped between seats, nulls, empty strings, negative counts, fields dropped)
   * is either rejected with an {@link IllegalArgumentException} (such as
   * {@link InvalidPositionException} or {@link InvalidJsonException}) or deals a position that passes
   * {@code validate} and shows some seat exactly that view.
   */
  @TestFactory
  Stream<DynamicTest> fuzzedViewsAreRejectedOrKept() {
    return testsThenFigures(cases("view-fuzz", 60, false), this::fuzzedViewsAreRejectedOrKeptIn,
        () -> "contract view fuzz, " + game().info().id() + ": " + viewFuzz);
  }

  void fuzzedViewsAreRejectedOrKeptIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    List<S> positions = positionsOfARandomGame(c, random);
    for (int i = 0; i < VIEWS_PER_GAME; i++) {
      int index = random.nextInt(positions.size());
      int seat = random.nextInt(c.players());
      String where = where(c, index) + "view of seat " + seat + ", ";
      V view = game.view(positions.get(index), seat);
      V unmutated = Json.read(Json.write(view), game.types().view());
      assertDealsExactly(unmutated, seat, random.nextLong(), where + "read back unmutated: ", true);
      JsonNode tree = Json.toTree(view);
      String mutation = JsonFuzz.mutateDeeply(tree, random);
      viewFuzz.views().incrementAndGet();
      String what = where + "fuzzed (" + mutation + "): ";
      V fuzzed;
      try {
        fuzzed = Json.fromTree(tree, game.types().view());
      } catch (InvalidJsonException e) {
        viewFuzz.badJson().incrementAndGet();
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError(what + "reading threw " + e + " instead of an InvalidJsonException", e);
      }
      if (assertDealsExactly(fuzzed, seat, random.nextLong(), what, fuzzed.equals(view))) {
        viewFuzz.dealt().incrementAndGet();
      } else {
        viewFuzz.rejected().incrementAndGet();
      }
    }
  }

  /** Every position of a random game played to the end on the fast path, the first and the last included. */
  private List<S> positionsOfARandomGame(Case<O> c, RandomSource random) {
    List<S> positions = new ArrayList<>();
    S state = game().setup(c.options(), c.players(), c.seed());
    List<A> legal;
    while (!(legal = game().legalActions(state)).isEmpty()) {
      positions.add(state);
      assertWithinBound(c, positions.size());
      state = game().play(state, legal.get(random.nextInt(legal.size())));
    }
    positions.add(state);
    return positions;
  }

  /**
   * Deals from {@code view} and checks the result: a rejection must be an
   * {@link IllegalArgumentException} (and is a failure when {@code mustAccept}); an accepted view
   * deals a position that validates and that shows some seat (normally {@code seat}) exactly the view.
   *
   * @return whether the view was accepted
   */
  private boolean assertDealsExactly(V view, int seat, long seed, String where, boolean mustAccept) {
    Game<S, A, E, V, O> game = game();
    S dealt;
    try {
      dealt = game.resampleFromView(view, seed);
    } catch (IllegalArgumentException e) {
      if (mustAccept) {
        throw new AssertionError(where + "resampleFromView rejected a true view: " + e, e);
      }
      return false;
    } catch (RuntimeException e) {
      throw new AssertionError(where + "resampleFromView threw " + e
          + " instead of an IllegalArgumentException naming what does not add up", e);
    }
    try {
      game.validate(dealt);
    } catch (RuntimeException e) {
      throw new AssertionError(where + "resampleFromView accepted the view but dealt a position validate rejects: " + e, e);
    }
    V seen = null;
    for (int observer : seatsFirst(seat)) {
      try {
        V shown = game.view(dealt, observer);
        if (shown.equals(view)) {
          return true;
        }
        if (observer == seat) {
          seen = shown;
        }
      } catch (IllegalArgumentException e) {
        // no such seat at the dealt table
      }
    }
    throw new AssertionError(where + "resampleFromView accepted the view but no seat of the dealt position sees exactly it"
        + (seen == null ? "" : "; seat " + seat + " sees another view at " + JsonDiff.first(Json.toTree(view), Json.toTree(seen))
            .replace("play gives", "the given view has").replace("apply gives", "the dealt position shows")));
  }

  /** The seats to try as a view's observer: the one it was taken for first, then every seat a table can have. */
  private List<Integer> seatsFirst(int seat) {
    List<Integer> seats = new ArrayList<>(List.of(seat));
    for (int s = 0; s < game().info().maxPlayers(); s++) {
      if (s != seat) {
        seats.add(s);
      }
    }
    return seats;
  }

  // ---------------------------------------------------------------- 19: validate implies resampleFromView

  /** What the validate-implies-resample property tried, per game, printed at the end of its run. */
  public record AcceptedCounts(AtomicLong states, AtomicLong accepted, AtomicLong views) {
    AcceptedCounts() {
      this(new AtomicLong(), new AtomicLong(), new AtomicLong());
    }

    @Override
    public String toString() {
      return states + " positions (true and mutated): " + accepted + " accepted by validate, and from them "
          + views + " seats' views each dealt a position showing the seat exactly that view";
    }
  }

  private final AcceptedCounts acceptedCounts = new AcceptedCounts();

  /** Positions taken from each random game of the property: the first as dealt, the others mutated. */
  private static final int ACCEPTED_POSITIONS_PER_GAME = 9;

  /**
   * Contract 19: every position {@code validate} accepts is one a seat can be in. For a true position
   * and for mutated ones that {@code validate} accepts (by {@link JsonFuzz#mutate}, or a component moved
   * out of or into a list the views do not show, {@link JsonFuzz#moveAcrossLists}), every seat's view is
   * accepted by {@code resampleFromView}, which deals a position that passes {@code validate}, has the
   * same seats and whose move it is, and shows that seat exactly that view. A {@code validate} that
   * misses a rule the view's dealer checks (a hidden zone's conservation, for example) fails here.
   */
  @TestFactory
  Stream<DynamicTest> acceptedPositionsResampleFromEverySeat() {
    return testsThenFigures(cases("accepted-resample", 150, false), this::acceptedPositionsResampleFromEverySeatIn,
        () -> "contract validate-implies-resample, " + game().info().id() + ": " + acceptedCounts);
  }

  void acceptedPositionsResampleFromEverySeatIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    List<S> positions = positionsOfARandomGame(c, random);
    int accepted = 0;
    for (int i = 0; i < ACCEPTED_POSITIONS_PER_GAME; i++) {
      int index = random.nextInt(positions.size());
      JsonNode tree = Json.toTree(positions.get(index));
      // the first position stays true, so every case checks at least one position; the others are mutated,
      // half of them by a component moved out of or into a zone the seats cannot see
      String mutation = i == 0 ? "unmutated" : i % 2 == 0 ? JsonFuzz.mutate(tree, random) : moveAcrossLists(tree, positions.get(index), random);
      acceptedCounts.states().incrementAndGet();
      S position;
      try {
        position = Json.fromTree(tree, game.types().state());
        game.validate(position);
      } catch (InvalidJsonException | InvalidPositionException e) {
        if (i == 0) {
          throw new AssertionError(where(c, index) + "a true position read back is rejected: " + e, e);
        }
        continue; // the fuzz property checks how bad input is rejected
      }
      accepted++;
      acceptedCounts.accepted().incrementAndGet();
      int seats = game.seats(position);
      for (int seat = 0; seat < seats; seat++) {
        assertSeatCanBeIn(position, seat, random.nextLong(), where(c, index) + "accepted position (" + mutation
            + "), view of seat " + seat + ": ");
        acceptedCounts.views().incrementAndGet();
      }
    }
    assertThat(accepted).as(where(c, 0) + "positions validate accepted").isPositive();
  }

  /**
   * A component moved from a list into another of the same shape, from a list no seat's view shows as a list
   * (a face-down stack or box, counted in the view) where there is one; else one {@link JsonFuzz#mutate}.
   */
  private String moveAcrossLists(JsonNode tree, S position, RandomSource random) {
    Set<String> hidden = new HashSet<>(JsonFuzz.listShapes(tree));
    hidden.removeAll(JsonFuzz.listShapes(Json.toTree(game().view(position, 0))));
    String moved = JsonFuzz.moveAcrossLists(tree, random, hidden);
    return moved != null ? moved : JsonFuzz.mutate(tree, random);
  }

  /** The view of {@code seat} at a position validate accepted deals a position showing the seat exactly it. */
  private void assertSeatCanBeIn(S position, int seat, long seed, String where) {
    Game<S, A, E, V, O> game = game();
    V view = game.view(position, seat);
    S dealt;
    try {
      dealt = game.resampleFromView(view, seed);
    } catch (RuntimeException e) {
      throw new AssertionError(where + "validate accepts the position, but resampleFromView rejects the seat's view: "
          + e, e);
    }
    try {
      game.validate(dealt);
    } catch (InvalidPositionException e) {
      throw new AssertionError(where + "resampleFromView dealt a position validate rejects: " + e.getMessage(), e);
    }
    assertThat(game.seats(dealt)).as(where + "the dealt position has the same seats").isEqualTo(game.seats(position));
    assertThat(game.seatsOfView(view)).as(where + "the view's seats").isEqualTo(game.seats(position));
    assertThat(game.status(dealt)).as(where + "whose move it is").isEqualTo(game.status(position));
    V seen = game.view(dealt, seat);
    if (!seen.equals(view)) {
      throw new AssertionError(where + "the dealt position shows the seat another view at "
          + JsonDiff.first(Json.toTree(view), Json.toTree(seen)).replace("play gives", "the view has")
              .replace("apply gives", "the dealt position shows"));
    }
  }

  // ---------------------------------------------------------------- 20: action fields

  /** What the action-field property tried, per game, printed at the end of its run. */
  public record FieldCounts(Set<String> kinds, AtomicLong actions, AtomicLong badJson, AtomicLong rejected,
                            AtomicLong legal) {
    FieldCounts() {
      this(java.util.concurrent.ConcurrentHashMap.newKeySet(), new AtomicLong(), new AtomicLong(), new AtomicLong(),
          new AtomicLong());
    }

    @Override
    public String toString() {
      return actions + " actions with a field null or out of range, of " + kinds.size() + " kinds " + new java.util.TreeSet<>(kinds)
          + ": " + badJson + " rejected when read, " + rejected + " rejected by apply naming a rule, " + legal + " legal";
    }
  }

  private final FieldCounts fieldCounts = new FieldCounts();

  /** Positions of each random game at which every changed action is tried. */
  private static final int FIELD_POSITIONS_PER_GAME = 3;

  /**
   * Contract 20: every kind of action met in a game (listed or {@link #plausibleActions plausible}),
   * with each of its fields, at any depth, set to {@code null} or out of range (numbers to -1, 99 and
   * the extremes of an int, names to one that does not exist), is rejected when read
   * ({@link InvalidJsonException}) or by {@code apply} and {@code play} alike with an
   * {@link IllegalActionException} naming a rule, unless it is legal there. No other exception may
   * escape: a null or an index out of range must not reach the rules unchecked.
   */
  @TestFactory
  Stream<DynamicTest> actionFieldsNullOrOutOfRangeAreRejected() {
    return testsThenFigures(cases("action-fields", 30, false), this::actionFieldsNullOrOutOfRangeAreRejectedIn,
        () -> "contract action fields, " + game().info().id() + ": " + fieldCounts);
  }

  void actionFieldsNullOrOutOfRangeAreRejectedIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    List<S> positions = positionsOfARandomGame(c, random);
    Map<Class<?>, A> kinds = new LinkedHashMap<>();
    for (int i = 0; i < positions.size(); i += Math.max(1, positions.size() / 40)) {
      S position = positions.get(i);
      for (A action : game.legalActions(position)) {
        kinds.putIfAbsent(action.getClass(), action);
      }
      for (A action : plausibleActions(position)) {
        kinds.putIfAbsent(action.getClass(), action);
      }
    }
    assertThat(kinds).as(where(c, 0) + "action kinds met").isNotEmpty();
    List<S> at = new ArrayList<>();
    for (int i = 0; i < FIELD_POSITIONS_PER_GAME; i++) {
      at.add(positions.get(random.nextInt(positions.size())));
    }
    for (A exemplar : kinds.values()) {
      fieldCounts.kinds().add(exemplar.getClass().getSimpleName());
      JsonNode tree = Json.toTree(exemplar);
      for (JsonFuzz.Spot spot : JsonFuzz.spots(tree)) {
        if ("type".equals(spot.field())) {
          continue; // the kind itself: the strict-JSON property covers unknown kinds
        }
        for (JsonNode bad : outOfRange(spot.node())) {
          JsonNode changed = tree.deepCopy();
          JsonFuzz.Spot same = JsonFuzz.spots(changed).stream().filter(s -> s.path().equals(spot.path())).findFirst()
              .orElseThrow();
          JsonFuzz.replace(same, bad);
          assertRejectedOrLegal(changed, at, where(c, 0) + exemplar.getClass().getSimpleName() + " with "
              + spot.path() + " = " + bad + ": ");
        }
      }
    }
  }

  /** The values a field is set to: null always; a number also to -1, 99 and the int extremes; a name to none. */
  private static List<JsonNode> outOfRange(JsonNode value) {
    List<JsonNode> bad = new ArrayList<>(List.of(NODES.nullNode()));
    if (value.isNumber()) {
      for (long n : new long[] {-1, 99, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
        bad.add(NODES.numberNode(n));
      }
    } else if (value.isTextual()) {
      bad.add(NODES.textNode("NO_SUCH_THING"));
    }
    return bad;
  }

  private void assertRejectedOrLegal(JsonNode tree, List<S> positions, String where) {
    fieldCounts.actions().incrementAndGet();
    A action;
    try {
      action = Json.fromTree(tree, game().types().action());
    } catch (InvalidJsonException e) {
      fieldCounts.badJson().incrementAndGet();
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(where + "reading threw " + e + " instead of an InvalidJsonException", e);
    }
    for (S position : positions) {
      if (new HashSet<>(game().legalActions(position)).contains(action)) {
        fieldCounts.legal().incrementAndGet();
      } else {
        assertRejected(position, action, where);
        fieldCounts.rejected().incrementAndGet();
      }
    }
  }

  // ---------------------------------------------------------------- 21: seats

  /**
   * Contract 21: {@link Game#seats} of positions of a random game (the first, the last and about one
   * in eight between), and {@link Game#seatsOfView} of a random seat's view there, is the player count the
   * game was set up with.
   */
  @TestFactory
  Stream<DynamicTest> seatsAreThePlayerCount() {
    return tests("seats", 20, false, this::seatsAreThePlayerCountIn);
  }

  void seatsAreThePlayerCountIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    int checked = 0;
    List<S> positions = positionsOfARandomGame(c, random);
    for (int played = 0; played < positions.size(); played++) {
      // the first and the last position, and about one in eight between
      if (played != 0 && played != positions.size() - 1 && random.nextInt(8) != 0) {
        continue;
      }
      S position = positions.get(played);
      String where = where(c, played);
      assertThat(game.seats(position)).as(where + "seats(state)").isEqualTo(c.players());
      int seat = random.nextInt(c.players());
      assertThat(game.seatsOfView(game.view(position, seat))).as(where + "seatsOfView(view of seat " + seat + ")")
          .isEqualTo(c.players());
      checked++;
    }
    assertThat(checked).as(where(c, 0) + "positions checked").isPositive();
  }

  // ---------------------------------------------------------------- 17: strict JSON

  /** A lenient JSON shape a UI or a hand-edited file might send, and where in a tree it can be put. */
  private record Shape(String name, java.util.function.Predicate<JsonNode> fits,
                       java.util.function.BiFunction<JsonNode, RandomSource, JsonNode> to) {}

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** The shapes Jackson would read leniently unless told not to (issue 19), as a table. */
  private static final List<Shape> LENIENT_SHAPES = List.of(
      new Shape("an enum or string as an ordinal", JsonNode::isTextual, (n, r) -> NODES.numberNode(r.nextInt(3))),
      new Shape("an enum or string as a digit string", JsonNode::isTextual, (n, r) -> NODES.textNode(String.valueOf(r.nextInt(10)))),
      new Shape("a name with spaces around it", JsonNode::isTextual, (n, r) -> NODES.textNode(" " + n.asText() + " ")),
      new Shape("a name with a NUL after it", JsonNode::isTextual, (n, r) -> NODES.textNode(n.asText() + "\u0000")),
      new Shape("a number as a string", JsonNode::isIntegralNumber, (n, r) -> NODES.textNode(n.asText())),
      new Shape("a fraction for an integer", JsonNode::isIntegralNumber, (n, r) -> NODES.numberNode(n.asLong() + 0.5)),
      new Shape("null for a number", JsonNode::isNumber, (n, r) -> NODES.nullNode()),
      new Shape("a boolean as a string", JsonNode::isBoolean, (n, r) -> NODES.textNode(n.asText())),
      new Shape("a boolean as a number", JsonNode::isBoolean, (n, r) -> NODES.numberNode(n.asBoolean() ? 1 : 0)),
      new Shape("null for a boolean", JsonNode::isBoolean, (n, r) -> NODES.nullNode()));

  /**
   * Contract 17: the game's state, action and options JSON is read strictly. Each lenient shape
   * ({@link #LENIENT_SHAPES}: enums as ordinals or digit strings, names padded with spaces or NUL,
   * numbers as strings, fractions for integers, booleans as strings or numbers, nulls for
   * primitives) put at a random place is rejected with an {@link InvalidJsonException}, or read as
   * exactly what it says (a string field may hold {@code "7"}); {@code null} as the whole document,
   * a duplicate key and anything after the document are rejected.
   */
  @TestFactory
  Stream<DynamicTest> jsonIsReadStrictly() {
    return tests("strict-json", 20, this::jsonIsReadStrictlyIn);
  }

  void jsonIsReadStrictlyIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    List<S> positions = positionsOfARandomGame(c, random);
    int index = random.nextInt(positions.size());
    S state = positions.get(index);
    String where = where(c, index);
    assertReadStrictly(Json.toTree(c.options()), game.types().options(), random, where + "options: ");
    assertReadStrictly(Json.toTree(state), game.types().state(), random, where + "state: ");
    List<A> legal = game.legalActions(state);
    if (!legal.isEmpty()) {
      assertReadStrictly(Json.toTree(legal.get(random.nextInt(legal.size()))), game.types().action(), random, where + "action: ");
    }
  }

  private void assertReadStrictly(JsonNode tree, Class<?> type, RandomSource random, String where) {
    String json = tree.toString();
    assertUnreadable("null", type, where + "the document null");
    assertUnreadable(json + " x", type, where + "a trailing token");
    assertUnreadable(json + " " + json, type, where + "a second document");
    if (tree.isObject() && tree.size() > 0) {
      String first = tree.fieldNames().next();
      assertUnreadable("{" + NODES.textNode(first) + ":" + tree.get(first) + "," + json.substring(1), type,
          where + "the key '" + first + "' twice");
    }
    for (Shape shape : LENIENT_SHAPES) {
      List<JsonFuzz.Spot> spots = JsonFuzz.spots(tree);
      spots.removeIf(spot -> !shape.fits().test(spot.node()));
      if (spots.isEmpty()) {
        continue;
      }
      JsonNode copy = tree.deepCopy();
      JsonFuzz.Spot spot = spots.get(random.nextInt(spots.size()));
      // the same place in the copy: collect visits both trees in the same order
      List<JsonFuzz.Spot> copySpots = JsonFuzz.spots(copy);
      JsonFuzz.Spot at = copySpots.stream().filter(s -> s.path().equals(spot.path())).findFirst().orElseThrow();
      JsonNode to = shape.to().apply(spot.node(), random);
      JsonFuzz.replace(at, to);
      String what = where + shape.name() + " at " + spot.path() + " (" + spot.node() + " -> " + to + ")";
      Object read;
      try {
        read = Json.fromTree(copy, type);
      } catch (InvalidJsonException e) {
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError(what + ": reading threw " + e + " instead of an InvalidJsonException", e);
      }
      if (!sameJson(Json.toTree(read), copy)) {
        throw new AssertionError(what + " was read leniently, as " + JsonDiff.first(copy, Json.toTree(read))
            .replace("play gives", "the input has").replace("apply gives", "the value read writes"));
      }
    }
  }

  private static void assertUnreadable(String json, Class<?> type, String what) {
    try {
      Json.read(json, type);
    } catch (InvalidJsonException e) {
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(what + ": reading threw " + e + " instead of an InvalidJsonException", e);
    }
    throw new AssertionError(what + " was read; expected an InvalidJsonException");
  }

  /** JSON equality where a list may come back in another order (a set's order follows its elements). */
  private static boolean sameJson(JsonNode a, JsonNode b) {
    if (a.equals(b)) {
      return true;
    }
    if (a.isArray() && b.isArray() && a.size() == b.size()) {
      List<String> left = new ArrayList<>();
      List<String> right = new ArrayList<>();
      a.forEach(n -> left.add(n.toString()));
      b.forEach(n -> right.add(n.toString()));
      left.sort(null);
      right.sort(null);
      if (left.equals(right)) {
        return true;
      }
      for (int i = 0; i < a.size(); i++) {
        if (!sameJson(a.get(i), b.get(i))) {
          return false;
        }
      }
      return true;
    }
    if (a.isObject() && b.isObject() && a.size() == b.size()) {
      Iterator<String> names = a.fieldNames();
      while (names.hasNext()) {
        String name = names.next();
        if (!b.has(name) || !sameJson(a.get(name), b.get(name))) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  // ---------------------------------------------------------------- 18: absurdly long lists

  /** Copies of one element put into a list of a position by the long-list property. */
  static final int LONG_LIST = 200_000;

  /**
   * Contract 18: a position with an absurdly long list ({@link #LONG_LIST} copies of one of its
   * elements, at a random list of the state) is rejected, when read or by {@code validate}. A
   * {@code validate} that bounds a list's size before looking at its elements rejects it at once;
   * one that compares every element with every other takes minutes (not timed here: the property
   * only requires the rejection).
   */
  @TestFactory
  Stream<DynamicTest> absurdlyLongListsAreRejected() {
    return tests("long-lists", 3, false, this::absurdlyLongListsAreRejectedIn);
  }

  void absurdlyLongListsAreRejectedIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    RandomSource random = new RandomSource(c.agentSeed());
    List<S> positions = positionsOfARandomGame(c, random);
    int index = random.nextInt(positions.size());
    for (int k = 0; k < 2; k++) {
      JsonNode tree = Json.toTree(positions.get(index));
      List<JsonFuzz.Spot> lists = JsonFuzz.spots(tree);
      lists.removeIf(spot -> !spot.node().isArray() || spot.node().isEmpty());
      if (lists.isEmpty()) {
        return;
      }
      JsonFuzz.Spot spot = lists.get(random.nextInt(lists.size()));
      ArrayNode long_ = NODES.arrayNode(LONG_LIST);
      JsonNode element = spot.node().get(random.nextInt(spot.node().size()));
      for (int i = 0; i < LONG_LIST; i++) {
        long_.add(element);
      }
      JsonFuzz.replace(spot, long_);
      String what = where(c, index) + LONG_LIST + " copies of " + shorten(element) + " in " + spot.path();
      S loaded;
      try {
        loaded = Json.fromTree(tree, game.types().state());
      } catch (InvalidJsonException e) {
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError(what + ": reading threw " + e + " instead of an InvalidJsonException", e);
      }
      try {
        game.validate(loaded);
      } catch (InvalidPositionException e) {
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError(what + ": validate threw " + e + " instead of an InvalidPositionException", e);
      }
      throw new AssertionError(what + ": validate accepted the position");
    }
  }

  private static String shorten(JsonNode node) {
    String text = node.toString();
    return text.length() > 120 ? text.substring(0, 120) + "..." : text;
  }

  // ---------------------------------------------------------------- 14: texts in English and German

  /**
   * Contract 14: every action, event and view of a random game reads in English and in German, with
   * no raw record text; each kind of action and event reads differently in German somewhere; any
   * other language falls back to English.
   */
  @TestFactory
  Stream<DynamicTest> textsReadInEnglishAndGerman() {
    return tests("texts", 20, this::textsReadInEnglishAndGermanIn);
  }

  private static final java.util.regex.Pattern RAW_RECORD = java.util.regex.Pattern.compile("[A-Z][A-Za-z]*\\[[a-z][A-Za-z]*=");

  void textsReadInEnglishAndGermanIn(Case<O> c) {
    Game<S, A, E, V, O> game = game();
    var en = game.text(java.util.Locale.ENGLISH);
    var de = game.text(java.util.Locale.GERMAN);
    var fr = game.text(java.util.Locale.FRENCH);
    Map<String, Boolean> kindsDiffer = new LinkedHashMap<>();
    RandomSource random = new RandomSource(c.agentSeed());
    S state = game.setup(c.options(), c.players(), c.seed());
    int played = 0;
    List<A> legal;
    while (true) {
      String where = where(c, played);
      legal = game.legalActions(state);
      if (played % 4 == 0 || legal.isEmpty()) {
        for (int seat = 0; seat < c.players(); seat++) {
          V view = game.view(state, seat);
          String english = readable(en.view(view), where + "English view of seat " + seat);
          readable(de.view(view), where + "German view of seat " + seat);
          assertThat(fr.view(view)).as(where + "French falls back to English").isEqualTo(english);
          kindsDiffer.merge("view", !english.equals(de.view(view)), Boolean::logicalOr);
        }
      }
      if (legal.isEmpty()) {
        break;
      }
      assertWithinBound(c, played);
      for (A action : legal) {
        String english = readable(en.action(state, action), where + "English text of " + action);
        String deutsch = readable(de.action(state, action), where + "German text of " + action);
        kindsDiffer.merge(action.getClass().getSimpleName(), !english.equals(deutsch), Boolean::logicalOr);
      }
      Step<S, E> step = game.apply(state, legal.get(random.nextInt(legal.size())));
      for (E event : step.events()) {
        String english = readable(en.event(event), where + "English text of " + event);
        String deutsch = readable(de.event(event), where + "German text of " + event);
        kindsDiffer.merge(event.getClass().getSimpleName(), !english.equals(deutsch), Boolean::logicalOr);
      }
      state = step.state();
      played++;
    }
    List<String> same = kindsDiffer.entrySet().stream().filter(e -> !e.getValue()).map(Map.Entry::getKey).toList();
    assertThat(same).as(where(c, played) + "kinds whose German text is the English one in the whole game").isEmpty();
  }

  private static String readable(String text, String what) {
    assertThat(text).as(what).isNotBlank();
    assertThat(RAW_RECORD.matcher(text).find()).as(what + " shows a raw record: " + text).isFalse();
    return text;
  }

  // ---------------------------------------------------------------- 11: option breadth

  /**
   * Contract 11: the options of one run give every option field each of its values; prints what
   * the run covered.
   */
  @Test
  void optionsReachEveryValue() {
    List<O> all = new ArrayList<>();
    for (Case<O> c : cases("playouts", 1000)) {
      all.add(c.options());
    }
    Map<String, Set<Object>> seen = new LinkedHashMap<>();
    Map<String, Class<?>> types = new LinkedHashMap<>();
    for (O options : all) {
      record(options, "", seen, types);
    }
    List<String> missing = new ArrayList<>();
    StringBuilder report = new StringBuilder("contract coverage, " + game().info().id() + ", " + all.size() + " option sets:");
    for (Map.Entry<String, Set<Object>> field : seen.entrySet()) {
      Class<?> type = types.get(field.getKey());
      Set<Object> values = field.getValue();
      report.append("\n  ").append(field.getKey()).append(": ").append(values.size()).append(" values");
      if (type == boolean.class || type == Boolean.class) {
        if (values.size() < 2) {
          missing.add(field.getKey() + " is always " + values);
        }
      } else if (type.isEnum()) {
        Set<Object> constants = new LinkedHashSet<>(Arrays.asList(type.getEnumConstants()));
        constants.removeAll(values);
        if (!constants.isEmpty()) {
          missing.add(field.getKey() + " never takes " + constants);
        }
        report.append(" of ").append(type.getEnumConstants().length);
      } else if (values.size() < 2) {
        missing.add(field.getKey() + " never changes");
      }
    }
    if (CASE.isEmpty()) {
      System.out.println(report);
      assertThat(missing).as("option fields the contract never varies (make randomOptions reach them)").isEmpty();
    }
  }

  private static void record(Object value, String prefix, Map<String, Set<Object>> seen, Map<String, Class<?>> types) {
    if (value == null || !value.getClass().isRecord()) {
      return;
    }
    for (RecordComponent component : value.getClass().getRecordComponents()) {
      Object v;
      try {
        v = component.getAccessor().invoke(value);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError("cannot read option " + component.getName(), e);
      }
      String name = prefix + component.getName();
      seen.computeIfAbsent(name, k -> new LinkedHashSet<>()).add(v == null ? "null" : v);
      types.putIfAbsent(name, component.getType());
      record(v, name + ".", seen, types);
    }
  }
}
