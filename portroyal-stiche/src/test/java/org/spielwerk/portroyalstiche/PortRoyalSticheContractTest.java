package org.spielwerk.portroyalstiche;

import java.util.ArrayList;
import java.util.List;
import org.spielwerk.core.RandomSource;
import org.spielwerk.core.Game;
import org.spielwerk.core.contract.GameContract;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Bid;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChoosePrize;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.ChooseTrump;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.LayAside;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Load;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.MoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.NameLeader;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.PlaceBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveBonus;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.RemoveLoot;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.TakePenaltyCard;

/**
 * The core contract for 3 and 4 players, both revoke readings and every option of the audit questions.
 * It plays the contract's default number of cases; {@code -Dcontract.effort=F} plays more (docs/testing.md).
 */
class PortRoyalSticheContractTest extends GameContract<PortRoyalSticheState, PortRoyalSticheAction,
    PortRoyalSticheEvent, PortRoyalSticheView, PortRoyalSticheOptions> {

  @Override
  protected Game<PortRoyalSticheState, PortRoyalSticheAction, PortRoyalSticheEvent, PortRoyalSticheView,
      PortRoyalSticheOptions> game() {
    return new PortRoyalStiche();
  }

  /** Reading A with the two option flags that apply to it, and Reading B with every flag. */
  @Override
  protected PortRoyalSticheOptions randomOptions(RandomSource random) {
    return switch (random.nextInt(3)) {
      case 0 -> new PortRoyalSticheOptions(false, false, false, random.nextBoolean(), random.nextBoolean());
      case 1 -> new PortRoyalSticheOptions(true, random.nextBoolean(), random.nextBoolean(), random.nextBoolean(), random.nextBoolean());
      default -> random.nextBoolean() ? PortRoyalSticheOptions.STANDARD : PortRoyalSticheOptions.REVOKE_BLUFF;
    };
  }

  @Override
  protected void checkInvariants(PortRoyalSticheState state) {
    Invariants.check(state);
  }

  /**
   * Near misses for the phase at hand (bids at and beyond the limits, cards not held, trumps while
   * holding the led colour, ships that do not fit, seats that do not exist, a second repayment) and a
   * few actions of every other phase.
   */
  @Override
  protected List<PortRoyalSticheAction> plausibleActions(PortRoyalSticheState state) {
    List<PortRoyalSticheAction> actions = new ArrayList<>(List.of(
        PortRoyalSticheAction.PASS, new Bid(1), new LayAside(TrickCard.RED_1, TrickCard.BLUE_2),
        new ChooseTrump(Colour.GREEN), new NameLeader(0), new ChoosePrize(Loot.RUM_5), new Play(TrickCard.BLACK_3),
        new TakePenaltyCard(Loot.TOBACCO_4), new Load(Good.RUM), PortRoyalSticheAction.REPAY,
        PortRoyalSticheAction.KEEP_REMOVE_ONE, PortRoyalSticheAction.DISCARD_MOVE_ONE, new PlaceBonus(Good.BISCUIT)));
    int players = state.playerCount();
    switch (state.phase()) {
      case Phase.Auction auction -> {
        int cap = Cards.DEBT_CAP - state.player(auction.toAct()).debt();
        for (int tons : new int[] {-1, 0, auction.highBid(), auction.highBid() + 1, cap, cap + 1, 19, 20}) {
          actions.add(new Bid(tons));
        }
      }
      case Phase.Exchange exchange -> {
        List<TrickCard> hand = state.player(exchange.holder()).hand().toList();
        TrickCard outside = Cards.trickDeck(players).minus(state.player(exchange.holder()).hand()).toList().get(0);
        actions.add(new LayAside(hand.get(0), hand.get(0)));
        actions.add(new LayAside(hand.get(0), outside));
        actions.add(new LayAside(hand.get(1), hand.get(2)));
        actions.add(new LayAside(hand.get(2), hand.get(1)));
      }
      case Phase.TrumpChoice choice -> {
        for (Colour colour : Colour.values()) {
          actions.add(new ChooseTrump(colour));
        }
      }
      case Phase.LeaderChoice choice -> addSeats(actions);
      case Phase.NextLeaderChoice choice -> addSeats(actions);
      case Phase.PrizeChoice choice -> {
        for (Loot loot : Loot.values()) {
          if (state.display().contains(loot) || loot.ordinal() % 7 == 0) {
            actions.add(new ChoosePrize(loot));
          }
        }
      }
      case Phase.TrickPlay play -> {
        for (TrickCard card : TrickCard.values()) {
          actions.add(new Play(card));
        }
      }
      case Phase.Penalty penalty -> {
        for (Loot loot : Loot.values()) {
          actions.add(new TakePenaltyCard(loot));
        }
      }
      case Phase.Spoils spoils -> {
        for (Good ship : Good.values()) {
          actions.add(new Load(ship));
          actions.add(new PlaceBonus(ship));
          actions.add(new MoveLoot(Loot.PLUS_8, ship));
          actions.add(new MoveLoot(Loot.TIMES_2, ship));
          actions.add(new MoveLoot(Loot.of(ship, 5), ship));
          actions.add(new MoveBonus(Bonus.BONUS_3, ship));
        }
        for (Bonus bonus : Bonus.values()) {
          actions.add(new RemoveBonus(bonus));
        }
        for (Loot loot : Loot.values()) {
          if (loot.ordinal() % 5 == 0 || state.player(spoils.winner()).loot().contains(loot)) {
            actions.add(new RemoveLoot(loot));
          }
        }
        actions.add(PortRoyalSticheAction.REPAY);
        actions.add(PortRoyalSticheAction.DISCARD_WITH_REMOVE_ONE);
        actions.add(PortRoyalSticheAction.DISCARD_REMOVE_ONE);
      }
      case Phase.GameOver over -> {
        // the shared list: everything is rejected
      }
    }
    return actions;
  }

  private static void addSeats(List<PortRoyalSticheAction> actions) {
    for (int seat = -1; seat <= 4; seat++) {
      actions.add(new NameLeader(seat));
    }
  }
}
