package org.spielwerk.core;

import java.util.List;
import java.util.stream.IntStream;

/**
 * How a game ended.
 *
 * @param scores each seat's main score (influence points, gold, ...), by seat
 * @param ranks each seat's place by seat, 0 for the winners; tied seats share a place
 */
public record Outcome(List<Integer> scores, List<Integer> ranks) {
  public Outcome {
    scores = List.copyOf(scores);
    ranks = List.copyOf(ranks);
    if (scores.size() != ranks.size()) {
      throw new IllegalArgumentException("scores and ranks differ in length");
    }
  }

  /** The seats in first place (more than one when the win is shared). */
  public List<Integer> winners() {
    return IntStream.range(0, ranks.size()).filter(s -> ranks.get(s) == 0).boxed().toList();
  }

  /** 1 for a sole winner, 1/k for each of k shared winners, 0 otherwise. */
  public double payoff(int seat) {
    return ranks.get(seat) == 0 ? 1.0 / winners().size() : 0.0;
  }

  /**
   * What the end of the game is worth to {@code seat} for a search that compares finished positions
   * with each other: its {@link #payoff} less its place ({@link #ranks}), so a sole win (1) beats a
   * shared one (1/k), and among losses a better place is worth more (second place -1, third -2, ...).
   * The greedy agent and ISMCTS's greedy steps scale it far above any heuristic value.
   *
   * @since 0.2.0
   */
  public double terminalValue(int seat) {
    return payoff(seat) - ranks.get(seat);
  }

  /**
   * Ranks seats by a key, highest first; seats with equal keys share a place.
   *
   * @param keys one comparable key per seat (for example influence, then coins)
   */
  public static <K extends Comparable<K>> List<Integer> ranksByDescending(List<K> keys) {
    return keys.stream()
        .map(k -> (int) keys.stream().filter(other -> other.compareTo(k) > 0).count())
        .toList();
  }
}
