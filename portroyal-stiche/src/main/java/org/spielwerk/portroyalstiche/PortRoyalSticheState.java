package org.spielwerk.portroyalstiche;

import com.fasterxml.jackson.annotation.JsonGetter;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSetter;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;
import org.spielwerk.core.Formats;
import org.spielwerk.core.Rng;
import org.spielwerk.core.SpielwerkStyle;

/**
 * The whole position of a game of Port Royal (Queen Games): an immutable value. Every loot, bonus and
 * trick card of the game lies in exactly one of the places below (checked by
 * {@link PortRoyalStiche#validate}).
 *
 * @param options the setup options
 * @param round the round, 1..6
 * @param dealer who dealt this round; the right-hand neighbour deals the next (§3.7)
 * @param players the seats, clockwise (seat {@code s + 1} is the left-hand neighbour of {@code s})
 * @param lootDeck the face-down loot deck, top card first; „1 Karte umlegen" is always the last card
 * @param display the face-up loot cards still to be played for (the current trick's prize is not here)
 * @param bonusCarrier the loot card left over from earlier rounds that carries the bonus cards
 *     {@code bonusUnder}; empty when no bonus card is on the table
 * @param bonusUnder the face-down bonus cards under the carrier (§3.7, §8.8)
 * @param bonusDeck the face-down bonus pile, top card first
 * @param lootOut loot cards out of the game: used to repay, removed, discarded, penalties, and the
 *     used „1 Karte entfernen" and „1 Karte umlegen"
 * @param holder the privilege holder of this round, -1 during the auction
 * @param bid the holder's pending bid (the black cube), 0 when there is none (§4.1, §5.5)
 * @param repaid whether the holder has repaid this round (§5.5: once per round)
 * @param trump the trump colour, empty until the holder chose it
 * @param faceUp the two trick cards dealt face up this round; they lie on the table during the
 *     auction and are in the holder's hand (or laid aside, or played) afterwards
 * @param aside the two trick cards the holder laid aside (§4.2a), hidden from the others
 * @param played the trick cards of this round's completed tricks
 * @param tricksDone completed tricks this round, 0..8
 * @param pendingBonus bonus cards won with the last trick and not yet placed (only the winner
 *     knows them)
 * @param phase where the round stands and who decides
 * @param rng the random generator
 */
@SpielwerkStyle
@Value.Builder
@JsonPropertyOrder({"format"})
public record PortRoyalSticheState(
    PortRoyalSticheOptions options,
    int round,
    int dealer,
    Vector<Player> players,
    Vector<Loot> lootDeck,
    LootSet display,
    Option<Loot> bonusCarrier,
    BonusSet bonusUnder,
    Vector<Bonus> bonusDeck,
    LootSet lootOut,
    int holder,
    int bid,
    boolean repaid,
    Option<Colour> trump,
    TrickSet faceUp,
    TrickSet aside,
    TrickSet played,
    int tricksDone,
    BonusSet pendingBonus,
    Phase phase,
    Rng rng) implements WithPortRoyalSticheState {

  /** The JSON's format, written first: see {@link Formats} (a state without it reads as format 1). */
  @JsonGetter("format")
  private int jsonFormat() {
    return Formats.STATE;
  }

  /** A state of a newer format than this library knows is refused, naming the field. */
  @JsonSetter("format")
  private void readableFormat(int format) {
    Formats.requireReadable(format, Formats.STATE, "state");
  }

  /** The number of seats. */
  public int playerCount() {
    return players.size();
  }

  public Player player(int seat) {
    return players.get(seat);
  }

  /** This state with one seat replaced. */
  public PortRoyalSticheState withPlayer(int seat, Player player) {
    return withPlayers(players.update(seat, player));
  }

  /** The left-hand neighbour: the next seat clockwise. */
  public int left(int seat) {
    return (seat + 1) % players.size();
  }

  /** The right-hand neighbour: the next seat counter-clockwise. */
  public int right(int seat) {
    return (seat + players.size() - 1) % players.size();
  }

  /** This state with one seat replaced and a new phase: one copy instead of two. */
  PortRoyalSticheState withPlayerAndPhase(int seat, Player player, Phase phase) {
    return new PortRoyalSticheState(options, round, dealer, players.update(seat, player), lootDeck, display,
        bonusCarrier, bonusUnder, bonusDeck, lootOut, holder, bid, repaid, trump, faceUp, aside, played, tricksDone,
        pendingBonus, phase, rng);
  }

  /** This state with the display and the phase replaced: one copy instead of two. */
  PortRoyalSticheState withDisplayAndPhase(LootSet display, Phase phase) {
    return new PortRoyalSticheState(options, round, dealer, players, lootDeck, display, bonusCarrier, bonusUnder,
        bonusDeck, lootOut, holder, bid, repaid, trump, faceUp, aside, played, tricksDone, pendingBonus, phase, rng);
  }

  /** This state after a trick: played cards, trick count, bonus cards won and the phase replaced. */
  PortRoyalSticheState withTrickWon(TrickSet played, int tricksDone, BonusSet pendingBonus, Phase phase) {
    return new PortRoyalSticheState(options, round, dealer, players, lootDeck, display, bonusCarrier, bonusUnder,
        bonusDeck, lootOut, holder, bid, repaid, trump, faceUp, aside, played, tricksDone, pendingBonus, phase, rng);
  }

  /** The trump colour; only valid once chosen. */
  Colour trumpColour() {
    return trump.getOrNull();
  }
}
