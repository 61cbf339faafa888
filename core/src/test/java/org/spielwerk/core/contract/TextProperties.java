package org.spielwerk.core.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.spielwerk.core.Catalogue;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameEvent;
import org.spielwerk.core.GameText;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Json;
import org.spielwerk.core.Narration;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;

/**
 * The properties of a game's words (issue 20), for every game: no text a seat reads depends on what it may not
 * see, and no text throws. Random games are played; at every step, for every observer (each seat and the
 * public) and in English and German:
 *
 * <ol>
 *   <li><b>no leak about other seats' moves</b>: two moves of the same mover that the observer cannot tell
 *       apart (same view before, found among the legal actions of the real position and of a position
 *       re-dealt from the observer's knowledge, {@code resample(state, observer, seed)}; the same events shown
 *       and the same view after) are told to it in the same words ({@link Narration});
 *   <li><b>own actions from the view</b>: the mover's legal actions read the same worded from the state, from
 *       its view, and from a position re-dealt from what the mover may see;
 *   <li><b>views</b>: a seat's view reads the same on the real and on a re-dealt position;
 *   <li><b>never a throw</b>: plausible actions the rules forbid, and legal actions with a field missing,
 *       are worded without an exception.
 * </ol>
 *
 * A game's test class calls {@link #tests()} from a {@code @TestFactory}. {@link #violations()} returns what
 * failed instead of asserting, so that a test can show that a leaky narrator is caught.
 */
public final class TextProperties<S, A, E extends GameEvent, V, O> {

  /** How an observer is told a move; {@link Narration#told} is the project's only one. */
  @FunctionalInterface
  public interface Narrator<S, A, E extends GameEvent, V> {
    Narration.Told told(GameText<S, A, E, V> text, S before, int mover, A action, List<E> events, int observer);
  }

  private static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN);
  private static final int ALTERNATIVES = 6;

  private final Game<S, A, E, V, O> game;
  private final Function<S, List<A>> plausible;
  private Narrator<S, A, E, V> narrator = Narration::told;
  private int gamesPerCount = 2;
  private int maxSteps = 400;
  private long seed = 2026L;

  private TextProperties(Game<S, A, E, V, O> game, Function<S, List<A>> plausible) {
    this.game = game;
    this.plausible = plausible;
  }

  /**
   * @param plausible actions to word besides the legal ones, most of them forbidden (the contract test's
   *     generator)
   */
  public static <S, A, E extends GameEvent, V, O> TextProperties<S, A, E, V, O> of(Game<S, A, E, V, O> game,
      Function<S, List<A>> plausible) {
    return new TextProperties<>(game, plausible);
  }

  public TextProperties<S, A, E, V, O> narrator(Narrator<S, A, E, V> narrator) {
    this.narrator = narrator;
    return this;
  }

  /** Games per player count (default 2). */
  public TextProperties<S, A, E, V, O> games(int perPlayerCount) {
    this.gamesPerCount = perPlayerCount;
    return this;
  }

  /** Steps checked per game at most (default 400): the start and middle of long games. */
  public TextProperties<S, A, E, V, O> maxSteps(int steps) {
    this.maxSteps = steps;
    return this;
  }

  public TextProperties<S, A, E, V, O> seed(long seed) {
    this.seed = seed;
    return this;
  }

  /** One dynamic test per random game; each fails with the first violations it found. */
  public Stream<DynamicTest> tests() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int players = game.info().minPlayers(); players <= game.info().maxPlayers(); players++) {
      for (int g = 0; g < gamesPerCount; g++) {
        int n = players;
        long gameSeed = seed * 1_000 + players * 100L + g;
        tests.add(DynamicTest.dynamicTest(game.info().id() + " texts, " + n + " players, seed " + gameSeed, () -> {
          List<String> found = check(n, gameSeed);
          if (!found.isEmpty()) {
            throw new AssertionError(found.size() + " text violations, the first:\n"
                + String.join("\n", found.subList(0, Math.min(5, found.size()))));
          }
        }));
      }
    }
    return tests.stream();
  }

  /**
   * The pseudo-language test of a game whose words are a message catalogue: random games (one per player count)
   * read in {@link Catalogue#PSEUDO}, where every catalogue letter is accented, show no plain word: every
   * action, event, view, seat name and title came from the catalogue.
   */
  public Stream<DynamicTest> pseudoLanguageTests() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int players = game.info().minPlayers(); players <= game.info().maxPlayers(); players++) {
      int n = players;
      long gameSeed = seed * 7 + players;
      tests.add(DynamicTest.dynamicTest(game.info().id() + " in " + Catalogue.PSEUDO + ", " + n + " players", () -> {
        List<String> plain = skippedCatalogue(n, gameSeed);
        if (!plain.isEmpty()) {
          throw new AssertionError(plain.size() + " texts with words from outside the catalogue, the first:\n"
              + String.join("\n", plain.subList(0, Math.min(8, plain.size()))));
        }
      }));
    }
    return tests.stream();
  }

  private List<String> skippedCatalogue(int players, long gameSeed) {
    GameText<S, A, E, V> text = game.text(Catalogue.PSEUDO);
    List<String> texts = new ArrayList<>();
    texts.add(text.title(game.info()));
    RandomSource random = new RandomSource(gameSeed);
    S state = game.setup(game.defaultOptions(), players, gameSeed);
    for (int seat = 0; seat < players; seat++) {
      texts.add(text.seat(seat));
      texts.add(text.moved(seat));
    }
    for (int step = 0; step < maxSteps && game.status(state) instanceof Status.ToMove toMove; step++) {
      List<A> legal = game.legalActions(state);
      V view = game.view(state, toMove.seat());
      for (A a : legal) {
        texts.add(text.action(state, a));
      }
      texts.add(text.view(view));
      Step<S, E> step1 = game.apply(state, legal.get(random.nextInt(legal.size())));
      for (E e : step1.events()) {
        texts.add(text.event(e));
        for (int seat = 0; seat < players; seat++) {
          if (e.visibleTo(seat)) {
            texts.add(text.event(e, seat));
          }
        }
      }
      state = step1.state();
    }
    for (int seat = 0; seat < players; seat++) {
      texts.add(text.view(game.view(state, seat)));
    }
    List<String> plain = new ArrayList<>();
    for (String t : texts) {
      if (!Catalogue.plainWords(t).isEmpty()) {
        plain.add(Catalogue.plainWords(t) + " in: " + t);
      }
    }
    return plain;
  }

  /** Every violation of every random game the tests would play. */
  public List<String> violations() {
    List<String> found = new ArrayList<>();
    for (int players = game.info().minPlayers(); players <= game.info().maxPlayers(); players++) {
      for (int g = 0; g < gamesPerCount; g++) {
        found.addAll(check(players, seed * 1_000 + players * 100L + g));
      }
    }
    return found;
  }

  private List<String> check(int players, long gameSeed) {
    List<String> found = new ArrayList<>();
    RandomSource random = new RandomSource(gameSeed);
    S state = game.setup(game.defaultOptions(), players, gameSeed);
    for (int step = 0; step < maxSteps && game.status(state) instanceof Status.ToMove toMove; step++) {
      List<A> legal = game.legalActions(state);
      A action = legal.get(random.nextInt(legal.size()));
      Step<S, E> real = game.apply(state, action);
      String where = game.info().id() + " " + players + " players, seed " + gameSeed + ", step " + step + ": ";
      long resampleSeed = random.nextLong();
      otherSeatsMoves(state, toMove.seat(), action, real, players, resampleSeed, random, where, found);
      ownActions(state, toMove.seat(), legal, resampleSeed, random, where, found);
      views(state, players, resampleSeed, where, found);
      neverThrows(state, toMove.seat(), legal, where, found);
      state = real.state();
    }
    return found;
  }

  /** Property 1: moves the observer cannot tell apart read alike to it. */
  private void otherSeatsMoves(S state, int mover, A action, Step<S, E> real, int players, long resampleSeed,
      RandomSource random, String where, List<String> found) {
    for (int observer = Narration.PUBLIC; observer < players; observer++) {
      if (observer == mover) {
        continue;
      }
      // the public knows no more than any other seat: re-deal from the next seat's knowledge
      int knower = observer == Narration.PUBLIC ? (mover + 1) % players : observer;
      S redealt = game.resample(state, knower, resampleSeed);
      List<Alternative<S, A, E>> alike = new ArrayList<>();
      for (S position : List.of(state, redealt)) {
        if (!(game.status(position) instanceof Status.ToMove m) || m.seat() != mover) {
          continue;
        }
        List<A> candidates = sample(game.legalActions(position), random);
        candidates.add(action);
        for (A other : candidates) {
          Step<S, E> step;
          try {
            step = game.apply(position, other);
          } catch (IllegalActionException notHere) {
            continue;
          }
          if (seen(step, observer).equals(seen(real, observer))
              && (observer == Narration.PUBLIC
                  || game.view(step.state(), observer).equals(game.view(real.state(), observer)))) {
            alike.add(new Alternative<>(position, other, step));
          }
        }
      }
      for (Locale locale : LANGUAGES) {
        GameText<S, A, E, V> text = game.text(locale);
        Narration.Told told = narrator.told(text, state, mover, action, real.events(), observer);
        for (Alternative<S, A, E> other : alike) {
          Narration.Told toldOther = narrator.told(text, other.position(), mover, other.action(), other.step().events(),
              observer);
          if (!toldOther.equals(told)) {
            found.add(where + (observer == Narration.PUBLIC ? "the public" : "seat " + observer) + " (" + locale
                + ") reads " + told.lines() + " but " + toldOther.lines()
                + " for a move it cannot tell apart: the words leak what it may not see");
            break;
          }
        }
      }
    }
  }

  private record Alternative<S, A, E extends GameEvent>(S position, A action, Step<S, E> step) {}

  /** Property 2: the mover's own actions, worded from the state, from its view and on a re-dealt position. */
  private void ownActions(S state, int mover, List<A> legal, long resampleSeed, RandomSource random, String where,
      List<String> found) {
    V view = game.view(state, mover);
    S redealt = game.resample(state, mover, resampleSeed);
    List<A> legalRedealt = game.legalActions(redealt);
    for (Locale locale : LANGUAGES) {
      GameText<S, A, E, V> text = game.text(locale);
      for (A a : sample(legal, random)) {
        String fromState = text.action(state, a);
        String fromView = text.actionFromView(view, a);
        if (!fromState.equals(fromView)) {
          found.add(where + "action worded from the state as '" + fromState + "' but from the mover's view as '"
              + fromView + "' (" + locale + ")");
        }
        if (legalRedealt.contains(a) && !text.action(redealt, a).equals(fromState)) {
          found.add(where + "action worded '" + fromState + "' but '" + text.action(redealt, a)
              + "' on a position re-dealt from the mover's knowledge (" + locale + ")");
        }
      }
    }
  }

  /** Property 3: a view reads the same whatever the seat cannot see. */
  private void views(S state, int players, long resampleSeed, String where, List<String> found) {
    for (int seat = 0; seat < players; seat++) {
      S redealt = game.resample(state, seat, resampleSeed);
      for (Locale locale : LANGUAGES) {
        GameText<S, A, E, V> text = game.text(locale);
        String real = text.view(game.view(state, seat));
        String other = text.view(game.view(redealt, seat));
        if (!real.equals(other)) {
          found.add(where + "seat " + seat + "'s view reads differently on a re-dealt position (" + locale + ")");
        }
      }
    }
  }

  /** Property 4: forbidden and malformed actions are worded without an exception. */
  private void neverThrows(S state, int mover, List<A> legal, String where, List<String> found) {
    List<A> odd = new ArrayList<>(plausible.apply(state));
    for (A a : legal.subList(0, Math.min(3, legal.size()))) {
      odd.addAll(withAFieldMissing(a));
    }
    V view = game.view(state, mover);
    for (Locale locale : LANGUAGES) {
      GameText<S, A, E, V> text = game.text(locale);
      for (A a : odd) {
        try {
          Objects.requireNonNull(text.action(state, a));
          Objects.requireNonNull(text.actionFromView(view, a));
        } catch (RuntimeException e) {
          found.add(where + "wording " + Json.write(a) + " threw " + e + " (" + locale + ")");
        }
      }
    }
  }

  /** The action with each of its fields in turn set to null, where the JSON reader accepts that. */
  private List<A> withAFieldMissing(A action) {
    List<A> out = new ArrayList<>();
    JsonNode tree = Json.toTree(action);
    for (Iterator<String> names = tree.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (name.equals("type")) {
        continue;
      }
      ObjectNode copy = ((ObjectNode) tree).deepCopy();
      copy.putNull(name);
      try {
        out.add(Json.fromTree(copy, game.types().action()));
      } catch (RuntimeException rejected) {
        // the reader refuses a missing field: nothing to word
      }
    }
    return out;
  }

  private List<E> seen(Step<S, E> step, int observer) {
    return step.events().stream()
        .filter(e -> observer == Narration.PUBLIC ? e.privateTo() < 0 : e.visibleTo(observer))
        .toList();
  }

  private List<A> sample(List<A> actions, RandomSource random) {
    if (actions.size() <= ALTERNATIVES) {
      return new ArrayList<>(actions);
    }
    List<A> picked = new ArrayList<>();
    for (int i = 0; i < ALTERNATIVES; i++) {
      picked.add(actions.get(random.nextInt(actions.size())));
    }
    return picked;
  }
}
