package org.spielwerk.research.bots;

/** How strong a rule-based bot plays. */
public enum Level {
  /** Cautious rules, and three moves in ten at random. */
  EASY,
  /** The rules, the rest one ply of the heuristic on one sample. */
  MEDIUM,
  /**
   * A look-ahead: each move judged by short playouts that follow the medium rules on resampled
   * positions, scored by the lead over the best rival (stronger than {@code greedy} in every game).
   */
  HARD
}
