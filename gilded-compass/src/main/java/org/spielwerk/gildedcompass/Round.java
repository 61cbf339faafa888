package org.spielwerk.gildedcompass;

import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.SpielwerkStyle;

/**
 * The round in progress (§3).
 *
 * @param number 1-based round number
 * @param startSeat the holder of the start player marker
 * @param endTriggered someone has placed their last own die (§3.3 step 1)
 * @param littleHelpSeat the seat using A Little Help this round, or -1 (§6)
 * @param blackLost black dice left unplaced at round end and lost (§3.3 step 3)
 * @param giftsUsed seats (bits) that played A Timeless Gift this round
 * @param alliesUsed seats (bits) that played Ally on the Inside this round
 * @param dummyAside dummy dice off the board and out of hand for the rest of the round: taken back
 *     instead of entering the Library (YUCATA), returned after a reward, or left unplaced
 * @param returned per seat, dice (own and black) back with their owner after their building paid
 *     its reward (§4)
 */
@SpielwerkStyle
@Value.Builder
public record Round(
    int number,
    int startSeat,
    boolean endTriggered,
    int littleHelpSeat,
    int blackLost,
    int giftsUsed,
    int alliesUsed,
    int dummyAside,
    Vector<Integer> returned)
    implements WithRound {

  /** A fresh round. */
  public static Round start(int number, int startSeat, int players) {
    return new Round(number, startSeat, false, -1, 0, 0, 0, 0, Vector.fill(players, 0));
  }
}
