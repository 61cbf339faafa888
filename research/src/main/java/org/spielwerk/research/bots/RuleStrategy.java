package org.spielwerk.research.bots;

import java.util.List;
import org.spielwerk.core.RandomSource;

/**
 * A game's rules of thumb for the rule-based bot, decided from the seat's view only. Registered in
 * {@code META-INF/services/org.spielwerk.research.bots.RuleStrategy}; a game without one gets the
 * bot's fallback for every decision.
 *
 * @param <A> the game's action type
 * @param <V> the game's view type
 */
public interface RuleStrategy<A, V> {

  /** The id of the game these rules are for. */
  String gameId();

  /**
   * The rules' choice among {@code legal} (one of them), or null where the rules leave the choice
   * open (the bot then takes the move its fallback judges best).
   */
  A decide(V view, int seat, List<A> legal, Level level, RandomSource random);

  /** The number of seats at the table, as the view shows it. */
  int seats(V view);

  /**
   * The hard bot's look-ahead budget in this game: samples, playout depth, candidates and the
   * heuristic difference that counts as a clear lead (about a few points of the game's score).
   */
  default Lookahead.Budget budget() {
    return Lookahead.Budget.DEFAULT;
  }
}
