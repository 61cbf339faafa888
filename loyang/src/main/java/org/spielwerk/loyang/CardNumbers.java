package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.loyang.Tables.CardRow;
import org.spielwerk.loyang.Tables.FieldRow;
import org.spielwerk.loyang.Tables.Kind;
import org.spielwerk.loyang.Tables.PathRow;
import org.spielwerk.loyang.Tables.ShopRow;

/**
 * The components of one game, numbered: every physical action card gets a number {@code 0..actionCount-1}
 * (copies are separate cards), followed by one number per kind of private field (shared by all players).
 * States refer to cards by these numbers. Built once per set of tables and kept in a small cache.
 */
final class CardNumbers {
  /** How many numberings of replacement tables are kept; the cache is emptied when it would hold more. */
  static final int CACHE_LIMIT = 16;

  // TRICK(plain: build(the options' tables, the default tables where one is empty) on every call; proof:
  // CardNumbersCacheTest). Keyed by the four tables as values; the key's hash is their sizes only, so that a
  // lookup neither hashes every row of the tables (about 120 records) nor compares them when the options
  // hold the very tables it was built from (Vavr's equals returns at once for the same Vector).
  private static final ConcurrentHashMap<TablesKey, CardNumbers> CACHE = new ConcurrentHashMap<>();
  static final CardNumbers DEFAULT = build(Tables.CARDS, Tables.FIELDS, Tables.SHOP, Tables.PATH);

  /** A card's data. */
  static final class Spec {
    final String id;
    final Kind kind; // null for a private field
    final boolean home;
    final int plots;
    final int allowed;
    final Good[] goods;
    final int[] bowls;
    final int[] payments;
    final int price;
    final boolean blueDot;
    final HelperType helper;
    final Goods stock; // a stall's full fill; a customer's wanted goods

    Spec(String id, Kind kind, boolean home, int plots, int allowed, Good[] goods, int[] bowls, int[] payments,
        int price, boolean blueDot, HelperType helper) {
      this.id = id;
      this.kind = kind;
      this.home = home;
      this.plots = plots;
      this.allowed = allowed;
      this.goods = goods;
      this.bowls = bowls;
      this.payments = payments;
      this.price = price;
      this.blueDot = blueDot;
      this.helper = helper;
      this.stock = goods == null ? Goods.NONE : Goods.of(goods);
    }

    boolean isField() {
      return kind == null || kind == Kind.FIELD;
    }

    boolean allows(Good good) {
      return (allowed & good.bit()) != 0;
    }

    /** Bowls for a stall good (the first position holding it). */
    int bowlsFor(Good good) {
      for (int i = 0; i < goods.length; i++) {
        if (goods[i] == good) {
          return bowls[i];
        }
      }
      return 0;
    }
  }

  final Spec[] specs;
  private final CardFace[] faces;
  final int actionCount;
  final int fieldKinds;
  final int home; // index of the home field kind
  final int[] perPlayer; // by field kind (index - actionCount)
  final int privatePerPlayer;
  final int[] slots = new int[6];
  final int[] start = new int[6];
  final int[] buy = new int[6];
  final int[] sell = new int[6];
  final int[] shopper = new int[6];
  final int[] pathValue; // by space, 1..maxSpace
  final int maxSpace;
  final Goods fullShop;
  final Goods startShop;

  private CardNumbers(Vector<CardRow> cards, Vector<FieldRow> fields, Vector<ShopRow> shop, Vector<PathRow> path) {
    List<Spec> all = new ArrayList<>();
    for (CardRow row : cards) {
      if (row == null) {
        throw new InvalidSetupException("actionCards", "a row is missing (null)");
      }
      Spec spec = card(row);
      if (row.count() < 1 || row.count() > 10) {
        throw new InvalidSetupException("actionCards", "row " + row.id() + ": count must be 1..10, not " + row.count());
      }
      for (int i = 0; i < row.count(); i++) {
        all.add(spec);
      }
    }
    actionCount = all.size();
    if (actionCount < 8 || actionCount > 200) {
      throw new InvalidSetupException("actionCards", "8..200 action cards, not " + actionCount);
    }
    int homes = 0;
    int homeIndex = -1;
    perPlayer = new int[fields.size()];
    int privates = 0;
    for (int i = 0; i < fields.size(); i++) {
      FieldRow row = fields.get(i);
      if (row == null) {
        throw new InvalidSetupException("privateFields", "a row is missing (null)");
      }
      if (row.id() == null || row.plots() < 1 || row.plots() > 12) {
        throw new InvalidSetupException("privateFields", "row " + row.id() + " needs an id and 1..12 plots");
      }
      if (row.perPlayer() < 0 || row.perPlayer() > 8 || (row.home() && row.perPlayer() != 1)) {
        throw new InvalidSetupException("privateFields", "row " + row.id() + ": perPlayer must be 0..8 (1 for the home field)");
      }
      int mask = Tables.goodsMask("privateFields", row.id(), row.goods());
      if (row.home()) {
        homes++;
        homeIndex = all.size();
        if ((mask & ~(Good.WHEAT.bit() | Good.PUMPKIN.bit() | Good.TURNIP.bit())) != 0 || row.plots() != 9) {
          throw new InvalidSetupException("privateFields", "the home field has 9 plots and allows only W, P, T (§1.6)");
        }
      } else {
        privates += row.perPlayer();
      }
      perPlayer[i] = row.perPlayer();
      all.add(new Spec(row.id(), null, row.home(), row.plots(), mask, null, null, null, 0, false, null));
    }
    if (homes != 1) {
      throw new InvalidSetupException("privateFields", "exactly one home field row, not " + homes);
    }
    home = homeIndex;
    privatePerPlayer = privates;
    fieldKinds = fields.size();
    specs = all.toArray(new Spec[0]);
    faces = new CardFace[specs.length];
    for (int i = 0; i < specs.length; i++) {
      faces[i] = faceOf(i, specs[i]);
    }
    boolean[] seen = new boolean[6];
    for (ShopRow row : shop) {
      if (row == null || row.good() == null || seen[row.good().ordinal()]) {
        throw new InvalidSetupException("shop", "one row per good, each good once");
      }
      int g = row.good().ordinal();
      seen[g] = true;
      if (row.slots() < 1 || row.slots() > 9 || row.start() < 0 || row.start() > row.slots() || row.buy() < 0
          || row.buy() > 99 || row.sell() < 0 || row.sell() > 99 || row.shopper() < 0 || row.shopper() > 99) {
        throw new InvalidSetupException("shop", "row " + row.good() + ": slots 1..9, start 0..slots, prices 0..99");
      }
      slots[g] = row.slots();
      start[g] = row.start();
      buy[g] = row.buy();
      sell[g] = row.sell();
      shopper[g] = row.shopper();
    }
    for (boolean s : seen) {
      if (!s) {
        throw new InvalidSetupException("shop", "needs a row for each of the six goods");
      }
    }
    if (start[0] < 1 || start[1] < 1 || start[2] < 1) {
      throw new InvalidSetupException("shop", "the home field is sown from the shop: W, P, T must start in stock (§2.1)");
    }
    maxSpace = path.size();
    if (maxSpace < 2 || maxSpace > 60) {
      throw new InvalidSetupException("path", "2..60 spaces, not " + maxSpace);
    }
    pathValue = new int[maxSpace + 1];
    for (int i = 0; i < maxSpace; i++) {
      PathRow row = path.get(i);
      if (row == null || row.space() != i + 1 || row.value() < 0 || row.value() > 999) {
        throw new InvalidSetupException("path", "rows must be spaces 1.." + maxSpace + " in order, values 0..999");
      }
      pathValue[i + 1] = row.value();
    }
    Goods full = Goods.NONE;
    Goods begin = Goods.NONE;
    for (Good g : Good.ALL) {
      full = full.plus(g, slots[g.ordinal()]);
      begin = begin.plus(g, start[g.ordinal()]);
    }
    fullShop = full;
    startShop = begin;
  }

  private static Spec card(CardRow row) {
    if (row.id() == null || row.kind() == null) {
      throw new InvalidSetupException("actionCards", "a row needs an id and a kind: " + row);
    }
    String t = "actionCards";
    return switch (row.kind()) {
      case FIELD -> {
        if (row.plots() < 1 || row.plots() > 12 || row.price() < 0 || row.price() > 99) {
          throw new InvalidSetupException(t, "row " + row.id() + ": a field has 1..12 plots and a price 0..99");
        }
        yield new Spec(row.id(), Kind.FIELD, false, row.plots(), Tables.goodsMask(t, row.id(), row.goods()), null, null,
            null, row.price(), false, null);
      }
      case STALL -> {
        Good[] goods = Tables.goodsList(t, row.id(), row.goods(), 3);
        String b = row.bowls() == null ? "" : row.bowls();
        if (!b.matches("[12]{3}")) {
          throw new InvalidSetupException(t, "row " + row.id() + ": a stall needs 3 bowls of 1 or 2, not '" + b + "'");
        }
        int[] bowls = {b.charAt(0) - '0', b.charAt(1) - '0', b.charAt(2) - '0'};
        yield new Spec(row.id(), Kind.STALL, false, 0, 0, goods, bowls, null, 0, false, null);
      }
      case REGULAR -> {
        Good[] goods = Tables.goodsList(t, row.id(), row.goods(), 2);
        String p = row.payments() == null ? "" : row.payments();
        if (!p.matches("\\d{1,2}/\\d{1,2}/\\d{1,2}/\\d{1,2}")) {
          throw new InvalidSetupException(t, "row " + row.id() + ": payments like 5/6/7/8, not '" + p + "'");
        }
        int[] pay = java.util.Arrays.stream(p.split("/")).mapToInt(Integer::parseInt).toArray();
        yield new Spec(row.id(), Kind.REGULAR, false, 0, 0, goods, null, pay, 0, row.blueDot(), null);
      }
      case CASUAL -> {
        if (row.price() < 0 || row.price() > 99) {
          throw new InvalidSetupException(t, "row " + row.id() + ": price 0..99");
        }
        yield new Spec(row.id(), Kind.CASUAL, false, 0, 0, Tables.goodsList(t, row.id(), row.goods(), 3), null, null,
            row.price(), false, null);
      }
      case HELPER -> {
        if (row.helper() == null) {
          throw new InvalidSetupException(t, "row " + row.id() + " needs a helper type");
        }
        yield new Spec(row.id(), Kind.HELPER, false, 0, 0, null, null, null, 0, false, row.helper());
      }
    };
  }

  static CardNumbers build(Vector<CardRow> cards, Vector<FieldRow> fields, Vector<ShopRow> shop, Vector<PathRow> path) {
    return new CardNumbers(cards, fields, shop, path);
  }

  /** The card numbering of a game's options (the default tables where an option is empty). */
  static CardNumbers of(LoyangOptions o) {
    if (o.actionCards().isEmpty() && o.privateFields().isEmpty() && o.shop().isEmpty() && o.path().isEmpty()) {
      return DEFAULT;
    }
    TablesKey key = new TablesKey(o.actionCards(), o.privateFields(), o.shop(), o.path());
    CardNumbers found = CACHE.get(key);
    if (found != null) {
      return found;
    }
    CardNumbers built = build(key);
    synchronized (CACHE) { // only on a miss: a server that reads many options' tables keeps at most CACHE_LIMIT
      if (CACHE.size() >= CACHE_LIMIT) {
        CACHE.clear();
      }
      CACHE.putIfAbsent(key, built);
    }
    return built;
  }

  /** The card numbering of the four tables, the default tables where one is empty (the plain path of {@link #of}). */
  static CardNumbers build(TablesKey k) {
    return build(k.cards().isEmpty() ? Tables.CARDS : k.cards(), k.fields().isEmpty() ? Tables.FIELDS : k.fields(),
        k.shop().isEmpty() ? Tables.SHOP : k.shop(), k.path().isEmpty() ? Tables.PATH : k.path());
  }

  /** How many numberings the cache holds now (for the test of its bound). */
  static int cached() {
    return CACHE.size();
  }

  /** The four tables of a game's options, compared as values and hashed by their sizes. */
  record TablesKey(Vector<CardRow> cards, Vector<FieldRow> fields, Vector<ShopRow> shop, Vector<PathRow> path) {
    @Override
    public int hashCode() {
      return ((cards.size() * 31 + fields.size()) * 31 + shop.size()) * 31 + path.size();
    }
  }

  Spec spec(int card) {
    return specs[card];
  }

  /** What a card shows, for events and texts. */
  CardFace face(int card) {
    return faces[card];
  }

  private static CardFace faceOf(int number, Spec s) {
    StringBuilder goods = new StringBuilder();
    if (s.goods != null) {
      for (Good g : s.goods) {
        goods.append(g.letter());
      }
    } else {
      for (Good g : Good.ALL) {
        if (s.allows(g)) {
          goods.append(g.letter());
        }
      }
    }
    StringBuilder bowls = new StringBuilder();
    if (s.bowls != null) {
      for (int b : s.bowls) {
        bowls.append(b);
      }
    }
    String payments = s.payments == null ? ""
        : java.util.Arrays.stream(s.payments).mapToObj(Integer::toString).collect(java.util.stream.Collectors.joining("/"));
    return new CardFace(number, s.id, s.kind == null ? Kind.FIELD : s.kind, s.kind == null, s.home, s.plots,
        goods.toString(), bowls.toString(), payments, s.price, s.helper);
  }

  boolean isCard(int card) {
    return card >= 0 && card < specs.length;
  }

  boolean isAction(int card) {
    return card >= 0 && card < actionCount;
  }

  Kind kind(int card) {
    return specs[card].kind;
  }

  HelperType helper(int card) {
    return specs[card].helper;
  }

  /** The cost of entering {@code space} with a step that is not the round's first (§1.4). */
  int stepCost(int space, boolean first) {
    return first ? 1 : pathValue[space];
  }
}
