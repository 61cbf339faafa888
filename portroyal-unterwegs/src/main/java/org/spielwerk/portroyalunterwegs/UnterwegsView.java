package org.spielwerk.portroyalunterwegs;

import io.vavr.collection.List;
import io.vavr.collection.Vector;

/**
 * What one seat sees: everything on the table except the fronts of coin cards (nobody's, not even
 * its own: coins are never turned over, §2) and the order and content of the draw pile. The discard
 * pile is open, so a seat knows every card on it.
 *
 * @param observer the seat this view is for
 * @param options the setup options (public)
 * @param seats every player's open cards and coin count, by seat
 * @param harbor the harbor display
 * @param discard the discard pile, top first
 * @param drawCount cards in the draw pile
 * @param shuffles how often the draw pile was shuffled (the first deck is 0)
 * @param startPlayer the start player
 * @param active the active player
 * @param phase where the turn stands (a revealed ship is public)
 * @param endTriggered whether this is the last round
 */
public record UnterwegsView(
    int observer,
    UnterwegsOptions options,
    Vector<SeatView> seats,
    Vector<Card> harbor,
    List<Card> discard,
    int drawCount,
    int shuffles,
    int startPlayer,
    int active,
    Phase phase,
    boolean endTriggered) {

  /**
   * One player's open cards.
   *
   * @param coins how many coins he holds
   * @param coinShuffles for each coin, the shuffle of the draw pile it came from (public: all saw it drawn)
   */
  public record SeatView(int coins, Vector<Integer> coinShuffles, Vector<Card.Person> persons, Vector<Card.Ship> tucked,
      int influence, int swords) {}

  static UnterwegsView of(UnterwegsState s, int observer) {
    Vector<SeatView> seats = s.seats().map(seat ->
        new SeatView(seat.coinCount(), seat.coins().map(Coin::shuffle).toVector(), seat.persons(), seat.tucked(),
            seat.influence(), seat.swords()));
    return new UnterwegsView(observer, s.options(), seats, s.harbor(), s.discard(), s.draw().size(), s.shuffles(),
        s.startPlayer(), s.active(), s.phase(), s.endTriggered());
  }
}
