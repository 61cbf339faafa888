package org.spielwerk.portroyal;

import io.vavr.collection.List;
import io.vavr.collection.Vector;

/**
 * What one seat sees: everything on the table, the number of coins each player holds and the size
 * of the draw pile, never a coin's face nor the order of the draw pile.
 *
 * @param observer the seat this view is for
 * @param options how the game is played
 * @param startPlayer the start player
 * @param active the active player
 * @param round completed rounds
 * @param endTriggered the round in progress is the last
 * @param phase where the turn stands
 * @param chances pending contract chances
 * @param toMove the seat to decide, -1 when the game is over
 * @param drawCount cards in the draw pile
 * @param shuffles how often the draw pile has been rebuilt
 * @param discard the open discard pile
 * @param harbor the harbour
 * @param expeditionRow the expeditions waiting to be claimed
 * @param players every player's public side
 * @param contracts the face-up contracts with their cubes
 * @param unseen by shuffle: the cards lying face down (in the draw pile or as coins) that came from that
 *     draw pile. Public: the first deck is every card not seen since, and a rebuilt draw pile is the
 *     discard pile everybody saw. Enough to {@link PortRoyal#resampleFromView(PortRoyalView, long) resample}
 *     from the view alone.
 */
public record PortRoyalView(
    int observer,
    PortRoyalOptions options,
    int startPlayer,
    int active,
    int round,
    boolean endTriggered,
    Phase phase,
    List<ContractChance> chances,
    int toMove,
    int drawCount,
    int shuffles,
    CardBag discard,
    CardBag harbor,
    CardBag expeditionRow,
    Vector<PlayerView> players,
    Vector<ContractState> contracts,
    Vector<CardBag> unseen) {

  /**
   * A player as everybody sees him.
   *
   * @param coins how many coins he holds (their faces are hidden)
   * @param coinShuffles the shuffle of each coin (the draw pile it came from), most recently received first
   * @param display persons and claimed expeditions
   * @param tucked ships under his Wholesalers
   * @param kept ships set aside for Piratenpack
   * @param swords his swords
   * @param influence his influence points
   */
  public record PlayerView(
      int coins, Vector<Integer> coinShuffles, CardBag display, CardBag tucked, CardBag kept, int swords, int influence) {}
}
