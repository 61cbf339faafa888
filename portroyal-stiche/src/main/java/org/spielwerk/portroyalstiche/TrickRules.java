package org.spielwerk.portroyalstiche;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.List;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.CardPlayed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MarkerPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MarkerTakenBack;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusReceived;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PenaltyTaken;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PenaltyWaived;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.PrizeChosen;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RevokeRevealed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrickWon;

/** Playing a trick (§5.1-5.3) and the revoke penalty of Reading B (§7). */
final class TrickRules {
  private TrickRules() {}

  static final String PRIZE_RULE = "Prize (§5.1)";
  static final String PLAY_RULE = "Playing a card (§5.1)";
  static final String TRUMPING_RULE = "Trumping restriction (§5.2, §7 Reading A)";
  static final String PENALTY_RULE = "Revoke penalty (§7 Reading B)";

  /** §5.1.1: the leader puts the pirate figure on one loot card of the display. */
  static PortRoyalSticheState choosePrize(
      PortRoyalSticheState state, Phase.PrizeChoice choice, Loot loot, EventSink<PortRoyalSticheEvent> events) {
    if (loot == null || !state.display().contains(loot)) {
      throw new IllegalActionException(PRIZE_RULE, "the prize must be a loot card of the display " + state.display() + ", not " + loot);
    }
    int bonus = isCarrier(state, loot) ? state.bonusUnder().size() : 0;
    events.add(new PrizeChosen(choice.leader(), loot, bonus));
    return state.withDisplayAndPhase(state.display().without(loot),
        new Phase.TrickPlay(Trick.start(choice.leader(), loot)));
  }

  private static boolean isCarrier(PortRoyalSticheState state, Loot loot) {
    return state.bonusCarrier().isDefined() && state.bonusCarrier().get() == loot;
  }

  /**
   * The cards a seat may play (§5.2), as bits of a {@link TrickSet}: any card, except that while the
   * trick holds no Klabautermann a trump-coloured card on a non-trump led colour needs a hand void in
   * the led colour. Under Reading B (§7) that restriction is not enforced but punished when revealed.
   */
  static long playable(PortRoyalSticheState state, Trick trick, int seat) {
    long hand = state.player(seat).hand().bits();
    if (trick.plays().isEmpty() || state.options().allowRevokeBluff()) {
      return hand;
    }
    // the cheap tests first: a led Klabautermann (no led colour), a trump lead, a hand without the led
    // colour or without trump leave the hand free whether or not a Klabautermann followed
    Colour led = trick.ledColour();
    Colour trump = state.trumpColour();
    if (led == null || led == trump || (hand & led.cards()) == 0 || (hand & trump.cards()) == 0
        || trick.hasKlabautermann()) {
      return hand;
    }
    return hand & ~trump.cards();
  }

  /**
   * §5.1-5.2: the seat to play plays a card. A trump on a non-trump led colour, with no Klabautermann in
   * the trick, lays a marker on the led colour (unless already marked, §8.19). Then the trick goes on,
   * or is won when every seat has played.
   */
  static PortRoyalSticheState play(
      PortRoyalSticheState state, Phase.TrickPlay phase, TrickCard card, EventSink<PortRoyalSticheEvent> events) {
    Trick trick = phase.trick();
    int seat = trick.toPlay(state.playerCount());
    Player player = state.player(seat);
    if (card == null || !player.hand().contains(card)) {
      throw new IllegalActionException(PLAY_RULE, "only a card in hand can be played, not " + card);
    }
    if ((playable(state, trick, seat) & card.bit()) == 0) {
      throw new IllegalActionException(TRUMPING_RULE, "a trump (" + card + ") may be played on the led colour "
          + trick.ledColour() + " only when holding no card of it, and the hand holds "
          + player.hand().ofColour(trick.ledColour()));
    }
    events.add(new CardPlayed(seat, card));
    player = player.withHand(player.hand().without(card));
    // whether a Klabautermann lies in the trick already: asked only where it matters (a Klabautermann
    // played now, or a trump on another led colour), since most cards are neither
    boolean marker = false;
    if (!trick.plays().isEmpty() && !card.isKlabautermann() && card.colour() == state.trumpColour()
        && !trick.hasKlabautermann()) {
      Colour led = trick.ledColour();
      Colour trump = state.trumpColour();
      if (led != trump && !player.markers().contains(led)) {
        marker = true;
        player = player.withMarkers(player.markers().with(led));
        events.add(new MarkerPlaced(seat, led));
      }
    }
    boolean takesBackMarkers = card.isKlabautermann() && state.options().klabautermannTakesBackMarkers()
        && !trick.hasKlabautermann();
    trick = trick.with(new PlayedCard(seat, card, marker));
    boolean plain = !takesBackMarkers
        && !(state.options().allowRevokeBluff() && !card.isKlabautermann() && player.markers().contains(card.colour())
            && !player.exposed().contains(card.colour()));
    if (plain && trick.plays().size() < state.playerCount()) {
      // the common case: the trick goes on, one copy of the state
      return state.withPlayerAndPhase(seat, player, new Phase.TrickPlay(trick));
    }
    state = state.withPlayer(seat, player);
    if (takesBackMarkers) {
      TakenBack taken = takeBackMarkers(state, trick, events);
      state = taken.state();
      trick = taken.trick();
    }
    if (state.options().allowRevokeBluff() && !card.isKlabautermann()) {
      Colour colour = card.colour();
      if (player.markers().contains(colour) && !player.exposed().contains(colour)) {
        return revealRevoke(state, trick, seat, colour, events);
      }
    }
    return continueTrick(state, trick, events);
  }

  /** A state and its trick, changed together. */
  private record TakenBack(PortRoyalSticheState state, Trick trick) {}

  /**
   * Audit question 2, reading 2: a Klabautermann leaves the trick without trump, so the markers laid in
   * it are taken back.
   */
  private static TakenBack takeBackMarkers(PortRoyalSticheState state, Trick trick, EventSink<PortRoyalSticheEvent> events) {
    Colour led = trick.ledColour();
    Vector<PlayedCard> plays = trick.plays();
    for (int i = 0; i < plays.size(); i++) {
      PlayedCard play = plays.get(i);
      if (play.markerPlaced()) {
        Player player = state.player(play.seat());
        state = state.withPlayer(play.seat(), player.withMarkers(player.markers().without(led)));
        plays = plays.update(i, new PlayedCard(play.seat(), play.card(), false));
        events.add(new MarkerTakenBack(play.seat(), led));
      }
    }
    return new TakenBack(state, new Trick(trick.leader(), trick.prize(), plays));
  }

  /**
   * Reading B (§7): a seat played a card of a colour it had marked void; the claim was false. One
   * penalty per false marker: the right-hand neighbour chooses a loot card of the offender's, which
   * leaves the game; without such a card there is no penalty.
   */
  private static PortRoyalSticheState revealRevoke(
      PortRoyalSticheState state, Trick trick, int seat, Colour colour, EventSink<PortRoyalSticheEvent> events) {
    Player player = state.player(seat);
    state = state.withPlayer(seat, player.withExposed(player.exposed().with(colour)));
    events.add(new RevokeRevealed(seat, colour));
    if (penaltyTargets(state, seat).isEmpty()) {
      events.add(new PenaltyWaived(seat));
      return continueTrick(state, trick, events);
    }
    return state.withPhase(new Phase.Penalty(trick, seat, state.right(seat)));
  }

  /**
   * The loot cards the revoke penalty may take (§7): those on the offender's ships, and under audit
   * question 1 reading 2 also a kept „1 Karte entfernen".
   */
  static LootSet penaltyTargets(PortRoyalSticheState state, int offender) {
    Player player = state.player(offender);
    LootSet targets = player.loot();
    if (player.keptRemoveOne() && state.options().penaltyMayTakeKeptRemoveOne()) {
      targets = targets.with(Loot.REMOVE_ONE);
    }
    return targets;
  }

  /** §7 Reading B: the chosen loot card leaves the game; the trick goes on. */
  static PortRoyalSticheState takePenaltyCard(
      PortRoyalSticheState state, Phase.Penalty penalty, Loot loot, EventSink<PortRoyalSticheEvent> events) {
    int offender = penalty.offender();
    if (loot == null || !penaltyTargets(state, offender).contains(loot)) {
      throw new IllegalActionException(PENALTY_RULE, "the right-hand neighbour chooses one of the offender's loot cards "
          + penaltyTargets(state, offender) + ", not " + loot);
    }
    Player player = state.player(offender);
    Good ship = player.shipOf(loot);
    if (ship != null) {
      player = player.withShip(ship, player.ship(ship).withLoot(player.ship(ship).loot().without(loot)));
    } else {
      player = player.withKeptRemoveOne(false);
    }
    events.add(new PenaltyTaken(penalty.chooser(), offender, loot));
    state = state.withPlayer(offender, player).withLootOut(state.lootOut().with(loot));
    return continueTrick(state, penalty.trick(), events);
  }

  private static PortRoyalSticheState continueTrick(
      PortRoyalSticheState state, Trick trick, EventSink<PortRoyalSticheEvent> events) {
    if (trick.plays().size() < state.playerCount()) {
      return state.withPhase(new Phase.TrickPlay(trick));
    }
    return winTrick(state, trick, events);
  }

  /**
   * §5.3-5.4: the winner takes the prize with every bonus card under it and deals with it at once.
   */
  private static PortRoyalSticheState winTrick(PortRoyalSticheState state, Trick trick, EventSink<PortRoyalSticheEvent> events) {
    int winner = trick.winner(state.trumpColour());
    BonusSet bonus = BonusSet.EMPTY;
    if (isCarrier(state, trick.prize())) {
      bonus = state.bonusUnder();
      state = state.withBonusUnder(BonusSet.EMPTY).withBonusCarrier(Option.none());
    }
    TrickSet cards = trick.cards();
    events.add(new TrickWon(winner, trick.prize(), bonus.size(), cards));
    if (!bonus.isEmpty()) {
      events.add(new OwnBonusReceived(winner, bonus));
    }
    return state.withTrickWon(state.played().union(cards), state.tricksDone() + 1, bonus,
        new Phase.Spoils(winner, Option.some(trick.prize())));
  }
}
