package org.spielwerk.loyang;

import static org.spielwerk.loyang.Rules.cat;
import static org.spielwerk.loyang.Rules.discardHelper;
import static org.spielwerk.loyang.Rules.earn;
import static org.spielwerk.loyang.Rules.face;
import static org.spielwerk.loyang.Rules.pay;

import java.util.List;
import org.spielwerk.core.EventSink;
import org.spielwerk.loyang.LoyangAction.Via;
import org.spielwerk.loyang.LoyangEvent.Reason;
import org.spielwerk.loyang.LoyangEvent.Transfer;
import org.spielwerk.loyang.Phase.Acting;
import org.spielwerk.loyang.Phase.Drafting;
import org.spielwerk.loyang.Phase.Sub;

/** The helpers' effects (§9), applied after {@link Checks#check} has accepted the action. */
final class Helpers {
  private Helpers() {}

  /** Plays (and discards) the helper at {@code index}: it goes to the discard pile, uncovering its bottom card. */
  private static LoyangState use(LoyangState s, int seat, int index, int option, EventSink<LoyangEvent> ev) {
    ev.add(new LoyangEvent.HelperUsed(seat, face(s, s.player(seat).helpers().get(index).card()), option));
    return discardHelper(s, seat, index, ev);
  }

  static LoyangState withSub(LoyangState s, Sub sub) {
    return switch (s.phase()) {
      case Acting a -> s.withPhase(a.withSub(sub));
      case Drafting d -> s.withPhase(d.withSub(sub));
      case Phase.SowingHome x -> throw new IllegalStateException("no decision in " + x);
      case Phase.HarvestTurn x -> throw new IllegalStateException("no decision in " + x);
      case Phase.ChoosingPartner x -> throw new IllegalStateException("no decision in " + x);
      case Phase.GameOver x -> throw new IllegalStateException("no decision in " + x);
    };
  }

  static LoyangState resume(LoyangState s, Sub resume) {
    return withSub(s, resume);
  }

  static Sub currentSub(LoyangState s) {
    return Checks.sub(s);
  }

  static LoyangState activate(LoyangState s, int seat, int index, int option, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    Player p = s.player(seat);
    HelperType type = c.helper(p.helpers().get(index).card());
    Sub before = currentSub(s);
    switch (type) {
      case BOOKKEEPER -> {
        s = use(s, seat, index, 1, ev);
        return withSub(s, new Phase.ShopReset(0, before));
      }
      case MARKET_CRIER -> {
        if (option == 2) {
          s = use(s, seat, index, 2, ev);
          return withSub(s, new Phase.CrierSale(0, 0, before));
        }
        // Option 1: every uncovered stall gets its printed goods again (§9.14).
        p = p.withStalls(p.stalls().map(st -> new Stall(st.card(), st.under(), c.spec(st.card()).stock)));
        return use(s.withPlayer(seat, p), seat, index, 1, ev);
      }
      case MERCHANT -> {
        int types = Checks.merchantTypes(s, p);
        s = use(s, seat, index, 1, ev);
        return withSub(s, new Phase.MerchantBuying(types));
      }
      case PLOUGHMAN -> {
        s = use(s, seat, index, 2, ev);
        if (s.options().ploughmanChoosesFields()) {
          return withSub(s, new Phase.Ploughing());
        }
        // §9.17 option 2 (Audit Q4 reading A): every non-home field holding exactly 1 good is harvested.
        for (int i = s.player(seat).fields().size() - 1; i >= 0; i--) {
          Field f = s.player(seat).fields().get(i);
          if (!c.spec(f.card()).home && f.count() == 1) {
            s = harvestSingle(s, seat, i, ev);
          }
        }
        return s;
      }
      case SALESWOMAN -> {
        if (option == 1) {
          p = p.withRegulars(p.regulars().map(r -> new Regular(r.card(), r.under(), r.rows(), false, r.deliveries(),
              r.handled(), r.owed())));
          return use(s.withPlayer(seat, p), seat, index, 1, ev);
        }
        Acting a = (Acting) s.phase();
        return use(s.withPhase(a.withFlags(a.flags().with(type, 2))), seat, index, 2, ev);
      }
      case HARVEST_HELPER -> {
        // §9.5 option 2 (U14): fields sown earlier in this phase get their extra good now.
        Acting a = (Acting) s.phase();
        p = p.withFields(p.fields().map(f -> f.fresh() ? new Field(f.card(), f.under(), f.good(), f.count() + 1, true) : f));
        s = s.withPlayer(seat, p).withPhase(a.withFlags(a.flags().with(type, 2)));
        return use(s, seat, index, 2, ev);
      }
      case OFFICIAL, ERRAND_BOY, MAID -> {
        Acting a = (Acting) s.phase();
        return use(s.withPhase(a.withFlags(a.flags().with(type, 1))), seat, index, 1, ev);
      }
      case TOUT, HAGGLER, LORD, TRADER, CHARLATAN, SHOPPER, DELIVERYMAN, MARKET_WOMAN, TENANT, SELF_SUPPLIER ->
          throw new IllegalStateException("checked: " + type);
    }
    throw new IllegalStateException("unreachable");
  }

  /** Shopper (§9.10): 1 good from the supply for 2 less; the shop is not touched. */
  static LoyangState shopper(LoyangState s, int seat, LoyangAction.ShopSupply x, EventSink<LoyangEvent> ev) {
    int price = cat(s).shopper[x.good().ordinal()];
    ev.add(new LoyangEvent.Bought(seat, x.good(), 1, price, true));
    s = pay(s, seat, price, -1, Reason.SHOPPER, ev);
    Player p = s.player(seat);
    s = s.withPlayer(seat, p.withCart(p.cart().plus(x.good(), 1)));
    return use(s, seat, x.helper(), 1, ev);
  }

  /** Haggler (§9.6): 2 goods for the price of 1; with the Shopper from the supply for the Shopper's price. */
  static LoyangState haggle(LoyangState s, int seat, LoyangAction.Haggle x, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    int g = x.good().ordinal();
    int price = x.withShopper() ? c.shopper[g] : c.buy[g];
    ev.add(new LoyangEvent.Bought(seat, x.good(), 2, price, x.withShopper()));
    s = pay(s, seat, price, -1, Reason.HAGGLER, ev);
    Player p = s.player(seat);
    p = p.withCart(p.cart().plus(x.good(), 2));
    if (!x.withShopper()) {
      p = p.withShop(p.shop().plus(x.good(), -2));
    }
    s = s.withPlayer(seat, p);
    if (x.withShopper()) {
      int shopper = Checks.find(s.player(seat), c, HelperType.SHOPPER);
      int haggler = x.helper();
      // discard the later position first so that the earlier one stays where it is
      if (shopper > haggler) {
        s = use(s, seat, shopper, 1, ev);
        return use(s, seat, haggler, 1, ev);
      }
      s = use(s, seat, haggler, 1, ev);
      return use(s, seat, Checks.find(s.player(seat), c, HelperType.SHOPPER), 1, ev);
    }
    return use(s, seat, x.helper(), 1, ev);
  }

  /** Merchant (§9.11, §10): 1 good per needed type for 1 cash; with the Shopper 1 for 0; with the Haggler 2 for 1. */
  static LoyangState merchantBuy(LoyangState s, int seat, Good good, Via via, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    Acting a = (Acting) s.phase();
    Phase.MerchantBuying m = (Phase.MerchantBuying) a.sub();
    s = s.withPhase(a.withSub(new Phase.MerchantBuying(m.types() & ~good.bit())));
    Player p = s.player(seat);
    switch (via) {
      case SHOP -> {
        ev.add(new LoyangEvent.Bought(seat, good, 1, 1, false));
        s = pay(s.withPlayer(seat, p.withShop(p.shop().plus(good, -1)).withCart(p.cart().plus(good, 1))), seat, 1, -1,
            Reason.MERCHANT, ev);
      }
      case SHOPPER -> {
        ev.add(new LoyangEvent.Bought(seat, good, 1, 0, true));
        s = s.withPlayer(seat, p.withCart(p.cart().plus(good, 1)));
        s = use(s, seat, Checks.find(s.player(seat), c, HelperType.SHOPPER), 1, ev);
      }
      case HAGGLER -> {
        ev.add(new LoyangEvent.Bought(seat, good, 2, 1, false));
        s = pay(s.withPlayer(seat, p.withShop(p.shop().plus(good, -2)).withCart(p.cart().plus(good, 2))), seat, 1, -1,
            Reason.MERCHANT, ev);
        s = use(s, seat, Checks.find(s.player(seat), c, HelperType.HAGGLER), 1, ev);
      }
    }
    Phase.MerchantBuying left = (Phase.MerchantBuying) ((Acting) s.phase()).sub();
    return left.types() == 0 ? s.withPhase(((Acting) s.phase()).withSub(null)) : s;
  }

  /** Bookkeeper (§9.4) part 1: the shop's count of one good, set without cash. */
  static LoyangState shopCount(LoyangState s, int seat, int count, EventSink<LoyangEvent> ev) {
    Phase.ShopReset r = (Phase.ShopReset) currentSub(s);
    Player p = s.player(seat);
    Good good = Good.ALL[r.good()];
    s = s.withPlayer(seat, p.withShop(p.shop().with(good, count)));
    if (r.good() < Good.ALL.length - 1) {
      return withSub(s, new Phase.ShopReset(r.good() + 1, r.resume()));
    }
    if (!s.options().bookkeeperAutoIncome()) {
      return withSub(s, new Phase.BookkeeperIncome(r.resume()));
    }
    // Yucata pays the best good by itself (§9.4).
    Good best = Good.WHEAT;
    for (Good g : Good.ALL) {
      if (fieldsWith(s.player(seat), g) > fieldsWith(s.player(seat), best)) {
        best = g;
      }
    }
    return income(withSub(s, new Phase.BookkeeperIncome(r.resume())), seat, best, ev);
  }

  /** Bookkeeper part 2: 1 cash per own (uncovered) field card sown with the good. */
  static LoyangState income(LoyangState s, int seat, Good good, EventSink<LoyangEvent> ev) {
    Phase.BookkeeperIncome b = (Phase.BookkeeperIncome) currentSub(s);
    s = earn(s, seat, fieldsWith(s.player(seat), good), Reason.BOOKKEEPER, ev);
    return withSub(s, b.resume());
  }

  static int fieldsWith(Player p, Good good) {
    int n = 0;
    for (Field f : p.fields()) {
      n += f.good() == good && f.count() > 0 ? 1 : 0;
    }
    return n;
  }

  /** Market crier option 2 (§9.14): a stall good into a free shop slot; at most 3 cash in all. */
  static LoyangState crierMove(LoyangState s, int seat, int stall, Good good, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    Phase.CrierSale cs = (Phase.CrierSale) currentSub(s);
    s = Rules.takeFromStall(s, seat, stall, good, ev);
    Player p = s.player(seat);
    s = s.withPlayer(seat, p.withShop(p.shop().plus(good, 1)));
    ev.add(new LoyangEvent.GoodsMoved(seat, Goods.NONE.plus(good, 1), Transfer.STALL_TO_SHOP, seat));
    int cash = Math.min(c.sell[good.ordinal()], 3 - cs.earned());
    s = earn(s, seat, cash, Reason.MARKET_CRIER, ev);
    if (cs.moved() + 1 >= 3) {
      return withSub(s, cs.resume());
    }
    return withSub(s, new Phase.CrierSale(cs.moved() + 1, cs.earned() + cash, cs.resume()));
  }

  /** Ploughman option 1 (§9.17): the field's goods go back to the supply; it can be sown again. */
  static LoyangState plough(LoyangState s, int seat, LoyangAction.Plough x, EventSink<LoyangEvent> ev) {
    Player p = s.player(seat);
    Field f = p.fields().get(x.field());
    ev.add(new LoyangEvent.GoodsMoved(seat, Goods.NONE.plus(f.good(), f.count()), Transfer.PLOUGHED, seat));
    s = s.withPlayer(seat, p.withFields(p.fields().update(x.field(), new Field(f.card(), f.under(), null, 0, false))));
    return use(s, seat, x.helper(), 1, ev);
  }

  static LoyangState ploughField(LoyangState s, int seat, int field, EventSink<LoyangEvent> ev) {
    s = harvestSingle(s, seat, field, ev);
    CardNumbers c = cat(s);
    for (Field f : s.player(seat).fields()) {
      if (!c.spec(f.card()).home && f.count() == 1) {
        return s;
      }
    }
    return withSub(s, null);
  }

  /** The last good of a field is harvested; the emptied field leaves at once (§9.17 option 2). */
  private static LoyangState harvestSingle(LoyangState s, int seat, int index, EventSink<LoyangEvent> ev) {
    Player p = s.player(seat);
    Field f = p.fields().get(index);
    ev.add(new LoyangEvent.Harvested(seat, Goods.NONE.plus(f.good(), 1)));
    s = s.withPlayer(seat, p.withCart(p.cart().plus(f.good(), 1)).withFields(p.fields().removeAt(index)));
    return Rules.fieldLeaves(s, seat, f, ev);
  }

  /**
   * Tenant (§9.16): option 1 pays 3 and takes a field from the private stack; option 2 (field &gt;= 0)
   * puts an empty field under the stack first and takes a different one. The topmost field of the card
   * is taken and the rest keeps its order (U23).
   */
  static LoyangState tenant(LoyangState s, int seat, int helper, int field, int card, EventSink<LoyangEvent> ev) {
    Player p = s.player(seat);
    int at = p.stack().indexOf(card);
    if (field < 0) {
      s = pay(s, seat, 3, -1, Reason.TENANT, ev);
      p = Rules.popStack(s.player(seat), at);
      s = s.withPlayer(seat, p.withFields(p.fields().append(Field.empty(card))));
      ev.add(new LoyangEvent.FieldRevealed(seat, face(s, card)));
      return use(s, seat, helper, 1, ev);
    }
    Field moved = p.fields().get(field);
    p = Rules.popStack(p, at);
    p = p.withFields(p.fields().removeAt(field).append(Field.empty(card)))
        .withStack(p.stack().append(moved.card())).withStackKnown(p.stackKnown() + 1);
    s = s.withPlayer(seat, p);
    ev.add(new LoyangEvent.FieldRevealed(seat, face(s, card)));
    s = Rules.uncover(s, seat, moved.under(), ev);
    return use(s, seat, helper, 2, ev);
  }

  /** Trader (§9.8): pay the round 8/9 fee, then hand over goods for a good of another player's stall. */
  static LoyangState trade(LoyangState s, int seat, LoyangAction.TradeAt x, EventSink<LoyangEvent> ev) {
    s = pay(s, seat, Checks.traderFee(s), x.seat(), Reason.TRADER, ev);
    int bowls = Checks.bowls(s, s.player(x.seat()).stalls().get(x.stall()).card(), x.good());
    s = use(s, seat, x.helper(), 1, ev);
    return withSub(s, new Phase.StallPay(x.seat(), x.stall(), x.good(), bowls));
  }

  /** Charlatan (§9.9): swapped, not discarded; both players' bottom cards are uncovered. */
  static LoyangState charlatan(LoyangState s, int seat, LoyangAction.SwapHelper x, EventSink<LoyangEvent> ev) {
    Player me = s.player(seat);
    Player other = s.player(x.seat());
    HelperCard mine = me.helpers().get(x.helper());
    HelperCard theirs = other.helpers().get(x.theirs());
    ev.add(new LoyangEvent.HelperUsed(seat, face(s, mine.card()), 1));
    s = s.withPlayer(seat, me.withHelpers(me.helpers().removeAt(x.helper())));
    s = s.withPlayer(x.seat(), other.withHelpers(other.helpers().removeAt(x.theirs())));
    s = Rules.place(s, seat, theirs.card(), -1, ev);
    s = Rules.place(s, x.seat(), mine.card(), -1, ev);
    s = Rules.uncover(s, seat, mine.under(), ev);
    return Rules.uncover(s, x.seat(), theirs.under(), ev);
  }

  /** Deliveryman (§9.12): fill another player's next row for its value; 2 to the owner for the top row. */
  static LoyangState deliveryman(LoyangState s, int seat, LoyangAction.DeliverFor x, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    Player other = s.player(x.seat());
    Regular r = other.regulars().get(x.regular());
    int pay = c.spec(r.card()).payments[r.rows()];
    Player me = s.player(seat);
    s = s.withPlayer(seat, me.withCart(Moves.minus(me.cart(), c, r.card(), 1)));
    ev.add(new LoyangEvent.Delivered(seat, x.seat(), face(s, r.card()), r.rows() + 1, pay));
    s = earn(s, seat, pay, Reason.DELIVERYMAN, ev);
    if (r.rows() + 1 < 4) {
      s = s.withPlayer(x.seat(), other.withRegulars(other.regulars().update(x.regular(),
          new Regular(r.card(), r.under(), r.rows() + 1, r.red(), r.deliveries(), r.handled(), r.owed()))));
    } else {
      s = pay(s, seat, 2, x.seat(), Reason.DELIVERYMAN_TOP_ROW, ev);
      s = s.withPlayer(x.seat(), s.player(x.seat()).withRegulars(other.regulars().removeAt(x.regular())));
      s = Rules.toDiscard(s, x.seat(), r.card(), ev);
      s = Rules.uncover(s, x.seat(), r.under(), ev);
    }
    return use(s, seat, x.helper(), 1, ev);
  }

  /** Market woman (§9.15): swap two uncovered stalls and refill both. */
  static LoyangState marketWoman(LoyangState s, int seat, LoyangAction.SwapStall x, EventSink<LoyangEvent> ev) {
    Player me = s.player(seat);
    Player other = s.player(x.seat());
    Stall mine = me.stalls().get(x.stall());
    Stall theirs = other.stalls().get(x.theirs());
    s = s.withPlayer(seat, me.withStalls(me.stalls().removeAt(x.stall())));
    s = s.withPlayer(x.seat(), other.withStalls(other.stalls().removeAt(x.theirs())));
    s = Rules.place(s, seat, theirs.card(), -1, ev);
    s = Rules.place(s, x.seat(), mine.card(), -1, ev);
    s = Rules.uncover(s, seat, mine.under(), ev);
    s = Rules.uncover(s, x.seat(), theirs.under(), ev);
    return use(s, seat, x.helper(), 1, ev);
  }

  /** Tout option 1 (§9.1): swap two uncovered casual customers. */
  static LoyangState swapCasual(LoyangState s, int seat, LoyangAction.SwapCasual x, EventSink<LoyangEvent> ev) {
    Player me = s.player(seat);
    Player other = s.player(x.seat());
    Casual mine = me.casuals().get(x.casual());
    Casual theirs = other.casuals().get(x.theirs());
    s = s.withPlayer(seat, me.withCasuals(me.casuals().removeAt(x.casual())));
    s = s.withPlayer(x.seat(), other.withCasuals(other.casuals().removeAt(x.theirs())));
    s = Rules.place(s, seat, theirs.card(), -1, ev);
    s = Rules.place(s, x.seat(), mine.card(), -1, ev);
    s = Rules.uncover(s, seat, mine.under(), ev);
    s = Rules.uncover(s, x.seat(), theirs.under(), ev);
    return use(s, seat, x.helper(), 1, ev);
  }

  /**
   * Tout option 2 (§9.1): buy a casual customer for 2 and serve it at once. The Tout is still in the
   * display while the income is computed, so a card under it does not count; it is discarded afterwards.
   */
  static LoyangState buyCasual(LoyangState s, int seat, LoyangAction.BuyCasual x, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    Player other = s.player(x.seat());
    Casual theirs = other.casuals().get(x.casual());
    int income = Checks.casualIncome(s, s.player(seat), theirs.card(), 1);
    s = s.withPlayer(x.seat(), other.withCasuals(other.casuals().removeAt(x.casual())));
    Player me = s.player(seat);
    s = s.withPlayer(seat, me.withCart(Moves.minus(me.cart(), c, theirs.card(), 1)));
    ev.add(new LoyangEvent.Served(seat, face(s, theirs.card()), income));
    s = earn(s, seat, income, Reason.CASUAL_CUSTOMER, ev);
    s = pay(s, seat, 2, x.seat(), Reason.TOUT, ev);
    s = Rules.toDiscard(s, seat, theirs.card(), ev);
    s = Rules.uncover(s, x.seat(), theirs.under(), ev);
    return use(s, seat, x.helper(), 2, ev);
  }

  /** Self-supplier (§9.18): 1 good from another player's field holding 4 or more, for 1 cash. */
  static LoyangState selfSupply(LoyangState s, int seat, LoyangAction.SelfSupply x, EventSink<LoyangEvent> ev) {
    Player other = s.player(x.seat());
    Field f = other.fields().get(x.field());
    s = s.withPlayer(x.seat(), other.withFields(other.fields().update(x.field(),
        new Field(f.card(), f.under(), f.good(), f.count() - 1, f.fresh()))));
    Player me = s.player(seat);
    s = s.withPlayer(seat, me.withCart(me.cart().plus(f.good(), 1)));
    ev.add(new LoyangEvent.GoodsMoved(seat, Goods.NONE.plus(f.good(), 1), Transfer.SELF_SUPPLIED, x.seat()));
    s = pay(s, seat, 1, x.seat(), Reason.SELF_SUPPLIER, ev);
    return use(s, seat, x.helper(), 1, ev);
  }
}
