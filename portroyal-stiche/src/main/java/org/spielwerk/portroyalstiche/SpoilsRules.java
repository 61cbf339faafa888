package org.spielwerk.portroyalstiche;

import io.vavr.control.Option;
import java.util.List;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BidRepaid;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusMoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.BonusRemoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootDiscarded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootLoaded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootMoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.LootRemoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.MoveOneDiscarded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusMoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusPlaced;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.OwnBonusRemoved;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RemoveOneDiscarded;
import org.spielwerk.portroyalstiche.PortRoyalSticheEvent.RemoveOneKept;

/**
 * What the trick winner does with the won loot card (§5.4), repaying the bid (§5.5), and placing the
 * bonus cards that came with it. The loot card is dealt with first, then the bonus cards (ENGINE
 * DECISION: the rules give no order; this one lets „1 Karte entfernen" not remove a bonus card of the
 * same trick).
 */
final class SpoilsRules {
  private SpoilsRules() {}

  static final String LOAD_RULE = "Loading (§5.4)";
  static final String REPAY_RULE = "Repaying the bid (§5.5)";
  static final String KEPT_REMOVE_RULE = "Kept „1 Karte entfernen\" (§5.4, §8.18)";
  static final String REMOVE_RULE = "„1 Karte entfernen\" (§5.4)";
  static final String MOVE_RULE = "„1 Karte umlegen\" (§5.4)";
  static final String BONUS_RULE = "Bonus cards (§5.4)";
  static final String SPOILS_RULE = "Won loot card (§5.4)";

  // ---- predicates shared by legalActions and apply

  /** Simple loot only onto the ship of its good; the seven grey ship cards onto any ship. */
  static boolean canLoad(Loot loot, Good ship) {
    return loot.isSimple() ? loot.good() == ship : loot.isLoadable();
  }

  /** Why {@code seat} may not repay with {@code loot} now, or null when it may (§5.5, §8.16). */
  static String repayObstacle(PortRoyalSticheState state, int seat, Loot loot) {
    if (seat != state.holder()) {
      return "only the privilege holder repays his bid";
    }
    if (state.repaid()) {
      return "the bid can be repaid only once per round";
    }
    if (state.bid() == 0) {
      return "there is no pending bid to repay";
    }
    if (!loot.canRepay()) {
      return loot + " cannot repay: only simple loot cards, +8 and +6 can";
    }
    return null;
  }

  /** A kept „1 Karte entfernen" may discard a just-won card that would otherwise be loaded (§5.4). */
  static boolean canDiscardWithKept(PortRoyalSticheState state, int seat, Loot loot) {
    return state.player(seat).keptRemoveOne() && loot.isLoadable();
  }

  // ---- the won loot card

  static PortRoyalSticheState load(
      PortRoyalSticheState state, int seat, Loot loot, Good ship, EventSink<PortRoyalSticheEvent> events) {
    if (ship == null || !canLoad(loot, ship)) {
      throw new IllegalActionException(LOAD_RULE, !loot.isLoadable() ? loot + " is never loaded onto a ship"
          : ship == null ? "loading " + loot + " names the ship it goes onto"
          : loot + " is simple loot and goes onto the " + loot.good() + " ship, not " + ship);
    }
    Player player = state.player(seat);
    Ship target = player.ship(ship);
    events.add(new LootLoaded(seat, loot, ship));
    return handled(state, seat, player.withShip(ship, target.withLoot(target.loot().with(loot))), events);
  }

  /**
   * §5.5: the card pays the pending bid; the remainder B' = max(0, B − payment) becomes debt at once and
   * the pending bid is cleared. An excess is lost: the debt cube never moves down.
   */
  static PortRoyalSticheState repay(PortRoyalSticheState state, int seat, Loot loot, EventSink<PortRoyalSticheEvent> events) {
    String obstacle = repayObstacle(state, seat, loot);
    if (obstacle != null) {
      throw new IllegalActionException(REPAY_RULE, obstacle);
    }
    int payment = loot.repayValue();
    int remainder = Math.max(0, state.bid() - payment);
    Player player = state.player(seat);
    int debt = player.debt() + remainder;
    events.add(new BidRepaid(seat, loot, payment, remainder, debt));
    state = state.withPlayer(seat, player.withDebt(debt)).withBid(0).withRepaid(true)
        .withLootOut(state.lootOut().with(loot));
    return handled(state, seat, events);
  }

  static PortRoyalSticheState discardWithKept(
      PortRoyalSticheState state, int seat, Loot loot, EventSink<PortRoyalSticheEvent> events) {
    if (!canDiscardWithKept(state, seat, loot)) {
      throw new IllegalActionException(KEPT_REMOVE_RULE, state.player(seat).keptRemoveOne()
          ? loot + " is not loaded, so there is nothing to discard it instead of"
          : "there is no kept „1 Karte entfernen\" beside the board");
    }
    events.add(new LootDiscarded(seat, loot));
    state = state.withPlayer(seat, state.player(seat).withKeptRemoveOne(false))
        .withLootOut(state.lootOut().with(loot).with(Loot.REMOVE_ONE));
    return handled(state, seat, events);
  }

  // ---- „1 Karte entfernen"

  static PortRoyalSticheState keepRemoveOne(PortRoyalSticheState state, int seat, EventSink<PortRoyalSticheEvent> events) {
    events.add(new RemoveOneKept(seat));
    return handled(state.withPlayer(seat, state.player(seat).withKeptRemoveOne(true)), seat, events);
  }

  static PortRoyalSticheState removeLoot(
      PortRoyalSticheState state, int seat, Loot target, EventSink<PortRoyalSticheEvent> events) {
    Player player = state.player(seat);
    Good ship = target == null ? null : player.shipOf(target);
    if (ship == null) {
      throw new IllegalActionException(REMOVE_RULE, "only a card on one of your own ships can be removed, not " + target);
    }
    events.add(new LootRemoved(seat, target, ship));
    Ship from = player.ship(ship);
    state = state.withPlayer(seat, player.withShip(ship, from.withLoot(from.loot().without(target))))
        .withLootOut(state.lootOut().with(target).with(Loot.REMOVE_ONE));
    return handled(state, seat, events);
  }

  static PortRoyalSticheState removeBonus(
      PortRoyalSticheState state, int seat, Bonus target, EventSink<PortRoyalSticheEvent> events) {
    Player player = state.player(seat);
    Good ship = target == null ? null : player.shipOf(target);
    if (ship == null) {
      throw new IllegalActionException(REMOVE_RULE, "only a card on one of your own ships can be removed, not " + target);
    }
    events.add(new BonusRemoved(seat, ship));
    events.add(new OwnBonusRemoved(seat, target, ship));
    Ship from = player.ship(ship);
    player = player.withShip(ship, from.withBonus(from.bonus().without(target)))
        .withRemovedBonus(player.removedBonus().with(target));
    state = state.withPlayer(seat, player).withLootOut(state.lootOut().with(Loot.REMOVE_ONE));
    return handled(state, seat, events);
  }

  static PortRoyalSticheState discardRemoveOne(PortRoyalSticheState state, int seat, EventSink<PortRoyalSticheEvent> events) {
    events.add(new RemoveOneDiscarded(seat));
    return handled(state.withLootOut(state.lootOut().with(Loot.REMOVE_ONE)), seat, events);
  }

  // ---- „1 Karte umlegen"

  /** A grey card on a ship may be moved to another own ship; simple loot never (§5.4). */
  static PortRoyalSticheState moveLoot(
      PortRoyalSticheState state, int seat, Loot card, Good to, EventSink<PortRoyalSticheEvent> events) {
    Player player = state.player(seat);
    Good from = card == null ? null : player.shipOf(card);
    if (from == null || card.isSimple()) {
      throw new IllegalActionException(MOVE_RULE, "only a special or bonus card on one of your own ships can be moved, not " + card);
    }
    if (to == null || to == from) {
      throw new IllegalActionException(MOVE_RULE, "the card must go to another of your ships, not " + to);
    }
    events.add(new LootMoved(seat, card, from, to));
    player = player.withShip(from, player.ship(from).withLoot(player.ship(from).loot().without(card)));
    player = player.withShip(to, player.ship(to).withLoot(player.ship(to).loot().with(card)));
    return handled(state.withPlayer(seat, player).withLootOut(state.lootOut().with(Loot.MOVE_ONE)), seat, events);
  }

  static PortRoyalSticheState moveBonus(
      PortRoyalSticheState state, int seat, Bonus card, Good to, EventSink<PortRoyalSticheEvent> events) {
    Player player = state.player(seat);
    Good from = card == null ? null : player.shipOf(card);
    if (from == null) {
      throw new IllegalActionException(MOVE_RULE, "only a special or bonus card on one of your own ships can be moved, not " + card);
    }
    if (to == null || to == from) {
      throw new IllegalActionException(MOVE_RULE, "the card must go to another of your ships, not " + to);
    }
    events.add(new BonusMoved(seat, from, to));
    events.add(new OwnBonusMoved(seat, card, from, to));
    player = player.withShip(from, player.ship(from).withBonus(player.ship(from).bonus().without(card)));
    player = player.withShip(to, player.ship(to).withBonus(player.ship(to).bonus().with(card)));
    return handled(state.withPlayer(seat, player).withLootOut(state.lootOut().with(Loot.MOVE_ONE)), seat, events);
  }

  static PortRoyalSticheState discardMoveOne(PortRoyalSticheState state, int seat, EventSink<PortRoyalSticheEvent> events) {
    events.add(new MoveOneDiscarded(seat));
    return handled(state.withLootOut(state.lootOut().with(Loot.MOVE_ONE)), seat, events);
  }

  // ---- bonus cards

  /**
   * §5.4: the bonus cards go face down onto the winner's ships, lowest first, each to a ship of its own
   * (audit question 3, reading 1), or all onto one ship under {@code bonusCardsTogether}.
   */
  static PortRoyalSticheState placeBonus(
      PortRoyalSticheState state, int seat, Good ship, EventSink<PortRoyalSticheEvent> events) {
    if (ship == null) {
      throw new IllegalActionException(BONUS_RULE, "a bonus card goes onto one of your four ships");
    }
    BonusSet placed = state.options().bonusCardsTogether()
        ? state.pendingBonus()
        : BonusSet.of(state.pendingBonus().lowest());
    Player player = state.player(seat);
    Ship target = player.ship(ship);
    events.add(new BonusPlaced(seat, ship, placed.size()));
    events.add(new OwnBonusPlaced(seat, placed, ship));
    state = state.withPlayer(seat, player.withShip(ship, target.withBonus(target.bonus().union(placed))))
        .withPendingBonus(new BonusSet(state.pendingBonus().bits() & ~placed.bits()));
    return afterBonus(state, seat, events);
  }

  /** The loot card is dealt with; the bonus cards that came with it follow. */
  private static PortRoyalSticheState handled(PortRoyalSticheState state, int seat, EventSink<PortRoyalSticheEvent> events) {
    Phase next = afterLoot(state, seat);
    return next == null ? RoundRules.endRound(state, events) : state.withPhase(next);
  }

  /** {@link #handled} for a seat whose board changed: one copy of the state. */
  private static PortRoyalSticheState handled(PortRoyalSticheState state, int seat, Player player,
      EventSink<PortRoyalSticheEvent> events) {
    Phase next = afterLoot(state, seat);
    return next == null
        ? RoundRules.endRound(state.withPlayer(seat, player), events)
        : state.withPlayerAndPhase(seat, player, next);
  }

  /**
   * The phase once the won loot card is dealt with: placing the bonus cards that came with it, else
   * naming the next leader; null when the 8th trick is done and the round ends (its phase is then
   * the next round's, or the end of the game).
   */
  private static Phase afterLoot(PortRoyalSticheState state, int seat) {
    if (!state.pendingBonus().isEmpty()) {
      return SPOILS_DONE[seat];
    }
    return state.tricksDone() == Cards.HAND ? null : NEXT_LEADER[seat];
  }

  private static final Phase.Spoils[] SPOILS_DONE = new Phase.Spoils[4];
  private static final Phase.NextLeaderChoice[] NEXT_LEADER = new Phase.NextLeaderChoice[4];

  static {
    for (int seat = 0; seat < 4; seat++) {
      SPOILS_DONE[seat] = new Phase.Spoils(seat, Option.none());
      NEXT_LEADER[seat] = new Phase.NextLeaderChoice(seat);
    }
  }

  /** When no bonus card waits: the winner names the next leader, or the round ends after the 8th trick. */
  private static PortRoyalSticheState afterBonus(PortRoyalSticheState state, int seat, EventSink<PortRoyalSticheEvent> events) {
    if (!state.pendingBonus().isEmpty()) {
      return state;
    }
    if (state.tricksDone() == Cards.HAND) {
      return RoundRules.endRound(state, events);
    }
    return state.withPhase(NEXT_LEADER[seat]);
  }
}
