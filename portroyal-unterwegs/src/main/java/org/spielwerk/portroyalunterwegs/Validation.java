package org.spielwerk.portroyalunterwegs;

import java.util.HashMap;
import java.util.Map;
import org.spielwerk.core.InvalidPositionException;
import org.spielwerk.core.InvalidSetupException;
import org.spielwerk.portroyalunterwegs.Phase.Discover;
import org.spielwerk.portroyalunterwegs.Phase.GameOver;
import org.spielwerk.portroyalunterwegs.Phase.RepelOrAccept;
import org.spielwerk.portroyalunterwegs.Phase.TradeAndHire;

/**
 * {@code validate}: a position built by hand or read from JSON must be one the rules can reach, or at
 * least one they can play on from. Every field present, every number in the range the rules allow,
 * every card of the deck in exactly one place (§6.5), each card only where the seed lets it lie, and the
 * phase consistent with the rest, so that the seat to move always has a legal action.
 */
final class Validation {
  private Validation() {}

  /**
   * The most reshuffles a game can see: between two reshuffles at least one card is drawn, and no
   * action draws more than {@value #MOST_CARDS_PER_ACTION} cards (a reveal and a tax bonus, or a trade
   * of a ship worth at most that many coins), over at most {@link PortRoyalUnterwegs#MAX_ACTIONS}
   * actions.
   */
  static final int MAX_SHUFFLES = 10 * PortRoyalUnterwegs.MAX_ACTIONS;

  /** See {@link #MAX_SHUFFLES}; {@link Cards#checkValues} bounds a ship's coins by it. */
  static final int MOST_CARDS_PER_ACTION = 10;

  static void validate(UnterwegsState s) {
    checkPresent(s);
    int n = s.playerCount();
    if (n < 2 || n > 4) {
      throw fail("players", "2 to 4 players, not " + n);
    }
    try {
      s.options().check(n);
    } catch (InvalidSetupException e) {
      throw fail("options." + e.field(), e.getMessage());
    }
    checkCards(s);
    checkNumbers(s, n);
    checkHarbor(s);
    checkSeats(s, n);
    checkPhase(s, n);
  }

  /** Explicit nulls read from JSON: every field and every element must be there. */
  private static void checkPresent(UnterwegsState s) {
    Object[] fields = {s.options(), s.draw(), s.discard(), s.harbor(), s.players(), s.phase(), s.rng()};
    String[] names = {"options", "draw", "discard", "harbor", "players", "phase", "rng"};
    for (int i = 0; i < fields.length; i++) {
      if (fields[i] == null) {
        throw fail(names[i], "missing");
      }
    }
    if (s.draw().contains(null) || s.discard().contains(null) || s.harbor().contains(null)) {
      throw fail("cards", "a pile or the harbor holds a null card");
    }
    for (int i = 0; i < s.players().size(); i++) {
      UnterwegsPlayer seat = s.players().get(i);
      if (seat == null || seat.coins() == null || seat.display() == null || seat.tucked() == null
          || seat.coins().exists(coin -> coin == null || coin.card() == null)
          || seat.display().contains(null) || seat.tucked().contains(null)) {
        throw fail("players[" + i + "]", "coins, persons and tucked ships, none of them null");
      }
    }
    if (s.phase() instanceof RepelOrAccept r && r.ship() == null) {
      throw fail("phase.ship", "missing");
    }
  }

  private static void checkNumbers(UnterwegsState s, int n) {
    if (!s.options().randomStartPlayer() && s.startPlayer() != s.options().startPlayer()) {
      throw fail("startPlayer", "the options fix seat " + s.options().startPlayer() + " as start player, not "
          + s.startPlayer());
    }
    if (s.startPlayer() < 0 || s.startPlayer() >= n) {
      throw fail("startPlayer", "no seat " + s.startPlayer());
    }
    if (s.active() < 0 || s.active() >= n) {
      throw fail("active", "no seat " + s.active());
    }
    if (s.shuffles() < 0 || s.shuffles() > MAX_SHUFFLES) {
      throw fail("shuffles", "0.." + MAX_SHUFFLES + " reshuffles, not " + s.shuffles());
    }
    int quiet = s.phase() instanceof GameOver ? Rules.QUIET_TURN_LIMIT : Rules.QUIET_TURN_LIMIT - 1;
    if (s.quietTurns() < 0 || s.quietTurns() > quiet) {
      throw fail("quietTurns", "0.." + quiet + ", not " + s.quietTurns());
    }
  }

  /** §3: the harbor holds persons and ships, never a tax, and never two ships of a colour (that busts). */
  private static void checkHarbor(UnterwegsState s) {
    int mask = 0;
    for (Card card : s.harbor()) {
      if (card instanceof Card.Tax) {
        throw fail("harbor", "a tax card never stays in the harbor (§1.2: it is discarded once resolved)");
      }
      if (card instanceof Card.Ship ship) {
        int bit = 1 << ship.colour().ordinal();
        if ((mask & bit) != 0) {
          throw fail("harbor", "two " + ship.colour() + " ships: that turn would have busted (§3)");
        }
        mask |= bit;
      }
    }
  }

  private static void checkSeats(UnterwegsState s, int n) {
    boolean reached = false;
    for (int i = 0; i < n; i++) {
      UnterwegsPlayer seat = s.player(i);
      reached |= seat.influence() >= s.options().influenceTarget();
      if (!seat.coins().equals(seat.coins().sorted(Coin.ORDER))) {
        throw fail("players[" + i + "].coins", "a face-down heap is kept sorted by Coin.ORDER, so that equal heaps are equal states");
      }
      if (seat.coins().exists(coin -> coin.shuffle() < 0 || coin.shuffle() > s.shuffles())) {
        throw fail("players[" + i + "].coins", "a coin from a shuffle that has not happened");
      }
      for (Card.Ship ship : seat.tucked()) {
        if (!seat.hasWholesaler(ship.colour())) {
          throw fail("players[" + i + "].tucked", "a " + ship.colour() + " ship is tucked without a " + ship.colour()
              + " Wholesaler (§4)");
        }
      }
    }
    // §5: influence never falls, and the trigger is checked at once: it is set exactly when reached
    if (reached != s.endTriggered()) {
      throw fail("endTriggered", reached
          ? "a player has reached the target, so the end is triggered (§5)"
          : "nobody has reached " + s.options().influenceTarget() + " influence, so the end is not triggered (§5)");
    }
  }

  private static void checkPhase(UnterwegsState s, int n) {
    switch (s.phase()) {
      case Discover d -> {
        if (!d.revealed() && !s.harbor().isEmpty()) {
          throw fail("harbor", "a turn starts with an empty harbor (§3)");
        }
        if (!d.revealed() && !Rules.canReveal(s)) {
          throw fail("phase", "nothing can be revealed and the first reveal is mandatory: under NEVER "
              + "a turn with both piles empty ends the game (Audit U-Q2 b)");
        }
      }
      case RepelOrAccept r -> {
        if (!Rules.canRepel(s, r.ship())) {
          throw fail("phase.ship", r.ship().id() + " cannot be repelled by the active player (§3: "
              + (r.ship().skull() ? "a skull ship never" : "his swords do not reach the ship's") + "), so it was accepted");
        }
        if (!Rules.canAccept(s, r.ship())) {
          throw fail("phase.ship", r.ship().id() + " would bust and can be repelled, so with mustRepelDuplicates on it "
              + "was repelled (Audit U-Q1 b)");
        }
      }
      case TradeAndHire t -> {
        boolean active = t.slot() == 0;
        if (t.slot() < 0 || t.slot() >= n || t.allowance() < 1 || t.taken() < 0
            || (active ? t.allowance() > 3 || t.taken() > 3 - t.allowance() : t.allowance() != 1 || t.taken() != 0)) {
          throw fail("phase", "a slot 0.." + (n - 1) + "; the active player takes up to 1-3 cards by colours, the "
              + "others 1 each (§3); not " + t);
        }
        if (!Rules.canTakeAny(s, s.toMove())) {
          throw fail("phase", "seat " + s.toMove() + " can take no card, so his slot would have been skipped");
        }
      }
      case GameOver o -> {
        if (!s.harbor().isEmpty()) {
          throw fail("harbor", "every turn ends with the harbor cleared (§3)");
        }
        if (!o.stalled() && (!s.endTriggered() || s.active() != s.lastSeat())) {
          throw fail("phase", "a game ends after the trigger, after the turn of the seat right of the start player (§5)");
        }
        if (o.stalled() && s.quietTurns() < Rules.QUIET_TURN_LIMIT
            && !(s.draw().isEmpty() && s.discard().isEmpty()
                && s.options().extraTaxWhenPilesEmpty() == UnterwegsOptions.ExtraTaxWhenEmpty.NEVER)) {
          throw fail("phase", "a game stalls only after " + Rules.QUIET_TURN_LIMIT
              + " quiet turns or with nothing left to reveal");
        }
      }
    }
  }

  /** §6.5: every card of the deck in exactly one place, and no card from outside it. */
  private static void checkCards(UnterwegsState s) {
    Map<Card, Integer> counts = new HashMap<>();
    s.options().cards().forEach(card -> counts.merge(card, 1, Integer::sum));
    java.util.function.Consumer<Card> place = card -> counts.merge(card, -1, Integer::sum);
    s.draw().forEach(place);
    s.discard().forEach(place);
    s.harbor().forEach(place);
    if (s.phase() instanceof RepelOrAccept r) {
      place.accept(r.ship());
    }
    for (UnterwegsPlayer seat : s.players()) {
      seat.coins().forEach(coin -> place.accept(coin.card()));
      seat.display().forEach(place);
      seat.tucked().forEach(place);
    }
    counts.forEach((card, count) -> {
      if (count != 0) {
        throw fail("cards", (count > 0 ? count + " missing: " : -count + " too many: ")
            + card.id() + " (every card of the deck is in exactly one place, §6.5)");
      }
    });
  }

  private static InvalidPositionException fail(String field, String detail) {
    return new InvalidPositionException(field, detail);
  }
}
