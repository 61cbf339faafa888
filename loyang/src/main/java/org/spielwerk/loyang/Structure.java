package org.spielwerk.loyang;

import static org.spielwerk.loyang.Rules.illegal;

import org.spielwerk.core.IllegalActionException;
import org.spielwerk.loyang.LoyangAction.Activate;

/**
 * The shape of an action, checked before any rule: every good and choice named (no nulls), every
 * position within the row it points into (the mover's helpers, fields, stalls, customers; another
 * player's rows for the lantern helpers), every seat at the table and every card number of the
 * card numbering. An action that passes can be read and worded against the position without a lookup
 * failing; one that does not is rejected naming the rule of the action it tried (issue 19: a replayed
 * {@code Exchange} at the very start used to fail only when its rejection was worded).
 */
final class Structure {
  private Structure() {}

  static IllegalActionException check(LoyangState s, Player p, CardNumbers c, LoyangAction action) {
    return switch (action) {
      case LoyangAction.TakeLoan x -> null;
      case LoyangAction.Done x -> null;
      case LoyangAction.Reveal x -> null;
      case LoyangAction.PlaceAssigned x -> null;
      case LoyangAction.BuyPack x -> null;
      case LoyangAction.EndActions x -> null;
      case LoyangAction.Flip x -> null;
      case LoyangAction.Advance x -> null;
      case LoyangAction.ShopCount x -> null;
      case LoyangAction.Sell x -> good(x.good(), "Selling (§4C)");
      case LoyangAction.SowHome x -> good(x.good(), "Setup (§2.1)");
      case LoyangAction.Buy x -> good(x.good(), "Buying (§4B)");
      case LoyangAction.Give x -> good(x.good(), "Market stall (§4D)");
      case LoyangAction.GiveUp x -> good(x.good(), "Storing (§3.4)");
      case LoyangAction.Income x -> good(x.good(), "Bookkeeper (§9.4)");
      case LoyangAction.MerchantBuy x -> x.via() == null ? illegal("Merchant (§9.11)", "name how the good is bought")
          : good(x.good(), "Merchant (§9.11)");
      case LoyangAction.DiscardHelper x -> null; // the rule checks the window first, then the position
      case LoyangAction.PlayHarvestHelper x -> helper(p, x.helper(), "Harvest helper (§9.5 option 1)");
      case LoyangAction.PlayLord x -> helper(p, x.helper(), "Lord of the manor (§9.7)");
      case LoyangAction.HarvestAgain x -> field(p, x.field(), "Harvest helper (§9.5 option 1)");
      case LoyangAction.PloughField x -> field(p, x.field(), "Ploughman (§9.17)");
      case LoyangAction.AddToCourtyard x -> action(c, x.card(), "Distribution round (§3.2.3)");
      case LoyangAction.TakeFromCourtyard x -> action(c, x.card(), "Distribution round (§3.2.3)");
      case LoyangAction.TakeFromHand x -> action(c, x.card(), "Distribution round (§3.2.3)");
      case LoyangAction.Keep x -> action(c, x.card(), "Double pack (§4H)");
      case LoyangAction.ChoosePartner x -> seat(s, x.seat(), "4-player rule (§3.3.2)");
      case LoyangAction.Sow x -> first(field(p, x.field(), "Sowing (§4A)"), good(x.good(), "Sowing (§4A)"));
      case LoyangAction.Exchange x -> first(stall(p, x.stall(), "Market stall (§4D)"), good(x.good(), "Market stall (§4D)"));
      case LoyangAction.CrierMove x -> first(stall(p, x.stall(), "Market crier (§9.14)"),
          good(x.good(), "Market crier (§9.14)"));
      case LoyangAction.Deliver x -> regular(p, x.regular(), "Regular customers (§4F)");
      case LoyangAction.DeliverTwice x -> regular(p, x.regular(), "Errand boy (§9.3)");
      case LoyangAction.Decline x -> regular(p, x.regular(), "Regular customers (§4F)");
      case LoyangAction.Serve x -> index(x.casual(), p.casuals().size(), "Casual customers (§4G)", "casual customer");
      case Activate x -> {
        IllegalActionException e = helper(p, x.helper(), "Helpers (§4E)");
        yield e != null || x.option() == 1 || x.option() == 2 ? e
            : illegal(helperRule(c, p.helpers().get(x.helper()).card()), "option 1 or 2, not " + x.option());
      }
      case LoyangAction.ShopSupply x -> first(helper(p, x.helper(), "Shopper (§9.10)"), good(x.good(), "Shopper (§9.10)"));
      case LoyangAction.Haggle x -> first(helper(p, x.helper(), "Haggler (§9.6)"), good(x.good(), "Haggler (§9.6)"));
      case LoyangAction.Plough x -> first(helper(p, x.helper(), "Ploughman (§9.17)"), field(p, x.field(), "Ploughman (§9.17)"));
      case LoyangAction.Tenant x -> helper(p, x.helper(), "Tenant (§9.16)"); // the rule looks the card up in the stack
      case LoyangAction.TenantSwap x -> first(helper(p, x.helper(), "Tenant (§9.16)"), field(p, x.field(), "Tenant (§9.16)"));
      case LoyangAction.TradeAt x -> lantern(s, p, x.helper(), x.seat(), "Trader (§9.8)", o -> first(
          stall(o, x.stall(), "Trader (§9.8)"), good(x.good(), "Trader (§9.8)")));
      case LoyangAction.SwapHelper x -> lantern(s, p, x.helper(), x.seat(), "Charlatan (§9.9)",
          o -> helper(o, x.theirs(), "Charlatan (§9.9)"));
      case LoyangAction.DeliverFor x -> lantern(s, p, x.helper(), x.seat(), "Deliveryman (§9.12)",
          o -> regular(o, x.regular(), "Deliveryman (§9.12)"));
      case LoyangAction.SwapStall x -> lantern(s, p, x.helper(), x.seat(), "Market woman (§9.15)", o -> first(
          stall(p, x.stall(), "Market woman (§9.15)"), stall(o, x.theirs(), "Market woman (§9.15)")));
      case LoyangAction.SwapCasual x -> lantern(s, p, x.helper(), x.seat(), "Tout (§9.1)", o -> first(
          index(x.casual(), p.casuals().size(), "Tout (§9.1)", "casual customer"),
          index(x.theirs(), o.casuals().size(), "Tout (§9.1)", "casual customer")));
      case LoyangAction.BuyCasual x -> lantern(s, p, x.helper(), x.seat(), "Tout (§9.1)",
          o -> index(x.casual(), o.casuals().size(), "Tout (§9.1)", "casual customer"));
      case LoyangAction.SelfSupply x -> lantern(s, p, x.helper(), x.seat(), "Self-supplier (§9.18)",
          o -> field(o, x.field(), "Self-supplier (§9.18)"));
    };
  }

  private static String helperRule(CardNumbers c, int card) {
    HelperType type = c.isCard(card) ? c.helper(card) : null;
    return type == null ? "Helpers (§4E)" : Checks.helperRule(type);
  }

  private static IllegalActionException first(IllegalActionException... found) {
    for (IllegalActionException e : found) {
      if (e != null) {
        return e;
      }
    }
    return null;
  }

  private static IllegalActionException good(Good good, String rule) {
    return good == null ? illegal(rule, "name a good") : null;
  }

  private static IllegalActionException index(int i, int size, String rule, String what) {
    return i < 0 || i >= size ? illegal(rule, "no " + what + " at position " + i + " (the row holds " + size + ")") : null;
  }

  private static IllegalActionException helper(Player p, int i, String rule) {
    return index(i, p.helpers().size(), rule, "uncovered helper");
  }

  private static IllegalActionException field(Player p, int i, String rule) {
    return index(i, p.fields().size(), rule, "field");
  }

  private static IllegalActionException stall(Player p, int i, String rule) {
    return index(i, p.stalls().size(), rule, "uncovered stall");
  }

  private static IllegalActionException regular(Player p, int i, String rule) {
    return index(i, p.regulars().size(), rule, "uncovered regular customer");
  }

  private static IllegalActionException seat(LoyangState s, int seat, String rule) {
    return seat < 0 || seat >= s.playerCount()
        ? illegal(rule, "seat " + seat + " is not at this table (seats 0.." + (s.playerCount() - 1) + ")") : null;
  }

  private static IllegalActionException action(CardNumbers c, int card, String rule) {
    return c.isAction(card) ? null : illegal(rule, "no action card " + card);
  }

  /** A helper of the mover aimed at another seat's rows: the helper, the seat, then the rows there. */
  private static IllegalActionException lantern(LoyangState s, Player p, int helper, int seat, String rule,
      java.util.function.Function<Player, IllegalActionException> rows) {
    IllegalActionException e = helper(p, helper, rule);
    if (e != null) {
      return e;
    }
    // Aimed at no seat or at the mover's own, the lantern rule names the fault (the same words as Checks).
    if (seat < 0 || seat >= s.playerCount() || seat == s.toMove()) {
      return illegal(rule + ", lantern (§3.3.2)",
          s.playerCount() == 4 ? "in the 4-player game only the partner" : "another player at the table");
    }
    return rows.apply(s.player(seat));
  }
}
