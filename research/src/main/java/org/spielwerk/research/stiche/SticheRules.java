package org.spielwerk.research.stiche;

import java.util.List;
import org.spielwerk.core.RandomSource;
import org.spielwerk.portroyalstiche.Phase;
import org.spielwerk.portroyalstiche.PlayedCard;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Bid;
import org.spielwerk.portroyalstiche.PortRoyalSticheAction.Play;
import org.spielwerk.portroyalstiche.PortRoyalSticheView;
import org.spielwerk.portroyalstiche.Trick;
import org.spielwerk.portroyalstiche.TrickCard;
import org.spielwerk.research.bots.Level;
import org.spielwerk.research.bots.RuleStrategy;

/**
 * Rules of thumb for Port Royal (Queen Games), the trick-taking game. Auction (§4.1): a hand is
 * strong by its high cards (value in the top third); bid the lowest allowed bid while the bid stays
 * within twice the high cards (easy: the high cards, hard: twice plus one), else pass. Tricks (§5):
 * win the trick with the lowest card that takes it so far (the easy bot only when it leads or
 * follows last); when no card wins, throw the lowest. Exchange, trump, leader, prize and spoils go
 * to the bot's heuristic fallback.
 */
public final class SticheRules implements RuleStrategy<PortRoyalSticheAction, PortRoyalSticheView> {
  private static final int TOP = java.util.Arrays.stream(TrickCard.values()).mapToInt(TrickCard::value).max()
      .orElse(0);

  @Override
  public int seats(PortRoyalSticheView view) {
    return view.seats().size();
  }

  @Override
  public String gameId() {
    return "portroyal-stiche";
  }

  @Override
  public PortRoyalSticheAction decide(PortRoyalSticheView view, int seat, List<PortRoyalSticheAction> legal,
      Level level, RandomSource random) {
    return switch (view.phase()) {
      case Phase.Auction a -> bid(view, legal, level);
      case Phase.TrickPlay t -> play(view, seat, t.trick(), legal, level);
      default -> null;
    };
  }

  private static PortRoyalSticheAction bid(PortRoyalSticheView view, List<PortRoyalSticheAction> legal, Level level) {
    long high = view.hand().toList().stream().filter(c -> !c.isKlabautermann() && c.value() * 3 > TOP * 2).count();
    long limit = switch (level) {
      case EASY -> high;
      case MEDIUM -> 2 * high;
      case HARD -> 2 * high + 1;
    };
    Bid lowest = null;
    for (PortRoyalSticheAction action : legal) {
      if (action instanceof Bid b && (lowest == null || b.tons() < lowest.tons())) {
        lowest = b;
      }
    }
    if (lowest != null && lowest.tons() <= limit) {
      return lowest;
    }
    return legal.contains(PortRoyalSticheAction.PASS) ? PortRoyalSticheAction.PASS : null;
  }

  private static PortRoyalSticheAction play(PortRoyalSticheView view, int seat, Trick trick,
      List<PortRoyalSticheAction> legal, Level level) {
    int players = view.seats().size();
    boolean last = trick.plays().size() == players - 1;
    Play cheapestWin = null;
    Play cheapest = null;
    for (PortRoyalSticheAction action : legal) {
      if (!(action instanceof Play p)) {
        return null; // a choice besides playing a card: not these rules'
      }
      if (cheapest == null || p.card().value() < cheapest.card().value()) {
        cheapest = p;
      }
      Trick with = trick.with(new PlayedCard(seat, p.card(), false));
      boolean wins = with.winner(view.trump().getOrNull()) == seat;
      if (wins && (cheapestWin == null || p.card().value() < cheapestWin.card().value())) {
        cheapestWin = p;
      }
    }
    boolean tryToWin = level != Level.EASY || last || trick.plays().isEmpty();
    return tryToWin && cheapestWin != null ? cheapestWin : cheapest;
  }
}
