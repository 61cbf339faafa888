package org.spielwerk.research.portroyal;

import java.util.List;
import org.spielwerk.core.RandomSource;
import org.spielwerk.portroyal.Card;
import org.spielwerk.portroyal.CardBag;
import org.spielwerk.portroyal.Phase;
import org.spielwerk.portroyal.PortRoyalAction;
import org.spielwerk.portroyal.PortRoyalView;
import org.spielwerk.research.bots.Level;
import org.spielwerk.research.bots.RuleStrategy;

/**
 * Rules of thumb for Port Royal (§4.1). Discover: stop once the harbour holds enough cards to trade
 * and hire (3 easy, 4 medium, 5 hard, one more with five players) or the bust risk is high: the
 * share of the five colours already in the harbour (the engine offers Repel only for ships this
 * seat can repel, so this is the upper estimate), at most 40% (easy 25%, hard 50%). A revealed ship
 * whose colour is already in the harbour is repelled where the seat may, otherwise accepted. Trade
 * &amp; Hire, expeditions, contracts and gifts go to the bot's heuristic fallback.
 */
public final class PortRoyalRules implements RuleStrategy<PortRoyalAction, PortRoyalView> {

  @Override
  public int seats(PortRoyalView view) {
    return view.players().size();
  }

  @Override
  public String gameId() {
    return "portroyal";
  }

  @Override
  public PortRoyalAction decide(PortRoyalView view, int seat, List<PortRoyalAction> legal, Level level,
      RandomSource random) {
    if (view.phase() instanceof Phase.RepelOrAccept r) {
      boolean busts = (colours(view.harbor()) & (1 << r.ship().colour().ordinal())) != 0;
      if (busts && legal.contains(PortRoyalAction.REPEL)) {
        return PortRoyalAction.REPEL;
      }
      return legal.contains(PortRoyalAction.ACCEPT) ? PortRoyalAction.ACCEPT : null;
    }
    if (view.phase() instanceof Phase.Discover && legal.contains(PortRoyalAction.REVEAL)) {
      if (!legal.contains(PortRoyalAction.STOP)) {
        return PortRoyalAction.REVEAL;
      }
      int size = view.harbor().size();
      double risk = Integer.bitCount(colours(view.harbor())) / 5.0;
      int extra = view.players().size() >= 5 ? 1 : 0;
      boolean stop = switch (level) {
        case EASY -> size >= 3 + extra || risk > 0.25;
        case MEDIUM -> size >= 4 + extra || risk > 0.4;
        case HARD -> size >= 5 + extra || risk > 0.5;
      };
      return stop ? PortRoyalAction.STOP : PortRoyalAction.REVEAL;
    }
    return null;
  }

  /** The ship colours in a harbour, as bits by colour ordinal. */
  private static int colours(CardBag harbor) {
    int bits = 0;
    for (Card card : harbor.toList()) {
      if (card.isShip()) {
        bits |= 1 << card.colour().ordinal();
      }
    }
    return bits;
  }
}
