package org.spielwerk.portroyalunterwegs;

import java.util.Arrays;
import org.spielwerk.core.Heuristic;

/**
 * A cheap positional score for the greedy agent: influence, coins, swords and Wholesalers held,
 * plus, for the player about to take cards (the active player in Discover or in his slot, or a player
 * in his slot), the best cards he could take with his allowance. Counting the harbor the same way
 * before and after "Stop" lets the greedy agent weigh another reveal against the risk of a bust.
 */
final class UnterwegsHeuristic implements Heuristic<UnterwegsState> {
  private static final double INFLUENCE = 10;
  private static final double COIN = 2.5;
  private static final double SWORD = 1.5;

  @Override
  public double value(UnterwegsState s, int seat) {
    UnterwegsPlayer player = s.player(seat);
    double value = INFLUENCE * player.influence() + COIN * Math.min(player.coinCount(), 10)
        + SWORD * Math.min(player.swords(), 7);
    for (int i = 0; i < player.display().size(); i++) {
      if (player.display().get(i).ability() == Card.Ability.WHOLESALER) {
        value += 2;
      }
    }
    return value + 0.9 * prospects(s, seat);
  }

  /** What the seat may still take from the harbor this turn, at the heuristic's prices. */
  private static double prospects(UnterwegsState s, int seat) {
    int cards = switch (s.phase()) {
      case Phase.Discover d -> seat == s.active() ? allowance(s) : 0;
      case Phase.RepelOrAccept r -> seat == s.active() ? allowance(s) : 0;
      case Phase.TradeAndHire t -> seat == s.toMove() ? t.allowance() : 0;
      case Phase.GameOver o -> 0;
    };
    if (cards == 0 || s.harbor().isEmpty()) {
      return 0;
    }
    UnterwegsPlayer player = s.player(seat);
    double surcharge = seat == s.active() ? 0 : COIN;
    double[] gains = new double[s.harbor().size()];
    for (int i = 0; i < gains.length; i++) {
      gains[i] = switch (s.harbor().get(i)) {
        case Card.Ship ship -> COIN * ship.coins() - surcharge + (player.hasWholesaler(ship.colour()) ? INFLUENCE : 0);
        case Card.Person p -> player.coinCount() >= p.cost() + (surcharge > 0 ? 1 : 0)
            ? INFLUENCE * p.influence() - COIN * p.cost() - surcharge + SWORD * p.swords() : 0;
        case Card.Tax t -> 0;
      };
    }
    Arrays.sort(gains);
    double sum = 0;
    for (int i = gains.length - 1; i >= 0 && i >= gains.length - cards; i--) {
      sum += Math.max(0, gains[i]);
    }
    return sum;
  }

  private static int allowance(UnterwegsState s) {
    int colours = Rules.shipColours(s.harbor());
    return colours == 5 ? 3 : colours == 4 ? 2 : 1;
  }
}
