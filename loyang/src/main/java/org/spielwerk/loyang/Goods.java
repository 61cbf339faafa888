package org.spielwerk.loyang;

/**
 * A heap of goods (a cart, a storehouse, a shop, a stall): how many of each good.
 *
 * @param wheat wheat
 * @param pumpkin pumpkins
 * @param turnip turnips
 * @param cabbage cabbages
 * @param bean beans
 * @param leek leeks
 */
public record Goods(int wheat, int pumpkin, int turnip, int cabbage, int bean, int leek) {

  /** Nothing. */
  public static final Goods NONE = new Goods(0, 0, 0, 0, 0, 0);

  /** How many of a good. */
  public int get(Good good) {
    return switch (good) {
      case WHEAT -> wheat;
      case PUMPKIN -> pumpkin;
      case TURNIP -> turnip;
      case CABBAGE -> cabbage;
      case BEAN -> bean;
      case LEEK -> leek;
    };
  }

  /** The heap with {@code n} more (or fewer, for negative n) of a good. */
  public Goods plus(Good good, int n) {
    return switch (good) {
      case WHEAT -> new Goods(wheat + n, pumpkin, turnip, cabbage, bean, leek);
      case PUMPKIN -> new Goods(wheat, pumpkin + n, turnip, cabbage, bean, leek);
      case TURNIP -> new Goods(wheat, pumpkin, turnip + n, cabbage, bean, leek);
      case CABBAGE -> new Goods(wheat, pumpkin, turnip, cabbage + n, bean, leek);
      case BEAN -> new Goods(wheat, pumpkin, turnip, cabbage, bean + n, leek);
      case LEEK -> new Goods(wheat, pumpkin, turnip, cabbage, bean, leek + n);
    };
  }

  /** The heap with one good set to {@code n}. */
  public Goods with(Good good, int n) {
    return plus(good, n - get(good));
  }

  /** Both heaps together. */
  public Goods plus(Goods other) {
    return new Goods(wheat + other.wheat, pumpkin + other.pumpkin, turnip + other.turnip, cabbage + other.cabbage,
        bean + other.bean, leek + other.leek);
  }

  /** All goods. */
  public int total() {
    return wheat + pumpkin + turnip + cabbage + bean + leek;
  }

  /** Whether this heap holds at least the other. */
  public boolean covers(Goods other) {
    return wheat >= other.wheat && pumpkin >= other.pumpkin && turnip >= other.turnip && cabbage >= other.cabbage
        && bean >= other.bean && leek >= other.leek;
  }

  /** One of each good in the list (goods may repeat). */
  public static Goods of(Good... goods) {
    Goods g = NONE;
    for (Good good : goods) {
      g = g.plus(good, 1);
    }
    return g;
  }

  /** The smallest count, for validation. */
  int min() {
    return Math.min(Math.min(Math.min(wheat, pumpkin), Math.min(turnip, cabbage)), Math.min(bean, leek));
  }

  /** The largest count, for validation. */
  int max() {
    return Math.max(Math.max(Math.max(wheat, pumpkin), Math.max(turnip, cabbage)), Math.max(bean, leek));
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (Good g : Good.ALL) {
      int n = get(g);
      if (n > 0) {
        sb.append(sb.isEmpty() ? "" : " ").append(n).append(g.letter());
      }
    }
    return sb.isEmpty() ? "-" : sb.toString();
  }
}
