package org.spielwerk.loyang;

import static org.spielwerk.loyang.Rules.cat;
import static org.spielwerk.loyang.Rules.discardHelper;
import static org.spielwerk.loyang.Rules.earn;
import static org.spielwerk.loyang.Rules.face;
import static org.spielwerk.loyang.Rules.pay;

import io.vavr.collection.Vector;
import java.util.List;
import org.spielwerk.core.EventSink;
import org.spielwerk.loyang.LoyangAction.Via;
import org.spielwerk.loyang.LoyangEvent.Reason;
import org.spielwerk.loyang.Phase.Acting;
import org.spielwerk.loyang.Phase.Drafting;
import org.spielwerk.loyang.Phase.Stage;
import org.spielwerk.loyang.Phase.Sub;
import org.spielwerk.loyang.Tables.Kind;

/** The transitions, one per action, applied after {@link Checks#check} has accepted the action. */
final class Moves {
  private Moves() {}

  static LoyangState apply(LoyangState s, LoyangAction action, EventSink<LoyangEvent> ev) {
    int seat = s.toMove();
    CardNumbers c = cat(s);
    LoyangState next = switch (action) {
      case LoyangAction.TakeLoan x -> {
        Player p = s.player(seat);
        ev.add(new LoyangEvent.LoanTaken(seat, p.loans() + 1));
        yield s.withPlayer(seat, p.withLoans(p.loans() + 1).earn(5));
      }
      case LoyangAction.Sell x -> {
        Player p = s.player(seat);
        int price = c.sell[x.good().ordinal()];
        ev.add(new LoyangEvent.Sold(seat, x.good(), price));
        yield s.withPlayer(seat, p.withCart(p.cart().plus(x.good(), -1)).withShop(p.shop().plus(x.good(), 1)).earn(price));
      }
      case LoyangAction.DiscardHelper x -> {
        s = discardHelper(s, seat, x.helper(), ev);
        // a harvest turn exists only while the player holds a Harvest helper with a field to use it on
        yield s.phase() instanceof Phase.HarvestTurn && (Checks.harvestHelper(s, seat) < 0
            || Checks.harvestAgainFields(s, seat, 0) == 0) ? Rules.nextHarvestTurn(s, position(s, seat), ev) : s;
      }
      case LoyangAction.Done x -> done(s, seat, ev);
      case LoyangAction.SowHome x -> sowHome(s, seat, x.good(), ev);
      case LoyangAction.PlayHarvestHelper x -> {
        int h = x.helper();
        ev.add(new LoyangEvent.HelperUsed(seat, face(s, s.player(seat).helpers().get(h).card()), 1));
        s = discardHelper(s, seat, h, ev);
        if (!s.options().harvestHelperChoosesFields()) {
          int mask = Checks.harvestAgainFields(s, seat, 0);
          for (int i = 0; i < 31; i++) {
            if ((mask & (1 << i)) != 0) {
              s = harvestAgain(s, seat, i, ev);
            }
          }
          yield Rules.nextHarvestTurn(s, position(s, seat), ev);
        }
        yield afterHarvestAgain(s.withPhase(new Phase.HarvestTurn(seat, true, 0)), seat, ev);
      }
      case LoyangAction.HarvestAgain x -> {
        Phase.HarvestTurn h = (Phase.HarvestTurn) s.phase();
        s = harvestAgain(s, seat, x.field(), ev);
        yield afterHarvestAgain(s.withPhase(new Phase.HarvestTurn(seat, true, h.taken() | (1 << x.field()))), seat, ev);
      }
      case LoyangAction.Reveal x -> {
        Drafting d = (Drafting) s.phase();
        int card = s.draw().head();
        ev.add(new LoyangEvent.CourtyardAdded(seat, face(s, card), true));
        yield s.withDraw(s.draw().tail()).withCourtyard(s.courtyard().append(card)).withPhase(d.withRevealed());
      }
      case LoyangAction.AddToCourtyard x -> {
        Drafting d = (Drafting) s.phase();
        Player p = s.player(seat);
        ev.add(new LoyangEvent.CourtyardAdded(seat, face(s, x.card()), false));
        s = s.withPlayer(seat, p.withHand(p.hand().remove(x.card()))).withCourtyard(s.courtyard().append(x.card()));
        yield Rules.nextInDraft(s, d);
      }
      case LoyangAction.TakeFromCourtyard x -> {
        Drafting d = (Drafting) s.phase();
        s = s.withCourtyard(s.courtyard().remove(x.card()));
        s = payForField(s, seat, x.card(), ev);
        s = Rules.place(s, seat, x.card(), -1, ev);
        yield s.withPhase(d.withTaken(d.taken() + 1));
      }
      case LoyangAction.TakeFromHand x -> {
        Drafting d = (Drafting) s.phase();
        Player p = s.player(seat);
        s = s.withPlayer(seat, p.withHand(p.hand().remove(x.card())));
        s = payForField(s, seat, x.card(), ev);
        s = Rules.place(s, seat, x.card(), -1, ev);
        yield Rules.leaveDraft(s, d, ev);
      }
      case LoyangAction.PlaceAssigned x -> {
        Drafting d = (Drafting) s.phase();
        Player p = s.player(seat);
        int card = p.assigned();
        s = s.withPlayer(seat, p.withAssigned(-1));
        s = Rules.place(s, seat, card, -1, ev);
        yield Rules.leaveDraft(s, d, ev);
      }
      case LoyangAction.PlayLord x -> {
        Drafting d = (Drafting) s.phase();
        ev.add(new LoyangEvent.HelperUsed(seat, face(s, s.player(seat).helpers().get(x.helper()).card()), 1));
        s = discardHelper(s, seat, x.helper(), ev);
        yield s.withPhase(d.withLord());
      }
      case LoyangAction.ChoosePartner x -> Rules.partnerChosen(s, x.seat(), ev);
      case LoyangAction.Sow x -> {
        Player p = s.player(seat);
        Acting a = (Acting) s.phase();
        Field f = p.fields().get(x.field());
        int count = c.spec(f.card()).plots + (a.flags().harvestPlus() ? 1 : 0);
        ev.add(new LoyangEvent.Sown(seat, face(s, f.card()), x.good(), count));
        yield s.withPlayer(seat, p.withCart(p.cart().plus(x.good(), -1))
            .withFields(p.fields().update(x.field(), new Field(f.card(), f.under(), x.good(), count, true))));
      }
      case LoyangAction.Buy x -> {
        Player p = s.player(seat);
        int price = c.buy[x.good().ordinal()];
        ev.add(new LoyangEvent.Bought(seat, x.good(), 1, price, false));
        s = s.withPlayer(seat, p.withShop(p.shop().plus(x.good(), -1)).withCart(p.cart().plus(x.good(), 1)));
        yield pay(s, seat, price, -1, Reason.SHOP, ev);
      }
      case LoyangAction.Exchange x -> {
        Acting a = (Acting) s.phase();
        int bowls = Checks.bowls(s, s.player(seat).stalls().get(x.stall()).card(), x.good());
        yield s.withPhase(a.withSub(new Phase.StallPay(seat, x.stall(), x.good(), bowls)));
      }
      case LoyangAction.Give x -> {
        Acting a = (Acting) s.phase();
        Phase.StallPay sp = (Phase.StallPay) a.sub();
        Player p = s.player(seat);
        ev.add(new LoyangEvent.Handed(seat, x.good()));
        s = s.withPlayer(seat, p.withCart(p.cart().plus(x.good(), -1)));
        if (sp.remaining() > 1) {
          yield s.withPhase(a.withSub(new Phase.StallPay(sp.owner(), sp.stall(), sp.good(), sp.remaining() - 1)));
        }
        ev.add(new LoyangEvent.Traded(seat, sp.owner(), face(s, s.player(sp.owner()).stalls().get(sp.stall()).card()), sp.good()));
        s = Rules.takeFromStall(s, sp.owner(), sp.stall(), sp.good(), ev);
        p = s.player(seat);
        yield s.withPlayer(seat, p.withCart(p.cart().plus(sp.good(), 1))).withPhase(a.withSub(null));
      }
      case LoyangAction.Deliver x -> deliver(s, seat, x.regular(), false, ev);
      case LoyangAction.DeliverTwice x -> deliver(s, seat, x.regular(), true, ev);
      case LoyangAction.Decline x -> {
        Player p = s.player(seat);
        Regular r = p.regulars().get(x.regular());
        boolean paid = r.red();
        ev.add(new LoyangEvent.Declined(seat, face(s, r.card()), paid));
        s = s.withPlayer(seat, p.withRegulars(p.regulars().update(x.regular(),
            new Regular(r.card(), r.under(), r.rows(), true, r.deliveries(), true, r.owed()))));
        yield paid ? pay(s, seat, Math.min(2, p.cash()), -1, Reason.COMPENSATION, ev) : s;
      }
      case LoyangAction.Serve x -> {
        Player p = s.player(seat);
        Casual cc = p.casuals().get(x.casual());
        int income = Checks.casualIncome(s, p, cc.card(), 0);
        ev.add(new LoyangEvent.Served(seat, face(s, cc.card()), income));
        s = s.withPlayer(seat, p.withCasuals(p.casuals().removeAt(x.casual())).withCart(minus(p.cart(), c, cc.card(), 1)));
        s = earn(s, seat, income, Reason.CASUAL_CUSTOMER, ev);
        s = Rules.toDiscard(s, seat, cc.card(), ev);
        yield Rules.uncover(s, seat, cc.under(), ev);
      }
      case LoyangAction.BuyPack x -> {
        Acting a = (Acting) s.phase();
        s = pay(s, seat, Checks.packCost(s.player(seat), a), -1, Reason.DOUBLE_PACK, ev);
        s = s.withPhase(a.withFlags(a.flags().withPack()));
        yield Rules.drawPack(s, seat, ev);
      }
      case LoyangAction.Keep x -> {
        Acting a = (Acting) s.phase();
        Phase.Pack pk = (Phase.Pack) a.sub();
        s = payForField(s, seat, x.card(), ev);
        Vector<Integer> drawn = pk.drawn().remove(x.card());
        if (pk.top() < 0) {
          yield s.withPhase(a.withSub(new Phase.Pack(drawn, x.card(), -1)));
        }
        // §4H.5: both kept form a double pack; the first kept lies on top, the second is covered.
        s = Rules.place(s, seat, pk.top(), x.card(), ev);
        yield s.withPhase(a.withSub(null));
      }
      case LoyangAction.EndActions x -> Rules.maybeStore(s, (Acting) s.phase(), ev);
      case LoyangAction.Flip x -> {
        ev.add(new LoyangEvent.Flipped(seat));
        s = pay(s, seat, 2, -1, Reason.STOREHOUSE, ev);
        yield s.withPlayer(seat, s.player(seat).withBigStore(true));
      }
      case LoyangAction.GiveUp x -> {
        Player p = s.player(seat);
        ev.add(new LoyangEvent.Handed(seat, x.good()));
        yield s.withPlayer(seat, p.withCart(p.cart().plus(x.good(), -1)));
      }
      case LoyangAction.Advance x -> {
        Acting a = (Acting) s.phase();
        Player p = s.player(seat);
        int cost = c.stepCost(p.space() + 1, a.steps() == 0);
        ev.add(new LoyangEvent.Stepped(seat, p.space() + 1, cost));
        yield s.withPlayer(seat, p.withSpace(p.space() + 1).earn(-cost)).withPhase(a.withSteps(a.steps() + 1));
      }
      case LoyangAction.Activate x -> Helpers.activate(s, seat, x.helper(), x.option(), ev);
      case LoyangAction.ShopSupply x -> Helpers.shopper(s, seat, x, ev);
      case LoyangAction.Haggle x -> Helpers.haggle(s, seat, x, ev);
      case LoyangAction.MerchantBuy x -> Helpers.merchantBuy(s, seat, x.good(), x.via(), ev);
      case LoyangAction.ShopCount x -> Helpers.shopCount(s, seat, x.count(), ev);
      case LoyangAction.Income x -> Helpers.income(s, seat, x.good(), ev);
      case LoyangAction.CrierMove x -> Helpers.crierMove(s, seat, x.stall(), x.good(), ev);
      case LoyangAction.Plough x -> Helpers.plough(s, seat, x, ev);
      case LoyangAction.PloughField x -> Helpers.ploughField(s, seat, x.field(), ev);
      case LoyangAction.Tenant x -> Helpers.tenant(s, seat, x.helper(), -1, x.card(), ev);
      case LoyangAction.TenantSwap x -> Helpers.tenant(s, seat, x.helper(), x.field(), x.card(), ev);
      case LoyangAction.TradeAt x -> Helpers.trade(s, seat, x, ev);
      case LoyangAction.SwapHelper x -> Helpers.charlatan(s, seat, x, ev);
      case LoyangAction.DeliverFor x -> Helpers.deliveryman(s, seat, x, ev);
      case LoyangAction.SwapStall x -> Helpers.marketWoman(s, seat, x, ev);
      case LoyangAction.SwapCasual x -> Helpers.swapCasual(s, seat, x, ev);
      case LoyangAction.BuyCasual x -> Helpers.buyCasual(s, seat, x, ev);
      case LoyangAction.SelfSupply x -> Helpers.selfSupply(s, seat, x, ev);
    };
    return afterwards(next, ev);
  }

  /** Storing goes on by itself once no decision is left (§3.4). */
  private static LoyangState afterwards(LoyangState s, EventSink<LoyangEvent> ev) {
    if (s.phase() instanceof Acting a && a.stage() == Stage.STORING && a.sub() == null) {
      return Rules.maybeStore(s, a, ev);
    }
    return s;
  }

  static int position(LoyangState s, int seat) {
    return (seat - s.firstStart() + s.playerCount()) % s.playerCount();
  }

  private static LoyangState harvestAgain(LoyangState s, int seat, int index, EventSink<LoyangEvent> ev) {
    Player p = s.player(seat);
    Field f = p.fields().get(index);
    ev.add(new LoyangEvent.Harvested(seat, Goods.NONE.plus(f.good(), 1)));
    return s.withPlayer(seat, p.withCart(p.cart().plus(f.good(), 1)).withFields(p.fields().update(index,
        new Field(f.card(), f.under(), f.good(), f.count() - 1, f.fresh()))));
  }

  private static LoyangState afterHarvestAgain(LoyangState s, int seat, EventSink<LoyangEvent> ev) {
    Phase.HarvestTurn h = (Phase.HarvestTurn) s.phase();
    return Checks.harvestAgainFields(s, seat, h.taken()) == 0 ? Rules.nextHarvestTurn(s, position(s, seat), ev) : s;
  }

  private static LoyangState sowHome(LoyangState s, int seat, Good good, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    Phase.SowingHome h = (Phase.SowingHome) s.phase();
    Player p = s.player(seat);
    int price = c.buy[good.ordinal()];
    ev.add(new LoyangEvent.Bought(seat, good, 1, price, false));
    ev.add(new LoyangEvent.Sown(seat, c.face(c.home), good, 9));
    Field home = p.fields().head();
    s = s.withPlayer(seat, p.withShop(p.shop().plus(good, -1))
        .withFields(p.fields().update(0, new Field(home.card(), -1, good, c.spec(c.home).plots, false))));
    s = pay(s, seat, price, -1, Reason.SHOP, ev);
    if (h.sown() + 1 == s.playerCount()) {
      return Rules.startRound(s, 1, ev);
    }
    return s.withPhase(new Phase.SowingHome((seat + 1) % s.playerCount(), h.sown() + 1));
  }

  /** A common field costs its price at once (§3.2.2, §4H); with every loan taken, what the player has. */
  private static LoyangState payForField(LoyangState s, int seat, int card, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    if (c.kind(card) != Kind.FIELD) {
      return s;
    }
    return pay(s, seat, Math.min(c.spec(card).price, s.player(seat).cash()), -1, Reason.COMMON_FIELD, ev);
  }

  static Goods minus(Goods cart, CardNumbers c, int card, int times) {
    Goods out = cart;
    for (Good g : c.spec(card).goods) {
      out = out.plus(g, -times);
    }
    return out;
  }

  private static LoyangState deliver(LoyangState s, int seat, int index, boolean twice, EventSink<LoyangEvent> ev) {
    CardNumbers c = cat(s);
    Player p = s.player(seat);
    Regular r = p.regulars().get(index);
    CardNumbers.Spec spec = c.spec(r.card());
    p = p.withCart(minus(p.cart(), c, r.card(), twice ? 2 : 1));
    int rows;
    int pay;
    int deliveries;
    if (twice) {
      rows = 4;
      pay = 2 * spec.payments[3];
      deliveries = 2;
    } else if (!r.handled()) {
      rows = r.rows() + 1;
      pay = spec.payments[r.rows()];
      deliveries = 1;
    } else {
      rows = r.rows(); // §9.3: the Errand boy's second delivery goes into the same row
      pay = spec.payments[r.rows() - 1];
      deliveries = 2;
    }
    ev.add(new LoyangEvent.Delivered(seat, seat, face(s, r.card()), rows, pay));
    if (rows < 4) {
      p = p.withRegulars(p.regulars().update(index,
          new Regular(r.card(), r.under(), rows, r.red(), deliveries, true, r.owed())));
      return earn(s.withPlayer(seat, p), seat, pay, Reason.REGULAR_CUSTOMER, ev);
    }
    // §4F: the card leaves with its goods and marker as soon as the top row is filled.
    s = s.withPlayer(seat, p.withRegulars(p.regulars().removeAt(index)));
    s = earn(s, seat, pay, Reason.REGULAR_CUSTOMER, ev);
    s = Rules.toDiscard(s, seat, r.card(), ev);
    return Rules.uncover(s, seat, r.under(), ev);
  }

  private static LoyangState done(LoyangState s, int seat, EventSink<LoyangEvent> ev) {
    if (s.phase() instanceof Phase.HarvestTurn) {
      return Rules.nextHarvestTurn(s, position(s, seat), ev);
    }
    if (s.phase() instanceof Drafting d && d.sub() instanceof Phase.CrierSale cs) {
      return Helpers.resume(s, cs.resume());
    }
    Acting a = (Acting) s.phase();
    Sub sub = a.sub();
    if (sub == null) {
      return a.stage() == Stage.STORING ? storeRest(s, a, ev) : Rules.endTurn(s, a, ev);
    }
    return switch (sub) {
      case Phase.Pack pk -> {
        for (int card : pk.drawn()) {
          s = Rules.toDiscard(s, seat, card, ev);
        }
        if (pk.top() >= 0) {
          s = Rules.place(s, seat, pk.top(), -1, ev);
        }
        yield s.withPhase(a.withSub(null));
      }
      case Phase.CrierSale cs -> Helpers.resume(s, cs.resume());
      case Phase.MerchantBuying m -> s.withPhase(a.withSub(null));
      case Phase.Ploughing pl -> s.withPhase(a.withSub(null));
      case Phase.StallPay sp -> throw new IllegalStateException("checked");
      case Phase.ShopReset r -> throw new IllegalStateException("checked");
      case Phase.BookkeeperIncome b -> throw new IllegalStateException("checked");
    };
  }

  private static LoyangState storeRest(LoyangState s, Acting a, EventSink<LoyangEvent> ev) {
    return Rules.store(s, a, ev);
  }
}
