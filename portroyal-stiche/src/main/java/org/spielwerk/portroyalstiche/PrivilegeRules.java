package org.spielwerk.portroyalstiche;

import java.util.List;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.CardsLaidAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LeaderNamed;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnCardsLaidAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.TrumpChosen;

/** The three privileges (§4.2), exercised in order, and naming a leader (§4.2c, §5.1.5). */
final class PrivilegeRules {
  private PrivilegeRules() {}

  static final String EXCHANGE_RULE = "Exchange (§4.2a)";
  static final String TRUMP_RULE = "Trump (§4.2b)";
  private static final Phase.PrizeChoice[] PRIZE_CHOICES = {
      new Phase.PrizeChoice(0), new Phase.PrizeChoice(1), new Phase.PrizeChoice(2), new Phase.PrizeChoice(3)};

  static final String LEADER_RULE = "Start player (§4.2c, §5.1)";

  /** §4.2a: two different cards of the holder's ten go aside, face down, out of play this round. */
  static PortRoyalSticheState layAside(PortRoyalSticheState state, Phase.Exchange exchange, TrickCard first,
      TrickCard second, EventSink<PortRoyalSticheEvent> events) {
    if (first == null || second == null || first == second) {
      throw new IllegalActionException(EXCHANGE_RULE, "two different cards must be laid aside, not " + first + " and " + second);
    }
    Player player = state.player(exchange.holder());
    if (!player.hand().contains(first) || !player.hand().contains(second)) {
      throw new IllegalActionException(EXCHANGE_RULE, "only cards in hand can be laid aside; the hand is " + player.hand());
    }
    TrickSet aside = TrickSet.of(first, second);
    events.add(new CardsLaidAside(exchange.holder()));
    events.add(new OwnCardsLaidAside(exchange.holder(), aside));
    return state
        .withPlayer(exchange.holder(), player.withHand(player.hand().minus(aside)))
        .withAside(aside)
        .withPhase(new Phase.TrumpChoice(exchange.holder()));
  }

  /** §4.2b: one of the four colours is trump (ENGINE DECISION: "no trump" is not a choice). */
  static PortRoyalSticheState chooseTrump(PortRoyalSticheState state, Phase.TrumpChoice choice, Colour colour,
      EventSink<PortRoyalSticheEvent> events) {
    if (colour == null) {
      throw new IllegalActionException(TRUMP_RULE, "trump must be one of the four colours");
    }
    events.add(new TrumpChosen(choice.holder(), colour));
    return state.withTrump(io.vavr.control.Option.some(colour)).withPhase(new Phase.LeaderChoice(choice.holder()));
  }

  /** §4.2c, §5.1.5: any seat, the namer included, leads next and chooses the prize. */
  static PortRoyalSticheState nameLeader(PortRoyalSticheState state, int by, int seat, EventSink<PortRoyalSticheEvent> events) {
    if (seat < 0 || seat >= state.playerCount()) {
      throw new IllegalActionException(LEADER_RULE, "there is no seat " + seat + " in a game of " + state.playerCount());
    }
    events.add(new LeaderNamed(by, seat));
    return state.withPhase(PRIZE_CHOICES[seat]);
  }
}
