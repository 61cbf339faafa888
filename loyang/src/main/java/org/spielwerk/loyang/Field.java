package org.spielwerk.loyang;

/**
 * A field in a player's display (§1.6, §4A): a private field, the home field or a common field card.
 *
 * @param card the card's number (a private field kind or an action card)
 * @param under the card it covers as the top of a double pack, or -1 (§5)
 * @param good the good sown on it, or null while it is empty
 * @param count goods on it (0 when empty)
 * @param fresh sown in the current action phase (for the Harvest helper's option 2, §9.5)
 */
public record Field(int card, int under, Good good, int count, boolean fresh) {
  static Field empty(int card) {
    return new Field(card, -1, null, 0, false);
  }

  boolean isEmpty() {
    return count == 0;
  }
}
