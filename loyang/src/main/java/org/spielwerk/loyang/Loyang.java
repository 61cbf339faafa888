package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.Game;
import org.spielwerk.core.GameInfo;
import org.spielwerk.core.GameText;
import org.spielwerk.core.Heuristic;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.core.Require;
import org.spielwerk.core.Status;
import org.spielwerk.core.Step;
import org.spielwerk.loyang.LoyangAction.Activate;
import org.spielwerk.loyang.LoyangAction.Via;
import org.spielwerk.loyang.Phase.Acting;
import org.spielwerk.loyang.Phase.Drafting;
import org.spielwerk.loyang.Phase.Sub;

/**
 * At the Gates of Loyang (Hall Games, Uwe Rosenberg, 2009) for 2 to 4 players, as played on Yucata,
 * after the rules spec {@code loyang.md} and the German rulebook. Stateless and thread-safe.
 *
 * <p>A game between bots, from setup to the end (compiled and run by the module's tests):
 * {@snippet file="org/spielwerk/loyang/JavadocExamplesTest.java" region="play"}
 */
public final class Loyang implements Game<LoyangState, LoyangAction, LoyangEvent, LoyangView, LoyangOptions> {

  /**
   * No game needs more actions than this: cash only falls when goods are bought and sold back, stalls
   * and loans are finite, and each round ends after every player's phase. Random playouts stay far below.
   */
  public static final int MAX_ACTIONS = 40_000;

  private static final GameInfo INFO = new GameInfo("loyang", "At the Gates of Loyang", 2, 4, MAX_ACTIONS);
  private static final LoyangHeuristic HEURISTIC = new LoyangHeuristic();

  @Override
  public GameInfo info() {
    return INFO;
  }

  @Override
  public Types<LoyangState, LoyangAction, LoyangEvent, LoyangView, LoyangOptions> types() {
    return new Types<>(LoyangState.class, LoyangAction.class, LoyangEvent.class, LoyangView.class, LoyangOptions.class);
  }

  @Override
  public LoyangOptions defaultOptions() {
    return LoyangOptions.YUCATA;
  }

  @Override
  public Map<String, LoyangOptions> presets() {
    // a fixed order (Map.of iterates in an order that changes from run to run), so that whatever numbers the
    // presets (the contract's cases, a UI's list) is reproducible
    var presets = new java.util.LinkedHashMap<String, LoyangOptions>();
    presets.put("YUCATA", LoyangOptions.YUCATA);
    presets.put("PRINTED", LoyangOptions.PRINTED);
    return java.util.Collections.unmodifiableMap(presets);
  }

  /** Setup (§2): 10 cash, shops, private stacks, 4 action cards each; then the home fields are sown. */
  @Override
  public LoyangState setup(LoyangOptions options, int players, long seed) {
    Require.nonNull(options, "options");
    INFO.checkPlayers(players);
    options.check(players);
    return Rules.setup(options, players, seed);
  }

  @Override
  public Status status(LoyangState state) {
    Require.nonNull(state, "state");
    return state.phase() instanceof Phase.GameOver
        ? new Status.Finished(Scoring.outcome(state))
        : new Status.ToMove(state.toMove());
  }

  @Override
  public List<LoyangAction> legalActions(LoyangState s) {
    Require.nonNull(s, "state");
    List<LoyangAction> candidates = Candidates.of(s);
    List<LoyangAction> legal = new ArrayList<>(candidates.size());
    for (LoyangAction a : candidates) {
      if (Checks.check(s, a) == null) {
        legal.add(a);
      }
    }
    return java.util.Collections.unmodifiableList(legal);
  }

  @Override
  public Step<LoyangState, LoyangEvent> apply(LoyangState state, LoyangAction action) {
    check(state, action);
    List<LoyangEvent> events = new ArrayList<>(8);
    return new Step<>(Moves.apply(state, action, EventSink.into(events)), events);
  }

  /**
   * {@link #apply} without its events: the same check and the same rules, reporting to a sink that
   * ignores them, so the new state is the one {@code apply} returns. For playouts and search.
   */
  @Override
  public LoyangState play(LoyangState state, LoyangAction action) {
    check(state, action);
    return Moves.apply(state, action, EventSink.ignore());
  }

  private static void check(LoyangState state, LoyangAction action) {
    Require.nonNull(state, "state");
    Require.nonNull(action, "action");
    IllegalActionException why = Checks.check(state, action);
    if (why != null) {
      throw why;
    }
  }

  @Override
  public LoyangView view(LoyangState state, int observer) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    return LoyangView.of(state, observer);
  }

  @Override
  public LoyangState resample(LoyangState state, int observer, long seed) {
    Require.nonNull(state, "state");
    Require.seat(observer, state.playerCount());
    return Hidden.resample(state, observer, seed);
  }

  /**
   * A position dealt from what one seat sees (the view's observer): the other players' hands and
   * beginner customers, the private stacks' order and the draw pile are dealt from the cards that seat
   * cannot see; the random generator is seeded afresh from {@code seed}.
   *
   * <p>The view is checked as strictly as {@link #validate} checks a state: a view that no position can
   * show (a part missing or out of range, cards that do not add up, a seat outside the table) is rejected
   * with an {@link org.spielwerk.core.InvalidPositionException} naming the view's field, and a position is
   * returned only if it passes {@code validate} and shows the observer exactly {@code view}.
   */
  @Override
  public LoyangState resampleFromView(LoyangView view, long seed) {
    Require.nonNull(view, "view");
    LoyangState dealt = Hidden.fromView(view, seed);
    validate(dealt);
    ViewChecks.sameView(LoyangView.of(dealt, view.observer()), view);
    return dealt;
  }

  @Override
  public void validate(LoyangState state) {
    Require.nonNull(state, "state");
    Validation.validate(state);
    if (!(state.phase() instanceof Phase.GameOver) && legalActions(state).isEmpty()) {
      throw new org.spielwerk.core.InvalidPositionException("phase", "the player to move has no legal action");
    }
  }

  @Override
  public Heuristic<LoyangState> heuristic() {
    return HEURISTIC;
  }

  @Override
  public GameText<LoyangState, LoyangAction, LoyangEvent, LoyangView> text() {
    return LoyangText.of(java.util.Locale.ENGLISH);
  }

  /**
   * The words in the locale's language from the game's message catalogue: English, German (the German Yucata
   * rules' terms), English for a language without a catalogue file.
   */
  @Override
  public GameText<LoyangState, LoyangAction, LoyangEvent, LoyangView> text(java.util.Locale locale) {
    return LoyangText.of(locale == null ? java.util.Locale.ENGLISH : locale);
  }

  /** The candidate actions of a position; {@link Checks} keeps the legal ones. */
  static final class Candidates {
    private Candidates() {}

    static List<LoyangAction> of(LoyangState s) {
      List<LoyangAction> out = new ArrayList<>(32);
      int seat = s.toMove();
      if (seat < 0) {
        return out;
      }
      Player p = s.player(seat);
      CardNumbers c = Rules.cat(s);
      switch (s.phase()) {
        case Phase.SowingHome h -> {
          for (Good g : new Good[] {Good.WHEAT, Good.PUMPKIN, Good.TURNIP}) {
            out.add(new LoyangAction.SowHome(g));
          }
        }
        case Phase.HarvestTurn h -> {
          if (h.playing()) {
            for (int i = 0; i < p.fields().size(); i++) {
              out.add(new LoyangAction.HarvestAgain(i));
            }
          } else {
            for (int i = 0; i < p.helpers().size(); i++) {
              out.add(new LoyangAction.PlayHarvestHelper(i));
            }
            discards(out, p);
          }
          out.add(LoyangAction.DONE);
        }
        case Drafting d -> {
          if (d.sub() != null) {
            sub(out, s, p, c, d.sub());
          } else {
            if (s.playerCount() == 2 && d.taken() == 0 && !d.revealed()) {
              out.add(LoyangAction.REVEAL);
            }
            if (d.taken() == 0 && !d.forced(p.hand().size())) {
              for (int card : p.hand()) {
                out.add(new LoyangAction.AddToCourtyard(card));
              }
            }
            if (d.taken() < (d.lord() ? 3 : 1)) {
              for (int card : s.courtyard()) {
                out.add(new LoyangAction.TakeFromCourtyard(card));
              }
            }
            if (d.taken() > 0 || s.courtyard().isEmpty()) {
              for (int card : p.hand()) {
                out.add(new LoyangAction.TakeFromHand(card));
              }
              if (p.assigned() >= 0) {
                out.add(LoyangAction.PLACE_ASSIGNED);
              }
            }
            for (int i = 0; i < p.helpers().size(); i++) {
              HelperType t = c.helper(p.helpers().get(i).card());
              if (t == HelperType.LORD) {
                out.add(new LoyangAction.PlayLord(i));
              } else if (t == HelperType.BOOKKEEPER) {
                out.add(new Activate(i, 1));
              } else if (t == HelperType.MARKET_CRIER) {
                out.add(new Activate(i, 2));
              }
            }
            discards(out, p);
          }
        }
        case Phase.ChoosingPartner cp -> {
          for (int i = 0; i < s.playerCount(); i++) {
            out.add(new LoyangAction.ChoosePartner(i));
          }
        }
        case Acting a -> {
          if (a.sub() != null) {
            sub(out, s, p, c, a.sub());
          } else {
            switch (a.stage()) {
              case ACTIONS -> actions(out, s, seat, p, c);
              case STORING -> {
                if (Checks.flipOffered(s, seat)) {
                  out.add(LoyangAction.FLIP);
                }
                if (p.cart().total() > p.capacity()) {
                  for (Good g : Good.ALL) {
                    if (p.cart().get(g) > 0) {
                      out.add(new LoyangAction.GiveUp(g));
                    }
                  }
                } else {
                  out.add(LoyangAction.DONE);
                }
              }
              case ADVANCING -> {
                out.add(LoyangAction.ADVANCE);
                out.add(LoyangAction.DONE);
              }
            }
          }
        }
        case Phase.GameOver o -> {
          return out;
        }
      }
      for (Good g : Good.ALL) {
        if (p.cart().get(g) > 0 && p.shop().get(g) < c.slots[g.ordinal()]) {
          out.add(new LoyangAction.Sell(g));
        }
      }
      if (p.loans() < s.options().maxLoans()) {
        out.add(LoyangAction.LOAN);
      }
      return out;
    }

    private static void discards(List<LoyangAction> out, Player p) {
      for (int i = 0; i < p.helpers().size(); i++) {
        out.add(new LoyangAction.DiscardHelper(i));
      }
    }

    private static void sub(List<LoyangAction> out, LoyangState s, Player p, CardNumbers c, Sub sub) {
      switch (sub) {
        case Phase.StallPay sp -> {
          for (Good g : Good.ALL) {
            if (p.cart().get(g) > 0) {
              out.add(new LoyangAction.Give(g));
            }
          }
        }
        case Phase.Pack pk -> {
          for (int card : pk.drawn()) {
            out.add(new LoyangAction.Keep(card));
          }
          for (int i = 0; i < p.helpers().size(); i++) {
            HelperType t = c.helper(p.helpers().get(i).card());
            if (t == HelperType.BOOKKEEPER) {
              out.add(new Activate(i, 1));
            } else if (t == HelperType.MARKET_CRIER) {
              out.add(new Activate(i, 2));
            }
          }
          out.add(LoyangAction.DONE);
        }
        case Phase.MerchantBuying m -> {
          for (Good g : Good.ALL) {
            if ((m.types() & g.bit()) != 0) {
              for (Via via : Via.values()) {
                out.add(new LoyangAction.MerchantBuy(g, via));
              }
            }
          }
          out.add(LoyangAction.DONE);
        }
        case Phase.ShopReset r -> {
          for (int n = 0; n <= c.slots[r.good()]; n++) {
            out.add(new LoyangAction.ShopCount(n));
          }
        }
        case Phase.BookkeeperIncome b -> {
          for (Good g : Good.ALL) {
            out.add(new LoyangAction.Income(g));
          }
        }
        case Phase.CrierSale cs -> {
          stallGoods(out, p, (stall, g) -> new LoyangAction.CrierMove(stall, g));
          out.add(LoyangAction.DONE);
        }
        case Phase.Ploughing pl -> {
          for (int i = 0; i < p.fields().size(); i++) {
            out.add(new LoyangAction.PloughField(i));
          }
          out.add(LoyangAction.DONE);
        }
      }
    }

    private static void stallGoods(List<LoyangAction> out, Player p,
        java.util.function.BiFunction<Integer, Good, LoyangAction> make) {
      for (int i = 0; i < p.stalls().size(); i++) {
        Goods goods = p.stalls().get(i).goods();
        for (Good g : Good.ALL) {
          if (goods.get(g) > 0) {
            out.add(make.apply(i, g));
          }
        }
      }
    }

    private static void actions(List<LoyangAction> out, LoyangState s, int seat, Player p, CardNumbers c) {
      for (int i = 0; i < p.fields().size(); i++) {
        if (p.fields().get(i).isEmpty()) {
          CardNumbers.Spec spec = c.spec(p.fields().get(i).card());
          for (Good g : Good.ALL) {
            if (p.cart().get(g) > 0 && spec.allows(g)) {
              out.add(new LoyangAction.Sow(i, g));
            }
          }
        }
      }
      for (Good g : Good.ALL) {
        if (p.shop().get(g) > 0 && p.cash() >= c.buy[g.ordinal()]) {
          out.add(new LoyangAction.Buy(g));
        }
      }
      if (p.cart().total() > 0) {
        stallGoods(out, p, LoyangAction.Exchange::new);
      }
      for (int i = 0; i < p.regulars().size(); i++) {
        Regular r = p.regulars().get(i);
        if (!r.owed()) {
          continue;
        }
        boolean covers = p.cart().covers(c.spec(r.card()).stock);
        if (covers && (!r.handled() || r.deliveries() == 1)) {
          out.add(new LoyangAction.Deliver(i));
        }
        if (!r.handled() && r.rows() == 3) {
          out.add(new LoyangAction.DeliverTwice(i));
        }
        if (!r.handled()) {
          out.add(new LoyangAction.Decline(i));
        }
      }
      for (int i = 0; i < p.casuals().size(); i++) {
        if (p.cart().covers(c.spec(p.casuals().get(i).card()).stock)) {
          out.add(new LoyangAction.Serve(i));
        }
      }
      Acting a = (Acting) s.phase();
      if (!a.flags().pack() && p.cash() >= Checks.packCost(p, a)) {
        out.add(LoyangAction.BUY_PACK);
      }
      for (int h = 0; h < p.helpers().size(); h++) {
        helper(out, s, seat, p, c, h);
      }
      discards(out, p);
      if (!p.regulars().exists(r -> r.owed() && !r.handled())) {
        out.add(LoyangAction.END_ACTIONS);
      }
    }

    private static void helper(List<LoyangAction> out, LoyangState s, int seat, Player p, CardNumbers c, int h) {
      HelperType type = c.helper(p.helpers().get(h).card());
      switch (type) {
        case OFFICIAL, ERRAND_BOY, MAID, BOOKKEEPER, MERCHANT -> out.add(new Activate(h, 1));
        case SALESWOMAN, MARKET_CRIER -> {
          out.add(new Activate(h, 1));
          out.add(new Activate(h, 2));
        }
        case HARVEST_HELPER -> out.add(new Activate(h, 2));
        case LORD -> { }
        case SHOPPER -> {
          for (Good g : Good.ALL) {
            if (p.cash() >= c.shopper[g.ordinal()]) {
              out.add(new LoyangAction.ShopSupply(h, g));
            }
          }
        }
        case HAGGLER -> {
          boolean shopper = Checks.find(p, c, HelperType.SHOPPER) >= 0;
          for (Good g : Good.ALL) {
            if (p.shop().get(g) >= 2) {
              out.add(new LoyangAction.Haggle(h, g, false));
            }
            if (shopper) {
              out.add(new LoyangAction.Haggle(h, g, true));
            }
          }
        }
        case PLOUGHMAN -> {
          for (int f = 0; f < p.fields().size(); f++) {
            out.add(new LoyangAction.Plough(h, f));
          }
          out.add(new Activate(h, 2));
        }
        case TENANT -> {
          Vector<Integer> kinds = p.stack().distinct();
          for (int card : kinds) {
            out.add(new LoyangAction.Tenant(h, card));
          }
          for (int f = 0; f < p.fields().size(); f++) {
            if (p.fields().get(f).isEmpty()) {
              for (int card : kinds) {
                out.add(new LoyangAction.TenantSwap(h, f, card));
              }
            }
          }
        }
        case TOUT, TRADER, CHARLATAN, DELIVERYMAN, MARKET_WOMAN, SELF_SUPPLIER -> {
          for (int t = 0; t < s.playerCount(); t++) {
            if (!Checks.isTarget(s, seat, t)) {
              continue;
            }
            Player o = s.player(t);
            final int target = t;
            switch (type) {
              case TOUT -> {
                for (int theirs = 0; theirs < o.casuals().size(); theirs++) {
                  for (int mine = 0; mine < p.casuals().size(); mine++) {
                    out.add(new LoyangAction.SwapCasual(h, mine, t, theirs));
                  }
                  out.add(new LoyangAction.BuyCasual(h, t, theirs));
                }
              }
              case TRADER -> stallGoods(out, o, (stall, g) -> new LoyangAction.TradeAt(h, target, stall, g));
              case CHARLATAN -> {
                for (int theirs = 0; theirs < o.helpers().size(); theirs++) {
                  out.add(new LoyangAction.SwapHelper(h, t, theirs));
                }
              }
              case DELIVERYMAN -> {
                for (int r = 0; r < o.regulars().size(); r++) {
                  out.add(new LoyangAction.DeliverFor(h, t, r));
                }
              }
              case MARKET_WOMAN -> {
                for (int theirs = 0; theirs < o.stalls().size(); theirs++) {
                  for (int mine = 0; mine < p.stalls().size(); mine++) {
                    out.add(new LoyangAction.SwapStall(h, mine, t, theirs));
                  }
                }
              }
              case SELF_SUPPLIER -> {
                for (int f = 0; f < o.fields().size(); f++) {
                  out.add(new LoyangAction.SelfSupply(h, t, f));
                }
              }
              default -> { }
            }
          }
        }
      }
    }
  }
}
