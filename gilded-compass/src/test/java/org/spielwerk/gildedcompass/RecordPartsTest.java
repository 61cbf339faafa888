package org.spielwerk.gildedcompass;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Traversable;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.RandomSource;

/**
 * {@link RecordParts}, the per-class table of record accessors, against its plain path: asking
 * {@code getRecordComponents()} and invoking each accessor by reflection on every call, as
 * {@link Validation#noNulls} and the view's counts did before. Both see the same components with the same
 * values, and {@code noNulls} names the same path and says the same words as the plain walk for a
 * {@code null} put at every place of positions and views of random games (records, optionals and list
 * elements at any depth) and for every list made one entry too long.
 */
class RecordPartsTest {
  private static final GildedCompass GAME = Fixture.GAME;

  /** Positions and a seat's view of each (the seats in turn), along random games of mixed options. */
  private static List<Record> values() {
    List<Record> values = new ArrayList<>();
    for (long seed = 1; seed <= 1; seed++) {
      GildedCompassState s = GAME.setup(OptionsMix.random(seed), 2 + (int) (seed % 4), seed);
      RandomSource random = new RandomSource(seed);
      for (int step = 0; !GAME.isOver(s); step++) {
        if (step % 60 == 0) {
          values.add(s);
          values.add(GAME.view(s, step / 60 % s.playerCount()));
        }
        List<GildedCompassAction> legal = GAME.legalActions(s);
        s = GAME.play(s, legal.get(random.nextInt(legal.size())));
      }
      values.add(s);
      values.add(GAME.view(s, 0));
    }
    return values;
  }

  @Test
  void partsAreTheRecordComponentsWithTheirValues() throws ReflectiveOperationException {
    Set<Class<?>> seen = new LinkedHashSet<>();
    for (Record value : values()) {
      partsOf(value, seen);
    }
    assertThat(seen).as("record classes compared").hasSizeGreaterThan(20);
  }

  private static void partsOf(Object value, Set<Class<?>> seen) throws ReflectiveOperationException {
    if (value instanceof Record record) {
      RecordComponent[] plain = record.getClass().getRecordComponents();
      RecordParts.Part[] parts = RecordParts.of(record.getClass());
      assertThat(parts).hasSameSizeAs(plain);
      seen.add(record.getClass());
      for (int i = 0; i < plain.length; i++) {
        plain[i].getAccessor().setAccessible(true);
        Object expected = plain[i].getAccessor().invoke(record);
        assertThat(parts[i].name()).isEqualTo(plain[i].getName());
        assertThat(parts[i].type()).isEqualTo(plain[i].getType());
        assertThat(parts[i].of(record)).as(record.getClass().getName() + "." + plain[i].getName()).isEqualTo(expected);
        partsOf(expected, seen);
      }
    } else if (value instanceof Option<?> option) {
      for (Object v : option) {
        partsOf(v, seen);
      }
    } else if (value instanceof Traversable<?> elements) {
      for (Object v : elements) {
        partsOf(v, seen);
      }
    }
  }

  @Test
  void noNullsNamesWhatThePlainWalkNames() throws ReflectiveOperationException {
    int compared = 0;
    for (Record value : values()) {
      String root = value instanceof GildedCompassView ? "view" : "state";
      assertThat(outcome(value, root, true)).isEqualTo(outcome(value, root, false)).isNull();
      for (Object broken : broken(value)) {
        String fast = outcome(broken, root, true);
        assertThat(fast).as("a broken value is rejected").isNotNull();
        assertThat(fast).isEqualTo(outcome(broken, root, false));
        compared++;
      }
    }
    assertThat(compared).as("broken values compared").isGreaterThan(1_000);
  }

  /**
   * The view's counts (every int of its supply and of each seat), read through the table: each one set
   * to -1 or above any table is rejected naming that count (the plain path named it too).
   */
  @Test
  void everyCountOfAViewOutOfRangeIsNamed() throws ReflectiveOperationException {
    GildedCompassState s = GAME.setup(GildedCompassOptions.YUCATA, 3, 5L);
    GildedCompassView view = GAME.view(s, 1);
    int named = 0;
    for (int bad : new int[] {-1, Components.MAX_TILES + 1}) {
      List<Object> supplies = withInt(view.supply(), bad);
      RecordComponent[] supply = GildedCompassView.SupplyView.class.getRecordComponents();
      for (int i = 0, k = 0; i < supply.length; i++) {
        if (supply[i].getType() == int.class) {
          GildedCompassView broken = (GildedCompassView) with(view, "supply", supplies.get(k++));
          assertThat(checkViewField(broken)).isEqualTo("view.supply." + supply[i].getName());
          named++;
        }
      }
      List<Object> players = withInt(view.players().get(2), bad);
      RecordComponent[] player = GildedCompassView.PlayerView.class.getRecordComponents();
      for (int i = 0, k = 0; i < player.length; i++) {
        if (player[i].getType() == int.class) {
          GildedCompassView broken = (GildedCompassView) with(view, "players",
              view.players().update(2, (GildedCompassView.PlayerView) players.get(k++)));
          assertThat(checkViewField(broken)).isEqualTo("view.players[2]." + player[i].getName());
          named++;
        }
      }
    }
    assertThat(named).isEqualTo(2 * (17 + 7));
  }

  private static String checkViewField(GildedCompassView view) {
    try {
      Visibility.checkView(view);
      return null;
    } catch (InvalidPositionException e) {
      return e.field();
    }
  }

  /** The record with the component {@code name} replaced. */
  private static Record with(Record record, String name, Object value) throws ReflectiveOperationException {
    RecordComponent[] components = record.getClass().getRecordComponents();
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      values[i] = components[i].getName().equals(name) ? value : components[i].getAccessor().invoke(record);
    }
    return build(record, components, values);
  }

  /** Copies of the record with each int component in turn set to {@code value}. */
  private static List<Object> withInt(Record record, int value) throws ReflectiveOperationException {
    RecordComponent[] components = record.getClass().getRecordComponents();
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      values[i] = components[i].getAccessor().invoke(record);
    }
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < components.length; i++) {
      if (components[i].getType() == int.class) {
        Object[] copy = values.clone();
        copy[i] = value;
        out.add(build(record, components, copy));
      }
    }
    return out;
  }

  /** The field and words {@code noNulls} (or the plain walk) rejects the value with, or null. */
  private static String outcome(Object value, String root, boolean fast) {
    try {
      if (fast) {
        Validation.noNulls(value, root);
      } else {
        plainNoNulls(value, root);
      }
      return null;
    } catch (InvalidPositionException e) {
      return e.field() + ": " + e.getMessage();
    }
  }

  /** The walk as it was written before the table: reflection on every call, the path built on the way down. */
  private static void plainNoNulls(Object value, String path) {
    if (value == null) {
      throw new InvalidPositionException(path, "a value is needed");
    }
    if (value == Components.standard()) {
      return;
    }
    if (value instanceof Record record) {
      for (RecordComponent c : record.getClass().getRecordComponents()) {
        Object v;
        try {
          c.getAccessor().setAccessible(true);
          v = c.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException(e);
        }
        plainNoNulls(v, path + "." + c.getName());
      }
    } else if (value instanceof Option<?> option) {
      option.forEach(v -> plainNoNulls(v, path));
    } else if (value instanceof Traversable<?> elements) {
      if (elements.size() > Validation.MAX_LIST) {
        throw new InvalidPositionException(path, "at most " + Validation.MAX_LIST + " entries, not " + elements.size());
      }
      int i = 0;
      for (Object v : elements) {
        plainNoNulls(v, path + "[" + i++ + "]");
      }
    }
  }

  /**
   * Copies of the value with one place broken: each non-primitive component, optional's content and list
   * element (the first and the last of a list) set to {@code null}, at any depth, and each list made
   * {@link Validation#MAX_LIST} + 1 entries long.
   */
  private static List<Object> broken(Object value) throws ReflectiveOperationException {
    List<Object> out = new ArrayList<>();
    if (value == Components.standard()) {
      return out;
    }
    if (value instanceof Record record) {
      RecordComponent[] components = record.getClass().getRecordComponents();
      Object[] values = new Object[components.length];
      for (int i = 0; i < components.length; i++) {
        components[i].getAccessor().setAccessible(true);
        values[i] = components[i].getAccessor().invoke(record);
      }
      for (int i = 0; i < components.length; i++) {
        if (components[i].getType().isPrimitive()) {
          continue;
        }
        List<Object> replacements = new ArrayList<>();
        replacements.add(null);
        replacements.addAll(broken(values[i]));
        for (Object replacement : replacements) {
          Object[] copy = values.clone();
          copy[i] = replacement;
          Record built = build(record, components, copy);
          if (built != null) {
            out.add(built);
          }
        }
      }
    } else if (value instanceof Option<?> option && option.isDefined()) {
      out.add(Option.some(null));
      for (Object b : broken(option.get())) {
        out.add(Option.some(b));
      }
    } else if (value instanceof Vector<?> elements) {
      out.add(Vector.fill(Validation.MAX_LIST + 1, elements.isEmpty() ? null : elements.head()));
      for (int i : elements.isEmpty() ? new int[0] : new int[] {0, elements.size() - 1}) {
        out.add(elements.update(i, null));
        for (Object b : broken(elements.get(i))) {
          @SuppressWarnings("unchecked")
          Vector<Object> objects = (Vector<Object>) elements;
          out.add(objects.update(i, b));
        }
      }
    }
    return out;
  }

  /** The record rebuilt with other component values, or null when its constructor refuses them. */
  private static Record build(Record record, RecordComponent[] components, Object[] values)
      throws ReflectiveOperationException {
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
    }
    Constructor<?> constructor = record.getClass().getDeclaredConstructor(types);
    constructor.setAccessible(true);
    try {
      return (Record) constructor.newInstance(values);
    } catch (java.lang.reflect.InvocationTargetException e) {
      return null; // a compact constructor that checks its components
    }
  }
}
