package org.spielwerk.portroyalunterwegs;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonGetter;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSetter;
import io.vavr.collection.List;
import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.Formats;
import org.spielwerk.core.Rng;
import org.spielwerk.core.SpielwerkStyle;

/**
 * A whole position of Port Royal unterwegs. Build one by hand with {@code new UnterwegsStateBuilder()}
 * (then check it with {@link PortRoyalUnterwegs#validate}), or get one from
 * {@link PortRoyalUnterwegs#setup}.
 *
 * @param options the setup options
 * @param draw the face-down draw pile, top first
 * @param shuffles how often the draw pile was shuffled: 0 for the first deck, +1 per reshuffle
 * @param discard the face-up discard pile, top first
 * @param harbor the harbor display, in the order the cards were revealed
 * @param players the players, by seat
 * @param startPlayer the seat that took the first turn; the seat to its right takes the last (§5)
 * @param active the active player's seat
 * @param phase where the turn stands
 * @param endTriggered whether a player has reached the target influence (§5)
 * @param quietTurns turns in a row in which no card entered a display (see {@code Rules.QUIET_TURN_LIMIT})
 * @param rng the random generator for reshuffles
 */
@SpielwerkStyle
@Value.Builder
@JsonPropertyOrder({"format"})
public record UnterwegsState(
    UnterwegsOptions options,
    List<Card> draw,
    int shuffles,
    List<Card> discard,
    Vector<Card> harbor,
    @JsonAlias("seats") Vector<UnterwegsPlayer> players,
    int startPlayer,
    int active,
    Phase phase,
    boolean endTriggered,
    int quietTurns,
    Rng rng) implements WithUnterwegsState {

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

  /** Number of players. */
  public int playerCount() {
    return players.size();
  }

  /** A player's cards. */
  public UnterwegsPlayer player(int seat) {
    return players.get(seat);
  }

  /** The seat that takes the last turn of the game: right of the start player (§5). */
  public int lastSeat() {
    return (startPlayer + playerCount() - 1) % playerCount();
  }

  /** The seat whose decision it is, or -1 when the game is over. */
  public int toMove() {
    return switch (phase) {
      case Phase.Discover d -> active;
      case Phase.RepelOrAccept s -> active;
      case Phase.TradeAndHire t -> (active + t.slot()) % playerCount();
      case Phase.GameOver o -> -1;
    };
  }

  /** The same position with one player's cards replaced. */
  public UnterwegsState withPlayer(int seat, UnterwegsPlayer cards) {
    return withPlayers(players.update(seat, cards));
  }
}
