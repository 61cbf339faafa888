package org.spielwerk.portroyalunterwegs;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vavr.collection.Vector;
import org.spielwerk.core.Json;
import org.immutables.value.Value;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.SpielwerkStyle;

/**
 * Setup options. {@link #DEFAULT} is the spec as written, ENGINE DECISIONs included; every other
 * value is one of the spec's alternative readings or a correction of its data.
 *
 * @param influenceTarget influence that triggers the end of the game (§5: 8); at most what the deck
 *     holds ({@link Cards#mostInfluence})
 * @param randomStartPlayer the start player is drawn at random from the seed (the default; §2.3 ENGINE
 *     DECISION: the printed rule, "who last visited a harbor", is not something an engine can know);
 *     otherwise {@code startPlayer} starts
 * @param startPlayer the seat that starts when the start player is not random; a seat at the table
 *     also when it is (the same two fields as the base game's {@code PortRoyalOptions}). Options written
 *     before 26 Nov 2026 had only this field, -1 for random: such JSON still reads as before
 * @param mustRepelDuplicates Audit Q1 reading (b): a ship that would bust (its colour is already in the
 *     harbor) must be repelled when it can be; false (the default, portroyal.md §4.1 ENGINE DECISION,
 *     reading a): a player who can repel a ship may still accept it, even a second ship of a colour,
 *     and bust
 * @param activeMustTake Audit Q2 reading (b): the active player must take a card while he can; false
 *     (the default, reading a): he may end his Trade &amp; Hire without taking one
 * @param extraTaxWhenPilesEmpty what a reveal does when the draw and discard piles are both empty (Audit U-Q2)
 * @param cardTable the 60 cards; empty means the default table ({@link Cards#DEFAULT_DECK}). Called
 *     {@code cardTable} in the base game too (replacement rows there); JSON with the name used until
 *     26 Nov 2026, {@code deck}, still reads. A replacement
 *     must keep the facts the spec calls certain ({@link Cards#checkCertainFacts})
 */
@SpielwerkStyle
@Value.Builder
public record UnterwegsOptions(
    @JsonAlias("targetInfluence") int influenceTarget,
    boolean randomStartPlayer,
    int startPlayer,
    boolean mustRepelDuplicates,
    boolean activeMustTake,
    @JsonAlias("emptyPiles") ExtraTaxWhenEmpty extraTaxWhenPilesEmpty,
    @JsonAlias("deck") Vector<Card> cardTable) implements WithUnterwegsOptions {

  /** Readings of Audit U-Q2: a card must be revealed but both piles are empty. */
  public enum ExtraTaxWhenEmpty {
    /**
     * Reading (a), the default: an extra tax (the spec's "virtual tax") of this edition's kind is
     * revealed instead, as Yucata does in the base game (Y3); if the piles are still empty, the
     * player must stop.
     */
    @JsonAlias("VIRTUAL_TAX") WHEN_REVEALING,
    /** Reading (b): nothing is revealed and Discover ends with the harbor as it is. */
    @JsonAlias("REVEAL_NOTHING") NEVER
  }

  /** The spec's choices: 8 influence, random start player, optional repel, zero cards allowed, extra tax. */
  public static final UnterwegsOptions DEFAULT =
      new UnterwegsOptions(8, true, 0, false, false, ExtraTaxWhenEmpty.WHEN_REVEALING, Vector.empty());

  /** The open questions' other readings (Audit U-Q1 b, U-Q2 b). */
  public static final UnterwegsOptions STRICT = DEFAULT
      .withMustRepelDuplicates(true)
      .withActiveMustTake(true)
      .withExtraTaxWhenPilesEmpty(ExtraTaxWhenEmpty.NEVER);

  /** The start player of options written before 26 Nov 2026 that stood for "random". */
  public static final int OLD_RANDOM = -1;

  /** The options' fields as JSON writes them, read after old options were brought up to date. */
  private record Fields(
      @JsonAlias("targetInfluence") int influenceTarget,
      boolean randomStartPlayer,
      int startPlayer,
      boolean mustRepelDuplicates,
      boolean activeMustTake,
      @JsonAlias("emptyPiles") ExtraTaxWhenEmpty extraTaxWhenPilesEmpty,
      @JsonAlias("deck") Vector<Card> cardTable) {}

  /**
   * Reads options, also those written before 26 Nov 2026, which had no {@code randomStartPlayer}: there
   * {@code startPlayer} -1 meant random and a seat meant that seat. A {@code startPlayer} of -1 reads as
   * random whenever it appears.
   */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static UnterwegsOptions read(ObjectNode json) throws JsonProcessingException {
    ObjectNode o = json.deepCopy();
    if (o.path("startPlayer").isInt() && o.path("startPlayer").intValue() == OLD_RANDOM) {
      o.put("startPlayer", 0);
      o.put("randomStartPlayer", true);
    } else if (!o.has("randomStartPlayer") && o.path("startPlayer").isInt()) {
      o.put("randomStartPlayer", false);
    }
    // a bad field fails here with its own name and path (Jackson passes the exception on as it is)
    Fields f = Json.mapper().treeToValue(o, Fields.class);
    return new UnterwegsOptions(f.influenceTarget(), f.randomStartPlayer(), f.startPlayer(), f.mustRepelDuplicates(),
        f.activeMustTake(), f.extraTaxWhenPilesEmpty(), f.cardTable());
  }

  /** The cards this game is played with. */
  public Vector<Card> cards() {
    return cardTable.isEmpty() ? Cards.DEFAULT_DECK : cardTable;
  }

  /** Rejects options that cannot start a game of {@code players}. */
  void check(int players) {
    if (startPlayer < 0 || startPlayer >= players) {
      throw new InvalidSetupException("startPlayer", "must be a seat 0.." + (players - 1) + " (also when the start "
          + "player is random: randomStartPlayer), not " + startPlayer);
    }
    if (extraTaxWhenPilesEmpty == null) {
      throw new InvalidSetupException("extraTaxWhenPilesEmpty", "must be WHEN_REVEALING or NEVER");
    }
    if (cardTable == null) {
      throw new InvalidSetupException("cardTable", "must be a list of cards (empty for the default table)");
    }
    if (!cardTable.isEmpty()) {
      Cards.checkCertainFacts(cardTable);
    }
    int most = Cards.mostInfluence(cards());
    if (influenceTarget < 1 || influenceTarget > most) {
      throw new InvalidSetupException("influenceTarget", "must be 1.." + most
          + " (all persons' influence plus one per ship: more can never be reached), not " + influenceTarget);
    }
  }
}
