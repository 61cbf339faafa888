package org.spielwerk.research.loyang;

import java.util.List;
import org.spielwerk.core.RandomSource;
import org.spielwerk.loyang.Field;
import org.spielwerk.loyang.Good;
import org.spielwerk.loyang.LoyangAction;
import org.spielwerk.loyang.LoyangView;
import org.spielwerk.loyang.Phase;
import org.spielwerk.loyang.Tables;
import org.spielwerk.research.bots.Level;
import org.spielwerk.research.bots.RuleStrategy;

/**
 * Rules of thumb for At the Gates of Loyang, from its economy: a regular customer not served turns
 * red and then costs (§6), a casual customer pays once, a field pays its good again and again, loans
 * cost a path space each at the end (§8.2), and the path is the score.
 * <ul>
 *   <li>Actions (§4): deliver to a regular customer whenever possible (all levels); medium and hard then
 *       serve a casual customer, then sow an empty field with the good worth most on it (buy price x the
 *       field's plots).
 *   <li>Storing (§3.4): medium and hard give back the cheapest good first.
 *   <li>Setup (§2.1): easy sows the cheapest good on the home field, medium and hard the dearest one
 *       they can pay (it fills 9 plots).
 * </ul>
 * Drafting, buying, exchanges, helpers and the path steps go to the bot's heuristic fallback.
 */
public final class LoyangRules implements RuleStrategy<LoyangAction, LoyangView> {

  /** Judged one ply ahead by the lead over the best rival (12 a path step), the rules played where they speak. */
  @Override
  public org.spielwerk.research.bots.Lookahead.Budget budget() {
    return new org.spielwerk.research.bots.Lookahead.Budget(8, 0, 8, 10, true);
  }

  @Override
  public int seats(LoyangView view) {
    return view.players().size();
  }

  @Override
  public String gameId() {
    return "loyang";
  }

  @Override
  public LoyangAction decide(LoyangView view, int seat, List<LoyangAction> legal, Level level, RandomSource random) {
    return switch (view.phase()) {
      case Phase.SowingHome s -> sowHome(view, legal, level);
      case Phase.Acting a when a.sub() == null && a.stage() == Phase.Stage.ACTIONS -> act(view, seat, legal, level);
      case Phase.Acting a when a.stage() == Phase.Stage.STORING && level != Level.EASY -> giveUpCheapest(view, legal);
      default -> null;
    };
  }

  private static LoyangAction sowHome(LoyangView view, List<LoyangAction> legal, Level level) {
    LoyangAction best = null;
    int bestPrice = 0;
    for (LoyangAction a : legal) {
      if (a instanceof LoyangAction.SowHome s) {
        int price = buy(view, s.good());
        boolean better = best == null || (level == Level.EASY ? price < bestPrice : price > bestPrice);
        if (better) {
          best = a;
          bestPrice = price;
        }
      }
    }
    return best;
  }

  private static LoyangAction act(LoyangView view, int seat, List<LoyangAction> legal, Level level) {
    for (LoyangAction a : legal) {
      if (a instanceof LoyangAction.Deliver) {
        return a;
      }
    }
    if (level != Level.HARD) {
      return null;
    }
    for (LoyangAction a : legal) {
      if (a instanceof LoyangAction.Serve) {
        return a;
      }
    }
    LoyangAction best = null;
    int most = 0;
    for (LoyangAction a : legal) {
      if (a instanceof LoyangAction.Sow s) {
        Field field = view.players().get(seat).fields().get(s.field());
        int worth = buy(view, s.good()) * plots(view, field.card());
        if (worth > most) {
          most = worth;
          best = a;
        }
      }
    }
    return best;
  }

  private static LoyangAction giveUpCheapest(LoyangView view, List<LoyangAction> legal) {
    LoyangAction best = null;
    int cheapest = Integer.MAX_VALUE;
    for (LoyangAction a : legal) {
      if (a instanceof LoyangAction.GiveUp g && buy(view, g.good()) < cheapest) {
        cheapest = buy(view, g.good());
        best = a;
      }
    }
    return best;
  }

  /** The shop's buy price of a good (§1.3). */
  static int buy(LoyangView view, Good good) {
    for (Tables.ShopRow row : view.options().shop().isEmpty() ? Tables.SHOP : view.options().shop()) {
      if (row.good() == good) {
        return row.buy();
      }
    }
    return 1;
  }

  /** The plots of a field card: a common field's row, or a private field kind's. */
  static int plots(LoyangView view, int card) {
    LoyangEncoding.Table t = LoyangEncoding.table(view.options());
    Tables.CardRow row = t.row(card);
    if (row != null) {
      return row.plots();
    }
    var fields = view.options().privateFields().isEmpty() ? Tables.FIELDS : view.options().privateFields();
    int kind = card - t.actionCards();
    return kind >= 0 && kind < fields.size() ? fields.get(kind).plots() : 1;
  }
}
