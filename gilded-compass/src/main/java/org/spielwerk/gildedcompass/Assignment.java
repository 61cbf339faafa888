package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;

/**
 * An end-game assignment of one player's specialists (§8.2), in the order of the player's
 * specialists: where each one goes and which kind of magic item it carries. Hosts are numbered as
 * {@link Hosts#of} lists them: the player's ancient maps, then its Dual and Secret Maps.
 *
 * @param hosts per specialist the host index, or -1 when unassigned
 * @param items per specialist the item it carries
 */
public record Assignment(Vector<Integer> hosts, Vector<ItemChoice> items) {

  /** Which magic item a specialist carries. */
  public enum ItemChoice {
    /** None. */
    NONE,
    /** A magic item of the specialist's region and type. */
    REGIONAL,
    /** A Tool of Power of the specialist's type (§10.3). */
    TOOL
  }

  /** No decisions yet. */
  public static final Assignment EMPTY = new Assignment(Vector.empty(), Vector.empty());

  /** Every one of {@code specialists} unassigned. */
  public static Assignment none(int specialists) {
    return new Assignment(Vector.fill(specialists, -1), Vector.fill(specialists, ItemChoice.NONE));
  }

  /** The number of specialists decided. */
  public int size() {
    return hosts.size();
  }

  /** One more specialist decided. */
  public Assignment plus(int host, ItemChoice item) {
    return new Assignment(SmallVectors.append(hosts, host), SmallVectors.append(items, item));
  }
}
