package org.spielwerk.core;

/** Whose decision it is, or how the game ended. */
public sealed interface Status {

  /** The seat that decides next. */
  record ToMove(int seat) implements Status {}

  /** The game is over. */
  record Finished(Outcome outcome) implements Status {}
}
