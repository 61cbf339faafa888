package org.spielwerk.portroyal;

import io.vavr.collection.List;
import org.immutables.value.Value;
import org.spielwerk.core.SpielwerkStyle;

/**
 * One player's cards.
 *
 * @param coins the face-down coins, most recently received first (a player spends from the top:
 *     nobody knows the faces, so which coin goes is no choice)
 * @param display persons and claimed expeditions (the personal display)
 * @param tucked ships tucked under Wholesalers (unterwegs), 1 influence each
 * @param kept repelled ships set aside for the contract Piratenpack, at most one per colour
 * @param swords the swords of the display's Sailors and Pirates (kept equal to the display)
 * @param influence influence points: display + tucked ships + contract bonus (kept equal to its sources)
 */
@SpielwerkStyle
@Value.Builder
public record PortRoyalPlayer(
    List<Coin> coins, CardBag display, CardBag tucked, CardBag kept, int swords, int influence)
    implements WithPortRoyalPlayer {

  /** A player with only coins. */
  static PortRoyalPlayer holding(List<Coin> coins) {
    return new PortRoyalPlayer(coins, CardBag.EMPTY, CardBag.EMPTY, CardBag.EMPTY, 0, 0);
  }

  /** The number of coins (public). */
  public int coinCount() {
    return coins.size();
  }
}
