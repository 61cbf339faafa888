package org.spielwerk.loyang;

import org.spielwerk.core.Heuristic;

/**
 * A cheap positional score for the greedy agent: the path (minus loans) dominates; cash is worth what
 * it buys on the path later; goods, customers and fields are worth their expected income. Loans are
 * penalised a little beyond their step, since the greedy agent would otherwise borrow to buy steps.
 */
final class LoyangHeuristic implements Heuristic<LoyangState> {
  @Override
  public double value(LoyangState s, int seat) {
    Player p = s.player(seat);
    CardNumbers c = Rules.cat(s);
    int roundsLeft = Math.max(0, Rules.ROUNDS - s.round());
    double value = 12.0 * (p.space() - p.loans()) - 1.5 * p.loans();
    value += 1.0 * p.cash();
    for (Good g : Good.ALL) {
      int n = p.cart().get(g) + p.store().get(g);
      value += n * 0.2 * c.buy[g.ordinal()];
    }
    for (Field f : p.fields()) {
      if (f.count() > 0) {
        value += Math.min(f.count(), roundsLeft) * 0.5 * c.buy[f.good().ordinal()];
      } else if (roundsLeft > 0) {
        value += 2;
      }
    }
    Goods goods = p.cart().plus(p.store()); // what the player will have for customers
    for (Regular r : p.regulars()) {
      // a customer is worth its payments only if the player can serve it: goods on the cart for an owed one
      CardNumbers.Spec spec = c.spec(r.card());
      value += r.red() ? -3 : 0;
      // a customer not yet handled this round (in the card phase: every one) will cost a decline unless served
      if (!r.handled() && roundsLeft + (s.phase() instanceof Phase.Acting ? 1 : 0) > 0) {
        int have = 0;
        for (Good g : spec.goods) {
          have += goods.get(g) > 0 ? 1 : 0;
        }
        value += have * 0.3 * spec.payments[r.rows()] - (r.red() ? 2 : 3); // declining would cost this
      }
    }
    for (Casual cc : p.casuals()) {
      CardNumbers.Spec spec = c.spec(cc.card());
      int have = 0;
      for (Good g : spec.goods) {
        have += goods.get(g) > 0 ? 1 : 0;
      }
      value += 1 + have * 0.2 * spec.price;
    }
    value += 1.0 * p.helpers().size() + 1.0 * p.stalls().size();
    if (p.bigStore()) {
      value += roundsLeft > 1 ? 2 : 0;
    }
    return value;
  }
}
