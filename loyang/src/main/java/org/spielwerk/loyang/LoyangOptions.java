package org.spielwerk.loyang;

import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.SpielwerkStyle;
import org.spielwerk.loyang.Tables.CardRow;
import org.spielwerk.loyang.Tables.FieldRow;
import org.spielwerk.loyang.Tables.PathRow;
import org.spielwerk.loyang.Tables.ShopRow;

/**
 * Setup options. {@link #YUCATA} (the default) is the seed's ruleset with the spec's readings of every
 * open question; {@link #PRINTED} takes the printed rules where the seed names a difference. Each
 * Audit question of the spec is an option whose default is the spec's reading.
 *
 * @param startPlayer the seat that starts, or -1 to draw it from the seed (§2.1)
 * @param beginner the beginner variant: each player gets a blue-dot regular customer (§2.3)
 * @param maxLoans most loans a player may take: Yucata 31 (§8.2); the printed rules set no limit, and
 *     the engine bounds it at 99 so that every game ends (ENGINE DECISION)
 * @param bookkeeperAutoIncome true: the Bookkeeper pays for the best good by itself (Yucata, §9.4);
 *     false: the player names the good (printed)
 * @param flipOnlyWhenExceeded true: the storehouse flip is offered only when the cart holds more than
 *     the storehouse (Yucata, §3.4); false: at every storing step while the capacity is 1
 * @param hagglerShopperNeedsStock Audit Q1: true (reading A, default): Haggler + Shopper needs 2 of the
 *     good in the shop; false (reading B): no stock check
 * @param harvestHelperChoosesFields Audit Q3: true (reading A, default): the player picks the fields
 *     the Harvest helper harvests again; false (reading B): every eligible field, automatically
 * @param ploughmanChoosesFields Audit Q4: false (reading A, default): the Ploughman's option 2
 *     harvests every field holding 1 good; true (reading B): the player picks the fields
 * @param scoreFloorAtOne Audit Q5: false (reading A, default): score = space - loans, even below 1;
 *     true (reading B): loans move the marker back no further than space 1
 * @param crierAnyTimeInCardPhase Audit Q6: false (reading A, default): the Market crier's option 2 in
 *     the card phase only to pay for a common field; true (reading B): at any of the player's card-phase
 *     decisions
 * @param actionCards replacement for {@code cards.csv}; empty for the default table
 * @param privateFields replacement for {@code fields.csv}; empty for the default table
 * @param shop replacement for {@code shop.csv}; empty for the default table
 * @param path replacement for {@code path.csv}; empty for the default table
 */
@SpielwerkStyle
@Value.Builder
public record LoyangOptions(
    int startPlayer,
    boolean beginner,
    int maxLoans,
    boolean bookkeeperAutoIncome,
    boolean flipOnlyWhenExceeded,
    boolean hagglerShopperNeedsStock,
    boolean harvestHelperChoosesFields,
    boolean ploughmanChoosesFields,
    boolean scoreFloorAtOne,
    boolean crierAnyTimeInCardPhase,
    Vector<CardRow> actionCards,
    Vector<FieldRow> privateFields,
    Vector<ShopRow> shop,
    Vector<PathRow> path) implements WithLoyangOptions {

  /** Yucata's rules (the seed) with the spec's reading of every open question: the default. */
  public static final LoyangOptions YUCATA = new LoyangOptions(-1, false, 31, true, true, true, true, false, false,
      false, Vector.empty(), Vector.empty(), Vector.empty(), Vector.empty());

  /** The printed rules where the seed names a difference: Bookkeeper's choice, loans, storehouse flip. */
  public static final LoyangOptions PRINTED = YUCATA.withMaxLoans(99).withBookkeeperAutoIncome(false)
      .withFlipOnlyWhenExceeded(false);

  /** The most loans the engine allows under any option (keeps every number bounded). */
  public static final int LOAN_LIMIT = 99;

  /** Rejects options that cannot start a game of {@code players}. */
  void check(int players) {
    if (startPlayer < -1 || startPlayer >= players) {
      throw new InvalidSetupException("startPlayer",
          "must be -1 (random) or a seat 0.." + (players - 1) + ", not " + startPlayer);
    }
    if (maxLoans < 0 || maxLoans > LOAN_LIMIT) {
      throw new InvalidSetupException("maxLoans", "must be 0.." + LOAN_LIMIT + ", not " + maxLoans);
    }
    if (actionCards == null || privateFields == null || shop == null || path == null) {
      throw new InvalidSetupException(actionCards == null ? "actionCards" : privateFields == null ? "privateFields"
          : shop == null ? "shop" : "path", "must be a table (empty for the default)");
    }
    CardNumbers c = CardNumbers.of(this);
    if (c.actionCount < 4 * players + 8) {
      throw new InvalidSetupException("actionCards", "too few action cards for " + players + " players");
    }
    if (beginner) {
      int dots = 0;
      for (int i = 0; i < c.actionCount; i++) {
        dots += c.spec(i).blueDot ? 1 : 0;
      }
      if (dots < players) {
        throw new InvalidSetupException("beginner", "the beginner variant needs a blue-dot regular customer per player");
      }
    }
  }
}
