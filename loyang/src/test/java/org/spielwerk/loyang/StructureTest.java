package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.RandomSource;

/**
 * An action's shape is checked before any rule (issue 19): every kind of action with every field set to
 * values in and out of range (negative and too large positions, seats off the table, unknown cards, nulls)
 * is rejected with an {@link IllegalActionException} naming a rule, or is legal; and every action whose
 * shape passes can be worded against the position (a replayed illegal action is worded in its rejection).
 */
class StructureTest {
  private static final Loyang GAME = new Loyang();
  private static final int[] NUMBERS = {-1, 0, 1, 3, 70};

  /** Every action of every kind with the fields drawn from {@link #NUMBERS}, goods, nulls and booleans. */
  static List<LoyangAction> actions() {
    List<LoyangAction> out = new ArrayList<>();
    for (Class<?> kind : LoyangAction.class.getPermittedSubclasses()) {
      RecordComponent[] parts = kind.getRecordComponents();
      Class<?>[] types = new Class<?>[parts.length];
      for (int i = 0; i < parts.length; i++) {
        types[i] = parts[i].getType();
      }
      try {
        Constructor<?> make = kind.getDeclaredConstructor(types);
        combine(make, types, new Object[types.length], 0, out);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    }
    return out;
  }

  private static void combine(Constructor<?> make, Class<?>[] types, Object[] args, int at, List<LoyangAction> out)
      throws ReflectiveOperationException {
    if (at == types.length) {
      out.add((LoyangAction) make.newInstance(args.clone()));
      return;
    }
    List<Object> values = new ArrayList<>();
    if (types[at] == int.class) {
      for (int n : NUMBERS) {
        values.add(n);
      }
    } else if (types[at] == boolean.class) {
      values.add(false);
      values.add(true);
    } else if (types[at].isEnum()) {
      values.add(null);
      values.addAll(List.of(types[at].getEnumConstants()));
    } else {
      values.add(null);
    }
    for (Object v : values) {
      args[at] = v;
      combine(make, types, args, at + 1, out);
    }
  }

  @Test
  void everyMalformedActionIsRejectedNamingARuleAndEveryWellFormedOneCanBeWorded() {
    List<LoyangAction> actions = actions();
    List<LoyangState> positions = new ArrayList<>();
    for (int players = 2; players <= 4; players++) {
      positions.add(GAME.setup(LoyangOptions.YUCATA, players, players));
    }
    RandomSource random = new RandomSource(496);
    for (int game = 0; game < 3; game++) {
      List<LoyangState> all = RandomPositions.of(random, game);
      for (int i = 0; i < 3; i++) {
        positions.add(all.get(random.nextInt(all.size())));
      }
    }
    int rejected = 0;
    int malformed = 0;
    for (LoyangState s : positions) {
      Set<LoyangAction> legal = new HashSet<>(GAME.legalActions(s));
      String before = s.toString();
      for (LoyangAction a : actions) {
        boolean shaped = s.toMove() >= 0 && Structure.check(s, s.player(s.toMove()), Rules.cat(s), a) == null;
        if (!shaped) {
          malformed++;
        }
        if (legal.contains(a)) {
          continue;
        }
        try {
          GAME.apply(s, a);
          throw new AssertionError("applied an unlisted action " + a + " in " + s.phase());
        } catch (IllegalActionException e) {
          assertThat(e.rule()).as(a + ": names a rule").isNotBlank();
          rejected++;
        } catch (RuntimeException e) {
          throw new AssertionError(a + " in " + s.phase() + ": apply threw " + e, e);
        }
        if (shaped) {
          try {
            GAME.text(Locale.ENGLISH).action(s, a);
          } catch (RuntimeException e) {
            throw new AssertionError(a + " in " + s.phase() + " passes the shape check but cannot be worded: " + e, e);
          }
        }
      }
      assertThat(s.toString()).as("nothing changed").isEqualTo(before);
    }
    assertThat(rejected).isGreaterThan(actions.size());
    assertThat(malformed).as("most drawn actions are malformed somewhere").isGreaterThan(actions.size());
  }
}
