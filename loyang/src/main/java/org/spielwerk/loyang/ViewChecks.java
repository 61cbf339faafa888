package org.spielwerk.loyang;

import com.fasterxml.jackson.databind.JsonNode;
import io.vavr.collection.Vector;
import java.util.Iterator;
import java.util.Map;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.Json;

/**
 * Checks a view before a position is dealt from it ({@link Loyang#resampleFromView}), as strictly as
 * {@link Validation} checks a state: everything the deal reads must be there and in range, and the cards
 * the seat cannot see must be exactly as many as the places the view keeps hidden (the draw pile, the
 * other players' hands and beginner customers). What only the dealt position can show (every card in one
 * place, the phase) is checked afterwards by {@code validate} and by comparing the dealt position's view
 * with the given one ({@link #sameView}).
 */
final class ViewChecks {
  private ViewChecks() {}

  private static InvalidPositionException bad(String field, String detail) {
    return new InvalidPositionException(field, detail);
  }

  /** The card numbering of a view that is whole enough to deal from. */
  static CardNumbers check(LoyangView v) {
    if (v.options() == null) {
      throw bad("options", "missing");
    }
    if (v.players() == null) {
      throw bad("players", "missing");
    }
    int n = v.players().size();
    if (n < 2 || n > 4) {
      throw bad("players", "2 to 4 players, not " + n);
    }
    if (v.observer() < 0 || v.observer() >= n) {
      throw bad("observer", "seat " + v.observer() + " is not at this table (seats 0.." + (n - 1) + ")");
    }
    try {
      v.options().check(n);
    } catch (InvalidSetupException e) {
      throw bad("options." + e.field(), e.getMessage());
    }
    CardNumbers c = CardNumbers.of(v.options());
    if (v.phase() == null) {
      throw bad("phase", "missing");
    }
    pack(v.phase());
    cards(v.discard(), "discard", c, true);
    cards(v.courtyard(), "courtyard", c, true);
    cards(v.order(), "order", null, false);
    if (v.drawCount() < 0 || v.drawCount() > c.actionCount) {
      throw bad("drawCount", "0.." + c.actionCount + ", not " + v.drawCount());
    }
    int hidden = v.drawCount();
    int hiddenDots = 0;
    for (int seat = 0; seat < n; seat++) {
      LoyangView.PlayerView p = v.players().get(seat);
      String at = "players[" + seat + "]";
      if (p == null) {
        throw bad(at, "missing");
      }
      player(p, at, c, seat == v.observer());
      if (seat != v.observer()) {
        hidden += p.handCount();
        hiddenDots += p.hasAssigned() ? 1 : 0;
      }
    }
    boolean[] seen = Hidden.seen(v, c);
    int unseen = 0;
    int unseenDots = 0;
    for (int card = 0; card < seen.length; card++) {
      if (!seen[card]) {
        unseen++;
        unseenDots += c.spec(card).blueDot ? 1 : 0;
      }
    }
    if (unseen != hidden + hiddenDots) {
      throw bad("drawCount", "the seat cannot see " + unseen + " action cards, but the draw pile and the other players'"
          + " hands and beginner customers hide " + (hidden + hiddenDots));
    }
    if (unseenDots < hiddenDots) {
      throw bad("players", hiddenDots + " hidden beginner customers, but only " + unseenDots
          + " blue-dot cards are out of the seat's sight");
    }
    return c;
  }

  private static void pack(Phase phase) {
    Phase.Sub sub = switch (phase) {
      case Phase.Acting a -> a.sub();
      case Phase.Drafting d -> d.sub();
      default -> null;
    };
    for (int depth = 0; sub != null; depth++) {
      if (depth > 4) {
        throw bad("phase.sub", "decisions nest at most a few deep");
      }
      if (sub instanceof Phase.Pack pk) {
        cards(pk.drawn(), "phase.sub.drawn", null, false);
      }
      sub = switch (sub) {
        case Phase.ShopReset r -> r.resume();
        case Phase.BookkeeperIncome b -> b.resume();
        case Phase.CrierSale cs -> cs.resume();
        default -> null;
      };
    }
  }

  private static void player(LoyangView.PlayerView p, String at, CardNumbers c, boolean own) {
    if (p.shop() == null || p.cart() == null || p.store() == null) {
      throw bad(at + (p.shop() == null ? ".shop" : p.cart() == null ? ".cart" : ".store"), "missing");
    }
    elements(p.fields(), at + ".fields");
    elements(p.helpers(), at + ".helpers");
    elements(p.stalls(), at + ".stalls");
    elements(p.regulars(), at + ".regulars");
    elements(p.casuals(), at + ".casuals");
    cards(p.stackFirstSet(), at + ".stackFirstSet", null, false);
    cards(p.stackSecondSet(), at + ".stackSecondSet", null, false);
    cards(p.stackKnown(), at + ".stackKnown", null, false);
    cards(p.removed(), at + ".removed", null, false);
    cards(p.hand(), at + ".hand", c, true);
    if (p.handCount() < 0 || p.handCount() > 4) {
      throw bad(at + ".handCount", "0..4, not " + p.handCount());
    }
    if (own) {
      if (p.hand().size() != p.handCount()) {
        throw bad(at + ".handCount", "the seat's own hand holds " + p.hand().size() + " cards, not " + p.handCount());
      }
      if (p.hasAssigned() != (p.assigned() >= 0) || p.assigned() < -1) {
        throw bad(at + ".assigned", "the seat's own beginner customer, or -1 exactly when it has none");
      }
    } else if (!p.hand().isEmpty() || p.assigned() != -1) {
      throw bad(at + (p.hand().isEmpty() ? ".assigned" : ".hand"), "another player's hand and beginner customer are"
          + " hidden from the seat");
    }
  }

  private static void elements(Vector<?> list, String field) {
    if (list == null) {
      throw bad(field, "missing");
    }
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i) == null) {
        throw bad(field + "[" + i + "]", "missing");
      }
    }
  }

  /** A list of numbers without gaps; with a card numbering, of action cards. */
  private static void cards(Vector<Integer> list, String field, CardNumbers c, boolean actionCards) {
    elements(list, field);
    if (actionCards) {
      for (int i = 0; i < list.size(); i++) {
        if (!c.isAction(list.get(i))) {
          throw bad(field + "[" + i + "]", "not an action card: " + list.get(i));
        }
      }
    }
  }

  /**
   * Fails unless {@code dealt} shows its observer exactly {@code given}, naming the first part that
   * differs (a view that no position can show, such as an unsorted stack set).
   */
  static void sameView(LoyangView dealt, LoyangView given) {
    if (dealt.equals(given)) {
      return;
    }
    String found = difference(Json.toTree(dealt), Json.toTree(given), "");
    String path = found == null ? "" : found;
    throw bad(path.isEmpty() ? "view" : path, "no position shows the seat this view (dealt: "
        + shorten(Json.toTree(dealt).at(pointer(path))) + ", given: " + shorten(Json.toTree(given).at(pointer(path))) + ")");
  }

  private static String difference(JsonNode a, JsonNode b, String path) {
    if (a.equals(b)) {
      return null;
    }
    if (a.isObject() && b.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> fields = a.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> f = fields.next();
        JsonNode other = b.get(f.getKey());
        if (other != null) {
          String d = difference(f.getValue(), other, path.isEmpty() ? f.getKey() : path + "." + f.getKey());
          if (d != null) {
            return d;
          }
        }
      }
    } else if (a.isArray() && b.isArray() && a.size() == b.size()) {
      for (int i = 0; i < a.size(); i++) {
        String d = difference(a.get(i), b.get(i), path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
    }
    return path;
  }

  private static String pointer(String path) {
    return path.isEmpty() ? "" : "/" + path.replace(".", "/").replace("[", "/").replace("]", "");
  }

  private static String shorten(JsonNode node) {
    String s = node.toString();
    return s.length() > 120 ? s.substring(0, 120) + "..." : s;
  }
}
