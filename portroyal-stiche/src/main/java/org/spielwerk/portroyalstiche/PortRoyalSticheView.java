package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * What one seat may see: its own hand (and the cards it laid aside), everything on the table, the other
 * seats' hand sizes, and bonus cards only as counts unless they are its own (or the game is over and
 * they were scored).
 *
 * @param options the setup options
 * @param observer the seat this view is for
 * @param round the round, 1..6
 * @param dealer who dealt
 * @param phase where the round stands (every phase is public)
 * @param hand the observer's trick cards
 * @param aside the cards the observer laid aside as privilege holder; empty for everybody else
 * @param faceUp the two trick cards dealt face up this round (public; the holder took them)
 * @param played the trick cards of this round's completed tricks
 * @param display the loot cards on display
 * @param bonusCarrier the display card with bonus cards under it
 * @param bonusUnderCount how many bonus cards lie under it
 * @param lootDeckSize cards left in the loot deck
 * @param bonusDeckSize cards left in the bonus pile
 * @param lootOut loot cards out of the game
 * @param holder the privilege holder, -1 during the auction
 * @param bid the holder's pending bid, 0 when none
 * @param repaid whether the holder has repaid this round
 * @param trump the trump colour once chosen
 * @param tricksDone completed tricks this round
 * @param pendingBonusCount bonus cards won with the last trick, not yet placed
 * @param pendingBonus their values if the observer won them, else empty
 * @param seats every seat, as the observer sees it
 */
public record PortRoyalSticheView(
    PortRoyalSticheOptions options,
    int observer,
    int round,
    int dealer,
    Phase phase,
    TrickSet hand,
    TrickSet aside,
    TrickSet faceUp,
    TrickSet played,
    LootSet display,
    Option<Loot> bonusCarrier,
    int bonusUnderCount,
    int lootDeckSize,
    int bonusDeckSize,
    LootSet lootOut,
    int holder,
    int bid,
    boolean repaid,
    Option<Colour> trump,
    int tricksDone,
    int pendingBonusCount,
    BonusSet pendingBonus,
    Vector<SeatView> seats) {

  /**
   * A seat's board as the observer sees it.
   *
   * @param debt the debt cube
   * @param handSize trick cards in hand
   * @param ships the four ships
   * @param markers colours marked void this round
   * @param exposed marked colours revealed as false claims (Reading B)
   * @param keptRemoveOne whether a kept „1 Karte entfernen" lies beside the board
   * @param removedBonusCount bonus cards this seat removed from the game
   * @param removedBonus their values, for the observer's own seat only
   */
  public record SeatView(
      int debt,
      int handSize,
      Vector<ShipView> ships,
      ColourSet markers,
      ColourSet exposed,
      boolean keptRemoveOne,
      int removedBonusCount,
      BonusSet removedBonus) {}

  /**
   * A ship as the observer sees it.
   *
   * @param loot the loot cards on it (face up)
   * @param bonusCount the bonus cards on it (face down)
   * @param bonus their values, for the observer's own ships (and everybody's once the game is over)
   */
  public record ShipView(LootSet loot, int bonusCount, BonusSet bonus) {}

  /** Builds the view of {@code observer}. */
  static PortRoyalSticheView of(PortRoyalSticheState state, int observer) {
    boolean over = state.phase() instanceof Phase.GameOver;
    Vector<SeatView> seats = Vector.empty();
    for (int seat = 0; seat < state.playerCount(); seat++) {
      Player player = state.player(seat);
      boolean own = seat == observer;
      Vector<ShipView> ships = Vector.empty();
      for (Ship ship : player.ships()) {
        ships = ships.append(new ShipView(ship.loot(), ship.bonus().size(), own || over ? ship.bonus() : BonusSet.EMPTY));
      }
      seats = seats.append(new SeatView(player.debt(), player.hand().size(), ships, player.markers(), player.exposed(),
          player.keptRemoveOne(), player.removedBonus().size(), own ? player.removedBonus() : BonusSet.EMPTY));
    }
    boolean ownSpoils = state.phase() instanceof Phase.Spoils spoils && spoils.winner() == observer;
    return new PortRoyalSticheView(
        state.options(), observer, state.round(), state.dealer(), state.phase(),
        state.player(observer).hand(),
        observer == state.holder() ? state.aside() : TrickSet.EMPTY,
        state.faceUp(), state.played(), state.display(), state.bonusCarrier(), state.bonusUnder().size(),
        state.lootDeck().size(), state.bonusDeck().size(), state.lootOut(), state.holder(), state.bid(),
        state.repaid(), state.trump(), state.tricksDone(), state.pendingBonus().size(),
        ownSpoils ? state.pendingBonus() : BonusSet.EMPTY, seats);
  }
}
