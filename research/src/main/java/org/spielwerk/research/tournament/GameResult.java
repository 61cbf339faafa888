package org.spielwerk.research.tournament;

import java.io.Serializable;
import java.util.List;

/**
 * One game of a tournament.
 *
 * @param game the game's index in the tournament
 * @param setupSeed the seed it was set up with
 * @param agents the agent index at each seat
 * @param scores each seat's score
 * @param ranks each seat's place (0 = first; tied seats share it)
 * @param payoffs each seat's win share (1 for a sole winner, 1/k for k shared winners, else 0)
 * @param length the number of actions played
 */
public record GameResult(long game, long setupSeed, List<Integer> agents, List<Integer> scores, List<Integer> ranks,
    List<Double> payoffs, int length) implements Serializable {
  public GameResult {
    agents = List.copyOf(agents);
    scores = List.copyOf(scores);
    ranks = List.copyOf(ranks);
    payoffs = List.copyOf(payoffs);
  }
}
