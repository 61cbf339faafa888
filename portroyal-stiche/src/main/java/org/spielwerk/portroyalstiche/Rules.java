package org.spielwerk.portroyalstiche;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.EventSink;
import org.spielwerk.core.IllegalActionException;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Bid;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChoosePrize;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChooseTrump;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.DiscardMoveOne;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.DiscardRemoveOne;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.DiscardWithRemoveOne;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.KeepRemoveOne;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.LayAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Load;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.NameLeader;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.PassAuction;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.PlaceBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Repay;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.TakePenaltyCard;

/**
 * The decisions of each phase and the dispatch of an action to the rule that plays it. Both sides use
 * the same predicates (the {@code *Rules} classes), so the list and the check cannot disagree.
 */
final class Rules {
  private Rules() {}

  static final String TURN_RULE = "Sequence of play (§9)";

  // Shared action values: the hot path allocates no action.
  private static final Bid[] BIDS = new Bid[Cards.DEBT_CAP + 1];
  private static final Play[] PLAYS = new Play[TrickCard.values().length];
  private static final ChoosePrize[] PRIZES = new ChoosePrize[Loot.values().length];
  private static final TakePenaltyCard[] PENALTIES = new TakePenaltyCard[Loot.values().length];
  private static final RemoveLoot[] REMOVE_LOOT = new RemoveLoot[Loot.values().length];
  private static final Load[] LOADS = new Load[Cards.SHIPS];
  private static final PlaceBonus[] PLACE_BONUS = new PlaceBonus[Cards.SHIPS];
  private static final ChooseTrump[] TRUMPS = new ChooseTrump[Colour.values().length];
  private static final NameLeader[] LEADERS = new NameLeader[4];
  private static final RemoveBonus[] REMOVE_BONUS = new RemoveBonus[Bonus.values().length];
  private static final LayAside[][] LAY_ASIDE = new LayAside[TrickCard.values().length][TrickCard.values().length];

  static {
    for (int i = 1; i < BIDS.length; i++) {
      BIDS[i] = new Bid(i);
    }
    for (TrickCard card : TrickCard.values()) {
      PLAYS[card.ordinal()] = new Play(card);
    }
    for (Loot loot : Loot.values()) {
      PRIZES[loot.ordinal()] = new ChoosePrize(loot);
      PENALTIES[loot.ordinal()] = new TakePenaltyCard(loot);
      REMOVE_LOOT[loot.ordinal()] = new RemoveLoot(loot);
    }
    for (Good good : Good.values()) {
      LOADS[good.ordinal()] = new Load(good);
      PLACE_BONUS[good.ordinal()] = new PlaceBonus(good);
    }
    for (Colour colour : Colour.values()) {
      TRUMPS[colour.ordinal()] = new ChooseTrump(colour);
    }
    for (int seat = 0; seat < LEADERS.length; seat++) {
      LEADERS[seat] = new NameLeader(seat);
    }
    for (Bonus bonus : Bonus.values()) {
      REMOVE_BONUS[bonus.ordinal()] = new RemoveBonus(bonus);
    }
    for (TrickCard first : TrickCard.values()) {
      for (TrickCard second : TrickCard.values()) {
        LAY_ASIDE[first.ordinal()][second.ordinal()] = new LayAside(first, second);
      }
    }
  }

  /** The trick on the table, or null between tricks. */
  static Trick currentTrick(Phase phase) {
    if (phase instanceof Phase.TrickPlay play) {
      return play.trick();
    }
    if (phase instanceof Phase.Penalty penalty) {
      return penalty.trick();
    }
    return null;
  }

  // ---- the legal actions, in a fixed order

  /** The actions in a fixed order, as an unmodifiable list. */
  static List<PortRoyalSticheAction> legalActions(PortRoyalSticheState state) {
    return switch (state.phase()) {
      case Phase.Auction auction -> {
        int min = AuctionRules.minBid(auction);
        int max = AuctionRules.maxBid(state, auction.toAct());
        yield min >= 1 && min <= Cards.DEBT_CAP + 1 && max >= 0 && max <= Cards.DEBT_CAP
            ? AUCTION_LISTS[min][max]
            : auctionList(min, max);
      }
      case Phase.Exchange exchange -> {
        List<TrickCard> hand = state.player(exchange.holder()).hand().toList();
        List<PortRoyalSticheAction> legal = new ArrayList<>(hand.size() * (hand.size() - 1) / 2);
        for (int i = 0; i < hand.size(); i++) {
          for (int j = i + 1; j < hand.size(); j++) {
            legal.add(LAY_ASIDE[hand.get(i).ordinal()][hand.get(j).ordinal()]);
          }
        }
        yield java.util.Collections.unmodifiableList(legal);
      }
      case Phase.TrumpChoice choice -> TRUMP_LIST;
      case Phase.LeaderChoice choice -> LEADER_LISTS.get(state.playerCount());
      case Phase.NextLeaderChoice choice -> LEADER_LISTS.get(state.playerCount());
      case Phase.PrizeChoice choice -> new BitActions(state.display().bits(), PRIZES);
      case Phase.TrickPlay play -> {
        Trick trick = play.trick();
        yield new BitActions(TrickRules.playable(state, trick, trick.toPlay(state.playerCount())), PLAYS);
      }
      case Phase.Penalty penalty -> new BitActions(TrickRules.penaltyTargets(state, penalty.offender()).bits(), PENALTIES);
      case Phase.Spoils spoils -> {
        if (spoils.loot().isDefined()) {
          List<PortRoyalSticheAction> legal = new ArrayList<>(8);
          addSpoils(state, spoils.winner(), spoils.loot().get(), legal);
          yield java.util.Collections.unmodifiableList(legal);
        }
        yield PLACE_BONUS_LIST;
      }
      case Phase.GameOver over -> List.of(); // the game is over: nobody decides
    };
  }

  private static final Good[] GOODS = Good.values(); // values() copies its array on every call

  /**
   * The auction's choices, pass and the bids {@code min..max}, for every bound an accepted position can
   * have (min 1..20, max 0..19): shared immutable lists, so a bid decision allocates no list.
   */
  // TRICK(plain: auctionList(min, max); proof: SharedListsTest)
  static final List<PortRoyalSticheAction>[][] AUCTION_LISTS = auctionLists();

  @SuppressWarnings("unchecked")
  private static List<PortRoyalSticheAction>[][] auctionLists() {
    List<PortRoyalSticheAction>[][] lists = new List[Cards.DEBT_CAP + 2][Cards.DEBT_CAP + 1];
    for (int min = 1; min <= Cards.DEBT_CAP + 1; min++) {
      for (int max = 0; max <= Cards.DEBT_CAP; max++) {
        lists[min][max] = auctionList(min, max);
      }
    }
    return lists;
  }

  static List<PortRoyalSticheAction> auctionList(int min, int max) {
    List<PortRoyalSticheAction> legal = new ArrayList<>(1 + Math.max(0, max - min + 1));
    legal.add(PortRoyalSticheAction.PASS);
    for (int tons = min; tons <= max; tons++) {
      legal.add(BIDS[tons]);
    }
    return List.copyOf(legal);
  }
  private static final List<PortRoyalSticheAction> TRUMP_LIST = List.of(TRUMPS);
  private static final List<PortRoyalSticheAction> PLACE_BONUS_LIST = List.of(PLACE_BONUS);
  private static final List<List<PortRoyalSticheAction>> LEADER_LISTS = List.of(List.of(), List.of(), List.of(),
      List.of(LEADERS[0], LEADERS[1], LEADERS[2]), List.of(LEADERS));

  /**
   * The actions of the set bits of a mask, in bit order, as an immutable list that allocates nothing
   * but itself: {@code legalActions} of a trick card or a prize builds no array.
   */
  // TRICK(plain: a list of byBit[b] for each set bit b, lowest first; proof: SharedListsTest)
  static final class BitActions extends java.util.AbstractList<PortRoyalSticheAction>
      implements java.util.RandomAccess {
    private final long bits;
    private final PortRoyalSticheAction[] byBit;

    BitActions(long bits, PortRoyalSticheAction[] byBit) {
      this.bits = bits;
      this.byBit = byBit;
    }

    @Override
    public PortRoyalSticheAction get(int index) {
      if (index < 0 || index >= size()) {
        throw new IndexOutOfBoundsException(index);
      }
      long rest = bits;
      for (int i = 0; i < index; i++) {
        rest &= rest - 1;
      }
      return byBit[Long.numberOfTrailingZeros(rest)];
    }

    @Override
    public int size() {
      return Long.bitCount(bits);
    }
  }

  private static void addSpoils(PortRoyalSticheState state, int seat, Loot loot, List<PortRoyalSticheAction> legal) {
    Player player = state.player(seat);
    switch (loot.kind()) {
      case SIMPLE, SPECIAL -> {
        for (Good ship : GOODS) {
          if (SpoilsRules.canLoad(loot, ship)) {
            legal.add(LOADS[ship.ordinal()]);
          }
        }
        if (SpoilsRules.repayObstacle(state, seat, loot) == null) {
          legal.add(PortRoyalSticheAction.REPAY);
        }
        if (SpoilsRules.canDiscardWithKept(state, seat, loot)) {
          legal.add(PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE);
        }
      }
      case REMOVE_ONE -> {
        legal.add(PortRoyalSticheAction.KEEP_REMOVE_ONE);
        legal.add(PortRoyalSticheAction.DISCARD_REMOVE_ONE);
        for (long rest = player.loot().bits(); rest != 0; rest &= rest - 1) {
          legal.add(REMOVE_LOOT[Long.numberOfTrailingZeros(rest)]);
        }
        for (int rest = player.bonus().bits(); rest != 0; rest &= rest - 1) {
          legal.add(REMOVE_BONUS[Integer.numberOfTrailingZeros(rest)]);
        }
      }
      case MOVE_ONE -> {
        legal.add(PortRoyalSticheAction.DISCARD_MOVE_ONE);
        for (int from = 0; from < Cards.SHIPS; from++) {
          Ship ship = player.ships().get(from);
          for (long rest = ship.loot().bits(); rest != 0; rest &= rest - 1) {
            Loot card = Loot.of(Long.numberOfTrailingZeros(rest));
            if (!card.isSimple()) {
              for (int to = 0; to < Cards.SHIPS; to++) {
                if (to != from) {
                  legal.add(new MoveLoot(card, Good.of(to)));
                }
              }
            }
          }
          for (int rest = ship.bonus().bits(); rest != 0; rest &= rest - 1) {
            Bonus card = Bonus.of(Integer.numberOfTrailingZeros(rest));
            for (int to = 0; to < Cards.SHIPS; to++) {
              if (to != from) {
                legal.add(new MoveBonus(card, Good.of(to)));
              }
            }
          }
        }
      }
    }
  }

  // ---- playing an action

  static PortRoyalSticheState apply(
      PortRoyalSticheState state, PortRoyalSticheAction action, EventSink<PortRoyalSticheEvent> events) {
    if (action == null) {
      throw new IllegalActionException(TURN_RULE, "no action");
    }
    Phase phase = state.phase();
    return switch (action) {
      case Bid bid -> AuctionRules.bid(state, expect(phase, Phase.Auction.class, action), bid.tons(), events);
      case PassAuction pass -> AuctionRules.pass(state, expect(phase, Phase.Auction.class, action), events);
      case LayAside lay -> PrivilegeRules.layAside(
          state, expect(phase, Phase.Exchange.class, action), lay.first(), lay.second(), events);
      case ChooseTrump trump -> PrivilegeRules.chooseTrump(
          state, expect(phase, Phase.TrumpChoice.class, action), trump.colour(), events);
      case NameLeader leader -> {
        if (phase instanceof Phase.LeaderChoice choice) {
          yield PrivilegeRules.nameLeader(state, choice.holder(), leader.seat(), events);
        }
        yield PrivilegeRules.nameLeader(
            state, expect(phase, Phase.NextLeaderChoice.class, action).winner(), leader.seat(), events);
      }
      case ChoosePrize prize -> TrickRules.choosePrize(
          state, expect(phase, Phase.PrizeChoice.class, action), prize.loot(), events);
      case Play play -> TrickRules.play(state, expect(phase, Phase.TrickPlay.class, action), play.card(), events);
      case TakePenaltyCard take -> TrickRules.takePenaltyCard(
          state, expect(phase, Phase.Penalty.class, action), take.loot(), events);
      case Load load -> SpoilsRules.load(state, winner(phase, action), wonLoot(phase, action), load.ship(), events);
      case Repay repay -> SpoilsRules.repay(state, winner(phase, action), wonLoot(phase, action), events);
      case DiscardWithRemoveOne discard ->
          SpoilsRules.discardWithKept(state, winner(phase, action), wonLoot(phase, action), events);
      case KeepRemoveOne keep -> SpoilsRules.keepRemoveOne(state, removeOneWinner(phase, action), events);
      case DiscardRemoveOne discard -> SpoilsRules.discardRemoveOne(state, removeOneWinner(phase, action), events);
      case RemoveLoot remove -> SpoilsRules.removeLoot(state, removeOneWinner(phase, action), remove.loot(), events);
      case RemoveBonus remove -> SpoilsRules.removeBonus(state, removeOneWinner(phase, action), remove.bonus(), events);
      case MoveLoot move -> SpoilsRules.moveLoot(state, moveOneWinner(phase, action), move.loot(), move.to(), events);
      case MoveBonus move -> SpoilsRules.moveBonus(state, moveOneWinner(phase, action), move.bonus(), move.to(), events);
      case DiscardMoveOne discard -> SpoilsRules.discardMoveOne(state, moveOneWinner(phase, action), events);
      case PlaceBonus place -> {
        if (!(phase instanceof Phase.Spoils spoils) || spoils.loot().isDefined() || state.pendingBonus().isEmpty()) {
          throw new IllegalActionException(SpoilsRules.BONUS_RULE, phase instanceof Phase.Spoils
              ? "the won loot card is dealt with before its bonus cards are placed"
              : "there is no bonus card to place now (" + phaseName(phase) + ")");
        }
        yield SpoilsRules.placeBonus(state, spoils.winner(), place.ship(), events);
      }
    };
  }

  private static <P extends Phase> P expect(Phase phase, Class<P> type, PortRoyalSticheAction action) {
    if (!type.isInstance(phase)) {
      throw wrongPhase(phase, action);
    }
    return type.cast(phase);
  }

  private static IllegalActionException wrongPhase(Phase phase, PortRoyalSticheAction action) {
    if (phase instanceof Phase.GameOver) {
      return new IllegalActionException("End of the game (§6)", "the game is over");
    }
    return new IllegalActionException(TURN_RULE,
        action.getClass().getSimpleName() + " is not a decision of the " + phaseName(phase) + " phase");
  }

  private static String phaseName(Phase phase) {
    return phase.getClass().getSimpleName();
  }

  /** The winner of the trick whose loot card waits to be dealt with. */
  private static int winner(Phase phase, PortRoyalSticheAction action) {
    if (phase instanceof Phase.Spoils spoils && spoils.loot().isDefined()) {
      return spoils.winner();
    }
    if (phase instanceof Phase.Spoils) {
      throw new IllegalActionException(SpoilsRules.SPOILS_RULE, "the won loot card has been dealt with already");
    }
    throw wrongPhase(phase, action);
  }

  private static Loot wonLoot(Phase phase, PortRoyalSticheAction action) {
    return ((Phase.Spoils) phase).loot().get();
  }

  private static int removeOneWinner(Phase phase, PortRoyalSticheAction action) {
    int seat = winner(phase, action);
    if (wonLoot(phase, action) != Loot.REMOVE_ONE) {
      throw new IllegalActionException(SpoilsRules.REMOVE_RULE, "only a just-won „1 Karte entfernen\" removes a card (§8.18); the won card is "
          + wonLoot(phase, action));
    }
    return seat;
  }

  private static int moveOneWinner(Phase phase, PortRoyalSticheAction action) {
    int seat = winner(phase, action);
    if (wonLoot(phase, action) != Loot.MOVE_ONE) {
      throw new IllegalActionException(SpoilsRules.MOVE_RULE, "only a just-won „1 Karte umlegen\" moves a card; the won card is "
          + wonLoot(phase, action));
    }
    return seat;
  }
}
