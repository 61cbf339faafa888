package org.spielwerk.research.loyang;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.spielwerk.loyang.Field;
import org.spielwerk.loyang.Good;
import org.spielwerk.loyang.Goods;
import org.spielwerk.loyang.HelperCard;
import org.spielwerk.loyang.HelperType;
import org.spielwerk.loyang.LoyangAction;
import org.spielwerk.loyang.LoyangAction.Via;
import org.spielwerk.loyang.LoyangOptions;
import org.spielwerk.loyang.LoyangView;
import org.spielwerk.loyang.Phase;
import org.spielwerk.loyang.Regular;
import org.spielwerk.loyang.Stall;
import org.spielwerk.loyang.Tables;
import org.spielwerk.loyang.Tables.CardRow;
import org.spielwerk.loyang.Tables.FieldRow;
import org.spielwerk.loyang.Tables.Kind;
import org.spielwerk.research.ActionCodec;
import org.spielwerk.research.GameEncoding;
import org.spielwerk.research.ObservationWriter;

/**
 * At the Gates of Loyang. Its actions are already small decisions whose arguments are positions in
 * a player's display, card numbers, seats and goods, so the space is every action kind with every
 * argument inside the table's bounds (one block per kind, see docs/research.md): a display holds at
 * most as many helpers, stalls, regular and casual customers as the table has such cards, and at most
 * the common field cards plus one player's private fields. Observation: see {@link #observe}.
 */
public final class LoyangEncoding implements GameEncoding<LoyangAction, LoyangView, LoyangOptions> {

  /**
   * The bounds of a table: card numbers are the action cards (each row repeated by its count) and
   * then one number per private field kind, as the engine numbers them.
   */
  record Table(List<CardRow> rows, int[] rowOfCard, int actionCards, int fieldKinds, int helpers, int stalls,
      int regulars, int casuals, int fields, int maxSlots, int[] stackCards) {

    /** A card's type: its action-card row, or {@code rows + kind} for a private field kind. */
    int type(int card) {
      if (card < 0) {
        return -1;
      }
      return card < actionCards ? rowOfCard[card] : rows.size() + card - actionCards;
    }

    int types() {
      return rows.size() + fieldKinds;
    }

    CardRow row(int card) {
      return card >= 0 && card < actionCards ? rows.get(rowOfCard[card]) : null;
    }
  }

  /**
   * The cards a private stack can hold, which the Tenant (§9.16) may take: every private field kind,
   * and every common field card, since the Tenant's option 2 puts an empty common field under the
   * stack (its known bottom) from where a later Tenant takes it back. Common field cards first, in
   * card order, then the private kinds.
   */
  private static int[] stackCards(List<Integer> rowOf, List<CardRow> rows, int actionCards, int fieldKinds) {
    List<Integer> out = new ArrayList<>();
    for (int card = 0; card < actionCards; card++) {
      if (rows.get(rowOf.get(card)).kind() == Kind.FIELD) {
        out.add(card);
      }
    }
    for (int kind = 0; kind < fieldKinds; kind++) {
      out.add(actionCards + kind);
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The table last asked for, with its options (compared by identity: the states of one game share them). */
  private record LastTable(LoyangOptions options, Table table) {}

  private static volatile LastTable lastTable;

  /**
   * The card table of these options. Every observation and every rule-bot decision asks for it, and a pool or a
   * tournament asks with the same options object again and again, so the last one is kept (threads that race
   * build it twice, no harm); {@link #buildTable} is the plain path, and the contract compares the two.
   */
  static Table table(LoyangOptions options) {
    LastTable last = lastTable;
    if (last != null && last.options() == options) {
      return last.table();
    }
    Table built = buildTable(options);
    lastTable = new LastTable(options, built);
    return built;
  }

  static Table buildTable(LoyangOptions options) {
    Vector<CardRow> rows = options.actionCards().isEmpty() ? Tables.CARDS : options.actionCards();
    Vector<FieldRow> fields = options.privateFields().isEmpty() ? Tables.FIELDS : options.privateFields();
    Vector<Tables.ShopRow> shop = options.shop().isEmpty() ? Tables.SHOP : options.shop();
    List<Integer> rowOf = new ArrayList<>();
    int[] byKind = new int[Kind.values().length];
    for (int r = 0; r < rows.size(); r++) {
      for (int i = 0; i < rows.get(r).count(); i++) {
        rowOf.add(r);
      }
      byKind[rows.get(r).kind().ordinal()] += rows.get(r).count();
    }
    int privates = 0;
    for (FieldRow f : fields) {
      privates += f.perPlayer();
    }
    int slots = 0;
    for (Tables.ShopRow s : shop) {
      slots = Math.max(slots, s.slots());
    }
    return new Table(rows.asJava(), rowOf.stream().mapToInt(Integer::intValue).toArray(), rowOf.size(), fields.size(),
        byKind[Kind.HELPER.ordinal()], byKind[Kind.STALL.ordinal()], byKind[Kind.REGULAR.ordinal()],
        byKind[Kind.CASUAL.ordinal()], byKind[Kind.FIELD.ordinal()] + privates, slots,
        stackCards(rowOf, rows.asJava(), rowOf.size(), fields.size()));
  }

  @Override
  public String gameId() {
    return "loyang";
  }

  @Override
  public List<LoyangAction> actionSpace(LoyangOptions options, int players) {
    return codec(options, players).asList();
  }

  @Override
  public ActionCodec<LoyangAction> codec(LoyangOptions options, int players) {
    Table t = table(options);
    int h = t.helpers();
    int f = t.fields();
    int st = t.stalls();
    int r = t.regulars();
    int ca = t.casuals();
    int cards = t.actionCards();
    Good[] goods = Good.values();
    ActionCodec.Builder<LoyangAction> b = ActionCodec.builder();
    b.single("TakeLoan", LoyangAction.LOAN)
        .single("Done", LoyangAction.DONE)
        .single("Reveal", LoyangAction.REVEAL)
        .single("PlaceAssigned", LoyangAction.PLACE_ASSIGNED)
        .single("BuyPack", LoyangAction.BUY_PACK)
        .single("EndActions", LoyangAction.END_ACTIONS)
        .single("Flip", LoyangAction.FLIP)
        .single("Advance", LoyangAction.ADVANCE);
    b.listed("Sell(good)", LoyangAction.Sell.class, each(goods.length, i -> new LoyangAction.Sell(goods[i])));
    b.listed("SowHome(good)", LoyangAction.SowHome.class, each(goods.length, i -> new LoyangAction.SowHome(goods[i])));
    b.listed("Buy(good)", LoyangAction.Buy.class, each(goods.length, i -> new LoyangAction.Buy(goods[i])));
    b.listed("Give(good)", LoyangAction.Give.class, each(goods.length, i -> new LoyangAction.Give(goods[i])));
    b.listed("GiveUp(good)", LoyangAction.GiveUp.class, each(goods.length, i -> new LoyangAction.GiveUp(goods[i])));
    b.listed("Income(good)", LoyangAction.Income.class, each(goods.length, i -> new LoyangAction.Income(goods[i])));
    b.listed("DiscardHelper(helper)", LoyangAction.DiscardHelper.class, each(h, LoyangAction.DiscardHelper::new));
    b.listed("PlayHarvestHelper(helper)", LoyangAction.PlayHarvestHelper.class,
        each(h, LoyangAction.PlayHarvestHelper::new));
    b.listed("PlayLord(helper)", LoyangAction.PlayLord.class, each(h, LoyangAction.PlayLord::new));
    b.listed("HarvestAgain(field)", LoyangAction.HarvestAgain.class, each(f, LoyangAction.HarvestAgain::new));
    b.listed("PloughField(field)", LoyangAction.PloughField.class, each(f, LoyangAction.PloughField::new));
    b.listed("AddToCourtyard(card)", LoyangAction.AddToCourtyard.class, each(cards, LoyangAction.AddToCourtyard::new));
    b.listed("TakeFromCourtyard(card)", LoyangAction.TakeFromCourtyard.class,
        each(cards, LoyangAction.TakeFromCourtyard::new));
    b.listed("TakeFromHand(card)", LoyangAction.TakeFromHand.class, each(cards, LoyangAction.TakeFromHand::new));
    b.listed("Keep(card)", LoyangAction.Keep.class, each(cards, LoyangAction.Keep::new));
    b.listed("ChoosePartner(seat)", LoyangAction.ChoosePartner.class, each(players, LoyangAction.ChoosePartner::new));
    b.listed("Sow(field,good)", LoyangAction.Sow.class,
        each(f * goods.length, i -> new LoyangAction.Sow(i / goods.length, goods[i % goods.length]))).radices(f, goods.length);
    b.listed("Exchange(stall,good)", LoyangAction.Exchange.class,
        each(st * goods.length, i -> new LoyangAction.Exchange(i / goods.length, goods[i % goods.length]))).radices(st, goods.length);
    b.listed("CrierMove(stall,good)", LoyangAction.CrierMove.class,
        each(st * goods.length, i -> new LoyangAction.CrierMove(i / goods.length, goods[i % goods.length]))).radices(st, goods.length);
    b.listed("Deliver(regular)", LoyangAction.Deliver.class, each(r, LoyangAction.Deliver::new));
    b.listed("DeliverTwice(regular)", LoyangAction.DeliverTwice.class, each(r, LoyangAction.DeliverTwice::new));
    b.listed("Decline(regular)", LoyangAction.Decline.class, each(r, LoyangAction.Decline::new));
    b.listed("Serve(casual)", LoyangAction.Serve.class, each(ca, LoyangAction.Serve::new));
    b.listed("Activate(helper,option 0..2)", LoyangAction.Activate.class,
        each(h * 3, i -> new LoyangAction.Activate(i / 3, i % 3))).radices(h, 3);
    b.listed("ShopSupply(helper,good)", LoyangAction.ShopSupply.class,
        each(h * goods.length, i -> new LoyangAction.ShopSupply(i / goods.length, goods[i % goods.length]))).radices(h, goods.length);
    b.listed("Haggle(helper,good,withShopper)", LoyangAction.Haggle.class,
        each(h * goods.length * 2, i -> new LoyangAction.Haggle(i / (2 * goods.length), goods[i / 2 % goods.length],
            i % 2 == 1))).radices(h, goods.length, 2);
    b.listed("MerchantBuy(good,via)", LoyangAction.MerchantBuy.class,
        each(goods.length * 3, i -> new LoyangAction.MerchantBuy(goods[i / 3], Via.values()[i % 3]))).radices(goods.length, 3);
    b.listed("ShopCount(count)", LoyangAction.ShopCount.class, each(t.maxSlots() + 1, LoyangAction.ShopCount::new));
    b.listed("Plough(helper,field)", LoyangAction.Plough.class,
        each(h * f, i -> new LoyangAction.Plough(i / f, i % f))).radices(h, f);
    int[] stack = t.stackCards(); // what the Tenant may take: private kinds and common fields put under
    int sc = stack.length;
    b.listed("Tenant(helper,stackCard)", LoyangAction.Tenant.class,
        each(h * sc, i -> new LoyangAction.Tenant(i / sc, stack[i % sc]))).radices(h, sc);
    b.listed("TenantSwap(helper,field,stackCard)", LoyangAction.TenantSwap.class,
        each(h * f * sc, i -> new LoyangAction.TenantSwap(i / (f * sc), i / sc % f, stack[i % sc]))).radices(h, f, sc);
    b.listed("TradeAt(helper,seat,stall,good)", LoyangAction.TradeAt.class,
        each(h * players * st * goods.length, i -> {
          int[] d = ActionCodec.digits(i, new int[] {h, players, st, goods.length});
          return new LoyangAction.TradeAt(d[0], d[1], d[2], goods[d[3]]);
        })).radices(h, players, st, goods.length);
    b.listed("SwapHelper(helper,seat,theirs)", LoyangAction.SwapHelper.class, each(h * players * h, i -> {
      int[] d = ActionCodec.digits(i, new int[] {h, players, h});
      return new LoyangAction.SwapHelper(d[0], d[1], d[2]);
    })).radices(h, players, h);
    b.listed("DeliverFor(helper,seat,regular)", LoyangAction.DeliverFor.class, each(h * players * r, i -> {
      int[] d = ActionCodec.digits(i, new int[] {h, players, r});
      return new LoyangAction.DeliverFor(d[0], d[1], d[2]);
    })).radices(h, players, r);
    b.listed("SwapStall(helper,stall,seat,theirs)", LoyangAction.SwapStall.class, each(h * st * players * st, i -> {
      int[] d = ActionCodec.digits(i, new int[] {h, st, players, st});
      return new LoyangAction.SwapStall(d[0], d[1], d[2], d[3]);
    })).radices(h, st, players, st);
    b.listed("SwapCasual(helper,casual,seat,theirs)", LoyangAction.SwapCasual.class,
        each(h * ca * players * ca, i -> {
          int[] d = ActionCodec.digits(i, new int[] {h, ca, players, ca});
          return new LoyangAction.SwapCasual(d[0], d[1], d[2], d[3]);
        })).radices(h, ca, players, ca);
    b.listed("BuyCasual(helper,seat,casual)", LoyangAction.BuyCasual.class, each(h * players * ca, i -> {
      int[] d = ActionCodec.digits(i, new int[] {h, players, ca});
      return new LoyangAction.BuyCasual(d[0], d[1], d[2]);
    })).radices(h, players, ca);
    b.listed("SelfSupply(helper,seat,field)", LoyangAction.SelfSupply.class, each(h * players * f, i -> {
      int[] d = ActionCodec.digits(i, new int[] {h, players, f});
      return new LoyangAction.SelfSupply(d[0], d[1], d[2]);
    })).radices(h, players, f);
    return b.build();
  }

  private static <T> List<T> each(int n, java.util.function.IntFunction<T> make) {
    List<T> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(make.apply(i));
    }
    return out;
  }

  private static final Good[] GOODS = Good.values();
  private static final int HELPER_TYPES = HelperType.values().length;
  /** At the Gates of Loyang seats at most four. */
  private static final int MAX_SEATS = 4;
  /** The slice names of each relative seat, built once (a hot path). */
  private static final String[][] SEAT_NAMES = ObservationWriter.perSeat(MAX_SEATS, "seat #", "seat # cash",
      "seat # loans", "seat # space", "seat # shop", "seat # cart", "seat # store", "seat # fields",
      "seat # helpers", "seat # stalls", "seat # regulars", "seat # casuals");

  private static final Class<?>[] PHASES = {Phase.SowingHome.class, Phase.HarvestTurn.class, Phase.Drafting.class,
      Phase.ChoosingPartner.class, Phase.Acting.class, Phase.GameOver.class};
  private static final Class<?>[] SUBS = {Phase.StallPay.class, Phase.Pack.class, Phase.MerchantBuying.class,
      Phase.ShopReset.class, Phase.BookkeeperIncome.class, Phase.CrierSale.class, Phase.Ploughing.class};

  /**
   * P is the number of seats, seats relative (block 0 the observer, 1 the next seat); T the card
   * types: the action-card rows of the table, then the private field kinds (a card is counted under
   * its type). Counts are raw, other numbers scaled.
   * <ul>
   *   <li>{@code round} /9; {@code phase} [6] one-hot (SowingHome, HarvestTurn, Drafting, ChoosingPartner,
   *       Acting, GameOver); {@code phaseSeat} [P] the seat of SowingHome, HarvestTurn or Drafting;
   *       {@code harvest} [2] playing flag, goods taken; {@code draft} [4] revealed, lord, taken, hand cards
   *       left in the draft; {@code inDraft} [P] relative seats still drafting
   *   <li>{@code acting} [3] stage one-hot (actions, storing, advancing); {@code turn} [1] /P;
   *       {@code steps} /10; {@code flags} [6] (pack, official, errand boy, maid, saleswoman, harvest plus);
   *       {@code sub} [7] one-hot of the decision in progress (StallPay, Pack, MerchantBuying, ShopReset,
   *       BookkeeperIncome, CrierSale, Ploughing, also where a drafting decision holds one); {@code packDrawn} [T]
   *   <li>{@code drawPile} /T cards; {@code discard}, {@code courtyard} [T each]; {@code firstStart},
   *       {@code secondStart} [P each]; {@code order} [P*P] per position the relative seat
   *   <li>for each relative seat i: {@code seat i} [10]: cash /20, loans /10, space /20, big store, hand
   *       count, assigned customer held, done, first set, second set, known fields under the stack;
   *       {@code seat i shop/cart/store} [6 each]; {@code seat i fields} [8]: fields, empty fields, then goods
   *       sown per good; {@code seat i helpers} [18] per helper type; {@code seat i stalls} [7]: stalls and
   *       goods on them per good; {@code seat i regulars} [11]: count, rows filled, red markers, handled,
   *       owed, then goods wanted per good; {@code seat i casuals} [7]: count, then goods wanted per good
   *   <li>{@code hand} [T]: the observer's hand and assigned beginner customer
   * </ul>
   */
  @Override
  public void observe(LoyangView view, ObservationWriter out) {
    Table t = table(view.options());
    int p = view.players().size();
    int me = view.observer();
    Phase phase = view.phase();
    out.scaled("round", view.round(), 9);
    out.oneHot("phase", indexOf(PHASES, phase), PHASES.length);
    int phaseSeat = switch (phase) {
      case Phase.SowingHome s -> s.seat();
      case Phase.HarvestTurn s -> s.seat();
      case Phase.Drafting s -> s.seat();
      default -> -1;
    };
    out.oneHot("phaseSeat", relative(phaseSeat, me, p), p);
    Phase.HarvestTurn harvest = phase instanceof Phase.HarvestTurn ht ? ht : null;
    out.vector("harvest", new int[] {harvest != null && harvest.playing() ? 1 : 0, harvest == null ? 0 : harvest.taken()},
        1);
    Phase.Drafting draft = phase instanceof Phase.Drafting d ? d : null;
    out.vector("draft", new int[] {draft != null && draft.revealed() ? 1 : 0, draft != null && draft.lord() ? 1 : 0,
        draft == null ? 0 : draft.taken(), draft == null ? 0 : draft.left().size()}, 1);
    int[] inDraft = new int[p];
    if (draft != null) {
      for (int seat : draft.inDraft()) {
        if (seat >= 0 && seat < p) {
          inDraft[relative(seat, me, p)] = 1;
        }
      }
    }
    out.vector("inDraft", inDraft, 1);
    Phase.Acting acting = phase instanceof Phase.Acting a ? a : null;
    out.oneHot("acting", acting == null ? -1 : acting.stage().ordinal(), 3);
    out.scaled("turn", acting == null ? 0 : acting.turn(), p);
    out.scaled("steps", acting == null ? 0 : acting.steps(), 10);
    Phase.Turn flags = acting == null ? null : acting.flags();
    out.vector("flags", flags == null ? new int[6] : new int[] {bit(flags.pack()), bit(flags.official()),
        bit(flags.errandBoy()), bit(flags.maid()), bit(flags.saleswoman()), bit(flags.harvestPlus())}, 1);
    Phase.Sub sub = acting != null ? acting.sub() : draft != null ? draft.sub() : null;
    out.oneHot("sub", indexOf(SUBS, sub), SUBS.length);
    out.vector("packDrawn", types(t, sub instanceof Phase.Pack pk ? pk.drawn() : Vector.empty()), 1);

    out.scaled("drawPile", view.drawCount(), Math.max(1, t.actionCards()));
    out.vector("discard", types(t, view.discard()), 1);
    out.vector("courtyard", types(t, view.courtyard()), 1);
    out.oneHot("firstStart", relative(view.firstStart(), me, p), p);
    out.oneHot("secondStart", relative(view.secondStart(), me, p), p);
    int[] order = new int[p * p];
    for (int i = 0; i < Math.min(p, view.order().size()); i++) {
      int seat = view.order().get(i);
      if (seat >= 0 && seat < p) {
        order[i * p + relative(seat, me, p)] = 1;
      }
    }
    out.vector("order", order, 1);

    for (int i = 0; i < p; i++) {
      LoyangView.PlayerView pv = view.players().get((me + i) % p);
      String[] names = SEAT_NAMES[i];
      out.vector(names[0], new int[] {bit(pv.bigStore()), pv.handCount(), bit(pv.hasAssigned()),
          bit(pv.done()), pv.stackFirstSet().size(), pv.stackSecondSet().size(), pv.stackKnown().size()}, 1);
      out.scaled(names[1], pv.cash(), 20);
      out.scaled(names[2], pv.loans(), 10);
      out.scaled(names[3], pv.space(), 20);
      out.vector(names[4], goods(pv.shop()), 1);
      out.vector(names[5], goods(pv.cart()), 1);
      out.vector(names[6], goods(pv.store()), 1);
      int[] fields = new int[8];
      for (Field field : pv.fields()) {
        fields[0]++;
        if (field.good() == null || field.count() == 0) {
          fields[1]++;
        } else {
          fields[2 + field.good().ordinal()] += field.count();
        }
      }
      out.vector(names[7], fields, 1);
      int[] helpers = new int[HELPER_TYPES];
      for (HelperCard hc : pv.helpers()) {
        CardRow row = t.row(hc.card());
        if (row != null && row.helper() != null) {
          helpers[row.helper().ordinal()]++;
        }
      }
      out.vector(names[8], helpers, 1);
      int[] stalls = new int[7];
      for (Stall s : pv.stalls()) {
        stalls[0]++;
        for (Good g : GOODS) {
          stalls[1 + g.ordinal()] += s.goods().get(g);
        }
      }
      out.vector(names[9], stalls, 1);
      int[] regulars = new int[11];
      for (Regular reg : pv.regulars()) {
        regulars[0]++;
        regulars[1] += reg.rows();
        regulars[2] += bit(reg.red());
        regulars[3] += bit(reg.handled());
        regulars[4] += bit(reg.owed());
        wanted(t.row(reg.card()), regulars, 5);
      }
      out.vector(names[10], regulars, 1);
      int[] casuals = new int[7];
      pv.casuals().forEach(c -> {
        casuals[0]++;
        wanted(t.row(c.card()), casuals, 1);
      });
      out.vector(names[11], casuals, 1);
    }
    LoyangView.PlayerView mine = view.players().get(me);
    Vector<Integer> hand = mine.assigned() >= 0 ? mine.hand().append(mine.assigned()) : mine.hand();
    out.vector("hand", types(t, hand), 1);
  }

  private static void wanted(CardRow row, int[] into, int offset) {
    if (row == null || row.goods() == null) {
      return;
    }
    String letters = row.goods();
    for (int k = 0; k < letters.length(); k++) {
      char c = letters.charAt(k);
      for (Good g : GOODS) {
        if (g.letter() == c) {
          into[offset + g.ordinal()]++;
        }
      }
    }
  }

  private static int[] types(Table t, Iterable<Integer> cards) {
    int[] counts = new int[t.types()];
    for (int card : cards) {
      int type = t.type(card);
      if (type >= 0 && type < counts.length) {
        counts[type]++;
      }
    }
    return counts;
  }

  private static int[] goods(Goods goods) {
    int[] out = new int[6];
    for (Good g : GOODS) {
      out[g.ordinal()] = goods.get(g);
    }
    return out;
  }

  private static int bit(boolean b) {
    return b ? 1 : 0;
  }

  private static int indexOf(Class<?>[] kinds, Object value) {
    for (int i = 0; i < kinds.length; i++) {
      if (kinds[i].isInstance(value)) {
        return i;
      }
    }
    return -1;
  }

  static int relative(int seat, int observer, int players) {
    return seat < 0 || seat >= players ? -1 : Math.floorMod(seat - observer, players);
  }
}
