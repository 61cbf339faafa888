package org.spielwerk.research.bots;

/** How strong a rule-based bot plays. */
public enum Level {
  /** Cautious rules, and three moves in ten at random. */
  EASY,
  /** The rules. */
  MEDIUM,
  /** Bolder rules where the odds allow, and the moves the rules leave open judged on more samples. */
  HARD
}
