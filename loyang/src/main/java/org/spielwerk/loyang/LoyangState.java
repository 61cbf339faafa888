package org.spielwerk.loyang;

import com.fasterxml.jackson.annotation.JsonGetter;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSetter;
import io.vavr.collection.Vector;
import org.immutables.value.Value;
import org.spielwerk.core.Formats;
import org.spielwerk.core.Rng;
import org.spielwerk.core.SpielwerkStyle;

/**
 * A whole position of At the Gates of Loyang. Get one from {@link Loyang#setup}, or build one with
 * {@link LoyangPositions} (then check it with {@link Loyang#validate}).
 *
 * @param options the setup options
 * @param round the round, 1..9 (0 while the home fields are sown at setup)
 * @param phase where the round stands
 * @param players the players, by seat
 * @param draw the face-down draw pile of action cards, top first
 * @param discard the face-up discard pile
 * @param courtyard the courtyard of the card phase (§3.2.3)
 * @param firstStart the First Start Player (large token)
 * @param secondStart the Second Start Player (small token), or -1 before the first card phase
 * @param order the action phase order of this round, by position (§3.3); empty before it is known
 * @param rng the random generator for reshuffles
 */
@SpielwerkStyle
@Value.Builder
@JsonPropertyOrder({"format"})
public record LoyangState(
    LoyangOptions options,
    int round,
    Phase phase,
    Vector<Player> players,
    Vector<Integer> draw,
    Vector<Integer> discard,
    Vector<Integer> courtyard,
    int firstStart,
    int secondStart,
    Vector<Integer> order,
    Rng rng) implements WithLoyangState {

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

  /** A player. */
  public Player player(int seat) {
    return players.get(seat);
  }

  /** The same position with one player replaced. */
  public LoyangState withPlayer(int seat, Player p) {
    return withPlayers(players.update(seat, p));
  }

  /** The seat whose decision it is, or -1 when the game is over. */
  public int toMove() {
    return switch (phase) {
      case Phase.SowingHome h -> h.seat();
      case Phase.HarvestTurn h -> h.seat();
      case Phase.Drafting d -> d.seat();
      case Phase.ChoosingPartner c -> firstStart;
      case Phase.Acting a -> order.get(a.turn());
      case Phase.GameOver o -> -1;
    };
  }

  /**
   * The partner of a seat in this round's action phase (4 players, §3.3.2: positions 1-3 and 2-4), or
   * -1 when there are no pairs.
   */
  public int partner(int seat) {
    if (players.size() != 4 || order.size() != 4) {
      return -1;
    }
    int i = order.indexOf(seat);
    return order.get((i + 2) % 4);
  }
}
