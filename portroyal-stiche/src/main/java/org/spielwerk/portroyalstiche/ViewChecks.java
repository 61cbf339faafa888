package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;
import java.lang.reflect.RecordComponent;
import java.util.Objects;
import org.spielwerk.core.InvalidPositionException;

/**
 * {@code resampleFromView} takes a view as strictly as {@code validate} takes a state (issue 19): first
 * the view's structure (every field present, 3 or 4 seats of four ships each, counts in range), so that
 * dealing cannot fail half-way; then the dealt position must pass {@link Validation} and show the
 * observer exactly the view given. Failures are {@link InvalidPositionException}s naming the view's field
 * (the deal itself may also find that no position fits, an IllegalArgumentException).
 */
final class ViewChecks {
  private ViewChecks() {}

  static void checkBeforeDeal(PortRoyalSticheView view) {
    Object[] fields = {view.options(), view.phase(), view.hand(), view.aside(), view.faceUp(), view.played(),
        view.display(), view.bonusCarrier(), view.lootOut(), view.trump(), view.pendingBonus(), view.seats()};
    String[] names = {"options", "phase", "hand", "aside", "faceUp", "played", "display", "bonusCarrier", "lootOut",
        "trump", "pendingBonus", "seats"};
    for (int i = 0; i < fields.length; i++) {
      if (fields[i] == null) {
        throw fail(names[i], "missing");
      }
    }
    int n = view.seats().size();
    if (n != 3 && n != 4) {
      throw fail("seats", "3 or 4 seats, not " + n);
    }
    if (view.observer() < 0 || view.observer() >= n) {
      throw fail("observer", "no seat " + view.observer() + " at a table of " + n);
    }
    if (view.bonusCarrier().isDefined() && view.bonusCarrier().get() == null
        || view.trump().isDefined() && view.trump().get() == null) {
      throw fail(view.trump().isDefined() && view.trump().get() == null ? "trump" : "bonusCarrier", "a null card");
    }
    checkCount("lootDeckSize", view.lootDeckSize(), Loot.values().length);
    checkCount("bonusDeckSize", view.bonusDeckSize(), Bonus.values().length);
    checkCount("bonusUnderCount", view.bonusUnderCount(), Bonus.values().length);
    checkCount("pendingBonusCount", view.pendingBonusCount(), Bonus.values().length);
    for (int seat = 0; seat < n; seat++) {
      PortRoyalSticheView.SeatView shown = view.seats().get(seat);
      String at = "seats[" + seat + "]";
      if (shown == null || shown.ships() == null || shown.markers() == null || shown.exposed() == null
          || shown.removedBonus() == null) {
        throw fail(at, "ships, markers, exposed colours and removed bonus cards, none of them null");
      }
      if (shown.ships().size() != Cards.SHIPS) {
        throw fail(at + ".ships", "four ships, not " + shown.ships().size());
      }
      for (int s = 0; s < Cards.SHIPS; s++) {
        PortRoyalSticheView.ShipView ship = shown.ships().get(s);
        if (ship == null || ship.loot() == null || ship.bonus() == null) {
          throw fail(at + ".ships[" + s + "]", "loot and bonus cards, none of them null");
        }
        checkCount(at + ".ships[" + s + "].bonusCount", ship.bonusCount(), Bonus.values().length);
      }
      checkCount(at + ".handSize", shown.handSize(), Cards.HAND + Cards.FACE_UP);
      checkCount(at + ".removedBonusCount", shown.removedBonusCount(), Bonus.values().length);
    }
    checkPhase(view.phase(), n);
  }

  /** The parts of a phase that dealing reads: the trick on the table and the won loot card. */
  private static void checkPhase(Phase phase, int n) {
    Trick trick = Rules.currentTrick(phase);
    if (trick != null && (trick.prize() == null || trick.plays() == null
        || trick.plays().exists(play -> play == null || play.card() == null))) {
      throw fail("phase.trick", "a prize and the cards played, none of them null");
    }
    if (phase instanceof Phase.Spoils spoils && (spoils.loot() == null || spoils.loot().isDefined()
        && spoils.loot().get() == null)) {
      throw fail("phase.loot", "the won loot card, or none once dealt with");
    }
  }

  private static void checkCount(String field, int count, int most) {
    if (count < 0 || count > most) {
      throw fail(field, "0.." + most + ", not " + count);
    }
  }

  /** The dealt position is a valid one and shows the observer exactly the view given. */
  static void checkDeal(PortRoyalSticheView view, PortRoyalSticheState dealt) {
    try {
      Validation.validate(dealt);
    } catch (InvalidPositionException e) {
      throw fail(e.field(), "no valid position fits the view: " + e.getMessage());
    }
    PortRoyalSticheView shown = PortRoyalSticheView.of(dealt, view.observer());
    if (!shown.equals(view)) {
      throw fail(differingField(view, shown), "does not agree with the rest of the view");
    }
  }

  /** The first component in which two views differ, by name; seats by index. */
  private static String differingField(PortRoyalSticheView given, PortRoyalSticheView shown) {
    for (RecordComponent component : PortRoyalSticheView.class.getRecordComponents()) {
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

  private static Object read(RecordComponent component, PortRoyalSticheView view) {
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
