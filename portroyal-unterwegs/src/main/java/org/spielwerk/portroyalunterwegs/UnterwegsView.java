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
 * @param players every player's open cards and coin count, by seat
 * @param harbor the harbor display
 * @param discard the discard pile, top first
 * @param drawCount cards in the draw pile
 * @param shuffles how often the draw pile was shuffled (the first deck is 0)
 * @param startPlayer the start player
 * @param active the active player
 * @param phase where the turn stands (a revealed ship is public)
 * @param endTriggered whether this is the last round
 * @param quietTurns turns in a row in which no card entered a display (public: everybody saw them)
 * @param unseen by shuffle: the cards lying face down (as coins, or in the draw pile for the latest
 *     shuffle) that came from that shuffle, sorted by id. Public: the first deck is every card, a
 *     reshuffled draw pile is the discard pile everybody saw, and every card since revealed or paid
 *     face up was seen leaving it (the coin shuffles show which heap a paid coin left). Enough to
 *     {@link PortRoyalUnterwegs#resampleFromView resample} from the view alone.
 */
public record UnterwegsView(
    int observer,
    UnterwegsOptions options,
    Vector<PlayerView> players,
    Vector<Card> harbor,
    List<Card> discard,
    int drawCount,
    int shuffles,
    int startPlayer,
    int active,
    Phase phase,
    boolean endTriggered,
    int quietTurns,
    Vector<Vector<Card>> unseen) {

  /**
   * One player's open cards.
   *
   * @param coins how many coins he holds
   * @param coinShuffles for each coin, the shuffle of the draw pile it came from (public: all saw it drawn)
   */
  public record PlayerView(int coins, Vector<Integer> coinShuffles, Vector<Card.Person> display, Vector<Card.Ship> tucked,
      int influence, int swords) {}

  static UnterwegsView of(UnterwegsState s, int observer) {
    Vector<PlayerView> seats = s.players().map(seat ->
        new PlayerView(seat.coinCount(), seat.coins().map(Coin::shuffle).toVector(), seat.display(), seat.tucked(),
            seat.influence(), seat.swords()));
    return new UnterwegsView(observer, s.options(), seats, s.harbor(), s.discard(), s.draw().size(), s.shuffles(),
        s.startPlayer(), s.active(), s.phase(), s.endTriggered(), s.quietTurns(), unseen(s));
  }

  /** The face-down cards by shuffle, each pool sorted by id so that equal knowledge gives equal views. */
  private static Vector<Vector<Card>> unseen(UnterwegsState s) {
    java.util.List<java.util.List<Card>> pools = new java.util.ArrayList<>(s.shuffles() + 1);
    for (int i = 0; i <= s.shuffles(); i++) {
      pools.add(new java.util.ArrayList<>());
    }
    pools.get(s.shuffles()).addAll(s.draw().asJava());
    for (UnterwegsPlayer seat : s.players()) {
      for (Coin coin : seat.coins()) {
        pools.get(coin.shuffle()).add(coin.card());
      }
    }
    Vector<Vector<Card>> unseen = Vector.empty();
    for (java.util.List<Card> pool : pools) {
      pool.sort(java.util.Comparator.comparing(Card::id));
      unseen = unseen.append(pool.isEmpty() ? Vector.empty() : Vector.ofAll(pool));
    }
    return unseen;
  }
}
