package org.spielwerk.loyang;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.Game;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Step;
import org.spielwerk.core.contract.GameContract;
import org.spielwerk.loyang.LoyangAction.Via;

/**
 * The core contract with Loyang's invariants: every card in one place and every number in range
 * ({@code validate}), cash never negative, the path and loans never going back, and every change of
 * cash accounted for by an event.
 */
class LoyangContractTest
    extends GameContract<LoyangState, LoyangAction, LoyangEvent, LoyangView, LoyangOptions> {

  private static final Loyang GAME = new Loyang();

  /** Replacement tables: a stall's bowls changed, smaller fields, a third bean slot, a flat path. */
  static final Vector<Tables.CardRow> CARDS = Tables.parseCards(Tables.read("cards.csv").replace(
      "MS02,STALL,1,,WPT,111", "MS02,STALL,1,,WPT,212"));
  static final Vector<Tables.FieldRow> FIELDS = Tables.parseFields(Tables.read("fields.csv").replace(
      "F6,false,6,WPT,2", "F6,false,5,WPTC,2"));
  static final Vector<Tables.ShopRow> SHOP = Tables.parseShop(Tables.read("shop.csv").replace(
      "BEAN,2,1,6,2,4", "BEAN,3,1,6,2,4"));
  static final Vector<Tables.PathRow> PATH = Tables.parsePath(Tables.read("path.csv").replaceAll(
      "(?m)^(\\d+),(\\d+),UNCONFIRMED$", "$1,3,UNCONFIRMED"));

  @Override
  protected Game<LoyangState, LoyangAction, LoyangEvent, LoyangView, LoyangOptions> game() {
    return GAME;
  }

  /**
   * The contract's full default: about 2,270 contract games per run (1,006 random playouts), the module's
   * tests about two and a half minutes of CPU (docs/loyang.md, Tests).
   */
  @Override
  protected double effort() {
    return 1.0;
  }

  @Override
  protected LoyangOptions randomOptions(RandomSource r) {
    return new LoyangOptions(r.nextInt(3) == 0 ? 0 : -1, r.nextBoolean(), new int[] {31, 99, 2}[r.nextInt(3)],
        r.nextBoolean(), r.nextBoolean(), r.nextBoolean(), r.nextBoolean(), r.nextBoolean(), r.nextBoolean(),
        r.nextBoolean(),
        r.nextInt(4) == 0 ? CARDS : Vector.empty(),
        r.nextInt(4) == 0 ? FIELDS : Vector.empty(),
        r.nextInt(4) == 0 ? SHOP : Vector.empty(),
        r.nextInt(4) == 0 ? PATH : Vector.empty());
  }

  /**
   * Besides {@code validate} (every card in exactly one place, private fields accounted for, numbers in range),
   * which the contract calls on every state it hands here, right after this method.
   */
  @Override
  protected void checkInvariants(LoyangState s) {
    for (Player p : s.players()) {
      assertThat(p.cash()).as("cash never negative").isNotNegative();
      assertThat(p.space()).as("path space").isBetween(1, Rules.cat(s).maxSpace);
      assertThat(p.store().total()).as("storehouse within capacity").isLessThanOrEqualTo(p.capacity());
    }
  }

  /** Per step: cash changes exactly as the events say; the path, loans, the round and the storehouse never go back. */
  @Override
  protected void checkStep(LoyangState before, LoyangAction action, Step<LoyangState, LoyangEvent> step) {
    LoyangState after = step.state();
    int n = before.playerCount();
    int[] cash = new int[n];
    for (int i = 0; i < n; i++) {
      cash[i] = before.player(i).cash();
    }
    for (LoyangEvent e : step.events()) {
      switch (e) {
        case LoyangEvent.Paid x -> {
          cash[x.seat()] -= x.amount();
          if (x.to() >= 0) {
            cash[x.to()] += x.amount();
          }
        }
        case LoyangEvent.Earned x -> cash[x.seat()] += x.amount();
        case LoyangEvent.Sold x -> cash[x.seat()] += x.price();
        case LoyangEvent.LoanTaken x -> cash[x.seat()] += 5;
        case LoyangEvent.Stepped x -> cash[x.seat()] -= x.cost();
        default -> { }
      }
    }
    assertThat(after.round()).as("rounds go forward").isGreaterThanOrEqualTo(before.round());
    for (int i = 0; i < n; i++) {
      Player b = before.player(i);
      Player a = after.player(i);
      assertThat(a.cash()).as("the events account for seat " + i + "'s cash").isEqualTo(cash[i]);
      assertThat(a.space()).as("the marker never goes back").isGreaterThanOrEqualTo(b.space());
      assertThat(a.loans()).as("loans are never paid back").isGreaterThanOrEqualTo(b.loans());
      if (b.bigStore()) {
        assertThat(a.bigStore()).as("the storehouse stays flipped").isTrue();
      }
      if (a.space() > b.space()) {
        assertThat(step.events()).as("a step is announced").anyMatch(e -> e instanceof LoyangEvent.Stepped);
      }
    }
  }

  @Override
  protected List<LoyangAction> plausibleActions(LoyangState s) {
    List<LoyangAction> out = new ArrayList<>(Loyang.Candidates.of(s));
    out.add(LoyangAction.LOAN);
    out.add(LoyangAction.DONE);
    out.add(LoyangAction.REVEAL);
    out.add(LoyangAction.PLACE_ASSIGNED);
    out.add(LoyangAction.BUY_PACK);
    out.add(LoyangAction.END_ACTIONS);
    out.add(LoyangAction.FLIP);
    out.add(LoyangAction.ADVANCE);
    for (Good g : Good.ALL) {
      out.add(new LoyangAction.Sell(g));
      out.add(new LoyangAction.Buy(g));
      out.add(new LoyangAction.SowHome(g));
      out.add(new LoyangAction.GiveUp(g));
      out.add(new LoyangAction.Give(g));
      out.add(new LoyangAction.Income(g));
      out.add(new LoyangAction.Sow(1, g));
      out.add(new LoyangAction.Sow(9, g));
      out.add(new LoyangAction.Exchange(0, g));
      out.add(new LoyangAction.CrierMove(0, g));
      out.add(new LoyangAction.ShopSupply(0, g));
      out.add(new LoyangAction.Haggle(0, g, true));
      out.add(new LoyangAction.TradeAt(0, 1, 0, g));
      for (Via via : Via.values()) {
        out.add(new LoyangAction.MerchantBuy(g, via));
      }
    }
    for (int i = -1; i < 4; i++) {
      out.add(new LoyangAction.ChoosePartner(i));
      out.add(new LoyangAction.Deliver(i));
      out.add(new LoyangAction.DeliverTwice(i));
      out.add(new LoyangAction.Decline(i));
      out.add(new LoyangAction.Serve(i));
      out.add(new LoyangAction.DiscardHelper(i));
      out.add(new LoyangAction.PlayLord(i));
      out.add(new LoyangAction.PlayHarvestHelper(i));
      out.add(new LoyangAction.HarvestAgain(i));
      out.add(new LoyangAction.Activate(i, 1));
      out.add(new LoyangAction.Activate(i, 2));
      out.add(new LoyangAction.ShopCount(i));
      out.add(new LoyangAction.Plough(0, i));
      out.add(new LoyangAction.PloughField(i));
      out.add(new LoyangAction.SwapHelper(0, i, 0));
      out.add(new LoyangAction.DeliverFor(0, i, 0));
      out.add(new LoyangAction.SwapStall(0, 0, i, 0));
      out.add(new LoyangAction.SwapCasual(0, 0, i, 0));
      out.add(new LoyangAction.BuyCasual(0, i, 0));
      out.add(new LoyangAction.SelfSupply(0, i, 1));
    }
    for (int card : new int[] {0, 6, 20, 34, 48, 68, 69, 70}) {
      out.add(new LoyangAction.AddToCourtyard(card));
      out.add(new LoyangAction.TakeFromCourtyard(card));
      out.add(new LoyangAction.TakeFromHand(card));
      out.add(new LoyangAction.Keep(card));
      out.add(new LoyangAction.Tenant(0, card));
      out.add(new LoyangAction.TenantSwap(0, 1, card));
    }
    return out;
  }
}
