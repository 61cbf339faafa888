package org.spielwerk.gildedcompass;

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
 * A position of Order of the Gilded Compass: the whole game, its random generator included.
 *
 * @param options the setup options
 * @param bBuilding the B building in play
 * @param cBuilding the C building in play (empty in the fewer-buildings variant)
 * @param dummy whether the dummy player takes part (§7.2)
 * @param round the round in progress
 * @param phase whose decision it is
 * @param players the players, by seat
 * @param board the buildings' displays and dice
 * @param supply stacks, discards and removed tiles
 * @param assignments the final assignments, by seat (empty before the game ends)
 * @param scores the final score sheets, by seat (empty before the game ends)
 * @param rng the random generator; every die and draw comes from it
 */
@SpielwerkStyle
@Value.Builder
@JsonPropertyOrder({"format"})
public record GildedCompassState(
    GildedCompassOptions options,
    Building bBuilding,
    Option<Building> cBuilding,
    boolean dummy,
    Round round,
    Phase phase,
    Vector<Player> players,
    Board board,
    Supply supply,
    Vector<Assignment> assignments,
    Vector<ScoreSheet> scores,
    Rng rng)
    implements WithGildedCompassState {

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

  /** The number of players N. */
  public int playerCount() {
    return players.size();
  }

  /** Rounds in this game: 6 with 2-3 players, 5 with 4-5 (§2). */
  public int rounds() {
    return players.size() <= 3 ? 6 : 5;
  }

  /** University entrances, N+2 (§2 step 3). */
  public int entrances() {
    return players.size() + 2;
  }

  /** One player. */
  public Player player(int seat) {
    return players.get(seat);
  }

  /** With one player replaced. */
  public GildedCompassState withPlayer(int seat, Player player) {
    return withPlayers(SmallVectors.update(players, seat, player));
  }

  /** Whether the building is in play. */
  public boolean inPlay(Building building) {
    return switch (building.category()) {
      case 'A' -> true;
      case 'B' -> bBuilding == building;
      default -> cBuilding.isDefined() && cBuilding.get() == building;
    };
  }

  /** The components tables in use. */
  public Components table() {
    return options.table();
  }
}
