package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.loyang.Phase.Acting;
import org.spielwerk.loyang.Phase.Drafting;
import org.spielwerk.loyang.Phase.Sub;
import org.spielwerk.loyang.Tables.Kind;

/**
 * Checks a position built by hand or read from JSON: every number within the range the rules allow,
 * every action card in exactly one place, each player's private fields all accounted for, and the phase
 * consistent with the round, the draft and the action order.
 */
final class Validation {
  private Validation() {}

  private static InvalidPositionException bad(String field, String detail) {
    return new InvalidPositionException(field, detail);
  }

  static void validate(LoyangState s) {
    if (s.options() == null) {
      throw bad("options", "missing");
    }
    for (String f : new String[] {"phase", "players", "draw", "discard", "courtyard", "order", "rng"}) {
      Object v = switch (f) {
        case "phase" -> s.phase();
        case "players" -> s.players();
        case "draw" -> s.draw();
        case "discard" -> s.discard();
        case "courtyard" -> s.courtyard();
        case "order" -> s.order();
        default -> s.rng();
      };
      if (v == null) {
        throw bad(f, "missing");
      }
    }
    int n = s.playerCount();
    if (n < 2 || n > 4) {
      throw bad("players", "2 to 4 players, not " + n);
    }
    try {
      s.options().check(n);
    } catch (InvalidSetupException e) {
      throw bad("options." + e.field(), e.getMessage());
    }
    CardNumbers c = Rules.cat(s);
    if (s.round() < 0 || s.round() > Rules.ROUNDS) {
      throw bad("round", "0..9, not " + s.round());
    }
    if ((s.round() == 0) != (s.phase() instanceof Phase.SowingHome)) {
      throw bad("round", "round 0 is exactly the sowing of the home fields at setup");
    }
    if (s.phase() instanceof Phase.GameOver && s.round() != Rules.ROUNDS) {
      throw bad("round", "the game ends after round 9");
    }
    seat("firstStart", s.firstStart(), n);
    if (s.secondStart() != -1) {
      seat("secondStart", s.secondStart(), n);
      if (s.secondStart() == s.firstStart()) {
        throw bad("secondStart", "differs from the First Start Player");
      }
    }
    int[] places = new int[c.actionCount];
    count(places, s.draw(), "draw", c);
    count(places, s.discard(), "discard", c);
    count(places, s.courtyard(), "courtyard", c);
    for (int seat = 0; seat < n; seat++) {
      player(s, c, seat, places);
    }
    Sub sub = Checks.sub(s);
    while (sub instanceof Phase.ShopReset r) {
      sub = r.resume();
    }
    if (sub instanceof Phase.BookkeeperIncome b) {
      sub = b.resume();
    }
    if (sub instanceof Phase.CrierSale cs) {
      sub = cs.resume();
    }
    if (sub instanceof Phase.Pack pk) {
      count(places, pk.drawn(), "phase.sub.drawn", c);
      if (pk.drawn().size() > 2 || pk.bottom() != -1 || (pk.top() >= 0 && pk.drawn().size() > 1)) {
        throw bad("phase.sub", "a double pack holds 2 cards; the bottom one is placed at once");
      }
      if (pk.top() != -1) {
        count(places, Vector.of(pk.top()), "phase.sub.top", c);
      }
    }
    for (int i = 0; i < places.length; i++) {
      if (places[i] != 1) {
        throw bad("cards", "action card " + i + " (" + c.spec(i).id + ") is in " + places[i]
            + " places; every card is in exactly one place");
      }
    }
    phase(s, c, n);
  }

  /**
   * Whether a player's storehouse may hold goods now: from storing in the player's own action phase
   * (§3.4: after the storing step, while advancing, and once the phase is over) until the next harvest
   * unloads it onto the cart (§3.1). Goods in the storehouse before the storing step would be added to
   * the cart's and overfill it.
   */
  private static boolean mayHoldStoredGoods(LoyangState s, int seat) {
    return switch (s.phase()) {
      case Phase.GameOver o -> true;
      case Acting a -> s.player(seat).done() || (a.stage() == Phase.Stage.ADVANCING && actingSeat(s) == seat);
      default -> false;
    };
  }

  /** The seat in its action phase, or -1 outside the action phase or when the order does not name it. */
  private static int actingSeat(LoyangState s) {
    if (s.phase() instanceof Acting a && a.turn() >= 0 && a.turn() < s.order().size()) {
      Integer seat = s.order().get(a.turn());
      return seat == null ? -1 : seat;
    }
    return -1;
  }

  private static void seat(String field, int seat, int n) {
    if (seat < 0 || seat >= n) {
      throw bad(field, "no seat " + seat);
    }
  }

  private static void count(int[] places, Vector<Integer> cards, String field, CardNumbers c) {
    if (cards == null) {
      throw bad(field, "missing");
    }
    for (Integer card : cards) {
      if (card == null || !c.isAction(card)) {
        throw bad(field, "not an action card: " + card);
      }
      places[card]++;
    }
  }

  private static void action(int[] places, int card, String field, CardNumbers c, Kind kind) {
    if (!c.isAction(card) || (kind != null && c.kind(card) != kind)) {
      throw bad(field, "not " + (kind == null ? "an action card" : "a " + kind) + ": " + card);
    }
    places[card]++;
  }

  private static void under(int[] places, int under, String field, CardNumbers c) {
    if (under != -1) {
      action(places, under, field + ".under", c, null);
    }
  }

  private static void goods(Goods g, String field, int max) {
    if (g == null) {
      throw bad(field, "missing");
    }
    if (g.min() < 0 || g.max() > max) {
      throw bad(field, "each good 0.." + max + ": " + g);
    }
  }

  private static void player(LoyangState s, CardNumbers c, int seat, int[] places) {
    Player p = s.player(seat);
    String at = "players[" + seat + "]";
    if (p == null) {
      throw bad(at, "missing");
    }
    if (p.cash() < 0 || p.cash() > Rules.CASH_LIMIT) {
      throw bad(at + ".cash", "0.." + Rules.CASH_LIMIT + ", not " + p.cash());
    }
    if (p.loans() < 0 || p.loans() > s.options().maxLoans()) {
      throw bad(at + ".loans", "0.." + s.options().maxLoans() + ", not " + p.loans());
    }
    if (p.space() < 1 || p.space() > c.maxSpace) {
      throw bad(at + ".space", "1.." + c.maxSpace + ", not " + p.space());
    }
    goods(p.shop(), at + ".shop", 99);
    for (Good g : Good.ALL) {
      if (p.shop().get(g) > c.slots[g.ordinal()]) {
        throw bad(at + ".shop", "at most " + c.slots[g.ordinal()] + " " + g.word());
      }
    }
    goods(p.cart(), at + ".cart", Rules.GOODS_LIMIT);
    goods(p.store(), at + ".store", 4);
    if (p.store().total() > p.capacity()) {
      throw bad(at + ".store", "more goods than the storehouse holds");
    }
    if (p.store().total() > 0 && !mayHoldStoredGoods(s, seat)) {
      throw bad(at + ".store", "the storehouse is unloaded at the harvest (§3.1) and filled again only when the"
          + " player's action phase stores the cart (§3.4)");
    }
    for (String f : new String[] {"fields", "stack", "removed", "hand", "helpers", "stalls", "regulars", "casuals"}) {
      Object v = switch (f) {
        case "fields" -> p.fields();
        case "stack" -> p.stack();
        case "removed" -> p.removed();
        case "hand" -> p.hand();
        case "helpers" -> p.helpers();
        case "stalls" -> p.stalls();
        case "regulars" -> p.regulars();
        default -> p.casuals();
      };
      if (v == null) {
        throw bad(at + "." + f, "missing");
      }
    }
    int[] kinds = new int[c.fieldKinds];
    for (int i = 0; i < p.fields().size(); i++) {
      Field f = p.fields().get(i);
      String fa = at + ".fields[" + i + "]";
      if (f == null || !c.isCard(f.card()) || !c.spec(f.card()).isField()) {
        throw bad(fa, "not a field");
      }
      if (i > 0 && f.card() == c.home) {
        throw bad(fa, "the home field lies first in the fields row (§2.1), every other field to its right");
      }
      CardNumbers.Spec spec = c.spec(f.card());
      int max = spec.plots + (spec.home ? 0 : 1);
      if (f.count() < 0 || f.count() > max || (f.count() == 0) != (f.good() == null)) {
        throw bad(fa + ".count", "0.." + max + " goods, with a good exactly when it holds goods");
      }
      if (f.good() != null && !spec.allows(f.good())) {
        throw bad(fa + ".good", spec.id + " does not allow " + f.good().word());
      }
      if (f.fresh() && (f.count() == 0 || actingSeat(s) != seat)) {
        throw bad(fa + ".fresh", "only a field sown in the current action phase, by the player acting");
      }
      if (c.isAction(f.card())) {
        places[f.card()]++;
      } else {
        kinds[f.card() - c.actionCount]++;
      }
      under(places, f.under(), fa, c);
    }
    for (int i = 0; i < p.stack().size(); i++) {
      Integer card = p.stack().get(i);
      if (card == null || !c.isCard(card) || !c.spec(card).isField() || card == c.home) {
        throw bad(at + ".stack[" + i + "]", "a private or common field (not the home field)");
      }
      if (c.isAction(card)) {
        places[card]++;
      } else {
        kinds[card - c.actionCount]++;
      }
    }
    // compared without adding the two: a huge count must not wrap round to a small sum
    if (p.stackFirstSet() < 0 || p.stackKnown() < 0 || p.stackFirstSet() > p.stack().size()
        || p.stackKnown() > p.stack().size() - p.stackFirstSet()) {
      throw bad(at + ".stackFirstSet", "the first set and the known bottom lie within the stack");
    }
    for (int i = 0; i < p.stack().size() - p.stackKnown(); i++) {
      if (c.isAction(p.stack().get(i))) {
        throw bad(at + ".stack", "a common field lies only in the known bottom of the stack (the Tenant)");
      }
    }
    for (Integer card : p.removed()) {
      if (card == null || !c.isCard(card) || c.isAction(card)) {
        throw bad(at + ".removed", "only private fields leave the game");
      }
      kinds[card - c.actionCount]++;
    }
    for (int k = 0; k < c.fieldKinds; k++) {
      if (kinds[k] != c.perPlayer[k]) {
        throw bad(at + ".fields", kinds[k] + " of " + c.spec(c.actionCount + k).id + " in the fields, stack and out of"
            + " the game; the player has " + c.perPlayer[k]);
      }
    }
    if (p.hand().size() > 4) {
      throw bad(at + ".hand", "at most 4 cards");
    }
    count(places, p.hand(), at + ".hand", c);
    if (p.assigned() != -1) {
      if (!s.options().beginner() || !c.isAction(p.assigned()) || !c.spec(p.assigned()).blueDot) {
        throw bad(at + ".assigned", "only a blue-dot regular customer in the beginner variant");
      }
      places[p.assigned()]++;
    }
    for (int i = 0; i < p.helpers().size(); i++) {
      HelperCard h = p.helpers().get(i);
      if (h == null) {
        throw bad(at + ".helpers[" + i + "]", "missing");
      }
      action(places, h.card(), at + ".helpers[" + i + "]", c, Kind.HELPER);
      under(places, h.under(), at + ".helpers[" + i + "]", c);
      if (h.round() < 0 || h.round() > s.round()) {
        throw bad(at + ".helpers[" + i + "].round", "0.." + s.round());
      }
    }
    for (int i = 0; i < p.stalls().size(); i++) {
      Stall st = p.stalls().get(i);
      String sa = at + ".stalls[" + i + "]";
      if (st == null) {
        throw bad(sa, "missing");
      }
      action(places, st.card(), sa, c, Kind.STALL);
      under(places, st.under(), sa, c);
      goods(st.goods(), sa + ".goods", 3);
      if (st.goods().total() == 0 || !c.spec(st.card()).stock.covers(st.goods())) {
        throw bad(sa + ".goods", "some of the stall's printed goods (an empty stall is discarded at once)");
      }
    }
    for (int i = 0; i < p.regulars().size(); i++) {
      Regular r = p.regulars().get(i);
      String ra = at + ".regulars[" + i + "]";
      if (r == null) {
        throw bad(ra, "missing");
      }
      action(places, r.card(), ra, c, Kind.REGULAR);
      under(places, r.under(), ra, c);
      if (r.rows() < 0 || r.rows() > 3 || r.deliveries() < 0 || r.deliveries() > 2
          || (r.deliveries() > 0 && (!r.handled() || r.rows() < 1)) || (r.handled() && !r.owed())) {
        throw bad(ra, "rows 0..3 (the card leaves after the 4th), deliveries 0..2 only when handled and owed");
      }
    }
    for (int i = 0; i < p.casuals().size(); i++) {
      Casual cc = p.casuals().get(i);
      if (cc == null) {
        throw bad(at + ".casuals[" + i + "]", "missing");
      }
      action(places, cc.card(), at + ".casuals[" + i + "]", c, Kind.CASUAL);
      under(places, cc.under(), at + ".casuals[" + i + "]", c);
    }
  }

  private static void phase(LoyangState s, CardNumbers c, int n) {
    boolean drafting = s.phase() instanceof Drafting;
    if (!drafting && !s.courtyard().isEmpty()) {
      throw bad("courtyard", "the courtyard exists only during the draft");
    }
    // Hands are dealt for the card phase (§3.2.1) and empty after it; only the hands dealt at setup
    // (§2.1) wait through the sowing of the home fields and round 1's harvest. A hand left over later
    // would be overwritten by the next deal and its cards lost.
    boolean handAllowed = drafting || s.phase() instanceof Phase.SowingHome
        || (s.phase() instanceof Phase.HarvestTurn && s.round() == 1);
    for (int seat = 0; seat < n; seat++) {
      if (!handAllowed && !s.player(seat).hand().isEmpty()) {
        throw bad("players[" + seat + "].hand", "hands exist only in the card phase (and before the first)");
      }
    }
    switch (s.phase()) {
      case Phase.SowingHome h -> {
        seat("phase.seat", h.seat(), n);
        if (h.sown() < 0 || h.sown() >= n || h.seat() != (s.firstStart() + h.sown()) % n) {
          throw bad("phase.sown", "players sow in turn from the start player");
        }
        int sown = 0;
        for (int seat = 0; seat < n; seat++) {
          Player p = s.player(seat);
          if (p.fields().size() != 1 || p.fields().head().card() != c.home) {
            throw bad("players[" + seat + "].fields", "only the home field at setup");
          }
          sown += p.fields().head().count() > 0 ? 1 : 0;
        }
        if (sown != h.sown()) {
          throw bad("phase.sown", sown + " home fields are sown, not " + h.sown());
        }
      }
      case Phase.HarvestTurn h -> {
        seat("phase.seat", h.seat(), n);
        if (!h.playing() && Checks.harvestHelper(s, h.seat()) < 0) {
          throw bad("phase", "a harvest turn belongs to a player with a Harvest helper");
        }
        if (h.taken() < 0 || h.taken() >= (1 << Math.min(30, s.player(h.seat()).fields().size()))) {
          throw bad("phase.taken", "bits of the player's fields");
        }
      }
      case Drafting d -> {
        if (d.inDraft() == null || d.left() == null) {
          throw bad("phase", "missing draft lists");
        }
        Vector<Integer> all = d.inDraft().appendAll(d.left());
        if (all.size() != n || all.distinct().size() != n || all.exists(x -> x == null || x < 0 || x >= n)) {
          throw bad("phase.inDraft", "every seat is in the draft or has left it, once");
        }
        if (d.inDraft().isEmpty() || !d.inDraft().contains(d.seat())) {
          throw bad("phase.seat", "the player in turn is in the draft");
        }
        if (d.taken() < 0 || d.taken() > (d.lord() ? 3 : 1) || (d.lord() && d.taken() < 1)
            || (d.revealed() && n != 2)) {
          throw bad("phase.taken", "1 courtyard card (3 with the Lord), the reveal only with 2 players");
        }
        for (int seat : d.left()) {
          if (!s.player(seat).hand().isEmpty()) {
            throw bad("players[" + seat + "].hand", "a player who left the draft holds no cards");
          }
        }
        for (int seat : d.inDraft()) {
          if (s.player(seat).hand().isEmpty()) {
            throw bad("players[" + seat + "].hand", "a player in the draft holds cards");
          }
        }
        if (d.sub() != null && !(d.sub() instanceof Phase.ShopReset || d.sub() instanceof Phase.BookkeeperIncome
            || d.sub() instanceof Phase.CrierSale)) {
          throw bad("phase.sub", "in the card phase only a cash helper's decision");
        }
        checkSub(s, c, d.sub(), d.seat(), true);
      }
      case Phase.ChoosingPartner cp -> {
        if (n != 4 || s.secondStart() < 0) {
          throw bad("phase", "partners only with 4 players and both start players known");
        }
      }
      case Acting a -> {
        Vector<Integer> order = s.order();
        if (order.size() != n || order.distinct().size() != n || order.exists(x -> x == null || x < 0 || x >= n)) {
          throw bad("order", "every seat once");
        }
        if (a.turn() < 0 || a.turn() >= n) {
          throw bad("phase.turn", "0.." + (n - 1));
        }
        if (a.stage() == null || a.flags() == null) {
          throw bad("phase", "missing stage or flags");
        }
        for (int i = 0; i < n; i++) {
          if (s.player(order.get(i)).done() != (i < a.turn())) {
            throw bad("players[" + order.get(i) + "].done", "players before the one acting have finished, the others not");
          }
        }
        if (a.steps() < 0 || a.steps() > c.maxSpace || (a.steps() > 0 && a.stage() != Phase.Stage.ADVANCING)) {
          throw bad("phase.steps", "steps only while advancing, 0.." + c.maxSpace);
        }
        if (a.stage() != Phase.Stage.ACTIONS && a.sub() != null) {
          throw bad("phase.sub", "decisions only during the actions");
        }
        if (a.stage() == Phase.Stage.ADVANCING && !s.player(order.get(a.turn())).cart().equals(Goods.NONE)) {
          throw bad("phase.stage", "the cart is empty after storing");
        }
        checkSub(s, c, a.sub(), order.get(a.turn()), false);
      }
      case Phase.GameOver o -> { }
    }
  }

  private static void checkSub(LoyangState s, CardNumbers c, Sub sub, int seat, boolean cardPhase) {
    if (sub == null) {
      return;
    }
    Player p = s.player(seat);
    switch (sub) {
      case Phase.StallPay sp -> {
        seat("phase.sub.owner", sp.owner(), s.playerCount());
        Player o = s.player(sp.owner());
        if (sp.stall() < 0 || sp.stall() >= o.stalls().size() || sp.good() == null
            || o.stalls().get(sp.stall()).goods().get(sp.good()) < 1 || sp.remaining() < 1 || sp.remaining() > 2) {
          throw bad("phase.sub", "a good on an existing stall, 1 or 2 goods to hand over");
        }
        if (p.cart().total() < sp.remaining()) {
          throw bad("phase.sub.remaining", "the cart cannot pay");
        }
      }
      case Phase.Pack pk -> {
        if (pk.drawn() == null) {
          throw bad("phase.sub.drawn", "missing");
        }
      }
      case Phase.MerchantBuying m -> {
        if (m.types() < 0 || m.types() > 63) {
          throw bad("phase.sub.types", "a set of goods");
        }
      }
      case Phase.ShopReset r -> {
        if (r.good() < 0 || r.good() > 5) {
          throw bad("phase.sub.good", "0..5");
        }
        resume(s, c, r.resume(), seat, cardPhase);
      }
      case Phase.BookkeeperIncome b -> resume(s, c, b.resume(), seat, cardPhase);
      case Phase.CrierSale cs -> {
        if (cs.moved() < 0 || cs.moved() > 2 || cs.earned() < 0 || cs.earned() > 3) {
          throw bad("phase.sub", "up to 3 goods and 3 cash");
        }
        resume(s, c, cs.resume(), seat, cardPhase);
      }
      case Phase.Ploughing pl -> { }
    }
  }

  private static void resume(LoyangState s, CardNumbers c, Sub resume, int seat, boolean cardPhase) {
    if (resume != null && (cardPhase || !(resume instanceof Phase.Pack))) {
      throw bad("phase.sub.resume", "a cash helper resumes the draft turn or a double pack");
    }
    checkSub(s, c, resume, seat, cardPhase);
  }
}
