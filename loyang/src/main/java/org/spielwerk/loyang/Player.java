package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.SpielwerkStyle;

/**
 * One player's board, cards and money.
 *
 * @param cash cash (never negative)
 * @param loans loans taken (§8.2)
 * @param space the scoring marker's space on the path, 1..20 (§1.4)
 * @param shop goods in the player's shop (§1.3)
 * @param cart goods on the cart (§1.5)
 * @param store goods in the storehouse
 * @param bigStore whether the storehouse card shows capacity 4
 * @param fields the fields row: home field, private and common fields
 * @param stack the face-down private stack, top first (§2.1): card numbers of private field kinds, or
 *     common fields put under it by the Tenant
 * @param stackFirstSet how many cards at the top of the stack are from the first of the two shuffled sets
 * @param stackKnown how many cards at the bottom of the stack were put there openly (the Tenant, §9.16)
 * @param removed private fields harvested empty and out of the game
 * @param hand action cards in hand during the card phase
 * @param assigned the beginner variant's blue-dot regular customer not yet placed, or -1 (§2.3)
 * @param helpers the helpers row
 * @param stalls the market stalls row
 * @param regulars the regular customers row
 * @param casuals the casual customers row
 * @param done whether the player's action phase of this round is over
 */
@SpielwerkStyle
@Value.Builder
public record Player(
    int cash,
    int loans,
    int space,
    Goods shop,
    Goods cart,
    Goods store,
    boolean bigStore,
    Vector<Field> fields,
    Vector<Integer> stack,
    int stackFirstSet,
    int stackKnown,
    Vector<Integer> removed,
    Vector<Integer> hand,
    int assigned,
    Vector<HelperCard> helpers,
    Vector<Stall> stalls,
    Vector<Regular> regulars,
    Vector<Casual> casuals,
    boolean done) implements WithPlayer {

  /** The storehouse's capacity. */
  public int capacity() {
    return bigStore ? 4 : 1;
  }

  /** Cash plus {@code n}. */
  Player earn(int n) {
    return withCash(cash + n);
  }
}
