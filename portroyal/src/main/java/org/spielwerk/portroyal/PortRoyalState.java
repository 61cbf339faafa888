package org.spielwerk.portroyal;

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
 * A whole position of Port Royal. Build one by hand with {@link PortRoyalStateBuilder} (and check it
 * with {@link PortRoyal#validate}), or get one from {@link PortRoyal#setup}.
 *
 * @param options how the game is played
 * @param startPlayer the start player; the player to his right has the last turn (§6)
 * @param active the active player
 * @param round completed rounds
 * @param endTriggered a player reached the target (or the game stalled): the round is played out (§6)
 * @param phase where the turn stands
 * @param chances contract chances to decide before play goes on (printed fulfilment)
 * @param draw the face-down draw pile, top first (hidden)
 * @param shuffles how often the discard pile became the draw pile (see {@link Coin#shuffle()})
 * @param discard the open discard pile
 * @param harbor the harbour display
 * @param expeditionRow the expeditions waiting to be claimed
 * @param players the players by seat
 * @param contracts the 4 face-up contracts (empty without the expansion's contracts)
 * @param rng the random generator (reshuffles, the kind of Yucata's additional taxes)
 */
@SpielwerkStyle
@Value.Builder
@JsonPropertyOrder({"format"})
public record PortRoyalState(
    PortRoyalOptions options,
    int startPlayer,
    int active,
    int round,
    boolean endTriggered,
    Phase phase,
    List<ContractChance> chances,
    List<Card> draw,
    @JsonAlias("epoch") int shuffles,
    CardBag discard,
    CardBag harbor,
    CardBag expeditionRow,
    Vector<PortRoyalPlayer> players,
    Vector<ContractState> contracts,
    Rng rng) implements WithPortRoyalState {

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

  /** The number of players. */
  public int playerCount() {
    return players.size();
  }

  /** A player by seat. */
  public PortRoyalPlayer player(int seat) {
    return players.get(seat);
  }

  /** The player who has the last turn: the one to the right of the start player (§6). */
  public int lastSeat() {
    return (startPlayer + players.size() - 1) % players.size();
  }
}
