package org.spielwerk.portroyal;

import com.fasterxml.jackson.annotation.JsonAlias;
import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.SpielwerkStyle;

/**
 * How to play: Yucata's changes, the readings of the spec's open questions, the Yucata variants,
 * the expansion, the unterwegs cards and replacement data. {@link #YUCATA} (the default) and
 * {@link #PRINTED} are the presets; change single fields with the generated withers
 * ({@code PortRoyalOptions.YUCATA.withContracts(true)}) or {@link PortRoyalOptionsBuilder}.
 *
 * @param randomStartPlayer Y1 (§7): the start player is drawn at random; otherwise {@code startPlayer} starts
 * @param startPlayer the seat that starts when the start player is not random (printed rule: who most
 *     recently visited a harbour; the engine cannot know, so the table names the seat)
 * @param extraTaxWhenPilesEmpty Y3 (§7) and Audit Q6: when an additional tax increase is revealed because
 *     draw and discard pile are both empty during Discover
 * @param extraTaxOnReshuffle Y4 (§7) and Audit Q4: an additional tax increase when the draw pile is rebuilt
 *     for the second (or every further) time while revealing in one Discover phase
 * @param reshufflesCounted Y4 (§7): which rebuilds of the draw pile during Discover count towards the
 *     second reshuffle; the seed counts every one ({@link ReshufflesCounted#EVERY_REBUILD})
 * @param extraTaxKind Audit Q10: the kind of the additional tax of Y3/Y4
 * @param reshuffle Audit Q5: when the discard pile becomes the new draw pile
 * @param mustRepelDuplicates Audit Q1 reading (b): a ship whose colour is already in the harbour must be
 *     repelled when it can be (default false: repelling is always optional, §4.1 ENGINE DECISION)
 * @param activeMustTake Audit Q2 reading (b): the active player must take at least one card when he can
 *     (default false: he may take none, §4.4 ENGINE DECISION)
 * @param autoPass V1 (§8) and Audit Q3: automatic passing of non-active players
 * @param expeditionRequired V2 (§8): the end needs a player with the target and an expedition; players
 *     with an expedition rank first
 * @param influenceTarget V3 (§8): influence points that trigger the end (12 in the rules)
 * @param expansionCards the 24 normal cards of "Ein Auftrag geht noch" (§10.1)
 * @param contracts the 16 contracts, 4 face up, 3 cubes per player (§10.3); needs {@code expansionCards}
 * @param automaticContracts §10.6 Yucata: contracts are fulfilled automatically the moment their condition
 *     holds; otherwise (printed) each fulfilment is the player's choice
 * @param taxOfficerForEveryone Audit Q7 (printed fulfilment only): every taxed player may fulfil
 *     Finanzbeamter at once (a); otherwise only the active player (b)
 * @param littleGamblerStepAutomatic Audit Q8 (automatic fulfilment only): the Kleiner Zocker progress cube is
 *     placed automatically (a); otherwise only when the player asks for it (b)
 * @param traderPrinceSameColour UNCONFIRMED reading of Handelsfürst: two Traders of one colour instead of
 *     any two Traders
 * @param unterwegsCards the 20 two-nail cards of Port Royal unterwegs (portroyal-unterwegs §7)
 * @param tuckDeclinedShips Audit U-Q3 (unterwegs with the expansion): a ship whose coins were declined is
 *     still tucked under a Wholesaler of its colour (a); otherwise it goes to the discard pile (b)
 * @param cardTable replacement rows for the card table ({@code cards.csv}), for UNCONFIRMED values; empty
 *     means the built-in table. Called {@code cardTable} in unterwegs too (a whole replacement deck there);
 *     JSON with the name used until 26 Nov 2026, {@code cards}, still reads
 * @param contractRows replacement rows for the contract table ({@code contracts.csv})
 * @param roundLimit ENGINE DECISION, a safety net the rules do not have: the game ends after this many
 *     rounds even if nobody reached the target (e.g. an unreachable chosen target)
 */
@SpielwerkStyle
@Value.Builder
public record PortRoyalOptions(
    boolean randomStartPlayer,
    int startPlayer,
    ExtraTaxWhenEmpty extraTaxWhenPilesEmpty,
    ExtraTaxOnReshuffle extraTaxOnReshuffle,
    ReshufflesCounted reshufflesCounted,
    ExtraTaxKind extraTaxKind,
    Reshuffle reshuffle,
    boolean mustRepelDuplicates,
    boolean activeMustTake,
    AutoPass autoPass,
    boolean expeditionRequired,
    int influenceTarget,
    boolean expansionCards,
    boolean contracts,
    boolean automaticContracts,
    boolean taxOfficerForEveryone,
    boolean littleGamblerStepAutomatic,
    boolean traderPrinceSameColour,
    boolean unterwegsCards,
    boolean tuckDeclinedShips,
    @JsonAlias("cards") Vector<CardRow> cardTable,
    Vector<ContractRow> contractRows,
    int roundLimit) implements WithPortRoyalOptions {

  /** Y3 and Audit Q6. */
  public enum ExtraTaxWhenEmpty {
    /** Printed rules: nothing happens; the active player cannot reveal. */
    NEVER,
    /** Y3 as the spec reads it (Q6 a): when a card must be revealed and both piles are empty. */
    WHEN_REVEALING,
    /** Q6 (b): as soon as both piles are empty during Discover, before the active player decides. */
    AS_SOON_AS_EMPTY
  }

  /** Y4 and Audit Q4. */
  public enum ExtraTaxOnReshuffle {
    /** Printed rules. */
    NEVER,
    /** Q4 (a): only the second reshuffle of one Discover phase. */
    SECOND,
    /** Q4 (b), the spec: the second and every further reshuffle of one Discover phase. */
    SECOND_AND_LATER
  }

  /** Y4: the rebuilds of the draw pile that count. */
  public enum ReshufflesCounted {
    /**
     * The seed ("wenn in der Spielphase Entdecken der Nachziehstapel das zweite Mal neu gemischt werden
     * muss"): every rebuild while the active player's Discover phase lasts, also one forced by coins drawn
     * in it (a tax card's bonus, a bust's Jester payout, an expedition's or a contract's coins).
     */
    EVERY_REBUILD,
    /**
     * The narrower reading of the seed's parenthesis ("weil es nur noch Schiffe im Ablagestapel gibt, die
     * der aktive Spieler abgewehrt hatte"): only the rebuilds needed to reveal a card count.
     */
    FOR_REVEALS
  }

  /** Audit Q10. */
  public enum ExtraTaxKind {
    /** Q10 (a), the spec: most swords or fewest influence, 50/50 from the game's random generator. */
    RANDOM,
    /** Q10 (b): always the most-swords kind. */
    MOST_SWORDS,
    /** Q10 (b): always the fewest-influence kind. */
    FEWEST_INFLUENCE
  }

  /** Audit Q5. */
  public enum Reshuffle {
    /** Q5 (a), the spec: when the next card is needed, so cards discarded meanwhile are included. */
    WHEN_NEEDED,
    /** Q5 (b): the instant the draw pile becomes empty (if the discard pile holds cards). */
    WHEN_EMPTY
  }

  /** V1 and Audit Q3. */
  public enum AutoPass {
    /** No automatic passing (besides Yucata's skip of players who cannot take any card). */
    OFF,
    /** V1 as the spec reads it (Q3 b): skip when every card the player could take is a ship netting no coin. */
    ALL_ZERO_NET,
    /** V1 literally (Q3 a): skip only when the one card he could take is a ship netting no coin. */
    ONLY_CARD
  }

  /** The largest chosen target (V3): no table holds more influence. */
  public static final int MAX_TARGET = 1000;

  /**
   * The largest round limit: every game must end within the engine's bound on actions
   * ({@code info().maxActions()}), and 1,000 rounds of 5 players stay far below it.
   */
  public static final int MAX_ROUND_LIMIT = 1000;

  /** The Yucata rules: Y1-Y4, printed variants off, base game only. The default. */
  public static final PortRoyalOptions YUCATA = new PortRoyalOptions(
      true, 0, ExtraTaxWhenEmpty.WHEN_REVEALING, ExtraTaxOnReshuffle.SECOND_AND_LATER, ReshufflesCounted.EVERY_REBUILD,
      ExtraTaxKind.RANDOM,
      Reshuffle.WHEN_NEEDED, false, false, AutoPass.OFF, false, 12,
      false, false, true, true, true, false, false, true, Vector.empty(), Vector.empty(), 100);

  /** The printed rules: seat 0 starts, no additional taxes, contracts fulfilled by choice. */
  public static final PortRoyalOptions PRINTED = YUCATA
      .withRandomStartPlayer(false)
      .withExtraTaxWhenPilesEmpty(ExtraTaxWhenEmpty.NEVER)
      .withExtraTaxOnReshuffle(ExtraTaxOnReshuffle.NEVER)
      .withAutomaticContracts(false);

  /** Yucata with the expansion's cards and contracts (automatic fulfilment, §10.6). */
  public static final PortRoyalOptions YUCATA_EXPANSION = YUCATA.withExpansionCards(true).withContracts(true);

  /** The printed rules with the expansion's cards and contracts (fulfilment by choice, §10.5). */
  public static final PortRoyalOptions PRINTED_EXPANSION = PRINTED.withExpansionCards(true).withContracts(true);

  /**
   * Rejects options that cannot be played or contradict each other.
   *
   * @throws InvalidSetupException naming the field
   */
  void check(int players) {
    if (extraTaxWhenPilesEmpty == null || extraTaxOnReshuffle == null || reshufflesCounted == null || extraTaxKind == null
        || reshuffle == null || autoPass == null || cardTable == null || contractRows == null) {
      throw new InvalidSetupException("options", "every option needs a value: " + this);
    }
    if (influenceTarget < 1 || influenceTarget > MAX_TARGET) {
      throw new InvalidSetupException("influenceTarget", "V3 (§8): the target must be 1 to " + MAX_TARGET + ", not " + influenceTarget);
    }
    if (roundLimit < 1 || roundLimit > MAX_ROUND_LIMIT) {
      throw new InvalidSetupException("roundLimit", "the game needs 1 to " + MAX_ROUND_LIMIT + " rounds, not " + roundLimit);
    }
    if (startPlayer < 0 || startPlayer >= players) {
      throw new InvalidSetupException("startPlayer", "Setup (§3.4): seat " + startPlayer + " does not exist with " + players + " players");
    }
    if (contracts && !expansionCards) {
      throw new InvalidSetupException("contracts", "Expansion (§10): the contracts need the expansion's new persons and ships (expansionCards)");
    }
    for (CardRow row : cardTable) {
      if (row == null) {
        throw new InvalidSetupException("cardTable", "a null row");
      }
    }
    for (ContractRow row : contractRows) {
      if (row == null) {
        throw new InvalidSetupException("contractRows", "a null row");
      }
    }
  }
}
