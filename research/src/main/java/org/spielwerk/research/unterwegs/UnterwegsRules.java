package org.spielwerk.research.unterwegs;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spielwerk.core.RandomSource;
import org.spielwerk.portroyalunterwegs.Card;
import org.spielwerk.portroyalunterwegs.Colour;
import org.spielwerk.portroyalunterwegs.Phase;
import org.spielwerk.portroyalunterwegs.UnterwegsAction;
import org.spielwerk.portroyalunterwegs.UnterwegsView;
import org.spielwerk.research.bots.Level;
import org.spielwerk.research.bots.RuleStrategy;

/**
 * Rules of thumb for Port Royal: unterwegs (§3). Discover: keep revealing while the harbor is small
 * and a bust is unlikely: the risk is estimated as the share of the five colours already in the
 * harbor whose next ship this seat could not repel, times the share of ships in the deck; stop at
 * 3 (easy), 4 (medium) or more cards (hard, by the risk alone: stop above 30%, medium above 40%).
 * A revealed ship whose colour is in the harbor is repelled when the seat may; else accepted (a
 * ship in the harbor is money for everyone, so a lone ship is accepted). Trade &amp; Hire is left to
 * the bot's heuristic fallback.
 */
public final class UnterwegsRules implements RuleStrategy<UnterwegsAction, UnterwegsView> {

  @Override
  public int seats(UnterwegsView view) {
    return view.players().size();
  }

  @Override
  public String gameId() {
    return "portroyal-unterwegs";
  }

  @Override
  public UnterwegsAction decide(UnterwegsView view, int seat, List<UnterwegsAction> legal, Level level,
      RandomSource random) {
    return switch (view.phase()) {
      case Phase.Discover d -> discover(view, seat, legal, level);
      case Phase.RepelOrAccept r -> repelOrAccept(view, r.ship(), legal);
      case Phase.TradeAndHire t -> null;
      case Phase.GameOver g -> null;
    };
  }

  private static UnterwegsAction discover(UnterwegsView view, int seat, List<UnterwegsAction> legal, Level level) {
    if (!legal.contains(UnterwegsAction.STOP)) {
      return legal.contains(UnterwegsAction.REVEAL) ? UnterwegsAction.REVEAL : null;
    }
    if (!legal.contains(UnterwegsAction.REVEAL)) {
      return UnterwegsAction.STOP;
    }
    int swords = view.players().get(seat).swords();
    Set<Colour> dangerous = new HashSet<>();
    for (Card card : view.harbor()) {
      if (card instanceof Card.Ship ship && (ship.skull() || ship.swords() > swords)) {
        dangerous.add(ship.colour());
      }
    }
    long ships = view.options().cards().count(c -> c instanceof Card.Ship);
    double risk = dangerous.size() / 5.0 * ships / view.options().cards().size();
    int size = view.harbor().size();
    boolean stop = switch (level) {
      case EASY -> size >= 3 || risk > 0.25;
      case MEDIUM -> size >= 4 || risk > 0.4;
      case HARD -> size >= 6 || risk > 0.3;
    };
    return stop ? UnterwegsAction.STOP : UnterwegsAction.REVEAL;
  }

  private static UnterwegsAction repelOrAccept(UnterwegsView view, Card.Ship ship, List<UnterwegsAction> legal) {
    boolean busts = view.harbor().exists(c -> c instanceof Card.Ship s && s.colour() == ship.colour());
    if (busts && legal.contains(UnterwegsAction.REPEL)) {
      return UnterwegsAction.REPEL;
    }
    return legal.contains(UnterwegsAction.ACCEPT) ? UnterwegsAction.ACCEPT : null;
  }
}
