package org.spielwerk.portroyalunterwegs;

import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.core.SpielwerkStyle;

/**
 * Setup options. {@link #DEFAULT} is the spec as written, ENGINE DECISIONs included; every other
 * value is one of the spec's alternative readings or a correction of its data.
 *
 * @param targetInfluence influence that triggers the end of the game (§5: 8); at most what the deck
 *     holds ({@link Cards#mostInfluence})
 * @param startPlayer the seat that starts, or -1 to draw it at random from the seed (§2.3 ENGINE
 *     DECISION: the printed rule, "who last visited a harbor", is not something an engine can know)
 * @param optionalRepel true: a player who can repel a ship may still accept it, even a second ship of a
 *     colour, and bust (portroyal.md §4.1 ENGINE DECISION, Audit Q1 reading a); false: a ship that
 *     would bust and can be repelled is repelled (reading b)
 * @param activeMayTakeNothing true: the active player may end his Trade &amp; Hire without taking a card
 *     (Audit Q2 reading a); false: he must take one while he can (reading b)
 * @param emptyPiles what a reveal does when the draw and discard piles are both empty (Audit U-Q2)
 * @param deck the 60 cards; empty means the default table ({@link Cards#DEFAULT_DECK}). A replacement
 *     must keep the facts the spec calls certain ({@link Cards#checkCertainFacts})
 */
@SpielwerkStyle
@Value.Builder
public record UnterwegsOptions(
    int targetInfluence,
    int startPlayer,
    boolean optionalRepel,
    boolean activeMayTakeNothing,
    EmptyPiles emptyPiles,
    Vector<Card> deck) implements WithUnterwegsOptions {

  /** Readings of Audit U-Q2: a card must be revealed but both piles are empty. */
  public enum EmptyPiles {
    /**
     * Reading (a), the default: a virtual tax of this edition's kind is revealed instead (as Port
     * Yucata does in the base game); if the piles are still empty, the player must stop.
     */
    VIRTUAL_TAX,
    /** Reading (b): nothing is revealed and Discover ends with the harbor as it is. */
    REVEAL_NOTHING
  }

  /** The spec's choices: 8 influence, random start player, optional repel, zero cards allowed, virtual tax. */
  public static final UnterwegsOptions DEFAULT =
      new UnterwegsOptions(8, -1, true, true, EmptyPiles.VIRTUAL_TAX, Vector.empty());

  /** The open questions' other readings (Audit U-Q1 b, U-Q2 b). */
  public static final UnterwegsOptions STRICT = DEFAULT
      .withOptionalRepel(false)
      .withActiveMayTakeNothing(false)
      .withEmptyPiles(EmptyPiles.REVEAL_NOTHING);

  /** The cards this game is played with. */
  public Vector<Card> cards() {
    return deck.isEmpty() ? Cards.DEFAULT_DECK : deck;
  }

  /** Rejects options that cannot start a game of {@code players}. */
  void check(int players) {
    if (startPlayer < -1 || startPlayer >= players) {
      throw new InvalidSetupException("startPlayer",
          "must be -1 (random) or a seat 0.." + (players - 1) + ", not " + startPlayer);
    }
    if (emptyPiles == null) {
      throw new InvalidSetupException("emptyPiles", "must be VIRTUAL_TAX or REVEAL_NOTHING");
    }
    if (deck == null) {
      throw new InvalidSetupException("deck", "must be a list of cards (empty for the default table)");
    }
    if (!deck.isEmpty()) {
      Cards.checkCertainFacts(deck);
    }
    int most = Cards.mostInfluence(cards());
    if (targetInfluence < 1 || targetInfluence > most) {
      throw new InvalidSetupException("targetInfluence", "must be 1.." + most
          + " (all persons' influence plus one per ship: more can never be reached), not " + targetInfluence);
    }
  }
}
