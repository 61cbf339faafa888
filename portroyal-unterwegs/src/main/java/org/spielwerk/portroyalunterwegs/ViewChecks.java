package org.spielwerk.portroyalunterwegs;

import io.vavr.collection.Vector;
import java.lang.reflect.RecordComponent;
import java.util.Objects;
import org.spielwerk.core.InvalidPositionException;

/**
 * {@code resampleFromView} takes a view as strictly as {@code validate} takes a state (issue 19): first
 * the view's own structure (every field present, counts in range, the unseen pools exactly as large as
 * the coins and the draw pile they fill), so that dealing cannot fail half-way; then the dealt position
 * must pass {@link Validation} and show the observer exactly the view given. Every failure is an
 * {@link InvalidPositionException} naming the view's field.
 */
final class ViewChecks {
  private ViewChecks() {}

  /** What dealing relies on: present fields, seats and shuffles in range, pools that fit. */
  static void checkBeforeDeal(UnterwegsView view) {
    Object[] fields = {view.options(), view.players(), view.harbor(), view.discard(), view.phase(), view.unseen()};
    String[] names = {"options", "players", "harbor", "discard", "phase", "unseen"};
    for (int i = 0; i < fields.length; i++) {
      if (fields[i] == null) {
        throw fail(names[i], "missing");
      }
    }
    int n = view.players().size();
    if (n < 2 || n > 4) {
      throw fail("players", "2 to 4 players, not " + n);
    }
    if (view.observer() < 0 || view.observer() >= n) {
      throw fail("observer", "no seat " + view.observer() + " at a table of " + n);
    }
    try {
      view.options().check(n);
    } catch (org.spielwerk.core.InvalidSetupException e) {
      throw fail("options." + e.field(), e.getMessage());
    }
    java.util.Set<Card> deck = view.options().cards().toJavaSet();
    if (view.shuffles() < 0 || view.shuffles() > Validation.MAX_SHUFFLES) {
      throw fail("shuffles", "0.." + Validation.MAX_SHUFFLES + " reshuffles, not " + view.shuffles());
    }
    if (view.unseen().size() != view.shuffles() + 1) {
      throw fail("unseen", "one pool per shuffle 0.." + view.shuffles() + ", not " + view.unseen().size());
    }
    if (view.drawCount() < 0) {
      throw fail("drawCount", "a pile holds 0 or more cards, not " + view.drawCount());
    }
    // the pools' sizes: the coins from each shuffle, and for the latest the draw pile too
    int[] holes = new int[view.shuffles() + 1];
    holes[view.shuffles()] = view.drawCount();
    for (int seat = 0; seat < n; seat++) {
      UnterwegsView.PlayerView player = view.players().get(seat);
      String at = "players[" + seat + "]";
      if (player == null || player.coinShuffles() == null || player.display() == null || player.tucked() == null
          || player.display().contains(null) || player.tucked().contains(null)) {
        throw fail(at, "coin shuffles, persons and tucked ships, none of them null");
      }
      if (player.coins() != player.coinShuffles().size()) {
        throw fail(at + ".coins", player.coins() + " coins, but " + player.coinShuffles().size() + " coin shuffles");
      }
      for (Integer shuffle : player.coinShuffles()) {
        if (shuffle == null || shuffle < 0 || shuffle > view.shuffles()) {
          throw fail(at + ".coinShuffles", "a coin from shuffle " + shuffle + ", which has not happened (0.."
              + view.shuffles() + ")");
        }
        holes[shuffle]++;
      }
    }
    for (int k = 0; k < holes.length; k++) {
      Vector<Card> pool = view.unseen().get(k);
      if (pool == null || !deck.containsAll(pool.asJava())) {
        throw fail("unseen[" + k + "]", "cards of this game's deck, none of them null or changed");
      }
      if (pool.size() != holes[k]) {
        throw fail("unseen[" + k + "]", pool.size() + " unseen cards, " + (pool.size() < holes[k] ? "fewer" : "more")
            + " than the " + holes[k] + " face-down places " + (k == view.shuffles() ? "(coins and draw pile)" : "(coins)")
            + " they fill");
      }
    }
  }

  /** The dealt position is a valid one and shows the observer exactly the view given. */
  static void checkDeal(UnterwegsView view, UnterwegsState dealt) {
    try {
      Validation.validate(dealt);
    } catch (InvalidPositionException e) {
      throw fail(e.field(), "no valid position fits the view: " + e.getMessage());
    }
    UnterwegsView shown = UnterwegsView.of(dealt, view.observer());
    if (!shown.equals(view)) {
      throw fail(differingField(view, shown), "does not agree with the rest of the view (a count, an influence "
          + "or sword total, or an unseen pool out of its order by id)");
    }
  }

  /** The first component in which two views differ, by name; seats and pools by index. */
  private static String differingField(UnterwegsView given, UnterwegsView shown) {
    for (RecordComponent component : UnterwegsView.class.getRecordComponents()) {
      Object a = read(component, given);
      Object b = read(component, shown);
      if (!Objects.equals(a, b)) {
        if (a instanceof Vector<?> left && b instanceof Vector<?> right && left.size() == right.size()) {
          for (int i = 0; i < left.size(); i++) {
            if (!Objects.equals(left.get(i), right.get(i))) {
              return component.getName() + "[" + i + "]";
            }
          }
        }
        return component.getName();
      }
    }
    return "view";
  }

  private static Object read(RecordComponent component, UnterwegsView view) {
    try {
      return component.getAccessor().invoke(view);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static InvalidPositionException fail(String field, String detail) {
    return new InvalidPositionException(field, detail);
  }
}
