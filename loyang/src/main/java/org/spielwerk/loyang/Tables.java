package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import org.spielwerk.core.InvalidSetupException;

/**
 * The components tables (§1) as rows read from the CSV resources next to this class: {@code cards.csv}
 * (the action cards), {@code fields.csv} (a player's private fields), {@code shop.csv} and
 * {@code path.csv}. Values the spec marks UNCONFIRMED are kept there; a user holding the game corrects
 * them by passing a replacement table through {@link LoyangOptions}, read with the {@code parse...}
 * methods here.
 */
public final class Tables {
  private Tables() {}

  /** The kinds of action card (§1.7). */
  public enum Kind { FIELD, STALL, REGULAR, CASUAL, HELPER }

  /** One row of {@code cards.csv}: a kind of action card and how many copies the deck holds. */
  public record CardRow(String id, Kind kind, int count, int plots, String goods, String bowls, String payments,
      int price, boolean blueDot, HelperType helper, String status) {}

  /** One row of {@code fields.csv}: a kind of private field and how many each player gets. */
  public record FieldRow(String id, boolean home, int plots, String goods, int perPlayer, String status) {}

  /** One row of {@code shop.csv}: the shop's slots, start fill and prices for one good. */
  public record ShopRow(Good good, int slots, int start, int buy, int sell, int shopper, String status) {}

  /** One row of {@code path.csv}: a space of the path of prosperity and the cost of entering it. */
  public record PathRow(int space, int value, String status) {}

  /** The default action cards (69: the Foreman is left out, §9.20). */
  public static final Vector<CardRow> CARDS = parseCards(read("cards.csv"));
  /** The default private fields of one player. */
  public static final Vector<FieldRow> FIELDS = parseFields(read("fields.csv"));
  /** The default shop. */
  public static final Vector<ShopRow> SHOP = parseShop(read("shop.csv"));
  /** The default path. */
  public static final Vector<PathRow> PATH = parsePath(read("path.csv"));

  /** Reads a table in the format of {@code cards.csv}. */
  public static Vector<CardRow> parseCards(String csv) {
    return Vector.ofAll(org.spielwerk.core.CsvTables.read("actionCards", csv, CardRow.class));
  }

  /** Reads a table in the format of {@code fields.csv}. */
  public static Vector<FieldRow> parseFields(String csv) {
    return Vector.ofAll(org.spielwerk.core.CsvTables.read("privateFields", csv, FieldRow.class));
  }

  /** Reads a table in the format of {@code shop.csv}. */
  public static Vector<ShopRow> parseShop(String csv) {
    return Vector.ofAll(org.spielwerk.core.CsvTables.read("shop", csv, ShopRow.class));
  }

  /** Reads a table in the format of {@code path.csv}. */
  public static Vector<PathRow> parsePath(String csv) {
    return Vector.ofAll(org.spielwerk.core.CsvTables.read("path", csv, PathRow.class));
  }

  /** The text of a default table. */
  public static String read(String name) {
    return org.spielwerk.core.CsvTables.resource(Tables.class, name);
  }

  /** Goods letters ("WPT") as a bit set, rejecting unknown letters. */
  static int goodsMask(String table, String id, String letters) {
    if (letters == null || letters.isEmpty()) {
      throw new InvalidSetupException(table, "row " + id + " needs goods");
    }
    int mask = 0;
    for (char c : letters.toCharArray()) {
      Good g = Good.ofLetter(c);
      if (g == null) {
        throw new InvalidSetupException(table, "row " + id + ": '" + c + "' is not a good (W P T C B L)");
      }
      mask |= g.bit();
    }
    return mask;
  }

  /** Goods letters as a list of goods, in the order written. */
  static Good[] goodsList(String table, String id, String letters, int size) {
    goodsMask(table, id, letters);
    if (letters.length() != size) {
      throw new InvalidSetupException(table, "row " + id + " needs exactly " + size + " goods, not '" + letters + "'");
    }
    Good[] goods = new Good[size];
    for (int i = 0; i < size; i++) {
      goods[i] = Good.ofLetter(letters.charAt(i));
    }
    return goods;
  }
}
