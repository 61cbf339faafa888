package org.spielwerk.loyang;

import static org.spielwerk.loyang.Rules.cat;
import static org.spielwerk.loyang.Rules.illegal;

import org.spielwerk.core.IllegalActionException;
import org.spielwerk.loyang.LoyangAction.Activate;
import org.spielwerk.loyang.Phase.Acting;
import org.spielwerk.loyang.Phase.Drafting;
import org.spielwerk.loyang.Phase.Stage;
import org.spielwerk.loyang.Phase.Sub;
import org.spielwerk.loyang.Tables.Kind;

/**
 * The one source of legality: {@link #check} returns why an action is illegal (an exception naming the
 * rule, not thrown) or null. {@code apply} throws what it returns; {@code legalActions} keeps the
 * candidates it accepts.
 */
final class Checks {
  private Checks() {}

  static IllegalActionException check(LoyangState s, LoyangAction action) {
    int seat = s.toMove();
    if (seat < 0) {
      return illegal("End of the game (§12)", "the game is over; no action is possible");
    }
    Player p = s.player(seat);
    CardNumbers c = cat(s);
    IllegalActionException malformed = Structure.check(s, p, c, action);
    if (malformed != null) {
      return malformed;
    }
    return switch (action) {
      case LoyangAction.TakeLoan x -> p.loans() >= s.options().maxLoans()
          ? illegal("Loans (§8.2)", "a player may take at most " + s.options().maxLoans() + " loans") : null;
      case LoyangAction.Sell x -> sell(s, p, x.good());
      case LoyangAction.DiscardHelper x -> discardHelper(s, p, x.helper());
      case LoyangAction.Done x -> done(s, p);
      case LoyangAction.SowHome x -> sowHome(s, p, x.good());
      case LoyangAction.PlayHarvestHelper x -> {
        if (!(s.phase() instanceof Phase.HarvestTurn h) || h.playing()) {
          yield illegal("Harvest helper (§9.5 option 1)", "option 1 is played in the harvest turn after the automatic harvest");
        }
        yield helperIs(p, c, x.helper(), HelperType.HARVEST_HELPER);
      }
      case LoyangAction.HarvestAgain x -> {
        if (!(s.phase() instanceof Phase.HarvestTurn h) || !h.playing()) {
          yield illegal("Harvest helper (§9.5 option 1)", "play the Harvest helper first");
        }
        yield (harvestAgainFields(s, seat, h.taken()) & bit(x.field())) == 0
            ? illegal("Harvest helper (§9.5 option 1)", "only once from each non-home field that still holds 3 or more goods")
            : null;
      }
      case LoyangAction.Reveal x -> {
        Drafting d = draftTurn(s);
        if (d == null || d.taken() > 0) {
          yield illegal("2-player rule (§3.2.4)", "a card is revealed only at the start of a draft turn");
        }
        if (s.playerCount() != 2) {
          yield illegal("2-player rule (§3.2.4)", "only in the 2-player game");
        }
        if (d.revealed()) {
          yield illegal("2-player rule (§3.2.4)", "one card per turn");
        }
        yield s.draw().isEmpty() ? illegal("2-player rule (§3.2.4)", "the draw pile is empty") : null;
      }
      case LoyangAction.AddToCourtyard x -> {
        Drafting d = draftTurn(s);
        if (d == null || d.taken() > 0) {
          yield illegal("Distribution round (§3.2.3)", "a hand card goes to the courtyard only as the turn's choice (a)");
        }
        if (!p.hand().contains(x.card())) {
          yield illegal("Distribution round (§3.2.3)", "that card is not in the hand");
        }
        yield d.forced(p.hand().size()) ? illegal("Distribution round (§3.2.3)",
            "with one hand card left, or as the last player in the draft, the player must take now") : null;
      }
      case LoyangAction.TakeFromCourtyard x -> {
        Drafting d = draftTurn(s);
        if (d == null) {
          yield illegal("Distribution round (§3.2.3)", "courtyard cards are taken in the player's draft turn");
        }
        if (d.taken() >= (d.lord() ? 3 : 1)) {
          yield illegal("Distribution round (§3.2.3)", "exactly 1 courtyard card (up to 3 with the Lord of the manor)");
        }
        if (!s.courtyard().contains(x.card())) {
          yield illegal("Distribution round (§3.2.3)", "that card is not in the courtyard");
        }
        yield affordField(s, p, x.card());
      }
      case LoyangAction.TakeFromHand x -> {
        Drafting d = draftTurn(s);
        IllegalActionException e = handTake(s, p, d);
        if (e != null) {
          yield e;
        }
        yield !p.hand().contains(x.card()) ? illegal("Distribution round (§3.2.3)", "that card is not in the hand")
            : affordField(s, p, x.card());
      }
      case LoyangAction.PlaceAssigned x -> {
        if (p.assigned() < 0) {
          yield illegal("Beginner variant (§2.3)", "the player has no assigned regular customer to place");
        }
        yield handTake(s, p, draftTurn(s));
      }
      case LoyangAction.PlayLord x -> {
        Drafting d = draftTurn(s);
        if (d == null || d.taken() != 1 || d.lord()) {
          yield illegal("Lord of the manor (§9.7)", "on Yucata the Lord is played after taking the first courtyard card");
        }
        IllegalActionException e = helperIs(p, c, x.helper(), HelperType.LORD);
        if (e != null) {
          yield e;
        }
        yield p.helpers().get(x.helper()).round() >= s.round()
            ? illegal("Lord of the manor (§9.7)", "not in the round in which it was acquired") : null;
      }
      case LoyangAction.ChoosePartner x -> {
        if (!(s.phase() instanceof Phase.ChoosingPartner)) {
          yield illegal("4-player rule (§3.3.2)", "the partner is chosen at the start of the action phase");
        }
        yield x.seat() < 0 || x.seat() >= s.playerCount() || x.seat() == s.firstStart() || x.seat() == s.secondStart()
            ? illegal("4-player rule (§3.3.2)", "the partner is one of the two players without a start token") : null;
      }
      case LoyangAction.Sow x -> {
        IllegalActionException e = free(s, "Sowing (§4A)");
        if (e != null) {
          yield e;
        }
        if (x.field() < 0 || x.field() >= p.fields().size() || x.good() == null) {
          yield illegal("Sowing (§4A)", "no such field");
        }
        Field f = p.fields().get(x.field());
        if (!f.isEmpty()) {
          yield illegal("Sowing (§4A)", "only an empty field can be sown");
        }
        if (!c.spec(f.card()).allows(x.good())) {
          yield illegal("Sowing (§4A)", c.spec(f.card()).id + " does not allow " + x.good().word());
        }
        yield p.cart().get(x.good()) < 1 ? illegal("Sowing (§4A)", "no " + x.good().word() + " on the cart") : null;
      }
      case LoyangAction.Buy x -> {
        IllegalActionException e = free(s, "Buying (§4B)");
        if (e != null || x.good() == null) {
          yield e != null ? e : illegal("Buying (§4B)", "name a good");
        }
        if (p.shop().get(x.good()) < 1) {
          yield illegal("Buying (§4B)", "the shop holds no " + x.good().word());
        }
        yield cash(p, c.buy[x.good().ordinal()], "Buying (§4B)");
      }
      case LoyangAction.Exchange x -> {
        IllegalActionException e = free(s, "Market stall (§4D)");
        yield e != null ? e : stallTrade(s, p, seat, x.stall(), x.good(), "Market stall (§4D)");
      }
      case LoyangAction.Give x -> {
        if (!(sub(s) instanceof Phase.StallPay)) {
          yield illegal("Market stall (§4D)", "goods are handed over only while paying for a stall good");
        }
        yield x.good() == null || p.cart().get(x.good()) < 1
            ? illegal("Market stall (§4D)", "the good must come from the cart") : null;
      }
      case LoyangAction.Deliver x -> deliver(s, p, x.regular(), false);
      case LoyangAction.DeliverTwice x -> deliver(s, p, x.regular(), true);
      case LoyangAction.Decline x -> {
        IllegalActionException e = free(s, "Regular customers (§4F)");
        if (e != null) {
          yield e;
        }
        if (x.regular() < 0 || x.regular() >= p.regulars().size()) {
          yield illegal("Regular customers (§4F)", "no such regular customer");
        }
        Regular r = p.regulars().get(x.regular());
        if (!r.owed() || r.handled()) {
          yield illegal("Regular customers (§6)", "this customer is not owed a delivery now (handled already, or "
              + "uncovered after the player's action phase)");
        }
        yield r.red() && p.cash() < 2 && p.loans() < s.options().maxLoans()
            ? illegal("Regular customers (§4F, Yucata)", "a red customer not delivered costs 2 cash: raise it first") : null;
      }
      case LoyangAction.Serve x -> {
        IllegalActionException e = free(s, "Casual customers (§4G)");
        if (e != null) {
          yield e;
        }
        if (x.casual() < 0 || x.casual() >= p.casuals().size()) {
          yield illegal("Casual customers (§4G)", "no such casual customer");
        }
        yield wants(p, c, p.casuals().get(x.casual()).card(), 1, "Casual customers (§4G)");
      }
      case LoyangAction.BuyPack x -> {
        IllegalActionException e = free(s, "Double pack (§4H)");
        if (e != null) {
          yield e;
        }
        Acting a = (Acting) s.phase();
        if (a.flags().pack()) {
          yield illegal("Double pack (§4H)", "only once per action phase");
        }
        yield cash(p, packCost(p, a), "Double pack (§4H)");
      }
      case LoyangAction.Keep x -> {
        if (!(sub(s) instanceof Phase.Pack pack)) {
          yield illegal("Double pack (§4H)", "cards are kept only from a double pack just drawn");
        }
        yield !pack.drawn().contains(x.card()) ? illegal("Double pack (§4H)", "that card was not drawn")
            : c.kind(x.card()) == Kind.FIELD ? cash(p, c.spec(x.card()).price, "Common field (§4H)") : null;
      }
      case LoyangAction.EndActions x -> {
        IllegalActionException e = free(s, "End of the action phase (§3.4)");
        if (e != null) {
          yield e;
        }
        for (Regular r : p.regulars()) {
          if (r.owed() && !r.handled()) {
            yield illegal("End of the action phase (§3.4, Yucata)",
                "every regular customer must be delivered or declined first: " + c.spec(r.card()).id + " is not");
          }
        }
        yield null;
      }
      case LoyangAction.Flip x -> {
        if (!(s.phase() instanceof Acting a) || a.stage() != Stage.STORING) {
          yield illegal("Storehouse (§1.5, U19)", "the storehouse is flipped only in the storing step");
        }
        if (p.bigStore()) {
          yield illegal("Storehouse (§1.5)", "the storehouse already holds 4");
        }
        if (s.options().flipOnlyWhenExceeded() && p.cart().total() <= p.capacity()) {
          yield illegal("Storehouse (§3.4, Yucata)", "the flip is offered only when the cart holds more than the storehouse");
        }
        yield cash(p, 2, "Storehouse (§1.5)");
      }
      case LoyangAction.GiveUp x -> {
        if (!(s.phase() instanceof Acting a) || a.stage() != Stage.STORING) {
          yield illegal("Storing (§3.4)", "goods are given up only in the storing step");
        }
        if (p.cart().total() <= p.capacity()) {
          yield illegal("Storing (§3.4)", "everything on the cart fits into the storehouse");
        }
        yield x.good() == null || p.cart().get(x.good()) < 1 ? illegal("Storing (§3.4)", "no such good on the cart") : null;
      }
      case LoyangAction.Advance x -> {
        if (!(s.phase() instanceof Acting a) || a.stage() != Stage.ADVANCING) {
          yield illegal("Path of prosperity (§3.4)", "steps are taken only at the end of the own action phase, after storing");
        }
        if (p.space() >= c.maxSpace) {
          yield illegal("Path of prosperity (§1.4, U2)", "the marker is on the last space");
        }
        yield cash(p, c.stepCost(p.space() + 1, a.steps() == 0), "Path of prosperity (§1.4)");
      }
      case Activate x -> activate(s, p, c, x);
      case LoyangAction.ShopSupply x -> {
        IllegalActionException e = freeHelper(s, p, c, x.helper(), HelperType.SHOPPER);
        yield e != null ? e : x.good() == null ? illegal("Shopper (§9.10)", "name a good")
            : cash(p, c.shopper[x.good().ordinal()], "Shopper (§9.10)");
      }
      case LoyangAction.Haggle x -> {
        IllegalActionException e = freeHelper(s, p, c, x.helper(), HelperType.HAGGLER);
        if (e != null || x.good() == null) {
          yield e != null ? e : illegal("Haggler (§9.6)", "name a good");
        }
        if (x.withShopper() && find(p, c, HelperType.SHOPPER) < 0) {
          yield illegal("Haggler + Shopper (§10)", "the player has no Shopper");
        }
        if ((!x.withShopper() || s.options().hagglerShopperNeedsStock()) && p.shop().get(x.good()) < 2) {
          yield illegal("Haggler (§9.6, Audit Q1)", "the shop must hold 2 " + x.good().word());
        }
        int g = x.good().ordinal();
        yield cash(p, x.withShopper() ? c.shopper[g] : c.buy[g], "Haggler (§9.6)");
      }
      case LoyangAction.MerchantBuy x -> {
        if (!(sub(s) instanceof Phase.MerchantBuying m)) {
          yield illegal("Merchant (§9.11)", "play the Merchant first");
        }
        if (x.good() == null || x.via() == null || (m.types() & x.good().bit()) == 0) {
          yield illegal("Merchant (§9.11)", "one good of each type needed at least twice by the regular customers");
        }
        yield switch (x.via()) {
          case SHOP -> p.shop().get(x.good()) < 1 ? illegal("Merchant (§9.11)", "the shop holds no " + x.good().word())
              : cash(p, 1, "Merchant (§9.11)");
          case SHOPPER -> find(p, c, HelperType.SHOPPER) < 0 ? illegal("Merchant + Shopper (§9.10)", "no Shopper")
              : p.shop().get(x.good()) < 1 ? illegal("Merchant + Shopper (§9.10)",
                  "only a good the Merchant could buy in the shop") : null;
          case HAGGLER -> find(p, c, HelperType.HAGGLER) < 0 ? illegal("Merchant + Haggler (§9.6)", "no Haggler")
              : p.shop().get(x.good()) < 2 ? illegal("Merchant + Haggler (§9.6)", "the shop must hold 2 " + x.good().word())
              : cash(p, 1, "Merchant + Haggler (§9.6)");
        };
      }
      case LoyangAction.ShopCount x -> {
        if (!(sub(s) instanceof Phase.ShopReset r)) {
          yield illegal("Bookkeeper (§9.4)", "play the Bookkeeper first");
        }
        yield x.count() < 0 || x.count() > c.slots[r.good()]
            ? illegal("Bookkeeper (§9.4)", "0.." + c.slots[r.good()] + " " + Good.ALL[r.good()].word()) : null;
      }
      case LoyangAction.Income x -> !(sub(s) instanceof Phase.BookkeeperIncome) || x.good() == null
          ? illegal("Bookkeeper (§9.4)", "the good is named after the shop reset") : null;
      case LoyangAction.CrierMove x -> {
        if (!(sub(s) instanceof Phase.CrierSale cs) || cs.moved() >= 3) {
          yield illegal("Market crier (§9.14)", "1 to 3 goods after playing option 2");
        }
        if (x.stall() < 0 || x.stall() >= p.stalls().size() || x.good() == null
            || p.stalls().get(x.stall()).goods().get(x.good()) < 1) {
          yield illegal("Market crier (§9.14)", "that good is not on that stall");
        }
        yield p.shop().get(x.good()) >= c.slots[x.good().ordinal()]
            ? illegal("Market crier (§9.14)", "no free " + x.good().word() + " slot in the shop") : null;
      }
      case LoyangAction.Plough x -> {
        IllegalActionException e = freeHelper(s, p, c, x.helper(), HelperType.PLOUGHMAN);
        if (e != null) {
          yield e;
        }
        yield x.field() < 0 || x.field() >= p.fields().size() || c.spec(p.fields().get(x.field()).card()).home
            || p.fields().get(x.field()).count() < 2
            ? illegal("Ploughman (§9.17)", "a field other than the home field holding 2 or more goods") : null;
      }
      case LoyangAction.PloughField x -> {
        if (!(sub(s) instanceof Phase.Ploughing)) {
          yield illegal("Ploughman (§9.17)", "play the Ploughman's option 2 first");
        }
        yield x.field() < 0 || x.field() >= p.fields().size() || c.spec(p.fields().get(x.field()).card()).home
            || p.fields().get(x.field()).count() != 1
            ? illegal("Ploughman (§9.17)", "a field other than the home field holding exactly 1 good") : null;
      }
      case LoyangAction.Tenant x -> {
        IllegalActionException e = freeHelper(s, p, c, x.helper(), HelperType.TENANT);
        if (e != null) {
          yield e;
        }
        yield !p.stack().contains(x.card()) ? illegal("Tenant (§9.16)", "no such field in the private stack")
            : cash(p, 3, "Tenant (§9.16)");
      }
      case LoyangAction.TenantSwap x -> {
        IllegalActionException e = freeHelper(s, p, c, x.helper(), HelperType.TENANT);
        if (e != null) {
          yield e;
        }
        if (x.field() < 0 || x.field() >= p.fields().size() || !p.fields().get(x.field()).isEmpty()
            || c.spec(p.fields().get(x.field()).card()).home) {
          yield illegal("Tenant (§9.16)", "option 2 moves an empty field (not the home field) under the stack");
        }
        yield !p.stack().contains(x.card()) ? illegal("Tenant (§9.16)", "no such field in the private stack") : null;
      }
      case LoyangAction.TradeAt x -> {
        IllegalActionException e = lantern(s, seat, p, c, x.helper(), HelperType.TRADER, x.seat());
        if (e != null) {
          yield e;
        }
        e = cash(p, traderFee(s), "Trader (§9.8)");
        yield e != null ? e : stallTrade(s, s.player(x.seat()), x.seat(), x.stall(), x.good(), "Trader (§9.8)");
      }
      case LoyangAction.SwapHelper x -> {
        IllegalActionException e = lantern(s, seat, p, c, x.helper(), HelperType.CHARLATAN, x.seat());
        if (e != null) {
          yield e;
        }
        if (!s.player(x.seat()).done()) {
          yield illegal("Charlatan (§9.9)", "only with a player who has finished the action phase this round");
        }
        yield x.theirs() < 0 || x.theirs() >= s.player(x.seat()).helpers().size()
            ? illegal("Charlatan (§9.9)", "no such uncovered helper") : null;
      }
      case LoyangAction.DeliverFor x -> {
        IllegalActionException e = lantern(s, seat, p, c, x.helper(), HelperType.DELIVERYMAN, x.seat());
        if (e != null) {
          yield e;
        }
        Player other = s.player(x.seat());
        if (x.regular() < 0 || x.regular() >= other.regulars().size()) {
          yield illegal("Deliveryman (§9.12)", "no such uncovered regular customer");
        }
        Regular r = other.regulars().get(x.regular());
        e = wants(p, c, r.card(), 1, "Deliveryman (§9.12)");
        yield e != null ? e : r.rows() == 3 && p.cash() + c.spec(r.card()).payments[3] < 2
            ? illegal("Deliveryman (§9.12)", "the owner gets 2 cash for the top row") : null;
      }
      case LoyangAction.SwapStall x -> {
        IllegalActionException e = lantern(s, seat, p, c, x.helper(), HelperType.MARKET_WOMAN, x.seat());
        if (e != null) {
          yield e;
        }
        yield x.stall() < 0 || x.stall() >= p.stalls().size() || x.theirs() < 0
            || x.theirs() >= s.player(x.seat()).stalls().size()
            ? illegal("Market woman (§9.15)", "one uncovered stall of each player") : null;
      }
      case LoyangAction.SwapCasual x -> {
        IllegalActionException e = lantern(s, seat, p, c, x.helper(), HelperType.TOUT, x.seat());
        if (e != null) {
          yield e;
        }
        yield x.casual() < 0 || x.casual() >= p.casuals().size() || x.theirs() < 0
            || x.theirs() >= s.player(x.seat()).casuals().size()
            ? illegal("Tout (§9.1)", "one uncovered casual customer of each player") : null;
      }
      case LoyangAction.BuyCasual x -> {
        IllegalActionException e = lantern(s, seat, p, c, x.helper(), HelperType.TOUT, x.seat());
        if (e != null) {
          yield e;
        }
        Player other = s.player(x.seat());
        if (x.casual() < 0 || x.casual() >= other.casuals().size()) {
          yield illegal("Tout (§9.1)", "no such uncovered casual customer");
        }
        int card = other.casuals().get(x.casual()).card();
        e = wants(p, c, card, 1, "Tout (§9.1)");
        yield e != null ? e : p.cash() + casualIncome(s, p, card, 1) < 2
            ? illegal("Tout (§9.1)", "the customer costs 2 cash (its income may pay for it)") : null;
      }
      case LoyangAction.SelfSupply x -> {
        IllegalActionException e = lantern(s, seat, p, c, x.helper(), HelperType.SELF_SUPPLIER, x.seat());
        if (e != null) {
          yield e;
        }
        Player other = s.player(x.seat());
        if (x.field() < 0 || x.field() >= other.fields().size() || c.spec(other.fields().get(x.field()).card()).home
            || other.fields().get(x.field()).count() < 4) {
          yield illegal("Self-supplier (§9.18)", "a field other than the home field holding 4 or more goods");
        }
        yield cash(p, 1, "Self-supplier (§9.18)");
      }
    };
  }

  // ------------------------------------------------------------------ pieces

  static int bit(int index) {
    return index >= 0 && index < 31 ? 1 << index : 0;
  }

  private static IllegalActionException cash(Player p, int amount, String rule) {
    return p.cash() < amount ? illegal(rule, "costs " + amount + " cash, the player has " + p.cash()
        + " (sell goods, play a cash helper or take a loan first)") : null;
  }

  static Sub sub(LoyangState s) {
    return switch (s.phase()) {
      case Acting a -> a.sub();
      case Drafting d -> d.sub();
      case Phase.SowingHome h -> null;
      case Phase.HarvestTurn h -> null;
      case Phase.ChoosingPartner cp -> null;
      case Phase.GameOver o -> null;
    };
  }

  /** The draft turn of the player to move, without a decision in progress, or null. */
  static Drafting draftTurn(LoyangState s) {
    return s.phase() instanceof Drafting d && d.sub() == null ? d : null;
  }

  /** Option (b)'s hand card: after a courtyard card, or alone when forced facing an empty courtyard (U22). */
  private static IllegalActionException handTake(LoyangState s, Player p, Drafting d) {
    if (d == null) {
      return illegal("Distribution round (§3.2.3)", "hand cards are taken in the player's draft turn");
    }
    if (d.taken() >= 1) {
      return null;
    }
    return s.courtyard().isEmpty() && d.forced(p.hand().size()) ? null
        : illegal("Distribution round (§3.2.3)", "option (b) takes exactly 1 courtyard card and then 1 hand card");
  }

  /** A common field is paid at once (§3.2.2); with every loan taken the player pays what he has (ENGINE DECISION). */
  private static IllegalActionException affordField(LoyangState s, Player p, int card) {
    CardNumbers c = cat(s);
    if (c.kind(card) != Kind.FIELD || p.cash() >= c.spec(card).price || p.loans() >= s.options().maxLoans()) {
      return null;
    }
    return illegal("Common field (§3.2.2)", "a common field costs " + c.spec(card).price + " cash at once; the player has "
        + p.cash() + " (sell goods, play a cash helper or take a loan first)");
  }

  /** The own action phase's actions, with no decision in progress. */
  static IllegalActionException free(LoyangState s, String rule) {
    if (s.phase() instanceof Acting a && a.stage() == Stage.ACTIONS && a.sub() == null) {
      return null;
    }
    return illegal(rule, "only in the player's own action phase, before storing and with no other decision open");
  }

  private static IllegalActionException sell(LoyangState s, Player p, Good good) {
    Sub open = sub(s);
    if (open instanceof Phase.StallPay || open instanceof Phase.ShopReset || open instanceof Phase.BookkeeperIncome) {
      return illegal("Selling (§4C)", "finish the decision in progress first (handing over goods, the shop reset)");
    }
    if (good == null || p.cart().get(good) < 1) {
      return illegal("Selling (§4C)", "the good must come from the cart");
    }
    return p.shop().get(good) >= cat(s).slots[good.ordinal()]
        ? illegal("Selling (§4C)", "no free " + good.word() + " slot in the shop") : null;
  }

  private static IllegalActionException discardHelper(LoyangState s, Player p, int index) {
    boolean window = switch (s.phase()) {
      case Phase.HarvestTurn h -> !h.playing();
      case Drafting d -> d.sub() == null;
      case Acting a -> a.stage() == Stage.ACTIONS && a.sub() == null;
      case Phase.SowingHome h -> false;
      case Phase.ChoosingPartner cp -> false;
      case Phase.GameOver o -> false;
    };
    if (!window) {
      return illegal("Helpers (§4E, U25)", "helpers are discarded at the player's own decisions in the harvest, card or"
          + " action phase");
    }
    return index < 0 || index >= p.helpers().size() ? illegal("Helpers (§4E)", "no such uncovered helper") : null;
  }

  private static IllegalActionException done(LoyangState s, Player p) {
    return switch (s.phase()) {
      case Phase.HarvestTurn h -> null;
      case Acting a -> switch (a.sub()) {
        case null -> switch (a.stage()) {
          case ACTIONS -> illegal("End of the action phase (§3.4)", "end the actions with EndActions");
          case STORING -> p.cart().total() > p.capacity() ? illegal("Storing (§3.4)", "the cart holds "
              + p.cart().total() + " goods, the storehouse " + p.capacity() + ": sell, give up or flip first") : null;
          case ADVANCING -> null;
        };
        case Phase.Pack pk -> null;
        case Phase.MerchantBuying m -> null;
        case Phase.Ploughing pl -> null;
        case Phase.CrierSale cs -> cs.moved() < 1 && movableStallGood(s, p)
            ? illegal("Market crier (§9.14)", "move 1 to 3 goods") : null;
        case Phase.StallPay sp -> illegal("Market stall (§4D)", "hand over the goods first");
        case Phase.ShopReset r -> illegal("Bookkeeper (§9.4)", "decide every good of the shop first");
        case Phase.BookkeeperIncome b -> illegal("Bookkeeper (§9.4)", "name the good first");
      };
      case Drafting d -> d.sub() instanceof Phase.CrierSale cs && (cs.moved() >= 1 || !movableStallGood(s, p)) ? null
          : illegal("Distribution round (§3.2.3)", "a draft turn ends by taking cards, not by Done");
      case Phase.SowingHome h -> illegal("Setup (§2.1)", "sow the home field");
      case Phase.ChoosingPartner cp -> illegal("4-player rule (§3.3.2)", "choose a partner");
      case Phase.GameOver o -> illegal("End of the game (§12)", "the game is over");
    };
  }

  private static IllegalActionException sowHome(LoyangState s, Player p, Good good) {
    if (!(s.phase() instanceof Phase.SowingHome)) {
      return illegal("Setup (§2.1)", "the home field is sown only at setup");
    }
    CardNumbers c = cat(s);
    if (good == null || !c.spec(c.home).allows(good)) {
      return illegal("Setup (§2.1)", "only wheat, pumpkin or turnip (the goods shown on the home field)");
    }
    int same = 0;
    for (Player other : s.players()) {
      Field home = other.fields().isEmpty() ? null : other.fields().head();
      same += home != null && home.good() == good ? 1 : 0;
    }
    if (same >= 2) {
      return illegal("Setup (§2.1)", "at most 2 players may choose the same good");
    }
    if (p.shop().get(good) < 1) {
      return illegal("Setup (§2.1)", "the shop holds no " + good.word());
    }
    return cash(p, c.buy[good.ordinal()], "Setup (§2.1)");
  }

  private static IllegalActionException stallTrade(LoyangState s, Player owner, int ownerSeat, int stall, Good good,
      String rule) {
    if (stall < 0 || stall >= owner.stalls().size() || good == null || owner.stalls().get(stall).goods().get(good) < 1) {
      return illegal(rule, "that good is not on that uncovered stall");
    }
    Player p = s.player(s.toMove());
    int bowls = bowls(s, owner.stalls().get(stall).card(), good);
    return p.cart().total() < bowls ? illegal(rule, "the good costs " + bowls + " goods from the cart") : null;
  }

  /** Bowls for a stall good; the Maid lowers 2 to 1 (§9.13). */
  static int bowls(LoyangState s, int card, Good good) {
    int b = cat(s).spec(card).bowlsFor(good);
    return s.phase() instanceof Acting a && a.flags().maid() ? Math.min(b, 1) : b;
  }

  private static IllegalActionException deliver(LoyangState s, Player p, int index, boolean twice) {
    IllegalActionException e = free(s, "Regular customers (§4F)");
    if (e != null) {
      return e;
    }
    if (index < 0 || index >= p.regulars().size()) {
      return illegal("Regular customers (§4F)", "no such uncovered regular customer");
    }
    Regular r = p.regulars().get(index);
    Acting a = (Acting) s.phase();
    if (!r.owed()) {
      return illegal("Regular customers (§5, §6)", "uncovered after the player's action phase: it waits for next round");
    }
    if (twice) {
      if (!a.flags().errandBoy() || r.handled() || r.rows() != 3) {
        return illegal("Errand boy (§9.3)", "both deliveries at once only into the top row with the Errand boy active");
      }
      return wants(p, cat(s), r.card(), 2, "Errand boy (§9.3)");
    }
    if (r.handled() && !(a.flags().errandBoy() && r.deliveries() == 1)) {
      return illegal("Regular customers (§4F)", "one delivery per round (two with the Errand boy, §9.3)");
    }
    return wants(p, cat(s), r.card(), 1, "Regular customers (§4F)");
  }

  private static IllegalActionException wants(Player p, CardNumbers c, int card, int times, String rule) {
    Goods need = c.spec(card).stock;
    for (Good g : Good.ALL) {
      if (p.cart().get(g) < need.get(g) * times) {
        return illegal(rule, "the customer wants " + need + (times > 1 ? " twice" : "") + "; the cart holds " + p.cart());
      }
    }
    return null;
  }

  static int packCost(Player p, Acting a) {
    return a.flags().official() ? 0 : Math.max(p.helpers().size(), p.stalls().size());
  }

  static int traderFee(LoyangState s) {
    return s.round() == 8 ? 1 : s.round() >= 9 ? 2 : 0;
  }

  /** Income from a casual customer (§7): printed price, -2 / +2 by the counts, or +2 with the Saleswoman. */
  static int casualIncome(LoyangState s, Player p, int card, int extraCasual) {
    int price = cat(s).spec(card).price;
    boolean saleswoman = s.phase() instanceof Acting a && a.flags().saleswoman();
    int casuals = p.casuals().size() + extraCasual;
    int regulars = p.regulars().size();
    int income = saleswoman ? price + 2 : casuals > regulars ? price - 2 : casuals < regulars ? price + 2 : price;
    return Math.max(0, income); // U20
  }

  private static IllegalActionException helperIs(Player p, CardNumbers c, int index, HelperType type) {
    if (index < 0 || index >= p.helpers().size() || c.helper(p.helpers().get(index).card()) != type) {
      return illegal("Helpers (§4E)", "no uncovered " + type + " at that position");
    }
    return null;
  }

  private static IllegalActionException freeHelper(LoyangState s, Player p, CardNumbers c, int index, HelperType type) {
    IllegalActionException e = free(s, helperRule(type));
    return e != null ? e : helperIs(p, c, index, type);
  }

  private static IllegalActionException lantern(LoyangState s, int seat, Player p, CardNumbers c, int index,
      HelperType type, int target) {
    IllegalActionException e = freeHelper(s, p, c, index, type);
    if (e != null) {
      return e;
    }
    return isTarget(s, seat, target) ? null : illegal(helperRule(type) + ", lantern (§3.3.2)",
        s.playerCount() == 4 ? "in the 4-player game only the partner" : "another player at the table");
  }

  static boolean isTarget(LoyangState s, int seat, int target) {
    if (target < 0 || target >= s.playerCount() || target == seat) {
      return false;
    }
    return s.playerCount() != 4 || s.partner(seat) == target;
  }

  static int find(Player p, CardNumbers c, HelperType type) {
    for (int i = 0; i < p.helpers().size(); i++) {
      if (c.helper(p.helpers().get(i).card()) == type) {
        return i;
      }
    }
    return -1;
  }

  static int harvestHelper(LoyangState s, int seat) {
    return find(s.player(seat), cat(s), HelperType.HARVEST_HELPER);
  }

  /** Non-home fields still holding 3 or more goods after the automatic harvest, not yet taken (§3.1 Yucata). */
  static int harvestAgainFields(LoyangState s, int seat, int taken) {
    CardNumbers c = cat(s);
    Player p = s.player(seat);
    int mask = 0;
    for (int i = 0; i < p.fields().size() && i < 31; i++) {
      Field f = p.fields().get(i);
      if (!c.spec(f.card()).home && f.count() >= 3 && (taken & (1 << i)) == 0) {
        mask |= 1 << i;
      }
    }
    return mask;
  }

  /** Goods needed at least twice this round by the regular customers still owed a delivery (§9.11, U13). */
  static int merchantTypes(LoyangState s, Player p) {
    CardNumbers c = cat(s);
    int[] need = new int[6];
    for (Regular r : p.regulars()) {
      if (r.owed() && !r.handled()) {
        for (Good g : c.spec(r.card()).goods) {
          need[g.ordinal()]++;
        }
      }
    }
    int mask = 0;
    for (Good g : Good.ALL) {
      mask |= need[g.ordinal()] >= 2 ? g.bit() : 0;
    }
    return mask;
  }

  /** In the card phase a cash helper pays for a common field only (§9.4; §9.14 U18). */
  static boolean fieldPaymentPending(LoyangState s, Player p) {
    CardNumbers c = cat(s);
    for (int card : s.courtyard()) {
      if (c.kind(card) == Kind.FIELD && p.cash() < c.spec(card).price) {
        return true;
      }
    }
    for (int card : p.hand()) {
      if (c.kind(card) == Kind.FIELD && p.cash() < c.spec(card).price) {
        return true;
      }
    }
    return false;
  }

  /** A drawn common field the player cannot pay yet (cash helpers during action H, §4H.6). */
  static boolean packPaymentPending(LoyangState s, Player p, Phase.Pack pack) {
    CardNumbers c = cat(s);
    for (int card : pack.drawn()) {
      if (c.kind(card) == Kind.FIELD && p.cash() < c.spec(card).price) {
        return true;
      }
    }
    return false;
  }

  static boolean flipOffered(LoyangState s, int seat) {
    Player p = s.player(seat);
    return !p.bigStore() && p.cash() >= 2 && (!s.options().flipOnlyWhenExceeded() || p.cart().total() > p.capacity());
  }

  private static boolean movableStallGood(LoyangState s, Player p) {
    CardNumbers c = cat(s);
    for (Stall st : p.stalls()) {
      for (Good g : Good.ALL) {
        if (st.goods().get(g) > 0 && p.shop().get(g) < c.slots[g.ordinal()]) {
          return true;
        }
      }
    }
    return false;
  }

  private static IllegalActionException activate(LoyangState s, Player p, CardNumbers c, Activate x) {
    if (x.helper() < 0 || x.helper() >= p.helpers().size()) {
      return illegal("Helpers (§4E)", "no uncovered helper at that position");
    }
    HelperType type = c.helper(p.helpers().get(x.helper()).card());
    String rule = helperRule(type);
    boolean cashHelper = type == HelperType.BOOKKEEPER || (type == HelperType.MARKET_CRIER && x.option() == 2);
    if (type == HelperType.BOOKKEEPER && x.option() != 1) {
      return illegal(rule, "has one option");
    }
    if (cashHelper) {
      boolean window = switch (s.phase()) {
        case Acting a -> a.stage() == Stage.ACTIONS && (a.sub() == null
            || (a.sub() instanceof Phase.Pack pk && packPaymentPending(s, p, pk)));
        case Drafting d -> d.sub() == null && (fieldPaymentPending(s, p)
            || (type == HelperType.MARKET_CRIER && s.options().crierAnyTimeInCardPhase()));
        case Phase.SowingHome h -> false;
        case Phase.HarvestTurn h -> false;
        case Phase.ChoosingPartner cp -> false;
        case Phase.GameOver o -> false;
      };
      if (!window) {
        return illegal(rule, "in the action phase, or in the card phase to pay for a common field (§9.4, §9.14, U18)");
      }
      return type == HelperType.MARKET_CRIER && !movableStallGood(s, p)
          ? illegal(rule, "no stall good has a free slot in the shop") : null;
    }
    IllegalActionException e = free(s, rule);
    if (e != null) {
      return e;
    }
    Acting a = (Acting) s.phase();
    return switch (type) {
      case OFFICIAL, ERRAND_BOY, MAID -> x.option() != 1 ? illegal(rule, "has one option")
          : a.flags().with(type, 1).equals(a.flags()) ? illegal(rule, "already active") : null;
      case SALESWOMAN -> x.option() == 1 ? (p.regulars().exists(Regular::red) ? null
          : illegal(rule, "option 1 turns red markers blue: there are none"))
          : x.option() == 2 ? (a.flags().saleswoman() ? illegal(rule, "already active") : null)
          : illegal(rule, "option 1 or 2");
      case HARVEST_HELPER -> x.option() != 2 ? illegal(rule, "option 1 is played in the harvest phase (§3.1)")
          : a.flags().harvestPlus() ? illegal(rule, "already active") : null;
      case MARKET_CRIER -> x.option() != 1 ? illegal(rule, "option 1 or 2")
          : p.stalls().isEmpty() ? illegal(rule, "the player has no stall to refill") : null;
      case MERCHANT -> x.option() != 1 ? illegal(rule, "has one option")
          : merchantTypes(s, p) == 0 ? illegal(rule, "no good is needed twice by regular customers still owed this round")
          : null;
      case PLOUGHMAN -> {
        if (x.option() != 2) {
          yield illegal(rule, "option 1 names the field (Plough)");
        }
        for (Field f : p.fields()) {
          if (!c.spec(f.card()).home && f.count() == 1) {
            yield null;
          }
        }
        yield illegal(rule, "no field other than the home field holds exactly 1 good");
      }
      case BOOKKEEPER, TOUT, HAGGLER, LORD, TRADER, CHARLATAN, SHOPPER, DELIVERYMAN, MARKET_WOMAN, TENANT,
          SELF_SUPPLIER -> illegal(rule, type + " is played with its own action");
    };
  }

  static String helperRule(HelperType type) {
    return switch (type) {
      case TOUT -> "Tout (§9.1)";
      case OFFICIAL -> "Official (§9.2)";
      case ERRAND_BOY -> "Errand boy (§9.3)";
      case BOOKKEEPER -> "Bookkeeper (§9.4)";
      case HARVEST_HELPER -> "Harvest helper (§9.5)";
      case HAGGLER -> "Haggler (§9.6)";
      case LORD -> "Lord of the manor (§9.7)";
      case TRADER -> "Trader (§9.8)";
      case CHARLATAN -> "Charlatan (§9.9)";
      case SHOPPER -> "Shopper (§9.10)";
      case MERCHANT -> "Merchant (§9.11)";
      case DELIVERYMAN -> "Deliveryman (§9.12)";
      case MAID -> "Maid (§9.13)";
      case MARKET_CRIER -> "Market crier (§9.14)";
      case MARKET_WOMAN -> "Market woman (§9.15)";
      case TENANT -> "Tenant (§9.16)";
      case PLOUGHMAN -> "Ploughman (§9.17)";
      case SELF_SUPPLIER -> "Self-supplier (§9.18)";
      case SALESWOMAN -> "Saleswoman (§9.19)";
    };
  }
}
